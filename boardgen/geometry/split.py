"""Cutting an outline into parts along paths that keep clear of given discs, and packing parts.

Pure plane geometry for bed splitting: a piece too big for a laser or CNC bed is cut along
a path that weaves between keep-out discs (holes grown by the edge margin, labels, corner
fillets), optional dovetail tabs are set into the path, and the outline is divided along it.

Why the path is a polyline of straight segments with filleted tab corners: each part is
then again an ``Outline`` (a polygon with a fillet radius per corner), whose offset is
exact, so kerf compensation stays exact for the new seams, and both parts share the same
vertices and radii along the seam, so a tab and its socket are the same curve.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from boardgen.geometry.outline import Outline
from boardgen.geometry.vec import Point, add, cross, distance, scale, sub, unit

Axis = int
"""0: a cut that runs along y and divides x; 1: one that runs along x and divides y."""


@dataclass(frozen=True)
class Disc:
    """An area a cut line must not enter: a hole grown by the wood it needs, a label, a corner."""

    center: Point
    radius: float


@dataclass(frozen=True)
class Dovetail:
    """A dovetail tab set into a seam, wider at its head than at its neck so the parts lock.

    The corner radius rounds all four corners: a laser or bit cannot cut a sharp inside
    corner, and the same radius on tab and socket keeps their kerf offsets matched.
    """

    neck: float = 14.0
    head: float = 20.0
    depth: float = 10.0
    radius: float = 1.5

    @property
    def reach(self) -> float:
        """Radius of a disc around the tab's middle that covers the whole tab."""
        return math.hypot(self.head / 2, self.depth / 2)


@dataclass(frozen=True)
class Seam:
    """A cut path: its points (ends outside the outline) and a fillet radius at each."""

    points: tuple[Point, ...]
    radii: tuple[float, ...]
    tabs: tuple[Point, ...] = ()
    """Middle of each tab, for later cuts to keep clear of."""


LEVEL_STEP = 5.0
"""mm between the rows the path search steps through along the cut."""
ACROSS_STEP = 1.0
"""mm between the offsets the path may take across the cut."""
MAX_SHIFT = 4
"""Most ``ACROSS_STEP``s the path moves sideways per level: slopes stay under 45 degrees, so
two crossing seams (one along x, one along y) meet exactly once."""
STRAIGHTNESS = 0.05
"""Cost per mm of distance from the ideal line, per mm travelled: keeps the path near it."""


def _to_local(point: Point, axis: Axis) -> Point:
    """(across, along) coordinates for a cut on ``axis``; its own inverse."""
    return point if axis == 0 else (point[1], point[0])


def _segment_clear(a: np.ndarray, b: np.ndarray, discs: np.ndarray) -> np.ndarray:
    """For segments a[k]->b[k] (shape (..., 2)), whether each keeps out of every disc (M, 3)."""
    if len(discs) == 0:
        return np.ones(a.shape[:-1], dtype=bool)
    ax, ay = a[..., 0, None], a[..., 1, None]
    dx, dy = b[..., 0, None] - ax, b[..., 1, None] - ay
    cx, cy, r = discs[:, 0], discs[:, 1], discs[:, 2]
    t = np.clip(((cx - ax) * dx + (cy - ay) * dy) / np.maximum(dx * dx + dy * dy, 1e-12), 0.0, 1.0)
    gx, gy = ax + t * dx - cx, ay + t * dy - cy
    return (gx * gx + gy * gy >= r * r).all(-1)


