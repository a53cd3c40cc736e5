"""An HTTP server whose connections cost a thread only once their request head is complete.

``ThreadingHTTPServer`` gives every connection a thread for as long as it stays open, with no
cap and no timeout. 1,500 idle connections made 1,500 threads. 1,000 clients trickling a
request line a byte at a time held every thread for minutes. Here one thread accepts every
connection and gathers its request head without blocking (``heads``). It holds at most
``PARKED`` at a time, each with ``heads.HEAD_SECONDS`` from being accepted to finish its head.
Only a complete head is handed to a fixed pool of ``THREADS`` threads. They answer it and close
the connection (one request per connection). A refused head is answered by the watcher itself and
the connection drained briefly, so the client reads the refusal rather than a reset. When
descriptors run out, the oldest parked connection is closed to make room and accepting pauses
briefly, instead of spinning on a listening socket it cannot serve.
"""

from __future__ import annotations

import errno
import resource
import selectors
import socket
import sys
import threading
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from http.server import HTTPServer
from itertools import takewhile

from boardgen.preview.heads import HEAD_SECONDS, Head, HeadRefused
from boardgen.preview.replies import Reply, closing

THREADS = 32
"""Requests answered at once (renders themselves wait for a worker process, see ``renders``)."""
PARKED = 2048
"""Open connections whose request head is still arriving; one more closes the oldest."""
SLOW_SECONDS = 10.0
"""How long an answer may stall between writes (a client that does not read it)."""
LINGER_SECONDS = 2.0
"""How long a refused connection is read (and the bytes dropped) so its client sees the refusal."""
LINGERING = 64
"""Refused connections drained at once; one more closes the oldest at once."""
BACKLOG = 512
"""Connections the kernel holds before they are accepted: a burst of clients is queued, not reset."""
OUT_OF_DESCRIPTORS = (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM)
PAUSE_SECONDS = 0.05
"""How long accepting pauses when descriptors run out."""


def raise_descriptor_limit() -> None:
    """Let this process open as many descriptors as it is allowed: a common soft limit of 1,024
    is less than the connections that may park here (the hard limit is a user's own to raise)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        except (ValueError, OSError):
            pass  # some systems refuse an infinite or very high soft limit; the old one stands


class ParkingServer(HTTPServer):
    """``RequestHandlerClass`` is built as ``(connection, address, server, head)``."""

    request_queue_size = BACKLOG

    def __init__(self, address: tuple[str, int], handler: type) -> None:
        # set up first: a failed bind calls server_close from within the base class's __init__
        self._threads = ThreadPoolExecutor(THREADS, thread_name_prefix="preview")
        self._selector = selectors.DefaultSelector()
        self._parked: dict[socket.socket, Head] = {}
        """Connections whose head is arriving, oldest first (so also soonest overdue first)."""
        self._lingering: dict[socket.socket, float] = {}
        """Refused connections being drained, and until when, oldest first."""
        self._stop = threading.Event()
        self._stopped = threading.Event()
        self._stopped.set()
        raise_descriptor_limit()
        super().__init__(address, handler)

    @property
    def parked(self) -> int:
        return len(self._parked)

    def serve_forever(self, poll_interval: float = 0.5) -> None:
        self._stopped.clear()
        self._selector.register(self.socket, selectors.EVENT_READ)
        try:
            while not self._stop.is_set():
                for key, _ in self._selector.select(poll_interval):
                    if key.fileobj is self.socket:
                        self._accept()
                    elif key.data is None:
                        self._drain(key.fileobj)
                    else:
                        self._read(key.fileobj, key.data)
                self._close_overdue()
        finally:
            self._selector.unregister(self.socket)
            for connection in (*self._parked, *self._lingering):
                self._close(connection)
            self._stop.clear()
            self._stopped.set()

    def shutdown(self) -> None:
        """Stop ``serve_forever`` (from another thread) and wait until it has."""
        self._stop.set()
        self._stopped.wait()

    def server_close(self) -> None:
        super().server_close()
        self._threads.shutdown(wait=False, cancel_futures=True)
        self._selector.close()

    def handle_error(self, request: object, client_address: object) -> None:
        """A client that hangs up early is no error of ours: no traceback for it."""
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        traceback.print_exc(file=sys.stderr)

    def finish_request(  # type: ignore[override]  (the head is what this server adds)
            self, request: socket.socket, client_address: object, head: bytes) -> None:
        self.RequestHandlerClass(request, client_address, self, head)

    def _accept(self) -> None:
        try:
            connection, address = self.socket.accept()
        except OSError as error:
            if error.errno in OUT_OF_DESCRIPTORS:
                self._drop_oldest()
                time.sleep(PAUSE_SECONDS)
            return
        if len(self._parked) >= PARKED:
            self._drop_oldest()
        connection.setblocking(False)
        head = Head(address)
        self._parked[connection] = head
        self._selector.register(connection, selectors.EVENT_READ, head)

    def _read(self, connection: socket.socket, head: Head) -> None:
        try:
            chunk = connection.recv(head.room())
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:  # the client left before its request was whole
            self._close(connection)
            return
        try:
            whole = head.take(chunk)
        except HeadRefused as refused:
            self._refuse(connection, refused.reply)
            return
        if whole is not None:
            del self._parked[connection]
            self._selector.unregister(connection)
            connection.setblocking(True)
            self._threads.submit(self._answer, connection, head.address, whole)

    def _answer(self, connection: socket.socket, address: object, head: bytes) -> None:
        try:
            self.finish_request(connection, address, head)
        except Exception:
            self.handle_error(connection, address)
        finally:
            self.shutdown_request(connection)

    def _refuse(self, connection: socket.socket, reply: Reply) -> None:
        """Answer from this thread (a refusal fits in the socket's buffer) and drain the rest of
        the request for a moment: closing on unread bytes would reset the refusal away."""
        del self._parked[connection]
        try:
            connection.send(closing(reply))
            connection.shutdown(socket.SHUT_WR)
        except OSError:
            self._selector.unregister(connection)
            connection.close()
            return
        if len(self._lingering) >= LINGERING:
            self._close(next(iter(self._lingering)))
        self._lingering[connection] = time.monotonic() + LINGER_SECONDS
        self._selector.modify(connection, selectors.EVENT_READ, None)

    def _drain(self, connection: socket.socket) -> None:
        try:
            if connection.recv(65536):
                return
        except BlockingIOError:
            return
        except OSError:
            pass
        self._close(connection)

    def _close_overdue(self) -> None:
        """Refuse heads past their deadline and end lingering refusals; both lists are in
        deadline order, so only their overdue front is looked at."""
        now = time.monotonic()
        cutoff = now - HEAD_SECONDS
        for connection, head in list(takewhile(lambda item: item[1].accepted <= cutoff, self._parked.items())):
            reply = head.overdue()
            if reply is None:
                self._close(connection)
            else:
                self._refuse(connection, reply)
        for connection, _ in list(takewhile(lambda item: item[1] <= now, self._lingering.items())):
            self._close(connection)

    def _drop_oldest(self) -> None:
        if self._parked:
            self._close(next(iter(self._parked)))

    def _close(self, connection: socket.socket) -> None:
        """Forget a parked or lingering connection and close it."""
        self._parked.pop(connection, None)
        self._lingering.pop(connection, None)
        self._selector.unregister(connection)
        connection.close()
