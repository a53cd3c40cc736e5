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
import functools
import io
import math
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from reportlab import rl_config
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from boardgen.board import Board, Piece
from boardgen.errors import ParameterError
from boardgen.geometry.outline import Outline, arc_geometry
from boardgen.text import BODY_FONT, LABEL_FONT
from boardgen.writers.registry import OutputSettings, Writer

Rect = tuple[float, float, float, float]
"""(x0, y0, x1, y1) in millimetres."""

PAPERS: dict[str, tuple[float, float]] = {
    "letter": (LETTER[0] / mm, LETTER[1] / mm),
    "a4": (A4[0] / mm, A4[1] / mm),
}
"""Portrait paper sizes in mm."""

MARGIN = 10.0
"""Unprintable border assumed on every side; most office printers need 4 to 6 mm."""
FOOTER = 19.0
"""Height of the strip under the tile holding the label, the scale bar and the notes."""
GAP = 2.0
"""Space between the tile and the footer strip, so labels never touch the drawing."""
OVERLAP = 15.0
"""Band shared by neighbouring tiles: wide enough for a registration mark and tape."""
PADDING = 5.0
"""Space kept around the board so its outline never lands on a tile edge."""
SCALE_BAR = 100.0
"""Length of the scale bar in mm: long enough that a 2 % printer scaling shows on a ruler."""

REGULAR = "BoardgenSans"
BOLD = "BoardgenSans-Bold"
BOARD_FORM = "board"
MARK_FORM = "registration-mark"

OUTLINE_WIDTH = 0.35
HOLE_WIDTH = 0.2
CROSS_WIDTH = 0.12
ENGRAVE_WIDTH = 0.12
ENGRAVE_GREY = 0.6
"""Engraving is context for the eye, not something to punch: thin and grey."""
OVERLAP_GREY = 0.93
MARK_RADIUS = 3.5
MARK_ARM = 5.5
MARK_TEXT = 2.6
MARK_SLIDE = 2.5
"""Step (mm) by which a mark moves along its seam to get clear of holes."""
BAND_TEXT = 2.2
"""Font size (mm) of the neighbour names in the overlap bands."""
BAND_TEXT_SPOTS = (0.5, 0.375, 0.625, 0.125, 0.875)
"""Where along a band its label may go (fractions of its length), best first: between the
registration marks, which sit at the quarter points and the corners."""

Punch = tuple[float, float, float]
"""(x, y, arm): a hole's centre and the half-length of its punch cross, in board mm."""
Mark = tuple[str, float, float]
"""(letter, x, y) of a registration mark in board mm."""


@dataclass(frozen=True)
class TilePlan:
    """How the board is cut into pages: orientation, grid and where each tile sits.

    Tiles are numbered from the top-left, row by row, as the assembled print is read.
    """

    page: tuple[float, float]
    """Page width and height in mm, in the chosen orientation."""
    rows: int
    cols: int
    origin: tuple[float, float]
    """Board coordinates of the bottom-left corner of the whole tiled grid."""
    tile: tuple[float, float]
    """Width and height of one tile's drawing area in mm."""

    @property
    def landscape(self) -> bool:
        return self.page[0] > self.page[1]

    @property
    def pages(self) -> int:
        return self.rows * self.cols

    @property
    def step(self) -> tuple[float, float]:
        """How far apart neighbouring tiles start: a tile less the overlap it shares."""
        return self.tile[0] - OVERLAP, self.tile[1] - OVERLAP

    def tile_rect(self, row: int, col: int) -> Rect:
        """Board-coordinate rectangle drawn on the page at ``row``, ``col`` (0-based, row 0 on top)."""
        sx, sy = self.step
        x0 = self.origin[0] + col * sx
        top = self.origin[1] + (self.rows - 1) * sy + self.tile[1] - row * sy
        return (x0, top - self.tile[1], x0 + self.tile[0], top)

    def seams(self) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """Centre lines of the overlap bands: x of vertical seams, y of horizontal ones."""
        sx, sy = self.step
        xs = tuple(self.origin[0] + (c + 1) * sx + OVERLAP / 2 for c in range(self.cols - 1))
        ys = tuple(self.origin[1] + (r + 1) * sy + OVERLAP / 2 for r in range(self.rows - 1))
        return xs, ys

    def centres(self) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """Centres of the tile columns (x) and rows (y) in board coordinates."""
        sx, sy = self.step
        xs = tuple(self.origin[0] + c * sx + self.tile[0] / 2 for c in range(self.cols))
        ys = tuple(self.origin[1] + r * sy + self.tile[1] / 2 for r in range(self.rows))
        return xs, ys


