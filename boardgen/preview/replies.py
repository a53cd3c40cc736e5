"""What the preview server sends back: an answer made in memory, and the headers every answer carries.

Kept apart from the request handler because two places send answers: the handler's threads,
and the connection watcher, which refuses an overlong or overdue request head itself, without
a thread. Both must carry the same headers.
"""

from __future__ import annotations

from dataclasses import dataclass
from http import HTTPStatus

SECURITY_HEADERS = (
    ("Content-Security-Policy", "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; "
                                "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
                                "form-action 'none'; frame-ancestors 'none'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Cache-Control", "no-store"),
    # The page's addresses hold the whole design: no other site learns them from a link...
    ("Referrer-Policy", "no-referrer"),
    # ...none may embed its answers (an <img> or <script> from elsewhere) or keep a handle on its window.
    ("Cross-Origin-Resource-Policy", "same-origin"),
    ("Cross-Origin-Opener-Policy", "same-origin"),
)
"""Sent with every answer, refusals and http.server's own errors included."""


@dataclass(frozen=True)
class Reply:
    status: int
    content_type: str
    body: bytes
    headers: tuple[tuple[str, str], ...] = ()

    def header_lines(self) -> tuple[tuple[str, str], ...]:
        """Every header but the status line's and the server's name: the same in both senders."""
        return (("Content-Type", self.content_type), ("Content-Length", str(len(self.body))),
                *SECURITY_HEADERS, *self.headers)


def text(status: int, message: str, headers: tuple[tuple[str, str], ...] = ()) -> Reply:
    """A one-line plain-text answer: how every refusal is said."""
    return Reply(status, "text/plain; charset=utf-8", (message + "\n").encode(), headers)


def closing(reply: Reply) -> bytes:
    """The whole HTTP/1.1 response, ending the connection, for a sender that has no handler."""
    lines = [f"HTTP/1.1 {reply.status} {HTTPStatus(reply.status).phrase}",
             *(f"{name}: {value}" for name, value in (*reply.header_lines(), ("Connection", "close")))]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + reply.body
