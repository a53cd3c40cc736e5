"""The PDF drilling template: the board at true 1:1 scale, tiled over Letter or A4 pages.

A woodworker prints it, tapes the pages together and lays it on the stock to centre-punch
every hole, so everything here serves that use:

* Scale is exact and checkable: drawing units are millimetres on a PDF whose user unit is
  the point. Every page carries a 100 mm scale bar to measure with a ruler, because
  printers silently "fit to page" unless told to print at actual size.
* Pages overlap by ``OVERLAP`` so no hole falls in the unprintable strip between two sheets.
  Registration marks are placed in the overlap bands in board coordinates. The same lettered
  mark appears on both neighbouring pages, and laying one over the other aligns the pages exactly.
* The tiled area is the page minus the margin most printers cannot reach, minus a footer
  strip holding the page's row/column label and the scale bar.
* The board is drawn at nominal size (``board.sheet()``), not kerf-compensated: a template
  shows where the part and its holes are, not where a laser beam travels.
* Fonts are the DejaVu fonts shipped in ``fonts/``, embedded as TrueType subsets, since a
  base-14 font is not embedded and prints differently from viewer to viewer.
* The output is deterministic (reportlab's invariant mode) so the same board gives the
  same bytes.
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from boardgen.board import Board, Piece
from boardgen.errors import ParameterError
from boardgen.lettering.pdf_fonts import REGULAR, register_fonts
from boardgen.writers.pdf.assembly import draw_assembly
from boardgen.writers.pdf.drawing import SCALE_BAR, Repeated, draw_board_form, draw_scale_bar
from boardgen.writers.pdf.pages import MAX_PAGES, binary_streams, draw_pages, fit_font, footer_span, grow, new_canvas
from boardgen.writers.pdf.tiles import MARGIN, PADDING, TilePlan, plan_tiles, printed_tiles
from boardgen.writers.writer import OutputSettings, Writer


def drill_summary(pieces: Sequence[Piece]) -> str:
    """Which bits to fetch: hole counts per diameter (and seat depth for blind holes). The
    writer is ``holes_only``: no template is made for a sheet without holes."""
    counts = Counter((h.diameter, h.depth) for p in pieces for h in p.holes)
    parts = []
    for (diameter, depth), n in sorted(counts.items(), key=lambda kv: (kv[0][0], kv[0][1] or 0.0)):
        seat = f" seat {depth:g} mm deep" if depth else ""
        parts.append(f"{n} \u00d7 \u00d8{diameter:g} mm{seat}")
    return "Holes: " + ", ".join(parts) + "; centre-punch at each cross."


def _draw_scale_and_notes(canvas: Canvas, plan: TilePlan, drill: str) -> None:
    """The scale bar and the printing and drilling instructions beside it."""
    left, width = footer_span(plan)
    bar_y = (MARGIN + 4.5) * mm
    draw_scale_bar(canvas, left, bar_y)
    notes = (
        f"Scale bar {SCALE_BAR:g} mm: print at 100% / \u201cActual size\u201d,",
        "not \u201cFit to page\u201d, then check the bar with a ruler.",
        drill,
    )
    text_x = left + (SCALE_BAR + 6) * mm
    room = width - SCALE_BAR - 6
    size = min(fit_font(n, REGULAR, 7, room) for n in notes)
    canvas.setFont(REGULAR, size)
    for i, note in enumerate(notes):
        canvas.drawString(text_x, bar_y + 6.5 * mm - i * size * 1.25, note)


def render(board: Board, settings: OutputSettings) -> bytes:
    """The tiled 1:1 template as PDF bytes, one page per tile, row by row from the top."""
    register_fonts()
    pieces = board.sheet()
    extent = Board.extent(pieces)
    plan = plan_tiles(extent, settings.paper)
    drill = drill_summary(pieces)
    out = io.BytesIO()
    canvas = new_canvas(out, plan)
    canvas.setTitle(f"{board.title} \u2013 1:1 drilling template")
    printed = printed_tiles(plan, pieces)
    if len(printed) > MAX_PAGES:
        raise ParameterError("--format", f"pdf only for a drilling template of at most {MAX_PAGES} {settings.paper} "
                             f"pages; this board needs {len(printed)} (leave pdf out, or use a smaller board)", "pdf")
    left_out = plan.pages - len(printed)
    parts = len(board.assembled) if board.joined else 0
    total = len(printed) + (parts > 1)
    canvas.setSubject(
        f"Drilling template at true scale on {len(printed)} {settings.paper} pages "
        f"({plan.rows} rows x {plan.cols} columns"
        + (f", {left_out} empty {'tile' if left_out == 1 else 'tiles'} outside the board left out" if left_out else "")
        + "); print at 100% and check the 100 mm scale bar."
        + (f" The last page shows how the {parts} parts go together." if parts > 1 else "")
    )
    canvas.setAuthor("boardgen")
    canvas.setCreator("boardgen")
    canvas.setKeywords(f"{board.game}, drilling template, {settings.paper}")
    furniture = Repeated(lambda on: _draw_scale_and_notes(on, plan, drill))
    draw_pages(canvas, board, pieces, plan, printed, furniture, total,
               lambda on: draw_board_form(on, pieces, grow(extent, PADDING)))
    if parts > 1:
        draw_assembly(canvas, board, plan.page, (total, total))
        canvas.showPage()
    with binary_streams():
        canvas.save()
    return out.getvalue()


WRITER = Writer("pdf", "pdf", render, holes_only=True)
