"""Only the preview's own page may ask: the Host names this server and its port, the Origin (or
``Sec-Fetch-Site``, or failing both the Referer) is this server, none of them given twice; and
every answer tells the browser to keep the page's addresses and answers to itself."""

from __future__ import annotations

import http.client

import pytest

from tests.support.preview import running_server

OWN_PAGE = "this server answers only its own page, not requests from other sites"


@pytest.fixture(scope="module")
def server():
    with running_server() as running:
        yield running


def ask(server, headers: list[tuple[str, str]], path: str = "/api/options") -> tuple[int, dict[str, str], str]:
    """Status, headers and body for a GET carrying exactly these headers, repeats included."""
    connection = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=30)
    try:
        connection.putrequest("GET", path, skip_host=True, skip_accept_encoding=True)
        for name, value in headers:
            connection.putheader(name, value.replace("PORT", str(server.server_port)))
        connection.endheaders()
        reply = connection.getresponse()
        return reply.status, dict(reply.headers), reply.read().decode()
    finally:
        connection.close()


HOST = ("Host", "127.0.0.1:PORT")


@pytest.mark.parametrize("headers", [
    [HOST],
    [("Host", "localhost:PORT")],
    [("Host", "LOCALHOST:PORT")],
    [HOST, ("Origin", "http://127.0.0.1:PORT"), ("Sec-Fetch-Site", "same-origin")],
    [HOST, ("Origin", "http://localhost:PORT")],
    [HOST, ("Sec-Fetch-Site", "none")],  # the address typed into the browser
    [HOST, ("Referer", "http://127.0.0.1:PORT/?game=triangle")],
    [HOST, ("Referer", "http://elsewhere.example/"), ("Sec-Fetch-Site", "same-origin")],
    [HOST, ("Referer", "http://elsewhere.example/"), ("Origin", "http://127.0.0.1:PORT")],
])
def test_the_own_page_is_answered(server, headers):
    status, _, _ = ask(server, headers)
    assert status == 200


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.0.1:1", "localhost:PORT0", "127.0.0.1:PORT:PORT",
                                  "attacker.example:PORT", "evil@127.0.0.1:PORT", "127.0.0.1:PORT/x",
                                  "127.0.0.1:+PORT"])
def test_a_host_that_is_not_this_server_at_its_port_is_403(server, host):
    status, _, body = ask(server, [("Host", host)])
    port = server.server_port
    assert (status, body) == (403, f"this server answers only to 127.0.0.1:{port} or localhost:{port}\n")


@pytest.mark.parametrize("headers", [
    [HOST, ("Referer", "http://elsewhere.example/page")],
    [HOST, ("Referer", "http://127.0.0.1:1/")],
    [HOST, ("Referer", "https://127.0.0.1:PORT/")],
    [HOST, ("Referer", "not an address")],
    [HOST, ("Origin", "null")],
    [HOST, ("Origin", "http://127.0.0.1:PORT0")],
    [HOST, ("Origin", "http://elsewhere.example"), ("Sec-Fetch-Site", "same-origin")],
    [HOST, ("Sec-Fetch-Site", "cross-site"), ("Referer", "http://127.0.0.1:PORT/")],
])
def test_a_request_from_another_site_is_403(server, headers):
    assert ask(server, headers)[::2] == (403, OWN_PAGE + "\n")


@pytest.mark.parametrize("name, value", [("Host", "127.0.0.1:PORT"), ("Origin", "http://127.0.0.1:PORT"),
                                         ("Referer", "http://127.0.0.1:PORT/"), ("Sec-Fetch-Site", "same-origin")])
def test_a_checked_header_given_twice_is_400_even_when_both_are_this_servers(server, name, value):
    headers = [(name, value), (name, value)] if name == "Host" else [HOST, (name, value), (name, value)]
    assert ask(server, headers)[::2] == (400, f"request: one {name} header, not 2\n")


def test_a_request_without_host_is_400(server):
    assert ask(server, [])[::2] == (400, "request: a Host header is needed\n")


@pytest.mark.parametrize("path", ["/", "/api/options", "/missing"])
@pytest.mark.parametrize("headers", [[HOST], [("Host", "attacker.example")]])
def test_every_answer_keeps_the_page_to_itself(server, path, headers):
    _, sent, _ = ask(server, headers, path)
    assert sent["Referrer-Policy"] == "no-referrer"
    assert sent["Cross-Origin-Resource-Policy"] == "same-origin"
    assert sent["Cross-Origin-Opener-Policy"] == "same-origin"
