"""Pegs and Jokers' entry in the rules registry (``boardgen.games.rules_registry``)."""

from __future__ import annotations

from boardgen.games.pegs_and_jokers import engine, position, variants
from boardgen.games.pegs_and_jokers.rule_checks import rule_checks
from boardgen.games.pegs_and_jokers.state import RuleSet
from boardgen.games.pegs_and_jokers.topology import DEFAULT_PLAYERS
from boardgen.games.rules_registry import RulesEngine

ENGINE = RulesEngine(
    game=position.GAME,
    base="the base game is seed 001's Basic Game",
    variants=variants.TABLE,
    parse_position=position.parse,
    moves=position.moves,
    make_rules=RuleSet.create,
    simulate=engine.simulate,
    decks_help="Decks of 54 cards. Default: 3 up to six players, then one per two players.",
    default_players=DEFAULT_PLAYERS,
    policies=tuple(engine.POLICIES),
    default_policy=engine.DEFAULT_POLICY,
    rule_checks=rule_checks,
)
