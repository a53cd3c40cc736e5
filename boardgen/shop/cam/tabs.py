"""Where a part's holding tabs go on its profile path.

A tab only holds where it joins the part to wood that stays, and it leaves a nub to sand off,
so tabs go on the part's outer straight edges (or edges as gently curved as a round board's):
not on a seam (a nub there would keep a joint
from closing), never on a fillet or near a corner (hard to sand, easy to tear), never where the
lead arcs join the path. They are spread along the path as evenly as those places allow, one
per ``--tab-spacing`` of path and at least three a part, or ``--tabs`` of them. A part with too
little outer edge for them (the middle part of a split board has none) takes them on the
straight runs of its seams too, and the header says which, so their nubs are sanded flush
before the joint is closed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import shapely
from shapely.geometry import LineString, MultiLineString

from boardgen.errors import ParameterError
from boardgen.geometry.vec import Point

MIN_TABS = 3
"""Fewer tabs let a part tip or spin as the last pass frees it."""
LEAST_TABS = 2
"""What a part too small for ``MIN_TABS`` gets when the count is not given: a small part is light,
and two tabs across it still hold it flat; fewer is refused."""
CORNER_ROOM = 1.0
"""mm of straight path kept between a tab's gap and the end of the straight run (where the path
turns round a corner or along a fillet); the gap itself is the tab's width and the bit's."""
GENTLE_RADIUS = 100.0
"""mm: a curve at least this wide (a round board's edge) takes tabs as a straight edge does; a
fillet or a dovetail's rounding, far tighter, never does."""
BEND_WINDOW = 5.0
"""mm of path either side of a point over which its bend is measured."""
PHASES = 32
"""Shifts of the evenly spaced targets tried, in parts of their spacing."""
Span = tuple[float, float]


def tab_count(length: float, tabs: int | None, spacing: float) -> int:
    """``tabs`` if given, else one per ``spacing`` of path, at least ``MIN_TABS``."""
    return tabs if tabs is not None else max(MIN_TABS, math.ceil(length / spacing - 1e-9))


def seam_lines(corners: Sequence[Point], joint_edges: Sequence[int]) -> MultiLineString:
    """A part's seam edges (each by the index of the corner it starts at) as lines."""
    n = len(corners)
    return MultiLineString([(corners[i], corners[(i + 1) % n]) for i in joint_edges])


def allowed(ring: LineString, seams: MultiLineString, gap: float, radius: float) -> tuple[list[Span], list[Span]]:
    """Stretches of the path where a tab's centre may go, along outer edges and along seams: on
    a straight run of it (or one as gently curved as the edge of a round board,
    ``GENTLE_RADIUS``) at least a gap and some room long, clear of the path's start, where
    the lead arcs join (one lead radius, the bit's, and half a gap each way)."""
    room = gap / 2 + CORNER_ROOM
    lead_zone = gap / 2 + 2 * radius
    outer: list[Span] = []
    seam: list[Span] = []
    for start, end, on_seam in _runs(ring, seams, radius):
        start, end = max(start + room, lead_zone), min(end - room, ring.length - lead_zone)
        if end > start:
            (seam if on_seam else outer).append((start, end))
    return outer, seam


def _runs(ring: LineString, seams: MultiLineString, radius: float) -> list[tuple[float, float, bool]]:
    """The path as runs (where each begins and ends along it, and whether it is a seam's):
    each segment, joined to the one before when both are outer or both seam and the path
    bends where they meet no more sharply than a circle of ``GENTLE_RADIUS`` would."""
    coords = np.asarray(ring.coords)
    lengths = np.hypot(*np.diff(coords, axis=0).T)
    at = np.concatenate(([0.0], np.cumsum(lengths)))
    middles = shapely.points((coords[:-1] + coords[1:]) / 2)
    on_seams = (shapely.distance(middles, seams) < radius + 0.1) if not seams.is_empty else np.zeros(len(lengths), bool)
    gentle = _gentle(ring, at[1:-1])
    runs: list[tuple[float, float, bool]] = []
    for k, (length, on_seam) in enumerate(zip(lengths, on_seams)):
        if k and runs[-1][2] == on_seam and gentle[k - 1]:
            runs[-1] = (runs[-1][0], at[k] + length, bool(on_seam))
        else:
            runs.append((at[k], at[k] + length, bool(on_seam)))
    return runs


def _gentle(ring: LineString, places: np.ndarray) -> np.ndarray:
    """At each place along the path, whether it bends there no more sharply than a circle of
    ``GENTLE_RADIUS``: the chords to and from the points ``BEND_WINDOW`` before and after it
    turn by at most the window over the radius. Chords, not the segments, so the short
    segments an offset leaves on a curve measure its bend as well as the long ones."""
    before = shapely.get_coordinates(shapely.line_interpolate_point(ring, np.maximum(places - BEND_WINDOW, 0.0)))
    here = shapely.get_coordinates(shapely.line_interpolate_point(ring, places))
    after = shapely.get_coordinates(shapely.line_interpolate_point(ring, np.minimum(places + BEND_WINDOW, ring.length)))
    ins, outs = here - before, after - here
    turns = np.abs(np.arctan2(ins[:, 0] * outs[:, 1] - ins[:, 1] * outs[:, 0], (ins * outs).sum(axis=1)))
    return turns <= 2 * BEND_WINDOW / GENTLE_RADIUS


def place(spans: list[Span], length: float, count: int, gap: float, bit: float) -> list[float] | None:
    """``count`` tab centres in ``spans``, at least a gap and the bit apart, as near evenly spaced
    targets as they can be (the shift of the targets that strays least), in path order; None
    when they do not all fit."""
    if not count:
        return []
    apart = gap + bit
    best: tuple[float, list[float]] | None = None
    for k in range(PHASES):
        targets = [length * (i + k / PHASES) / count for i in range(count)]
        chosen: list[float] = []
        for target in targets:
            options = sorted((min(max(target, a), b) for a, b in spans), key=lambda c: abs(c - target))
            spot = next((c for c in options if all(abs(c - o) >= apart for o in chosen)), None)
            if spot is None:
                break
            chosen.append(spot)
        if len(chosen) == count:
            stray = sum(abs(c - t) for c, t in zip(chosen, targets))
            if best is None or stray < best[0] - 1e-9:
                best = (stray, sorted(chosen))
    return None if best is None else best[1]


def tab_spans(ring: LineString, seams: MultiLineString, count: int, gap: float, radius: float,
              part: str, given: bool) -> tuple[list[Span], int]:
    """Where each tab's gap begins and ends along the path and how many are on seams.

    Outer edges first: when they cannot take the count, a count that was not given shrinks to
    what they take, down to ``LEAST_TABS``; only a part whose outer edges take fewer (or a
    given count) puts tabs on its seams too, and when even that fails, a count not given
    shrinks again to ``LEAST_TABS`` before a refusal names the option that sets it."""
    outer, seam = allowed(ring, seams, gap, radius)
    bit = 2 * radius

    def most(spans: list[Span], upto: int) -> int:
        return next(n for n in range(upto, -1, -1) if place(spans, ring.length, n, gap, bit) is not None)

    fit = most(outer, count)
    if not given and fit >= LEAST_TABS:
        count = fit
    centres = place(outer, ring.length, count, gap, bit)
    if centres is None:
        room = most(outer + seam, count)
        if room < count and (given or room < LEAST_TABS):
            raise ParameterError("--tabs" if given else "--tab-spacing",
                                 f"a count that fits: at most {room} holding tabs fit on the straight or gently curved edges of {part} "
                                 "(no tab goes on a fillet or near a corner); give --tabs "
                                 f"{room} or fewer, or --tabs 0 and hold the part down otherwise",
                                 str(count) if given else None)
        centres = place(outer + seam, ring.length, room, gap, bit)
    on_seams = sum(not any(a <= c <= b for a, b in outer) for c in centres)
    return [(c - gap / 2, c + gap / 2) for c in centres], on_seams
