"""Regular polygons and convex clipping: the shapes race-game boards are made of."""

from __future__ import annotations

import math

from boardgen.geometry.vec import Point, add, cross, scale, sub


def regular_polygon(sides: int, side_length: float) -> tuple[Point, ...]:
    """Corners of a regular polygon centred on the origin, listed clockwise, with the side
    from corner 0 to corner 1 horizontal at the bottom (corner 0 on the right).

    Clockwise, because play runs clockwise seen from above and corner k starts side k.
    """
    radius = side_length / (2 * math.sin(math.pi / sides))
    first = -math.pi / 2 + math.pi / sides
    return tuple(
        (radius * math.cos(first - 2 * math.pi * k / sides), radius * math.sin(first - 2 * math.pi * k / sides))
        for k in range(sides)
    )


def clip_half_plane(polygon: list[Point], point: Point, direction: Point) -> list[Point]:
    """The part of a polygon on the left of the line through ``point`` along ``direction``."""

    def side(p: Point) -> float:
        return cross(direction, sub(p, point))

    out: list[Point] = []
    for i, here in enumerate(polygon):
        prev = polygon[i - 1]
        s_prev, s_here = side(prev), side(here)
        if (s_prev >= 0) != (s_here >= 0):
            t = s_prev / (s_prev - s_here)
            out.append(add(prev, scale(sub(here, prev), t)))
        if s_here >= 0:
            out.append(here)
    return out
