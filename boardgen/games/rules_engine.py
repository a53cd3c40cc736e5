"""What a game's rules engine offers the command line (``RulesEngine``), and what
``boardgen simulate --help`` says of it (``SimulationFacts``).

Its own module, apart from ``rules_registry`` (which lists the engines), so a game names the
types it fills in without importing the registry that imports it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # read by every command's help: it loads no engine machinery
    from boardgen.play.stats import SimulationReport
    from boardgen.play.variants import VariantTable
    from boardgen.verify import Check


@dataclass(frozen=True)
class SimulationFacts:
    """What a simulation of the game seats unless told, stated once in the game's light
    ``simulation_facts`` module: the engine plays by it and ``simulate --help`` reads it
    without loading the engine."""

    default_players: int
    """The table a simulation seats unless told: the game's classic count."""
    policies: tuple[str, ...]
    """The ``--policy`` names the game's simulated players answer to."""
    default_policy: str
    """The player a simulation seats unless told: a sensible one, so game lengths are the
    game's, not a random player's."""
    decks_help: str
    searching: str | None = None
    """The policy that thinks within ``--think``'s budget, if the game has one."""


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
    """``simulate(rules, games, seed, policy, decks, max_turns, progress, jobs=1)``: the same
    report for every ``jobs`` (processes), since each game's seed comes from ``seed`` alone."""
    facts: SimulationFacts
    rule_checks: Callable[[Mapping, Sequence[str], str | None], list[Check]] | None = None
    """Checks that play the rules on a built board's manifest, for ``rules check``."""


def table_engine(game: str, variants: VariantTable, position: ModuleType,
                 make_rules: Callable[[int, str | None, tuple[str, ...]], Any], simulate: Callable[..., SimulationReport],
                 facts: SimulationFacts, rule_checks: Callable[[Mapping, Sequence[str], str | None], list[Check]]
                 ) -> RulesEngine:
    """The engine of a game whose table chooses variations (Pegs and Jokers, Fast Track): its
    base game the one its booklet describes with none chosen, its position file read and
    answered by its ``position`` module's ``parse`` and ``moves``."""
    return RulesEngine(game, f"the base game is the one `boardgen rules booklet {game}` describes with no variation "
                       "chosen", variants, position.parse, position.moves, make_rules, simulate, facts, rule_checks)
