"""The palette every game's booklet diagrams draw with, so the pictures of all games match.

Text is the page's ``layout.INK`` and arrows its ``layout.ACCENT``; an empty hole
is the same warm grey on every board; a piece is filled by its seat's colour name, the names
the games' topologies give their seats.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.graphics.shapes import Circle, Group, Line, String
from reportlab.lib import colors

from boardgen.booklet.layout import ACCENT, INK
from boardgen.lettering.pdf_fonts import BOLD, REGULAR

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



class Picture:
    """One board picture's drawing surface: board units (pitches) to points, y up, with the
    hole, label and arrow every game's diagrams draw."""

    def __init__(self, group: Group, scale: float, x0: float, y0: float) -> None:
        self.g, self.scale, self.x0, self.y0 = group, scale, x0, y0

    def xy(self, p: tuple[float, float]) -> tuple[float, float]:
        return self.x0 + p[0] * self.scale, self.y0 + p[1] * self.scale

    def dot(self, p: tuple[float, float], radius: float, fill=colors.white, stroke=HOLE, width=0.5) -> None:
        x, y = self.xy(p)
        self.g.add(Circle(x, y, radius * self.scale, fillColor=fill, strokeColor=stroke, strokeWidth=width))

    def text(self, s: str, p: tuple[float, float], size: float = 0.7, bold: bool = False) -> None:
        x, y = self.xy(p)
        self.g.add(String(x, y, s, fontName=BOLD if bold else REGULAR, fontSize=size * self.scale,
                          textAnchor="middle", fillColor=INK))

    def arrow(self, points: Sequence[tuple[float, float]]) -> None:
        """An arrow through ``points`` in turn, its head stopping short of the last."""
        page = [self.xy(p) for p in points]
        for (x1, y1), (x2, y2) in zip(page[:-2], page[1:-1]):
            self.g.add(Line(x1, y1, x2, y2, strokeColor=ARROW, strokeWidth=1.4))
        (x1, y1), (x2, y2) = page[-2], page[-1]
        dx, dy = x2 - x1, y2 - y1
        length = (dx * dx + dy * dy) ** 0.5 or 1.0
        ux, uy = dx / length, dy / length
        tip = (x2 - ux * 0.4 * self.scale, y2 - uy * 0.4 * self.scale)
        self.g.add(Line(x1, y1, tip[0], tip[1], strokeColor=ARROW, strokeWidth=1.4))
        wing = 0.35 * self.scale
        for side in (1, -1):
            self.g.add(Line(tip[0], tip[1], tip[0] - wing * (ux + side * 0.5 * uy), tip[1] - wing * (uy - side * 0.5 * ux),
                            strokeColor=ARROW, strokeWidth=1.4))
