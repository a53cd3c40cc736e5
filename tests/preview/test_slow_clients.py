"""Slow and oversized request heads: gathered without a thread, bounded in time, size and count.

The big one runs ``boardgen preview`` as a user does, in its own process, beside 1,000
connections trickling ``GET / HTTP/1.1\\r\\n`` a byte at a time and 40 sending a byte every 3 s:
the page still answers within a second, the server holds few threads, and every trickler is
told 408 and closed once its 15 s are up. The rest run a server in this process with the
limits made small.
"""

from __future__ import annotations

import http.client
import resource
import selectors
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable

import pytest

from boardgen.preview import connections, heads
from boardgen.preview.heads import HEAD_BYTES, Head, HeadRefused
from tests.support.preview import running_server

TRICKLE = b"GET / HTTP/1.1\r\n"
TRICKLERS = 1000
"""Connections sending a byte each, one after another, about once a second each."""
CRAWLERS = 40
"""Connections sending a byte every ``CRAWL_SECONDS``."""
CRAWL_SECONDS = 3.0


def started_preview() -> tuple[subprocess.Popen, int]:
    """``boardgen preview`` in its own process, and its port, read from the line it prints."""
    process = subprocess.Popen([sys.executable, "-m", "boardgen", "preview"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    if "http://127.0.0.1:" not in line:
        process.kill()
        pytest.fail(f"boardgen preview did not start: {line}{process.communicate(timeout=30)[1]}")
    return process, int(line.split("http://127.0.0.1:")[1].split("/")[0])


def page_seconds(port: int) -> float:
    """How long the page takes to arrive, whole, on a fresh connection."""
    began = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", "/")
        reply = connection.getresponse()
        assert reply.status == 200 and b"<form" in reply.read()
    finally:
        connection.close()
    return time.monotonic() - began


def threads_of(pid: int) -> int:
    status = open(f"/proc/{pid}/status").read()
    return int(status.split("Threads:")[1].split()[0])


class Tricklers:
    """Connections sending ``TRICKLE`` over and over, a byte at a time, from one thread."""

    def __init__(self, port: int, count: int, every: float) -> None:
        self.sockets = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(count)]
        self.every = every
        self.sent = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._trickle, daemon=True)
        self._thread.start()

    def _trickle(self) -> None:
        gap = self.every / len(self.sockets)
        while not self._stop.is_set():
            byte = TRICKLE[self.sent % len(TRICKLE):][:1]
            for connection in self.sockets:
                try:
                    connection.send(byte)
                except OSError:
                    pass  # cut off by the server: what it should do in the end
                self._stop.wait(gap)
            self.sent += 1

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(10)

    def answers(self, seconds: float) -> list[bytes]:
        """What the server sent each connection until it closed it (or ``seconds`` passed)."""
        got = {connection: b"" for connection in self.sockets}
        with selectors.DefaultSelector() as selector:
            for connection in self.sockets:
                connection.setblocking(False)
                selector.register(connection, selectors.EVENT_READ)
            ends = time.monotonic() + seconds
            open_ones = len(self.sockets)
            while open_ones and time.monotonic() < ends:
                for key, _ in selector.select(0.5):
                    try:
                        chunk = key.fileobj.recv(65536)
                    except ConnectionError:
                        chunk = b""
                    got[key.fileobj] += chunk
                    if not chunk:
                        selector.unregister(key.fileobj)
                        open_ones -= 1
        return list(got.values())

    def close(self) -> None:
        for connection in self.sockets:
            connection.close()


@pytest.mark.slow  # the tricklers' 15 s must run out: about 25 s
def test_the_page_answers_within_a_second_beside_a_thousand_slow_clients():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 4096)), hard))
    process, port = started_preview()
    tricklers = crawlers = None
    try:
        page_seconds(port)  # warm: the first answer pays for nothing the probes do not
        opened = time.monotonic()
        tricklers = Tricklers(port, TRICKLERS, 1.0)
        crawlers = Tricklers(port, CRAWLERS, CRAWL_SECONDS)
        while tricklers.sent < 3 or crawlers.sent < 1:  # every one of them has begun its request
            time.sleep(0.1)
        probes = []
        while time.monotonic() - opened < heads.HEAD_SECONDS - 3:
            probes.append(page_seconds(port))
            time.sleep(0.5)
        threads = threads_of(process.pid)
        print(f"{len(probes)} probes beside {TRICKLERS} + {CRAWLERS} slow clients: "
              f"slowest {max(probes):.3f} s, median {sorted(probes)[len(probes) // 2]:.3f} s; {threads} threads")
        assert len(probes) >= 5 and max(probes) < 1.0, probes
        assert threads < connections.THREADS, "slow clients were given threads"
        tricklers.stop()
        crawlers.stop()
        answers = tricklers.answers(10) + crawlers.answers(10)
        assert all(answer.startswith(b"HTTP/1.1 408 ") for answer in answers), \
            {answer[:40] for answer in answers}
    finally:
        for group in (tricklers, crawlers):
            if group is not None:
                group.stop()
                group.close()
        process.terminate()
        process.wait(30)


