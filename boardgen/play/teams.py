"""How seats form teams: two alternating teams, pairs sitting opposite, or everyone alone.

Shared by every partnership race game; the game decides only which modes it accepts.
"""

from __future__ import annotations

from collections.abc import Callable

from boardgen.errors import ParameterError

TEAM_MODES = ("alternate", "pairs", "individual")


def default_mode(players: int) -> str:
    """Two alternating teams when the count allows it, as the classic partnership game is played."""
    return "alternate" if players % 2 == 0 else "individual"


def seat_teams(players: int, mode: str) -> tuple[int, ...]:
    """The team number of each seat, seats numbered in the order of play.

    ``pairs`` seats partners opposite each other, so with four players it equals ``alternate``.
    """
    if mode not in TEAM_MODES:
        raise ParameterError("--teams", "one of " + ", ".join(TEAM_MODES), got=mode)
    if mode == "individual":
        return tuple(range(players))
    if players % 2:
        raise ParameterError("--teams", f"{mode} needs an even number of players; use individual", got=players)
    if mode == "alternate":
        return tuple(seat % 2 for seat in range(players))
    return tuple(seat % (players // 2) for seat in range(players))


def team_label(teams: tuple[int, ...], team: int) -> str:
    """A readable name for a team: its seats, e.g. ``seats 0+2``."""
    seats = [str(seat) for seat, t in enumerate(teams) if t == team]
    return ("seat " if len(seats) == 1 else "seats ") + "+".join(seats)


def team_lines(players: int, mode: str, colors: tuple[str, ...]) -> list[str]:
    """One line per team: its colours in seating order, for rule booklets."""
    team_of = seat_teams(players, mode)
    return [", ".join(colors[s] for s, t in enumerate(team_of) if t == team) for team in dict.fromkeys(team_of)]


def mode_name(mode: str, players: int) -> str:
    """How a booklet's subtitle names the team mode."""
    if mode == "individual":
        return "each for themselves"
    if mode == "alternate":
        return f"two teams of {players // 2}"
    return f"{players // 2} pairs"


def checked_mode(players: int, mode: str) -> str:
    """A team mode named by a user, refused unless known and possible for ``players``."""
    if mode not in TEAM_MODES:
        raise ParameterError("--teams", "one of " + ", ".join(TEAM_MODES), mode)
    seat_teams(players, mode)  # refuses pairs or alternate with an odd count
    return mode


class TeamSeats:
    """Team lookups for a game's rule set, which holds ``players`` and ``team_of`` (from ``seat_teams``).

    A mixin rather than a base dataclass so each game's frozen rule set keeps its own field order.
    """

    players: int
    team_of: tuple[int, ...]

    def team_seats(self, team: int) -> tuple[int, ...]:
        return tuple(seat for seat, t in enumerate(self.team_of) if t == team)

    def mates(self, seat: int) -> tuple[int, ...]:
        """The seats whose pieces ``seat`` may move: its own first, then its partners in seat order."""
        team = self.team_of[seat]
        return (seat, *(s for s in range(self.players) if s != seat and self.team_of[s] == team))

    @property
    def team_numbers(self) -> tuple[int, ...]:
        """Each team once, in the order of its first seat."""
        return tuple(dict.fromkeys(self.team_of))

    @property
    def turn_seats(self) -> tuple[int, ...]:
        """The seats that take turns, in the order of play: every seat, unless the game lets
        one person play a whole team."""
        return tuple(range(self.players))

    def winning_team(self, finished: Callable[[int], bool]) -> int | None:
        """The first team, in seat order, whose every seat is ``finished``, if any."""
        for team in self.team_numbers:
            if all(finished(seat) for seat in self.team_seats(team)):
                return team
        return None
