"""What the cut-file writers share: the pieces as cut, grouped by operation, and the frame."""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.board import Board, Engraving, Hole
from boardgen.geometry.outline import Vertex
from boardgen.geometry.vec import Point


@dataclass(frozen=True)
class CutSheet:
    """Everything a cut file draws, in sheet coordinates (mm, y up), kerf-compensated."""

    outlines: tuple[tuple[Vertex, ...], ...]
    holes: tuple[Hole, ...]
    engraving: tuple[Engraving, ...]
    bounds: tuple[float, float, float, float]
    """The bed when the board is laid out on one (the file is bed-sized), else the parts' extent."""
    bed_edge: tuple[Point, ...] = ()
    """The bed's corners, drawn on a layer that is never cut, so the user sees the placement."""


def cut_sheet(board: Board) -> CutSheet:
    pieces = board.toolpaths()
    bed = board.sheet_size
    return CutSheet(
        outlines=tuple(p.outline.vertices() for p in pieces),
        holes=tuple(h for p in pieces for h in p.holes),
        engraving=tuple(shape for p in pieces for shape in p.engraving),
        bounds=(0.0, 0.0, *bed) if bed else Board.extent(pieces),
        bed_edge=((0.0, 0.0), (bed[0], 0.0), bed, (0.0, bed[1])) if bed else (),
    )


def num(value: float) -> str:
    """Numbers for text formats: 4 decimals (0.1 µm), no trailing zeros, never '-0'."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text
