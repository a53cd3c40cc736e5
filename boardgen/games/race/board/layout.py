"""What the hole layout of a race game with a geometry of its own holds (Pegs and Jokers, Fast
Track). It holds a frame for each side or arm, the track in the order of play, and each seat's
start and home holes. Their writers, engraving and diagrams read these alike, so the two games keep
only what differs: what a frame's origin is, and what else the board has."""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.geometry.frame import Frame
from boardgen.geometry.vec import Point


@dataclass(frozen=True)
class SeatHoles:
    start: tuple[Point, ...]
    """Where a seat's pieces wait to come out (Fast Track's holding pen)."""
    home: tuple[Point, ...]
    """home[0] is next to the track space a piece turns off at, the last the farthest in."""


@dataclass(frozen=True, kw_only=True)
class RaceLayout:
    frames: tuple[Frame, ...]
    """One per seat, ``u`` across or along its side in the direction of play, ``v`` into the
    board; its origin is the game's to say."""
    track: tuple[Point, ...]
    seats: tuple[SeatHoles, ...]

    def all_points(self) -> list[Point]:
        """Every hole: the track, then each seat's start and home holes."""
        return [*self.track, *(p for s in self.seats for p in (*s.start, *s.home))]
