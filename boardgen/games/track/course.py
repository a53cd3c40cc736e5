"""Each seat's way round a dice-played track board, compiled once from the board's ``Topology``
(the one place that says which hole is what), and the rule set a simulation plays by.

A piece is a small whole number, its step along its own seat's course: ``START`` in the start
area, steps ``1`` to ``lap`` on the track (step 1 is the seat's entry space, step ``lap`` the
space it turns off into home from), then one step per home hole. These boards have no hole
beyond the home stretch, so the stretch is the goal: a piece in it is home and a seat whose
pieces are all home has won. Steps make moving a count (add the throw), ranking progress
(compare) and sending a piece back (set ``START``) plain arithmetic, and equal positions equal
tuples; ``place`` turns a step back into the hole it stands on.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from boardgen.errors import ParameterError
from boardgen.games.track.description import Description
from boardgen.games.track.topology import Topology
from boardgen.play.teams import TeamSeats

START = 0
"""The step of a piece in its start area."""


@dataclass(frozen=True)
class Course(TeamSeats):
    """A dice track game for one table: the topology's spaces seen from every seat, plus the
    description's rules, in the shape ``stats.simulate_games`` seats (``players``, ``teams``,
    ``team_of``)."""

    topology: Topology

    def __post_init__(self) -> None:
        d = self.description
        if d.movement.source != "dice":
            raise ParameterError("GAME", "a dice game: cards are not played yet (docs/track-games.md)", d.name)
        if d.track.shortcuts or d.track.slides:
            raise ParameterError("GAME", "a game without shortcuts or slides: those are not played yet "
                                 "(docs/track-games.md)", d.name)
        if d.rules.teams != "none":
            raise ParameterError("GAME", "a game without partners: teams are not played yet", d.name)

    @property
    def description(self) -> Description:
        return self.topology.description

    @property
    def players(self) -> int:
        return self.topology.players

    teams = "individual"
    """Every dice description shipped plays each for themselves (``__post_init__`` refuses others)."""

    @property
    def team_of(self) -> tuple[int, ...]:
        return tuple(range(self.players))

    @cached_property
    def lap(self) -> int:
        """Track steps from the entry space to the exit space, both counted: the same for every
        seat, since every side is laid out alike."""
        seat = self.topology.seats[0]
        return (seat.exit - seat.entry) % self.topology.track_length + 1

    @property
    def last(self) -> int:
        """The step of the last home hole."""
        return self.lap + self.description.home.length

    @cached_property
    def spaces(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's track space (topology index) by step, steps 1 to ``lap`` (step 0, the
        start area, holds -1): looked up on every move, so read once from the topology."""
        length = self.topology.track_length
        return tuple((-1, *((seat.entry + step - 1) % length for step in range(1, self.lap + 1)))
                     for seat in self.topology.seats)

    def track_index(self, seat: int, step: int) -> int:
        """The track space (topology index) of a step from 1 to ``lap``."""
        return self.spaces[seat][step]

    def place(self, seat: int, step: int) -> tuple[str, int]:
        """Where a step stands: ``("start", 0)``, ``("track", index)`` or ``("home", hole)``,
        hole 0 next to the track."""
        if step == START:
            return ("start", 0)
        if step <= self.lap:
            return ("track", self.track_index(seat, step))
        return ("home", step - self.lap - 1)

    @cached_property
    def safe(self) -> frozenset[int]:
        return frozenset(self.topology.safe)

    @cached_property
    def start_position(self) -> tuple[tuple[int, ...], ...]:
        return tuple((START,) * self.description.pieces for _ in range(self.players))

    @cached_property
    def remaining(self) -> tuple[int, ...]:
        """Steps each step still has to go to the last home hole, for the greedy player; a piece
        in its start area counts a whole throw more than one on its entry space, so bringing
        one out is worth about what moving one is."""
        movement = self.description.movement
        return (self.last - 1 + movement.dice * movement.faces, *(self.last - s for s in range(1, self.last + 1)))
