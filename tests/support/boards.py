"""Boards for tests: build a Pegs and Jokers board from option text, render it, name its design,
and match hole positions."""

from __future__ import annotations

import functools
import math
from pathlib import Path

from boardgen.job import Made, make_board
from boardgen.output import render_files
from boardgen.writers.writer import OutputSettings

GAME = "pegs-and-jokers"


def raw_options(**raw: object) -> dict[str, str]:
    """Keyword arguments as the option text a user types: ``dxf_version=`` -> ``dxf-version``."""
    return {name.replace("_", "-"): str(value) for name, value in raw.items()}


def board(**raw: object) -> Made:
    """Parse, build and verify a Pegs and Jokers board from option text, like the CLI does."""
    return _board(tuple(sorted(raw_options(**raw).items())))


@functools.lru_cache(maxsize=64)
def _board(items: tuple[tuple[str, str], ...]) -> Made:
    return make_board(GAME, dict(items))


def render(made: Made, fmt: str, **settings: str) -> bytes:
    """The bytes one writer produces for a built board."""
    files = render_files(made.board, (fmt,), OutputSettings(**settings))
    (data,) = files.values()
    return data


def design_stem(folder: Path) -> str:
    """The stem of the one design written to ``folder`` (the shortest name: sheet and tool files
    add to it); it names every option that differs from its default, so tests read it rather
    than spell it. Inputs the test put there (``.toml``) are not the design's."""
    return min((p.name.rsplit(".", 1)[0] for p in folder.iterdir() if p.suffix != ".toml"), key=len)


def unmatched(got: list[tuple[float, float]], wanted: list[tuple[float, float]], tol: float = 1e-3) -> list:
    """Points of ``wanted`` with no point of ``got`` within ``tol`` (each used once), and the
    points of ``got`` left over. Holes are millimetres apart, so nearest-in-a-cell matching is exact."""
    cells: dict[tuple[int, int], list[int]] = {}
    for i, (x, y) in enumerate(got):
        cells.setdefault((math.floor(x), math.floor(y)), []).append(i)
    used: set[int] = set()
    missing = []
    for x, y in wanted:
        cx, cy = math.floor(x), math.floor(y)
        found = None
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for i in cells.get((cx + dx, cy + dy), ()):
                    if i not in used and abs(got[i][0] - x) <= tol and abs(got[i][1] - y) <= tol:
                        found = i
                        break
        if found is None:
            missing.append((x, y))
        else:
            used.add(found)
    return missing + [got[i] for i in range(len(got)) if i not in used]
