"""Rule checks any race game shares: a short simulation whose games must all end."""

from __future__ import annotations

from collections.abc import Iterable

from boardgen.play.stats import SimulationReport
from boardgen.verify import Check

CHECK_GAMES = 20
CHECK_SEED = 1


def games_finish(report: SimulationReport, variants: Iterable[str], teams: str) -> Check:
    chosen = ", ".join(variants) or "no variations"
    turns = f"; {report.turns.mean:g} turns a game on average" if report.turns else ""
    return Check(
        "games finish",
        report.finished == report.games,
        f"{report.finished} of {report.games} random-policy games finished with {chosen} ({teams} teams){turns}",
    )
