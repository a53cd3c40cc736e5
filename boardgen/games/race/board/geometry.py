"""Where each hole of a track game goes, for each board shape: pure coordinates, no I/O.

Every track space gets a frame: ``u`` the way play goes, from the space before to the one
after; ``v`` toward the inside of the loop. So a home stretch always runs in along ``v`` from
its exit space, and a start area sits beside its entry space, whatever the shape:

- polygon: one straight side per seat, its first space on the corner (seat 0's side along
  the bottom, play clockwise seen from above);
- circle: the spaces one pitch apart round one circle;
- cross: one arm per seat, three holes wide. The track runs out along an arm's left column,
  across its end and back in along its right column. With square inner corners, the corner
  space between two arms ends the side before, or begins the next with ``sides_begin =
  "corner"``. Home is the middle column and the start area the wedge between two arms.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from boardgen.errors import ParameterError
from boardgen.games.race.description.model import Description, arm_column, arm_end
from boardgen.games.race.board.topology import RaceTopology
from boardgen.geometry.frame import Frame
from boardgen.geometry.polygon import along_sides, polygon_sides, regular_polygon
from boardgen.geometry.vec import Point, add, dot, rotate, scale, sub, unit
from boardgen.verify import closest_pair

START_GAP = 1.2
"""Pitches of clear wood at least between a start area's holes and the track or a home row."""
SHIFT = 0.1
"""Pitches a start area steps along its side at a time to clear a home row."""
START_REACH = 5.0
"""Pitches from an entry space within which its start area's nearest hole lies: a player sees
which track space the start area feeds."""
CIRCLE_CORNERS = 16
"""A circle board's outline: a polygon of this many corners, each rounded to meet the next."""


@dataclass(frozen=True)
class DescribedSeatHoles:
    start: tuple[Point, ...]
    home: tuple[Point, ...]
    """home[0] is next to the exit space."""
    reading: Frame
    """Where the seat's name goes and how it reads: origin the name's centre, ``u`` its
    baseline, ``v`` toward the middle of the board."""


@dataclass(frozen=True)
class DescribedLayout:
    track: tuple[Point, ...]
    frames: tuple[Frame, ...]
    """One per track space: origin the hole, ``u`` the way play goes, ``v`` inward."""
    seats: tuple[DescribedSeatHoles, ...]
    centre: Point | None
    outline: tuple[Point, ...]
    """The board's polygon before the margin is added."""
    rounding: float
    """Fillet radius of the outline's corners before the margin (a circle's)."""
    arms: tuple[Frame, ...] = ()
    """A cross: each arm's frame (origin the centre, ``u`` across the arm, ``v`` outward)."""


def layout(topology: RaceTopology, pitch: float) -> DescribedLayout:
    """The holes of ``topology`` a pitch apart at least, or a refusal naming what meets what."""
    geo = _cross(topology, pitch) if topology.description.shape.kind == "cross" else _around(topology, pitch)
    _refuse_crowding(topology, geo, pitch)
    return geo


def _around(topology: RaceTopology, pitch: float) -> DescribedLayout:
    """A polygon's or a circle's holes."""
    kind = topology.description.shape.kind
    if kind == "circle":
        count = topology.track_length
        radius = pitch / (2 * math.sin(math.pi / count))
        angles = [-math.pi / 2 + math.pi / topology.players - 2 * math.pi * i / count for i in range(count)]
        track = tuple((radius * math.cos(a), radius * math.sin(a)) for a in angles)
        depth = radius
        ring = regular_polygon(CIRCLE_CORNERS, 2 * radius * math.tan(math.pi / CIRCLE_CORNERS))
        outline, rounding = ring, 0.999 * radius
    else:
        sides = polygon_sides(topology.players, topology.per_side, pitch)
        track = along_sides(sides, topology.per_side, pitch)
        depth = topology.per_side * pitch / (2 * math.tan(math.pi / topology.players))
        outline, rounding = tuple(side.origin for side in sides), 0.0
    frames = _frames(track)
    _home_fits(topology, depth / pitch - 1.0)
    seats = tuple(_beside(topology, frames, seat.entry, seat.exit, pitch) for seat in topology.seats)
    return DescribedLayout(track, frames, seats, (0.0, 0.0) if topology.has_centre else None, outline, rounding)


