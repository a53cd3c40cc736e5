"""The paper board (`--format paper`): a colour board to play on with coins, counters or pegs,
printed on Letter or A4 and taped together like the drilling template, whose tiles, overlap
bands and registration marks it shares (``pdf_pages``).

At 1:1 it is the wooden board's true size, to try a game or a layout before cutting; with
``--scale`` it is smaller, on fewer pages (``fit``: one page, if the holes can stay
``MIN_SPACING`` apart on it). Every page carries a scale bar of exactly 100 mm, to check the
printer printed at actual size, and a key of the seats' colours and symbols.
"""

from __future__ import annotations

import io

from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from boardgen.board import Board
from boardgen.errors import ParameterError
from boardgen.geometry.symbols import symbol
from boardgen.geometry.vec import nearest_spacing
from boardgen.lettering.pdf_fonts import BOLD, REGULAR, register_fonts
from boardgen.writers.paper.drawing import PaperBoard, draw_paper_board, on_paper
from boardgen.writers.paper.settings import chosen_scale
from boardgen.writers.pdf.drawing import SCALE_BAR, Repeated, draw_form, draw_scale_bar
from boardgen.writers.pdf.pages import MAX_PAGES, binary_streams, draw_pages, fit_font, footer_span, grow, new_canvas
from boardgen.writers.pdf.tiles import MARGIN, PADDING, PAPERS, TilePlan, plan_tiles, printed_tiles, tile_area
from boardgen.writers.paper.palette import seat_styles
from boardgen.writers.writer import OutputSettings, Writer

KEY_TEXT = 7.0
"""Font size (pt) of the seats' key in the footer."""


def one_page_scale(extent: tuple[float, float, float, float], paper: str) -> float:
    """The largest scale at which a board of ``extent`` fits one page's tile, either way round."""
    width, height = extent[2] - extent[0], extent[3] - extent[1]
    short, long_ = PAPERS[paper]
    best = 0.0
    for page in ((short, long_), (long_, short)):
        tw, th = tile_area(page)
        best = max(best, min((tw - 2 * PADDING) / width, (th - 2 * PADDING) / height))
    return best


def render(board: Board, settings: OutputSettings) -> bytes:
    """The paper board as PDF bytes, a page per printed tile, row by row from the top."""
    register_fonts()
    styles = seat_styles(board.seats, settings.paper_board.palette)
    spacing = nearest_spacing([h.center for p in board.assembled for h in p.holes])
    scale = chosen_scale(settings.paper_board.scale, spacing,
                         one_page_scale(Board.extent(board.assembled), settings.paper))
    paper = on_paper(board, scale, spacing, styles)
    extent = Board.extent(paper.pieces)
    plan = plan_tiles(extent, settings.paper)
    printed = printed_tiles(plan, paper.pieces)
    if len(printed) > MAX_PAGES:
        raise ParameterError("--scale", f"small enough for a paper board of at most {MAX_PAGES} {settings.paper} "
                             f"pages; at {scale:g} this board needs {len(printed)}", f"{scale:g}")
    out = io.BytesIO()
    canvas = new_canvas(out, plan)
    size = "true size" if scale == 1 else f"{scale:g} of true size"
    canvas.setTitle(f"{board.title} \u2013 paper board")
    canvas.setSubject(f"Paper board at {size} on {len(printed)} {settings.paper} pages ({plan.rows} rows x "
                      f"{plan.cols} columns); print at 100% and check the 100 mm scale bar.")
    canvas.setAuthor("boardgen")
    canvas.setCreator("boardgen")
    canvas.setKeywords(f"{board.game}, paper board, {settings.paper}, {settings.paper_board.palette}")
    furniture = Repeated(lambda on: _draw_scale_and_key(on, plan, paper, scale))
    draw_pages(canvas, board, paper.pieces, plan, printed, furniture, len(printed),
               lambda on: draw_form(on, grow(extent, PADDING), lambda scratch: draw_paper_board(scratch, paper)),
               empty_note=False)
    with binary_streams():
        canvas.save()
    return out.getvalue()


def _draw_scale_and_key(canvas: Canvas, plan: TilePlan, paper: PaperBoard, scale: float) -> None:
    """The scale bar, how to print, the board's scale, and each seat's symbol and colour."""
    left, width = footer_span(plan)
    bar_y = (MARGIN + 4.5) * mm
    draw_scale_bar(canvas, left, bar_y)
    size = "at its true size" if scale == 1 else f"at {scale:g} of its true size"
    notes = (f"Scale bar {SCALE_BAR:g} mm: print at 100% / \u201cActual size\u201d, then check it with a ruler.",
             f"The board {size}, holes {paper.spacing:.1f} mm apart: a coin, counter or peg on each spot.")
    text_x = left + (SCALE_BAR + 6) * mm
    room = width - SCALE_BAR - 6
    font = min(fit_font(n, REGULAR, 7, room) for n in notes)
    canvas.setFillGray(0.0)
    canvas.setFont(REGULAR, font)
    for i, note in enumerate(notes):
        canvas.drawString(text_x, bar_y + 6.5 * mm - i * font * 1.25, note)
    _draw_key(canvas, paper, text_x, bar_y + 6.5 * mm - 2 * font * 1.25 - 0.6 * mm, room * mm)


def _draw_key(canvas: Canvas, paper: PaperBoard, x: float, y: float, room: float) -> None:
    """A line of each seat's symbol and name in its colour: which seat is whose, by colour and shape."""
    items = [(style, style.name.upper()) for _, style in sorted(paper.styles.items())]
    font = KEY_TEXT
    natural = sum(pdfmetrics.stringWidth(name, BOLD, font) + 2.2 * font for _, name in items)
    if natural > room:
        font = max(4.0, font * room / natural)
    for style, name in items:
        mark = symbol(style.symbol, (x / mm + 0.45 * font / mm, y / mm + 0.36 * font / mm), 0.9 * font / mm)
        canvas.setFillColorRGB(*style.ink)
        path = canvas.beginPath()
        path.moveTo(mark[0][0] * mm, mark[0][1] * mm)
        for px, py in mark[1:]:
            path.lineTo(px * mm, py * mm)
        path.close()
        canvas.drawPath(path, stroke=0, fill=1)
        canvas.setFont(BOLD, font)
        canvas.drawString(x + 1.2 * font, y, name)
        x += pdfmetrics.stringWidth(name, BOLD, font) + 2.2 * font


WRITER = Writer("paper", "paper.pdf", render, per_sheet=False)
