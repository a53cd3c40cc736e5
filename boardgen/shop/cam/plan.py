"""A board's sheet as CNC programs in run order: engrave, drill the through holes, pocket the
seats, profile the parts. Which operations run is ``--cnc``; an operation with nothing to cut
on this sheet is left out, so every program does something. Consecutive operations with the
same bit (pockets and profile with the 1/4 in end mill) share one program, so the machinist
changes bits only where the bit changes.

Each program starts with the bit at safe Z where the last one left it (X0 Y0 for the first)
and ends parked at ``--park``; its run time is estimated from there.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.board import Board, origin_point
from boardgen.layout.cutter import TAB_WOOD
from boardgen.shop.cam.drill import Tour, drill_jobs
from boardgen.shop.cam.engrave import engrave_job
from boardgen.shop.cam.estimate import SPIN_UP, Estimate, Machine, estimate
from boardgen.shop.cam.jobs import ToolJob
from boardgen.shop.cam.pocket import pocket_job
from boardgen.shop.cam.profile import opened, profile_job
from boardgen.shop.cam.settings import WOOD_CHIP_LOAD, CamSettings, chip_load
from boardgen.shop.cam.toolpath import RAPID, ToolMove, Point3, final_point, path_extent
from boardgen.shop.drilling import DrillSettings
from boardgen.geometry.vec import Point
from boardgen.writers.cut.sheet import num


@dataclass(frozen=True)
class Planned:
    """One program: the jobs of one bit, run one after another with no bit change between."""

    jobs: tuple[ToolJob, ...]
    park: ToolMove | None
    """The move to ``--park`` after the spindle stops, or None to stay over the last cut."""
    estimate: Estimate
    """From the program's start, at safe Z where the one before left the bit, to its park."""

    @property
    def operation(self) -> str:
        """What the file name and header call it: 'drill', or 'pocket-profile' for two jobs."""
        return "-".join(j.operation for j in self.jobs)

    @property
    def tool(self) -> float:
        return self.jobs[0].tool

    @property
    def tool_kind(self) -> str:
        return self.jobs[0].tool_kind


@dataclass(frozen=True)
class CamPlan:
    origin: Point
    """The sheet point that is X0 Y0."""
    stock: tuple[float, float, float, float]
    """The least stock (program coordinates, lower-left and upper-right corners) that holds the
    parts and everything the bits cut round them. It keeps ``TAB_WOOD`` beyond the profile's
    channel so its tabs hold. On a bed sheet it runs from the bed's corner; else round the board."""
    programs: tuple[Planned, ...]
    tour: Tour | None
    """The through holes' order, when there are any."""


def plan(board: Board, drill: DrillSettings, cam: CamSettings, zero: str) -> CamPlan:
    """``zero`` is the ``--origin`` of every output file, applied to this sheet's pieces."""
    pieces = board.sheet()
    bounds = Board.extent(pieces)
    origin = origin_point(board.frame(), zero)
    through = [h for p in pieces for h in p.holes if h.depth is None]
    seats = [h for p in pieces for h in p.holes if h.depth is not None]
    jobs: list[ToolJob] = []
    tour = None
    if "engrave" in cam.operations and (engraving := engrave_job(pieces, origin, drill, cam)):
        jobs.append(engraving)
    if "holes" in cam.operations and through:
        drilled = drill_jobs(through, origin, drill, cam.direction == "climb")
        jobs += [job for job, _ in drilled]
        tour = drilled[0][1]
    if "pockets" in cam.operations and seats:
        jobs.append(pocket_job(seats, origin, drill, cam))
    if "profile" in cam.operations:
        jobs.append(profile_job(tuple(opened(p, board.joint_clearance) for p in pieces), origin, drill, cam))
    return CamPlan(origin, _stock(board, bounds, origin, jobs), tuple(_programs(by_bit(jobs), drill, cam)), tour)


