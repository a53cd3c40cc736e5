"""Which hole is what on a Pegs and Jokers board: ``board.toml`` compiled by the track engine.

The rules engine, the geometry and the verifier all read this model, so a board that is
drawn and a game that is played can never disagree about where an in-spot is. Indices follow
the direction of play (clockwise seen from above), as the engine numbers every track game's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib.resources import files
from typing import ClassVar

from boardgen.games.race.board import topology as engine
from boardgen.games.race.description.board_keys import read_board
from boardgen.games.race.description.model import BoardDescription

BOARD = read_board(files("boardgen.games.pegs_and_jokers") / "board.toml")
"""The board's description, which says what each of these numbers is."""
SIDE_LENGTH, IN_SPOT, COME_OUT = BOARD.track.per_side, BOARD.home.leaves_at, BOARD.start.enters_at
PEGS_PER_SEAT = START_HOLES = BOARD.pieces
HOME_HOLES = BOARD.home.length
MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS = min(BOARD.players), max(BOARD.players), BOARD.players[0]
COLORS = BOARD.colors


@dataclass(frozen=True)
class PegsSeat(engine.RaceSeat):
    """One player's side, the engine's seat in the game's words."""

    @property
    def corner(self) -> int:
        """The side's first hole, on the polygon's corner."""
        return self.side

    @property
    def in_spot(self) -> int:
        """Where a peg turns off into its home row."""
        return self.exit

    @property
    def come_out(self) -> int:
        """Where a peg comes out of its start holes onto the track."""
        return self.entry


@dataclass(frozen=True)
class PegsTopology(engine.RaceTopology):
    """The track as a ring of ``18 * players`` holes plus per-seat start and home rows."""

    description: BoardDescription = field(default=BOARD, init=False)
    seat_type: ClassVar[type[engine.RaceSeat]] = PegsSeat
