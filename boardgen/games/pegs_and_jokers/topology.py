"""Which hole is what on a Pegs and Jokers board: the one place the board facts live.

The rules engine, the geometry and the verifier all read this model, so a board that is
drawn and a game that is played can never disagree about where an in-spot is.
Indices follow the direction of play (clockwise seen from above).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from boardgen.play.ring import SEAT_COLORS, SeatRing

SIDE_LENGTH = 18
"""Track holes per side, counting the corner at the start of the side but not the one at its end."""
IN_SPOT = 3
"""The in-spot's distance from the side's first corner."""
COME_OUT = 8
"""The come-out hole's distance from the side's first corner."""
START_HOLES = 5
HOME_HOLES = 5
PEGS_PER_SEAT = 5
MIN_PLAYERS = 3
MAX_PLAYERS = 12
DEFAULT_PLAYERS = 4
"""The classic table: what a board, a rule sheet or a simulation is for unless told."""

COLORS = SEAT_COLORS[:MAX_PLAYERS]


@dataclass(frozen=True)
class Seat:
    """One player's side: the track indices that matter to that colour."""

    seat: int
    color: str
    corner: int
    in_spot: int
    come_out: int


@dataclass(frozen=True)
class Topology(SeatRing):
    """The track as a ring of ``18 * players`` holes plus per-seat start and home rows."""

    side_length: ClassVar[int] = SIDE_LENGTH
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(
            Seat(
                seat=k,
                color=COLORS[k],
                corner=self.side_start(k),
                in_spot=self.side_start(k) + IN_SPOT,
                come_out=self.side_start(k) + COME_OUT,
            )
            for k in range(self.players)
        )

    @property
    def holes_per_seat(self) -> int:
        return SIDE_LENGTH + START_HOLES + HOME_HOLES

    @property
    def hole_count(self) -> int:
        return self.holes_per_seat * self.players
