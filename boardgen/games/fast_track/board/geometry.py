"""Where each Fast Track space goes, for 4 to 8 colours: pure coordinates, no I/O.

The track is a star: one arm per colour, pointing at the middle of that colour's side of a
regular polygon (a square for four, a hexagon for six). Each arm is laid out in its own frame:
``s`` runs across the arm's tip in the direction of play, ``t`` points from the tip toward the
bull's eye. The arm's two edges run at ``s = -1`` (coming out) and ``s = +1`` (going back in)
pitches; neighbouring arms' edges meet at the inner corners, which is where the fast-track
spaces sit. The arm's length is chosen so that every inner corner is exactly six pitches from
its tip corner, so each side has its 14 spaces at one pitch apart for any number of arms.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from boardgen.games.fast_track.board.topology import HOME_SPACES, PEN_EXIT, SIDE_LENGTH, FastTrackTopology
from boardgen.games.race.board.layout import RaceLayout, SeatHoles
from boardgen.geometry.frame import Frame
from boardgen.geometry.vec import Point, dot, scale

EDGE_RUN = 6
"""Pitches from a tip corner along the arm's edge to the inner corner."""
PEN_OFFSETS = ((2.2, 0.0), (3.2, 0.0), (2.2, 1.0), (3.2, 1.0))
"""The holding pen in arm coordinates (s, t), in pitches: a 2 x 2 block beside the exit."""
LABEL_AT = (2.7, 2.15)
"""Where the colour's name is engraved, in arm coordinates: just inside the pen (the foot of
its letters; ``START_WORD_AT`` and ``HOME_WORD_AT`` likewise)."""
START_WORD_AT = (4.1, 0.4)
"""START beside the pen, on its far side from the arm."""
HOME_WORD_AT = (0.0, 4.9)
"""HOME past the home row's last space, toward the bull's eye."""
PLAY_ARROW = ((2.9, 4.5), 1.75)
"""The direction-of-play arrow, in arm coordinates: from and to along ``t`` (inward, the way a
marble goes back in along the ``s = +1`` edge), ``s`` beside that edge."""


@dataclass(frozen=True)
class SeatSpaces(SeatHoles):
    """A colour's holding pen (its start holes) and home row (home[3] nearest the bull's eye)."""

    @property
    def pen(self) -> tuple[Point, ...]:
        return self.start


@dataclass(frozen=True, kw_only=True)
class FastTrackLayout(RaceLayout):
    """A frame an arm: origin the tip's middle space (the home entry), ``u`` across the tip in
    the direction of play, ``v`` from the tip toward the bull's eye."""

    bulls_eye: Point
    outline: tuple[Point, ...]
    """The board polygon through the outermost spaces' sides (before the margin), clockwise."""

    def all_points(self) -> list[Point]:
        return [*super().all_points(), self.bulls_eye]


def arm_length(players: int) -> float:
    """Pitches from the bull's eye to a tip: the inner corner is ``cot(pi/n)`` from the centre
    along the arm's axis, and six pitches more reach the tip."""
    return EDGE_RUN + 1 / math.tan(math.pi / players)


def frames(players: int, pitch: float) -> tuple[Frame, ...]:
    reach = arm_length(players) * pitch
    out = []
    for k in range(players):
        angle = -math.pi / 2 - 2 * math.pi * k / players  # seat 0 at the bottom, then clockwise
        outward = (math.cos(angle), math.sin(angle))
        u = (outward[1], -outward[0])
        out.append(Frame(scale(outward, reach), u, scale(outward, -1.0)))
    return tuple(out)


def side_points(frame: Frame, pitch: float) -> list[Point]:
    """The 14 main-track spaces of one side, from its inner corner in the direction of play."""
    run = [(-1.0, float(EDGE_RUN - i)) for i in range(EDGE_RUN + 1)]  # inner corner .. first tip corner
    run += [(0.0, 0.0), (1.0, 0.0)]  # the tip's middle (home entry) and second corner (pen exit)
    run += [(1.0, float(i)) for i in range(1, EDGE_RUN)]  # back in, up to the next inner corner
    assert len(run) == SIDE_LENGTH and run[PEN_EXIT] == (1.0, 0.0)
    return [frame.at(s * pitch, t * pitch) for s, t in run]


def layout(topology: FastTrackTopology, pitch: float) -> FastTrackLayout:
    arms = frames(topology.players, pitch)
    track: list[Point] = []
    seats = []
    for frame in arms:
        track.extend(side_points(frame, pitch))
        pen = tuple(frame.at(s * pitch, t * pitch) for s, t in PEN_OFFSETS)
        home = tuple(frame.at(0.0, j * pitch) for j in range(1, HOME_SPACES + 1))
        seats.append(SeatSpaces(pen, home))
    points = [*track, *(p for s in seats for p in s.pen)]
    return FastTrackLayout(frames=arms, track=tuple(track), seats=tuple(seats), bulls_eye=(0.0, 0.0),
                  outline=_polygon(arms, points))


def _polygon(arms: tuple[Frame, ...], points: list[Point]) -> tuple[Point, ...]:
    """The regular polygon whose sides face the arms and just reach the outermost spaces."""
    n = len(arms)
    apothem = max(-dot(p, frame.v) for frame in arms for p in points)
    radius = apothem / math.cos(math.pi / n)
    corners = []
    for k in range(n):
        # the corner between arm k and arm k+1 (clockwise), half a sector past arm k
        angle = -math.pi / 2 - 2 * math.pi * k / n - math.pi / n
        corners.append((radius * math.cos(angle), radius * math.sin(angle)))
    return tuple(corners)
