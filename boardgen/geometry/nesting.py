"""Nesting parts on bed-size sheets: each part turned to the angle that boxes it smallest, then
the boxes packed several to a sheet by a maximal-rectangles packer (rectpack).

Why boxes at any angle rather than true shapes: a board's pieces are long wedges and strips
whose smallest bounding rectangle wastes little. The box of a turned part is cheap and exact,
and the packer's rectangles can then never overlap. Turning a part to its own axis is what
lets a section that is too long for the bed square on fit whole, so it need not be split.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import rectpack
import shapely

from boardgen.geometry.vec import Point, rotate

Box = tuple[float, float, float, float]
"""(x0, y0, x1, y1)"""

GRID = 100
"""The packer works in whole hundredths of a millimetre: exact sums, so no two boxes ever
touch by a rounding error."""

PACKERS = (rectpack.MaxRectsBssf, rectpack.MaxRectsBaf)
SORTS = (rectpack.SORT_AREA, rectpack.SORT_LSIDE, rectpack.SORT_SSIDE, rectpack.SORT_PERI)
"""Every pairing is tried and the layout on fewest sheets kept, a few milliseconds each (tens
for 70 parts). On this project's boards the best-short-side-fit maximal rectangles were never
beaten by the other rectpack packers, skyline ones were slowest (ten times as long)."""


@dataclass(frozen=True)
class Slot:
    """Where a part goes: its sheet, the angle it is turned by (radians, about the origin of its
    own frame) and the lower-left corner of its turned box on the sheet."""

    sheet: int
    angle: float
    x: float
    y: float


def turned_box(points: Sequence[Point], angle: float) -> Box:
    xs, ys = zip(*(rotate(p, angle) for p in points))
    return min(xs), min(ys), max(xs), max(ys)


def hull(points: Sequence[Point]) -> list[Point]:
    """The convex hull's corners: a part's box at any angle is its hull's."""
    shape = shapely.convex_hull(shapely.multipoints(np.asarray(points, dtype=float)))
    return list(shape.exterior.coords)[:-1] if shape.geom_type == "Polygon" else list(points)


def candidate_angles(corners: Sequence[Point]) -> np.ndarray:
    """Angles that lay an edge of the hull ``corners`` along x, square on first.

    The smallest bounding rectangle of a polygon has a side along a hull edge, so these hold
    the best box; the others are the ways a long part may lie across a short bed."""
    ring = np.array([*corners, corners[0]], dtype=float)
    steps = np.diff(ring, axis=0)
    steps = steps[np.hypot(steps[:, 0], steps[:, 1]) > 1e-9]
    turns = np.round(-np.arctan2(steps[:, 1], steps[:, 0]) % (math.pi / 2), 9)
    return np.unique(np.concatenate([[0.0], turns]))


def best_turn(points: Sequence[Point], fit: tuple[float, float]) -> float | None:
    """The angle giving the part the smallest box that fits ``fit`` one way or the other
    round; None if no angle does."""
    corners = hull(points)
    angles = candidate_angles(corners)
    xy = np.array(corners, dtype=float)
    cos, sin = np.cos(angles)[:, None], np.sin(angles)[:, None]
    xs = xy[None, :, 0] * cos - xy[None, :, 1] * sin
    ys = xy[None, :, 0] * sin + xy[None, :, 1] * cos
    w, h = xs.max(1) - xs.min(1), ys.max(1) - ys.min(1)
    fits = ((w <= fit[0]) & (h <= fit[1])) | ((h <= fit[0]) & (w <= fit[1]))
    if not fits.any():
        return None
    area = np.where(fits, w * h, np.inf)
    return float(angles[int(np.argmin(area))])


def least_box(points: Sequence[Point]) -> tuple[float, float]:
    """The sides of the smallest box round the points at any angle."""
    corners = hull(points)
    x0, y0, x1, y1 = turned_box(corners, best_turn(corners, (math.inf, math.inf)) or 0.0)
    return x1 - x0, y1 - y0


