"""An HTTP server whose connections cost a thread only while a request is being answered.

``ThreadingHTTPServer`` gives every connection a thread for as long as it stays open, with no
cap and no timeout: 1,500 idle connections made 1,500 threads. Here one thread accepts and
watches connections that have sent nothing yet (parked, at most ``PARKED`` of them, each for
at most ``IDLE_SECONDS``); a connection is handed to a fixed pool of ``THREADS`` threads only
once its request starts to arrive, and a client slower than ``SLOW_SECONDS`` between reads is
cut off there. When descriptors run out, the oldest parked connection is closed to make room
and accepting pauses briefly, instead of spinning on a listening socket it cannot serve.
"""

from __future__ import annotations

import errno
import selectors
import socket
import sys
import threading
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from http.server import HTTPServer

THREADS = 32
"""Requests answered at once (renders themselves wait for a worker process, see ``renders``)."""
PARKED = 2048
"""Open connections waiting for their request; one more closes the oldest."""
IDLE_SECONDS = 15.0
"""How long a connection may stay open without sending a request."""
SLOW_SECONDS = 10.0
"""How long a request may stall between reads (and an answer between writes)."""
BACKLOG = 512
"""Connections the kernel holds before they are accepted: a burst of clients is queued, not reset."""
OUT_OF_DESCRIPTORS = (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM)
PAUSE_SECONDS = 0.05
"""How long accepting pauses when descriptors run out."""


class ParkingServer(HTTPServer):
    request_queue_size = BACKLOG

    def __init__(self, address: tuple[str, int], handler: type) -> None:
        # set up first: a failed bind calls server_close from within the base class's __init__
        self._threads = ThreadPoolExecutor(THREADS, thread_name_prefix="preview")
        self._selector = selectors.DefaultSelector()
        self._parked: dict[socket.socket, float] = {}
        """Parked connections and when each was accepted, oldest first."""
        self._stop = threading.Event()
        self._stopped = threading.Event()
        self._stopped.set()
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
                    else:
                        self._hand_over(key.fileobj, key.data)
                self._close_idle()
        finally:
            self._selector.unregister(self.socket)
            for connection in list(self._parked):
                self._unpark(connection)
                self.shutdown_request(connection)
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
        self._parked[connection] = time.monotonic()
        self._selector.register(connection, selectors.EVENT_READ, address)

    def _hand_over(self, connection: socket.socket, address: object) -> None:
        self._unpark(connection)
        self._threads.submit(self._answer, connection, address)

    def _answer(self, connection: socket.socket, address: object) -> None:
        try:
            self.finish_request(connection, address)
        except Exception:
            self.handle_error(connection, address)
        finally:
            self.shutdown_request(connection)

    def _close_idle(self) -> None:
        cutoff = time.monotonic() - IDLE_SECONDS
        for connection, since in list(self._parked.items()):
            if since > cutoff:
                break
            self._unpark(connection)
            self.shutdown_request(connection)

    def _drop_oldest(self) -> None:
        if self._parked:
            oldest = next(iter(self._parked))
            self._unpark(oldest)
            self.shutdown_request(oldest)

    def _unpark(self, connection: socket.socket) -> None:
        del self._parked[connection]
        self._selector.unregister(connection)
