"""A Fast Track position as small integers, and the rule set it is played under.

Each marble is one int, with ``N`` the main track's length and ``n`` the number of colours:

* ``PEN`` (-1): in its holding pen;
* ``0 .. N-1``: on main-track space ``i`` (the board's track index), including a fast-track
  space it has just arrived on and may leave either way (another colour's space: the next card
  must move it), and its own colour's space, where every ride ends;
* ``N + j``: riding the fast track, on fast-track space ``j`` (track index ``14 j``): it has
  hopped along the fast track and must keep to it until it leaves at its own colour's space;
* ``N + n``: on the bull's eye;
* ``N + n + 1 + h``: in hole ``h`` of its own home base row (0 next to the entry).

A seat's marbles are kept as a sorted tuple, so equal positions compare equal, and a seat is
finished when its smallest code is a home code. This module records positions; ``rules``
judges moves.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgen.errors import ParameterError
from boardgen.games.fast_track import variants as variant_rules
from boardgen.games.fast_track.topology import MARBLES_PER_SEAT, MAX_PLAYERS, MIN_PLAYERS, SIDE_LENGTH, Topology
from boardgen.play import teams as team_modes

PEN = -1
DEFAULT_TEAMS = "individual"
"""The rule sheet's main game is every colour for itself; partnerships are chosen with ``teams``."""


@dataclass(frozen=True)
class RuleSet(team_modes.TeamSeats):
    players: int
    teams: str
    variants: frozenset[str] = frozenset()
    topology: Topology = field(init=False, repr=False, compare=False)
    track: int = field(init=False, repr=False, compare=False)
    ride: int = field(init=False, repr=False, compare=False)
    """Code of a marble riding fast-track space 0; space j is ``ride + j``."""
    bulls_eye: int = field(init=False, repr=False, compare=False)
    home0: int = field(init=False, repr=False, compare=False)
    entry: tuple[int, ...] = field(init=False, repr=False, compare=False)
    exit: tuple[int, ...] = field(init=False, repr=False, compare=False)
    team_of: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ParameterError("--players", f"{MIN_PLAYERS} to {MAX_PLAYERS}", got=self.players)
        set_ = object.__setattr__
        set_(self, "variants", variant_rules.validate(self.variants))
        topology = Topology(self.players)
        n = topology.track_length
        set_(self, "topology", topology)
        set_(self, "track", n)
        set_(self, "ride", n)
        set_(self, "bulls_eye", n + self.players)
        set_(self, "home0", n + self.players + 1)
        set_(self, "entry", tuple(s.home_entry for s in topology.seats))
        set_(self, "exit", tuple(s.exit for s in topology.seats))
        set_(self, "team_of", team_modes.seat_teams(self.players, self.teams))
        if self.has(variant_rules.ONE_PLAYER_PER_TEAM) and self.teams == "individual":
            raise ParameterError("--teams", f"pairs or alternate with {variant_rules.ONE_PLAYER_PER_TEAM}: the "
                                 "player of a team plays all its colours", got=self.teams)

    @classmethod
    def create(cls, players: int, teams: str | None = None, variants: tuple[str, ...] | frozenset[str] = ()) -> RuleSet:
        return cls(players, teams or DEFAULT_TEAMS, frozenset(variants))

    def has(self, variant: str) -> bool:
        return variant in self.variants

    @property
    def turn_seats(self) -> tuple[int, ...]:
        """Every colour, or with ``one-player-per-team`` each team's first colour, whose turn
        moves the whole team."""
        if self.has(variant_rules.ONE_PLAYER_PER_TEAM):
            return tuple(self.team_seats(team)[0] for team in self.team_numbers)
        return super().turn_seats

    def home(self, hole: int) -> int:
        return self.home0 + hole

    def riding(self, corner: int) -> int:
        """The code of a marble riding fast-track space ``corner`` (0 .. players-1)."""
        return self.ride + corner

    def space(self, code: int) -> int:
        """The main-track space a marble occupies, or -1 (pen, bull's eye, home)."""
        if 0 <= code < self.track:
            return code
        if self.ride <= code < self.bulls_eye:
            return (code - self.ride) * SIDE_LENGTH
        return -1



@dataclass(frozen=True)
class State:
    rules: RuleSet
    marbles: tuple[tuple[int, ...], ...]

    @classmethod
    def initial(cls, rules: RuleSet) -> State:
        return cls(rules, tuple((PEN,) * MARBLES_PER_SEAT for _ in range(rules.players)))

    def finished(self, seat: int) -> bool:
        return self.marbles[seat][0] >= self.rules.home0

    def winner(self) -> int | None:
        """The team with every marble home, if any."""
        return self.rules.winning_team(self.finished)
