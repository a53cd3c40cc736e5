"""G-code for CNC routers: the whole job, one program per bit in run order (GRBL has no tool
changer). Each is named ``STEM-N-OPERATIONS-BITmm.nc`` (``-2-pocket-profile-6.35mm`` when one
bit pockets and profiles). Its header tells the operator what to set up. That is the tool,
origin, Z0 on top of the stock, stock size, and the heights the bit moves at. Then depths,
feeds with their chip load, and the estimated run time, cutting and rapids apart. Every program starts from a
modal safety line and safe Z and ends parked with the spindle off. With ``--tool-change m6``
a LinuxCNC machine gets the job as one program instead, bit k of the run order picked as T k. The toolpaths are planned in ``boardgen.shop.cam``; this
module only writes them.
"""

from __future__ import annotations

import textwrap

from boardgen.board import Board
from boardgen.shop.cam.estimate import NOTHING, SPIN_UP
from boardgen.shop.cam.plan import CamPlan, Planned, chip_lines, machine, plan
from boardgen.shop.cam.toolpath import RAPID, ToolMove, low_hops
from boardgen.shop.drilling import R_PLANE
from boardgen.errors import ParameterError
from boardgen.writers.cnc.program import Program
from boardgen.writers.cut.sheet import num
from boardgen.writers.writer import OutputSettings, Writer

SAFETY = "G17 G21 G90 G94 G40 G49 G80"
"""Every program's first block: XY plane, mm, absolute, feed per minute, no cutter radius
compensation, no tool length offset, no canned cycle, whatever the last program left set."""
COMMENT_WIDTH = 72
"""Characters of the design's text per comment line (LinuxCNC reads lines of at most 255)."""
DIALECTS = {
    "grbl": "GRBL 1.1: G0 G1 G2 G3 moves only, pecks written out",
    "linuxcnc": "LinuxCNC: G83 peck cycles, G98 back to the start height",
}


def file_name(board: Board, number: int, planned: Planned) -> str:
    return f"{board.stem}-{number}-{planned.operation}-{num(planned.tool)}mm.nc"


def files(board: Board, settings: OutputSettings) -> dict[str, bytes]:
    p = plan(board, settings.gcode, settings.cam, settings.origin)
    if settings.cam.tool_change == "m6" and settings.gcode.dialect != "linuxcnc":
        raise ParameterError("--tool-change", "files with --gcode-dialect grbl, which has no tool changer; m6 needs "
                             "--gcode-dialect linuxcnc", "m6")
    if not p.programs:
        program = Program(settings.gcode.dialect, (0.0, 0.0, 0.0))
        program.comment(f"boardgen CNC job: {board.title}")
        program.comment("nothing to cut on this sheet with --cnc " + ",".join(settings.cam.operations))
        program.add(SAFETY)
        program.add("M30")
        return {f"{board.stem}.nc": program.encoded()}
    if settings.cam.tool_change == "m6":
        return {f"{board.stem}.nc": _changing_program(board, p, settings)}
    return {file_name(board, k, planned): _program(board, p, k, settings) for k, planned in enumerate(p.programs, 1)}


def _program(board: Board, p: CamPlan, number: int, settings: OutputSettings) -> bytes:
    """One bit's program, for a machine whose operator changes the bit between programs."""
    planned = p.programs[number - 1]
    program = Program(settings.gcode.dialect, (0.0, 0.0, settings.gcode.safe_z))
    _setup(program, board, p, settings, f"file {number} of {len(p.programs)}: {planned.operation}")
    program.comment(f"tool {num(planned.tool)} mm {planned.tool_kind}")
    _job_facts(program, board, p, planned, settings)
    program.add(SAFETY)
    _cut(program, planned, settings)
    program.add("M30")
    return program.encoded()


def _changing_program(board: Board, p: CamPlan, settings: OutputSettings) -> bytes:
    """The whole job in one LinuxCNC program: bit k of the run order is T k, picked with M6 at
    safe Z with the spindle stopped, its length offset applied with G43 before its cuts."""
    program = Program(settings.gcode.dialect, (0.0, 0.0, settings.gcode.safe_z))
    count = len(p.programs)
    _setup(program, board, p, settings, f"one program, {count} tool{'s' * (count > 1)} changed with M6")
    for k, planned in enumerate(p.programs, 1):
        program.comment(f"T{k}: {num(planned.tool)} mm {planned.tool_kind}, {planned.operation}")
        _job_facts(program, board, p, planned, settings)
    total = sum((planned.estimate for planned in p.programs), NOTHING)
    program.comment(f"estimated run time of the whole program {total.text()}: {total.split()}, "
                    f"spin-up {num(total.dwell_seconds)} s; tool changes not counted")
    program.add(SAFETY)
    program.retract(settings.gcode.safe_z)  # for the first change; each bit's cuts end at safe Z
    for k, planned in enumerate(p.programs, 1):
        program.add(f"T{k} M6")
        program.add(f"G43 H{k}")
        _cut(program, planned, settings)
    program.add("M30")
    return program.encoded()


