"""The run-time estimate of each program against an independent simulation of the program as
written: the G-code read back with ``gcode_check.run_program`` (not boardgen's moves), every
move integrated piece by piece under the rules docs/cnc.md states (acceleration, each axis's
rate limit, an arc's turn, GRBL's junction deviation at each corner, a stop at each dwell,
spindle or tool command), written here from those rules rather than from the estimator."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import pytest

from boardgen.job import Made
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.options import parse_all

from tests.support.boards import board, raw_options
from tests.support.gcode_check import Move, run_program

XY_RATE, Z_RATE, ACCEL, DEVIATION, SPIN_UP = 3000.0, 1000.0, 500.0, 0.01, 3.0
"""The defaults of --rapid, --z-rapid, --accel, GRBL's $11 and the spin-up dwell."""


@dataclass(frozen=True)
class Segment:
    length: float
    top: float
    """mm/s: no faster than the feed, any axis's rate or (an arc) the turn allows."""
    accel: float
    enter: tuple[float, float, float]
    """Unit direction where the move starts, and where it ends."""
    leave: tuple[float, float, float]
    rest: bool


def segment(m: Move, rates: tuple[float, float], accel: float) -> Segment:
    dz = m.end[2] - m.start[2]
    if m.centre is None:
        length = math.dist(m.start, m.end)
        unit = tuple((b - a) / length for a, b in zip(m.start, m.end))
        shares = (abs(unit[0]), abs(unit[1]), abs(unit[2]))
        limits = [rates[0] / s for s in shares[:2] if s] + [rates[1] / s for s in shares[2:] if s]
        return Segment(length, min([*limits, math.inf if m.rapid else m.feed]) / 60, accel / max(shares),
                       unit, unit, m.rest)
    cx, cy = m.centre
    radius = math.hypot(m.start[0] - cx, m.start[1] - cy)
    begin = math.atan2(m.start[1] - cy, m.start[0] - cx)
    turned = (math.atan2(m.end[1] - cy, m.end[0] - cx) - begin) * m.turn % (2 * math.pi) or 2 * math.pi
    across = radius * turned
    length = math.hypot(across, dz)

    def tangent(angle: float) -> tuple[float, float, float]:
        return (-math.sin(angle) * m.turn * across / length, math.cos(angle) * m.turn * across / length, dz / length)

    limits = [m.feed, rates[0] * length / across, math.sqrt(accel * radius) * 60]
    if dz:
        limits.append(rates[1] * length / abs(dz))
    return Segment(length, min(limits) / 60, accel, tangent(begin), tangent(begin + m.turn * turned), m.rest)


def corner_speed(before: Segment, after: Segment, accel: float) -> float:
    """GRBL's junction deviation: no limit straight on, a stop turning back."""
    cos_theta = -sum(a * b for a, b in zip(before.leave, after.enter))
    if cos_theta <= -1 + 1e-12:
        return math.inf
    sin_half = math.sqrt(max(0.0, 0.5 * (1 - cos_theta)))
    return math.sqrt(accel * DEVIATION * sin_half / (1 - sin_half))


def simulate(text: str, rates: tuple[float, float] = (XY_RATE, Z_RATE), accel: float = ACCEL) -> tuple[float, float]:
    """Seconds (cutting, rapids) the program's moves take."""
    moves = [m for m in run_program(text) if m.start != m.end or m.centre is not None]
    parts = [segment(m, rates, accel) for m in moves]
    n = len(parts)
    speed = [0.0] * (n + 1)  # at the start of each move, and at the very end
    for i in range(1, n):
        a, b = parts[i - 1], parts[i]
        speed[i] = 0.0 if b.rest else min(a.top, b.top, corner_speed(a, b, accel))
    for i in range(n - 1, -1, -1):  # slow down in time for what comes
        speed[i] = min(speed[i], math.sqrt(speed[i + 1] ** 2 + 2 * parts[i].accel * parts[i].length))
    for i in range(n):  # and speed up no faster than the machine can
        speed[i + 1] = min(speed[i + 1], math.sqrt(speed[i] ** 2 + 2 * parts[i].accel * parts[i].length))
    cutting = rapids = 0.0
    for m, part, v0, v1 in zip(moves, parts, speed, speed[1:]):
        seconds = travel(part, v0, v1)
        if m.rapid:
            rapids += seconds
        else:
            cutting += seconds
    return cutting, rapids


def travel(part: Segment, v0: float, v1: float) -> float:
    """Seconds along one move: the speed at each point is the least of its top, what it can
    reach from ``v0`` and what it can stop to ``v1`` from; between the points where one of these
    hands over to another the acceleration is uniform, so each such piece takes exactly twice
    its length over the sum of its end speeds."""
    a, length = part.accel, part.length

    def v(s: float) -> float:
        return math.sqrt(max(0.0, min(part.top ** 2, v0 ** 2 + 2 * a * s, v1 ** 2 + 2 * a * (length - s))))

    handovers = ((part.top ** 2 - v0 ** 2) / (2 * a), length - (part.top ** 2 - v1 ** 2) / (2 * a),
                 (v1 ** 2 - v0 ** 2 + 2 * a * length) / (4 * a))
    points = sorted({0.0, length, *(s for s in handovers if 0 < s < length)})
    return sum(2 * (e - b) / (v(b) + v(e)) for b, e in zip(points, points[1:]))


