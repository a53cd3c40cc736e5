"""A Pegs and Jokers position as small integers, and the rule set it is played under.

Each peg is one int: ``START`` (-1) in its start area, ``0 .. N-1`` on the shared track
(the board's absolute track index, N = 18 x players), ``N + h`` in hole ``h`` of its own home.
A seat's pegs are kept as a sorted tuple, so equal positions compare and hash equal however
the pegs were shuffled about, and move generation is plain integer arithmetic.

This module records positions; it does not judge moves (that is ``card_play``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers import variants as variant_rules
from boardgen.games.pegs_and_jokers.board.topology import MAX_PLAYERS, MIN_PLAYERS, PEGS_PER_SEAT, PegsTopology
from boardgen.play import teams as team_modes

START = -1


def default_decks(players: int) -> int:
    """Three decks up to six players, then one per two players (four for eight), as seed 001."""
    return 3 if players <= 6 else math.ceil(players / 2)


@dataclass(frozen=True)
class PegsRuleSet(team_modes.TeamSeats):
    """Players, teams and variations, plus the lookup tables move generation reads.

    The tables are derived once here so the hot loop never recomputes a seat's in-spot.
    """

    players: int
    teams: str
    variants: frozenset[str] = frozenset()
    topology: PegsTopology = field(init=False, repr=False, compare=False)
    track: int = field(init=False, repr=False, compare=False)
    in_spot: tuple[int, ...] = field(init=False, repr=False, compare=False)
    come_out: tuple[int, ...] = field(init=False, repr=False, compare=False)
    team_of: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ParameterError("--players", f"{MIN_PLAYERS} to {MAX_PLAYERS}", got=self.players)
        object.__setattr__(self, "variants", variant_rules.validate(self.variants))
        topology = PegsTopology(self.players)
        set_ = object.__setattr__
        set_(self, "topology", topology)
        set_(self, "track", topology.track_length)
        set_(self, "in_spot", tuple(seat.in_spot for seat in topology.seats))
        set_(self, "come_out", tuple(seat.come_out for seat in topology.seats))
        set_(self, "team_of", team_modes.seat_teams(self.players, self.teams))

    @classmethod
    def create(cls, players: int, teams: str | None = None, variants: tuple[str, ...] | frozenset[str] = ()) -> PegsRuleSet:
        """A rule set with the default team mode for the player count when none is given."""
        return cls(players, teams or team_modes.default_mode(players), frozenset(variants))

    def has(self, variant: str) -> bool:
        return variant in self.variants

    @property
    def hand_size(self) -> int:
        return 3 if self.has("three-card") else 5

    @property
    def draws_after(self) -> bool:
        return self.has("draw-after") or self.has("three-card")

    def home(self, hole: int) -> int:
        """The peg code of home hole ``hole`` (0 next to the in-spot, 4 the deepest)."""
        return self.track + hole



@dataclass(frozen=True)
class State:
    """Where every peg is; whose turn it is and the cards belong to the engine or a position file."""

    rules: PegsRuleSet
    pegs: tuple[tuple[int, ...], ...]

    @classmethod
    def initial(cls, rules: PegsRuleSet) -> State:
        return cls(rules, tuple((START,) * PEGS_PER_SEAT for _ in range(rules.players)))

    def finished(self, seat: int) -> bool:
        """All five pegs home; the smallest code decides because pegs are sorted."""
        return self.pegs[seat][0] >= self.rules.track

    def winner(self) -> int | None:
        """The team with every peg home, if any."""
        return self.rules.winning_team(self.finished)
