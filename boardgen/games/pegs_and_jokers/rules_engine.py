"""Pegs and Jokers' entry in the rules registry (``boardgen.games.rules_registry``)."""

from __future__ import annotations

from boardgen.games.pegs_and_jokers import position, simulation, variants
from boardgen.games.pegs_and_jokers.rule_checks import rule_checks
from boardgen.games.pegs_and_jokers.simulation_facts import FACTS
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.games.rules_engine import table_engine

ENGINE = table_engine(position.GAME, variants.TABLE, position, PegsRuleSet.create, simulation.simulate, FACTS, rule_checks)
