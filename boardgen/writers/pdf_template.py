"""The PDF drilling template: the board at true 1:1 scale, tiled over Letter or A4 pages.

A woodworker prints it, tapes the pages together and lays it on the stock to centre-punch
every hole, so everything here serves that use:

* Scale is exact and checkable: drawing units are millimetres on a PDF whose user unit is
  the point, and every page carries a 100 mm scale bar to measure with a ruler, because
  printers silently "fit to page" unless told to print at actual size.
* Pages overlap by ``OVERLAP`` so no hole falls in the unprintable strip between two sheets,
  and registration marks are placed in the overlap bands in board coordinates: the same
  lettered mark appears on both neighbouring pages, and laying one over the other aligns
  the pages exactly.
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

import contextlib
import io
from collections import Counter
from collections.abc import Iterator, Sequence

from reportlab import rl_config
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from boardgen.board import Board, Piece
from boardgen.errors import ParameterError
from boardgen.writers.pdf_assembly import draw_assembly
from boardgen.writers.pdf_drawing import (
    BOARD_FORM,
    BOLD,
    REGULAR,
    SCALE_BAR,
    Repeated,
    define_mark_form,
    draw_board_form,
    draw_marks,
    draw_scale_bar,
    register_fonts,
)
from boardgen.writers.pdf_tiles import (
    FOOTER,
    GAP,
    MARGIN,
    PADDING,
    Mark,
    Near,
    Punch,
    Rect,
    TilePlan,
    holes_in,
    overlap_bands,
    plan_tiles,
    printed_tiles,
    punches,
    registration_marks,
)
from boardgen.writers.writer import OutputSettings, Writer

OVERLAP_GREY = 0.93
BAND_TEXT = 2.2
"""Font size (mm) of the neighbour names in the overlap bands."""
BAND_TEXT_SPOTS = (0.5, 0.375, 0.625, 0.125, 0.875)
"""Where along a band its label may go (fractions of its length), best first: between the
registration marks, which sit at the quarter points and the corners."""


def _grow(rect: Rect, by: float) -> Rect:
    return (rect[0] - by, rect[1] - by, rect[2] + by, rect[3] + by)


def _draw_overlap_bands(canvas: Canvas, bands: Sequence[tuple[Rect, str, bool]], keep_clear: Sequence[Rect]) -> None:
    """Shade the shared bands, then name the neighbour in each, near the outer edge.

    The name goes at the first of a few places along the band where it covers none of
    ``keep_clear`` (punch crosses and registration marks, page mm), so it hides neither.
    """
    canvas.setFillGray(OVERLAP_GREY)
    for (x0, y0, x1, y1), _, _ in bands:
        canvas.rect(x0, y0, x1 - x0, y1 - y0, stroke=0, fill=1)
    canvas.setFillGray(0.35)
    canvas.setFont(REGULAR, BAND_TEXT)
    for band, text, vertical in bands:
        half = pdfmetrics.stringWidth(text, REGULAR, BAND_TEXT) / 2 + 1.0
        x, y = _band_text_place(band, vertical, half, keep_clear)
        canvas.saveState()
        canvas.translate(x, y)
        if vertical:
            canvas.rotate(90)
        canvas.drawCentredString(0, 0, text)
        canvas.restoreState()


def _band_text_place(band: Rect, vertical: bool, half: float, keep_clear: Sequence[Rect]) -> tuple[float, float]:
    """Baseline centre of a band's label: the first preferred spot whose box hits nothing."""
    x0, y0, x1, y1 = band
    spots = []
    for fraction in BAND_TEXT_SPOTS:
        if vertical:
            x = x0 + 1.5 + BAND_TEXT * 0.75 if x0 == 0 else x1 - 1.5
            y = y0 + (y1 - y0) * fraction
            box = (x - BAND_TEXT, y - half, x + 0.3, y + half)
        else:
            y = y0 + 1.5 if y0 == 0 else y1 - 1.5 - BAND_TEXT * 0.75
            x = x0 + (x1 - x0) * fraction
            box = (x - half, y - 0.3, x + half, y + BAND_TEXT)
        if not any(_overlaps(box, c) for c in keep_clear):
            return x, y
        spots.append((x, y))
    return spots[0]