def find_path(
    axis: Axis,
    span: tuple[float, float],
    window: tuple[float, float],
    ideal: float,
    discs: Sequence[Disc],
) -> tuple[Point, ...] | None:
    """A polyline crossing ``span`` (along the cut) that stays within ``window`` (across it),
    keeps out of every disc and runs as near ``ideal`` as it can; None if there is none.

    A dynamic programme over levels along the cut finds the cheapest chain of short steps,
    then the chain is pulled taut: each vertex is joined to the farthest later one it can
    see, which keeps the path inside the window (an interval, so convex) and out of discs.
    """
    local = np.array([(*_to_local(d.center, axis), d.radius) for d in discs], dtype=float).reshape(-1, 3)
    local = local[(local[:, 0] + local[:, 2] >= window[0] - ACROSS_STEP) & (local[:, 0] - local[:, 2] <= window[1] + ACROSS_STEP)]
    lo, hi = span[0] - LEVEL_STEP, span[1] + LEVEL_STEP
    levels = np.linspace(lo, hi, max(2, math.ceil((hi - lo) / LEVEL_STEP) + 1))
    offsets = np.arange(window[0], window[1] + 1e-9, ACROSS_STEP)
    if len(offsets) == 0:
        return None
    shifts = np.arange(-MAX_SHIFT, MAX_SHIFT + 1)
    count = len(offsets)
    cost = STRAIGHTNESS * np.abs(offsets - ideal) * LEVEL_STEP
    back = np.zeros((len(levels), count), dtype=int)
    for k in range(1, len(levels)):
        t0, t1 = levels[k - 1], levels[k]
        near = local[(local[:, 1] - local[:, 2] <= t1) & (local[:, 1] + local[:, 2] >= t0)]
        src = np.arange(count)[:, None] + shifts[None, :]  # (count, shifts): previous index for each target
        valid = (src >= 0) & (src < count)
        src_c = np.clip(src, 0, count - 1)
        a = np.stack([offsets[src_c], np.full(src_c.shape, t0)], -1)
        b = np.stack([np.broadcast_to(offsets[:, None], src_c.shape), np.full(src_c.shape, t1)], -1)
        valid &= _segment_clear(a, b, near)
        step = np.hypot(offsets[:, None] - offsets[src_c], t1 - t0)
        total = np.where(valid, cost[src_c] + step, np.inf)
        best = total.argmin(1)
        back[k] = src_c[np.arange(count), best]
        cost = total[np.arange(count), best] + STRAIGHTNESS * np.abs(offsets - ideal) * LEVEL_STEP
    if not np.isfinite(cost.min()):
        return None
    index = int(cost.argmin())
    chain = []
    for k in range(len(levels) - 1, -1, -1):
        chain.append((offsets[index], levels[k]))
        index = back[k, index]
    chain.reverse()
    taut = _pull_taut(np.array(chain), local)
    return tuple(_to_local((float(x), float(y)), axis) for x, y in taut)


def _pull_taut(chain: np.ndarray, discs: np.ndarray) -> list[np.ndarray]:
    """Keep only the vertices needed to stay out of the discs (greedy farthest visible)."""
    out = [chain[0]]
    i = 0
    while i < len(chain) - 1:
        ends = chain[i + 1:]
        starts = np.broadcast_to(chain[i], ends.shape)
        clear = _segment_clear(starts, ends, discs)
        i = i + 1 + int(np.nonzero(clear)[0].max()) if clear.any() else i + 1
        out.append(chain[i])
    return out


def add_tabs(
    points: Sequence[Point],
    inside: Outline,
    discs: Sequence[Disc],
    tab: Dovetail,
    spacing: float,
) -> Seam:
    """Set dovetails into a path where they keep out of the discs and well inside the outline,
    about one per ``spacing`` of seam, alternating sides so neither part is all sockets.

    ``discs`` should cover the outline's fillets: the clearance from the outline is then
    measured to its straight edges only."""
    crossings = _crossings(inside, points)
    if len(crossings) != 2:
        return Seam(tuple(points), (0.0,) * len(points))
    starts = np.cumsum([0.0] + [distance(points[i], points[i + 1]) for i in range(len(points) - 1)])
    (sa, ta, _, _), (sb, tb, _, _) = crossings
    first = starts[sa] + ta * (starts[sa + 1] - starts[sa])
    last = starts[sb] + tb * (starts[sb + 1] - starts[sb])
    wanted = max(1, round((last - first) / spacing))
    keep_out = np.array([(*d.center, d.radius) for d in discs], dtype=float).reshape(-1, 3)
    placed: dict[int, list[float]] = {}
    side = 1
    for k in range(wanted):
        found = _nearest_tab(points, starts, inside, keep_out, tab, first + (last - first) * (k + 0.5) / wanted,
                             side, placed)
        if found is not None:
            segment, along, used = found
            placed.setdefault(segment, []).append(along)
            placed.setdefault(-1 - segment, []).append(used)
            side = -used
    out: list[Point] = []
    radii_out: list[float] = []
    tab_middles: list[Point] = []
    for i, here in enumerate(points):
        out.append(here)
        radii_out.append(0.0)
        for along, s in sorted(zip(placed.get(i, []), placed.get(-1 - i, []))):
            corners, middle = _tab_corners(here, points[i + 1], along, s, tab)
            out.extend(corners)
            radii_out.extend([tab.radius] * 4)
            tab_middles.append(middle)
    return Seam(tuple(out), tuple(radii_out), tuple(tab_middles))


