"""Circular toolpaths: helical entries and full rings, for boring holes and clearing seats.

A helix's feed applies along its whole path, so its Z rate is ``feed * dz / length``. Each
turn's feed is lowered until the bit descends no faster than the plunge feed. A short helix
round a 6 mm dowel would otherwise sink at twice the plunge. Each turn descends at most one
peck and is followed by a retract to the R plane, so chips clear as from a pecked hole.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from boardgen.shop.cam.toolpath import CCW, CW, FEED, PECK_CLEARANCE, RAPID, ToolMove, Step
from boardgen.geometry.vec import Point


@dataclass(frozen=True)
class Cutting:
    """What every circular path needs to know of the machine and the settings."""

    feed: float
    plunge: float
    peck: float
    """Deepest descent per helix turn."""
    r_plane: float
    safe_z: float
    climb: bool

    @property
    def sense(self) -> int:
        """Inside a hole, climb milling with a clockwise spindle runs counter-clockwise."""
        return CCW if self.climb else CW


def helix_feed(radius: float, drop: float, cutting: Cutting) -> float:
    """The feed of one full helix turn dropping ``drop``: the cutting feed, unless that would
    sink the bit faster than the plunge feed (written rounded down, so it stays under)."""
    path = math.hypot(2 * math.pi * radius, drop)
    return min(cutting.feed, cutting.plunge * path / drop) if drop > 0 else cutting.feed


def turn(centre: Point, radius: float, z: float, feed: float, cutting: Cutting) -> ToolMove:
    """One full turn starting and ending at angle 0 (``centre + (radius, 0)``)."""
    return ToolMove(cutting.sense, (centre[0] + radius, centre[1], z), feed, centre)


def helix_down(centre: Point, radius: float, top: float, bottom: float, cutting: Cutting) -> list[Step]:
    """From ``top`` (already cut, the bit at angle 0) down to ``bottom`` in turns of at most one
    peck, retracting to the R plane after each turn and feeding back to where it was."""
    steps: list[Step] = []
    turns = max(1, math.ceil((top - bottom) / cutting.peck - 1e-9))
    x, y = centre[0] + radius, centre[1]
    for k in range(1, turns + 1):
        depth = round(top + (bottom - top) * k / turns, 4)
        drop = (top - bottom) / turns
        steps.append(turn(centre, radius, depth, math.floor(helix_feed(radius, drop, cutting) * 10) / 10, cutting))
        steps += [ToolMove(RAPID, (x, y, cutting.r_plane)), ToolMove(RAPID, (x, y, depth + PECK_CLEARANCE)),
                  ToolMove(FEED, (x, y, depth), cutting.plunge)]
    return steps


def enter(centre: Point, radius: float, cutting: Cutting) -> list[Step]:
    """Over the start of a ring at safe height, down to R, then fed to the stock top."""
    x, y = centre[0] + radius, centre[1]
    return [ToolMove(RAPID, (x, y, cutting.safe_z)), ToolMove(RAPID, (x, y, cutting.r_plane)),
            ToolMove(FEED, (x, y, 0.0), cutting.plunge)]


def leave(centre: Point, bottom: float, cutting: Cutting) -> list[Step]:
    """Back to the centre at the bottom, clear of the wall, then up to safe height."""
    return [ToolMove(FEED, (centre[0], centre[1], bottom), cutting.feed),
            ToolMove(RAPID, (centre[0], centre[1], cutting.safe_z))]


def bore(centre: Point, radius: float, bottom: float, cutting: Cutting) -> list[Step]:
    """A hole one ring wide: helix to the bottom, a flat turn there, out through the centre."""
    return [*enter(centre, radius, cutting), *helix_down(centre, radius, 0.0, bottom, cutting),
            turn(centre, radius, bottom, cutting.feed, cutting), *leave(centre, bottom, cutting)]
