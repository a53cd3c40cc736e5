"""Shapes of engraved marks: rings round holes, squares. Pure plane geometry, as closed loops."""

from __future__ import annotations

import math

from boardgen.geometry.vec import Point

RING_SEGMENTS = 48
"""Straight pieces per ring: smooth at engraving sizes, short files."""


UNIT_RING = tuple((math.cos(2 * math.pi * i / RING_SEGMENTS), math.sin(2 * math.pi * i / RING_SEGMENTS))
                  for i in range(RING_SEGMENTS))
"""The ring's directions, worked out once: every ring of every board turns through the same ones."""


def ring(centre: Point, radius: float) -> tuple[Point, ...]:
    x, y = centre
    return tuple((x + radius * c, y + radius * s) for c, s in UNIT_RING)


def square(centre: Point, side: float) -> tuple[Point, ...]:
    """An axis-aligned square, counter-clockwise from its lower-left corner."""
    h = side / 2
    x, y = centre
    return ((x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h))


def ring_gap(pitch: float, hole: float, web: float) -> float:
    """Gap between a hole and the ring marking it: wide enough to see, never nearer the next
    hole (a pitch away) than the web."""
    return min(max(1.0, 0.08 * pitch), pitch - hole - web)
