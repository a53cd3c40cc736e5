"""Dovetail tabs set into a seam path, so the parts either side of it lock together.

Pure plane geometry for bed splitting. Tabs go where they keep out of the holes and labels,
and well inside the outline. They alternate sides so neither part is all sockets (the coupon's
pairs). Or they all stand out of one part (a bed split's, where a part's box is what packs).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from boardgen.geometry.outline import Outline
from boardgen.geometry.seam_path import Disc, segment_clear
from boardgen.geometry.split import Seam, crossings
from boardgen.geometry.vec import Point, add, distance, scale, sub, unit


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


def add_tabs(
    points: Sequence[Point],
    inside: Outline,
    discs: Sequence[Disc],
    tab: Dovetail,
    spacing: float,
    toward: Point | None = None,
) -> Seam:
    """Set dovetails into a path where they keep out of the discs and well inside the outline,
    about one per ``spacing`` of seam. They alternate sides so neither part is all sockets. Or,
    given ``toward``, every head points that way. A bed split's part then grows by the tabs
    on one side only, and a part's room is lost to them once per axis, not twice.

    The clearance from the outline is measured to its straight edges and its arcs alike, so
    a round rim, which seams cross on landings and no disc covers, keeps tabs off it too."""
    found = crossings(inside, points)
    if len(found) != 2:
        return Seam(tuple(points), (0.0,) * len(points))
    starts = np.cumsum([0.0] + [distance(points[i], points[i + 1]) for i in range(len(points) - 1)])
    (sa, ta, _, _), (sb, tb, _, _) = found
    first = starts[sa] + ta * (starts[sa + 1] - starts[sa])
    last = starts[sb] + tb * (starts[sb + 1] - starts[sb])
    wanted = max(1, round((last - first) / spacing))
    keep_out = np.array([(*d.center, d.radius) for d in discs], dtype=float).reshape(-1, 3)
    placed: dict[int, list[float]] = {}
    side = 1
    for k in range(wanted):
        found = _nearest_tab(points, starts, inside, keep_out, tab, first + (last - first) * (k + 0.5) / wanted,
                             side, placed, toward)
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


def _facing(a: Point, b: Point, toward: Point) -> int:
    """The side (as ``_tab_corners`` takes it) of the segment a-b whose normal points ``toward``."""
    t = sub(b, a)
    return 1 if -t[1] * toward[0] + t[0] * toward[1] > 0 else -1


def _nearest_tab(
    points: Sequence[Point],
    starts: np.ndarray,
    inside: Outline,
    keep_out: np.ndarray,
    tab: Dovetail,
    target: float,
    side: int,
    placed: dict[int, list[float]],
    toward: Point | None = None,
) -> tuple[int, float, int] | None:
    """The place nearest ``target`` (distance along the path) where a tab fits, preferring
    ``side`` (only the side facing ``toward`` when given): (segment, distance along it, side)."""
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
            for s in (side, -side) if toward is None else (_facing(points[segment], points[segment + 1], toward),):
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
        if not segment_clear(edge_starts, edge_ends, margin).all():
            return False
        # measured to the arcs too: a round rim (no discs on it) runs well inside its corners
        point = (float(corner[0]), float(corner[1]))
        if not inside.contains(point) or inside.edge_distance(point) < TAB_EDGE_CLEARANCE:
            return False
    middle = quad.mean(0)
    size = np.hypot(*(quad - middle).T).max()
    near = keep_out[np.hypot(*(keep_out[:, :2] - middle).T) < keep_out[:, 2] + size]
    if not segment_clear(quad, np.roll(quad, -1, axis=0), near).all():
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
