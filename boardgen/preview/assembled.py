"""The assembled view of a board cut on several bed sheets. Each part's outline is where it goes
in the finished board, with its name and the sheet it is cut from. So a builder sees which
sheet holds which part before opening any file. Data only; the page draws it.

Coordinates stay in the board's assembled frame (mm, y up), flattened to a tenth of a
millimetre: a picture, not a cut file.
"""

from __future__ import annotations

from typing import Any

from boardgen.board import Board

TOLERANCE = 0.1
"""mm: how far a drawn chord may stray from an arc, and the step coordinates are rounded to."""


def assembled(board: Board) -> dict[str, Any] | None:
    """The parts of a board on more than one sheet. Each has its name (the engraved letter, or
    the piece's own name), its sheet (counted from 1), its outline and its holes. None for a
    board on one sheet, whose sheet already shows it whole."""
    if board.sheet_count < 2:
        return None
    x0, y0, x1, y1 = Board.extent(board.pieces)
    return {
        "box": [round(v, 1) for v in (x0, y0, x1, y1)],
        "parts": [{
            "name": piece.short_name or piece.name,
            "sheet": piece.sheet + 1,
            "outline": [[round(x, 1), round(y, 1)] for x, y in piece.outline.polyline(TOLERANCE)],
            "holes": [[round(h.center[0], 1), round(h.center[1], 1), round(h.diameter / 2, 2)] for h in piece.holes],
        } for piece in board.pieces],
    }
