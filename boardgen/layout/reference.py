"""A reference square engraved on a board (``--reference 50mm``), as boxes.py draws one: the
user measures it in LightBurn or CAM after importing, so a file read at the wrong scale (inches
for millimetres, 72 for 96 dpi) is caught before any wood is cut.

Game-neutral: it reads the board's holes, engraving and outlines and puts the square where
it keeps clear of them, as near the middle of the largest piece as it can.
"""

from __future__ import annotations

import math
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
    """The clear place for the square nearest the piece's middle, or None."""
    piece = board.pieces[index]
    x0, y0, x1, y1 = piece.outline.bounds()
    reach = side / math.sqrt(2)
    avoid = [(*h.center, h.diameter / 2 + web + reach) for h in piece.holes]
    avoid += [(*c, r + ROOM + reach) for c, r in (bounding_circle(e.points) for e in piece.engraving)]
    spots = np.array([(x, y) for x in np.arange(x0, x1, STEP) for y in np.arange(y0, y1, STEP)])
    if avoid:
        discs = np.array(avoid)
        clear = np.all(np.hypot(spots[:, None, 0] - discs[None, :, 0], spots[:, None, 1] - discs[None, :, 1])
                       >= discs[None, :, 2], axis=1)
        spots = spots[clear]
    middle = ((x0 + x1) / 2, (y0 + y1) / 2)
    for x, y in sorted(map(tuple, spots), key=lambda p: (math.dist(p, middle), p)):
        point = (float(x), float(y))
        if piece.outline.contains(point) and piece.outline.edge_distance(point) >= reach + edge:
            return point
    return None
