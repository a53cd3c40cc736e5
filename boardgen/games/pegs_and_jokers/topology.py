"""Which hole is what on a Pegs and Jokers board: the one place the board facts live.

The rules engine, the geometry and the verifier all read this model, so a board that is
drawn and a game that is played can never disagree about where an in-spot is.
Indices follow the direction of play (clockwise seen from above).
"""

from __future__ import annotations

from dataclasses import dataclass

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

COLORS = (
    "red", "blue", "green", "yellow", "orange", "purple",
    "white", "black", "pink", "teal", "brown", "grey",
)
"""Seat colours in seating order; the classic four come first."""


@dataclass(frozen=True)
class Seat:
    """One player's side: the track indices that matter to that colour."""

    seat: int
    color: str
    corner: int
    in_spot: int
    come_out: int


@dataclass(frozen=True)
class Topology:
    """The track as a ring of ``18 * players`` holes plus per-seat start and home rows."""

    players: int

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {self.players}")

    @property
    def track_length(self) -> int:
        return SIDE_LENGTH * self.players

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(
            Seat(
                seat=k,
                color=COLORS[k],
                corner=SIDE_LENGTH * k,
                in_spot=SIDE_LENGTH * k + IN_SPOT,
                come_out=SIDE_LENGTH * k + COME_OUT,
            )
            for k in range(self.players)
        )

    @property
    def holes_per_seat(self) -> int:
        return SIDE_LENGTH + START_HOLES + HOME_HOLES

    @property
    def hole_count(self) -> int:
        return self.holes_per_seat * self.players

    def ahead(self, index: int, steps: int) -> int:
        """Track index ``steps`` holes further in the direction of play (negative: backward)."""
        return (index + steps) % self.track_length

    def is_corner(self, index: int) -> bool:
        return index % SIDE_LENGTH == 0
