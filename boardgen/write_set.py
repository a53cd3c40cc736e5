"""Writing a job's files as one set: all of them, or none, even on a full disk or Ctrl+C.

Two phases. ``prepare`` writes every file under a hidden temporary name beside its final one
and forces it to disk; nothing a user sees has changed yet, so a failure or an interrupt here
only deletes temporaries. ``commit`` then renames them into place, the files in the order
given (the manifest last, so a complete manifest always describes a complete set), and forces
the folder to disk; Ctrl+C and SIGTERM are held back for those few renames, so a set is never
left half old and half new. Further steps (say, removing stale files of the same design) slot
in after the renames.
"""

from __future__ import annotations

import contextlib
import os
import signal
import tempfile
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import TracebackType

from boardgen.errors import ParameterError

HELD_SIGNALS = frozenset({signal.SIGINT, signal.SIGTERM})
NOTHING_WRITTEN = "interrupted; nothing written"


class Interrupted(KeyboardInterrupt):
    """Ctrl+C or SIGTERM arrived while files were being written; ``written`` says which files
    are in place (none, or the whole set when the signal came during the renames)."""

    def __init__(self, written: tuple[Path, ...] = ()) -> None:
        super().__init__()
        self.written = written

    def line(self) -> str:
        if not self.written:
            return NOTHING_WRITTEN
        return f"interrupted after the whole set was written ({len(self.written)} files in {self.written[0].parent})"


class WriteSet:
    """The files of one job, named within one folder; use as a context manager so temporaries
    go on any exit, including an interrupt."""

    def __init__(self, folder: Path, files: Mapping[str, bytes]) -> None:
        self.folder = folder
        self.files = dict(files)
        self._temps: dict[str, str] = {}

    def __enter__(self) -> WriteSet:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.discard()

    def prepare(self) -> None:
        """Every file under a temporary name, its bytes on disk; refuse the folder in one line."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            mode = 0o666 & ~_umask()
            for name, data in self.files.items():
                handle, temp = tempfile.mkstemp(prefix=f".{name}.", dir=self.folder)
                self._temps[name] = temp  # recorded before writing, so a failed write is removed too
                with os.fdopen(handle, "wb") as stream:
                    stream.write(data)
                    stream.flush()
                    os.fchmod(stream.fileno(), mode)
                    os.fsync(stream.fileno())
        except OSError as error:
            self.discard()
            raise ParameterError("--out", f"a folder boardgen can create and write to ({error.strerror})",
                                 str(self.folder)) from None

    def commit(self) -> tuple[Path, ...]:
        """Rename every prepared file into place, in order, with interrupts held back."""
        done: list[Path] = []
        try:
            with _signals_held():
                for name, temp in self._temps.items():
                    os.replace(temp, self.folder / name)
                    done.append(self.folder / name)
                self._temps = {}
                _sync_folder(self.folder)
        except KeyboardInterrupt:
            raise Interrupted(tuple(done)) from None
        except OSError as error:
            raise ParameterError("--out", f"a folder boardgen can write to ({error.strerror})",
                                 str(self.folder)) from None
        return tuple(done)

    def discard(self) -> None:
        """Remove whatever temporaries are left; harmless after a commit."""
        for temp in self._temps.values():
            with contextlib.suppress(OSError):
                os.unlink(temp)
        self._temps = {}


def write_files(folder: Path, files: Mapping[str, bytes]) -> list[Path]:
    """Write the files as one set; an interrupt before the renames leaves nothing behind."""
    with WriteSet(folder, files) as batch:
        try:
            batch.prepare()
        except KeyboardInterrupt:
            raise Interrupted() from None
        return list(batch.commit())


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Record Ctrl+C and SIGTERM until the block ends, then raise ``KeyboardInterrupt`` for one
    that came meanwhile. Handlers are swapped rather than the signals blocked: a blocked
    signal may be delivered to another thread (numpy's workers), whose handler would then
    interrupt the main thread part way through anyway. Python runs handlers only in the main
    thread, so elsewhere there is nothing to hold."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    came: list[int] = []
    previous = {held: signal.signal(held, lambda number, frame: came.append(number)) for held in HELD_SIGNALS}
    try:
        yield
    finally:
        _let_handlers_run()
        for held, handler in previous.items():
            signal.signal(held, handler)
    if came:
        raise KeyboardInterrupt


def _let_handlers_run() -> None:
    """A Python call: the interpreter runs handlers of signals already caught before it."""


def _sync_folder(folder: Path) -> None:
    """Force the folder's new names to disk, so after a power cut the renames are kept too."""
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
