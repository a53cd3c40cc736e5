"""What a simulated Fast Track table seats unless told, stated once: the engine plays by it and
``boardgen simulate --help`` reads it without loading the engine.

The default player is a sensible one, so reported game lengths are the game's, not a random
player's.
"""

from __future__ import annotations

from boardgen.games.fast_track.board.topology import DEFAULT_PLAYERS
from boardgen.games.rules_engine import SimulationFacts

FACTS = SimulationFacts(
    default_players=DEFAULT_PLAYERS,
    policies=("random", "greedy"),
    default_policy="greedy",
    decks_help="Decks in each colour's own pile. Default: 1.",
)