def tile_area(page: tuple[float, float]) -> tuple[float, float]:
    """Drawing area of one page: the page minus printer margins and the footer strip."""
    return page[0] - 2 * MARGIN, page[1] - 2 * MARGIN - FOOTER - GAP


def tiles_needed(extent: float, tile: float) -> int:
    """Tiles along one axis so that tiles overlapping by ``OVERLAP`` cover ``extent``."""
    if extent <= tile:
        return 1
    return math.ceil((extent - OVERLAP) / (tile - OVERLAP) - 1e-9)


def plan_tiles(extent: Rect, paper: str) -> TilePlan:
    """The grid of fewest pages, portrait or landscape (portrait on a tie), centred on the board."""
    if paper not in PAPERS:
        raise ValueError(f"paper must be one of {', '.join(sorted(PAPERS))}, not {paper!r}")
    width = extent[2] - extent[0] + 2 * PADDING
    height = extent[3] - extent[1] + 2 * PADDING
    short, long_ = PAPERS[paper]
    best: TilePlan | None = None
    for page in ((short, long_), (long_, short)):
        tw, th = tile_area(page)
        cols, rows = tiles_needed(width, tw), tiles_needed(height, th)
        grid_w = cols * tw - (cols - 1) * OVERLAP
        grid_h = rows * th - (rows - 1) * OVERLAP
        origin = (
            (extent[0] + extent[2]) / 2 - grid_w / 2,
            (extent[1] + extent[3]) / 2 - grid_h / 2,
        )
        plan = TilePlan(page=page, rows=rows, cols=cols, origin=origin, tile=(tw, th))
        if best is None or plan.pages < best.pages:
            best = plan
    assert best is not None
    return best


def printed_tiles(plan: TilePlan, pieces: Sequence[Piece]) -> tuple[tuple[int, int], ...]:
    """The tiles to print, row by row from the top: all but the empty ones outside the board.

    A tile showing no hole, outline or label outside its overlap bands has nothing of its
    own to punch, cut or read. It is left out when it joins the grid's edge through other
    such tiles (a corner beyond a polygon's slanted side), unless something in its bands is
    on no other printed tile; an empty tile enclosed by the board, such as the open middle
    of a ring of holes, is printed, because it holds the tiles round it at their true distance.
    """
    tiles = [(row, col) for row in range(plan.rows) for col in range(plan.cols)]
    places = [(_axis_place(x, plan.origin[0], plan.step[0], plan.tile[0], plan.cols),
               _axis_place(y, plan.origin[1], plan.step[1], plan.tile[1], plan.rows))
              for piece in pieces for x, y in _traced(piece)]
    # Axis places count rows from the bottom; tiles count them from the top.
    own = {(plan.rows - 1 - y.index, x.index) for x, y in places if x.own and y.own}
    empty = set(tiles) - own
    outside = {(r, c) for r, c in empty if r in (0, plan.rows - 1) or c in (0, plan.cols - 1)}
    reach = list(outside)
    while reach:
        row, col = reach.pop()
        for near in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if near in empty and near not in outside:
                outside.add(near)
                reach.append(near)
    for x, y in places:
        holding = {(plan.rows - 1 - r, c) for r in y.showing for c in x.showing}
        if holding <= outside:
            outside -= holding
    return tuple(tile for tile in tiles if tile not in outside)


class AxisPlace(NamedTuple):
    """Where a coordinate falls on one axis of the tile grid."""

    index: int
    """The tile whose own part (between its overlap bands) holds it, or is nearest."""
    own: bool
    """Whether it is in that own part rather than a band shared with a neighbour."""
    showing: range
    """Every tile that shows it."""


