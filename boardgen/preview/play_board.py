"""The Play tab's board: the paper board's picture of the board the form describes, and where
every hole the position file names is on it.

The picture is the one the paper board and the Tabletop Simulator texture draw
(``writers.paper.drawing``, on pixels by ``writers.paper.pixels``): the same geometry, seat
colours and symbols. The places come from the board's manifest layout (``Board.layout``:
``track``, each seat's ``start`` or ``pen`` and ``home``, a ``centre`` or ``bulls_eye``), in
the same millimetres, y up, so the page puts a piece on its hole with no game's knowledge.
"""

from __future__ import annotations

import base64
from typing import Any

from boardgen.board import Board
from boardgen.geometry.vec import nearest_spacing
from boardgen.writers.paper.drawing import draw_paper_board, on_paper
from boardgen.writers.paper.palette import seat_styles
from boardgen.writers.paper.pixels import PixelCanvas
from boardgen.writers.writer import OutputSettings

PICTURE_PX = 1400
"""The picture's longer side: sharp on a large screen, a few hundred kilobytes."""
PAPER = (1.0, 1.0, 1.0)


def bounds(board: Board) -> tuple[float, float, float, float]:
    """The assembled board's extent, mm: every outline corner and hole, with a hole's radius."""
    xs, ys = [], []
    for piece in board.assembled:
        for x, y in piece.outline.corners:
            xs.append(x)
            ys.append(y)
        for hole in piece.holes:
            r = hole.diameter / 2
            xs += [hole.center[0] - r, hole.center[0] + r]
            ys += [hole.center[1] - r, hole.center[1] + r]
    return min(xs), min(ys), max(xs), max(ys)


def play_board(board: Board, settings: OutputSettings) -> dict[str, Any]:
    """The picture (a PNG data address), its extent, each seat's colour and the places."""
    box = bounds(board)
    styles = seat_styles(board.seats, settings.paper_board.palette)
    spacing = nearest_spacing([h.center for p in board.assembled for h in p.holes])
    canvas = PixelCanvas(box, PICTURE_PX, PAPER)
    draw_paper_board(canvas, on_paper(board, 1.0, spacing, styles))  # type: ignore[arg-type]
    layout = board.layout
    seats = [{"colour": seat.get("color"), "fill": styles[k].hex if k in styles else "#888888",
              "start": seat.get("start") or seat.get("pen") or [], "home": seat.get("home") or []}
             for k, seat in enumerate(layout.get("seats", []))]
    return {
        "picture": "data:image/png;base64," + base64.b64encode(canvas.png()).decode(),
        "box": list(box),
        "spacing": spacing,
        "track": layout.get("track", []),
        "seats": seats,
        "centre": layout.get("centre") or layout.get("bulls_eye"),
    }
