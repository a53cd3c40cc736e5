"""The tracks of a concentric Pegs and Jokers board, nested: which turn each takes, at what pitch.

Array work over every candidate turn (numpy), kept apart from ``board`` so that only a
concentric board loads numpy.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from boardgen.board import Engraved
from boardgen.games.pegs_and_jokers.board.engraving import NAME_ROOM, Crowds, arrows_crowd, engrave
from boardgen.games.pegs_and_jokers.board.geometry import PegsLayout, home_lean, layout, turned
from boardgen.games.pegs_and_jokers.board.topology import PegsTopology
from boardgen.geometry.vec import Point, bounding_circle
from boardgen.shop.settings import Shop

TURN_STEP = math.radians(0.25)
"""Resolution of the search for each nested track's turn."""
GROWTH = tuple(1 + 0.02 * k for k in range(51))
"""Pitch factors an outer track tries, in order, when no turn clears the tracks inside it."""
READABLE_GROWTH = 1.1
"""The most an outer track's pitch grows to read as a track of its own: a pitch from the others,
no home row in line. A tenth is a few millimetres. Beyond it the tracks would no longer share
a feel under the fingers, so the summary says what was not met instead."""
LABEL_ROOM = 1.0
"""mm kept between a label's bounding circle and another track's hole or label."""

BAND = 40.0
"""mm beyond the nearest approach any two points could make within which every turn measures
the pair; farther pairs are measured only at a turn whose room reaches them."""
NEAREST_SLACK = 1e-6
"""mm taken off each pair's nearest approach, for rounding in the turned coordinates."""

@dataclass(frozen=True)
class Apart:
    """How far a track lies from the tracks inside it, as its turn was chosen."""

    gap: float
    """Least distance from one of its holes to one of theirs, mm (infinite for the innermost)."""
    readable: bool
    """Whether it keeps a pitch from their holes with no home row in line with theirs."""
    growth: float
    """The last pitch factor tried for it: the one that made it readable, or the most tried."""


@dataclass(frozen=True)
class Nested:
    """One track of a concentric board, as placed."""

    topology: PegsTopology
    geo: PegsLayout
    pitch: float
    turn: float
    """Radians the track is turned from the single-board layout."""
    title: bool
    """Whether the track carries the board's title (the innermost does)."""
    engraved: Engraved
    """What the track engraves as laid out before any turn, made while nesting it."""
    unturned: PegsLayout
    apart: Apart = Apart(math.inf, True, 1.0)

    def engraving(self, shop: Shop) -> Engraved:
        """The track's names, words and marks where it lies. Those made while nesting it are kept
        when its turns left every coordinate as it was to the bit. That is a track turned by
        nothing both times, as the inner and outer tracks of 4,6,8 are. Else they are made anew."""
        if repr(self.geo) == repr(self.unturned):
            return self.engraved
        return engrave(self.topology, self.geo, self.pitch, shop, self.title, self.topology.players)


def engravings(tracks: list[Nested], shop: Shop) -> list[Engraved]:
    """Each track's engraving with no arrow nearer than ``NAME_ROOM`` pitches to another track's
    holes or engraving (the room a colour name keeps). The turns keep the tracks clear of each
    other by the web only. An arrow that close to another track's hole reads as pointing at it,
    and small tracks (3, 4 and 5 players) come that close."""
    first = [t.engraving(shop) for t in tracks]
    holes = [np.array(t.geo.all_points()) for t in tracks]
    discs = [_label_discs(e) for e in first]
    room = NAME_ROOM * shop.pitch
    out = []
    for i, t in enumerate(tracks):
        others = [j for j in range(len(tracks)) if j != i]
        crowds = _crowding(np.vstack([np.column_stack([holes[j], np.full(len(holes[j]), shop.hole / 2)])
                                      for j in others] + [discs[j] for j in others]), room)
        out.append(engrave(t.topology, t.geo, t.pitch, shop, t.title, t.topology.players, crowds)
                   if arrows_crowd(t.topology, t.geo, t.pitch, shop, crowds) else first[i])
    return out


def _crowding(discs: np.ndarray, room: float) -> Crowds:
    """Whether an outline comes nearer than ``room`` to one of ``discs`` (x, y, radius)."""
    def crowds(points: tuple[Point, ...]) -> bool:
        at = np.array(points)
        gaps = np.hypot(at[:, None, 0] - discs[None, :, 0], at[:, None, 1] - discs[None, :, 1]) - discs[None, :, 2]
        return bool(gaps.min() < room)

    return crowds


