"""G-code for CNC routers: the whole job, one program per tool in run order (GRBL has no tool
changer), each named ``STEM-N-OPERATION-BITmm.nc`` with a header telling the operator what to
set up: the tool, origin, Z0 on top of the stock, stock size, depths, feeds and the estimated
run time. With ``--tool-change m6`` a LinuxCNC machine gets the job as one program instead,
tool k of the run order picked as T k. The toolpaths are planned in ``boardgen.shop.cam``; this
module only writes them.
"""

from __future__ import annotations

import textwrap

from boardgen.board import Board
from boardgen.shop.cam.plan import CamPlan, Planned, plan
from boardgen.shop.cam.estimate import SPIN_UP, Estimate
from boardgen.shop.cam.toolpath import path_extent
from boardgen.errors import ParameterError
from boardgen.writers.gcode_program import Program
from boardgen.writers.sheet import num
from boardgen.writers.writer import OutputSettings, Writer

COMMENT_WIDTH = 72
"""Characters of the design's text per comment line (LinuxCNC reads lines of at most 255)."""
PAST_TOLERANCE = 0.05
"""mm a path may stray past the bed's edge unremarked: less would read 0.0 mm in the tenths the
line gives, and is rounding rather than a cut off the sheet."""
DIALECTS = {
    "grbl": "GRBL 1.1: G0 G1 G2 G3 moves only, pecks written out",
    "linuxcnc": "LinuxCNC: G83 peck cycles, G98 back to the start height",
}


def file_name(board: Board, number: int, planned: Planned) -> str:
    return f"{board.stem}-{number}-{planned.job.operation}-{num(planned.job.tool)}mm.nc"


def files(board: Board, settings: OutputSettings) -> dict[str, bytes]:
    p = plan(board, settings.gcode, settings.cam, settings.origin)
    if settings.cam.tool_change == "m6" and settings.gcode.dialect != "linuxcnc":
        raise ParameterError("--tool-change", "files with --gcode-dialect grbl, which has no tool changer; m6 needs "
                             "--gcode-dialect linuxcnc", "m6")
    if not p.jobs:
        program = Program(settings.gcode.dialect, (0.0, 0.0, 0.0))
        program.comment(f"boardgen CNC job: {board.title}")
        program.comment("nothing to cut on this sheet with --cnc " + ",".join(settings.cam.operations))
        program.add("G21 G90 G17 G94")
        program.add("M30")
        return {f"{board.stem}.nc": program.encoded()}
    if settings.cam.tool_change == "m6":
        return {f"{board.stem}.nc": _changing_program(board, p, settings)}
    return {file_name(board, k, planned): _program(board, p, k, settings) for k, planned in enumerate(p.jobs, 1)}


def _program(board: Board, p: CamPlan, number: int, settings: OutputSettings) -> bytes:
    """One tool's program, for a machine whose operator changes the bit between programs."""
    planned = p.jobs[number - 1]
    program = Program(settings.gcode.dialect, (0.0, 0.0, settings.gcode.safe_z))
    _setup(program, board, p, settings, f"file {number} of {len(p.jobs)}: {planned.job.operation}")
    program.comment(f"tool {num(planned.job.tool)} mm {planned.job.tool_kind}")
    _job_facts(program, planned, settings, _past_the_bed(board, p, planned))
    program.add("G21 G90 G17 G94")
    _cut(program, planned, settings)
    program.add("M30")
    return program.encoded()


def _changing_program(board: Board, p: CamPlan, settings: OutputSettings) -> bytes:
    """The whole job in one LinuxCNC program: tool k of the run order is T k, picked with M6
    and its length offset applied with G43 before its cuts."""
    program = Program(settings.gcode.dialect, (0.0, 0.0, settings.gcode.safe_z))
    _setup(program, board, p, settings, f"one program, {len(p.jobs)} tools changed with M6")
    for k, planned in enumerate(p.jobs, 1):
        program.comment(f"T{k}: {num(planned.job.tool)} mm {planned.job.tool_kind}, {planned.job.operation}")
        _job_facts(program, planned, settings, _past_the_bed(board, p, planned))
    program.add("G21 G90 G17 G94")
    for k, planned in enumerate(p.jobs, 1):
        program.add(f"T{k} M6")
        program.add(f"G43 H{k}")
        _cut(program, planned, settings)
    program.add("M30")
    return program.encoded()


