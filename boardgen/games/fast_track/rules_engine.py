"""Fast Track's entry in the rules registry (``boardgen.games.rules_registry``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardgen.games.fast_track import engine, position, variants
from boardgen.games.fast_track.simulation_facts import FACTS
from boardgen.games.fast_track.state import RuleSet
from boardgen.games.rules_engine import RulesEngine
from boardgen.play.checks import CHECK_GAMES, CHECK_SEED, games_finish
from boardgen.verify import Check


def rule_checks(layout: Mapping, chosen: Sequence[str] = (), teams: str | None = None) -> list[Check]:
    """A short simulation on the board's colour count: every game must end."""
    rules = RuleSet.create(layout["players"], teams, tuple(chosen))
    report = engine.simulate(rules, CHECK_GAMES, CHECK_SEED, "random")
    return [games_finish(report, variants.canonical(rules.variants), rules.teams)]


ENGINE = RulesEngine(
    game=position.GAME,
    base="the base game is the one `boardgen rules booklet fast-track` describes with no variation chosen",
    variants=variants.TABLE,
    parse_position=position.parse,
    moves=position.moves,
    make_rules=RuleSet.create,
    simulate=engine.simulate,
    facts=FACTS,
    rule_checks=rule_checks,
)
