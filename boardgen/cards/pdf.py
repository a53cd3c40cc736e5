"""The cards as a PDF: fronts and, for a game's own deck, a back page after each front page.

Type sizes shrink from a comfortable size to a floor until the text fits its card; text that
does not fit at the floor is refused naming the card, before anything is written. The bytes
are reportlab's invariant mode, so the same game gives the same file.
"""

from __future__ import annotations

import io

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph, Table, TableStyle

from boardgen.booklet.layout import ACCENT, INK, RULE, SHADE, inline
from boardgen.cards import sheet
from boardgen.cards.faces import Face, OwnDeck, QuickReference
from boardgen.cards.sheet import Rect
from boardgen.errors import ParameterError
from boardgen.lettering.pdf_fonts import BOLD, REGULAR, register_fonts

INSET = 3 * mm
"""The frame's distance inside the cut, so a cut a little off never shows the card's edge."""
RANK_SIZES = (26.0, 14.0)
"""A corner rank's type size, and the smallest it may shrink to before it is refused."""
SENTENCE_SIZES = (12.0, 11.0, 10.0, 9.0, 8.0)
REFERENCE_SIZES = (7.5, 7.0, 6.5, 6.0, 5.5)
MARK_WIDTH = 0.3
PAPER_WHITE = colors.white


def _canvas(buffer: io.BytesIO, paper: str, title: str) -> Canvas:
    canvas = Canvas(buffer, pagesize=sheet.page_size(paper), invariant=1, pageCompression=1,
                    initialFontName=REGULAR)
    canvas.setTitle(title)
    canvas.setAuthor("boardgen")
    canvas.setCreator("boardgen")
    return canvas


def _marks(canvas: Canvas, slots: tuple[Rect, ...], paper: str, bleed: bool) -> None:
    canvas.setStrokeColor(colors.black)
    canvas.setLineWidth(MARK_WIDTH)
    for slot in slots:
        for m in sheet.crop_marks(slot, paper, bleed):
            canvas.line(m.x0, m.y0, m.x1, m.y1)


def _ground(canvas: Canvas, card: Rect, bleed: bool, fill: colors.Color, frame: colors.Color) -> None:
    """The card's colour, run out into the bleed when asked, and a frame inside the cut."""
    area = card.grown(sheet.BLEED) if bleed else card
    canvas.setFillColor(fill)
    canvas.rect(area.x, area.y, area.width, area.height, stroke=0, fill=1)
    inner = card.grown(-INSET)
    canvas.setStrokeColor(frame)
    canvas.setLineWidth(1.2)
    canvas.roundRect(inner.x, inner.y, inner.width, inner.height, 2 * mm, stroke=1, fill=0)


def rank_size(rank: str) -> float:
    """The largest type size the rank fits a corner at: half the card's width, less the frame."""
    room = sheet.CARD[0] / 2 - INSET - 2 * mm
    biggest, floor = RANK_SIZES
    size = min(biggest, biggest * room / max(stringWidth(rank, BOLD, biggest), 1e-9))
    if size < floor:
        raise ParameterError(f"movement.deck.{rank}", f"a rank name that fits a card's corner at {floor:g} pt "
                             f"({room / mm:.0f} mm wide)", rank)
    return size


def _text_box(face: Face) -> tuple[float, float]:
    """The room between the two corner ranks for the card's sentence, width and height."""
    band = rank_size(face.rank) + 4 * mm
    return sheet.CARD[0] - 2 * INSET - 4 * mm, sheet.CARD[1] - 2 * INSET - 2 * band


def sentence(face: Face) -> Paragraph:
    """The card's sentence at the largest size that fits between its corners; refused naming
    the card when it does not fit even at the smallest."""
    width, height = _text_box(face)
    for size in SENTENCE_SIZES:
        style = ParagraphStyle("face", fontName=REGULAR, fontSize=size, leading=size * 1.25, textColor=INK,
                               alignment=1)
        paragraph = Paragraph(inline(face.sentence), style)
        if paragraph.wrap(width, height)[1] <= height:
            return paragraph
    raise ParameterError(f"movement.cards.{face.rank}", f"a card's text short enough for a {sheet.CARD[0] / mm:.0f} "
                         f"x {sheet.CARD[1] / mm:.0f} mm card at {SENTENCE_SIZES[-1]:g} pt", face.sentence)


