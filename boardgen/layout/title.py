"""A name engraved on the board (``--title "The Millers'"``): a family's board says whose it is.

Game-neutral, like the reference square: it reads the board's holes, engraving and outlines. It
sets the name clear of them, reading from the first seat's side. The name is as large as
``CAPS`` allows, with as much room as ``ROOMS`` allows. It goes nearest the middle of the largest
piece: the middle of a one-piece board, beside the game's own title. A name no size fits, or with a character the font cannot draw, is
refused with what is allowed.
"""

from __future__ import annotations

from dataclasses import replace

from boardgen.board import Board
from boardgen.errors import ParameterError
from boardgen.geometry.vec import bounding_circle
from boardgen.layout.clear_place import largest_piece, nearest_clear
from boardgen.lettering.labels import Lettering

CAPS = (10.0, 8.0, 6.5, 5.0, 4.0)
"""Cap heights (mm) tried, largest first: the largest is a game title's, the least still reads."""
ROOMS = (1.0, 0.5)
"""Clear wood kept round the name, as shares of its cap height, most first: a name with room
about it sits in the middle of a clear area rather than at its edge; half a cap is a line's
spacing."""
DEPTH = 1.5
"""The box's height as a share of the cap: room for descenders below and accents above."""


def with_title(board: Board, title: str, lettering: Lettering, web: float, edge: float) -> Board:
    """The board with ``title`` engraved on its largest piece, clear of its holes and engraving."""
    missing = lettering.missing(title)
    if missing:
        raise ParameterError("--title", f"letters, figures and punctuation the {lettering.font} font draws (it has "
                             f"no {' '.join(sorted(set(missing)))!r})", title)
    index = largest_piece(board)
    piece = board.pieces[index]
    glyphs = [bounding_circle(e.points) for e in piece.engraving]
    for cap, share in ((cap, share) for cap in CAPS for share in ROOMS):
        half = (lettering.width(title, cap) / 2, DEPTH * cap / 2)
        room = share * cap
        avoid = [(*h.center, h.diameter / 2 + max(web, room)) for h in piece.holes]
        avoid += [(*c, r + room) for c, r in glyphs]
        centre = nearest_clear(piece.outline, half, avoid, edge + room)
        if centre is not None:
            engraved = lettering.label(title, cap, centre, 0.0, ("role", "title"))
            pieces = list(board.pieces)
            pieces[index] = replace(piece, engraving=piece.engraving + engraved.shapes)
            return replace(board, pieces=tuple(pieces), labels=board.labels + engraved.labels)
    raise ParameterError("--title", f"a shorter name: at {CAPS[-1]:g} mm high it does not fit on the board clear of "
                         "its holes and labels", title)