def _overlaps(a: Rect, b: Rect) -> bool:
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


def _draw_empty_note(canvas: Canvas, plan: TilePlan) -> None:
    """Say why a page without holes is still printed: it holds its neighbours at true distance."""
    tw, th = plan.tile
    canvas.setFillGray(0.45)
    canvas.setFont(BOLD, 5.0)
    canvas.drawCentredString(tw / 2, th / 2 + 2.0, "No holes on this page")
    canvas.setFont(REGULAR, 3.2)
    canvas.drawCentredString(tw / 2, th / 2 - 4.0, "Tape it in anyway: it keeps the other pages at their true distance.")


def _boxes_in(view: Rect, items: Sequence[Punch]) -> tuple[Rect, ...]:
    """Boxes, in page-local mm, of the (x, y, half-size) items that show in ``view``."""
    boxes = []
    for x, y, arm in items:
        if view[0] - arm <= x <= view[2] + arm and view[1] - arm <= y <= view[3] + arm:
            boxes.append((x - view[0] - arm, y - view[1] - arm, x - view[0] + arm, y - view[1] + arm))
    return tuple(boxes)


def _draw_tile(canvas: Canvas, plan: TilePlan, near: Near, printed: frozenset[tuple[int, int]], row: int,
               col: int, marks: dict[Mark, tuple[str, str]]) -> None:
    """The board-coordinate window of this page, clipped to the tile, at 1 unit = 1 mm; ``near``
    holds what of the board is in or near the page's column, ``marks`` the registration marks
    as written on earlier pages."""
    view = plan.tile_rect(row, col)
    tw, th = plan.tile
    canvas.saveState()
    canvas.translate(MARGIN * mm, (MARGIN + FOOTER + GAP) * mm)
    canvas.scale(mm, mm)
    clip = canvas.beginPath()
    clip.rect(0, 0, tw, th)
    canvas.clipPath(clip, stroke=0, fill=0)
    crosses = _boxes_in(view, near.holes)
    targets = _boxes_in(view, near.targets)
    _draw_overlap_bands(canvas, overlap_bands(plan, row, col, printed), crosses + targets)
    if not crosses and len(printed) > 1:
        _draw_empty_note(canvas, plan)
    canvas.saveState()
    canvas.translate(-view[0], -view[1])
    canvas.doForm(BOARD_FORM)
    draw_marks(canvas, near.marks, view, marks)
    canvas.restoreState()
    canvas.setLineWidth(0.2)
    canvas.setStrokeGray(0.5)
    canvas.rect(0, 0, tw, th, stroke=1, fill=0)
    canvas.restoreState()


def _fit_font(text: str, font: str, size: float, width_mm: float) -> float:
    """The largest size up to ``size`` (pt) at which ``text`` fits ``width_mm``."""
    natural = pdfmetrics.stringWidth(text, font, size)
    return size if natural <= width_mm * mm else max(4.0, size * width_mm * mm / natural)


def page_label(board: Board, plan: TilePlan, row: int, col: int) -> str:
    """'Row 2, Column 3 of 3 x 4 - title': how the page finds its place when taping."""
    return f"Row {row + 1}, Column {col + 1} of {plan.rows} x {plan.cols} \u2013 {board.title}"


def drill_summary(pieces: Sequence[Piece]) -> str:
    """Which bits to fetch: hole counts per diameter (and seat depth for blind holes). The
    writer is ``holes_only``: no template is made for a sheet without holes."""
    counts = Counter((h.diameter, h.depth) for p in pieces for h in p.holes)
    parts = []
    for (diameter, depth), n in sorted(counts.items(), key=lambda kv: (kv[0][0], kv[0][1] or 0.0)):
        seat = f" seat {depth:g} mm deep" if depth else ""
        parts.append(f"{n} \u00d7 \u00d8{diameter:g} mm{seat}")
    return "Holes: " + ", ".join(parts) + "; centre-punch at each cross."


