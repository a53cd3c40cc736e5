"""Fast Track's entry in the rules registry (``boardgen.games.rules_registry``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardgen.games.fast_track import position, variants
from boardgen.games.fast_track.rule_set import FastTrackRuleSet
from boardgen.games.fast_track.simulation import simulate
from boardgen.games.fast_track.simulation_facts import FACTS
from boardgen.games.rules_engine import table_engine
from boardgen.play.checks import CHECK_GAMES, CHECK_SEED, games_finish
from boardgen.verify import Check


def rule_checks(layout: Mapping, chosen: Sequence[str] = (), teams: str | None = None) -> list[Check]:
    """A short simulation on the board's colour count: every game must end."""
    rules = FastTrackRuleSet.create(layout["players"], teams, tuple(chosen))
    report = simulate(rules, CHECK_GAMES, CHECK_SEED, "random")
    return [games_finish(report, variants.canonical(rules.variants), rules.teams)]


ENGINE = table_engine(position.GAME, variants.TABLE, position, FastTrackRuleSet.create, simulate, FACTS, rule_checks)
