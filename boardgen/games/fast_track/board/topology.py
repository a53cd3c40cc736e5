"""Which space is what on a Fast Track board: ``board.toml`` compiled by the track engine.

The main track is a star of ``players`` arms, one arm per colour. Each side of play runs 14
spaces (56 on the square, 84 on the hexagon). They are counted in the direction of play from
the inner corner where it begins:

====  =============================================================
 0    the inner corner: this colour's fast-track space, nearest the bull's eye
 1-5  out along the arm
 6    the tip's first corner
 7    the tip's middle: the entry to this colour's home base row
 8    the tip's second corner: the holding-pen exit
 9-13 back in along the arm, to the next colour's inner corner
====  =============================================================

The home base row (4 spaces) runs from the entry down the middle of the arm toward the bull's
eye. The holding pen (4 spaces) sits beside the exit. A marble's lap therefore runs from its
exit all the way round to the entry just behind it. The fast track is the ring of inner
corners: hopping from corner to corner skips every other arm.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib.resources import files

from boardgen.games.race.board import topology as engine
from boardgen.games.race.description.board_keys import read_board

BOARD = read_board(files("boardgen.games.fast_track") / "board.toml")
"""The board's description, which says what each of these numbers is."""
SIDE_LENGTH, HOME_ENTRY, PEN_EXIT = BOARD.track.per_side, BOARD.home.leaves_at, BOARD.start.enters_at
MARBLES_PER_SEAT = PEN_SPACES = BOARD.pieces
HOME_SPACES = BOARD.home.length
MIN_PLAYERS, MAX_PLAYERS = min(BOARD.players), max(BOARD.players)
"""A triangle of arms leaves a wasteful triangle of wood; three players play two colours each on the hexagon."""
DEFAULT_PLAYERS = BOARD.players[0]
COLORS = BOARD.colors


@dataclass(frozen=True)
class FastTrackSeat:
    """One colour's side: the track indices that matter to that colour."""

    seat: int
    color: str
    fast_track: int
    """This colour's fast-track space: the inner corner that starts its side."""
    home_entry: int
    exit: int
    """The holding pen's exit (the engine's ``entry``: not its ``exit``, the turn into home)."""


@dataclass(frozen=True)
class FastTrackTopology:
    """The main track as a ring of ``14 * players`` spaces plus pens, home rows and the bull's eye.
    It is the engine's topology of ``board.toml``, its seats in the game's words. Those give
    ``exit`` another meaning than the engine's, so this holds the engine's rather than being one."""

    players: int
    compiled: engine.RaceTopology = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "compiled", engine.RaceTopology(BOARD, self.players))

    @property
    def track_length(self) -> int:
        return self.compiled.track_length

    @property
    def fast_track(self) -> tuple[int, ...]:
        """Track indices of the fast-track spaces (the spaces the shortcuts join), in the order of play."""
        return self.compiled.shortcut_spaces

    @property
    def seats(self) -> tuple[FastTrackSeat, ...]:
        return tuple(FastTrackSeat(s.seat, s.color, fast_track=s.side, home_entry=s.exit, exit=s.entry)
                     for s in self.compiled.seats)