def nest(counts: list[int], shop: Shop) -> list[Nested]:
    """Tracks from the inside out: each outer one turned to the angle that best keeps it apart
    from those already placed, at the asked pitch if any angle does, else at the least grown
    pitch that does. Apart means, first, clear (holes by the web, labels by ``LABEL_ROOM``) and
    then readable as a track of its own: every hole at least a pitch from the other tracks'
    holes and no home row in line with another track's (``_in_line``). Among the turns that
    manage both, the one with the most spare room wins. Maybe no pitch up to the last of
    ``GROWTH`` manages both by ``READABLE_GROWTH``. Then the least grown pitch that clears is
    taken, its turn the roomiest, and ``Nested.apart`` says why. A pitch grows past
    ``READABLE_GROWTH`` only to clear. A turn that keeps the board symmetric is taken first when
    it does: every track's polygon about the same axis, its seats evenly set against the others'.
    Finally all are turned together so the outer track sits as a single board would."""
    placed: list[Nested] = []
    keep_holes = np.empty((0, 2))
    keep_labels = np.empty((0, 3))
    keep_rows = np.empty((0, 2, 2))
    need = shop.hole + shop.web
    for n in counts:
        topology = PegsTopology(n)
        best: tuple[tuple[bool, bool, float], Nested, np.ndarray, np.ndarray, np.ndarray] | None = None
        first_clear = None
        for factor in GROWTH if placed else (1.0,):
            pitch = shop.pitch * factor
            geo = layout(topology, pitch, home_lean(n))
            holes = np.array(geo.all_points())
            rows = _home_rows(topology, geo)
            engraved = engrave(topology, geo, pitch, shop, not placed, n)
            labels = _label_discs(engraved)
            clearance = _Clearance(holes, labels, keep_holes, keep_labels, shop.hole, need)
            sweeps = ((0.0, math.pi / n), np.arange(0.0, 2 * math.pi / n, TURN_STEP)) if placed else ((0.0,),)
            best = None
            for angles in sweeps:
                for angle in angles:
                    h, lab, r = _turn_points(holes, angle), _turn_discs(labels, angle), _turn_rows(rows, angle)
                    room = clearance.room(h, lab)
                    if room < 0 and best is not None and best[0][1]:
                        continue  # a turn that does not clear cannot beat one that does
                    gap = _least_gap(h, keep_holes)
                    readable = gap >= shop.pitch - NEAREST_SLACK and not _in_line(r, keep_rows, shop.pitch)
                    key = (room >= 0 and readable, room >= 0, min(room, gap - shop.pitch))
                    if best is None or key > best[0]:
                        apart = Apart(gap, readable, factor)
                        best = (key, Nested(topology, geo, pitch, float(angle), not placed, engraved, geo, apart),
                                h, lab, r)
                if best[0][0]:
                    break
            if best[0][1] and first_clear is None:
                first_clear = best
            if best[0][0] or (first_clear is not None and factor >= READABLE_GROWTH - 1e-9):
                break
        assert best is not None
        key, chosen, h, lab, r = best if best[0][0] or first_clear is None else first_clear
        chosen = replace(chosen, apart=replace(chosen.apart, growth=factor))
        placed.append(replace(chosen, geo=turned(chosen.geo, chosen.turn)))
        keep_holes = np.vstack([keep_holes, h])
        keep_labels = np.vstack([keep_labels, lab])
        keep_rows = np.concatenate([keep_rows, r])
    back = -placed[-1].turn
    return [replace(t, geo=turned(t.geo, back), turn=t.turn + back) for t in placed]


ROW_ANGLE = math.radians(10)
"""Two home rows closer than this to parallel may read as one line."""


def _home_rows(topology: PegsTopology, geo: PegsLayout) -> np.ndarray:
    """Each seat's home row as a segment from its in-spot to its last home hole: (seats, 2, 2)."""
    return np.array([(geo.track[seat.in_spot], holes.home[-1]) for seat, holes in zip(topology.seats, geo.seats)])


def _turn_rows(rows: np.ndarray, angle: float) -> np.ndarray:
    return _turn_points(rows.reshape(-1, 2), angle).reshape(-1, 2, 2)


def _least_gap(holes: np.ndarray, others: np.ndarray) -> float:
    """The least distance between a hole of one track and a hole of the others (mm)."""
    if len(others) == 0:
        return math.inf
    return float(np.hypot(holes[:, None, 0] - others[None, :, 0], holes[:, None, 1] - others[None, :, 1]).min())


def _in_line(rows: np.ndarray, others: np.ndarray, pitch: float) -> bool:
    """Whether a home row of ``rows`` lies in line with one of ``others``: within ``ROW_ANGLE``
    of parallel, and both ends of either row within a pitch of the other's line, so the eye
    runs from one track's home into another's."""
    if len(others) == 0:
        return False
    a, b = rows[:, None], others[None, :]
    da, db = a[..., 1, :] - a[..., 0, :], b[..., 1, :] - b[..., 0, :]
    la, lb = np.hypot(da[..., 0], da[..., 1]), np.hypot(db[..., 0], db[..., 1])
    parallel = np.abs(da[..., 0] * db[..., 1] - da[..., 1] * db[..., 0]) <= np.sin(ROW_ANGLE) * la * lb

    def off(line: np.ndarray, length: np.ndarray, origin: np.ndarray, points: np.ndarray) -> np.ndarray:
        rel = points - origin[..., None, :]
        return np.abs(line[..., None, 0] * rel[..., 1] - line[..., None, 1] * rel[..., 0]) / length[..., None]

    near = ((off(da, la, a[..., 0, :], b) < pitch).all(axis=-1)
            | (off(db, lb, b[..., 0, :], a) < pitch).all(axis=-1))
    return bool((parallel & near).any())