def _tab_corners(a: Point, b: Point, along: float, side: int, tab: Dovetail) -> tuple[list[Point], Point]:
    """The tab's four corners in path order, and its middle: neck on the path, head ``side`` of it."""
    t = unit(sub(b, a))
    n = scale((-t[1], t[0]), side)
    c = add(a, scale(t, along))
    head = add(c, scale(n, tab.depth))
    corners = [
        add(c, scale(t, -tab.neck / 2)),
        add(head, scale(t, -tab.head / 2)),
        add(head, scale(t, tab.head / 2)),
        add(c, scale(t, tab.neck / 2)),
    ]
    return corners, add(c, scale(n, tab.depth / 2))


def _nearest_tab(
    points: Sequence[Point],
    starts: np.ndarray,
    inside: Outline,
    keep_out: np.ndarray,
    tab: Dovetail,
    target: float,
    side: int,
    placed: dict[int, list[float]],
) -> tuple[int, float, int] | None:
    """The place nearest ``target`` (distance along the path) where a tab fits, preferring
    ``side``: (segment, distance along it, side)."""
    room = tab.head / 2 + tab.radius + 1.0
    for offset in np.arange(0.0, starts[-1], 2.0):
        for where in (target + offset, target - offset) if offset else (target,):
            segment = int(np.searchsorted(starts, where, side="right")) - 1
            if not 0 <= segment < len(points) - 1:
                continue
            along = where - starts[segment]
            if along < room or along > starts[segment + 1] - starts[segment] - room:
                continue
            if any(abs(along - other) < tab.head + 2 * room for other in placed.get(segment, [])):
                continue
            for s in (side, -side):
                corners, _ = _tab_corners(points[segment], points[segment + 1], along, s, tab)
                if _tab_fits(corners, inside, keep_out):
                    return segment, along, s
    return None


TAB_EDGE_CLEARANCE = 5.0
"""mm a tab keeps from the outline, so it never breaks through the board's edge."""


def _tab_fits(corners: list[Point], inside: Outline, keep_out: np.ndarray) -> bool:
    """The tab lies well inside the outline and no disc touches it or sits inside it."""
    quad = np.array(corners)
    polygon = np.array(inside.corners)
    edge_starts, edge_ends = polygon, np.roll(polygon, -1, axis=0)
    for corner in quad:
        if not _inside_polygon(corner, polygon):
            return False
        margin = np.broadcast_to(np.array([[*corner, TAB_EDGE_CLEARANCE]]), (1, 3))
        if not _segment_clear(edge_starts, edge_ends, margin).all():
            return False
    middle = quad.mean(0)
    size = np.hypot(*(quad - middle).T).max()
    near = keep_out[np.hypot(*(keep_out[:, :2] - middle).T) < keep_out[:, 2] + size]
    if not _segment_clear(quad, np.roll(quad, -1, axis=0), near).all():
        return False
    # A disc wholly inside the (convex) tab: its centre is on the inner side of every edge.
    edge = np.roll(quad, -1, axis=0) - quad
    rel = near[:, None, :2] - quad[None, :, :]
    sides = edge[None, :, 0] * rel[..., 1] - edge[None, :, 1] * rel[..., 0]
    return not ((sides > 0).all(1) | (sides < 0).all(1)).any()


def _inside_polygon(point: np.ndarray, polygon: np.ndarray) -> bool:
    """Even-odd rule against a polygon given as an (n, 2) array of corners."""
    x, y = point
    x1, y1 = polygon[:, 0], polygon[:, 1]
    x2, y2 = np.roll(x1, 1), np.roll(y1, 1)
    spans = (y1 > y) != (y2 > y)
    with np.errstate(divide="ignore", invalid="ignore"):
        at = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
    return bool(np.count_nonzero(spans & (x < at)) % 2)


def _crossings(outline: Outline, points: Sequence[Point]) -> list[tuple[int, float, int, float]]:
    """Where a path crosses the outline's corner polygon: (path segment, fraction along it,
    outline edge, fraction along that), in path order."""
    corners = outline.corners
    n = len(corners)
    found = []
    for s in range(len(points) - 1):
        p, q = points[s], points[s + 1]
        for e in range(n):
            hit = _crossing(p, q, corners[e], corners[(e + 1) % n])
            if hit is not None:
                found.append((s, hit[0], e, hit[1]))
    return sorted(found)


