"""Closed outlines as polygons with a fillet radius at each corner.

This form is chosen because its exact offset is again of the same form: edges move along
their normals and each fillet radius grows (convex corner) or shrinks (concave corner) by
the offset. Kerf compensation is then exact, and every writer can emit true arcs
(DXF bulges, SVG arcs) instead of approximations.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from boardgen.geometry.placement import Placement
from boardgen.geometry.vec import (
    Point,
    add,
    cross,
    distance,
    dot,
    right_normal,
    scale,
    segment_distance,
    sub,
    unit,
)

Vertex = tuple[float, float, float]
"""(x, y, bulge): the bulge belongs to the segment that starts at this point, as in DXF."""


MeasuredEdge = tuple[Point, Point, "tuple[Point, float, float, float] | None", tuple[float, float, float, float]]
"""An edge's ends, its arc geometry (None for a straight edge) and a box holding it."""
SAME_POINT = 1e-9
"""mm within which two of an outline's vertices in a row are one point."""
BOX_SLACK = 1e-9
"""mm by which an edge's box must be beyond the nearest edge found before it is skipped."""


@dataclass(frozen=True)
class Outline:
    corners: tuple[Point, ...]
    radii: tuple[float, ...]

    @staticmethod
    def polygon(corners: list[Point] | tuple[Point, ...], radius: float | list[float] = 0.0) -> "Outline":
        """A closed outline, stored counter-clockwise whatever order the corners came in."""
        pts = tuple((float(x), float(y)) for x, y in corners)
        radii = tuple(float(r) for r in radius) if isinstance(radius, list) else (float(radius),) * len(pts)
        if _signed_area(pts) < 0:
            pts = pts[::-1]
            radii = radii[::-1]
        return Outline(pts, radii)

    def _edges(self, i: int) -> tuple[Point, Point]:
        """Unit directions of the edge arriving at corner i and of the one leaving it."""
        n = len(self.corners)
        here = self.corners[i]
        return unit(sub(here, self.corners[i - 1])), unit(sub(self.corners[(i + 1) % n], here))

    def is_convex_at(self, i: int) -> bool:
        incoming, outgoing = self._edges(i)
        return cross(incoming, outgoing) > 0

    def offset(self, delta: float) -> "Outline":
        """The outline grown outward by ``delta`` (shrunk when negative)."""
        if delta == 0:
            return self
        return self.offset_edges((delta,) * len(self.corners))

    def offset_edges(self, deltas: Sequence[float]) -> "Outline":
        """Each edge (corner i to corner i + 1) moved outward by its own delta. A corner between
        edges moved alike keeps its fillet, grown or shrunk alike; one between edges moved by
        different amounts keeps its radius, so it should be sharp (where a seam meets the edge)."""
        corners: list[Point] = []
        radii: list[float] = []
        for i, here in enumerate(self.corners):
            incoming, outgoing = self._edges(i)
            n1, n2 = right_normal(incoming), right_normal(outgoing)
            d1, d2 = deltas[i - 1], deltas[i]
            if d1 == d2:
                corners.append(add(here, scale(add(n1, n2), d1 / (1.0 + dot(n1, n2)))))
                grow = d1 if self.is_convex_at(i) else -d1
                radii.append(max(self.radii[i] + grow, 0.0))
                continue
            turn = cross(n1, n2)  # the shift s with s.n1 = d1 and s.n2 = d2
            corners.append(add(here, ((d1 * n2[1] - d2 * n1[1]) / turn, (d2 * n1[0] - d1 * n2[0]) / turn)))
            radii.append(self.radii[i])
        return Outline(tuple(corners), tuple(radii))

    def mirrored(self, x: float) -> "Outline":
        """The outline mirrored left to right about the vertical line through ``x``, still
        counter-clockwise (the corners taken in reverse)."""
        return Outline(tuple((2 * x - cx, cy) for cx, cy in self.corners[::-1]), self.radii[::-1])

    def placed(self, placement: Placement) -> "Outline":
        return Outline(tuple(placement.apply(p) for p in self.corners), self.radii)

    def vertices(self) -> tuple[Vertex, ...]:
        return self._vertices

    @functools.cached_property
    def _vertices(self) -> tuple[Vertex, ...]:
        """The outline as a closed polyline with bulges: lines between fillet arcs."""
        out: list[Vertex] = []
        for i, here in enumerate(self.corners):
            radius = self.radii[i]
            if radius <= 0:
                out.append((here[0], here[1], 0.0))
                continue
            incoming, outgoing = self._edges(i)
            turn = math.atan2(cross(incoming, outgoing), dot(incoming, outgoing))
            reach = radius * math.tan(abs(turn) / 2)
            if reach < 1e-9:  # a vanishing fillet (e.g. r - d rounding to 1e-15): an arc with no chord
                out.append((here[0], here[1], 0.0))
                continue
            start = sub(here, scale(incoming, reach))
            end = add(here, scale(outgoing, reach))
            out.append((start[0], start[1], math.tan(turn / 4)))
            out.append((end[0], end[1], 0.0))
        # a sharp corner where a fillet ends or starts (a seam's landing on a round rim) is the
        # fillet's end already: no line of no length
        return tuple(v for k, v in enumerate(out)
                     if v[2] or distance(v[:2], out[(k + 1) % len(out)][:2]) >= SAME_POINT)

    def polyline(self, tolerance: float = 0.05) -> tuple[Point, ...]:
        """A flattened copy whose chords stay within ``tolerance`` of the arcs."""
        points: list[Point] = []
        verts = self.vertices()
        for i, (x, y, bulge) in enumerate(verts):
            nxt = verts[(i + 1) % len(verts)]
            points.extend(arc_points((x, y), (nxt[0], nxt[1]), bulge, tolerance)[:-1])
        return tuple(points)

    @functools.cached_property
    def _fine(self) -> tuple[Point, ...]:
        return self.polyline()

    @functools.cached_property
    def _bands(self) -> tuple[float, float, float, list[list[tuple[Point, Point]]]]:
        """The fine polygon's edges filed by horizontal band of the y they span (lowest and
        highest y, band height, bands), so a point is tested only against edges its height
        can cross."""
        polygon = self._fine
        low = min(p[1] for p in polygon)
        high = max(p[1] for p in polygon)
        count = max(1, int(math.sqrt(len(polygon))))
        height = (high - low) / count or 1.0
        bands: list[list[tuple[Point, Point]]] = [[] for _ in range(count)]
        for i, here in enumerate(polygon):
            before = polygon[i - 1]
            first = min(int((min(here[1], before[1]) - low) // height), count - 1)
            last = min(int((max(here[1], before[1]) - low) // height), count - 1)
            for band in range(first, last + 1):
                bands[band].append((here, before))
        return low, high, height, bands

    def contains(self, point: Point) -> bool:
        """Even-odd ray casting over the fine polygon's edges, only those filed in the point's
        band: every edge its height can cross is there, so the answer is the same as over all."""
        low, high, height, bands = self._bands
        if not low <= point[1] < high:
            return False
        return _inside(point, bands[min(int((point[1] - low) // height), len(bands) - 1)])

    @functools.cached_property
    def _measured_edges(self) -> tuple[MeasuredEdge, ...]:
        """Each edge's ends, box and, for an arc, its ``arc_geometry``, worked out once: the
        verifier measures every hole against every edge. An arc's box is its whole circle's."""
        verts = self._vertices
        edges = []
        for i, (x, y, bulge) in enumerate(verts):
            a = (x, y)
            b = (verts[(i + 1) % len(verts)][0], verts[(i + 1) % len(verts)][1])
            arc = arc_geometry(a, b, bulge) if bulge else None
            if arc:
                (cx, cy), radius = arc[0], arc[1]
                box = (cx - radius, cy - radius, cx + radius, cy + radius)
            else:
                box = (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))
            edges.append((a, b, arc, box))
        return tuple(edges)

    def edge_distance(self, point: Point, beyond: float = math.inf) -> float:
        """Shortest distance from a point to the outline, arcs measured exactly; or, when that
        is not below ``beyond``, some distance not below it either (a caller after the least
        over many points need not measure those that cannot be it).

        An edge whose box is already farther than the nearest edge found, or than ``beyond``
        (by more than rounding), cannot be nearer, so it is not measured; the result is the same."""
        best = beyond
        x, y = point
        for a, b, arc, (x0, y0, x1, y1) in self._measured_edges:
            # the box's gap on each axis by comparisons (a hot loop), each a bound on its own
            across = x0 - x if x < x0 else (x - x1 if x > x1 else 0.0)
            up = y0 - y if y < y0 else (y - y1 if y > y1 else 0.0)
            if across - BOX_SLACK >= best or up - BOX_SLACK >= best or math.hypot(across, up) - BOX_SLACK >= best:
                continue
            best = min(best, _arc_distance(point, a, b, arc) if arc else segment_distance(point, a, b))
        return best

    def bounds(self) -> tuple[float, float, float, float]:
        pts = self._fine
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        return min(xs), min(ys), max(xs), max(ys)


def arc_geometry(a: Point, b: Point, bulge: float) -> tuple[Point, float, float, float]:
    """Centre, radius, start angle and signed sweep of the arc from a to b with that bulge."""
    sweep = 4 * math.atan(bulge)
    chord = distance(a, b)
    radius = chord / (2 * abs(math.sin(sweep / 2)))
    mid = scale(add(a, b), 0.5)
    towards = unit(sub(b, a))
    left = (-towards[1], towards[0])
    sagitta_to_centre = radius * math.cos(sweep / 2) * (1 if bulge > 0 else -1)
    centre = add(mid, scale(left, sagitta_to_centre))
    start = math.atan2(a[1] - centre[1], a[0] - centre[0])
    return centre, radius, start, sweep


def exact_extent(vertices: tuple[Vertex, ...]) -> tuple[float, float, float, float]:
    """The box of a closed run of lines and arcs, arcs measured exactly: their ends, and each
    point due east, north, west or south of the centre that the arc passes."""
    xs, ys = [], []
    for i, (x, y, bulge) in enumerate(vertices):
        xs.append(x)
        ys.append(y)
        if abs(bulge) < 1e-12:
            continue
        nx, ny, _ = vertices[(i + 1) % len(vertices)]
        centre, radius, start, sweep = arc_geometry((x, y), (nx, ny), bulge)
        for quarter in range(4):
            passed = (quarter * math.pi / 2 - start) % (2 * math.pi) if sweep > 0 else \
                (start - quarter * math.pi / 2) % (2 * math.pi)
            if passed < abs(sweep):
                xs.append(centre[0] + radius * math.cos(quarter * math.pi / 2))
                ys.append(centre[1] + radius * math.sin(quarter * math.pi / 2))
    return min(xs), min(ys), max(xs), max(ys)


def arc_points(a: Point, b: Point, bulge: float, tolerance: float = 0.05) -> list[Point]:
    """Points from a to b (both included) following the arc, chords within tolerance."""
    if abs(bulge) < 1e-12:
        return [a, b]
    centre, radius, start, sweep = arc_geometry(a, b, bulge)
    step = 2 * math.acos(max(-1.0, 1 - tolerance / radius)) if radius > tolerance else math.pi / 4
    count = max(2, math.ceil(abs(sweep) / step))
    pts = [
        (centre[0] + radius * math.cos(start + sweep * k / count), centre[1] + radius * math.sin(start + sweep * k / count))
        for k in range(count)
    ]
    return [a, *pts[1:], b]


def _arc_distance(p: Point, a: Point, b: Point, arc: tuple[Point, float, float, float]) -> float:
    centre, radius, start, sweep = arc
    angle = math.atan2(p[1] - centre[1], p[0] - centre[0])
    offset = (angle - start) % (2 * math.pi) if sweep > 0 else (start - angle) % (2 * math.pi)
    if offset <= abs(sweep):
        return abs(distance(p, centre) - radius)
    return min(distance(p, a), distance(p, b))


def _signed_area(points: tuple[Point, ...]) -> float:
    return sum(cross(points[i - 1], points[i]) for i in range(len(points))) / 2


def _inside(point: Point, edges: Iterable[tuple[Point, Point]]) -> bool:
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in edges:
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside
