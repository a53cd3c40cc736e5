"""The drilling template's assembly page, for a board in several parts. It draws the whole board
small, every part outlined with the name engraved on it, and the parts of this file's sheet
shaded. So the builder sees where each part goes before matching the seam marks."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from boardgen.board import Board, Piece
from boardgen.lettering.pdf_fonts import BOLD, REGULAR
from boardgen.writers.pdf.drawing import outline_path
from boardgen.writers.pdf.tiles import MARGIN

HEADER = 16.0
"""mm above the drawing for the page's title and how to read it."""
FOOTNOTE = 8.0
"""mm below the drawing for the page number."""
NAME_SIZE = 9.0
"""Points: part names, readable however small the board is drawn."""
HERE_GREY = 0.85
"""Fill of the parts on this sheet."""
HOW = {
    "face": "Each part's name is engraved on it; join the parts where the same pair of names (A-B) faces across a seam.",
    "back": "Each part's name is engraved on its back; join the parts where the same names (A-B) face across a seam.",
    "none": "The parts' names are not engraved (--assembly-marks none): mark each part as drawn here before joining.",
}
"""How the builder tells the parts apart, by where their names are engraved (``_marked``)."""


def draw_assembly(canvas: Canvas, board: Board, page: tuple[float, float], number: tuple[int, int]) -> None:
    """One page (``page`` mm) showing how the parts go together; ``number`` is this page and the count."""
    parts = board.assembled
    here = {p.short_name for p in board.pieces}
    x0, y0, x1, y1 = Board.extent(parts)
    width, height = page[0] - 2 * MARGIN, page[1] - 2 * MARGIN - HEADER - FOOTNOTE
    scale = min(width / (x1 - x0), height / (y1 - y0))
    left = MARGIN + (width - (x1 - x0) * scale) / 2
    bottom = MARGIN + FOOTNOTE + (height - (y1 - y0) * scale) / 2

    def at(x: float, y: float) -> tuple[float, float]:
        """Board mm to page points."""
        return (left + (x - x0) * scale) * mm, (bottom + (y - y0) * scale) * mm

    canvas.setFillGray(0.0)
    canvas.setFont(BOLD, 11)
    top = (page[1] - MARGIN) * mm
    canvas.drawString(MARGIN * mm, top - 4 * mm, f"Assembly: {len(parts)} parts \u2013 {board.title}")
    canvas.setFont(REGULAR, 7.5)
    canvas.drawString(MARGIN * mm, top - 9 * mm, "Seen from above as assembled, not to scale. " + HOW[_marked(board)])
    if len(here) < len(parts):
        canvas.drawString(MARGIN * mm, top - 13 * mm, "Shaded: the parts cut from this file's sheet.")
    canvas.saveState()
    canvas.translate(*at(0.0, 0.0))
    canvas.scale(scale * mm, scale * mm)
    canvas.setLineWidth(0.6 / (scale * mm))
    canvas.setStrokeGray(0.0)
    for part in parts:
        path = canvas.beginPath()
        outline_path(path, part.outline)
        shade = part.short_name in here and len(here) < len(parts)
        canvas.setFillGray(HERE_GREY)
        canvas.drawPath(path, stroke=1, fill=1 if shade else 0)
    canvas.restoreState()
    canvas.setFillGray(0.0)
    canvas.setFont(BOLD, NAME_SIZE)
    for part in parts:
        x, y = at(*_name_at(board, part))
        canvas.drawCentredString(x, y - NAME_SIZE * 0.35, part.short_name)
    canvas.setFont(REGULAR, 8)
    canvas.drawRightString((page[0] - MARGIN) * mm, MARGIN * mm, f"page {number[0]} of {number[1]}")


def _marked(board: Board) -> str:
    """Where the parts' names are engraved: the face, the back, or nowhere (only on this page)."""
    names = {("part", p.short_name) for p in board.assembled}
    sides = {dict(label.owner).get("side", "face") for label in board.labels if names & set(label.owner)}
    return "back" if "back" in sides else "face" if sides else "none"


def _name_at(board: Board, part: Piece) -> tuple[float, float]:
    """Where the part's name is engraved, or the middle of the part."""
    for label in board.labels:
        if label.text == part.short_name and ("part", part.short_name) in label.owner:
            return label.at
    bx0, by0, bx1, by1 = part.outline.bounds()
    return (bx0 + bx1) / 2, (by0 + by1) / 2
