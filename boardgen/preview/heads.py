"""Request heads gathered as their bytes arrive, so that no thread waits on a slow client.

A request head (request line and headers, up to its blank line) is collected here by the one
thread that watches every connection (``connections``); only a complete head is handed to a
thread to answer. A head must be whole within ``HEAD_SECONDS`` of its connection being
accepted and at most ``HEAD_BYTES`` long: 1,000 clients sending a byte at a time then cost a
buffer each, not a thread each, and are gone within the deadline. A POST (the Play tab's moves)
brings a body of at most ``BODY_BYTES``, its length given by one Content-Length header; the body
must arrive within the same deadline as its head.
"""

from __future__ import annotations

import re
import time
from http import HTTPStatus

from boardgen.preview.replies import Reply, text

HEAD_BYTES = 32 * 1024
"""The longest request head taken; a browser's is well under 2 KiB, the page's longest query included."""
HEAD_SECONDS = 15.0
"""How long a connection has, from being accepted, to send its whole request head."""
MAX_TARGET = 8192
"""The longest request path and query taken: the page's longest query is under 2 KiB."""
READ_BYTES = 4096
"""The most read from one connection at a time."""

BODY_BYTES = 64 * 1024
"""The longest request body taken (a POST of the Play tab): a pasted game description and a
position file are a few KiB."""
BODY_TOO_LONG = f"request: a body of at most {BODY_BYTES // 1024} KiB"
LENGTH = re.compile(rb"^content-length:[ \t]*(.*?)[ \t]*\r?$", re.IGNORECASE | re.MULTILINE)
CHUNKED = re.compile(rb"^transfer-encoding:", re.IGNORECASE | re.MULTILINE)

TARGET_TOO_LONG = f"request: at most {MAX_TARGET} characters of path and query"
ENDS = (b"\n\r\n", b"\n\n")
"""A head ends with an empty line; http.server takes a bare LF as a line end too."""


class HeadRefused(Exception):
    """The head broke a limit: send ``reply`` and close."""

    def __init__(self, reply: Reply) -> None:
        super().__init__(reply.body.decode().strip())
        self.reply = reply


class Head:
    """One connection's head as far as it has arrived."""

    __slots__ = ("accepted", "address", "data", "whole")

    def __init__(self, address: object) -> None:
        self.address = address
        self.accepted = time.monotonic()
        self.data = bytearray()
        self.whole: int | None = None
        """The length of head and body together, once the head is in and says it has a body."""

    def room(self) -> int:
        """How much to read next: never more than one byte past the limit, so a head's buffer
        stays under ``HEAD_BYTES`` plus one read however much the client sends, and a body's
        never past the length its head gave."""
        limit = HEAD_BYTES + 1 if self.whole is None else self.whole
        return max(1, min(READ_BYTES, limit - len(self.data)))

    def take(self, chunk: bytes) -> bytes | None:
        """Add bytes that arrived; the whole head (and a POST's body) once in, else None.

        Anything after the request is dropped: one request per connection. A GET's body is
        dropped too. Raises ``HeadRefused`` once the head is longer than ``HEAD_BYTES``, or a
        POST's body would be longer than ``BODY_BYTES`` or has no one length.
        """
        if self.whole is not None:
            self.data += chunk
            return bytes(self.data[:self.whole]) if len(self.data) >= self.whole else None
        start = max(0, len(self.data) - 2)
        self.data += chunk
        ends = [found + len(end) for end in ENDS if (found := self.data.find(end, start)) >= 0]
        if ends and min(ends) <= HEAD_BYTES:
            head = bytes(self.data[:min(ends)])
            if not head.startswith(b"POST "):
                return head
            self.whole = len(head) + body_length(head)
            return self.take(b"")
        if len(self.data) > HEAD_BYTES:
            if b"\n" not in self.data:  # still the request line: its target is what is too long
                raise HeadRefused(text(HTTPStatus.REQUEST_URI_TOO_LONG, TARGET_TOO_LONG))
            raise HeadRefused(text(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE,
                                   f"request: headers at most {HEAD_BYTES // 1024} KiB in all"))
        return None

    def overdue(self) -> Reply | None:
        """What to say when the deadline passes: 408 to a client that began a request, nothing
        to one that never sent a byte (a browser's spare connection)."""
        if not self.data:
            return None
        return text(HTTPStatus.REQUEST_TIMEOUT,
                    f"request: the request line and headers must arrive within {HEAD_SECONDS:g} s")


def body_length(head: bytes) -> int:
    """A POST's body length from its head: one Content-Length of plain digits, at most
    ``BODY_BYTES``; chunked bodies are refused (the page never sends one)."""
    if CHUNKED.search(head):
        raise HeadRefused(text(HTTPStatus.LENGTH_REQUIRED, "request: a Content-Length, not Transfer-Encoding"))
    lengths = LENGTH.findall(head)
    if len(lengths) != 1 or not lengths[0].isdigit():
        raise HeadRefused(text(HTTPStatus.LENGTH_REQUIRED, "request: one Content-Length header of plain digits"))
    if int(lengths[0]) > BODY_BYTES:
        raise HeadRefused(text(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, BODY_TOO_LONG))
    return int(lengths[0])
