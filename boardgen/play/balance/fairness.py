"""How fair a rule set is to its seats and teams, read from one simulation report with the
uncertainty a family or a designer needs to trust it (``boardgen balance``).

Each side's win share gets a Wilson 95% interval. The plain normal interval is too narrow for
shares near 0 or 1 and for a few hundred games. A chi-square goodness-of-fit test says whether
the shares differ from equal more than chance would make them. A power calculation says how
many games an edge of a given size needs before a test at the 5% level sees it four times
in five. Everything here is plain arithmetic in the standard library, so ``balance`` needs no
scipy; the tests hold it to scipy's figures.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist

from boardgen.play.compare import Z95, mean_interval
from boardgen.play.stats import SimulationReport

LEVEL = 0.05
"""The test's level: a p-value below it is called evidence of an advantage."""
POWER = 0.8
"""The chance of seeing an edge that is there: the usual choice for planning a study."""
EDGES = (0.01, 0.02, 0.05)
"""Edges (in share, so 0.02 is 2 points) whose game counts are printed: a point is what a
designer chasing fairness asks about, five what a family would notice."""


def wilson(wins: int, total: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share ``wins / total``; (0, 1) when nothing was played."""
    if total == 0:
        return 0.0, 1.0
    share = wins / total
    centre = share + z * z / (2 * total)
    half = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total))
    scale = 1 + z * z / total
    return max(0.0, (centre - half) / scale), min(1.0, (centre + half) / scale)


def chi_square_sf(statistic: float, dof: int) -> float:
    """P(X >= statistic) for X chi-square with ``dof`` degrees of freedom: the regularised upper
    gamma function Q(dof/2, statistic/2) in closed form, a finite sum for whole ``dof``."""
    if statistic <= 0:
        return 1.0
    half = statistic / 2
    if dof % 2 == 0:
        terms, term = 0.0, 1.0
        for i in range(dof // 2):
            term = 1.0 if i == 0 else term * half / i
            terms += term
        return min(1.0, math.exp(-half) * terms)
    total = math.erfc(math.sqrt(half))
    for i in range(1, (dof + 1) // 2):
        total += math.exp((i - 0.5) * math.log(half) - half - math.lgamma(i + 0.5))
    return min(1.0, total)


@dataclass(frozen=True)
class EqualShares:
    """A chi-square test of observed wins against the shares a fair game gives."""

    statistic: float
    dof: int
    p_value: float

    @classmethod
    def of(cls, observed: Sequence[int], expected_shares: Sequence[float]) -> EqualShares | None:
        """None when there is nothing to test: one side, or no game won."""
        total = sum(observed)
        if len(observed) < 2 or total == 0:
            return None
        statistic = sum((seen - total * share) ** 2 / (total * share)
                        for seen, share in zip(observed, expected_shares))
        return cls(statistic, len(observed) - 1, chi_square_sf(statistic, len(observed) - 1))

    def as_dict(self) -> dict[str, float]:
        return {"chi_square": round(self.statistic, 4), "dof": self.dof, "p_value": round(self.p_value, 4)}


def games_to_show(fair: float, edge: float, level: float = LEVEL, power: float = POWER) -> int:
    """Games needed for a two-sided test of one side's share at ``level`` to detect a true
    share of ``fair + edge`` with probability ``power`` (the normal approximation to the
    binomial, as in any sample-size table)."""
    unit = NormalDist()
    true = fair + edge
    needed = (unit.inv_cdf(1 - level / 2) * math.sqrt(fair * (1 - fair))
              + unit.inv_cdf(power) * math.sqrt(true * (1 - true))) / edge
    return math.ceil(needed * needed)


@dataclass(frozen=True)
class Share:
    """One side's wins out of the games won by anyone, its 95% interval and its fair share."""

    label: str
    wins: int
    total: int
    fair: float

    @property
    def share(self) -> float:
        return self.wins / self.total if self.total else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.total)

    def as_dict(self) -> dict[str, object]:
        low, high = self.interval
        return {"side": self.label, "wins": self.wins, "share": round(self.share, 4),
                "ci95": [round(low, 4), round(high, 4)], "fair": round(self.fair, 4)}


def shares(wins: Sequence[tuple[str, int]], sizes: Sequence[int]) -> tuple[Share, ...]:
    """Each side's ``Share``; a side's fair share is its number of seats over all seats."""
    total, seats = sum(count for _, count in wins), sum(sizes)
    return tuple(Share(label, count, total, size / seats) for (label, count), size in zip(wins, sizes))


@dataclass(frozen=True)
class Fairness:
    """One rule set's balance: its teams' and seats' shares and tests, game length, and how
    many games the first side's edges need."""

    name: str
    report: SimulationReport
    teams: tuple[Share, ...]
    seats: tuple[Share, ...]

    @classmethod
    def of(cls, name: str, report: SimulationReport, team_of: Sequence[int]) -> Fairness:
        """``team_of``: each seat's team, as the rule set has it (the report's teams are in the
        order of their first seats)."""
        sizes = [list(team_of).count(team) for team in dict.fromkeys(team_of)]
        seats = shares([(f"seat {seat}", wins) for seat, wins in report.wins_by_seat],
                       [1] * len(report.wins_by_seat))
        return cls(name, report, shares(report.wins_by_team, sizes), seats)

    @property
    def alone(self) -> bool:
        """Every team is one seat: the team and seat tables say the same."""
        return len(self.teams) == len(self.seats)

    @property
    def team_test(self) -> EqualShares | None:
        return EqualShares.of([share.wins for share in self.teams], [share.fair for share in self.teams])

    @property
    def seat_test(self) -> EqualShares | None:
        return EqualShares.of([share.wins for share in self.seats], [share.fair for share in self.seats])

    @property
    def spread(self) -> float:
        """The widest gap between two teams' departures from their fair shares: 0 is even,
        0.04 is one team 4 points further ahead of its fair share than another."""
        departures = [share.share - share.fair for share in self.teams]
        return max(departures) - min(departures)

    @property
    def length(self) -> tuple[float, float, float] | None:
        """Mean turns of a finished game and its 95% interval."""
        return mean_interval(self.report.lengths)

    def games_for_edges(self) -> tuple[tuple[float, int], ...]:
        """Games needed to show each of ``EDGES`` for the first side (the first team)."""
        fair = self.teams[0].fair
        return tuple((edge, games_to_show(fair, edge)) for edge in EDGES if fair + edge < 1)
