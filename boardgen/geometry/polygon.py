"""Regular polygons and convex clipping: the shapes race-game boards are made of."""

from __future__ import annotations

import math

from boardgen.geometry.frame import Frame
from boardgen.geometry.vec import Point, add, cross, scale, sub, unit


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


def polygon_sides(sides: int, spaces: int, pitch: float) -> tuple[Frame, ...]:
    """A polygon track's sides, ``spaces`` a pitch apart on each, one frame a side: origin the
    side's corner, where its first space sits, ``u`` along the side in the direction of play,
    ``v`` into the board. Pegs and Jokers and the track engine's polygon boards are both laid
    out on these, so their tracks are the same to the last bit."""
    corners = regular_polygon(sides, spaces * pitch)
    frames = []
    for k, corner in enumerate(corners):
        u = unit(sub(corners[(k + 1) % sides], corner))
        frames.append(Frame(corner, u, (u[1], -u[0])))
    return tuple(frames)


def along_sides(frames: tuple[Frame, ...], spaces: int, pitch: float) -> tuple[Point, ...]:
    """The track of ``polygon_sides``: each side's spaces from its corner, in the order of play."""
    return tuple(frame.at(i * pitch, 0.0) for frame in frames for i in range(spaces))


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
