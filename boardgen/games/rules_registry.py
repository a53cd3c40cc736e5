"""The games with a rules engine, and what each offers the command line: variations, position
files, legal moves, simulation and rule checks. A new engine is one entry here; the commands
(``boardgen rules ...``, ``boardgen simulate``) never name a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from boardgen.errors import ParameterError

if TYPE_CHECKING:  # the registry is read by every command's help: it loads no engine machinery
    from boardgen.play.stats import SimulationReport
    from boardgen.play.variants import VariantTable
    from boardgen.verify import Check


@dataclass(frozen=True)
class RulesEngine:
    game: str
    base: str
    """Where the base game's rules come from, for ``rules variants``."""
    variants: VariantTable
    parse_position: Callable[[str], Any]
    """Position file text to the game's position (refusing with ``--position`` lines)."""
    moves: Callable[[Any, str | None], dict]
    """The ``rules moves`` answer for a position and an optional single card."""
    make_rules: Callable[[int, str | None, tuple[str, ...]], Any]
    """``(players, teams, variants)`` to the game's rule set."""
    simulate: Callable[..., SimulationReport]
    """``simulate(rules, games, seed, policy, decks, max_turns, progress)``."""
    decks_help: str
    default_players: int
    """The table a simulation seats unless told: the game's classic count."""
    policies: tuple[str, ...]
    """The ``--policy`` names the game's simulated players answer to."""
    default_policy: str
    """The player a simulation seats unless told: a sensible one, so game lengths are the
    game's, not a random player's."""
    rule_checks: Callable[[Mapping, Sequence[str], str | None], list[Check]] | None = None
    """Checks that play the rules on a built board's manifest, for ``rules check``."""


ENGINES = {"pegs-and-jokers": "pegs_and_jokers", "fast-track": "fast_track"}
"""Game name -> package in ``boardgen.games`` whose ``rules_engine.ENGINE`` plays it. A package
is imported only when its game is named, so ``rules variants fast-track`` never loads the
Pegs and Jokers engine."""


@dataclass(frozen=True)
class SimulationFacts:
    """What ``boardgen simulate --help`` says of a game, stated here so that the help never
    imports an engine (which loads the game's whole package). A test proves each engine agrees."""

    default_players: int
    policies: tuple[str, ...]
    default_policy: str
    decks_help: str


SIMULATION_FACTS = {
    "pegs-and-jokers": SimulationFacts(4, ("random", "greedy", "smart"), "smart",
                                       "Decks of 54 cards. Default: 3 up to six players, then one per two players."),
    "fast-track": SimulationFacts(4, ("random", "greedy"), "greedy", "Decks in each colour's own pile. Default: 1."),
}


def engines() -> dict[str, RulesEngine]:
    return {name: engine(name) for name in ENGINES}


def engine(name: object, parameter: str = "GAME") -> RulesEngine:
    if not isinstance(name, str) or name not in ENGINES:
        raise ParameterError(parameter, "one of " + ", ".join(ENGINES), got=name)
    return importlib.import_module(f"boardgen.games.{ENGINES[name]}.rules_engine").ENGINE
