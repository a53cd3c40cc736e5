"""G-code drilling programs for CNC routers, in two dialects (see ../shared/reference/SHOP.md).

* ``grbl``: GRBL 1.1, what most hobby routers run. It has no canned cycles and no tool
  change, so every peck is written out as G0/G1 moves, exactly as LinuxCNC expands G83:
  feed one peck deeper than the last, rapid up to the R plane, rapid back down to
  ``PECK_CLEARANCE`` above the last depth. Both dialects therefore cut the same moves.
* ``linuxcnc``: one ``G83`` peck cycle per hole, ``G98`` so the bit returns to the safe
  height between holes (clamps stay clear), ``G80`` to end the cycles.

The whole program runs with one bit, so neither dialect needs a tool change: a hole the size
of the bit is drilled; a wider one (a dowel hole beside tee holes, every size of a fit-test
coupon but the smallest) is bored with a G3 helix whose circle puts the bit's edge on the
hole's edge, descending one peck per turn, then one flat turn at the bottom. One ring bores
cleanly up to twice the bit's size; beyond that it would leave a core, so such a bit is
refused with the size to use, as is a bit wider than the smallest hole.

Holes are read nominal (kerf is a laser's business) from the cutting layout, one program per
bed sheet, and drilled in a short order (``geometry.tour``); the header says what the
operator must set up: origin, Z0 on top of the stock, stock size, bit, depths and feeds.
"""

from __future__ import annotations

import functools
import math
import textwrap
from collections import Counter
from dataclasses import dataclass

from boardgen.board import Board, Hole
from boardgen.drilling import R_PLANE, DrillSettings
from boardgen.errors import ParameterError
from boardgen.geometry.tour import drilling_order, path_length
from boardgen.geometry.vec import Point
from boardgen.writers.registry import OutputSettings, Writer
from boardgen.writers.sheet import num

PECK_CLEARANCE = 0.254
"""How far above the last peck's depth the bit rapids back down: LinuxCNC's G83 uses 0.010 in."""
SPIN_UP = 3
"""Seconds of dwell after starting the spindle, before the first cut."""
COMMENT_WIDTH = 72
"""Characters of the design's text per comment line."""
SAME_SIZE = 0.01
"""Holes within this of the bit (mm) are drilled, not bored: LinuxCNC refuses arcs of radius
under about 1.3 µm as zero-radius, and no router bores to 10 µm anyway."""


@dataclass(frozen=True)
class Target:
    """One hole as the program drills it: program coordinates (mm) and bottom (Z, negative)."""

    x: float
    y: float
    diameter: float
    bottom: float
    bored: bool


@dataclass(frozen=True)
class Plan:
    """Everything a program needs, worked out and checked before a line is written."""

    settings: DrillSettings
    bit: float
    size: tuple[float, float]
    """Width and height of the board's bounding box: the least stock that holds it."""
    peck: float
    """Rounded as the program prints it, so the pecks written out for GRBL are the ones
    LinuxCNC computes from the printed Q word."""
    through: float
    """Bottom of a through hole: below the stock by the breakthrough."""
    targets: tuple[Target, ...]
    """In drilling order."""
    travel: float
    """XY travel from the origin through every hole in drilling order, mm."""
    naive_travel: float
    """The same in the board's own hole order (the manifest's), for comparison."""


def plan(board: Board, drill: DrillSettings) -> Plan:
    """The holes of ``board``'s cutting layout in program coordinates and drilling order."""
    pieces = board.sheet()
    holes = [h for piece in pieces for h in piece.holes]
    x0, y0, x1, y1 = Board.extent(pieces)
    ox, oy = (x0, y0) if drill.origin == "lower-left" else ((x0 + x1) / 2, (y0 + y1) / 2)
    bit = drill.bit if drill.bit is not None else min((h.diameter for h in holes), default=0.0)
    if holes:
        _check(holes, bit, drill)
    through = -round(drill.stock + drill.breakthrough, 4)
    targets = [
        Target(round(h.center[0] - ox, 4), round(h.center[1] - oy, 4), h.diameter,
               -round(h.depth, 4) if h.depth is not None else through, h.diameter > bit + SAME_SIZE)
        for h in holes
    ]
    points = tuple((t.x, t.y) for t in targets)
    order = _order(points)
    return Plan(
        settings=drill,
        bit=bit,
        size=(x1 - x0, y1 - y0),
        peck=round(drill.peck, 4),
        through=through,
        targets=tuple(targets[i] for i in order),
        travel=path_length(points, order, (0.0, 0.0)),
        naive_travel=path_length(points, range(len(points)), (0.0, 0.0)),
    )


