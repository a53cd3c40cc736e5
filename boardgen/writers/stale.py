"""Which files of a design's stem a job removes once its new set is written. They are those a
writer could have given the stem that this run did not write. So an output folder never holds
the files of two designs under one stem."""

from __future__ import annotations

from collections.abc import Callable, Collection
from pathlib import Path

from boardgen.write_set import temporary_of
from boardgen.writers.registry import writer, writers


def remove_stale(out_dir: Path, stem: str, written: Collection[str], formats: tuple[str, ...] | None,
                 own: Callable[[str, str], bool] | None = None
                 ) -> tuple[tuple[Path, ...], tuple[tuple[Path, str], ...]]:
    """Remove the files of ``stem`` this run did not write, so the folder never holds files of
    two designs under one stem. These are the files of ``formats``: a board split before and not
    now, or the other way round. When ``formats`` is None, they are the files of every format, as
    a ``--name`` may have named another design before. A stem made from the design names only
    this one, so its files in other formats still hold. The temporaries a killed run left of
    such names go too.
    Only names a writer could give the stem are removed; the writers are loaded only when
    such a name is there; ``own`` says instead which names a job of its own naming writes (the
    pieces' STL a seat). Returns the files removed, and those that could not be, with why:
    the new set is in place either way, so a file left is reported, not refused."""
    candidates = sorted(p for p in out_dir.iterdir() if _final_name(p.name).startswith(stem)
                        and _final_name(p.name) not in written)
    if not candidates:
        return (), ()
    if own is None:
        known = writers().values() if formats is None else [writer(f) for f in formats]
        own = lambda stem, name: any(w.may_write(stem, name) for w in known)  # noqa: E731
    removed, kept = [], []
    for path in candidates:
        if path.is_file() and own(stem, _final_name(path.name)):
            try:
                path.unlink(missing_ok=True)
                removed.append(path)
            except OSError as error:
                kept.append((path, error.strerror or str(error)))
    return tuple(removed), tuple(kept)


def _final_name(name: str) -> str:
    """The name a file is or will be: a temporary's final name, or the name itself."""
    return temporary_of(name) or name
