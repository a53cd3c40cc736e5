"""What a simulated table of each dice-played track game seats unless told, stated once. The
engine plays by it. ``boardgen simulate --help`` reads it without loading the engine or reading
a description. ``tests/games/race/dice/test_play.py`` holds each default to the description's first
player count."""

from __future__ import annotations

from boardgen.games.rules_engine import SimulationFacts

DICE_GAMES = ("ludo", "mensch", "blockade-cross", "shortcut-marbles")
"""The shipped descriptions played with dice."""
CARD_GAMES = ("tock", "slide-race")
"""The shipped descriptions played with cards: each plays the deck its description composes."""

DICE_FACTS = SimulationFacts(
    default_players=4,
    policies=("random", "greedy"),
    default_policy="greedy",
    decks_help="none, played with dice.",
)
CARD_FACTS = SimulationFacts(
    default_players=4,
    policies=("random", "greedy"),
    default_policy="greedy",
    decks_help="none, its description composes its deck.",
)
"""A dice and a card description's facts; a user's file (``--game-file``) seats its first count."""

FACTS_BY_GAME = {**{name: DICE_FACTS for name in DICE_GAMES}, **{name: CARD_FACTS for name in CARD_GAMES}}