def _refuse_crowding(topology: RaceTopology, geo: DescribedLayout, pitch: float) -> None:
    """Refuse a description whose holes come closer than a pitch, or whose start areas and home
    rows leave the inside of a polygon or circle track. More pitch cannot mend what scales with
    it, so the refusal names the holes that meet and the keys that part them."""
    named = [(p, f"track space {i}") for i, p in enumerate(geo.track)]
    for seat, holes in zip(topology.seats, geo.seats):
        named += [(p, f"{seat.color}'s start area") for p in holes.start]
        named += [(p, f"{seat.color}'s home row") for p in holes.home]
    named += [(geo.centre, "the centre hole")] if geo.centre else []
    d = topology.description
    where = f"{d.name} for {topology.players} players"
    gap, i, j = closest_pair([p for p, _ in named])
    if gap < (1 - TOLERANCE) * pitch:
        raise ParameterError(where, f"holes a pitch apart at least; {named[i][1]} and {named[j][1]} are "
                             f"{gap / pitch:.2f} pitches apart: {_mend(d, named[i][1], named[j][1])}")
    if d.shape.kind == "cross":
        return  # its board's edges are set to take its start areas
    corners = geo.outline
    for p, what in named[len(geo.track):]:
        for a, b in zip(corners, corners[1:] + corners[:1]):
            u = unit(sub(b, a))
            if dot(sub(p, a), (u[1], -u[0])) < pitch / 2:
                raise ParameterError(where, f"start areas and home rows inside the track; {what} reaches past it: "
                                     f"{_mend(d, what)}")


def _mend(d: Description, *holes: str) -> str:
    """What parts crowded holes. A polygon's home row leaving from a corner (offset 0) runs in
    along the corner's bisector, beside the track round the corner at an angle no side length
    changes, so only moving its exit off the corner helps."""
    if d.shape.kind == "polygon" and d.home.leaves_at == 0 and any("home row" in hole for hole in holes):
        return ("move home.leaves_at off the corner to 1 or more: a home row from a corner runs close beside the "
                "track round the corner, however long track.per_side is")
    return "lengthen track.per_side, or shorten home.length or pieces, or move start.enters_at or home.leaves_at"


TOLERANCE = 1e-3
"""Share of a pitch two holes may fall short of it by rounding alone."""


def _frames(track: tuple[Point, ...]) -> tuple[Frame, ...]:
    out = []
    for i, here in enumerate(track):
        u = unit(sub(track[(i + 1) % len(track)], track[i - 1]))
        out.append(Frame(here, u, (u[1], -u[0])))
    return tuple(out)


def _home_fits(topology: RaceTopology, room: float) -> None:
    """Refuse a home stretch longer than the board's middle holds (``room`` pitches)."""
    most = math.floor(room)
    if topology.description.home.length > most:
        raise ParameterError(f"{topology.description.name} home.length for {topology.players} players",
                             f"at most {max(most, 0)} on this board: the home stretch runs into the middle",
                             topology.description.home.length)


def _cluster(count: int) -> list[tuple[float, float]]:
    """A start area's holes as offsets in pitches, rows of up to ``ceil(sqrt(count))``,
    centred on (0, 0)."""
    across = math.ceil(math.sqrt(count))
    rows = math.ceil(count / across)
    out = []
    for k in range(count):
        row, col = divmod(k, across)
        in_row = min(across, count - row * across)
        out.append((col - (in_row - 1) / 2, row - (rows - 1) / 2))
    return out


def _reach(count: int) -> float:
    """The start area's radius in pitches: from its centre to its farthest hole."""
    return max(math.hypot(a, b) for a, b in _cluster(count))


def _beside(topology: RaceTopology, frames: tuple[Frame, ...], entry: int, exit: int, pitch: float) -> DescribedSeatHoles:
    """A polygon's or circle's seat. The home row runs straight in from the exit. The start area
    sits inside the track beside the entry, moved along the side clear of the home row. The
    name goes beside the start area, on the side away from the home row."""
    d = topology.description
    out = frames[exit]
    home = tuple(out.at(0.0, (j + 1) * pitch) for j in range(d.home.length))
    at = frames[entry]
    reach = _reach(d.pieces)
    home_s = at.local(out.origin)[0] / pitch
    s = 0.0
    away = -1.0 if home_s > 0 else 1.0
    if abs(home_s) < reach + START_GAP:
        s = home_s + away * (reach + START_GAP)
    t = reach + START_GAP

    def placed(shift: float) -> tuple[Point, ...]:
        return tuple(at.at((shift + a) * pitch, (t + b) * pitch) for a, b in _cluster(d.pieces))

    # on a circle the home row runs in toward the start area: step on until it is clear
    for _ in range(round(topology.per_side / SHIFT)):
        if min((math.dist(p, q) for p in placed(s) for q in home), default=math.inf) >= START_GAP * pitch:
            break
        s += away * SHIFT
    start = placed(s)
    name = at.at((s + away * (reach + 1.4)) * pitch, t * pitch)
    return DescribedSeatHoles(start, home, Frame(name, at.u, at.v))


