"""What a batch of simulated games adds up to, and the two ways it is printed.

Any race game that can play one whole game and return a ``GameRecord`` gets the same report,
so results of different games and rule sets read alike.
"""

from __future__ import annotations

import json
import math
import random
import statistics
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from boardgen.errors import ParameterError
from boardgen.play.batch import Batch, check_jobs, play_games
from boardgen.play.record import GameRecord
from boardgen.play.teams import team_label


@dataclass(frozen=True)
class Distribution:
    """Mean, median and 95th percentile: a game's length is skewed, so the mean alone misleads."""

    mean: float
    median: float
    p95: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Distribution | None:
        if not values:
            return None
        ordered = sorted(values)
        # Nearest-rank percentile: always a value that actually occurred.
        rank = max(1, math.ceil(0.95 * len(ordered)))
        return cls(
            mean=round(statistics.fmean(ordered), 2),
            median=float(statistics.median(ordered)),
            p95=float(ordered[rank - 1]),
        )

    def as_dict(self) -> dict[str, float]:
        return {"mean": self.mean, "median": self.median, "p95": self.p95}


@dataclass(frozen=True)
class SimulationReport:
    """The figures a user asked for plus the settings that produced them, for reproduction."""

    settings: tuple[tuple[str, object], ...]
    games: int
    finished: int
    turns: Distribution | None
    wins_by_team: tuple[tuple[str, int], ...]
    wins_by_seat: tuple[tuple[int, int], ...]
    per_game: tuple[tuple[str, Distribution | None], ...]
    lengths: tuple[int, ...] = ()
    """Each finished game's turns, in play order: for confidence intervals and plots, not printed."""

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = dict(self.settings)
        data.update(
            games=self.games,
            finished=self.finished,
            unfinished=self.games - self.finished,
            turns=self.turns.as_dict() if self.turns else None,
            wins_by_team=dict(self.wins_by_team),
            wins_by_seat={str(seat): wins for seat, wins in self.wins_by_seat},
        )
        for name, dist in self.per_game:
            data[f"{name}_per_game"] = dist.as_dict() if dist else None
        return data


def summarise(
    records: Iterable[GameRecord],
    settings: Sequence[tuple[str, object]],
    teams: Sequence[str],
    seats: Sequence[int],
) -> SimulationReport:
    """Fold game records into a report; turn figures cover finished games only.

    Unfinished games stopped at the turn cap, so their length says nothing about the game and
    is left out rather than allowed to drag the figures towards the cap.
    """
    records = list(records)
    done = [r for r in records if r.finished]
    team_wins = {team: 0 for team in teams}
    seat_wins = {seat: 0 for seat in seats}
    for record in done:
        if record.winning_team is not None:
            team_wins[record.winning_team] = team_wins.get(record.winning_team, 0) + 1
        if record.winning_seat is not None:
            seat_wins[record.winning_seat] += 1
    names = list(dict.fromkeys(name for r in records for name, _ in r.counts))
    per_game = tuple(
        (name, Distribution.of([dict(r.counts).get(name, 0) for r in records])) for name in names
    )
    return SimulationReport(
        settings=tuple(settings),
        games=len(records),
        finished=len(done),
        turns=Distribution.of([r.turns for r in done]),
        wins_by_team=tuple(team_wins.items()),
        wins_by_seat=tuple(seat_wins.items()),
        per_game=per_game,
        lengths=tuple(r.turns for r in done),
    )


def render_json(report: SimulationReport) -> str:
    return json.dumps(report.as_dict(), indent=2)


def render_table(report: SimulationReport) -> str:
    """Aligned plain text for a terminal; every figure of the JSON form, nothing more."""
    rows: list[tuple[str, str]] = [(key, _show(value)) for key, value in report.settings]
    rows += [
        ("games", str(report.games)),
        ("finished", str(report.finished)),
        ("unfinished", str(report.games - report.finished)),
    ]
    rows.append(("turns per game", _show_dist(report.turns)))
    for name, dist in report.per_game:
        rows.append((f"{name} per game", _show_dist(dist)))
    for team, wins in report.wins_by_team:
        rows.append((f"wins {team}", _share(wins, report.finished)))
    for seat, wins in report.wins_by_seat:
        rows.append((f"winning move by seat {seat}", _share(wins, report.finished)))
    width = max(len(label) for label, _ in rows)
    return "\n".join(f"{label.ljust(width)}  {value}" for label, value in rows)


def _show(value: object) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) or "none"
    return str(value)


def _show_dist(dist: Distribution | None) -> str:
    if dist is None:
        return "n/a"
    return f"mean {dist.mean:g}  median {dist.median:g}  p95 {dist.p95:g}"


def _share(wins: int, total: int) -> str:
    percent = 100.0 * wins / total if total else 0.0
    return f"{wins} ({percent:.1f}%)"


class Seated(Protocol):
    """What the simulation needs of a game's rule set: its seats and their teams."""

    players: int
    teams: str
    team_of: tuple[int, ...]

    @property
    def team_numbers(self) -> tuple[int, ...]: ...

    @property
    def turn_seats(self) -> tuple[int, ...]: ...


MAX_GAMES = 100_000
"""The most games one run plays: about a quarter of an hour of random four-player Pegs and
Jokers on one core, shown with a progress bar and estimate. More adds nothing to figures
already steady to a few tenths of a percent."""


def check_games(games: int) -> int:
    if not 1 <= games <= MAX_GAMES:
        raise ParameterError("--games", f"1 to {MAX_GAMES:,}", got=games)
    return games


def simulate_games(
    game: str,
    rules: Seated,
    play_one: Callable[[list, random.Random], GameRecord],
    policies: Mapping[str, Callable[[], object]],
    *,
    games: int,
    seed: int,
    policy: str,
    variants: Sequence[str],
    decks: tuple[str, int],
    max_turns: int,
    progress: Callable[[int], None] | None = None,
    jobs: int = 1,
    policy_settings: tuple[tuple[str, object], ...] = (),
) -> SimulationReport:
    """Play ``games`` games, each from its own seed derived from ``seed``, over ``jobs``
    processes, and sum them up; same seed, same report, whatever ``jobs``. ``policy_settings``
    follow the policy in the report (a searching player's ``think``).

    Every card-driven game simulates this way. A game supplies how one game is played
    (``play_one(seats, rng)``, picklable: see ``batch.Batch``). It supplies its players by
    policy name (``policies``), and its deck setting, named as the game names it (``decks`` is
    a ``(key, value)`` pair for the report).
    """
    check_games(games)
    if policy not in policies:
        raise ParameterError("--policy", "one of " + ", ".join(policies), got=policy)
    check_jobs(jobs)
    records = play_games(Batch(play_one, policies[policy], rules.players, seed), games, jobs, progress)
    settings = (
        ("game", game), ("players", rules.players), ("teams", rules.teams), ("variants", list(variants)),
        ("policy", policy), *policy_settings, ("seed", seed), decks, ("max_turns", max_turns),
    )
    labels = [team_label(rules.team_of, team) for team in rules.team_numbers]
    return summarise(records, settings, labels, rules.turn_seats)