def _check(holes: list[Hole], bit: float, drill: DrillSettings) -> None:
    smallest = min(h.diameter for h in holes)
    largest = max(h.diameter for h in holes)
    if bit > smallest + SAME_SIZE:
        raise ParameterError("--bit", f"at most {smallest:g} mm, the smallest hole (wider holes are bored)",
                             f"{bit:g} mm")
    if largest > 2 * bit + SAME_SIZE:
        raise ParameterError("--bit", f"at least {largest / 2:g} mm: one boring ring clears holes up to twice "
                             f"the bit, and the widest hole is {largest:g} mm", f"{bit:g} mm")
    seats = [h.depth for h in holes if h.depth is not None]
    if seats and max(seats) >= drill.stock:
        raise ParameterError("--stock", f"thicker than the {max(seats):g} mm deep seats", f"{drill.stock:g} mm")


@functools.lru_cache(maxsize=16)
def _order(points: tuple[Point, ...]) -> tuple[int, ...]:
    """Cached, as the program and the job's summary line ask for the same order."""
    return drilling_order(points, (0.0, 0.0))


class _Program:
    """Lines of G-code, writing the feed word only when the feed changes (F is modal)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self._feed: float | None = None

    def add(self, line: str, feed: float | None = None) -> None:
        if feed is not None and feed != self._feed:
            self._feed = feed
            line += f" F{num(feed)}"
        self.lines.append(line)

    def comment(self, text: str) -> None:
        """A parenthesised comment: ASCII, and no parentheses inside, which neither dialect nests."""
        clean = text.encode("ascii", "replace").decode().replace("(", "[").replace(")", "]")
        self.lines.append(f"({clean})")

    def encoded(self) -> bytes:
        return ("\n".join(self.lines) + "\n").encode("ascii")


def render(board: Board, settings: OutputSettings) -> bytes:
    drill = settings.gcode
    p = plan(board, drill)
    program = _Program()
    if not p.targets:  # a bed sheet can hold only parts of the margin
        program.comment(f"boardgen drilling program: {board.title}")
        _design(program, board)
        program.comment("no holes on this sheet: nothing to drill")
        program.add("G21 G90 G17 G94")
        program.add("M30")
        return program.encoded()
    _header(program, board, p)
    safe = num(drill.safe_z)
    program.add("G21 G90 G17 G94")
    program.add(f"G0 Z{safe}")
    program.add(f"M3 S{drill.spindle}")
    program.add(f"G4 P{SPIN_UP}")
    cycles = False
    for target in p.targets:
        if target.bored:
            if cycles:
                program.add("G80")
                cycles = False
            _bore(program, target, p)
        elif drill.dialect == "linuxcnc":
            if not cycles:
                program.add("G98")
                cycles = True
            program.add(f"G83 X{num(target.x)} Y{num(target.y)} Z{num(target.bottom)} R{num(R_PLANE)} "
                        f"Q{num(p.peck)}", drill.plunge)
        else:
            _pecks(program, target, p)
    if cycles:
        program.add("G80")
    program.add(f"G0 Z{safe}")
    program.add("M5")
    program.add("M30")
    return program.encoded()


def _header(program: _Program, board: Board, p: Plan) -> None:
    drill = p.settings
    width, height = p.size
    dialects = {
        "grbl": "GRBL 1.1: G0 G1 G3 moves only, pecks written out",
        "linuxcnc": "LinuxCNC: G83 peck cycles, G98 back to safe Z",
    }
    program.comment(f"boardgen drilling program: {board.title}")
    _design(program, board)
    program.comment(f"dialect {drill.dialect}, {dialects[drill.dialect]}")
    program.comment("units mm, absolute. X0 Y0 = " + (
        "lower-left corner of the board's bounding box" if drill.origin == "lower-left"
        else "centre of the board's bounding box"))
    program.comment(f"Z0 = top of the stock. stock at least {num(round(width, 1))} x {num(round(height, 1))} mm, "
                    f"{num(round(drill.stock, 2))} mm thick")
    program.comment(f"bit {num(p.bit)} mm for the whole program: no bit change")
    groups = Counter((t.diameter, t.bottom, t.bored) for t in p.targets)
    for (diameter, bottom, bored), count in sorted(groups.items()):
        how = "bored with G3 helices, needs an end mill," if bored else "drilled"
        what = "through" if bottom == p.through else "seats"
        program.comment(f"{count} hole{'s' if count > 1 else ''} {num(diameter)} mm {what}: {how} to Z{num(bottom)}")
    program.comment(f"pecks of {num(p.peck)} mm from R Z{num(R_PLANE)}; plunge F{num(drill.plunge)}, "
                    f"boring feed F{num(drill.feed)} mm/min")
    program.comment(f"safe Z{num(drill.safe_z)} between holes; spindle S{drill.spindle} rpm, "
                    f"{SPIN_UP} s to spin up")
    program.comment(f"travel {p.travel:.1f} mm in this order, {p.naive_travel:.1f} mm in the board's order")


def _design(program: _Program, board: Board) -> None:
    """The design's command line and parameters, wrapped to short comment lines (LinuxCNC
    reads lines of at most 255 characters)."""
    for line in board.design.lines():
        for part in textwrap.wrap(line, COMMENT_WIDTH, break_on_hyphens=False):
            program.comment(part)


def _pecks(program: _Program, target: Target, p: Plan) -> None:
    """A peck-drilled hole as LinuxCNC runs G83 with G98, written out for GRBL."""
    drill = p.settings
    program.add(f"G0 X{num(target.x)} Y{num(target.y)}")
    program.add(f"G0 Z{num(R_PLANE)}")
    depth = R_PLANE - p.peck
    while depth > target.bottom:
        program.add(f"G1 Z{num(depth)}", drill.plunge)
        program.add(f"G0 Z{num(R_PLANE)}")
        program.add(f"G0 Z{num(depth + PECK_CLEARANCE)}")
        depth -= p.peck
    program.add(f"G1 Z{num(target.bottom)}", drill.plunge)
    program.add(f"G0 Z{num(drill.safe_z)}")


def _bore(program: _Program, target: Target, p: Plan) -> None:
    """A hole wider than the bit: a G3 (climb) helix from the stock top, one peck deep per
    turn at most, a flat turn at the bottom, then back to the centre before lifting."""
    drill = p.settings
    ring = (target.diameter - p.bit) / 2
    start = f"X{num(target.x + ring)} Y{num(target.y)}"
    turn = f"G3 {start} I{num(-ring)} J0"
    program.add(f"G0 {start}")
    program.add(f"G0 Z{num(R_PLANE)}")
    program.add("G1 Z0", drill.plunge)
    turns = math.ceil(-target.bottom / p.peck - 1e-9)
    for k in range(1, turns + 1):
        program.add(f"{turn} Z{num(target.bottom * k / turns)}", drill.feed)
    program.add(turn)
    program.add(f"G1 X{num(target.x)} Y{num(target.y)}")
    program.add(f"G0 Z{num(drill.safe_z)}")


def report(board: Board, settings: OutputSettings) -> str:
    """The summary line: how far the planned order travels beside the board's own order."""
    p = plan(board, settings.gcode)
    if not p.targets:
        return f"G-code ({p.settings.dialect}) {board.stem}: no holes on this sheet"
    saved = 1 - p.travel / p.naive_travel if p.naive_travel else 0.0
    return (f"G-code ({p.settings.dialect}) {board.stem}: {len(p.targets)} holes, travel {p.travel:.1f} mm "
            f"in the planned order, {p.naive_travel:.1f} mm in the board's order ({saved:.0%} less)")


WRITER = Writer("gcode", "nc", render, report=report)