def nest(parts: Sequence[Sequence[Point]], bed: tuple[float, float], gap: float,
         border: float = 0.0, quick: bool = False) -> list[Slot] | None:
    """Each part's slot on as few bed-size sheets as the packers find, ``gap`` apart, and each
    sheet's parts kept ``border`` off its edges where the sheet has the room (``off_the_edges``);
    None if a part fits the bed at no angle. ``quick`` tries the first packer and order only
    (a third of the time), for estimates that compare many layouts."""
    hulls = [hull(points) for points in parts]
    turns = [best_turn(corners, bed) for corners in hulls]
    if any(t is None for t in turns):
        return None
    boxes = [turned_box(corners, turn) for corners, turn in zip(hulls, turns)]
    sizes = [(_units(b[2] - b[0] + gap, math.ceil), _units(b[3] - b[1] + gap, math.ceil)) for b in boxes]
    sheet = (_units(bed[0] + gap, math.floor), _units(bed[1] + gap, math.floor))
    layout = _fewest_sheets(sizes, sheet, PACKERS[:1] if quick else PACKERS, SORTS[:1] if quick else SORTS)
    if layout is None:
        return None
    slots = []
    spans = []
    for i, turn in enumerate(turns):
        number, x, y, across = layout[i]
        slots.append(Slot(number, _upright(turn + (math.pi / 2 if across else 0.0)), x / GRID, y / GRID))
        x0, y0, x1, y1 = boxes[i]
        spans.append((y1 - y0, x1 - x0) if across else (x1 - x0, y1 - y0))
    return off_the_edges(slots, spans, bed, border)


def off_the_edges(slots: list[Slot], spans: list[tuple[float, float]], bed: tuple[float, float],
                  border: float) -> list[Slot]:
    """The slots with each sheet's parts moved together away from its lower and left edges, by
    ``border`` where the sheet has that much to spare on both sides, else by half its spare room.

    The packer puts parts flush against the edges; a cut there runs along the very edge of the
    stock, which is seldom straight or square to the bed, and a CNC bit's path would leave the
    sheet. Moving a whole sheet's parts keeps the packer's gaps and the count of sheets, and
    leaves the room they do not need in one piece, at the far edges, for the offcut.
    ``spans`` is each part's box width and height on its sheet."""
    moved = list(slots)
    for sheet in sorted({slot.sheet for slot in slots}):
        members = [i for i, slot in enumerate(slots) if slot.sheet == sheet]
        shift = []
        for axis in (0, 1):
            low = min((slots[i].x, slots[i].y)[axis] for i in members)
            high = max((slots[i].x, slots[i].y)[axis] + spans[i][axis] for i in members)
            shift.append(max(0.0, min(border, (bed[axis] - (high - low)) / 2)) - low)
        for i in members:
            moved[i] = Slot(sheet, slots[i].angle, slots[i].x + shift[0], slots[i].y + shift[1])
    return moved


def _upright(angle: float) -> float:
    """Of the two half-turns that give the same box, the one nearer the part's own way up, so
    its engraved text reads the right way up on the sheet whenever it can."""
    half = math.remainder(angle, math.pi)
    return abs(half) if math.isclose(abs(half), math.pi / 2) else half


def _units(mm: float, rounding) -> int:
    return int(rounding(round(mm * GRID, 6)))


def _fewest_sheets(sizes: list[tuple[int, int]], sheet: tuple[int, int], packers: Sequence = PACKERS,
                   sorts: Sequence = SORTS) -> dict | None:
    """The layout on fewest sheets of every packer and order given, stopping at one that needs
    no more sheets than the parts' area does."""
    least = math.ceil(sum(w * h for w, h in sizes) / (sheet[0] * sheet[1]))
    best, count = None, math.inf
    for packer in packers:
        for order in sorts:
            found = _pack(sizes, sheet, packer, order)
            used = 1 + max(s[0] for s in found.values()) if found else math.inf
            if used < count:
                best, count = found, used
            if count <= least:
                return best
    return best


def _pack(sizes: list[tuple[int, int]], sheet: tuple[int, int], packer, order) -> dict | None:
    """{part: (sheet, x, y, turned a quarter)} from one packer, or None if it left a part out."""
    p = rectpack.newPacker(mode=rectpack.PackingMode.Offline, bin_algo=rectpack.PackingBin.BFF,
                           pack_algo=packer, sort_algo=order, rotation=True)
    for i, (w, h) in enumerate(sizes):
        p.add_rect(w, h, rid=i)
    p.add_bin(*sheet, count=len(sizes))
    p.pack()
    placed = {rid: (number, x, y, (w, h) != sizes[rid]) for number, x, y, w, h, rid in p.rect_list()}
    return placed if len(placed) == len(sizes) else None
