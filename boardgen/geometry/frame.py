"""A board-local frame: one seat's side or arm laid out in its own axes.

Race boards repeat one side per seat, turned about the centre. Each game describes a side once
in (across, inward) coordinates and places it through the seat's frame, so the cut files, the
labels and the booklet diagrams all read the same side the same way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from boardgen.geometry.vec import Point, add, dot, rotate, scale


@dataclass(frozen=True)
class Frame:
    """An origin and two unit axes; what they mean (a corner hole, a tip) is the game's to say."""

    origin: Point
    u: Point
    """Unit vector along the side, in the direction of play."""
    v: Point
    """Unit vector into the board."""

    def at(self, s: float, t: float) -> Point:
        """The board point ``s`` along ``u`` and ``t`` along ``v`` from the origin."""
        return add(self.origin, add(scale(self.u, s), scale(self.v, t)))

    def local(self, p: Point) -> tuple[float, float]:
        """A board point in this frame's (s, t): the inverse of ``at`` (the axes are orthonormal)."""
        d = (p[0] - self.origin[0], p[1] - self.origin[1])
        return dot(d, self.u), dot(d, self.v)

    @property
    def reading_angle(self) -> float:
        """Baseline angle of text read by the player seated here (facing inward)."""
        return math.atan2(-self.u[1], -self.u[0])

    def turned(self, angle: float) -> Frame:
        """The frame turned about the board's centre (radians, counter-clockwise)."""
        return Frame(rotate(self.origin, angle), rotate(self.u, angle), rotate(self.v, angle))
