"""How the drilling template is cut into pages, and where its registration marks go.

Pure planning in board millimetres, apart from any drawing. It plans the grid of fewest pages
and which tiles are printed (empty ones outside the board are left out). It plans the overlap
bands pages share, and lettered registration marks on the seams, slid clear of every punch cross.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm

from boardgen.board import Piece
from boardgen.writers.pdf.tile_places import OVERLAP, Axis, AxisPlace, traced_places

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
PADDING = 5.0
"""Space kept around the board so its outline never lands on a tile edge."""
MARK_ARM = 5.5
MARK_SLIDE = 2.5
"""Step (mm) by which a mark moves along its seam to get clear of holes."""

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


class Near(NamedTuple):
    """The holes, registration marks and the marks' keep-clear targets that show on a column of
    tiles, each in the board's order: a page weighs these, not all of the board's."""

    holes: tuple[Punch, ...]
    marks: tuple[Mark, ...]
    targets: tuple[Punch, ...]

    @staticmethod
    def by_column(plan: TilePlan, holes: Sequence[Punch], marks: Sequence[Mark]) -> list["Near"]:
        targets = tuple((x, y, MARK_ARM + 2.5) for _, x, y in marks)
        reach = max((arm for _, _, arm in holes), default=0.0)
        near = []
        for left, _, right, _ in (plan.tile_rect(0, col) for col in range(plan.cols)):
            near.append(Near(
                tuple(hole for hole in holes if left - reach <= hole[0] <= right + reach),
                tuple(mark for mark in marks if left <= mark[1] <= right),
                tuple(target for target in targets if left - target[2] <= target[0] <= right + target[2]),
            ))
        return near


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
    such tiles (a corner beyond a polygon's slanted side). It is kept if something in its bands
    is on no other printed tile. An empty tile enclosed by the board, such as the open middle
    of a ring of holes, is printed, because it holds the tiles round it at their true distance.
    """
    tiles = [(row, col) for row in range(plan.rows) for col in range(plan.cols)]
    columns = Axis(plan.origin[0], plan.step[0], plan.tile[0], plan.cols)
    rows = Axis(plan.origin[1], plan.step[1], plan.tile[1], plan.rows)
    drawn = [((piece.outline.polyline(0.1), *(path for shape in piece.engraving for path in shape.paths)),
              [hole.center for hole in piece.holes]) for piece in pieces]
    places = [(AxisPlace.of(kx), AxisPlace.of(ky)) for kx, ky in traced_places(columns, rows, drawn)]
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


def punches(pieces: Sequence[Piece]) -> tuple[Punch, ...]:
    """Every hole's centre and cross size, worked out once for all the pages."""
    return tuple((h.center[0], h.center[1], cross_arm(h.diameter)) for p in pieces for h in p.holes)


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
    reach = min(plan.tile) / 4
    window = reach + MARK_ARM + 1.0 + max((arm for _, _, arm in holes), default=0.0)
    grid, so_far = HoleGrid(holes, window), HoleGrid((), window)  # so_far: the marks placed, filed alike
    placed: list[tuple[float, float]] = []
    for point in sorted(candidates, key=lambda p: (-p[1], p[0])):
        spot = _clear_spot(point, candidates[point], reach, window, edges, grid.around(point), so_far.around(point))
        placed.append(spot)
        so_far.add((*spot, 0.0))
    kept = set(printed)
    placed = [(x, y) for x, y in placed if _showing(x, y, edges, kept) >= 2]
    return tuple((_mark_name(i), x, y) for i, (x, y) in enumerate(placed))


def _showing(x: float, y: float, edges: tuple[Sequence[float], Sequence[float]],
             printed: set[tuple[int, int]]) -> int:
    """How many ``printed`` tiles show the point, found from the columns and rows that hold it
    (``edges``: each column's left and right, each row's bottom and top)."""
    cols = [c for c in range(len(edges[0]) // 2) if edges[0][2 * c] <= x <= edges[0][2 * c + 1]]
    rows = [r for r in range(len(edges[1]) // 2) if edges[1][2 * r] <= y <= edges[1][2 * r + 1]]
    return sum((row, col) in printed for row in rows for col in cols)


class HoleGrid:
    """Holes filed in square cells a little wider than ``window``. So the nine cells round a
    point hold every hole within ``window`` of it, and a few more. Each mark then weighs the
    holes near it, not every hole of the board."""

    def __init__(self, holes: Sequence[Punch], window: float) -> None:
        self.cell = window * (1 + 1e-6)
        self.cells: dict[tuple[int, int], list[Punch]] = {}
        for hole in holes:
            self.add(hole)

    def add(self, hole: Punch) -> None:
        self.cells.setdefault(self._key(hole[0], hole[1]), []).append(hole)

    def _key(self, x: float, y: float) -> tuple[int, int]:
        return math.floor(x / self.cell), math.floor(y / self.cell)

    def around(self, point: tuple[float, float]) -> list[Punch]:
        gx, gy = self._key(*point)
        return [hole for dx in (-1, 0, 1) for dy in (-1, 0, 1) for hole in self.cells.get((gx + dx, gy + dy), ())]


def _clear_spot(
    point: tuple[float, float],
    directions: Sequence[tuple[float, float]],
    reach: float,
    window: float,
    edges: tuple[Sequence[float], Sequence[float]],
    holes: Sequence[Punch],
    placed: Sequence[Punch],
) -> tuple[float, float]:
    """The nearest spot along ``directions`` where a mark covers no hole and no other mark
    and is not cut by a page edge (``edges``: tile edges in x and in y); ``point`` itself
    if there is none within ``reach``. Only holes and marks within ``window`` of ``point``
    can be covered: ``holes`` and ``placed`` (the marks placed so far) hold at least those."""
    near = [
        (x, y, MARK_ARM + arm + 1.0)
        for x, y, arm in holes
        if abs(x - point[0]) <= window and abs(y - point[1]) <= window
    ]
    near += [(x, y, 2 * MARK_ARM + 2.0) for x, y, _ in placed if math.dist((x, y), point) <= window]
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


def cross_arm(diameter: float) -> float:
    """Half-length of a hole's punch cross: past the circle by enough to see under a punch."""
    return diameter / 2 + max(2.0, 0.4 * diameter)


def holes_in(view: Rect, holes: Sequence[Punch]) -> int:
    """Holes whose centre falls on this page (those in an overlap count on both pages)."""
    return sum(1 for x, y, _ in holes if view[0] <= x <= view[2] and view[1] <= y <= view[3])


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