def _axis_place(value: float, origin: float, step: float, tile: float, count: int) -> AxisPlace:
    offset = value - origin
    index = min(max(int(offset // step), 0), count - 1)
    first = max(math.ceil((offset - tile) / step), 0)
    return AxisPlace(index, OVERLAP <= offset - index * step <= tile - OVERLAP,
                     range(first, min(int(offset // step), count - 1) + 1))


def _traced(piece: Piece) -> Iterator[tuple[float, float]]:
    """Points no more than a millimetre apart along everything drawn of ``piece``, so a tile
    that any of it crosses holds one of them."""
    outline = piece.outline.polyline(0.1)
    for loop in (outline, *piece.engraving):
        for a, b in zip(loop, (*loop[1:], loop[0])):
            steps = max(1, math.ceil(math.dist(a, b)))
            for k in range(steps):
                yield a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps
    for hole in piece.holes:
        yield hole.center


def _inside(point: tuple[float, float], rect: Rect) -> bool:
    return rect[0] <= point[0] <= rect[2] and rect[1] <= point[1] <= rect[3]


def punches(pieces: Sequence[Piece]) -> tuple[Punch, ...]:
    """Every hole's centre and cross size, worked out once for all the pages."""
    return tuple((h.center[0], h.center[1], _cross_arm(h.diameter)) for p in pieces for h in p.holes)


def registration_marks(plan: TilePlan, holes: Sequence[Punch],
                       printed: Sequence[tuple[int, int]]) -> tuple[Mark, ...]:
    """Lettered marks on the seam centre lines, in board coordinates, on the bands two
    ``printed`` tiles share.

    Each seam gets marks a quarter of a tile either side of every tile's middle, and one
    where seams cross, so every shared band carries two marks or more and fixes rotation
    as well as position. A mark that would cover a hole slides along its seam until
    clear, so nobody punches a registration mark or misses a hole hidden under one.
    """
    seam_xs, seam_ys = plan.seams()
    col_xs, row_ys = plan.centres()
    qx, qy = plan.tile[0] / 4, plan.tile[1] / 4
    along_y = {(x, y + d): ((0.0, 1.0),) for x in seam_xs for y in row_ys for d in (-qy, qy)}
    along_x = {(x + d, y): ((1.0, 0.0),) for y in seam_ys for x in col_xs for d in (-qx, qx)}
    crossings = {(x, y): ((1.0, 0.0), (0.0, 1.0)) for x in seam_xs for y in seam_ys}
    candidates = {**along_y, **along_x, **crossings}
    edges = (
        tuple(e for c in range(plan.cols) for e in plan.tile_rect(0, c)[0::2]),
        tuple(e for r in range(plan.rows) for e in plan.tile_rect(r, 0)[1::2]),
    )
    placed: list[tuple[float, float]] = []
    for point in sorted(candidates, key=lambda p: (-p[1], p[0])):
        placed.append(_clear_spot(point, candidates[point], min(plan.tile) / 4, edges, holes, placed))
    rects = [plan.tile_rect(*tile) for tile in printed]
    placed = [p for p in placed if sum(_inside(p, rect) for rect in rects) >= 2]
    return tuple((_mark_name(i), x, y) for i, (x, y) in enumerate(placed))


def _clear_spot(
    point: tuple[float, float],
    directions: Sequence[tuple[float, float]],
    reach: float,
    edges: tuple[Sequence[float], Sequence[float]],
    holes: Sequence[Punch],
    placed: Sequence[tuple[float, float]],
) -> tuple[float, float]:
    """The nearest spot along ``directions`` where a mark covers no hole and no other mark
    and is not cut by a page edge (``edges``: tile edges in x and in y); ``point`` itself
    if there is none within ``reach``."""
    window = reach + MARK_ARM + 1.0 + max((arm for _, _, arm in holes), default=0.0)
    near = [
        (x, y, MARK_ARM + arm + 1.0)
        for x, y, arm in holes
        if abs(x - point[0]) <= window and abs(y - point[1]) <= window
    ]
    near += [(x, y, 2 * MARK_ARM + 2.0) for x, y in placed if math.dist((x, y), point) <= window]
    edges_x, edges_y = edges
    for k in range(int(reach // MARK_SLIDE) + 1):
        for dx, dy in directions:
            for sign in (1, -1) if k else (1,):
                x, y = point[0] + sign * k * MARK_SLIDE * dx, point[1] + sign * k * MARK_SLIDE * dy
                if any(abs(x - e) < MARK_ARM + 0.5 for e in edges_x) or any(abs(y - e) < MARK_ARM + 0.5 for e in edges_y):
                    continue
                if all(math.dist((x, y), (hx, hy)) >= clearance for hx, hy, clearance in near):
                    return x, y
    return point


def _mark_name(index: int) -> str:
    """A, B, ..., Z, AA, AB, ...: short names people can match across pages."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


@functools.lru_cache(maxsize=1)
def register_fonts() -> tuple[str, str]:
    """Register the shipped DejaVu fonts once per process; TrueType fonts are embedded."""
    pdfmetrics.registerFont(TTFont(REGULAR, str(BODY_FONT)))
    pdfmetrics.registerFont(TTFont(BOLD, str(LABEL_FONT)))
    return REGULAR, BOLD


def _grow(rect: Rect, by: float) -> Rect:
    return (rect[0] - by, rect[1] - by, rect[2] + by, rect[3] + by)


def _outline_path(path: PDFPathObject, outline: Outline) -> None:
    """Add a closed outline with its fillets as true arcs (reportlab Bézier arcs)."""
    verts = outline.vertices()
    path.moveTo(verts[0][0], verts[0][1])
    for i, (x, y, bulge) in enumerate(verts):
        nx, ny, _ = verts[(i + 1) % len(verts)]
        if abs(bulge) < 1e-12:
            path.lineTo(nx, ny)
            continue
        (cx, cy), radius, start, sweep = arc_geometry((x, y), (nx, ny), bulge)
        path.arcTo(cx - radius, cy - radius, cx + radius, cy + radius, math.degrees(start), math.degrees(sweep))
    path.close()


def _cross_arm(diameter: float) -> float:
    """Half-length of a hole's punch cross: past the circle by enough to see under a punch."""
    return diameter / 2 + max(2.0, 0.4 * diameter)


def _hole_paths(circles: PDFPathObject, crosses: PDFPathObject, diameter: float, x: float, y: float) -> None:
    """A hole's circle, and a centre-punch cross reaching past it so the centre is findable."""
    arm = _cross_arm(diameter)
    circles.circle(x, y, diameter / 2)
    crosses.moveTo(x - arm, y)
    crosses.lineTo(x + arm, y)
    crosses.moveTo(x, y - arm)
    crosses.lineTo(x, y + arm)


def _define_mark_form(canvas: Canvas) -> None:
    """The registration target, centred on the origin.

    Two opposite quadrants are filled black so a mark can never be taken for a hole's
    punch cross (an open circle and cross).
    """
    reach = MARK_ARM + 0.2
    canvas.beginForm(MARK_FORM, -reach, -reach, reach, reach)
    canvas.setFillGray(0.0)
    canvas.setStrokeGray(0.0)
    canvas.setLineWidth(0.15)
    box = (-MARK_RADIUS, -MARK_RADIUS, MARK_RADIUS, MARK_RADIUS)
    canvas.wedge(*box, 0, 90, stroke=0, fill=1)
    canvas.wedge(*box, 180, 90, stroke=0, fill=1)
    canvas.circle(0, 0, MARK_RADIUS, stroke=1, fill=0)
    canvas.lines([(-MARK_ARM, 0, MARK_ARM, 0), (0, -MARK_ARM, 0, MARK_ARM)])
    canvas.endForm()


def _draw_board_form(canvas: Canvas, pieces: Sequence[Piece], bounds: Rect) -> None:
    """Draw the whole board once, in mm, as a form XObject every page shows through its window.

    Each page then only sets a clip and a translation: the file holds the geometry once
    instead of once per page, which keeps a 40-page template small and fast to write.
    Holes are plain paths inside it, not nested forms: poppler (and so many print
    pipelines) re-parses a nested form at every use, which made pages several times
    slower to render.
    """
    canvas.beginForm(BOARD_FORM, *bounds)
    engraving = canvas.beginPath()
    outlines = canvas.beginPath()
    circles = canvas.beginPath()
    crosses = canvas.beginPath()
    for piece in pieces:
        _outline_path(outlines, piece.outline)
        for loop in piece.engraving:
            if len(loop) > 1:
                engraving.moveTo(*loop[0])
                for point in loop[1:]:
                    engraving.lineTo(*point)
                engraving.close()
        for hole in piece.holes:
            _hole_paths(circles, crosses, hole.diameter, *hole.center)
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    _stroke(canvas, engraving, ENGRAVE_WIDTH, ENGRAVE_GREY)
    _stroke(canvas, outlines, OUTLINE_WIDTH, 0.0)
    canvas.setLineCap(0)
    _stroke(canvas, circles, HOLE_WIDTH, 0.0)
    _stroke(canvas, crosses, CROSS_WIDTH, 0.0)
    canvas.endForm()


def _place_form(canvas: Canvas, name: str, x: float, y: float) -> None:
    canvas.saveState()
    canvas.translate(x, y)
    canvas.doForm(name)
    canvas.restoreState()


def _stroke(canvas: Canvas, path: PDFPathObject, width: float, grey: float) -> None:
    canvas.setLineWidth(width)
    canvas.setStrokeGray(grey)
    canvas.drawPath(path, stroke=1, fill=0)


def _draw_marks(canvas: Canvas, marks: Iterable[Mark], view: Rect) -> None:
    """The registration marks inside ``view``, each with its letter outside the target."""
    canvas.setFillGray(0.0)
    canvas.setFont(BOLD, MARK_TEXT)
    for name, x, y in marks:
        if view[0] < x < view[2] and view[1] < y < view[3]:
            _place_form(canvas, MARK_FORM, x, y)
            canvas.drawRightString(x - MARK_RADIUS * 0.75, y + MARK_RADIUS * 0.75, name)


def overlap_bands(plan: TilePlan, row: int, col: int,
                  printed: frozenset[tuple[int, int]]) -> tuple[tuple[Rect, str, bool], ...]:
    """The bands this page shares with each printed neighbour, page-local mm, with who lies there.

    Returns (band, neighbour label, vertical) so the band can be shaded and say which page
    it is taped to.
    """
    tw, th = plan.tile
    sides = (
        (col > 0, (0.0, 0.0, OVERLAP, th), row, col - 1, True),
        (col < plan.cols - 1, (tw - OVERLAP, 0.0, tw, th), row, col + 1, True),
        (row > 0, (0.0, th - OVERLAP, tw, th), row - 1, col, False),
        (row < plan.rows - 1, (0.0, 0.0, tw, OVERLAP), row + 1, col, False),
    )
    return tuple(
        (band, f"overlaps Row {r + 1}, Column {c + 1}", vertical)
        for present, band, r, c, vertical in sides
        if present and (r, c) in printed
    )


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


def holes_in(view: Rect, holes: Sequence[Punch]) -> int:
    """Holes whose centre falls on this page (those in an overlap count on both pages)."""
    return sum(1 for x, y, _ in holes if view[0] <= x <= view[2] and view[1] <= y <= view[3])


def _boxes_in(view: Rect, items: Sequence[Punch]) -> tuple[Rect, ...]:
    """Boxes, in page-local mm, of the (x, y, half-size) items that show in ``view``."""
    boxes = []
    for x, y, arm in items:
        if view[0] - arm <= x <= view[2] + arm and view[1] - arm <= y <= view[3] + arm:
            boxes.append((x - view[0] - arm, y - view[1] - arm, x - view[0] + arm, y - view[1] + arm))
    return tuple(boxes)


def _draw_tile(canvas: Canvas, plan: TilePlan, marks: Sequence[Mark], holes: Sequence[Punch],
               printed: frozenset[tuple[int, int]], row: int, col: int) -> None:
    """The board-coordinate window of this page, clipped to the tile, at 1 unit = 1 mm."""
    view = plan.tile_rect(row, col)
    tw, th = plan.tile
    canvas.saveState()
    canvas.translate(MARGIN * mm, (MARGIN + FOOTER + GAP) * mm)
    canvas.scale(mm, mm)
    clip = canvas.beginPath()
    clip.rect(0, 0, tw, th)
    canvas.clipPath(clip, stroke=0, fill=0)
    crosses = _boxes_in(view, holes)
    targets = _boxes_in(view, tuple((x, y, MARK_ARM + 2.5) for _, x, y in marks))
    _draw_overlap_bands(canvas, overlap_bands(plan, row, col, printed), crosses + targets)
    if not crosses and len(printed) > 1:
        _draw_empty_note(canvas, plan)
    canvas.saveState()
    canvas.translate(-view[0], -view[1])
    canvas.doForm(BOARD_FORM)
    _draw_marks(canvas, marks, view)
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
    """Which bits to fetch: hole counts per diameter (and seat depth for blind holes)."""
    counts = Counter((h.diameter, h.depth) for p in pieces for h in p.holes)
    parts = []
    for (diameter, depth), n in sorted(counts.items(), key=lambda kv: (kv[0][0], kv[0][1] or 0.0)):
        seat = f" seat {depth:g} mm deep" if depth else ""
        parts.append(f"{n} \u00d7 \u00d8{diameter:g} mm{seat}")
    return "Holes: " + (", ".join(parts) if parts else "none") + "; centre-punch at each cross."


def _draw_scale_bar(canvas: Canvas, x: float, y: float) -> None:
    """A 100 mm bar in 10 mm black and white blocks, labelled 0, 50 and 100 mm (pt units)."""
    height = 2.5 * mm
    canvas.setLineWidth(0.5)
    canvas.setStrokeGray(0.0)
    for k in range(int(SCALE_BAR // 10)):
        canvas.setFillGray(0.0 if k % 2 == 0 else 1.0)
        canvas.rect(x + k * 10 * mm, y, 10 * mm, height, stroke=1, fill=1)
    canvas.setFillGray(0.0)
    canvas.setFont(REGULAR, 6.5)
    label_y = y - 2.8 * mm
    canvas.drawString(x, label_y, "0")
    canvas.drawCentredString(x + SCALE_BAR / 2 * mm, label_y, "50")
    canvas.drawRightString(x + SCALE_BAR * mm, label_y, f"{SCALE_BAR:g} mm")


def _draw_footer(canvas: Canvas, board: Board, plan: TilePlan, row: int, col: int, page: tuple[int, int],
                 drill: str, holes: int) -> None:
    """Label, page number (``page``: this one and how many), scale bar and printing
    instructions, inside the printable area."""
    left = MARGIN * mm
    right = (plan.page[0] - MARGIN) * mm
    width = plan.page[0] - 2 * MARGIN
    top = (MARGIN + FOOTER) * mm
    page_text = f"{holes} hole{'' if holes == 1 else 's'} \u00b7 page {page[0]} of {page[1]}"
    canvas.setFillGray(0.0)
    canvas.setFont(REGULAR, 8)
    canvas.drawRightString(right, top - 3.5 * mm, page_text)
    label = page_label(board, plan, row, col)
    room = width - pdfmetrics.stringWidth(page_text, REGULAR, 8) / mm - 4
    canvas.setFont(BOLD, _fit_font(label, BOLD, 9.5, room))
    canvas.drawString(left, top - 3.5 * mm, label)

    bar_y = (MARGIN + 4.5) * mm
    _draw_scale_bar(canvas, left, bar_y)
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
    canvas.setSubject(
        f"Drilling template at true scale on {len(printed)} {settings.paper} pages "
        f"({plan.rows} rows x {plan.cols} columns"
        + (f", {left_out} empty {'tile' if left_out == 1 else 'tiles'} outside the board left out" if left_out else "")
        + "); print at 100% and check the 100 mm scale bar."
    )
    canvas.setAuthor("boardgen")
    canvas.setCreator("boardgen")
    canvas.setKeywords(f"{board.game}, drilling template, {settings.paper}")
    _define_mark_form(canvas)
    _draw_board_form(canvas, pieces, _grow(extent, PADDING))
    holes = punches(pieces)
    marks = registration_marks(plan, holes, printed)
    kept = frozenset(printed)
    for number, (row, col) in enumerate(printed, start=1):
        _draw_tile(canvas, plan, marks, holes, kept, row, col)
        _draw_footer(canvas, board, plan, row, col, (number, len(printed)), drill,
                     holes_in(plan.tile_rect(row, col), holes))
        canvas.showPage()
    with _binary_streams():
        canvas.save()
    return out.getvalue()


WRITER = Writer("pdf", "pdf", render)