def stated(text: str) -> tuple[float, float, float]:
    """The header's run time, cutting and rapids, in seconds."""
    found = re.search(r"estimated run time (\d+) min (\d+) s: cutting (\d+) min (\d+) s, rapids (\d+) min (\d+) s",
                      text)
    return tuple(int(found.group(k)) * 60 + int(found.group(k + 1)) for k in (1, 3, 5))


def programs(made: Made, **raw: object) -> dict[str, str]:
    settings = output_settings(parse_all(OUTPUT_OPTIONS, raw_options(**raw)))
    return {name: data.decode() for name, data in render_files(made.board, ("gcode",), settings).items()}


JOBS = {
    "marbles: pockets and profile": (lambda: board(players=4, piece="marble"), {"cnc": "holes,pockets,profile"}),
    "split on 445x279 with dowels": (lambda: board(players=6, bed="445x279mm", split="dowels"), {}),
    "engraving and all": (lambda: board(players=4), {"cnc": "engrave,holes,pockets,profile"}),
}


def worst_ratio(files: dict[str, str], **machine: float) -> float:
    """The estimate over the simulation, farthest from 1 among the programs; each part of the
    time (cutting, rapids) within 10% too, or a second where it is only seconds long."""
    ratios = []
    for name, text in files.items():
        total, cutting, rapids = stated(text)
        cut, air = simulate(text, **machine)
        assert cutting == pytest.approx(cut, rel=0.1, abs=1.0), name
        assert rapids == pytest.approx(air, rel=0.1, abs=1.0), name
        ratios.append(total / (cut + air + SPIN_UP))
    return max(ratios, key=lambda r: abs(math.log(r)))


@pytest.mark.parametrize("name", [pytest.param(name, marks=pytest.mark.slow) if "split" in name else name
                                  for name in JOBS])
def test_every_programs_estimate_is_within_a_tenth_of_the_simulation(name):
    build, raw = JOBS[name]
    files = programs(build(), **raw)
    assert worst_ratio(files) == pytest.approx(1.0, abs=0.1)


def test_the_estimate_follows_the_machine_options():
    """A slower Z, a gentler acceleration: the drill program's estimate and the simulation both
    grow, and still agree; the estimate without them (every move at full speed, Z at the XY
    rate) is far below either."""
    made = board(players=4)
    default = only_drill(programs(made, cnc="holes"))
    slow = only_drill(programs(made, cnc="holes", z_rapid="400mm", accel="100"))
    assert worst_ratio({"slow": slow}, rates=(XY_RATE, 400.0), accel=100.0) == pytest.approx(1.0, abs=0.1)
    assert stated(slow)[2] > 1.8 * stated(default)[2]
    moves = run_program(default)
    naive = sum(m.length() / (m.feed if not m.rapid else XY_RATE) for m in moves if m.start != m.end) * 60
    assert stated(default)[0] > 1.5 * naive


def only_drill(files: dict[str, str]) -> str:
    (text,) = [text for name, text in files.items() if "-drill-" in name]
    return text


def test_simulation_and_estimate_of_one_straight_move_and_one_corner():
    """The rules by hand: 100 mm at 2400 mm/min (40 mm/s) from rest to rest accelerates for
    0.08 s over 1.6 mm, cruises 96.8 mm in 2.42 s and stops in 0.08 s; a right angle between two
    such moves is taken at sqrt(500 x 0.01 x s / (1 - s)), s = sin 45 degrees: 3.47 mm/s."""
    from boardgen.shop.cam.estimate import Machine, estimate
    from boardgen.shop.cam.toolpath import FEED
    from boardgen.shop.cam.toolpath import ToolMove as Step

    machine = Machine(XY_RATE, Z_RATE, ACCEL)
    line = estimate(((Step(FEED, (100.0, 0.0, 0.0), 2400.0),),), (0.0, 0.0, 0.0), machine, 0.0)
    assert line.cut_seconds == pytest.approx(2.58) and simulate("G1 X100 F2400")[0] == pytest.approx(2.58, rel=1e-3)
    corner = math.sqrt(ACCEL * DEVIATION * math.sin(math.pi / 4) / (1 - math.sin(math.pi / 4)))
    assert corner == pytest.approx(3.47, abs=0.01)
    top = 40.0  # each leg: from rest up to 40 mm/s, cruising, down to the corner's speed (or the reverse)
    leg = top / ACCEL + (top - corner) / ACCEL + (100 - top ** 2 / (2 * ACCEL) - (top ** 2 - corner ** 2) / (2 * ACCEL)) / top
    two = estimate(((Step(FEED, (100.0, 0.0, 0.0), 2400.0), Step(FEED, (100.0, 100.0, 0.0), 2400.0)),),
                   (0.0, 0.0, 0.0), machine, 0.0)
    assert two.cut_seconds == pytest.approx(2 * leg)
    assert simulate("G1 X100 F2400\nY100")[0] == pytest.approx(2 * leg, rel=1e-3)
