"""A preview server on 127.0.0.1 in a background thread, shared by the server and browser tests."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

from boardgen.preview.server import PreviewServer


@contextlib.contextmanager
def running_server() -> Iterator[PreviewServer]:
    """A server on a free loopback port for the length of the block, then shut down."""
    server = PreviewServer(0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
