"""Which space is what on a Fast Track board: the one place the board facts live.

The main track is a star of ``players`` arms, one arm per colour. Each side of play runs 14
spaces (56 on the square, 84 on the hexagon), counted in the direction of play from the inner
corner where it begins:

====  =============================================================
 0    the inner corner: this colour's fast-track space, nearest the bull's eye
 1-5  out along the arm
 6    the tip's first corner
 7    the tip's middle: the entry to this colour's home base row
 8    the tip's second corner: the holding-pen exit
 9-13 back in along the arm, to the next colour's inner corner
====  =============================================================

The home base row (4 spaces) runs from the entry down the middle of the arm toward the bull's
eye; the holding pen (4 spaces) sits beside the exit. A marble's lap therefore runs from its
exit all the way round to the entry just behind it, and the fast track is the ring of inner
corners: hopping from corner to corner skips every other arm.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from boardgen.play.ring import SEAT_COLORS, SeatRing

SIDE_LENGTH = 14
"""Main-track spaces per side, counting the inner corner at its start but not the one at its end."""
HOME_ENTRY = 7
"""The home entry's distance from the side's inner corner."""
PEN_EXIT = 8
"""The holding-pen exit's distance from the side's inner corner."""
PEN_SPACES = 4
HOME_SPACES = 4
MARBLES_PER_SEAT = 4
MIN_PLAYERS = 4
"""A triangle of arms leaves a wasteful triangle of wood; three players play two colours each on the hexagon."""
MAX_PLAYERS = 8
DEFAULT_PLAYERS = 4
"""The classic table: what a board, a rule sheet or a simulation is for unless told."""

COLORS = SEAT_COLORS[:MAX_PLAYERS]


@dataclass(frozen=True)
class Seat:
    """One colour's side: the track indices that matter to that colour."""

    seat: int
    color: str
    fast_track: int
    """This colour's fast-track space: the inner corner that starts its side."""
    home_entry: int
    exit: int


@dataclass(frozen=True)
class Topology(SeatRing):
    """The main track as a ring of ``14 * players`` spaces plus pens, home rows and the bull's eye."""

    side_length: ClassVar[int] = SIDE_LENGTH
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS

    @property
    def fast_track(self) -> tuple[int, ...]:
        """Track indices of the fast-track spaces (each side's inner corner), in the order of play."""
        return tuple(self.side_start(k) for k in range(self.players))

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(
            Seat(k, COLORS[k], self.side_start(k), self.side_start(k) + HOME_ENTRY, self.side_start(k) + PEN_EXIT)
            for k in range(self.players)
        )

    @property
    def holes_per_seat(self) -> int:
        return SIDE_LENGTH + PEN_SPACES + HOME_SPACES

    @property
    def hole_count(self) -> int:
        """Every space on the board: the bull's eye is the one not belonging to a seat."""
        return self.holes_per_seat * self.players + 1