def _cross(topology: RaceTopology, pitch: float) -> DescribedLayout:
    d = topology.description
    n = topology.players
    half = math.pi / n
    cut = d.shape.inner_corner == "cut"
    corner_first = d.shape.sides_begin == "corner"
    arm_length = arm_column(d.shape, topology.per_side)
    if cut:  # the step from one arm's last column hole to the next arm's first is one pitch
        base = (pitch / 2 + pitch * math.cos(half)) / math.sin(half)
    else:  # the corner space where the two columns' lines meet, one pitch from each
        base = pitch / math.tan(half) + pitch
    end = base + (arm_length - 1) * pitch
    arms = []
    track: list[Point] = []
    for k in range(n):
        v = rotate((0.0, 1.0), -2 * half * k)
        arm = Frame((0.0, 0.0), (v[1], -v[0]), v)
        arms.append(arm)
        if corner_first:  # the corner space before the arm, where this side begins
            track.append(arm.at(-pitch, pitch / math.tan(half)))
        track.extend(arm.at(-pitch, base + i * pitch) for i in range(arm_length))
        track.append(arm.at(0.0, end))
        track.extend(arm.at(pitch, end - i * pitch) for i in range(arm_length))
        if not cut and not corner_first:  # the corner space after the arm, where this side ends
            track.append(arm.at(pitch, pitch / math.tan(half)))
    inner = max(pitch / (2 * math.sin(half)), pitch if topology.has_centre else 0.0)
    _home_fits(topology, (end - inner) / pitch)
    frames = _frames(tuple(track))
    reach = _reach(d.pieces)
    seats = []
    for seat in topology.seats:
        home = tuple(frames[seat.exit].at(0.0, (j + 1) * pitch) for j in range(d.home.length))
        # the wedge on the entry's side of its arm, its start area halfway out between the
        # arms' columns and the board's corner, where a Ludo board has its yard, unless that
        # is out of the entry's reach (a wide wedge): then as far out as the reach allows
        after = seat.entry - seat.side > arm_end(d.shape, topology.per_side)
        arm = arms[seat.seat]
        bisector = rotate(arm.v, -half if after else half)
        nearest = (pitch + (reach + START_GAP) * pitch) / math.sin(half)
        farthest = end / math.cos(half) - reach * pitch
        entry = track[seat.entry]
        across = abs(bisector[0] * entry[1] - bisector[1] * entry[0])
        room = (START_REACH - reach - 0.5) * pitch
        reachable = dot(entry, bisector) + math.sqrt(max(room * room - across * across, 0.0))
        centre = scale(bisector, max(nearest, min((nearest + farthest) / 2, reachable)))
        start = tuple(add(centre, add(scale(arm.u, a * pitch), scale(arm.v, b * pitch)))  # square to the arm
                      for a, b in _cluster(d.pieces))
        if min(math.dist(entry, p) for p in start) > START_REACH * pitch:
            raise ParameterError(f"{d.name} start.enters_at", f"a space within {START_REACH:g} pitches of a corner "
                                 "between two arms, where the start area goes (an arm's column, nearer its base)",
                                 d.start.enters_at)
        inward = scale(bisector, -1.0)
        name = add(centre, scale(bisector, (reach + 0.75) * pitch))
        seats.append(DescribedSeatHoles(start, home, Frame(name, (-inward[1], inward[0]), inward)))
    # the board's edges square to the arms, a margin past their ends, or past a start area
    # that reaches farther (short arms between many seats leave their corners little room)
    apothem = max(end, *(dot(p, arm.v) for s in seats for p in s.start for arm in arms))
    corners = tuple(rotate((0.0, apothem / math.cos(half)), -half - 2 * half * k) for k in range(n))
    return DescribedLayout(tuple(track), frames, tuple(seats), (0.0, 0.0) if topology.has_centre else None, corners, 0.0,
                  tuple(arms))