def ask_raw(port: int, chunks: list[bytes], pause: float = 0.0) -> bytes:
    """Send a request in pieces, then read the whole answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as connection:
        for chunk in chunks:
            connection.sendall(chunk)
            time.sleep(pause)
        answer = b""
        while piece := connection.recv(65536):
            answer += piece
        return answer


@pytest.fixture(scope="module")
def server():
    with running_server() as running:
        yield running


def test_a_head_sent_a_byte_at_a_time_is_answered(server):
    head = f"GET /api/options HTTP/1.1\r\nHost: 127.0.0.1:{server.server_port}\r\n\r\n".encode()
    answer = ask_raw(server.server_port, [head[i:i + 1] for i in range(len(head))], pause=0.001)
    assert answer.startswith(b"HTTP/1.0 200 OK\r\n") and b'"games"' in answer


def test_a_head_ended_by_bare_line_feeds_is_answered(server):
    head = f"GET /preview.css HTTP/1.1\nHost: localhost:{server.server_port}\n\n"
    answer = ask_raw(server.server_port, [head.encode()])
    assert answer.startswith(b"HTTP/1.0 200 OK\r\n")


def test_headers_over_32_kib_are_431_and_the_client_reads_it(server):
    filler = "".join(f"X-Filler-{n}: {'x' * 100}\r\n" for n in range(400))  # 44 KiB, still arriving
    answer = ask_raw(server.server_port, [f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.server_port}\r\n{filler}\r\n"
                                          .encode()])
    assert answer.startswith(b"HTTP/1.1 431 Request Header Fields Too Large\r\n")
    assert answer.endswith(b"\r\n\r\nrequest: headers at most 32 KiB in all\n")
    assert b"\r\nReferrer-Policy: no-referrer\r\n" in answer and b"frame-ancestors 'none'" in answer


def test_a_request_line_over_32_kib_is_414(server):
    answer = ask_raw(server.server_port, [b"GET /?" + b"a" * 40000 + b" HTTP/1.1\r\n\r\n"])
    assert answer.startswith(b"HTTP/1.1 414 ")
    assert answer.endswith(b"request: at most 8192 characters of path and query\n")


def _soon(check: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Whether ``check`` holds within ``seconds``: the server thread acts on its own time, so a
    count read the instant a client sees one effect may not yet show the next."""
    until = time.monotonic() + seconds
    while not check() and time.monotonic() < until:
        time.sleep(0.01)
    return check()


def test_waiting_connections_are_bounded_the_oldest_closed_first(server, monkeypatch):
    monkeypatch.setattr(connections, "PARKED", 5)
    waiting = []
    for _ in range(5):
        waiting.append(socket.create_connection(("127.0.0.1", server.server_port), timeout=10))
        waiting[-1].sendall(b"GET / HT")
    until = time.monotonic() + 10
    while server.parked < 5 and time.monotonic() < until:
        time.sleep(0.01)
    newest = socket.create_connection(("127.0.0.1", server.server_port), timeout=10)
    try:
        assert waiting[0].recv(1) == b""  # the oldest, closed to make room
        assert _soon(lambda: server.parked == 5)  # the server parks the newest just after closing the oldest
        newest.sendall(f"GET /preview.js HTTP/1.1\r\nHost: 127.0.0.1:{server.server_port}\r\n\r\n".encode())
        assert newest.recv(12) == b"HTTP/1.0 200"  # the newest kept and answered
        assert _soon(lambda: server.parked == 4)
    finally:
        for connection in (*waiting, newest):
            connection.close()


@pytest.mark.parametrize("chunks, whole", [
    ([b"GET / HTTP/1.1\r\n", b"Host: x\r\n", b"\r", b"\n"], b"GET / HTTP/1.1\r\nHost: x\r\n\r\n"),
    ([b"GET / HTTP/1.1\r\n\r\nGET /again HTTP/1.1\r\n\r\n"], b"GET / HTTP/1.1\r\n\r\n"),
    ([b"GET / HTTP/1.1\n", b"\n"], b"GET / HTTP/1.1\n\n"),
])
def test_a_head_ends_at_its_first_empty_line(chunks, whole):
    head = Head(("127.0.0.1", 1))
    *before, last = chunks
    assert all(head.take(chunk) is None for chunk in before)
    assert head.take(last) == whole


def test_a_head_never_holds_much_more_than_its_limit():
    head = Head(("127.0.0.1", 1))
    head.take(b"GET / HTTP/1.1\r\n")
    with pytest.raises(HeadRefused) as refused:
        while True:
            head.take(b"x" * head.room())
    assert refused.value.reply.status == 431 and len(head.data) == HEAD_BYTES + 1
    assert Head(("127.0.0.1", 1)).overdue() is None  # nothing sent: closed without a word


RAISED = """
import resource
resource.setrlimit(resource.RLIMIT_NOFILE, (256, {hard}))
from boardgen.preview.server import PreviewServer
server = PreviewServer(0)
print(*resource.getrlimit(resource.RLIMIT_NOFILE))
server.server_close()
"""


def test_the_server_raises_its_descriptor_limit_to_the_hard_one():
    """A soft limit of 256 (or a common 1,024) is less than the 2,048 connections that may wait."""
    hard = min(resource.getrlimit(resource.RLIMIT_NOFILE)[1], 4096)
    if hard <= 256:
        pytest.skip(f"a hard descriptor limit of {hard} leaves nothing to raise")
    shown = subprocess.run([sys.executable, "-c", RAISED.format(hard=hard)], capture_output=True, text=True,
                           timeout=120)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.split() == [str(hard), str(hard)]
