"""Dividing an outline into two parts along a seam.

Pure plane geometry for bed splitting. A piece too big for a laser or CNC bed is cut along
a path that weaves between keep-out discs (``seam_path``). Optional dovetail tabs are set
into the path (``dovetail``). The outline is divided along it here.

Why the path is a polyline of straight segments with filleted tab corners: each part is
then again an ``Outline`` (a polygon with a fillet radius per corner). Its offset is exact,
so kerf compensation stays exact for the new seams. And both parts share the same vertices
and radii along the seam, so a tab and its socket are the same curve.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from boardgen.geometry.landing import fillet_reach, segment_crossing
from boardgen.geometry.outline import Outline
from boardgen.geometry.vec import Point, add, distance, scale, segment_distance, sub

ON_EDGE = 0.1
"""mm a part's edge may stray from the whole outline and still be the outline's: a landing's
chord (``landing``) runs up to 0.025 mm inside its arc, every seam far more."""


@dataclass(frozen=True)
class Seam:
    """A cut path: its points (ends outside the outline) and a fillet radius at each."""

    points: tuple[Point, ...]
    radii: tuple[float, ...]
    tabs: tuple[Point, ...] = ()
    """Middle of each tab, for later cuts to keep clear of."""


def crossings(outline: Outline, points: Sequence[Point]) -> list[tuple[int, float, int, float]]:
    """Where a path crosses the outline's corner polygon: (path segment, fraction along it,
    outline edge, fraction along that), in path order."""
    corners = outline.corners
    n = len(corners)
    found = []
    for s in range(len(points) - 1):
        p, q = points[s], points[s + 1]
        for e in range(n):
            hit = segment_crossing(p, q, corners[e], corners[(e + 1) % n])
            if hit is not None:
                found.append((s, hit[0], e, hit[1]))
    return sorted(found)


def split_outline(outline: Outline, seam: Seam) -> tuple[Outline, Outline] | None:
    """The two parts of an outline either side of a seam that crosses it exactly twice,
    both times on a straight stretch (not on a fillet); None otherwise.

    Corners keep their fillets, the two crossings are sharp, seam vertices keep theirs.
    """
    found = crossings(outline, seam.points)
    corners = outline.corners
    if len(found) != 2:
        return None
    (sa, ta, ea, ua), (sb, tb, eb, ub) = found
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


def _on_straight(outline: Outline, edge: int, u: float) -> bool:
    """Whether the point a fraction ``u`` along edge ``edge`` lies clear of both end fillets."""
    n = len(outline.corners)
    a, b = outline.corners[edge], outline.corners[(edge + 1) % n]
    length = distance(a, b)
    return u * length > fillet_reach(outline, edge) + 0.5 and (1 - u) * length > fillet_reach(outline, (edge + 1) % n) + 0.5


def _lerp(a: Point, b: Point, t: float) -> Point:
    return add(a, scale(sub(b, a), t))


def edges_along(part: Outline, whole: Outline, edges: Sequence[int]) -> tuple[int, ...]:
    """The part's edges that lie along the given edges of the whole piece: a seam the whole
    had stays a seam on each part cut from it."""
    n = len(whole.corners)
    lines = [(whole.corners[i], whole.corners[(i + 1) % n]) for i in edges]
    corners = part.corners
    middles = (((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(corners, corners[1:] + corners[:1]))
    return tuple(i for i, middle in enumerate(middles) if any(segment_distance(middle, a, b) < 1e-6 for a, b in lines))


def seam_edges(part: Outline, whole: Outline) -> tuple[int, ...]:
    """The part's edges that run inside the whole piece: those a seam made."""
    corners = part.corners
    middles = (((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(corners, corners[1:] + corners[:1]))
    return tuple(i for i, middle in enumerate(middles) if whole.edge_distance(middle) > ON_EDGE)