def split_outline(outline: Outline, seam: Seam) -> tuple[Outline, Outline] | None:
    """The two parts of an outline either side of a seam that crosses it exactly twice,
    both times on a straight stretch (not on a fillet); None otherwise.

    Corners keep their fillets, the two crossings are sharp, seam vertices keep theirs.
    """
    crossings = _crossings(outline, seam.points)
    corners = outline.corners
    if len(crossings) != 2:
        return None
    (sa, ta, ea, ua), (sb, tb, eb, ub) = crossings
    if ea == eb or not (_on_straight(outline, ea, ua) and _on_straight(outline, eb, ub)):
        return None
    a = _lerp(seam.points[sa], seam.points[sa + 1], ta)
    b = _lerp(seam.points[sb], seam.points[sb + 1], tb)
    inner = list(range(sa + 1, sb + 1))
    path = [seam.points[i] for i in inner]
    path_r = [seam.radii[i] for i in inner]
    first = [a, *path, b, *_walk(corners, eb, ea)]
    first_r = [0.0, *path_r, 0.0, *_walk(outline.radii, eb, ea)]
    second = [b, *path[::-1], a, *_walk(corners, ea, eb)]
    second_r = [0.0, *path_r[::-1], 0.0, *_walk(outline.radii, ea, eb)]
    return Outline.polygon(first, first_r), Outline.polygon(second, second_r)


def _walk(items: Sequence, after: int, until: int) -> list:
    """Items after index ``after`` up to ``until`` inclusive, going round."""
    n = len(items)
    out = []
    i = (after + 1) % n
    while True:
        out.append(items[i])
        if i == until:
            return out
        i = (i + 1) % n


def _crossing(p: Point, q: Point, a: Point, b: Point) -> tuple[float, float] | None:
    """Where segment p-q crosses segment a-b, as fractions along each; None if it does not."""
    d, e = sub(q, p), sub(b, a)
    denom = cross(d, e)
    if abs(denom) < 1e-12:
        return None
    t = cross(sub(a, p), e) / denom
    u = cross(sub(a, p), d) / denom
    if 0.0 <= t < 1.0 and 0.0 <= u < 1.0:
        return t, u
    return None


def _on_straight(outline: Outline, edge: int, u: float) -> bool:
    """Whether the point a fraction ``u`` along edge ``edge`` lies clear of both end fillets."""
    n = len(outline.corners)
    a, b = outline.corners[edge], outline.corners[(edge + 1) % n]
    length = distance(a, b)
    return u * length > fillet_reach(outline, edge) + 0.5 and (1 - u) * length > fillet_reach(outline, (edge + 1) % n) + 0.5


def fillet_reach(outline: Outline, i: int) -> float:
    """How far corner i's fillet reaches along each of its edges."""
    radius = outline.radii[i]
    if radius <= 0:
        return 0.0
    n = len(outline.corners)
    here = outline.corners[i]
    incoming = unit(sub(here, outline.corners[i - 1]))
    outgoing = unit(sub(outline.corners[(i + 1) % n], here))
    turn = math.atan2(cross(incoming, outgoing), incoming[0] * outgoing[0] + incoming[1] * outgoing[1])
    return radius * math.tan(abs(turn) / 2)


def _lerp(a: Point, b: Point, t: float) -> Point:
    return add(a, scale(sub(b, a), t))


@dataclass(frozen=True)
class Slot:
    """Where a part goes when packed: its sheet, turn (0 or a quarter) and lower-left corner."""

    sheet: int
    turned: bool
    x: float
    y: float


def pack(sizes: Sequence[tuple[float, float]], bed: tuple[float, float], gap: float) -> list[Slot] | None:
    """Shelf packing of part boxes onto as few bed-size sheets as it manages; None if a part
    fits no way round. Tallest parts first, each turned the way that keeps its shelf lowest."""
    width, height = bed
    order = sorted(range(len(sizes)), key=lambda i: -min(sizes[i]))
    slots: dict[int, Slot] = {}
    sheets: list[list[list[float]]] = []  # per sheet: shelves as [y, shelf height, x used]
    for i in order:
        w, h = sizes[i]
        ways = [(turned, ww, hh) for turned, ww, hh in ((False, w, h), (True, h, w)) if ww <= width and hh <= height]
        if not ways:
            return None
        ways.sort(key=lambda way: way[2])
        slot = _place(sheets, ways, width, height, gap)
        if slot is None:
            sheets.append([])
            slot = _place(sheets, ways, width, height, gap)
        assert slot is not None
        slots[i] = slot
    return [slots[i] for i in range(len(sizes))]


def _place(sheets: list[list[list[float]]], ways, width: float, height: float, gap: float) -> Slot | None:
    """Put a part on an open shelf, or a new shelf, of an existing sheet."""
    for number, shelves in enumerate(sheets):
        for turned, w, h in ways:
            for shelf in shelves:
                y, shelf_h, used = shelf
                if h <= shelf_h and used + w <= width:
                    shelf[2] = used + w + gap
                    return Slot(number, turned, used, y)
            top = shelves[-1][0] + shelves[-1][1] + gap if shelves else 0.0
            if top + h <= height and w <= width:
                shelves.append([top, h, w + gap])
                return Slot(number, turned, 0.0, top)
    return None