def _draw_footer(canvas: Canvas, board: Board, plan: TilePlan, row: int, col: int, page: tuple[int, int],
                 holes: int, furniture: Repeated) -> None:
    """Label, page number (``page``: this one and how many), and ``furniture``: the scale bar
    and printing instructions every page shares, inside the printable area."""
    left, width = _footer_span(plan)
    right = (plan.page[0] - MARGIN) * mm
    top = (MARGIN + FOOTER) * mm
    page_text = f"{holes} hole{'' if holes == 1 else 's'} \u00b7 page {page[0]} of {page[1]}"
    canvas.setFillGray(0.0)
    canvas.setFont(REGULAR, 8)
    canvas.drawRightString(right, top - 3.5 * mm, page_text)
    label = page_label(board, plan, row, col)
    room = width - pdfmetrics.stringWidth(page_text, REGULAR, 8) / mm - 4
    canvas.setFont(BOLD, _fit_font(label, BOLD, 9.5, room))
    canvas.drawString(left, top - 3.5 * mm, label)
    furniture(canvas)


def _footer_span(plan: TilePlan) -> tuple[float, float]:
    """Where the footer starts (points from the page's left edge) and how wide it is (mm): the
    page inside its printer margins, shared by every line of the footer."""
    return MARGIN * mm, plan.page[0] - 2 * MARGIN


def _draw_scale_and_notes(canvas: Canvas, plan: TilePlan, drill: str) -> None:
    """The scale bar and the printing and drilling instructions beside it."""
    left, width = _footer_span(plan)
    bar_y = (MARGIN + 4.5) * mm
    draw_scale_bar(canvas, left, bar_y)
    notes = (
        f"Scale bar {SCALE_BAR:g} mm: print at 100% / \u201cActual size\u201d,",
        "not \u201cFit to page\u201d, then check the bar with a ruler.",
        drill,
    )
    text_x = left + (SCALE_BAR + 6) * mm
    room = width - SCALE_BAR - 6
    size = min(_fit_font(n, REGULAR, 7, room) for n in notes)
    canvas.setFont(REGULAR, size)
    for i, note in enumerate(notes):
        canvas.drawString(text_x, bar_y + 6.5 * mm - i * size * 1.25, note)


@contextlib.contextmanager
def _binary_streams() -> Iterator[None]:
    """Write streams zlib-compressed only, not also ASCII85-armoured.

    reportlab reads this switch from its global config while saving, and defaults it on.
    ASCII85 makes the file a quarter larger and, in pure Python, costs as much time as
    drawing the whole board; PDF is a binary format and needs no armour. The setting is
    restored afterwards, so other reportlab users in the process are unaffected.
    """
    saved = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = saved


MAX_PAGES = 400
"""The most pages a template prints: a 12-player board at a 60 mm pitch takes 361 (4 s to
render); past that a board is better marked out from its DXF than taped from paper, and the
13 m board of a 200 mm pitch took two minutes for 3,723 pages."""


def render(board: Board, settings: OutputSettings) -> bytes:
    """The tiled 1:1 template as PDF bytes, one page per tile, row by row from the top."""
    register_fonts()
    pieces = board.sheet()
    extent = Board.extent(pieces)
    plan = plan_tiles(extent, settings.paper)
    drill = drill_summary(pieces)
    out = io.BytesIO()
    canvas = Canvas(
        out,
        pagesize=(plan.page[0] * mm, plan.page[1] * mm),
        invariant=1,
        pageCompression=1,
        initialFontName=REGULAR,  # else reportlab lists Helvetica, which is never embedded
        initialFontSize=8,
    )
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
    define_mark_form(canvas)
    draw_board_form(canvas, pieces, _grow(extent, PADDING))
    holes = punches(pieces)
    marks = registration_marks(plan, holes, printed)
    kept = frozenset(printed)
    furniture = Repeated(lambda on: _draw_scale_and_notes(on, plan, drill))
    columns = Near.by_column(plan, holes, marks)
    written: dict[Mark, tuple[str, str]] = {}
    for number, (row, col) in enumerate(printed, start=1):
        _draw_tile(canvas, plan, columns[col], kept, row, col, written)
        _draw_footer(canvas, board, plan, row, col, (number, total),
                     holes_in(plan.tile_rect(row, col), columns[col].holes), furniture)
        canvas.showPage()
    if parts > 1:
        draw_assembly(canvas, board, plan.page, (total, total))
        canvas.showPage()
    with _binary_streams():
        canvas.save()
    return out.getvalue()


WRITER = Writer("pdf", "pdf", render, holes_only=True)
