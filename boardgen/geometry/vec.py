"""Points as plain tuples: cheap, hashable, and JSON-ready."""

from __future__ import annotations

import math

Point = tuple[float, float]


def add(a: Point, b: Point) -> Point:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Point, b: Point) -> Point:
    return (a[0] - b[0], a[1] - b[1])


def scale(a: Point, k: float) -> Point:
    return (a[0] * k, a[1] * k)


def dot(a: Point, b: Point) -> float:
    return a[0] * b[0] + a[1] * b[1]


def cross(a: Point, b: Point) -> float:
    return a[0] * b[1] - a[1] * b[0]


def length(a: Point) -> float:
    return math.hypot(a[0], a[1])


def distance(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def unit(a: Point) -> Point:
    n = length(a)
    return (a[0] / n, a[1] / n)


def right_normal(direction: Point) -> Point:
    """The normal on the right of a direction: outward for a counter-clockwise polygon."""
    return (direction[1], -direction[0])


def rotate(a: Point, angle: float) -> Point:
    c, s = math.cos(angle), math.sin(angle)
    return (a[0] * c - a[1] * s, a[0] * s + a[1] * c)


def segment_distance(p: Point, a: Point, b: Point) -> float:
    ab = sub(b, a)
    t = dot(sub(p, a), ab) / max(dot(ab, ab), 1e-300)
    t = min(1.0, max(0.0, t))
    return distance(p, add(a, scale(ab, t)))


def bounds(points: list[Point] | tuple[Point, ...]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def bounding_circle(points: list[Point] | tuple[Point, ...]) -> tuple[Point, float]:
    """Centre and radius of a circle around the points' bounding box: a cheap, safe stand-in
    for a label when keeping other things clear of it."""
    x0, y0, x1, y1 = bounds(points)
    return ((x0 + x1) / 2, (y0 + y1) / 2), math.hypot(x1 - x0, y1 - y0) / 2


def nearest_spacing(points: list[Point] | tuple[Point, ...]) -> float:
    """The least distance between two of ``points`` (infinite for fewer than two): a sweep
    along x, each point weighed against those less than the best distance to its left."""
    ordered = sorted(points)
    best = math.inf
    for i, (x, y) in enumerate(ordered):
        j = i - 1
        while j >= 0 and x - ordered[j][0] < best:
            best = min(best, math.dist((x, y), ordered[j]))
            j -= 1
    return best
