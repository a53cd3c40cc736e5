"""The palette every game's booklet diagrams draw with, so the pictures of all games match.

Text is the page's ``layout.INK`` and arrows its ``layout.ACCENT``; an empty hole
is the same warm grey on every board; a piece is filled by its seat's colour name, the names
the games' topologies give their seats.
"""

from __future__ import annotations

from reportlab.lib import colors

from boardgen.booklet.layout import ACCENT

HOLE = colors.HexColor("#8a8275")
"""Outline of an empty hole or space, and the faint lines between panels."""
ARROW = ACCENT
"""A move's arrow."""
PIECE_COLORS = {
    "red": "#c8312b", "blue": "#2b5fc8", "green": "#2f8f3a", "yellow": "#e0b400", "orange": "#e07a10",
    "purple": "#7b3fa8", "white": "#ffffff", "black": "#222222", "pink": "#e07aa8", "teal": "#1f9a9a",
    "brown": "#7a4a22", "grey": "#888888",
}
"""Fill of a seat's pieces by its colour name, as printed (the plain names are too loud on paper)."""


def piece_fill(color: str) -> colors.Color:
    """The fill of a piece of the seat coloured ``color``."""
    return colors.HexColor(PIECE_COLORS[color])

