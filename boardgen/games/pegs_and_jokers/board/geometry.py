"""Where each Pegs and Jokers hole goes, for any player count: pure coordinates, no I/O.

Each side is laid out in its own frame: ``u`` runs along the track in the direction of
play from the side's first corner, ``v`` points into the board. Start holes form an X
beside the come-out hole; the home row leaves the in-spot inward. On a triangle the
corner is so sharp that a straight-in home row would run into the previous side, so the
row leans toward the side's middle until it is parallel to that side.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from boardgen.games.pegs_and_jokers.board.topology import HOME_HOLES, SIDE_LENGTH, PegsTopology
from boardgen.games.race.board.layout import RaceLayout, SeatHoles
from boardgen.geometry.polygon import along_sides, polygon_sides
from boardgen.geometry.vec import Point, rotate

START_DEPTH = 1.75
"""Distance of the start X's centre from the track, in pitches."""
START_SPREAD = math.sqrt(0.5)
"""Offset of the X's arms along each axis, in pitches: each arm is one pitch from the centre."""


@dataclass(frozen=True, kw_only=True)
class PegsLayout(RaceLayout):
    """A frame a side: origin the side's first corner hole, ``u`` along the track, ``v`` into
    the board."""

    corners: tuple[Point, ...]
    home_direction: tuple[float, float]
    """The home row's direction in side coordinates (along, inward)."""


def home_lean(players: int, sections: bool = False) -> float:
    """How far (radians) the home row leans from straight-in toward the side's middle.

    On one board it leans only where the previous side would otherwise be in the way. On
    sections it must also lean at least as far as the seam beside the corner (which runs
    parallel to the corner's bisector), or the row would cross onto the neighbour's piece.
    """
    interior = math.pi - 2 * math.pi / players
    lean = max(0.0, math.pi / 2 - interior)
    if sections:
        lean = max(lean, math.pi / players + SEAM_CLEARANCE_ANGLE)
    return lean


SEAM_CLEARANCE_ANGLE = math.radians(3)
"""Extra lean on sections, so the home row diverges from the seam instead of running along it."""


def layout(topology: PegsTopology, pitch: float, lean: float = 0.0) -> PegsLayout:
    frames = polygon_sides(topology.players, SIDE_LENGTH, pitch)
    lean_u, lean_v = math.sin(lean), math.cos(lean)
    seats = []
    for seat, frame in zip(topology.seats, frames):
        come_out = (seat.come_out - seat.corner) * pitch
        in_spot = (seat.in_spot - seat.corner) * pitch
        arms = [(0.0, 0.0), (-1, -1), (1, -1), (1, 1), (-1, 1)]
        start = tuple(
            frame.at(come_out + du * START_SPREAD * pitch, (START_DEPTH + dv * START_SPREAD) * pitch)
            for du, dv in arms
        )
        home = tuple(frame.at(in_spot + j * lean_u * pitch, j * lean_v * pitch) for j in range(1, HOME_HOLES + 1))
        seats.append(SeatHoles(start, home))
    return PegsLayout(corners=tuple(frame.origin for frame in frames), frames=frames,
                  track=along_sides(frames, SIDE_LENGTH, pitch), seats=tuple(seats), home_direction=(lean_u, lean_v))


def turned(geo: PegsLayout, angle: float) -> PegsLayout:
    """The same layout turned about the board's centre (radians, counter-clockwise), so
    nested tracks can put their corners where the others leave room."""

    def pts(points: tuple[Point, ...]) -> tuple[Point, ...]:
        return tuple(rotate(p, angle) for p in points)

    return PegsLayout(
        corners=pts(geo.corners),
        frames=tuple(f.turned(angle) for f in geo.frames),
        track=pts(geo.track),
        seats=tuple(SeatHoles(pts(s.start), pts(s.home)) for s in geo.seats),
        home_direction=geo.home_direction,
    )
