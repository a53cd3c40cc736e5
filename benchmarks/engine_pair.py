"""Whole random games on a game's own engine and on the description-driven card engine, timed
in one run (``bench_pj_engine``, ``bench_ft_engine``): the card engine must play at no less than
``TARGET`` x the turns per second of the game's engine before the game's engine can go."""

from __future__ import annotations

import random
from collections.abc import Callable

from timing import median_cpu

from boardgen.games.race.cards import turns as card_turns
from boardgen.games.race.cards.course import CardCourse

TARGET = 0.9
"""Issue 29: the description engine at no less than 0.9 x today's turns per second."""
RUNS = 3


def game_turns(own_game: Callable[[random.Random], int], course: CardCourse, players: int, limit: int,
               games: int, seed: int) -> tuple[float, float]:
    """Each engine's turns per CPU second over ``games`` games from ``seed``: ``own_game(rng)``
    plays one on the game's engine and says its turns; the card engine plays ``course`` with
    its random player, ``limit`` turns at most."""
    turns = {"game": 0, "card": 0}

    def game_engine() -> None:
        rng = random.Random(seed)
        turns["game"] = sum(own_game(rng) for _ in range(games))

    def card_engine() -> None:
        rng = random.Random(seed)
        turns["card"] = sum(card_turns.play_game(course, [card_turns.POLICIES["random"]() for _ in range(players)],
                                                 rng, limit).turns for _ in range(games))

    old = median_cpu(game_engine, RUNS)
    new = median_cpu(card_engine, RUNS)
    return turns["game"] / old, turns["card"] / new
