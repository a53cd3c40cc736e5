"""What ``boardgen balance`` prints: one rule set's fairness in full, or a sweep's rule sets
ranked, as plain text or JSON. Every figure is rounded here and only here, so a report is the
same bytes wherever its games were played."""

from __future__ import annotations

import json
from collections.abc import Sequence

from boardgen.play.balance.fairness import LEVEL, POWER, EqualShares, Fairness, Share


def render_text(row: Fairness) -> str:
    """The settings, game length, each team's and each seat's share with its interval and the
    test of equal shares, and the games each edge needs."""
    report, settings = row.report, dict(row.report.settings)
    lines = [", ".join(f"{key} {_show(value)}" for key, value in report.settings),
             f"finished {report.finished} of {report.games}; turns per game {_length(row)}", ""]
    if not row.alone:
        lines += _table("team", row.teams) + [_verdict(row.team_test), ""]
    lines += _table("seat" if row.alone else "seat making the winning move", row.seats) + [_verdict(row.seat_test), ""]
    first = row.teams[0]
    edges = "; ".join(f"{edge * 100:g} point{'s' if edge != 0.01 else ''} {games:,}"
                      for edge, games in row.games_for_edges())
    lines.append(f"games to show an edge for {first.label} (fair {_percent(first.fair)}; "
                 f"{LEVEL:.0%} level, {POWER:.0%} power): {edges}")
    if report.finished < report.games:
        lines.append(f"{report.games - report.finished} games reached the turn limit ({settings['max_turns']} turns) "
                     "and count for no side")
    return "\n".join(lines)


def render_ranking(rows: Sequence[Fairness], skipped: int) -> str:
    """One line per rule set, fairest first; ``skipped`` subsets held clashing variations."""
    header = ["rank", "rule set", "games", "spread", "first side", "95% CI", "equal shares p", "turns mean", "95% CI"]
    lines = [header]
    for rank, row in enumerate(rows, 1):
        first, test, length = row.teams[0], row.team_test, row.length
        low, high = first.interval
        lines.append([
            str(rank), row.name, str(row.report.games), f"{row.spread * 100:.1f} pts", _percent(first.share),
            f"{_percent(low)}-{_percent(high)}", "n/a" if test is None else f"{test.p_value:.3f}",
            "n/a" if length is None else f"{length[0]:.1f}",
            "n/a" if length is None else f"{length[1]:.1f}-{length[2]:.1f}",
        ])
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    table = ["  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in lines]
    first = rows[0].teams[0]
    table.append(f"spread: the widest gap between two sides' departures from their fair shares; first side: "
                 f"{first.label}, fair {_percent(first.fair)}")
    if skipped:
        table.append(f"{skipped} sets left out: they hold variations that cannot be combined")
    return "\n".join(table)


def as_dict(row: Fairness) -> dict[str, object]:
    length = row.length
    return {
        "rule_set": row.name, **row.report.as_dict(),
        "turns_mean_ci95": None if length is None else [round(value, 2) for value in length],
        "spread": round(row.spread, 4),
        "teams": [share.as_dict() for share in row.teams],
        "team_test": _test_dict(row.team_test),
        "seats": [share.as_dict() for share in row.seats],
        "seat_test": _test_dict(row.seat_test),
        "games_to_show_edge": {f"{edge:g}": games for edge, games in row.games_for_edges()},
    }


def render_json(rows: Sequence[Fairness], skipped: int | None = None) -> str:
    """One rule set's figures, or a sweep's (``skipped`` given) ranked fairest first."""
    if skipped is None:
        return json.dumps(as_dict(rows[0]), indent=2)
    return json.dumps({"ranking": [as_dict(row) for row in rows], "skipped_sets": skipped}, indent=2)


def _table(kind: str, rows: Sequence[Share]) -> list[str]:
    cells = [[kind, "wins", "share", "95% CI", "fair"]]
    for share in rows:
        low, high = share.interval
        cells.append([share.label, str(share.wins), _percent(share.share), f"{_percent(low)}-{_percent(high)}",
                      _percent(share.fair)])
    widths = [max(len(line[i]) for line in cells) for i in range(len(cells[0]))]
    return ["  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in cells]


def _verdict(test: EqualShares | None) -> str:
    if test is None:
        return "equal shares: nothing to test"
    said = "evidence of an advantage" if test.p_value < LEVEL else "no evidence of an advantage"
    return (f"equal shares: chi-square {test.statistic:.2f}, {test.dof} df, p = {test.p_value:.3f} "
            f"({said} at the {LEVEL:.0%} level)")


def _test_dict(test: EqualShares | None) -> dict[str, float] | None:
    return None if test is None else test.as_dict()


def _length(row: Fairness) -> str:
    length = row.length
    return "n/a" if length is None else f"mean {length[0]:.1f} (95% CI {length[1]:.1f}-{length[2]:.1f})"


def _percent(share: float) -> str:
    return f"{share * 100:.1f}%"


def _show(value: object) -> str:
    if isinstance(value, (list, tuple)):
        return "+".join(str(v) for v in value) or "none"
    return str(value)
