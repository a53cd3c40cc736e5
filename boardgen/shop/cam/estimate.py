"""Run time of a program from its moves, the way a motion planner such as GRBL's runs them.
Every move is a trapezoid: accelerate, cruise, decelerate. None is faster than its feed or any
axis's rate limit. Each junction between moves is taken no faster than the junction rule allows.
The rules, which ``docs/cnc.md`` states and the tests' independent simulation repeats:

* A straight move's top speed is its feed (a rapid's: unlimited), held so that no axis
  exceeds its rate: ``--rapid`` for X and Y each, ``--z-rapid`` for Z. Its acceleration is
  ``--accel`` for whichever axis moves most, ``accel / max(|ux|, |uy|, |uz|)`` along the path.
* An arc (or helix) has the same rate limits, taken on its X and Y travel together and its
  Z travel, accelerates at ``--accel`` along its path, and runs no faster than
  ``sqrt(accel x radius)``, where the turn alone would take the whole acceleration.
* At a junction, the speed is at most GRBL's junction-deviation speed
  ``sqrt(accel x JUNCTION_DEVIATION x s / (1 - s))``, ``s = sin(theta / 2)``. Theta is the
  angle between the two directions' reversal (straight on: no limit; turning back: a stop). It
  is at most either move's top speed, too. Arcs meet their neighbours along their tangents.
* The machine is at rest at the start and end of each run: before and after a dwell, a
  spindle or tool command (GRBL waits for motion to end before those).

Worked as two passes over the squared junction speeds (each a running minimum, so numpy does
them without a Python loop) and a closed-form trapezoid per move.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import chain
from dataclasses import dataclass

import numpy as np

from boardgen.shop.cam.toolpath import CCW, RAPID, ToolMove, Point3, Step, peck_moves

SPIN_UP = 3
"""Seconds of dwell after starting the spindle, before the first cut."""
JUNCTION_DEVIATION = 0.01
"""mm: GRBL's default $11, how far the path may be thought to stray from a corner taken at speed."""
PER_MINUTE = 60.0
_NO_CENTRE = (0.0, 0.0)


@dataclass(frozen=True)
class Machine:
    """What the estimate knows of the router: rates in mm per minute, acceleration in mm/s^2."""

    rapid: float
    """X and Y, each."""
    z_rapid: float
    accel: float

    def describe(self) -> str:
        return (f"rapids {self.rapid:g} mm/min in X and Y, {self.z_rapid:g} mm/min in Z, acceleration "
                f"{self.accel:g} mm/s^2, junction deviation {JUNCTION_DEVIATION:g} mm")


def clock(seconds: float) -> str:
    minutes, whole = divmod(round(seconds), 60)
    return f"{minutes} min {whole:02d} s"


@dataclass(frozen=True)
class Estimate:
    cut_seconds: float
    """Time at a feed, in or over the stock."""
    air_seconds: float
    """Time on rapids."""
    dwell_seconds: float
    cut_length: float
    """mm the bit travels at a feed, in or over the stock."""
    rapid_length: float

    @property
    def seconds(self) -> float:
        return self.cut_seconds + self.air_seconds + self.dwell_seconds

    def text(self) -> str:
        return clock(self.seconds)

    def split(self) -> str:
        """Where the time goes: cutting and moving through the air."""
        return f"cutting {clock(self.cut_seconds)}, rapids {clock(self.air_seconds)}"

    def __add__(self, other: "Estimate") -> "Estimate":
        return Estimate(*(getattr(self, f) + getattr(other, f) for f in
                          ("cut_seconds", "air_seconds", "dwell_seconds", "cut_length", "rapid_length")))


NOTHING = Estimate(0.0, 0.0, 0.0, 0.0, 0.0)


def estimate(runs: Sequence[Sequence[Step]], start: Point3, machine: Machine, dwell: float) -> Estimate:
    """``runs`` one after another from ``start``, the machine at rest before and after each,
    plus ``dwell`` seconds standing still."""
    total = Estimate(0.0, 0.0, dwell, 0.0, 0.0)
    here = start
    for run in runs:
        table = _table(run, here)
        if len(table):
            here = tuple(table[-1, 3:6])
            total = total + _timed(table, machine)
    return total


def _table(run: Sequence[Step], start: Point3) -> np.ndarray:
    """One row per move that goes somewhere (the writer leaves out the others): start xyz, end
    xyz, code, feed, centre xy. Built column by column: this is the estimate's slowest part."""
    flat: list[ToolMove] = []
    for step in run:
        if step.__class__ is ToolMove:
            flat.append(step)  # type: ignore[arg-type]
        else:
            flat += peck_moves(step, flat[-1].end[2] if flat else start[2])  # type: ignore[arg-type]
    count = len(flat)
    table = np.empty((count + 1, 10))
    table[0, 3:6] = start
    table[1:, 3:6] = np.fromiter(chain.from_iterable([m.end for m in flat]), float, 3 * count).reshape(-1, 3)
    table[1:, 0:3] = table[:-1, 3:6]
    table[1:, 6] = np.fromiter([m.code for m in flat], float, count)
    table[1:, 7] = np.fromiter([m.feed for m in flat], float, count)
    table[1:, 8:10] = np.fromiter(chain.from_iterable([m.centre or _NO_CENTRE for m in flat]), float,
                                  2 * count).reshape(-1, 2)
    table = table[1:]
    return table[(table[:, 6] > 1) | (np.abs(table[:, 3:6] - table[:, 0:3]).max(axis=1) > 1e-9)]