def _setup(program: Program, board: Board, p: CamPlan, settings: OutputSettings, what: str) -> None:
    """The header lines every program starts with: the job, the dialect, the zero and the stock."""
    drill = settings.gcode
    width, height = p.size
    program.comment(f"boardgen CNC job: {board.title}")
    for line in board.design.lines():
        for part in textwrap.wrap(line, COMMENT_WIDTH, break_on_hyphens=False):
            program.comment(part)
    program.comment(f"{what}. run order: "
                    + ", ".join(f"{k} {j.job.operation} {num(j.job.tool)} mm" for k, j in enumerate(p.jobs, 1)))
    program.comment(f"dialect {drill.dialect}, {DIALECTS[drill.dialect]}")
    box = "the bed, as the parts are laid out on it" if board.sheet_size else "the board's bounding box"
    program.comment("units mm, absolute. X0 Y0 = " + (
        "lower-left corner" if settings.origin == "lower-left" else "centre") + f" of {box}")
    program.comment(f"Z0 = top of the stock. stock at least {num(round(width, 1))} x {num(round(height, 1))} mm, "
                    f"{num(round(drill.stock, 2))} mm thick")
    program.comment(f"safe Z{num(drill.safe_z)} between cuts; spindle S{drill.spindle} rpm, {SPIN_UP} s to spin up")


def _job_facts(program: Program, planned: Planned, settings: OutputSettings, past: str) -> None:
    for fact in planned.job.facts:
        program.comment(fact)
    if past:
        program.comment(past)
    program.comment(f"estimated run time {planned.estimate.text()} at rapids of {num(settings.cam.rapid)} mm/min; "
                    f"cut length {planned.estimate.cut_length:.0f} mm")


def _past_the_bed(board: Board, p: CamPlan, planned: Planned) -> str:
    """Where a tool's path leaves the bed sheet, or nothing: round parts that fill the bed, a
    profile bit cutting outside them runs past its edges, and on a bed the size of the machine's
    travel, past the travel."""
    if board.sheet_size is None:
        return ""
    x0, y0, x1, y1 = path_extent(planned.job.steps, (0.0, 0.0, 0.0))
    (ox, oy), (width, height) = p.origin, board.sheet_size
    over = (("left", -(x0 + ox)), ("lower", -(y0 + oy)), ("right", x1 + ox - width), ("upper", y1 + oy - height))
    past = [f"{reach:.1f} mm past its {edge} edge" for edge, reach in over if reach > PAST_TOLERANCE]
    if not past:
        return ""
    return (f"the bit's path leaves the {num(width)} x {num(height)} mm bed: " + ", ".join(past)
            + "; the machine's travel must reach that far, as the parts come that near the edge")


def _cut(program: Program, planned: Planned, settings: OutputSettings) -> None:
    """One tool's cuts, from safe height with the spindle started to safe height with it stopped."""
    safe = f"G0 Z{num(settings.gcode.safe_z)}"
    program.add(safe)
    program.add(f"M3 S{settings.gcode.spindle}")
    program.add(f"G4 P{SPIN_UP}")
    program.steps(planned.job.steps, planned.job.cycles)
    program.add(safe)
    program.add("M5")


def report(board: Board, settings: OutputSettings) -> str:
    """The summary: each file in run order with what it does and how long it runs."""
    drill = settings.gcode
    p = plan(board, drill, settings.cam, settings.origin)
    if not p.jobs:
        return f"G-code ({drill.dialect}) {board.stem}: nothing to cut on this sheet"
    count = len(p.jobs)
    changing = settings.cam.tool_change == "m6"
    lines = [f"G-code ({drill.dialect}) {board.stem}: "
             + (f"one program, {board.stem}.nc, changing tools with M6" if changing
                else f"{count} program{'s' * (count > 1)}, one per tool") + ", run in this order:"]
    for k, planned in enumerate(p.jobs, 1):
        job = planned.job
        lines.append(f"  {k}. {f'T{k}' if changing else file_name(board, k, planned)}: {job.tool_kind} "
                     f"{num(job.tool)} mm, {job.summary}; about {planned.estimate.text()}, "
                     f"cut {planned.estimate.cut_length:.0f} mm")
        past = _past_the_bed(board, p, planned)
        if past:
            lines.append(f"     {past}")
    total = Estimate(*(sum(getattr(j.estimate, f) for j in p.jobs) for f in ("seconds", "cut_length", "rapid_length")))
    lines.append(f"  total about {total.text()} of machining, {total.cut_length:.0f} mm cut, plus "
                 + ("the tool changes" if changing else "a bit change between programs"))
    return "\n".join(lines)


WRITER = Writer("gcode", "nc", many=files, report=report, suffix=r"(-sheet[0-9]+)?(-[0-9]+-[a-z]+-[0-9.]+mm)?")
