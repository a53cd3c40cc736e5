"""The pages of a tiled 1:1 PDF, shared by the drilling template and the paper board. Each page
shows the board through its window, with its overlap bands and registration marks. Its footer
gives the page's place and the repeated furniture (scale bar, notes). Then the canvas they are drawn on.

A writer draws its board once as ``BOARD_FORM`` (in the millimetres of the print), then hands
the pieces, plan and printed tiles to ``draw_pages``; the tiles are planned by ``pdf_tiles``.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable, Iterator, Sequence

from reportlab import rl_config
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from boardgen.board import Board, Piece
from boardgen.lettering.pdf_fonts import BOLD, REGULAR
from boardgen.writers.pdf.drawing import BOARD_FORM, Repeated, define_mark_form, draw_marks
from boardgen.writers.pdf.tiles import (
    FOOTER,
    GAP,
    MARGIN,
    Mark,
    Near,
    Punch,
    Rect,
    TilePlan,
    holes_in,
    overlap_bands,
    punches,
    registration_marks,
)

MAX_PAGES = 400
"""The most pages a template prints: a 12-player board at a 60 mm pitch takes 361 (4 s to
render). Past that a board is better marked out from its DXF than taped from paper. The
13 m board of a 200 mm pitch took two minutes for 3,723 pages."""

OVERLAP_GREY = 0.93
BAND_TEXT = 2.2
"""Font size (mm) of the neighbour names in the overlap bands."""
BAND_TEXT_SPOTS = (0.5, 0.375, 0.625, 0.125, 0.875)
"""Where along a band its label may go (fractions of its length), best first: between the
registration marks, which sit at the quarter points and the corners."""


def grow(rect: Rect, by: float) -> Rect:
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
               col: int, marks: dict[Mark, tuple[str, str]], empty_note: bool) -> None:
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
    if empty_note and not crosses and len(printed) > 1:
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


def fit_font(text: str, font: str, size: float, width_mm: float) -> float:
    """The largest size up to ``size`` (pt) at which ``text`` fits ``width_mm``."""
    natural = pdfmetrics.stringWidth(text, font, size)
    return size if natural <= width_mm * mm else max(4.0, size * width_mm * mm / natural)


def page_label(board: Board, plan: TilePlan, row: int, col: int) -> str:
    """'Row 2, Column 3 of 3 x 4 - title': how the page finds its place when taping."""
    return f"Row {row + 1}, Column {col + 1} of {plan.rows} x {plan.cols} \u2013 {board.title}"


def _draw_footer(canvas: Canvas, board: Board, plan: TilePlan, row: int, col: int, page: tuple[int, int],
                 holes: int, furniture: Repeated) -> None:
    """Label, page number (``page``: this one and how many), and ``furniture``: the scale bar
    and printing instructions every page shares, inside the printable area."""
    left, width = footer_span(plan)
    right = (plan.page[0] - MARGIN) * mm
    top = (MARGIN + FOOTER) * mm
    page_text = f"{holes} hole{'' if holes == 1 else 's'} \u00b7 page {page[0]} of {page[1]}"
    canvas.setFillGray(0.0)
    canvas.setFont(REGULAR, 8)
    canvas.drawRightString(right, top - 3.5 * mm, page_text)
    label = page_label(board, plan, row, col)
    room = width - pdfmetrics.stringWidth(page_text, REGULAR, 8) / mm - 4
    canvas.setFont(BOLD, fit_font(label, BOLD, 9.5, room))
    canvas.drawString(left, top - 3.5 * mm, label)
    furniture(canvas)


def footer_span(plan: TilePlan) -> tuple[float, float]:
    """Where the footer starts (points from the page's left edge) and how wide it is (mm): the
    page inside its printer margins, shared by every line of the footer."""
    return MARGIN * mm, plan.page[0] - 2 * MARGIN


@contextlib.contextmanager
def binary_streams() -> Iterator[None]:
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


def new_canvas(out: io.BytesIO, plan: TilePlan) -> Canvas:
    """A canvas of the plan's page size, deterministic (reportlab's invariant mode) and compressed."""
    return Canvas(
        out,
        pagesize=(plan.page[0] * mm, plan.page[1] * mm),
        invariant=1,
        pageCompression=1,
        initialFontName=REGULAR,  # else reportlab lists Helvetica, which is never embedded
        initialFontSize=8,
    )


def draw_pages(canvas: Canvas, board: Board, pieces: Sequence[Piece], plan: TilePlan,
               printed: Sequence[tuple[int, int]], furniture: Repeated, total: int,
               board_form: Callable[[Canvas], None], empty_note: bool = True) -> None:
    """Every printed tile as a page, row by row from the top. A page shows the board form
    (``board_form`` defines it, as ``BOARD_FORM``) through its window. It shows the bands and
    registration marks it shares with its neighbours, and its footer. ``total`` is the pages of
    the whole file, which may end with pages of its own. ``empty_note`` says on a page without holes why it is
    printed: on a drilling template, not on a paper board, whose middle holds its title."""
    define_mark_form(canvas)
    board_form(canvas)
    holes = punches(pieces)
    marks = registration_marks(plan, holes, printed)
    kept = frozenset(printed)
    columns = Near.by_column(plan, holes, marks)
    written: dict[Mark, tuple[str, str]] = {}
    for number, (row, col) in enumerate(printed, start=1):
        _draw_tile(canvas, plan, columns[col], kept, row, col, written, empty_note)
        _draw_footer(canvas, board, plan, row, col, (number, total),
                     holes_in(plan.tile_rect(row, col), columns[col].holes), furniture)
        canvas.showPage()
