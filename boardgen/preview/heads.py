"""Request heads gathered as their bytes arrive, so that no thread waits on a slow client.

A request head (request line and headers, up to its blank line) is collected here by the one
thread that watches every connection (``connections``); only a complete head is handed to a
thread to answer. A head must be whole within ``HEAD_SECONDS`` of its connection being
accepted and at most ``HEAD_BYTES`` long: 1,000 clients sending a byte at a time then cost a
buffer each, not a thread each, and are gone within the deadline.
"""

from __future__ import annotations

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

    __slots__ = ("accepted", "address", "data")

    def __init__(self, address: object) -> None:
        self.address = address
        self.accepted = time.monotonic()
        self.data = bytearray()

    def room(self) -> int:
        """How much to read next: never more than one byte past the limit, so a head's buffer
        stays under ``HEAD_BYTES`` plus one read however much the client sends."""
        return min(READ_BYTES, HEAD_BYTES + 1 - len(self.data))

    def take(self, chunk: bytes) -> bytes | None:
        """Add bytes that arrived; the whole head once its empty line is in, else None.

        Anything after the head is dropped: one request per connection, and a GET has no body.
        Raises ``HeadRefused`` once the head is longer than ``HEAD_BYTES``.
        """
        start = max(0, len(self.data) - 2)
        self.data += chunk
        ends = [found + len(end) for end in ENDS if (found := self.data.find(end, start)) >= 0]
        if ends and min(ends) <= HEAD_BYTES:
            return bytes(self.data[:min(ends)])
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
