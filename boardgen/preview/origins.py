"""Who may ask the preview server: its own page, on this computer, at the server's own port.

The server listens on loopback, but a browser on this computer runs pages from everywhere. A
page elsewhere could point its own domain name at 127.0.0.1. So the Host is checked, port
included: another local server's name is no better. Or it could send requests from its own
page. So Origin, or failing that ``Sec-Fetch-Site``, must say the request is this page's own.
A browser too old for either still sends a Referer, which must then be this server's. A header these
checks read that comes twice is refused: which copy to believe would be a guess.
"""

from __future__ import annotations

import re
from email.message import Message
from http import HTTPStatus
from urllib.parse import urlsplit

from boardgen.preview.replies import Reply, text

HOST = "127.0.0.1"
HOST_NAMES = (HOST, "localhost")
"""Names a request may use for this server."""
ONCE = ("Host", "Origin", "Referer", "Sec-Fetch-Site")
"""The headers read here: each at most once."""
OWN_FETCHES = ("same-origin", "none")
"""``Sec-Fetch-Site`` values of this page's own requests (``none``: the address typed in)."""
HOST_FIELD = re.compile(r"(?P<name>[A-Za-z0-9.-]+)(?::(?P<port>[0-9]{1,5}))?")
"""A Host header as a browser writes it for an address with a name or IPv4 number."""
OTHER_SITES = "this server answers only its own page, not requests from other sites"


def refusal(headers: Message, port: int) -> Reply | None:
    """The answer to a request that does not come from this server's own page, or None."""
    for name in ONCE:
        if len(headers.get_all(name, ())) > 1:
            return text(HTTPStatus.BAD_REQUEST, f"request: one {name} header, not {len(headers.get_all(name))}")
    host = headers.get("Host")
    if host is None:
        return text(HTTPStatus.BAD_REQUEST, "request: a Host header is needed")
    if not _own_host(host, port):
        names = " or ".join(f"{name}:{port}" for name in HOST_NAMES)
        return text(HTTPStatus.FORBIDDEN, f"this server answers only to {names}")
    origin, fetch, referer = headers.get("Origin"), headers.get("Sec-Fetch-Site"), headers.get("Referer")
    if origin is not None and not _own(origin, port):
        return text(HTTPStatus.FORBIDDEN, OTHER_SITES)
    if fetch is not None and fetch not in OWN_FETCHES:
        return text(HTTPStatus.FORBIDDEN, OTHER_SITES)
    if origin is None and fetch is None and referer is not None and not _own(referer, port):
        return text(HTTPStatus.FORBIDDEN, OTHER_SITES)
    return None


def _own_host(host: str, port: int) -> bool:
    """Whether a Host header names this server: one of its names and its port, nothing else."""
    written = HOST_FIELD.fullmatch(host)
    return written is not None and written["name"].lower() in HOST_NAMES and int(written["port"] or 80) == port


def _own(url: str, port: int) -> bool:
    """Whether an address is on this server: plain http, one of its names, its port (80 when
    none is written, as a browser leaves it out)."""
    try:
        parts = urlsplit(url)
        return parts.scheme == "http" and parts.hostname in HOST_NAMES and (parts.port or 80) == port
    except ValueError:  # a port that is no number, or out of range
        return False