def _setup(program: Program, board: Board, p: CamPlan, settings: OutputSettings, what: str) -> None:
    """The header lines every program starts with: the job, the dialect, the zero, the stock,
    and how the program starts and ends."""
    drill = settings.gcode
    x0, y0, x1, y1 = p.stock
    program.comment(f"boardgen CNC job: {board.title}")
    for line in board.design.lines():
        for part in textwrap.wrap(line, COMMENT_WIDTH, break_on_hyphens=False):
            program.comment(part)
    program.comment(f"{what}. run order: "
                    + ", ".join(f"{k} {j.operation} {num(j.tool)} mm" for k, j in enumerate(p.programs, 1)))
    program.comment(f"dialect {drill.dialect}, {DIALECTS[drill.dialect]}")
    box = "the bed, as the parts are laid out on it" if board.sheet_size else "the board's bounding box"
    program.comment("units mm, absolute. X0 Y0 = " + (
        "lower-left corner" if settings.origin == "lower-left" else "centre") + f" of {box}")
    program.comment(f"Z0 = top of the stock. stock at least {num(round(x1 - x0, 1))} x {num(round(y1 - y0, 1))} mm, "
                    f"{num(round(drill.stock, 2))} mm thick, from X{num(x0)} Y{num(y0)} to X{num(x1)} Y{num(y1)}: "
                    "the cuts and the wood the tabs hold on to")
    park = settings.cam.park
    program.comment(f"starts: {SAFETY}, up to safe Z{num(drill.safe_z)} before any move in X or Y, spindle "
                    f"S{drill.spindle} rpm, {SPIN_UP} s to spin up. ends: safe Z, spindle off, "
                    + (f"parked at X{num(park[0])} Y{num(park[1])}" if park else "left over the last cut"))


def _heights(program: Program, planned: Planned, settings: OutputSettings) -> None:
    """What each of the two heights is for, owning up to every XY rapid below safe Z."""
    safe = settings.gcode.safe_z
    low = sum(low_hops(job.steps, (0.0, 0.0, safe), safe) for job in planned.jobs)
    program.comment(f"safe Z{num(safe)}: every XY rapid" + (" but those below" if low else "")
                    + " - between holes, seats, lines and parts, and to the park; clamps must be lower")
    program.comment(f"R plane Z{num(R_PLANE)}: rapids down stop there and feeding starts; within a hole, seat or "
                    "slot the bit retracts to it between pecks, turns and passes"
                    + (f"; {low} XY rapids at it, each from a part's lead-out back to its lead-in between passes, "
                       "over its own cut" if low else ", never moving in X or Y there"))


def _job_facts(program: Program, board: Board, p: CamPlan, planned: Planned, settings: OutputSettings) -> None:
    for job in planned.jobs:
        for fact in job.facts:
            program.comment(fact)
    _heights(program, planned, settings)
    facts, warnings = chip_lines(planned, settings.gcode, settings.cam)
    for line in (*facts, *warnings):
        program.comment(line)
    e = planned.estimate
    program.comment(f"estimated run time {e.text()}: {e.split()}, spin-up {num(e.dwell_seconds)} s; "
                    f"cut length {e.cut_length:.0f} mm")
    program.comment(f"estimated with {machine(settings.cam).describe()}, junctions as GRBL takes them")


def _cut(program: Program, planned: Planned, settings: OutputSettings) -> None:
    """One bit's cuts. First up to safe Z before anything moves in X or Y. That is written even
    where the bit may be there already: the machine may stand anywhere, or a new tool's length
    was just applied. Then the spindle is started and given time to spin up. The jobs follow one
    after another, each opened by a comment naming it, so an operator sees where one ends. Last,
    back to safe Z, the spindle stopped, then parked."""
    safe = settings.gcode.safe_z
    program.retract(safe)
    program.add(f"M3 S{settings.gcode.spindle}")
    program.add(f"G4 P{SPIN_UP}")
    for job in planned.jobs:
        program.comment(f"{job.operation}: {job.summary}")
        program.steps(job.steps, job.cycles)
    program.move(ToolMove(RAPID, (*program.here[:2], safe)))
    program.add("M5")
    if planned.park is not None:
        program.move(planned.park)


def report(board: Board, settings: OutputSettings) -> str:
    """The summary: each program in run order with what it does and how long it runs."""
    drill = settings.gcode
    p = plan(board, drill, settings.cam, settings.origin)
    if not p.programs:
        return f"G-code ({drill.dialect}) {board.stem}: nothing to cut on this sheet"
    count = len(p.programs)
    changing = settings.cam.tool_change == "m6"
    lines = [f"G-code ({drill.dialect}) {board.stem}: "
             + (f"one program, {board.stem}.nc, changing tools with M6" if changing
                else f"{count} program{'s' * (count > 1)}, one per bit") + ", run in this order:"]
    warnings: dict[str, None] = {}
    for k, planned in enumerate(p.programs, 1):
        e = planned.estimate
        lines.append(f"  {k}. {f'T{k}' if changing else file_name(board, k, planned)}: {planned.tool_kind} "
                     f"{num(planned.tool)} mm, {'; '.join(job.summary for job in planned.jobs)}; about {e.text()} "
                     f"({e.split()}), cut {e.cut_length:.0f} mm")
        warnings.update(dict.fromkeys(chip_lines(planned, drill, settings.cam)[1]))
    total = sum((planned.estimate for planned in p.programs), NOTHING)
    changes = count if changing else count - 1
    what = f"tool change{'s' * (changes > 1)} by M6" if changing else f"bit change{'s' * (changes > 1)}"
    lines.append(f"  total about {total.text()} of machining ({total.split()}), {total.cut_length:.0f} mm cut, "
                 + (f"plus {changes} {what}" if changes else "one bit throughout"))
    return "\n".join([*lines, *(f"  {w}" for w in warnings)])


WRITER = Writer("gcode", "nc", many=files, report=report, sections=("CNC",),
                suffix=r"(-sheet[0-9]+)?(-[0-9]+-[a-z]+(-[a-z]+)*-[0-9.]+mm)?")
