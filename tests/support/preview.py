"""A preview server on 127.0.0.1 in a background thread, shared by the server and browser tests."""

from __future__ import annotations

import contextlib
import threading
import time
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


def busy(seconds: float) -> str:
    """A render's stand-in for a worker: pure Python work for ``seconds`` of its clock."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass
    return "done"


def kit_members(data: bytes, folder: str = "") -> dict[str, bytes]:
    """A kit zip's members by name, the saved game's ``file:///`` URLs of ``folder`` cut to the
    names alone: the page's kit names no folder (the browser saves it), the command's names --out's."""
    import io
    import zipfile

    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        assert archive.testzip() is None
        return {name: archive.read(name).replace(folder.encode(), b"") if folder and name.endswith("-tts.json")
                else archive.read(name) for name in archive.namelist()}
