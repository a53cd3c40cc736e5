"""A reference square engraved on a board (``--reference 50mm``), as boxes.py draws one: the
user measures it in LightBurn or CAM after importing, so a file read at the wrong scale (inches
for millimetres, 72 for 96 dpi) is caught before any wood is cut.

Game-neutral: it reads the board's holes, engraving and outlines and puts the square where
it keeps clear of them, as near the middle of the largest piece as it can.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import replace

import numpy as np

from boardgen.board import Board, Engraved, Engraving, Mark
from boardgen.errors import ParameterError
from boardgen.geometry.marks import square
from boardgen.geometry.vec import bounding_circle
from boardgen.lettering import Lettering

STEP = 2.0
"""mm between the places tried for the square."""
ROOM = 1.0
"""mm kept between the square and the board's engraving."""
TEXT_SHARE = 0.12
"""The size written inside the square, as a share of its side."""
BAND = 4096
"""Free places sorted and tried at a time: the first band nearly always holds the answer."""
TIE = 1e-6
"""mm apart two distances must be to be ordered the same by numpy and ``math.dist``."""


def with_reference(board: Board, side: float, lettering: Lettering, web: float, edge: float) -> Board:
    """The board with a ``side`` mm square and its size engraved on its largest piece."""
    index = max(range(len(board.pieces)), key=lambda i: _area(board.pieces[i]))
    piece = board.pieces[index]
    centre = _clear_centre(board, index, side, web, edge)
    if centre is None:
        raise ParameterError("--reference", "a smaller square, or none: a square of this side does not fit on the "
                             "board clear of its holes and labels", f"{side:g} mm")
    text = f"{side:g} mm"
    words = lettering.label(text, TEXT_SHARE * side, centre, 0.0, ("reference", "square"))
    engraved = Engraved((Engraving((square(centre, side),)),), (), (Mark("reference", centre, (("size", side),)),))
    engraved += words
    pieces = list(board.pieces)
    pieces[index] = replace(piece, engraving=piece.engraving + engraved.shapes)
    return replace(board, pieces=tuple(pieces), labels=board.labels + engraved.labels,
                   marks=board.marks + engraved.marks)


def _area(piece) -> float:
    x0, y0, x1, y1 = piece.outline.bounds()
    return (x1 - x0) * (y1 - y0)


def _clear_centre(board: Board, index: int, side: float, web: float, edge: float):
    """The clear place for the square nearest the piece's middle, or None.

    The places tried are the 2 mm grid over the piece, nearest the middle first (ties by
    position). Testing every place against every hole at once took memory in proportion to
    area x holes (gigabytes on a wide margin), so each hole only marks the few places within its
    reach, and the free places are then tried outward in bands, stopping at the first that fits.
    """
    piece = board.pieces[index]
    x0, y0, x1, y1 = piece.outline.bounds()
    reach = side / math.sqrt(2)
    avoid = [(*h.center, h.diameter / 2 + web + reach) for h in piece.holes]
    avoid += [(*c, r + ROOM + reach) for c, r in (bounding_circle(e.points) for e in piece.engraving)]
    xs, ys = np.arange(x0, x1, STEP), np.arange(y0, y1, STEP)
    free = ~_blocked(xs, ys, avoid)
    columns, rows = np.nonzero(free)
    middle = ((x0 + x1) / 2, (y0 + y1) / 2)
    for band in _bands(np.hypot(xs[columns] - middle[0], ys[rows] - middle[1])):
        spots = zip(xs[columns[band]], ys[rows[band]])
        for x, y in sorted(spots, key=lambda p: (math.dist(p, middle), p)):
            point = (float(x), float(y))
            if piece.outline.contains(point) and piece.outline.edge_distance(point) >= reach + edge:
                return point
    return None


def _blocked(xs: np.ndarray, ys: np.ndarray, discs: list[tuple[float, float, float]]) -> np.ndarray:
    """Which grid places (``[column, row]``) lie inside a disc: each disc tests only the places
    in its bounding box, widened a step so rounding at its edge cannot drop one."""
    blocked = np.zeros((len(xs), len(ys)), dtype=bool)
    for cx, cy, r in discs:
        i0, i1 = np.searchsorted(xs, (cx - r - STEP, cx + r + STEP))
        j0, j1 = np.searchsorted(ys, (cy - r - STEP, cy + r + STEP))
        if i0 < i1 and j0 < j1:
            inside = np.hypot(xs[i0:i1, None] - cx, ys[None, j0:j1] - cy) < r
            blocked[i0:i1, j0:j1] |= inside
    return blocked


def _bands(distances: np.ndarray) -> Iterator[np.ndarray]:
    """Index arrays of the places in order of ``distances``, a band at a time, each band ending
    where the next distance is clearly larger, so sorting within bands orders them all."""
    order = np.argsort(distances, kind="stable")
    ranked = distances[order]
    start = 0
    while start < len(order):
        end = min(start + BAND, len(order))
        while end < len(order) and ranked[end] - ranked[end - 1] <= TIE:
            end += 1
        yield order[start:end]
        start = end
