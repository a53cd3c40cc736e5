"""Writing a job's files as one set: all of them, or none, even on a full disk or Ctrl+C.

Two phases. ``prepare`` writes every file under a hidden temporary name beside its final one
and forces it to disk. Nothing a user sees has changed yet, so a failure or an interrupt here
only deletes temporaries. ``commit`` first checks that every final name can take its file: no
folder in the way, no other user's file in a sticky folder. Then it renames the files into
place in the order given. The manifest goes last, so a complete manifest always describes a
complete set. Each old file is first set aside under a temporary name, so a rename that still
fails puts the old set back whole. The old files go once the new set is in place and on disk.
Ctrl+C and SIGTERM are held back from the first rename until the step the caller adds after
them is done (removing the stale files of the same design). So a set is never left half old
and half new, nor half tidied.

A temporary's name is ``.NAME.`` plus eight characters, as ``tempfile`` makes them. One that a
killed run (SIGKILL, a power cut) left is removed by the next run that writes ``NAME``.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import stat
import tempfile
import threading
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from types import TracebackType
from typing import TypeVar

from boardgen.errors import ParameterError

HELD_SIGNALS = frozenset({signal.SIGINT, signal.SIGTERM})
NOTHING_WRITTEN = "interrupted; nothing written"
TEMPORARY = re.compile(r"\.(?P<name>.+)\.[a-z0-9_]{8}")
"""The name of one of this program's temporaries: a dot, the final name, a dot and the eight
characters ``tempfile.mkstemp`` draws from this alphabet."""

T = TypeVar("T")

_holding = False
"""Whether ``signals_held`` holds the signals now, so a hold inside another (a writer's inside
the commit's) leaves the recording and the raising to the outer one."""

_last_set: tuple[Path, ...] = ()
"""The files this process last put in place, so an interrupt after the commit (while the
command prints its report) is told what is on disk, not "nothing written"."""


class Interrupted(KeyboardInterrupt):
    """Ctrl+C or SIGTERM arrived while files were being written; ``written`` says which files
    are in place (none, or the whole set when the signal came during the renames)."""

    def __init__(self, written: tuple[Path, ...] = ()) -> None:
        super().__init__()
        self.written = written

    def line(self) -> str:
        return interrupted_line(self.written)


def interrupted_line(written: tuple[Path, ...] | None = None) -> str:
    """What an interrupt left on disk, in one line: ``written``, or by default the set this
    process last put in place."""
    written = last_set() if written is None else written
    if not written:
        return NOTHING_WRITTEN
    return f"interrupted after the whole set was written ({len(written)} files in {written[0].parent})"


def last_set() -> tuple[Path, ...]:
    """The files this process last put in place (none yet: an empty tuple)."""
    return _last_set


def temporary_of(name: str) -> str | None:
    """The final name a file named ``name`` is a temporary of, or None when it is not one."""
    found = TEMPORARY.fullmatch(name)
    return found.group("name") if found else None


class WriteSet:
    """The files of one job, named within one folder; use as a context manager so temporaries
    go on any exit, including an interrupt. ``parameter`` is the option that named the folder,
    for refusals."""

    def __init__(self, folder: Path, files: Mapping[str, bytes], parameter: str = "--out") -> None:
        self.folder = folder
        self.files = dict(files)
        self.parameter = parameter
        self._temps: dict[str, str] = {}
        self.left: tuple[tuple[Path, str], ...] = ()
        """The old files set aside by ``commit`` that could not be removed (the folder made
        read-only meanwhile), each with why: the new set is whole, so they are reported."""

    def __enter__(self) -> WriteSet:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.discard()

    def prepare(self) -> None:
        """Every file under a temporary name, its bytes on disk; refuse the folder in one line."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._remove_left_temporaries()
            mode = 0o666 & ~_umask()
            for name, data in self.files.items():
                handle, temp = self._reserve(name)
                self._temps[name] = temp  # recorded before writing, so a failed write is removed too
                with os.fdopen(handle, "wb") as stream:
                    stream.write(data)
                    stream.flush()
                    os.fchmod(stream.fileno(), mode)
                    os.fsync(stream.fileno())
        except OSError as error:
            self.discard()
            raise self._refusal("create and write to", error) from None

    def commit(self, after: Callable[[], T]) -> tuple[tuple[Path, ...], T]:
        """Rename every prepared file into place, in order, then run ``after``, with interrupts
        held back throughout; a rename that fails puts back the files it replaced."""
        global _last_set
        targets = [(self.folder / name, temp) for name, temp in self._temps.items()]
        self.check()
        done: tuple[Path, ...] = ()
        try:
            with signals_held():
                try:
                    done, old = self._rename_all(targets)
                    self._temps = {}
                    _sync_folder(self.folder)
                except OSError as error:
                    raise self._refusal("write to", error) from None
                _last_set = done
                self.left = _removed_or_why(old)
                result = after()
        except KeyboardInterrupt:
            raise Interrupted(done) from None
        return done, result

    def check(self) -> None:
        """Refuse, before any rename, a final name that cannot take its file, so a job writing
        two sets (a kit's folder and its zip) can check both before committing either."""
        for name in self._temps:
            self._check_target(self.folder / name)

    def _rename_all(self, targets: list[tuple[Path, str]]) -> tuple[tuple[Path, ...], tuple[str, ...]]:
        """Each temporary renamed to its target, each old file first renamed aside: the targets,
        and the temporary names the old files now have. On a failure every target is put back
        as it was before the error is raised."""
        done: list[Path] = []
        old: dict[Path, str] = {}
        try:
            for target, temp in targets:
                if os.path.lexists(target):
                    handle, aside = self._reserve(target.name)
                    os.close(handle)
                    os.replace(target, aside)
                    old[target] = aside
                os.replace(temp, target)
                done.append(target)
        except OSError:
            for target in done:
                with contextlib.suppress(OSError):
                    os.unlink(target)
            for target, aside in old.items():
                with contextlib.suppress(OSError):
                    os.replace(aside, target)
            raise
        return tuple(done), tuple(old.values())

    def _check_target(self, target: Path) -> None:
        """Refuse, before any rename, a final name that cannot take its file: a folder in the
        way, or another user's file in a sticky folder (such as /tmp), which only its owner may
        replace."""
        try:
            found = os.lstat(target)
        except FileNotFoundError:
            return
        except OSError as error:
            raise self._refusal("write to", error) from None
        if stat.S_ISDIR(found.st_mode):
            raise ParameterError(self.parameter, f"a folder where {target.name} can be written ({target} is a "
                                 "folder)")
        folder = os.stat(self.folder)
        me = os.geteuid()
        if folder.st_mode & stat.S_ISVTX and me not in (0, found.st_uid, folder.st_uid):
            raise ParameterError(self.parameter, f"a folder where {target.name} can be written ({target} belongs to "
                                 "another user in a sticky folder)")

    def _reserve(self, name: str) -> tuple[int, str]:
        """A new, empty temporary for ``name``, open for writing: its descriptor and path."""
        return tempfile.mkstemp(prefix=f".{name}.", dir=self.folder)

    def _remove_left_temporaries(self) -> None:
        """Remove the temporaries of these files' names that an earlier, killed run left."""
        for entry in os.scandir(self.folder):
            if temporary_of(entry.name) in self.files and entry.is_file(follow_symlinks=False):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)

    def _refusal(self, what: str, error: OSError) -> ParameterError:
        """One line; a folder that is a file (or inside one) is named, where the system says
        only "File exists" or "Not a directory"."""
        why = error.strerror
        if isinstance(error, (FileExistsError, NotADirectoryError)):
            blocking = next((p for p in (self.folder, *self.folder.parents) if p.exists() and not p.is_dir()), None)
            why = f"{blocking} is a file" if blocking is not None else why
        return ParameterError(self.parameter, f"a folder boardgen can {what} ({why})", str(self.folder))

    def discard(self) -> None:
        """Remove whatever temporaries are left; harmless after a commit."""
        for temp in self._temps.values():
            with contextlib.suppress(OSError):
                os.unlink(temp)
        self._temps = {}


def write_files(folder: Path, files: Mapping[str, bytes], parameter: str = "--out") -> list[Path]:
    """Write the files as one set; an interrupt before the renames leaves nothing behind."""
    return list(write_files_then(folder, files, _nothing, parameter)[0])


def write_files_then(folder: Path, files: Mapping[str, bytes], after: Callable[[], T],
                     parameter: str = "--out") -> tuple[tuple[Path, ...], T, tuple[tuple[Path, str], ...]]:
    """Write the files as one set, then run ``after`` (removing stale files) before an interrupt
    that came during the renames is let through. Returns the files, what ``after`` gave, and the
    old files set aside that could not be removed, each with why (``WriteSet.left``)."""
    with WriteSet(folder, files, parameter) as batch:
        try:
            batch.prepare()
        except KeyboardInterrupt:
            raise Interrupted() from None
        done, result = batch.commit(after)
        return done, result, batch.left


def _removed_or_why(paths: tuple[str, ...]) -> tuple[tuple[Path, str], ...]:
    """Remove each file; those that could not be, each with the system's reason."""
    left = []
    for path in paths:
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as error:
            left.append((Path(path), error.strerror or str(error)))
    return tuple(left)


def _nothing() -> None:
    """Nothing to do after the renames."""


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """Record Ctrl+C and SIGTERM until the block ends, then raise ``KeyboardInterrupt`` for one
    that came meanwhile. Handlers are swapped rather than the signals blocked: a blocked
    signal may be delivered to another thread (numpy's workers), whose handler would then
    interrupt the main thread part way through anyway. Python runs handlers only in the main
    thread, so elsewhere there is nothing to hold."""
    global _holding
    if _holding or threading.current_thread() is not threading.main_thread():
        yield  # an outer hold records the signal and raises it when it ends
        return
    came: list[int] = []
    previous = {held: signal.signal(held, lambda number, frame: came.append(number)) for held in HELD_SIGNALS}
    _holding = True
    try:
        yield
    finally:
        _let_handlers_run()
        _holding = False
        for held, handler in previous.items():
            signal.signal(held, handler)
    if came:
        raise KeyboardInterrupt


def held(call: Callable[..., T], *args: object) -> T:
    """``call(*args)`` with Ctrl+C and SIGTERM held until it returns, then raised. It is for work
    done in a library: reportlab loading fonts, zipfile packing, manifold3d and lib3mf building
    models. An interrupt raised inside would leave that torn, in a traceback of its own or a
    crash. Here the run stops cleanly between two files."""
    with signals_held():
        return call(*args)


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
