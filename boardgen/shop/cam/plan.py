"""A board's sheet as CNC jobs, one per tool, in run order: engrave, drill the through
holes, pocket the seats, profile the parts. Which operations run is ``--cnc``; an operation
with nothing to cut on this sheet is left out, so every file does something.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.board import Board, origin_point
from boardgen.shop.cam.drill import Tour, drill_jobs
from boardgen.shop.cam.engrave import engrave_job
from boardgen.shop.cam.estimate import Estimate, estimate
from boardgen.shop.cam.jobs import ToolJob
from boardgen.shop.cam.pocket import pocket_job
from boardgen.shop.cam.profile import opened, profile_job
from boardgen.shop.cam.settings import CamSettings
from boardgen.shop.drilling import DrillSettings
from boardgen.geometry.vec import Point


@dataclass(frozen=True)
class Planned:
    job: ToolJob
    estimate: Estimate


@dataclass(frozen=True)
class CamPlan:
    origin: Point
    """The sheet point that is X0 Y0."""
    size: tuple[float, float]
    """The least stock that holds the parts: on a bed sheet, whose corner is the stock's, out
    to the parts' far corner (they sit off the sheet's lower and left edges); else the board's
    bounding box."""
    jobs: tuple[Planned, ...]
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
    start = (0.0, 0.0, drill.safe_z)
    least = (bounds[2], bounds[3]) if board.sheet_size else (bounds[2] - bounds[0], bounds[3] - bounds[1])
    return CamPlan(origin, least,
                   tuple(Planned(j, estimate(j.steps, start, cam.rapid)) for j in jobs), tour)