def _stock(board: Board, bounds: tuple[float, float, float, float], origin: Point,
           jobs: list[ToolJob]) -> tuple[float, float, float, float]:
    """The parts' box grown by how far the bits cut outside it (the profile's channel and lead
    arcs, measured on its path) and the wood its tabs hold on to; on a bed sheet, from the bed's corner."""
    x0, y0, x1, y1 = (bounds[0] - origin[0], bounds[1] - origin[1], bounds[2] - origin[0], bounds[3] - origin[1])
    for job in jobs:
        if job.operation == "profile":
            px0, py0, px1, py1 = path_extent(job.steps, (0.0, 0.0, 0.0))
            grow = job.tool / 2 + TAB_WOOD
            x0, y0, x1, y1 = min(x0, px0 - grow), min(y0, py0 - grow), max(x1, px1 + grow), max(y1, py1 + grow)
    if board.sheet_size:
        x0, y0 = -origin[0], -origin[1]
    return tuple(round(v, 1) for v in (x0, y0, x1, y1))


def by_bit(jobs: list[ToolJob]) -> list[tuple[ToolJob, ...]]:
    """Runs of consecutive jobs with the same bit (size and kind), in run order."""
    runs: list[list[ToolJob]] = []
    for job in jobs:
        if runs and (runs[-1][-1].tool, runs[-1][-1].tool_kind) == (job.tool, job.tool_kind):
            runs[-1].append(job)
        else:
            runs.append([job])
    return [tuple(run) for run in runs]


def machine(cam: CamSettings) -> Machine:
    return Machine(cam.rapid, cam.z_rapid, cam.accel)


def _programs(groups: list[tuple[ToolJob, ...]], drill: DrillSettings, cam: CamSettings) -> list[Planned]:
    here: Point3 = (0.0, 0.0, drill.safe_z)
    out = []
    for jobs in groups:
        steps = tuple(step for job in jobs for step in job.steps)
        end = final_point(steps, here)
        park = ToolMove(RAPID, (*cam.park, drill.safe_z)) if cam.park is not None else None
        # the cuts run from the dwell to the spindle's stop; the park after it, from rest
        cuts = (*steps, ToolMove(RAPID, (end[0], end[1], drill.safe_z)))
        out.append(Planned(jobs, park, estimate((cuts, (park,) if park else ()), here, machine(cam), SPIN_UP)))
        here = park.end if park else (end[0], end[1], drill.safe_z)
    return out


def chip_lines(planned: Planned, drill: DrillSettings, cam: CamSettings) -> tuple[list[str], list[str]]:
    """The chip load of each feed the program uses, and a warning for a side-cutting feed
    outside the range wood wants. A plunge's chip is taken by the bit's end, so it is given
    for the record, not judged by that range."""
    low, high = WOOD_CHIP_LOAD
    at = f"at S{drill.spindle} with {cam.flutes} flute{'s' * (cam.flutes > 1)}"
    side = chip_load(drill.feed, drill.spindle, cam.flutes)
    cuts = side_cuts(planned, drill)
    facts = [f"chip load a tooth = feed / [rpm x flutes], {at}: "
             + (f"cutting F{num(drill.feed)} {side:.3f} mm, " if cuts else "")
             + f"plunge F{num(drill.plunge)} {chip_load(drill.plunge, drill.spindle, cam.flutes):.3f} mm"]
    if not cuts or low <= side <= high:
        return facts, []
    fix = ("raise --feed, lower --spindle or use fewer --flutes" if side < low
           else "lower --feed, raise --spindle or use more --flutes")
    warning = (f"WARNING: cutting chip load {side:.3f} mm a tooth is {'under' if side < low else 'over'} the "
               f"{low:g}-{high:g} mm wood wants, so the bit {'rubs and burns' if side < low else 'may break or tear'}"
               f": {fix}")
    return facts, [warning]


def side_cuts(planned: Planned, drill: DrillSettings) -> bool:
    """Whether the program cuts sideways at ``--feed`` (not only plunges, as plain drilling does)."""
    return any(isinstance(step, ToolMove) and step.code != RAPID and step.feed == drill.feed
               for job in planned.jobs for step in job.steps)
