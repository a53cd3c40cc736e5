"""Where a seam may cross a large fillet: a short straight landing set into the arc.

Pure plane geometry for bed splitting. An outline is a polygon with a fillet at each corner,
and a seam may only cross it on a straight stretch (``split.split_outline``), so that both
parts stay outlines of the same form and the crossing corner stays sharp. A round board is
all fillets: its sixteen corners are rounded to meet, leaving no straight stretch a seam
could cross. Where a seam crosses a large fillet, the arc there is replaced by a chord
``LANDING`` mm long either side of the crossing. On a fillet of ``LANDING_RADIUS`` or more
the chord strays at most LANDING² / (2 r), 0.025 mm, inside the arc; the arc either side
stays exact, split into fillets of the same radius that end on the chord's ends.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from boardgen.geometry.outline import Outline
from boardgen.geometry.vec import Point, add, cross, distance, dot, rotate, scale, sub, unit

LANDING = 2.0
"""mm of chord either side of a seam's crossing: room for the crossing to stay the 0.5 mm
clear of the chord's ends that ``split_outline`` asks of any straight stretch."""
LANDING_RADIUS = 80.0
"""mm: a convex fillet at least this large may be crossed by a seam on a landing; a smaller
one (a polygon board's rounded corner) stays a corner seams keep away from."""
NEAR = 0.6
"""mm from a large fillet's end within which a crossing on a straight stretch is moved onto
a landing too: ``split_outline`` wants 0.5 mm of straight either side of a crossing."""


def fillet_reach(outline: Outline, i: int) -> float:
    """How far corner i's fillet reaches along each of its edges."""
    radius = outline.radii[i]
    if radius <= 0:
        return 0.0
    incoming, outgoing = _directions(outline, i)
    return radius * math.tan(abs(_turn(incoming, outgoing)) / 2)


def crossable(outline: Outline, i: int) -> bool:
    """Whether a seam may cross corner i's fillet on a landing (large and convex)."""
    return outline.radii[i] >= LANDING_RADIUS and outline.is_convex_at(i)


def segment_crossing(p: Point, q: Point, a: Point, b: Point) -> tuple[float, float] | None:
    """Where segment p-q crosses segment a-b, as fractions along each; None if it does not."""
    d, e = sub(q, p), sub(b, a)
    denom = cross(d, e)
    if abs(denom) < 1e-12:
        return None
    t = cross(sub(a, p), e) / denom
    u = cross(sub(a, p), d) / denom
    if 0.0 <= t < 1.0 and 0.0 <= u < 1.0:
        return t, u
    return None


@dataclass(frozen=True)
class _Stretch:
    """Corner i's share of the boundary, by distance round it: the straight from the last
    fillet's end (``start``) to this one's (``arc``), then its arc (to ``end``)."""

    start: float
    arc: float
    end: float
    line_from: Point
    """Where the straight before the corner begins (the last fillet's end)."""
    direction: Point
    """The way the straight before the corner runs."""
    centre: Point | None
    """The fillet's centre, for a large convex fillet only."""


def landed(outline: Outline, points: Sequence[Point]) -> Outline | None:
    """The outline with a landing wherever the path ``points`` crosses a large fillet, or a
    straight stretch too near one. The outline itself where it crosses none. None where a
    landing would not fit: a small fillet or a sharp corner within its reach, or two landings
    overlapping."""
    if not any(crossable(outline, i) for i in range(len(outline.corners))):
        return outline
    stretches = _stretches(outline)
    hits = sorted(_hits(outline, stretches, points))
    if not hits:
        return outline
    total = stretches[-1].end
    spans = [(s - LANDING, s + LANDING) for s in hits]
    if any(b[0] <= a[1] for a, b in zip(spans, spans[1:])) or spans[-1][1] - total >= spans[0][0]:
        return None
    for i, stretch in enumerate(stretches):
        inside = any(lo < stretch.end and stretch.arc < hi for lo, hi in _wrapped(spans, total))
        if inside and stretch.centre is None:
            return None
    # start the corner list where no landing runs, so none wraps past its end
    first = next((i for i, st in enumerate(stretches)
                  if not any(lo <= st.start <= hi for lo, hi in _wrapped(spans, total))), None)
    if first is None:
        return None
    shift = stretches[first].start
    spans = sorted(((lo - shift) % total, (lo - shift) % total + 2 * LANDING) for lo, _ in spans)
    order = list(range(first, len(outline.corners))) + list(range(first))
    turned = Outline(tuple(outline.corners[i] for i in order), tuple(outline.radii[i] for i in order))
    return _with_landings(turned, _stretches(turned), spans)


def _wrapped(spans: list[tuple[float, float]], total: float) -> list[tuple[float, float]]:
    """The spans, and each shifted a lap either way, so a span over the start is seen."""
    return [(lo + lap, hi + lap) for lo, hi in spans for lap in (-total, 0.0, total)]


def _directions(outline: Outline, i: int) -> tuple[Point, Point]:
    n = len(outline.corners)
    here = outline.corners[i]
    return unit(sub(here, outline.corners[i - 1])), unit(sub(outline.corners[(i + 1) % n], here))


