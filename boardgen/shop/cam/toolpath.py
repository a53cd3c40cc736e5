"""Toolpaths as data: the moves of one tool, in program coordinates (mm, Z0 on the stock top),
before any dialect writes them. Shared by the planners, the G-code emitter and the estimator.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from boardgen.geometry.vec import Point

Point3 = tuple[float, float, float]

RAPID, FEED, CW, CCW = 0, 1, 2, 3
"""Motion codes, numbered as G0 to G3."""
PECK_CLEARANCE = 0.254
"""How far above the last peck's depth the bit rapids back down: LinuxCNC's G83 uses 0.010 in."""


@dataclass(frozen=True)
class ToolMove:
    """One motion to ``end``; an arc (``CW``/``CCW``) turns about ``centre`` in XY while Z moves
    evenly, so a full turn with a Z change is a helix. A rapid has no feed."""

    code: int
    end: Point3
    feed: float = 0.0
    centre: Point | None = None


@dataclass(frozen=True)
class Peck:
    """A peck-drilled hole, started with the bit over the stock: LinuxCNC runs it as one G83
    (with G98, back to the height it started from); ``moves`` writes it out the same way for
    dialects without canned cycles."""

    x: float
    y: float
    bottom: float
    r_plane: float
    peck: float
    feed: float


Step = ToolMove | Peck


def peck_moves(p: Peck, start_z: float) -> list[ToolMove]:
    """G83 as LinuxCNC expands it: over the hole, down to R, feed a peck deeper than the last,
    rapid up to R, rapid back to just above the last depth, and finally back to ``start_z``."""
    out = [ToolMove(RAPID, (p.x, p.y, start_z)), ToolMove(RAPID, (p.x, p.y, p.r_plane))]
    depth = p.r_plane - p.peck
    while depth > p.bottom:
        out += [ToolMove(FEED, (p.x, p.y, depth), p.feed), ToolMove(RAPID, (p.x, p.y, p.r_plane)),
                ToolMove(RAPID, (p.x, p.y, depth + PECK_CLEARANCE))]
        depth -= p.peck
    return out + [ToolMove(FEED, (p.x, p.y, p.bottom), p.feed), ToolMove(RAPID, (p.x, p.y, start_z))]


def moves(steps: Iterable[Step], start: Point3) -> Iterator[tuple[Point3, ToolMove]]:
    """Every move with the point it starts from, pecks written out."""
    here = start
    for step in steps:
        for move in peck_moves(step, here[2]) if isinstance(step, Peck) else (step,):
            yield here, move
            here = move.end


def final_point(steps: Iterable[Step], start: Point3) -> Point3:
    """Where the bit is after ``steps`` (a peck ends back at the height it started from)."""
    here = start
    for step in steps:
        here = step.end if isinstance(step, ToolMove) else (step.x, step.y, here[2])
    return here


def low_hops(steps: Iterable[Step], start: Point3, safe_z: float) -> int:
    """How many rapids move in X or Y below ``safe_z``: the header owns up to each."""
    return sum(1 for here, move in moves(steps, start) if move.code == RAPID and here[:2] != move.end[:2]
               and min(here[2], move.end[2]) < safe_z - 1e-9)


def move_length(start: Point3, move: ToolMove) -> float:
    """Path length, arcs (and helices) measured exactly; a full turn when an arc ends where it starts."""
    dz = move.end[2] - start[2]
    if move.centre is None:
        return math.dist(start, move.end)
    _, radius, _, sweep = _arc(start, move)
    return math.hypot(radius * abs(sweep), dz)


def path_extent(steps: Iterable[Step], start: Point3) -> tuple[float, float, float, float]:
    """The box in XY of every point the bit's axis passes, each arc's bulge past its ends included."""
    xs, ys = [start[0]], [start[1]]
    for here, move in moves(steps, start):
        xs.append(move.end[0])
        ys.append(move.end[1])
        if move.centre is not None:
            (cx, cy), radius, a0, sweep = _arc(here, move)
            for quarter in range(4):  # the arc's points due east, north, west and south of its centre
                angle = quarter * math.pi / 2
                if ((angle - a0) if sweep > 0 else (a0 - angle)) % (2 * math.pi) <= abs(sweep):
                    xs.append(cx + radius * math.cos(angle))
                    ys.append(cy + radius * math.sin(angle))
    return min(xs), min(ys), max(xs), max(ys)


def _arc(start: Point3, move: ToolMove) -> tuple[Point, float, float, float]:
    """An arc move's centre, radius, start angle and sweep (positive counter-clockwise); a full
    turn when it ends where it starts."""
    assert move.centre is not None
    cx, cy = move.centre
    radius = math.hypot(start[0] - cx, start[1] - cy)
    a0 = math.atan2(start[1] - cy, start[0] - cx)
    a1 = math.atan2(move.end[1] - cy, move.end[0] - cx)
    sense = 1 if move.code == CCW else -1
    return move.centre, radius, a0, sense * ((a1 - a0) * sense % (2 * math.pi) or 2 * math.pi)
