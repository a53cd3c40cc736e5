"""What a simulated Pegs and Jokers table seats unless told, stated once: the engine plays by
it and ``boardgen simulate --help`` reads it without loading the engine.

The default player is the strongest: random games run about eight times longer than played
ones and reach the turn cap with eight players.
"""

from __future__ import annotations

from boardgen.games.pegs_and_jokers.board.topology import DEFAULT_PLAYERS
from boardgen.games.rules_engine import SimulationFacts

FACTS = SimulationFacts(
    default_players=DEFAULT_PLAYERS,
    policies=("random", "greedy", "smart", "mcts"),
    default_policy="smart",
    decks_help="Decks of 54 cards. Default: 3 up to six players, then one per two players.",
    searching="mcts",
)
