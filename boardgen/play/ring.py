"""A race track shared by every seat: one side per seat, joined end to end into a ring.

Both card-driven race games number their shared track this way, so the arithmetic of the
ring (its length, where a seat's side starts, counting steps round it) lives here once and
each game's topology adds only what is on a side.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


SEAT_COLORS = (
    "red", "blue", "green", "yellow", "orange", "purple",
    "white", "black", "pink", "teal", "brown", "grey",
)
"""Seat colours in seating order, the same for every race game, so a family's red seat is red
on every board it makes; the classic four come first."""


@dataclass(frozen=True)
class SeatRing:
    """A ring of ``side_length * players`` track indices, in the direction of play from seat 0's side.

    A game subclasses it, setting the class constants, so a topology for a count the game does
    not draw is refused at once rather than half-built.
    """

    side_length: ClassVar[int]
    """Track holes per side, counting the corner at the start of the side but not the one at its end."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    players: int

    def __post_init__(self) -> None:
        if not self.min_players <= self.players <= self.max_players:
            raise ValueError(f"players must be {self.min_players} to {self.max_players}, got {self.players}")

    @property
    def track_length(self) -> int:
        return self.side_length * self.players

    def side_start(self, seat: int) -> int:
        """The track index where ``seat``'s side begins."""
        return self.side_length * seat