DISC_LIMIT = 8.0
"""mm: a shape whose circle is wider (an arrow along a side) is measured as circles round runs
of ``DISC_RUN`` of its points instead, so it does not claim the wood beside it."""
DISC_RUN = 12


def _label_discs(engraved: Engraved) -> np.ndarray:
    """Each engraved shape as a circle around it, a long one as circles round runs of its
    points: (x, y, radius)."""
    circles = []
    for shape in engraved.shapes:
        whole = bounding_circle(shape.points)
        if whole[1] <= DISC_LIMIT:
            circles.append(whole)
        else:
            circles.extend(bounding_circle(shape.points[i:i + DISC_RUN + 1])
                           for i in range(0, len(shape.points), DISC_RUN))
    return np.array([(*centre, radius) for centre, radius in circles]).reshape(-1, 3)


def _turn_points(points: np.ndarray, angle: float) -> np.ndarray:
    c, s = math.cos(angle), math.sin(angle)
    return points @ np.array([[c, s], [-s, c]])


def _turn_discs(discs: np.ndarray, angle: float) -> np.ndarray:
    return np.column_stack([_turn_points(discs[:, :2], angle), discs[:, 2]])


def _room(holes: np.ndarray, labels: np.ndarray, other_holes: np.ndarray, other_labels: np.ndarray,
          hole: float, need: float) -> float:
    """Least spare distance (mm) between one track's holes and labels and the others': negative
    when holes come nearer than ``need`` or a label nearer than ``LABEL_ROOM`` to either."""
    def gaps(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.hypot(a[:, None, 0] - b[None, :, 0], a[:, None, 1] - b[None, :, 1])

    if len(other_holes) == 0:
        return math.inf
    rooms = [
        (gaps(holes, other_holes) - need).min(),
        (gaps(holes, other_labels) - other_labels[None, :, 2] - hole / 2 - LABEL_ROOM).min(),
        (gaps(labels, other_holes) - labels[:, None, 2] - hole / 2 - LABEL_ROOM).min(),
        (gaps(labels, other_labels) - labels[:, None, 2] - other_labels[None, :, 2] - LABEL_ROOM).min(),
    ]
    return float(min(rooms))


class _Clearance:
    """``_room`` of one track against those placed, at any turn, measuring only the pairs that
    could be nearest.

    Turning about the centre keeps every point's distance from it, so two points can never come
    nearer than the difference of those distances. Pairs whose nearest approach lies more than
    ``BAND`` beyond the least of all are left out; a turn whose least room measured reaches the
    nearest approach left out is measured in full by ``_room`` instead. Each value is computed
    by the same operations as in ``_room``, so every turn's room, and the turn chosen, are the
    same to the last bit.
    """

    def __init__(self, holes: np.ndarray, labels: np.ndarray, other_holes: np.ndarray, other_labels: np.ndarray,
                 hole: float, need: float) -> None:
        self.others = (other_holes, other_labels, hole, need)
        self.terms = (
            (0, other_holes, lambda g, i, j: g - need),
            (0, other_labels, lambda g, i, j: g - other_labels[j, 2] - hole / 2 - LABEL_ROOM),
            (1, other_holes, lambda g, i, j: g - labels[i, 2] - hole / 2 - LABEL_ROOM),
            (1, other_labels, lambda g, i, j: g - labels[i, 2] - other_labels[j, 2] - LABEL_ROOM),
        )
        nearest = []
        for mine, theirs, finish in self.terms:
            points = (holes, labels)[mine]
            reach = np.hypot(points[:, 0], points[:, 1])[:, None] - np.hypot(theirs[:, 0], theirs[:, 1])[None, :]
            rows, cols = np.indices(reach.shape)
            nearest.append(finish(np.abs(reach), rows, cols) - NEAREST_SLACK)
        band = min((n.min() for n in nearest if n.size), default=math.inf) + BAND
        self.pairs = [np.nonzero(n <= band) for n in nearest]
        self.left_out = min((n[n > band].min() for n in nearest if (n > band).any()), default=math.inf)

    def room(self, holes: np.ndarray, labels: np.ndarray) -> float:
        if len(self.others[0]) == 0:
            return math.inf
        least = math.inf
        for (mine, theirs, finish), (i, j) in zip(self.terms, self.pairs):
            if len(i):
                a, b = (holes, labels)[mine][i], theirs[j]
                least = min(least, finish(np.hypot(a[:, 0] - b[:, 0], a[:, 1] - b[:, 1]), i, j).min())
        if least <= self.left_out:
            return float(least)
        return _room(holes, labels, *self.others)

