"""What the cut-file writers share: the pieces as cut, grouped by operation, and the frame."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from boardgen.board import Board, Engraving, Hole, Piece, origin_point
from boardgen.geometry.outline import Vertex
from boardgen.geometry.placement import Placement
from boardgen.geometry.vec import Point


@dataclass(frozen=True)
class CutSheet:
    """Everything a cut file draws, in sheet coordinates (mm, y up) moved so that the chosen
    origin is (0, 0), kerf-compensated."""

    outlines: tuple[tuple[Vertex, ...], ...]
    bounds: tuple[float, float, float, float]
    """The bed when the board is laid out on one (the file is bed-sized), else the parts' extent."""
    bed_edge: tuple[Point, ...] = ()
    """The bed's corners, drawn on a layer that is never cut, so the user sees the placement."""
    pieces: tuple[Piece, ...] = ()
    """The pieces as cut, before ``shift`` moves them: the SVG adds the shift in its own sums
    rather than have moved copies of thousands of points made first."""
    shift: Placement = Placement()
    """The move that brings the origin to (0, 0): a shift, never a turn."""

    @functools.cached_property
    def holes(self) -> tuple[Hole, ...]:
        return tuple(hole.placed(self.shift) for p in self.pieces for hole in p.holes)

    @functools.cached_property
    def engraving(self) -> tuple[Engraving, ...]:
        return tuple(shape.placed(self.shift) for p in self.pieces for shape in p.engraving)


def cut_sheet(board: Board, origin: str = "lower-left") -> CutSheet:
    """The zero is taken from the nominal pieces, as the G-code takes it, so a kerf-grown
    outline may reach a hair below zero while holes sit where the programs put them."""
    pieces = board.toolpaths()
    bed = board.sheet_size
    ox, oy = origin_point(board.frame(), origin)
    x0, y0, x1, y1 = (0.0, 0.0, *bed) if bed else Board.extent(pieces)
    return CutSheet(
        outlines=() if board.engrave_only else tuple(tuple((x - ox, y - oy, b) for x, y, b in p.outline.vertices())
                                                     for p in pieces),
        bounds=(x0 - ox, y0 - oy, x1 - ox, y1 - oy),
        bed_edge=tuple((x - ox, y - oy) for x, y in ((0.0, 0.0), (bed[0], 0.0), bed, (0.0, bed[1]))) if bed else (),
        pieces=pieces,
        shift=Placement(0.0, -ox, -oy),
    )


def num(value: float) -> str:
    """Numbers for text formats: 4 decimals (0.1 µm), no trailing zeros, never '-0'."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


TIDY = (("-0.0000 ", "0\0"), (".0000 ", "\0"), ("000 ", "\0"), ("00 ", "\0"), ("0 ", "\0"))
"""``num``'s rule as replacements, longest first; NUL marks a number already tidied."""


def tidy(text: str) -> str:
    """``text`` whose every number is written with ``%.4f`` and a space after it, with each number
    as ``num`` writes it. It takes a few passes over the whole text. A call to ``num`` for each
    of an engraved board's ten thousand numbers was a third of the SVG's time.

    ``%.4f`` gives every number four decimals, so its trailing zeros are the last of them, right
    before its space; nothing else in ``text`` may end in "0 " or hold a NUL."""
    for old, new in TIDY:
        text = text.replace(old, new)
    return text.replace("\0", " ")


def nums(values: Sequence[float]) -> list[str]:
    """``num`` of each value, all written at once (see ``tidy``)."""
    return tidy("%.4f " * len(values) % tuple(values)).split(" ")[:-1]
