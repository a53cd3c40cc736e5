"""The table a Fast Track game is played at: how many colours, their teams and the variations
chosen, each checked once here so the engine, the position file and the booklet read the same
table.

How the marbles move is the card engine's (``on_engine.course_for`` compiles a table into
it); this module knows only who sits where.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgen.errors import ParameterError
from boardgen.games.fast_track import variants as variant_rules
from boardgen.games.fast_track.board.topology import MAX_PLAYERS, MIN_PLAYERS, FastTrackTopology
from boardgen.play import teams as team_modes

DEFAULT_TEAMS = "individual"
"""The rule sheet's main game is every colour for itself; partnerships are chosen with ``teams``."""


@dataclass(frozen=True)
class FastTrackRuleSet(team_modes.TeamSeats):
    players: int
    teams: str
    variants: frozenset[str] = frozenset()
    topology: FastTrackTopology = field(init=False, repr=False, compare=False)
    team_of: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ParameterError("--players", f"{MIN_PLAYERS} to {MAX_PLAYERS}", got=self.players)
        set_ = object.__setattr__
        set_(self, "variants", variant_rules.validate(self.variants))
        set_(self, "topology", FastTrackTopology(self.players))
        set_(self, "team_of", team_modes.seat_teams(self.players, self.teams))
        if self.has(variant_rules.ONE_PLAYER_PER_TEAM) and self.teams == "individual":
            raise ParameterError("--teams", f"pairs or alternate with {variant_rules.ONE_PLAYER_PER_TEAM}: the "
                                 "player of a team plays all its colours", got=self.teams)

    @classmethod
    def create(cls, players: int, teams: str | None = None, variants: tuple[str, ...] | frozenset[str] = ()) -> FastTrackRuleSet:
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
