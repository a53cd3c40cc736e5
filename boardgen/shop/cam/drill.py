"""Through holes: drilled where the bit is the hole's size, bored by helix where the hole is
wider (up to twice the bit; beyond that one ring would leave a core, so the bit is refused
with the size to use, as is a bit wider than the smallest hole). Holes are visited in a
short order (``geometry.tour``), read nominal (kerf is a laser's business).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from boardgen.board import Hole
from boardgen.shop.cam.jobs import ToolJob
from boardgen.shop.cam.rings import Cutting, bore
from boardgen.shop.cam.toolpath import Peck, Step
from boardgen.shop.drilling import R_PLANE, DrillSettings
from boardgen.errors import ParameterError
from boardgen.geometry.tour import drilling_order, path_length
from boardgen.geometry.vec import Point
from boardgen.writers.sheet import num

SAME_SIZE = 0.01
"""Holes within this of the bit (mm) are drilled, not bored: LinuxCNC refuses arcs of radius
under about 1.3 µm as zero-radius, and no router bores to 10 µm anyway."""


@dataclass(frozen=True)
class Target:
    """One hole as the program cuts it: program coordinates (mm) and bottom (Z, negative)."""

    x: float
    y: float
    diameter: float
    bottom: float


@dataclass(frozen=True)
class Tour:
    targets: tuple[Target, ...]
    """In cutting order."""
    travel: float
    """XY travel from the origin through every hole in that order, mm."""
    naive_travel: float
    """The same in the board's own hole order (the manifest's), for comparison."""


def targets(holes: list[Hole], origin: Point, through: float) -> list[Target]:
    return [Target(round(h.center[0] - origin[0], 4), round(h.center[1] - origin[1], 4), h.diameter,
                   -round(h.depth, 4) if h.depth is not None else through) for h in holes]


def tour(found: list[Target]) -> Tour:
    points = tuple((t.x, t.y) for t in found)
    order = _order(points)
    return Tour(tuple(found[i] for i in order), path_length(points, order, (0.0, 0.0)),
                path_length(points, range(len(points)), (0.0, 0.0)))


@functools.lru_cache(maxsize=16)
def _order(points: tuple[Point, ...]) -> tuple[int, ...]:
    """Cached, as the program and the job's summary line ask for the same order."""
    return drilling_order(points, (0.0, 0.0))


def drill_bit(holes: list[Hole], drill: DrillSettings) -> float:
    """The bit for the through holes, refused unless it drills the smallest and bores the widest."""
    smallest = min(h.diameter for h in holes)
    largest = max(h.diameter for h in holes)
    bit = drill.bit if drill.bit is not None else smallest
    if bit > smallest + SAME_SIZE:
        raise ParameterError("--bit", f"at most {smallest:g} mm, the smallest hole (wider holes are bored)",
                             f"{bit:g} mm")
    if largest > 2 * bit + SAME_SIZE:
        raise ParameterError("--bit", f"at least {largest / 2:g} mm: one boring ring clears holes up to twice "
                             f"the bit, and the widest hole is {largest:g} mm", f"{bit:g} mm")
    return bit


def cutting(drill: DrillSettings, climb: bool) -> Cutting:
    return Cutting(drill.feed, drill.plunge, round(drill.peck, 4), R_PLANE, drill.safe_z, climb)


def drill_job(holes: list[Hole], origin: Point, drill: DrillSettings, climb: bool) -> tuple[ToolJob, Tour]:
    """The through holes' program and the order it visits them in."""
    bit = drill_bit(holes, drill)
    through = -round(drill.stock + drill.breakthrough, 4)
    planned = tour(targets(holes, origin, through))
    how = cutting(drill, climb)
    steps: list[Step] = []
    for t in planned.targets:
        if t.diameter > bit + SAME_SIZE:
            steps += bore((t.x, t.y), (t.diameter - bit) / 2, t.bottom, how)
        else:
            steps.append(Peck(t.x, t.y, t.bottom, R_PLANE, how.peck, drill.plunge))
    sizes = sorted({t.diameter for t in planned.targets})
    facts = [f"{sum(t.diameter == d for t in planned.targets)} holes {num(d)} mm through: "
             + ("bored with helices, needs an end mill," if d > bit + SAME_SIZE else "drilled") + f" to Z{num(through)}"
             for d in sizes]
    facts += [f"pecks of {num(how.peck)} mm from R Z{num(R_PLANE)}, each helix turn at most one peck then a "
              f"retract; plunge F{num(drill.plunge)}, boring feed F{num(drill.feed)} mm/min, helix Z rate at most "
              "the plunge",
              f"travel {planned.travel:.1f} mm in this order, {planned.naive_travel:.1f} mm in the board's order"]
    saved = 1 - planned.travel / planned.naive_travel if planned.naive_travel else 0.0
    summary = (f"{len(planned.targets)} holes, travel {planned.travel:.1f} mm in the planned order, "
               f"{planned.naive_travel:.1f} mm in the board's order ({saved:.0%} less)")
    return ToolJob("drill", bit, "drill bit" if bit >= max(sizes) - SAME_SIZE else "end mill", tuple(steps),
                   tuple(facts), summary, cycles=True), planned
