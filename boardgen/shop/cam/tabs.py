"""Where a part's holding tabs go on its profile path.

A tab only holds where it joins the part to wood that stays, and it leaves a nub to sand off.
So tabs go on the part's outer straight edges, or edges as gently curved as a round board's.
Not on a seam: a nub there would keep a joint from closing. Never on a fillet or near a
corner: hard to sand, easy to tear. Never where the lead arcs join the path. They are spread
along the path as evenly as those places allow. There is one per ``--tab-spacing`` of path and
at least three a part, or ``--tabs`` of them. The farthest two are at least a third of the
part's diagonal apart. A seam is a split's joint or a section's butt
edge (``Piece.seam_edges``). A part with too little outer edge for them takes some on the
straight runs of its seams too; the middle part of a split board has none. The header says
which, so their nubs are sanded flush before the joint is closed.
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
STEP = 1.0
"""mm between the spots along a stretch a tab's centre is tried at."""
SPREAD = 1 / 3
"""The farthest two tabs of a part are at least this share of its diagonal apart, where its
outer edges (or its seams) allow: two or three tabs bunched on one stretch let it pivot."""
Span = tuple[float, float]


def tab_count(length: float, tabs: int | None, spacing: float) -> int:
    """``tabs`` if given, else one per ``spacing`` of path, at least ``MIN_TABS``."""
    return tabs if tabs is not None else max(MIN_TABS, math.ceil(length / spacing - 1e-9))


def seam_lines(corners: Sequence[Point], joint_edges: Sequence[int]) -> MultiLineString:
    """A part's seam edges (each by the index of the corner it starts at) as lines."""
    n = len(corners)
    return MultiLineString([(corners[i], corners[(i + 1) % n]) for i in joint_edges])


def allowed(ring: LineString, seams: MultiLineString, gap: float, radius: float) -> tuple[list[Span], list[Span]]:
    """Stretches of the path where a tab's centre may go, along outer edges and along seams.
    Each is on a straight run, or one as gently curved as the edge of a round board
    (``GENTLE_RADIUS``), at least a gap and some room long. Each keeps clear of the path's start,
    where the lead arcs join: one lead radius, the bit's, and half a gap each way."""
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
    """The path as runs: where each begins and ends along it, and whether it is a seam's. A
    segment is joined to the one before when both are outer or both seam, and the path bends
    where they meet no more sharply than a circle of ``GENTLE_RADIUS`` would."""
    coords = np.asarray(ring.coords)
    lengths = np.hypot(*np.diff(coords, axis=0).T)
    at = np.concatenate(([0.0], np.cumsum(lengths)))
    middles = shapely.points((coords[:-1] + coords[1:]) / 2)
    on_seams = (shapely.distance(middles, seams) < radius + 0.1) if not seams.is_empty else np.zeros(len(lengths), bool)
    gentle = _gentle(coords, at, at[1:-1])
    runs: list[tuple[float, float, bool]] = []
    for k, (length, on_seam) in enumerate(zip(lengths, on_seams)):
        if k and runs[-1][2] == on_seam and gentle[k - 1]:
            runs[-1] = (runs[-1][0], at[k] + length, bool(on_seam))
        else:
            runs.append((at[k], at[k] + length, bool(on_seam)))
    return runs


def _gentle(coords: np.ndarray, at: np.ndarray, places: np.ndarray) -> np.ndarray:
    """At each place along the path, whether it bends there no more sharply than a circle of
    ``GENTLE_RADIUS``: the chords to and from the points ``BEND_WINDOW`` before and after it
    turn by at most the window over the radius. Chords, not the segments, so the short
    segments an offset leaves on a curve measure its bend as well as the long ones."""
    before = _along(coords, at, np.maximum(places - BEND_WINDOW, 0.0))
    here = _along(coords, at, places)
    after = _along(coords, at, np.minimum(places + BEND_WINDOW, at[-1]))
    ins, outs = here - before, after - here
    turns = np.abs(np.arctan2(ins[:, 0] * outs[:, 1] - ins[:, 1] * outs[:, 0], (ins * outs).sum(axis=1)))
    return turns <= 2 * BEND_WINDOW / GENTLE_RADIUS


def _along(coords: np.ndarray, at: np.ndarray, places: np.ndarray) -> np.ndarray:
    """The points ``places`` along the path whose corners are ``coords``, ``at`` their distances
    along it. Found by bisection: shapely's interpolation walks the path from its start for each
    place, which took seconds for a router's path round a large part."""
    segment = np.clip(np.searchsorted(at, places, side="right") - 1, 0, len(at) - 2)
    length = at[segment + 1] - at[segment]
    share = np.divide(places - at[segment], length, out=np.zeros(len(places)), where=length > 0)
    return coords[segment] + share[:, None] * (coords[segment + 1] - coords[segment])


