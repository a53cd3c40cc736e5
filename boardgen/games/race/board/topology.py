"""Which hole is what on a track game's board for one player count: the description's
per-side offsets unrolled onto the ring of track spaces, one side per seat.

Track indices run in the direction of play from seat 0's first space; seat k's side holds
indices ``k * per_side`` to ``(k + 1) * per_side - 1``. The geometry, the board checks and the
move generator to come all read this, so a drawn hole and a played space cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from boardgen.errors import ParameterError
from boardgen.games.race.description.model import BoardDescription, SpaceRef

CENTRE = -1
"""The centre hole's index where a shortcut names it: it is on no side."""


@dataclass(frozen=True)
class RaceSeat:
    seat: int
    color: str
    side: int
    """The first track index of the seat's side."""
    entry: int
    """The track index a piece comes out of start onto."""
    exit: int
    """The track index a piece turns off into its home stretch from."""


@dataclass(frozen=True)
class RaceTopology:
    description: BoardDescription
    players: int
    seat_type: ClassVar[type[RaceSeat]] = RaceSeat
    """A game that names its seats' spaces in words of its own gives its subclass of ``RaceSeat``."""

    def __post_init__(self) -> None:
        if self.players not in self.description.players:
            raise ParameterError("--players", f"one of {', '.join(map(str, self.description.players))} for "
                                 f"{self.description.title}", self.players)

    @property
    def per_side(self) -> int:
        return self.description.track.per_side

    @property
    def track_length(self) -> int:
        return self.per_side * self.players

    @property
    def holes_per_seat(self) -> int:
        """A seat's side of the track, its start area (a hole a piece) and its home row."""
        d = self.description
        return d.track.per_side + d.pieces + d.home.length

    @property
    def hole_count(self) -> int:
        """Every hole of the board: the centre is the one belonging to no seat."""
        return self.holes_per_seat * self.players + (1 if self.has_centre else 0)

    def index(self, side: int, offset: int) -> int:
        return (side % self.players) * self.per_side + offset

    @cached_property
    def seats(self) -> tuple[RaceSeat, ...]:
        d = self.description
        return tuple(self.seat_type(k, d.colors[k], self.index(k, 0), self.index(k, d.start.enters_at),
                          self.index(k, d.home.leaves_at)) for k in range(self.players))

    def _every_side(self, offsets: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(self.index(k, o) for k in range(self.players) for o in offsets))

    @cached_property
    def safe(self) -> tuple[int, ...]:
        return self._every_side(self.description.track.safe)

    @cached_property
    def slides(self) -> tuple[tuple[int, int], ...]:
        """Each slide's first and last track index, on every side."""
        return tuple(sorted((self.index(k, s.at), self.index(k, s.at + s.length))
                            for k in range(self.players) for s in self.description.track.slides))

    @cached_property
    def routes(self) -> tuple[tuple[int, int], ...]:
        """Every shortcut as (from, to) track indices, ``CENTRE`` for the centre hole; each
        description shortcut read once from every side."""
        def where(ref: SpaceRef, side: int) -> int:
            return CENTRE if ref.is_centre else self.index(side + ref.side, ref.at or 0)

        return tuple(dict.fromkeys((where(s.source, k), where(s.to, k))
                                   for s in self.description.track.shortcuts for k in range(self.players)))

    @cached_property
    def shortcut_spaces(self) -> tuple[int, ...]:
        """The track spaces a shortcut leaves or reaches."""
        return tuple(sorted({i for route in self.routes for i in route if i != CENTRE}))

    @property
    def has_centre(self) -> bool:
        return self.description.shape.centre

    def role(self, index: int) -> str:
        """What a track hole is to a player: the roles holes carry in the cut files' manifest."""
        if index in self.safe:
            return "safe"
        if index in self.shortcut_spaces:
            return "shortcut"
        if any(first == index for first, _ in self.slides):
            return "slide"
        return "track"

