"""Shapes of engraved marks: rings round holes, squares, arrows. Pure plane geometry, as closed loops."""

from __future__ import annotations

import math

from boardgen.geometry.vec import Point, add, distance, right_normal, rotate, scale, sub, unit

RING_SEGMENTS = 48
"""Straight pieces per ring: smooth at engraving sizes, short files."""


UNIT_RING = tuple((math.cos(2 * math.pi * i / RING_SEGMENTS), math.sin(2 * math.pi * i / RING_SEGMENTS))
                  for i in range(RING_SEGMENTS))
"""The ring's directions, worked out once: every ring of every board turns through the same ones."""


def ring(centre: Point, radius: float) -> tuple[Point, ...]:
    x, y = centre
    return tuple((x + radius * c, y + radius * s) for c, s in UNIT_RING)


RING_BAND = 0.6
"""mm across an engraved ring's band: about a laser's line or a V-bit's groove at engraving
depth, and wide enough for a print's nozzle to leave open."""


def annulus(centre: Point, radius: float, band: float = RING_BAND) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
    """A ring ``band`` wide about a circle of ``radius``, as an outline and its counter wound
    the other way: filled (a laser's fill, a solid's groove) it is a ring, not a disc."""
    return ring(centre, radius + band / 2), ring(centre, radius - band / 2)[::-1]


def square(centre: Point, side: float) -> tuple[Point, ...]:
    """An axis-aligned square, counter-clockwise from its lower-left corner."""
    h = side / 2
    x, y = centre
    return ((x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h))


def turned_square(centre: Point, side: float, angle: float) -> tuple[Point, ...]:
    """A square of ``side`` about ``centre`` turned ``angle`` radians, counter-clockwise, its
    edges filled in with points ``ARROW_STEP`` apart (the checks measure a shape by its points)."""
    corners = tuple(add(centre, rotate(sub(p, centre), angle)) for p in square(centre, side))
    return _filled_in(corners, ARROW_STEP)


def ring_gap(pitch: float, hole: float, web: float) -> float:
    """Gap between a hole and the ring marking it: wide enough to see, never nearer the next
    hole (a pitch away) than the web."""
    return min(max(1.0, 0.08 * pitch), pitch - hole - web)


ARROW_STEP = 1.0
"""mm at most between an arrow outline's points: the verifier and the concentric nesting
measure a shape by its points, so a long straight edge must not hide a hole beside it."""
SHAFT_SHARE = 0.22
"""An arrow's shaft width as a share of its head's."""
HEAD_SHARE = 0.8
"""An arrow's head length as a share of its width: a head that reads as a point, not a wedge."""


def arrow(tail: Point, tip: Point, width: float) -> tuple[Point, ...]:
    """A block arrow from ``tail`` to ``tip`` whose head is ``width`` across, as one closed loop
    counter-clockwise, its straight edges filled in with points ``ARROW_STEP`` apart. The head
    takes at most half the arrow's length."""
    along = unit(sub(tip, tail))
    left = scale(right_normal(along), -1.0)
    head = min(HEAD_SHARE * width, distance(tail, tip) / 2)
    neck = add(tip, scale(along, -head))

    def side(base: Point, half: float) -> Point:
        return add(base, scale(left, half))

    shaft = SHAFT_SHARE * width / 2
    corners = (side(tail, -shaft), side(neck, -shaft), side(neck, -width / 2), tip,
               side(neck, width / 2), side(neck, shaft), side(tail, shaft))
    return _filled_in(corners, ARROW_STEP)


def _filled_in(corners: tuple[Point, ...], step: float) -> tuple[Point, ...]:
    """The closed polygon ``corners`` with points added along each edge, at most ``step`` apart."""
    out: list[Point] = []
    for a, b in zip(corners, corners[1:] + corners[:1]):
        count = max(1, math.ceil(distance(a, b) / step))
        out.extend(add(a, scale(sub(b, a), k / count)) for k in range(count))
    return tuple(out)
