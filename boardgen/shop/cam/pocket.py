"""Flat-bottomed round recesses (marble seats) cleared with an end mill smaller than the seat.
At each level (one ``--step-down`` at most) a helix enters on the innermost ring. Then rings
step outward by the stepover, stopping short of the wall by ``FINISH_ALLOWANCE``. At the full
depth one last ring takes the wall to size, so the wall is cut once, lightly and cleanly.
A seat the size of the bit is simply drilled.
"""

from __future__ import annotations

import math

from boardgen.board import Hole
from boardgen.shop.cam.drill import SAME_SIZE, cutting, targets, tour
from boardgen.shop.cam.jobs import ToolJob
from boardgen.shop.cam.rings import Cutting, enter, helix_down, leave, turn
from boardgen.shop.cam.settings import CamSettings, flutes_reach
from boardgen.shop.cam.toolpath import FEED, ToolMove, Peck, Step
from boardgen.shop.drilling import R_PLANE, DrillSettings
from boardgen.errors import ParameterError
from boardgen.geometry.vec import Point
from boardgen.writers.cut.sheet import num

FINISH_ALLOWANCE = 0.25
"""mm of wall left by the roughing rings for the finishing ring."""

def ring_radii(wall: float, bit: float, stepover: float) -> list[float]:
    """Radii of the bit's axis for the roughing rings, inside out: the first close enough to
    the centre (half the bit's radius) to clear it, then no more than ``stepover`` apart."""
    outer = wall - FINISH_ALLOWANCE
    first = min(outer, bit / 4)
    if outer <= 0:
        return [wall]
    gaps = math.ceil((outer - first) / stepover - 1e-9)
    return [first + (outer - first) * k / gaps for k in range(gaps + 1)] if gaps else [first]

def seat(centre: Point, wall: float, bottom: float, cam: CamSettings, how: Cutting) -> list[Step]:
    """One seat: ``wall`` is the radius of the bit's axis on the finishing ring."""
    radii = ring_radii(wall, cam.pocket_bit, cam.pocket_bit * cam.stepover / 100)
    levels = math.ceil(-bottom / cam.step_down - 1e-9)
    steps: list[Step] = [*enter(centre, radii[0], how)]
    top = 0.0
    for k in range(1, levels + 1):
        depth = round(bottom * k / levels, 4)
        if k > 1:
            steps.append(ToolMove(FEED, (centre[0] + radii[0], centre[1], top), how.feed))
        steps += [*helix_down(centre, radii[0], top, depth, how), turn(centre, radii[0], depth, how.feed, how)]
        for radius in radii[1:]:
            steps += [ToolMove(FEED, (centre[0] + radius, centre[1], depth), how.feed),
                      turn(centre, radius, depth, how.feed, how)]
        top = depth
    steps += [ToolMove(FEED, (centre[0] + wall, centre[1], bottom), how.feed), turn(centre, wall, bottom, how.feed, how)]
    return [*steps, *leave(centre, bottom, how)]

def pocket_job(holes: list[Hole], origin: Point, drill: DrillSettings, cam: CamSettings) -> ToolJob:
    bit = cam.pocket_bit
    smallest = min(h.diameter for h in holes)
    if bit > smallest + SAME_SIZE:
        raise ParameterError("--pocket-bit", f"at most {smallest:g} mm, the smallest seat", f"{bit:g} mm")
    deepest = max(h.depth or 0.0 for h in holes)
    if deepest >= drill.stock:
        raise ParameterError("--stock", f"thicker than the {deepest:g} mm deep seats", f"{drill.stock:g} mm")
    flutes_reach(bit, deepest, cam, "--pocket-bit", "clear the seats")
    how = cutting(drill, cam.direction == "climb")
    how = Cutting(how.feed, how.plunge, min(how.peck, cam.step_down), how.r_plane, how.safe_z, how.climb)
    steps: list[Step] = []
    planned = tour(targets(holes, origin, 0.0))
    for t in planned.targets:
        wall = (t.diameter - bit) / 2
        if wall <= SAME_SIZE:
            steps.append(Peck(t.x, t.y, t.bottom, R_PLANE, how.peck, drill.plunge))
        else:
            steps += seat((t.x, t.y), wall, t.bottom, cam, how)
    groups = sorted({(t.diameter, t.bottom) for t in planned.targets})
    facts = [f"{sum((t.diameter, t.bottom) == g for t in planned.targets)} seats {num(g[0])} mm to Z{num(g[1])}: "
             "spiral rings, finishing ring at the wall" for g in groups]
    facts.append(f"levels of at most {num(cam.step_down)} mm, rings {cam.stepover}% of the bit apart, "
                 f"{num(FINISH_ALLOWANCE)} mm left for the finishing ring; "
                 f"{'climb' if how.climb else 'conventional'}, feed F{num(drill.feed)}, plunge F{num(drill.plunge)}")
    return ToolJob("pocket", bit, "end mill", tuple(steps), tuple(facts), f"{len(planned.targets)} seats")
