"""Where the cards and their crop marks go on a page, in PDF points, with no drawing (the
paper sizes are the booklet's).

Nine poker cards (63 x 88 mm) a page in three columns and three rows, centred, with a gutter
of two bleeds between cards so every card may have its own 3 mm bleed (4 mm with no bleed).
Letter paper is 279.4 mm tall, so with a bleed the top and bottom bleeds and marks are cut short
by the page's edge; a mark that would be shorter than 1 mm is left out. A back page puts each
card's back where the front's card falls once the sheet turns over its long edge: the columns
swap sides, the rows stay, so duplex printing lines the backs up with their faces.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.units import mm

from boardgen.booklet.layout import PAPERS

CARD = (63 * mm, 88 * mm)
"""Poker size, width and height."""
BLEED = 3 * mm
"""How far a card's art runs past its cut with ``--bleed``."""
GUTTERS = {False: 4 * mm, True: 2 * BLEED}
"""Room between cards, by whether they bleed: white space for the crop marks, or two bleeds."""
MARK_GAP = 0.5 * mm
"""A crop mark runs along a cut line from just off the card's corner to half the gutter, so
it never touches this card or its neighbour."""
SHORTEST_MARK = 1 * mm
COLUMNS, ROWS = 3, 3
PER_PAGE = COLUMNS * ROWS


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    width: float
    height: float

    def grown(self, by: float) -> Rect:
        return Rect(self.x - by, self.y - by, self.width + 2 * by, self.height + 2 * by)


@dataclass(frozen=True)
class CropMark:
    """One crop-mark stroke from (x0, y0) to (x1, y1)."""

    x0: float
    y0: float
    x1: float
    y1: float


def page_size(paper: str) -> tuple[float, float]:
    return PAPERS[paper]


def front_slots(paper: str, bleed: bool) -> tuple[Rect, ...]:
    """The nine card rectangles of a front page, left to right and top to bottom."""
    width, height = page_size(paper)
    card_w, card_h = CARD
    gutter = GUTTERS[bleed]
    left = (width - COLUMNS * card_w - (COLUMNS - 1) * gutter) / 2
    top = height - (height - ROWS * card_h - (ROWS - 1) * gutter) / 2
    return tuple(Rect(left + c * (card_w + gutter), top - card_h - r * (card_h + gutter), card_w, card_h)
                 for r in range(ROWS) for c in range(COLUMNS))


def back_slots(paper: str, bleed: bool) -> tuple[Rect, ...]:
    """Where the back of each front slot's card goes: mirrored across the page's upright
    centre line, as a sheet flipped over its long edge puts it."""
    width, _ = page_size(paper)
    return tuple(Rect(width - s.x - s.width, s.y, s.width, s.height) for s in front_slots(paper, bleed))


def crop_marks(card: Rect, paper: str, bleed: bool) -> tuple[CropMark, ...]:
    """Two strokes at each corner, along the card's edges carried out past the corner to half
    the gutter, each kept on the page (and left out when that leaves it under 1 mm)."""
    width, height = page_size(paper)
    end = GUTTERS[bleed] / 2
    marks = []
    for x, sx in ((card.x, -1), (card.x + card.width, 1)):
        for y, sy in ((card.y, -1), (card.y + card.height, 1)):
            far_x = min(max(x + sx * end, 0.0), width)
            far_y = min(max(y + sy * end, 0.0), height)
            if abs(far_x - x) >= MARK_GAP + SHORTEST_MARK:
                marks.append(CropMark(x + sx * MARK_GAP, y, far_x, y))
            if abs(far_y - y) >= MARK_GAP + SHORTEST_MARK:
                marks.append(CropMark(x, y + sy * MARK_GAP, x, far_y))
    return tuple(marks)


def pages(count: int) -> tuple[range, ...]:
    """The cards of each page by their index in the deck: nine a page, the last page partial."""
    return tuple(range(start, min(start + PER_PAGE, count)) for start in range(0, count, PER_PAGE))
