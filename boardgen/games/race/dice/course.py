"""Each seat's way round a dice-played track board, compiled once from the board's ``RaceTopology``
(the one place that says which hole is what), and the rule set a simulation plays by.

A piece is a small whole number, its step along its own seat's course. ``START`` is the start
area. Steps ``1`` to ``lap`` are on the track: step 1 is the seat's entry space, step ``lap``
the space it turns off into home from. Then comes one step per home hole. These boards have no
hole beyond the home stretch, so the stretch is the goal. A piece in it is home, and a seat
whose pieces are all home has won. A board with a centre hole has one more step, ``centre``,
past the last home hole, so a piece there is not home. It is reached and left only by
shortcuts. Steps make moving a count (add the throw), ranking progress (compare) and sending
a piece back (set ``START``) plain arithmetic. Equal positions are equal tuples. ``place``
turns a step back into the hole it stands on.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from boardgen.errors import ParameterError
from boardgen.games.race.description.model import Description
from boardgen.games.race.hooks import CENTRE_EXIT_DICE
from boardgen.games.race.board.topology import CENTRE, RaceTopology
from boardgen.play.teams import TeamSeats

START = 0
"""The step of a piece in its start area."""


class OnTopology(TeamSeats):
    """What the dice and the card rule sets both read off the board's topology (each a frozen
    dataclass whose one field is ``topology``)."""

    topology: RaceTopology

    @property
    def description(self) -> Description:
        return self.topology.description

    @property
    def players(self) -> int:
        return self.topology.players


@dataclass(frozen=True)
class Course(OnTopology):
    """A dice track game for one table: the topology's spaces seen from every seat, plus the
    description's rules, in the shape ``stats.simulate_games`` seats (``players``, ``teams``,
    ``team_of``)."""

    topology: RaceTopology

    def __post_init__(self) -> None:
        d = self.description
        if d.movement.source != "dice":
            raise ParameterError("GAME", "a dice game (card games are played by games/race/cards/course.py)", d.name)
        if d.track.slides:
            raise ParameterError("GAME", "a game without slides: those are not played yet (docs/track-games.md)",
                                 d.name)
        if d.rules.teams != "none":
            raise ParameterError("GAME", "a game without partners: dice games' teams are not played yet", d.name)

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
        """Where a step stands: ``("start", 0)``, ``("track", index)``, ``("home", hole)``,
        hole 0 next to the track, or ``("centre", 0)``."""
        if step == START:
            return ("start", 0)
        if step <= self.lap:
            return ("track", self.track_index(seat, step))
        if step == self.centre:
            return ("centre", 0)
        return ("home", step - self.lap - 1)

    @cached_property
    def centre(self) -> int | None:
        """The step of a piece in the centre hole: past the home stretch, so it is not home;
        None on a board without one."""
        return self.last + 1 if self.topology.has_centre else None

    def step_of(self, seat: int, index: int) -> int | None:
        """The step at which ``seat``'s pieces stand on track space ``index`` (or the centre)."""
        if index == CENTRE:
            return self.centre
        return (index - self.topology.seats[seat].entry) % self.topology.track_length + 1

    @cached_property
    def hops(self) -> tuple[dict[int, tuple[int, ...]], ...]:
        """Each seat's shortcuts as steps: from a step, the steps one shortcut takes a piece to.
        Only forward along its own course and never past its exit (a shortcut is a quicker way
        home, not a second lap); into and out of the centre always."""
        found: list[dict[int, tuple[int, ...]]] = []
        for seat in range(self.players):
            hops: dict[int, list[int]] = {}
            for a, b in self.topology.routes:
                start, end = self.step_of(seat, a), self.step_of(seat, b)
                if end == self.centre and start <= self.lap or end <= self.lap and (start == self.centre or start < end):
                    hops.setdefault(start, []).append(end)
            found.append({start: tuple(sorted(ends)) for start, ends in hops.items()})
        return tuple(found)

    @property
    def centre_exit(self) -> tuple[int, ...] | None:
        """The dice that take a piece out of the centre (``hooks``), None for any."""
        return CENTRE_EXIT_DICE.get(self.description.name)

    @cached_property
    def enter_on(self) -> frozenset[int]:
        """``movement.enter_on``, read on every count of legal moves, so looked up once."""
        return frozenset(self.description.movement.enter_on)

    @cached_property
    def extra_turn_on(self) -> frozenset[int]:
        """``movement.extra_turn_on``, read after every move, so looked up once."""
        return frozenset(self.description.movement.extra_turn_on)

    @cached_property
    def doubles_again(self) -> bool:
        """``movement.doubles_again``, read after every move, so looked up once."""
        return self.description.movement.doubles_again

    @cached_property
    def doubles_undersides(self) -> bool:
        """``movement.doubles_undersides``, read on every throw, so looked up once."""
        return self.description.movement.doubles_undersides

    @cached_property
    def most_dice(self) -> bool:
        """``movement.most_dice``, read on every count of legal moves, so looked up once."""
        return self.description.movement.most_dice

    @cached_property
    def passes_own(self) -> tuple[bool, bool]:
        """Whether a piece may pass its own colour's pieces on the track (``rules.pass_own``)
        and in its home row (``home.passing``): read on every walk, so looked up once."""
        d = self.description
        return d.rules.pass_own == "always", d.home.passing

    @cached_property
    def bonuses(self) -> tuple[int, int] | None:
        """``(rules.capture_bonus, rules.home_bonus)`` when either is on, else None: asked on
        every move played, so read once."""
        rules = self.description.rules
        return (rules.capture_bonus, rules.home_bonus) if rules.capture_bonus or rules.home_bonus else None

    def earns_another(self, throw: tuple[int, ...]) -> bool:
        """Whether ``throw`` gives its seat another: its total is one of ``extra_turn_on``, or
        with ``movement.doubles_again`` its two dice are alike."""
        return sum(throw) in self.extra_turn_on or self.doubles_again and throw[0] == throw[-1]

    @cached_property
    def duties(self) -> tuple[bool, bool] | None:
        """``(rules.must_enter, rules.clear_entry)`` when either is on, else None: asked on
        every count of legal moves, so read once."""
        rules = self.description.rules
        return (rules.must_enter, rules.clear_entry) if rules.must_enter or rules.clear_entry else None

    def stuck(self, steps: tuple[int, ...]) -> bool:
        """Whether a seat with pieces on ``steps`` (ascending) can move none but by bringing one
        out of start (``movement.throws_when_stuck``). None is on the track or in the centre.
        Those home are packed at the far end of the stretch, no hole left ahead of any."""
        out = [step for step in steps if step != START]
        return out == list(range(self.last - len(out) + 1, self.last + 1))

    @cached_property
    def safe(self) -> frozenset[int]:
        return frozenset(self.topology.safe)

    @cached_property
    def start_position(self) -> tuple[tuple[int, ...], ...]:
        return tuple((START,) * self.description.pieces for _ in range(self.players))

    @cached_property
    def remaining(self) -> tuple[int, ...]:
        """Steps each step still has to go to the last home hole, for the greedy player. A piece
        in its start area counts a whole throw more than one on its entry space. So bringing one
        out is worth about what moving one is. One in the centre counts a throw more than the
        best space it can leave to, as it waits to leave."""
        movement = self.description.movement
        throw = movement.dice * movement.faces
        steps = (self.last - 1 + throw, *(self.last - s for s in range(1, self.last + 1)))
        ways_out = self.hops[0].get(self.centre, ()) if self.topology.has_centre else ()
        return (*steps, min(steps[s] for s in ways_out) + throw) if ways_out else steps