def _timed(t: np.ndarray, machine: Machine) -> Estimate:
    start, end, code, feed, centre = t[:, 0:3], t[:, 3:6], t[:, 6], t[:, 7], t[:, 8:10]
    arc = code > 1
    rapid = code == RAPID
    # lines: direction at both ends; arcs: the tangents where they start and end
    delta = end - start
    radius = np.hypot(*(start[:, :2] - centre).T)
    a0 = np.arctan2(*(start[:, 1::-1] - centre[:, ::-1]).T)
    a1 = np.arctan2(*(end[:, 1::-1] - centre[:, ::-1]).T)
    sense = np.where(code == CCW, 1.0, -1.0)
    sweep = np.mod((a1 - a0) * sense, 2 * math.pi)
    sweep[sweep == 0] = 2 * math.pi
    across = np.where(arc, radius * sweep, np.hypot(delta[:, 0], delta[:, 1]))
    length = np.hypot(across, delta[:, 2])
    line_unit = delta / length[:, None]
    unit_in = np.where(arc[:, None], _tangent(a0, sense, across, delta[:, 2], length), line_unit)
    unit_out = np.where(arc[:, None], _tangent(a0 + sense * sweep, sense, across, delta[:, 2], length), line_unit)
    # top speeds, mm/s: the feed (a rapid has none), then every axis's rate, then an arc's turn
    axis_xy = np.where(arc, across / length, np.maximum(np.abs(line_unit[:, 0]), np.abs(line_unit[:, 1])))
    axis_z = np.abs(delta[:, 2]) / length
    with np.errstate(divide="ignore"):
        top = np.minimum.reduce([np.where(rapid, np.inf, feed), machine.rapid / axis_xy, machine.z_rapid / axis_z])
        top = top / PER_MINUTE
        top = np.where(arc, np.minimum(top, np.sqrt(machine.accel * radius)), top)
    accel = np.where(arc, machine.accel, machine.accel / np.maximum(axis_xy, axis_z))
    # squared speed at each junction: the move before's and after's tops, and the corner's rule
    cap = np.empty(len(t) + 1)
    cap[0] = cap[-1] = 0.0
    cap[1:-1] = np.minimum.reduce([top[:-1] ** 2, top[1:] ** 2, _corner(unit_out[:-1], unit_in[1:], machine.accel)])
    gain = 2 * accel * length
    # backward: never faster than can stop in time; forward: than can be reached in time
    behind = np.concatenate([[0.0], np.cumsum(gain)])
    ahead = behind[-1] - behind
    cap = np.minimum.accumulate((cap - ahead)[::-1])[::-1] + ahead
    cap = np.maximum(np.minimum.accumulate(cap - behind) + behind, 0.0)
    seconds = _trapezoids(np.sqrt(cap[:-1]), np.sqrt(cap[1:]), top, accel, length)
    return Estimate(float(seconds[~rapid].sum()), float(seconds[rapid].sum()), 0.0,
                    float(length[~rapid].sum()), float(length[rapid].sum()))


def _tangent(angle: np.ndarray, sense: np.ndarray, across: np.ndarray, dz: np.ndarray,
             length: np.ndarray) -> np.ndarray:
    """Unit direction of an arc or helix at ``angle`` about its centre."""
    share = across / length
    return np.stack([-np.sin(angle) * sense * share, np.cos(angle) * sense * share, dz / length], axis=1)


def _corner(before: np.ndarray, after: np.ndarray, accel: float) -> np.ndarray:
    """GRBL's junction-deviation speed, squared, between two unit directions."""
    reverse = np.clip(-np.einsum("ij,ij->i", before, after), -1.0, 1.0)
    half = np.sqrt(0.5 * (1.0 - reverse))
    with np.errstate(divide="ignore"):
        return np.where(half > 1 - 1e-12, np.inf, accel * JUNCTION_DEVIATION * half / (1.0 - half))


def _trapezoids(v0: np.ndarray, v1: np.ndarray, top: np.ndarray, accel: np.ndarray,
                length: np.ndarray) -> np.ndarray:
    """Seconds of each move from entry speed ``v0`` to exit speed ``v1``: up to ``top`` and down
    again, or, when the move is too short to reach it, up to the peak and straight down."""
    rising = (top ** 2 - v0 ** 2) / (2 * accel)
    falling = (top ** 2 - v1 ** 2) / (2 * accel)
    cruise = length - rising - falling
    peak = np.sqrt(np.maximum((2 * accel * length + v0 ** 2 + v1 ** 2) / 2, 0.0))
    with np.errstate(invalid="ignore", divide="ignore"):
        reached = (2 * top - v0 - v1) / accel + cruise / top
    return np.where(cruise >= 0, reached, (2 * peak - v0 - v1) / accel)