def place(spans: list[Span], length: float, count: int, gap: float, bit: float,
          seams: Sequence[Span] = (), reach: float = 0.0, ring: LineString | None = None) -> list[float] | None:
    """``count`` tab centres in ``spans``, in path order. ``seams`` are taken only where no outer
    spot lies within half a spacing of a target. The tabs are at least a gap and the bit apart,
    and as near evenly spaced targets as they can be (the shift of the targets that strays
    least). None when they do not all fit. None too when ``ring`` is given and the farthest two
    are less than ``reach`` apart on it (all bunched on one stretch of the part).

    Each span offers its point nearest the target and spots every ``STEP`` along it, so a
    span whose nearest point is taken still takes a tab further along."""
    if not count:
        return []
    spots, on_seam = _spots(spans, seams)
    if len(spots) < count:
        return None
    apart = gap + bit
    extra = length / count / 2
    penalty = on_seam * extra
    starts, ends = (np.array([span[i] for span in (*spans, *seams)]) for i in (0, 1))
    span_penalty = np.array([0.0] * len(spans) + [extra] * len(seams))
    best: tuple[float, list[float]] | None = None
    for k in range(PHASES):
        free = np.ones(len(spots), bool)
        chosen: list[float] = []
        stray = 0.0
        for i in range(count):
            target = length * (i + k / PHASES) / count
            cost = np.where(free, np.abs(spots - target) + penalty, np.inf)
            nearest = np.clip(target, starts, ends)
            cost_there = np.abs(nearest - target) + span_penalty
            clear = np.all(np.abs(nearest[:, None] - np.array(chosen)[None, :]) >= apart - 1e-9, axis=1) \
                if chosen else np.ones(len(nearest), bool)
            cost_there[~clear] = np.inf
            pick, there = int(np.argmin(cost)), int(np.argmin(cost_there))
            if cost_there[there] <= cost[pick]:
                spot, paid = float(nearest[there]), float(cost_there[there])
            else:
                spot, paid = float(spots[pick]), float(cost[pick])
            if math.isinf(paid):
                break
            chosen.append(spot)
            stray += paid
            free &= np.abs(spots - spot) >= apart - 1e-9
        if len(chosen) < count or (best is not None and stray >= best[0] - 1e-9):
            continue
        if ring is not None and spread(ring, chosen) < reach:
            continue
        best = (stray, sorted(chosen))
    return None if best is None else best[1]


def _spots(spans: Sequence[Span], seams: Sequence[Span]) -> tuple[np.ndarray, np.ndarray]:
    """Where a tab's centre may go, every ``STEP`` along each span and at its ends, and which
    of them are on seams."""
    found = [(np.unique(np.append(np.arange(a, b, STEP), b)), seam)
             for group, seam in ((spans, False), (seams, True)) for a, b in group]
    if not found:
        return np.zeros(0), np.zeros(0, bool)
    return (np.concatenate([f for f, _ in found]),
            np.concatenate([np.full(len(f), seam) for f, seam in found]))


def spread(ring: LineString, centres: Sequence[float]) -> float:
    """The farthest two tab centres apart, straight across, in mm."""
    points = shapely.get_coordinates(shapely.line_interpolate_point(ring, np.asarray(centres)))
    if len(points) < 2:
        return 0.0
    return float(np.max(np.hypot(*(points[:, None, :] - points[None, :, :]).transpose(2, 0, 1))))


def tab_spans(ring: LineString, seams: MultiLineString, count: int, gap: float, radius: float,
              part: str, given: bool, reach: float = 0.0) -> tuple[list[Span], int]:
    """Where each tab's gap begins and ends along the path and how many are on seams.

    Outer edges first, the tabs spread at least ``reach`` apart: a third of the part's
    diagonal, so a large part is not held on one short stretch. When they cannot take the
    count so, a count that was not given shrinks to what they take, down to ``MIN_TABS``.
    Only a part whose outer edges take fewer (or not spread, or not a given count) puts tabs
    on its seams too, as few as it can. When even that fails, the spread is let go, then a
    count not given shrinks to ``LEAST_TABS`` (a small part), before a refusal names the
    option that sets it."""
    outer, seam = allowed(ring, seams, gap, radius)
    bit = 2 * radius
    floor = count if given else min(count, MIN_TABS)
    least = count if given else min(count, LEAST_TABS)

    def first(spans: list[Span], seam_spans: list[Span], low: int, far: float) -> list[float] | None:
        return next((found for n in range(count, low - 1, -1)
                     if (found := place(spans, ring.length, n, gap, bit, seam_spans, far, ring)) is not None), None)

    tries = ((outer, [], floor, reach), (outer, seam, floor, reach), (outer, [], floor, 0.0),
             (outer, seam, floor, 0.0), (outer, seam, least, 0.0))
    centres = next((found for spans, seam_spans, low, far in tries
                    if (found := first(spans, seam_spans, low, far)) is not None), None)
    if centres is None:
        room = next(n for n in range(count, -1, -1) if place(outer, ring.length, n, gap, bit, seam) is not None)
        raise ParameterError("--tabs" if given else "--tab-spacing",
                             f"a count that fits: at most {room} holding tabs fit on the straight or gently curved edges of {part} "
                             "(no tab goes on a fillet or near a corner); give --tabs "
                             f"{room} or fewer, or --tabs 0 and hold the part down otherwise",
                             str(count) if given else None)
    on_seams = sum(not any(a <= c <= b for a, b in outer) for c in centres)
    return [(c - gap / 2, c + gap / 2) for c in centres], on_seams