def _turn(incoming: Point, outgoing: Point) -> float:
    return math.atan2(cross(incoming, outgoing), dot(incoming, outgoing))


def _stretches(outline: Outline) -> list[_Stretch]:
    """Each corner's straight and arc, by distance round the outline from corner 0's straight."""
    n = len(outline.corners)
    reach = [fillet_reach(outline, i) for i in range(n)]
    out = []
    at = 0.0
    for i, here in enumerate(outline.corners):
        incoming, outgoing = _directions(outline, i)
        before = outline.corners[i - 1]
        straight = distance(before, here) - reach[i - 1] - reach[i]
        arc = outline.radii[i] * abs(_turn(incoming, outgoing)) if reach[i] > 0 else 0.0
        start = sub(here, scale(incoming, reach[i]))
        centre = add(start, scale((-incoming[1], incoming[0]), outline.radii[i])) if crossable(outline, i) else None
        out.append(_Stretch(at, at + straight, at + straight + arc, add(before, scale(incoming, reach[i - 1])),
                            incoming, centre))
        at += straight + arc
    return out


def _hits(outline: Outline, stretches: list[_Stretch], points: Sequence[Point]) -> list[float]:
    """Where the path crosses a large fillet, or a straight within ``NEAR`` of one, by distance
    round the outline."""
    found = []
    for p, q in zip(points, points[1:]):
        for i, st in enumerate(stretches):
            big_before = stretches[i - 1].centre is not None
            if st.centre is not None or big_before:
                end = add(st.line_from, scale(st.direction, st.arc - st.start))
                hit = segment_crossing(p, q, st.line_from, end) if st.arc - st.start > 1e-9 else None
                if hit is not None:
                    at = st.start + hit[1] * (st.arc - st.start)
                    if (big_before and at - st.start < NEAR) or (st.centre is not None and st.arc - at < NEAR):
                        found.append(at)
            if st.centre is not None:
                radius = outline.radii[i]
                found.extend(st.arc + radius * angle for angle in _arc_hits(p, q, st, radius, (st.end - st.arc) / radius))
    return found


def _arc_hits(p: Point, q: Point, st: _Stretch, radius: float, sweep: float) -> list[float]:
    """Angles along a fillet (from its start) where segment p-q crosses it."""
    assert st.centre is not None
    d = sub(q, p)
    f = sub(p, st.centre)
    a, b, c = dot(d, d), 2 * dot(f, d), dot(f, f) - radius * radius
    disc = b * b - 4 * a * c
    if a < 1e-18 or disc < 0:
        return []
    root = math.sqrt(disc)
    start = (st.direction[1], -st.direction[0])  # from the centre to the fillet's start
    out = []
    for t in ((-b - root) / (2 * a), (-b + root) / (2 * a)):
        if 0.0 <= t < 1.0:
            spoke = add(f, scale(d, t))
            angle = math.atan2(cross(start, spoke), dot(start, spoke))
            if 0.0 <= angle <= sweep:
                out.append(angle)
    return out


def _with_landings(outline: Outline, stretches: list[_Stretch], spans: list[tuple[float, float]]) -> Outline:
    """The outline rebuilt corner by corner with a chord over each span: fillets the spans miss
    kept as they are, those they touch split into fillets of the same radius ending on the
    chords' ends, which are sharp corners."""
    corners: list[Point] = []
    radii: list[float] = []
    ends = sorted([lo for lo, _ in spans] + [hi for _, hi in spans])
    for i, st in enumerate(stretches):
        for at in (e for e in ends if st.start <= e <= st.arc):
            corners.append(add(st.line_from, scale(st.direction, at - st.start)))
            radii.append(0.0)
        touching = [(lo, hi) for lo, hi in spans if lo < st.end and st.arc < hi]
        if not touching:
            corners.append(outline.corners[i])
            radii.append(outline.radii[i])
            continue
        radius = outline.radii[i]
        here = st.arc
        for lo, hi in touching:
            if lo > here:
                corners.append(_fillet_corner(st, radius, here, lo))
                radii.append(radius)
                corners.append(_on_arc(st, radius, lo))
                radii.append(0.0)
            here = hi
            if hi < st.end:
                corners.append(_on_arc(st, radius, hi))
                radii.append(0.0)
        if here < st.end - 1e-9:
            corners.append(_fillet_corner(st, radius, here, st.end))
            radii.append(radius)
    return Outline(tuple(corners), tuple(radii))


def _on_arc(st: _Stretch, radius: float, at: float) -> Point:
    """The point ``at`` (distance round the outline) on the fillet of ``st``."""
    assert st.centre is not None
    start = scale((st.direction[1], -st.direction[0]), radius)
    return add(st.centre, rotate(start, (at - st.arc) / radius))


def _fillet_corner(st: _Stretch, radius: float, lo: float, hi: float) -> Point:
    """The corner whose fillet of ``radius`` is the piece of the arc of ``st`` from ``lo`` to ``hi``."""
    a, b = (lo - st.arc) / radius, (hi - st.arc) / radius
    tangent = rotate(st.direction, a)
    return add(_on_arc(st, radius, lo), scale(tangent, radius * math.tan((b - a) / 2)))
