"""Pegs and Jokers' entry in the rules registry (``boardgen.games.rules_registry``)."""

from __future__ import annotations

from boardgen.games.pegs_and_jokers import engine, position, variants
from boardgen.games.pegs_and_jokers.rule_checks import rule_checks
from boardgen.games.pegs_and_jokers.simulation_facts import FACTS
from boardgen.games.pegs_and_jokers.state import RuleSet
from boardgen.games.rules_engine import RulesEngine

ENGINE = RulesEngine(
    game=position.GAME,
    base="the base game is the one `boardgen rules booklet pegs-and-jokers` describes with no variation chosen",
    variants=variants.TABLE,
    parse_position=position.parse,
    moves=position.moves,
    make_rules=RuleSet.create,
    simulate=engine.simulate,
    facts=FACTS,
    rule_checks=rule_checks,
)
