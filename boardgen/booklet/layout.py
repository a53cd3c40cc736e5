"""Blocks to PDF pages with reportlab platypus: embedded DejaVu fonts, reproducible bytes.

Two page sizes: a sheet (Letter or A4) and a half sheet (5.5 x 8.5 in, or A5) that
``impose`` puts two to a side for a folded booklet. Type sizes follow the page so both read
well at print size.
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    ListFlowable,
    ListItem,
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from boardgen.booklet.content import Block
from boardgen.booklet.source import Chart, Prepared
from boardgen.lettering.pdf_fonts import BOLD, REGULAR, register_fonts

PAPERS = {"letter": LETTER, "a4": A4}
LAYOUTS = ("sheet", "booklet")
INK = colors.HexColor("#1d2b3a")
ACCENT = colors.HexColor("#9b2d20")
SHADE = colors.HexColor("#efe9df")
RULE = colors.HexColor("#c9bfae")


def page_size(paper: str, layout: str) -> tuple[float, float]:
    width, height = PAPERS[paper]
    if layout == "booklet":
        return height / 2, width
    return width, height


class Styles:
    def __init__(self, small: bool) -> None:
        body = 8.6 if small else 10.5
        self.body_size = body
        self.title = ParagraphStyle("title", fontName=BOLD, fontSize=body * 2.1, leading=body * 2.5,
                                    textColor=ACCENT, spaceAfter=body * 0.3)
        self.subtitle = ParagraphStyle("subtitle", fontName=REGULAR, fontSize=body * 1.05, leading=body * 1.4,
                                       textColor=INK, spaceAfter=body * 1.2)
        self.heading = ParagraphStyle("heading", fontName=BOLD, fontSize=body * 1.45, leading=body * 1.8,
                                      textColor=ACCENT, spaceBefore=body * 1.1, spaceAfter=body * 0.45,
                                      keepWithNext=1)
        self.subheading = ParagraphStyle("subheading", fontName=BOLD, fontSize=body * 1.1, leading=body * 1.4,
                                         textColor=INK, spaceBefore=body * 0.6, spaceAfter=body * 0.2,
                                         keepWithNext=1)
        self.para = ParagraphStyle("para", fontName=REGULAR, fontSize=body, leading=body * 1.35,
                                   textColor=INK, spaceAfter=body * 0.5)
        self.para_before_figure = ParagraphStyle("paraFig", parent=self.para, keepWithNext=1)
        self.bullet = ParagraphStyle("bullet", parent=self.para, spaceAfter=body * 0.2)
        self.cell = ParagraphStyle("cell", fontName=REGULAR, fontSize=body * 0.95, leading=body * 1.2,
                                   textColor=INK)
        self.cell_head = ParagraphStyle("cellhead", parent=self.cell, fontName=BOLD, textColor=colors.white)
        self.caption = ParagraphStyle("caption", fontName=REGULAR, fontSize=body * 0.88, leading=body * 1.15,
                                      textColor=INK, spaceBefore=body * 0.2, spaceAfter=body * 0.8)


def inline(text: str) -> str:
    """Escape text for a Paragraph and turn ``**bold**`` into ``<b>``."""
    parts = escape(text).split("**")
    return "".join(f"<b>{part}</b>" if i % 2 else part for i, part in enumerate(parts))


class DrawingFlowable(Flowable):
    """A drawing centred in the frame that stays with its caption.

    Kept with the next flowable rather than wrapped in ``KeepTogether``, so a heading and
    an introducing sentence before it stay on the same page too (platypus does not chain
    ``keepWithNext`` into a ``KeepTogether``).
    """

    def __init__(self, drawing, keep_with_next: bool = True) -> None:
        super().__init__()
        self.drawing = drawing
        self.keepWithNext = int(keep_with_next)
        self.hAlign = "CENTER"

    def wrap(self, available_width, available_height):
        return self.drawing.wrap(available_width, available_height)

    def draw(self) -> None:
        self.drawing.drawOn(self.canv, 0, 0)


def chart_table(chart: Chart, width: float, styles: Styles) -> Table:
    data = [[Paragraph(inline(cell), styles.cell_head) for cell in chart.header]]
    data += [[Paragraph(inline(cell), styles.cell) for cell in row] for row in chart.rows]
    table = Table(data, colWidths=[w * width for w in chart.widths], repeatRows=1, hAlign="LEFT")
    style = [
        ("FONTNAME", (0, 0), (-1, -1), REGULAR),  # the default is Helvetica, never embedded
        ("BACKGROUND", (0, 0), (-1, 0), INK),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 1), (-1, -1), 0.4, RULE),
        ("TOPPADDING", (0, 0), (-1, -1), 2.2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6),
    ]
    style += [("BACKGROUND", (0, r), (-1, r), SHADE) for r in range(2, len(data), 2)]
    table.setStyle(TableStyle(style))
    return table


def flowables(blocks: Iterable[Block], prepared: Prepared, width: float, styles: Styles) -> list:
    story: list = [Paragraph(inline(prepared.title), styles.title),
                   Paragraph(inline(prepared.subtitle), styles.subtitle)]
    blocks = list(blocks)
    for index, block in enumerate(blocks):
        follows = blocks[index + 1].kind if index + 1 < len(blocks) else None
        if block.kind == "newpage":
            story.append(PageBreak())
        elif block.kind == "heading":
            story.append(CondPageBreak(styles.body_size * 8))
            story.append(Paragraph(inline(block.text), styles.heading))
        elif block.kind == "subheading":
            story.append(Paragraph(inline(block.text), styles.subheading))
        elif block.kind == "para":
            # a sentence introducing a figure stays on the figure's page
            style = styles.para_before_figure if follows == "figure" else styles.para
            story.append(Paragraph(inline(block.text), style))
        elif block.kind == "bullets":
            items = [ListItem(Paragraph(inline(item), styles.bullet), leftIndent=styles.body_size * 1.2,
                              value="•") for item in block.items]
            story.append(ListFlowable(items, bulletType="bullet", start="•", bulletFontName=REGULAR,
                                      bulletFontSize=styles.body_size, leftIndent=styles.body_size * 1.2,
                                      spaceAfter=styles.body_size * 0.5))
        elif block.kind == "chart":
            story.append(chart_table(prepared.charts[block.text], width, styles))
            story.append(Spacer(1, styles.body_size * 0.8))
        elif block.kind == "figure":
            figure = prepared.figures.get(block.text)
            if figure is None:  # a game may leave out a diagram that does not apply
                continue
            if figure.caption:
                story += [DrawingFlowable(figure.draw(width)), Paragraph(inline(figure.caption), styles.caption)]
            else:  # one row of a grid of pictures that label themselves: rows may break across pages
                story += [DrawingFlowable(figure.draw(width), keep_with_next=False), Spacer(1, styles.body_size * 0.5)]
    return story


def render(blocks: Iterable[Block], prepared: Prepared, paper: str, layout: str) -> tuple[bytes, int]:
    """The booklet's pages, one after another, at sheet or half-sheet size, and how many there
    are (as laid out, so nothing need read the PDF back to count them)."""
    register_fonts()
    size = page_size(paper, layout)
    small = layout == "booklet"
    margin = (12 if small else 18) * mm
    styles = Styles(small)
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(
        buffer, pagesize=size, leftMargin=margin, rightMargin=margin, topMargin=margin,
        bottomMargin=margin, title=prepared.title, subject=prepared.subject, author="boardgen",
        creator="boardgen", invariant=1,
        initialFontName=REGULAR,  # else reportlab lists Helvetica, which is never embedded
        initialFontSize=styles.body_size,
    )
    footer_title = prepared.title

    def footer(canvas, doc_) -> None:
        canvas.saveState()
        canvas.setFont(REGULAR, styles.body_size * 0.8)
        canvas.setFillColor(INK)
        y = margin * 0.5
        canvas.drawString(margin, y, footer_title)
        canvas.drawRightString(size[0] - margin, y, str(doc_.page))
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.4)
        canvas.line(margin, y + styles.body_size, size[0] - margin, y + styles.body_size)
        canvas.restoreState()

    doc.build(flowables(blocks, prepared, doc.width, styles), onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue(), doc.page
