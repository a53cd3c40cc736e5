"""Where a part's holding tabs go on its profile path.

A tab only holds where it joins the part to wood that stays, and it leaves a nub to sand off,
so tabs go on the part's outer straight edges: not on a seam (a nub there would keep a joint
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
    a straight run of it at least a gap and some room long, clear of the path's start, where
    the lead arcs join (one lead radius, the bit's, and half a gap each way)."""
    coords = list(ring.coords)
    room = gap / 2 + CORNER_ROOM
    lead_zone = gap / 2 + 2 * radius
    outer: list[Span] = []
    seam: list[Span] = []
    at = 0.0
    for a, b in zip(coords, coords[1:]):
        length = math.dist(a, b)
        start, end = at + room, at + length - room
        at += length
        if end <= start:
            continue
        middle = shapely.Point((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        on_seam = not seams.is_empty and middle.distance(seams) < radius + 0.1
        start, end = max(start, lead_zone), min(end, ring.length - lead_zone)
        if end > start:
            (seam if on_seam else outer).append((start, end))
    return outer, seam


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
                                 f"a count that fits: at most {room} holding tabs fit on the straight edges of {part} "
                                 "(no tab goes on a fillet or near a corner); give --tabs "
                                 f"{room} or fewer, or --tabs 0 and hold the part down otherwise",
                                 str(count) if given else None)
        centres = place(outer + seam, ring.length, room, gap, bit)
    on_seams = sum(not any(a <= c <= b for a, b in outer) for c in centres)
    return [(c - gap / 2, c + gap / 2) for c in centres], on_seams
