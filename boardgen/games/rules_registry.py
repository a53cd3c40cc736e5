"""The games with a rules engine, and what each offers the command line: variations, position
files, legal moves, simulation and rule checks. A new engine is one entry here; the commands
(``boardgen rules ...``, ``boardgen simulate``) never name a game.
"""

from __future__ import annotations

import importlib
from typing import Any

from boardgen.errors import ParameterError, not_one_of
from boardgen.games.rules_engine import RulesEngine, SimulationFacts

ENGINES = {"pegs-and-jokers": "pegs_and_jokers", "fast-track": "fast_track",
           "ludo": "race", "mensch": "race", "blockade-cross": "race", "shortcut-marbles": "race",
           "tock": "race", "slide-race": "race"}
"""Game name -> package in ``boardgen.games`` whose ``rules_engine`` plays it: its ``ENGINE``,
or for a package that plays several games from descriptions (``race``), its
``ENGINE_BY_GAME[name]``; the facts likewise (``FACTS``, ``FACTS_BY_GAME``). A package is
imported only when its game is named, so ``rules variants fast-track`` never loads the Pegs and
Jokers engine."""


def _named(module: str, single: str, name: str) -> Any:
    """``single`` of the module, or its ``single_BY_GAME[name]`` when it holds several games."""
    loaded = importlib.import_module(module)
    by_game = getattr(loaded, f"{single}_BY_GAME", None)
    return by_game[name] if by_game is not None else getattr(loaded, single)


SIMULATION_FACTS: dict[str, SimulationFacts] = {
    name: _named(f"boardgen.games.{package}.simulation_facts", "FACTS", name) for name, package in ENGINES.items()
}
"""What ``boardgen simulate --help`` says of each game, read from the game's light
``simulation_facts`` module, the one its engine plays by, so the help loads no engine."""


def engines() -> dict[str, RulesEngine]:
    return {name: engine(name) for name in ENGINES}


def engine(name: object, parameter: str = "GAME") -> RulesEngine:
    if isinstance(name, str) and name not in ENGINES:
        raise not_one_of(parameter, "a game with rules", name, ENGINES)
    if not isinstance(name, str):
        raise ParameterError(parameter, "one of " + ", ".join(ENGINES), got=name)
    return _named(f"boardgen.games.{ENGINES[name]}.rules_engine", "ENGINE", name)
