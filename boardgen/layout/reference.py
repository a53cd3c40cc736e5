"""A reference square engraved on a board (``--reference 50mm``), as boxes.py draws one. The
user measures it in LightBurn or CAM after importing. So a file read at the wrong scale (inches
for millimetres, 72 for 96 dpi) is caught before any wood is cut.

Game-neutral: it reads the board's holes, engraving and outlines and puts the square where
it keeps clear of them, as near the middle of the largest piece as it can.
"""

from __future__ import annotations

import math
from dataclasses import replace

from boardgen.board import Board, Engraved, Engraving, Mark
from boardgen.errors import ParameterError
from boardgen.geometry.marks import square
from boardgen.geometry.vec import Point, bounding_circle
from boardgen.layout.clear_place import largest_piece, nearest_clear
from boardgen.lettering.labels import Lettering

ROOM = 1.0
"""mm kept between the square and the board's engraving."""
TEXT_SHARE = 0.12
"""The size written inside the square, as a share of its side."""


def with_reference(board: Board, side: float, lettering: Lettering, web: float, edge: float) -> Board:
    """The board with a ``side`` mm square and its size engraved on its largest piece."""
    index = largest_piece(board)
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


def _clear_centre(board: Board, index: int, side: float, web: float, edge: float) -> Point | None:
    """The clear place for the square nearest the piece's middle, or None: the square is
    taken as the disc round it, so it clears the holes by the web at any turn."""
    piece = board.pieces[index]
    reach = side / math.sqrt(2)
    avoid = [(*h.center, h.diameter / 2 + web + reach) for h in piece.holes]
    avoid += [(*c, r + ROOM + reach) for c, r in (bounding_circle(e.points) for e in piece.engraving)]
    return nearest_clear(piece.outline, (0.0, 0.0), avoid, reach + edge)
