"""Rigid motions that lay a piece from the assembled board onto the cutting sheet."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from boardgen.geometry.vec import Point, rotate


@dataclass(frozen=True)
class Placement:
    """Rotate about the origin by ``angle`` (radians, counter-clockwise), then shift.

    Only rotations and shifts: a mirror would turn the engraved text and the arcs' sense.
    """

    angle: float = 0.0
    dx: float = 0.0
    dy: float = 0.0

    def apply(self, point: Point) -> Point:
        x, y = rotate(point, self.angle) if self.angle else point
        return (x + self.dx, y + self.dy)

    def apply_all(self, points: Sequence[Point]) -> tuple[Point, ...]:
        """Each point as ``apply`` moves it, in one pass: an engraved board has thousands."""
        dx, dy = self.dx, self.dy
        turned = [rotate(p, self.angle) for p in points] if self.angle else points
        return tuple([(x + dx, y + dy) for x, y in turned])

    @property
    def is_identity(self) -> bool:
        return math.isclose(self.angle, 0.0) and self.dx == 0.0 and self.dy == 0.0


IDENTITY = Placement()
