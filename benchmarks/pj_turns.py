"""Turns per CPU second of seeded random four-player Pegs and Jokers games on whichever
``boardgen`` is first on the path: run by ``bench_pj_engine.py`` in a fresh process for the
engine of today and for the game's own engine of ``bench_pj_engine.BEFORE``, unpacked from git.
Prints the turns per second and the turns played (the same games give the same count).

``python benchmarks/pj_turns.py games seed runs``; the median of ``runs``, after one untimed.
"""

from __future__ import annotations

import random
import sys

from timing import median_cpu

try:
    from boardgen.games.pegs_and_jokers.simulation import POLICIES, TURNS_PER_PLAYER_LIMIT, default_decks, play_game
except ModuleNotFoundError:  # the tree of ``BEFORE``, where whole games lived in ``engine``
    from boardgen.games.pegs_and_jokers.engine import POLICIES, TURNS_PER_PLAYER_LIMIT, default_decks, play_game
from boardgen.games.pegs_and_jokers.state import PegsRuleSet

PLAYERS = 4


def main() -> None:
    games, seed, runs = (int(arg) for arg in sys.argv[1:4])
    rules = PegsRuleSet.create(PLAYERS)
    played = [0]

    def work() -> None:
        rng = random.Random(seed)
        played[0] = sum(play_game(rules, [POLICIES["random"]() for _ in range(PLAYERS)], rng, default_decks(PLAYERS),
                                  TURNS_PER_PLAYER_LIMIT * PLAYERS).turns for _ in range(games))

    seconds = median_cpu(work, runs)
    print(played[0] / seconds, played[0])


if __name__ == "__main__":
    main()
