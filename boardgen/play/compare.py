"""Rule sets side by side: one simulation report per rule set, with the uncertainty of each mean.
They are read as a family choosing its rules would read them: how long a game takes, how fair
the seats and teams are, how often pegs are bumped.

Game-neutral: any game whose ``simulate`` returns a ``SimulationReport`` gets the same table,
JSON and plot (``plot.py``).
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from boardgen.errors import ParameterError
from boardgen.play.stats import SimulationReport

Z95 = 1.959964
"""Two-sided 95% quantile of the normal distribution: game lengths are means of many games."""
BASE = "base"
"""The name of the rule set with no variations in ``--compare``."""


@dataclass(frozen=True)
class Compared:
    """One rule set's name (its variations joined by ``+``, or ``base``) and its report."""

    name: str
    report: SimulationReport

    def mean_interval(self) -> tuple[float, float, float] | None:
        """Mean game length and its 95% confidence interval (normal approximation), or None."""
        return mean_interval(self.report.lengths)

    def count_mean(self, name: str) -> float | None:
        dist = dict(self.report.per_game).get(name)
        return None if dist is None else dist.mean


def parse_compare(text: str, variant_ids: Sequence[str]) -> list[tuple[str, tuple[str, ...]]]:
    """``base,nine-split,jqk-11-12-13+two-wild`` to named rule sets: each entry's variations
    (``+`` joins several); refused with one line naming ``--compare`` if any entry is unknown."""
    if not variant_ids:
        raise ParameterError("--compare", "left out: this game has no named variations to compare", got=text)
    entries = [entry.strip() for entry in text.split(",")]
    allowed = f"rule sets separated by commas: {BASE} or variations joined by +, each one of " + ", ".join(variant_ids)
    if len(entries) < 2 or any(not entry for entry in entries) or len(set(entries)) < len(entries):
        raise ParameterError("--compare", "two or more different " + allowed, got=text)
    named = []
    for entry in entries:
        chosen = () if entry == BASE else tuple(part.strip() for part in entry.split("+"))
        if any(part not in variant_ids for part in chosen):
            raise ParameterError("--compare", allowed, got=entry)
        named.append((entry, chosen))
    return named


def mean_interval(values: Sequence[float]) -> tuple[float, float, float] | None:
    if not values:
        return None
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


def render_comparison(rows: Sequence[Compared], count: str) -> str:
    """One aligned line per rule set; ``count`` names the per-game tally shown (bumps)."""
    header = ["rule set", "games", "finished", "turns mean", "95% CI", "first seat's side wins", "team wins",
              f"{count}/game"]
    lines = [header]
    for row in rows:
        report, interval = row.report, row.mean_interval()
        first_seat = report.wins_by_team[0][1] if report.wins_by_team else 0  # the team seat 0 plays in
        teams = " ".join(f"{_percent(wins, report.finished)}" for _team, wins in report.wins_by_team)
        tally = row.count_mean(count)
        lines.append([
            row.name, str(report.games), str(report.finished),
            "n/a" if interval is None else f"{interval[0]:.1f}",
            "n/a" if interval is None else f"{interval[1]:.1f}-{interval[2]:.1f}",
            _percent(first_seat, report.finished), teams, "n/a" if tally is None else f"{tally:g}",
        ])
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    teams_of = rows[0].report.wins_by_team
    legend = "team wins: " + ", ".join(team for team, _ in teams_of)
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in lines) \
        + "\n" + legend


def comparison_json(rows: Sequence[Compared]) -> str:
    """Every rule set's full report, named, with the 95% interval of its mean game length."""
    data = []
    for row in rows:
        report, interval = row.report, row.mean_interval()
        entry = dict(rule_set=row.name, **report.as_dict())
        entry["turns_mean_ci95"] = None if interval is None else [round(v, 2) for v in interval[1:]]
        data.append(entry)
    return json.dumps(data, indent=2)


def _percent(wins: int, total: int) -> str:
    return f"{100.0 * wins / total:.0f}%" if total else "n/a"