def _face(canvas: Canvas, card: Rect, face: Face, paragraph: Paragraph, bleed: bool) -> None:
    """The rank in the top left corner and, turned round, the bottom right; the sentence between."""
    _ground(canvas, card, bleed, PAPER_WHITE, ACCENT)
    size = rank_size(face.rank)
    centre_x, centre_y = card.x + card.width / 2, card.y + card.height / 2
    left = INSET + 2 * mm - card.width / 2
    top = card.height / 2 - INSET - 1.5 * mm - size * 0.8
    canvas.setFillColor(ACCENT)
    canvas.setFont(BOLD, size)
    for turn in (0, 180):
        canvas.saveState()
        canvas.translate(centre_x, centre_y)
        canvas.rotate(turn)
        canvas.drawString(left, top, face.rank)
        canvas.restoreState()
    width, height = _text_box(face)
    _, used = paragraph.wrap(width, height)
    paragraph.drawOn(canvas, card.x + (card.width - width) / 2, centre_y - used / 2)


def _back(canvas: Canvas, card: Rect, title: str, bleed: bool) -> None:
    _ground(canvas, card, bleed, ACCENT, PAPER_WHITE)
    canvas.setFillColor(PAPER_WHITE)
    size = min(14.0, 14.0 * (card.width - 2 * INSET - 6 * mm) / max(stringWidth(title, BOLD, 14.0), 1e-9))
    canvas.setFont(BOLD, size)
    canvas.drawCentredString(card.x + card.width / 2, card.y + card.height / 2 - size / 3, title)


def own_deck(deck: OwnDeck, paper: str, bleed: bool) -> tuple[bytes, int]:
    """Each page of nine faces followed by its page of backs, and the number of pages."""
    register_fonts()
    cards = deck.cards()
    said = {face.rank: sentence(face) for face in deck.faces}  # refused here, before a page is drawn
    buffer = io.BytesIO()
    canvas = _canvas(buffer, paper, f"{deck.title} cards")
    fronts, backs = sheet.front_slots(paper, bleed), sheet.back_slots(paper, bleed)
    pages = sheet.pages(len(cards))
    for indices in pages:
        for slot, index in zip(fronts, indices):
            _face(canvas, slot, cards[index], said[cards[index].rank], bleed)
        _marks(canvas, fronts[:len(indices)], paper, bleed)
        canvas.showPage()
        for slot, _ in zip(backs, indices):
            _back(canvas, slot, deck.title, bleed)
        _marks(canvas, backs[:len(indices)], paper, bleed)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue(), 2 * len(pages)


def _reference_table(reference: QuickReference, width: float, height: float) -> Table:
    for size in REFERENCE_SIZES:
        cell = ParagraphStyle("cell", fontName=REGULAR, fontSize=size, leading=size * 1.18, textColor=INK)
        head = ParagraphStyle("head", parent=cell, fontName=BOLD, fontSize=size * 1.5, leading=size * 1.8,
                              textColor=ACCENT)
        rank = ParagraphStyle("rank", parent=cell, fontName=BOLD)
        rows = [[Paragraph(inline(reference.title), head), ""],
                [Paragraph(inline(reference.subtitle), cell), ""]]
        rows += [[Paragraph(inline(r), rank), Paragraph(inline(text), cell)] for r, text in reference.rows]
        table = Table(rows, colWidths=[width * 0.2, width * 0.8])
        table.setStyle(TableStyle([
            ("SPAN", (0, 0), (1, 0)), ("SPAN", (0, 1), (1, 1)), ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 1), ("RIGHTPADDING", (0, 0), (-1, -1), 1),
            ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8),
            ("LINEBELOW", (0, 2), (-1, -2), 0.3, RULE),
        ] + [("BACKGROUND", (0, r), (-1, r), SHADE) for r in range(3, len(rows), 2)]))
        if table.wrap(width, height)[1] <= height:
            return table
    raise ParameterError("quick reference card", f"a card chart short enough for one {sheet.CARD[0] / mm:.0f} x "
                         f"{sheet.CARD[1] / mm:.0f} mm card at {REFERENCE_SIZES[-1]:g} pt", reference.title)


def quick_reference(reference: QuickReference, paper: str, bleed: bool) -> tuple[bytes, int]:
    """One quick reference card a player, nine a page; no backs (nothing on them to hide)."""
    register_fonts()
    width, height = sheet.CARD[0] - 2 * INSET - 3 * mm, sheet.CARD[1] - 2 * INSET - 3 * mm
    table = _reference_table(reference, width, height)
    buffer = io.BytesIO()
    canvas = _canvas(buffer, paper, f"{reference.title} quick reference")
    fronts = sheet.front_slots(paper, bleed)
    pages = sheet.pages(reference.copies)
    for indices in pages:
        for slot, _ in zip(fronts, indices):
            _ground(canvas, slot, bleed, PAPER_WHITE, ACCENT)
            _, used = table.wrap(width, height)
            table.drawOn(canvas, slot.x + INSET + 1.5 * mm, slot.y + slot.height - INSET - 1.5 * mm - used)
        _marks(canvas, fronts[:len(indices)], paper, bleed)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue(), len(pages)
