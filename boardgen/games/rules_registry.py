"""The games with a rules engine, and what each offers the command line: variations, position
files, legal moves, simulation and rule checks. A new engine is one entry here; the commands
(``boardgen rules ...``, ``boardgen simulate``) never name a game.
"""

from __future__ import annotations

import importlib

from boardgen.errors import ParameterError
from boardgen.games.rules_engine import RulesEngine, SimulationFacts

ENGINES = {"pegs-and-jokers": "pegs_and_jokers", "fast-track": "fast_track"}
"""Game name -> package in ``boardgen.games`` whose ``rules_engine.ENGINE`` plays it. A package
is imported only when its game is named, so ``rules variants fast-track`` never loads the
Pegs and Jokers engine."""

SIMULATION_FACTS: dict[str, SimulationFacts] = {
    name: importlib.import_module(f"boardgen.games.{package}.simulation_facts").FACTS
    for name, package in ENGINES.items()
}
"""What ``boardgen simulate --help`` says of each game, read from the game's light
``simulation_facts`` module, the one its engine plays by, so the help loads no engine."""


def engines() -> dict[str, RulesEngine]:
    return {name: engine(name) for name in ENGINES}


def engine(name: object, parameter: str = "GAME") -> RulesEngine:
    if not isinstance(name, str) or name not in ENGINES:
        raise ParameterError(parameter, "one of " + ", ".join(ENGINES), got=name)
    return importlib.import_module(f"boardgen.games.{ENGINES[name]}.rules_engine").ENGINE
