"""Small solid symbols (circle, square, triangle, star...) that tell seats apart by shape, so
colour is never the only cue: each a closed polygon (counter-clockwise) of a given size round a
centre, pure geometry for any writer."""

from __future__ import annotations

import math

from boardgen.geometry.vec import Point

Polygon = tuple[Point, ...]

SHAPES: dict[str, tuple[int, float, float]] = {
    "circle": (48, 1.0, 90.0),
    "square": (4, 1.0, 45.0),
    "triangle": (3, 1.0, 90.0),
    "diamond": (4, 1.0, 90.0),
    "star": (5, 0.45, 90.0),
    "hexagon": (6, 1.0, 0.0),
    "cross": (4, 0.36, 0.0),
    "pentagon": (5, 1.0, 90.0),
    "down-triangle": (3, 1.0, 270.0),
    "four-star": (4, 0.38, 90.0),
    "x": (4, 0.36, 45.0),
    "six-star": (6, 0.55, 90.0),
}
"""Symbol name -> (points, inner radius as a fraction of the outer for a star, 1 for a plain
polygon; the first point's angle in degrees). They come in the order seats take them, the
plainest first, each unlike the ones before it even at a few millimetres."""


def symbol(name: str, centre: Point, size: float) -> Polygon:
    """The symbol ``name`` with its outer points ``size / 2`` from ``centre``; a cross (and an
    x, the cross turned) is a plus sign of square-ended arms, not a star."""
    points, inner, start = SHAPES[name]
    radius = size / 2
    if name in ("cross", "x"):
        return _plus(centre, radius, inner * radius, math.radians(start))
    corners: list[Point] = []
    step = 360.0 / points
    for k in range(points):
        corners.append(_polar(centre, radius, start + k * step))
        if inner < 1.0:
            corners.append(_polar(centre, inner * radius, start + (k + 0.5) * step))
    return tuple(corners)


def _plus(centre: Point, reach: float, half: float, turn: float) -> Polygon:
    """A plus sign turned ``turn`` radians: arms ``reach`` from the centre, ``2 * half`` wide."""
    cx, cy = centre
    c, s = math.cos(turn), math.sin(turn)
    outline = [(reach, -half), (reach, half), (half, half), (half, reach), (-half, reach), (-half, half),
               (-reach, half), (-reach, -half), (-half, -half), (-half, -reach), (half, -reach), (half, -half)]
    return tuple((cx + x * c - y * s, cy + x * s + y * c) for x, y in outline)


def _polar(centre: Point, radius: float, degrees: float) -> Point:
    angle = math.radians(degrees)
    return centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)
