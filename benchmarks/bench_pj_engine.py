"""Pegs and Jokers on the description-driven card engine against the game's own engine, one
process (issue 29): the description engine must play at no less than 0.9 x the turns per
second of the game's engine before the game's engine can go.

A plain script, not a test: ``python benchmarks/bench_pj_engine.py [games] [seed]``. CPU time
(``timing.median_cpu``), both engines measured in the same run, each the median of ``RUNS``.

Rows:

* turns per second of seeded random four-player games, each engine with its own random player,
  both choosing alike (a card of the hand at random among those that can move, then one of its
  moves at random, working out only the cards looked at), the ratio beside ``TARGET``;
* listing every legal move of the hand, over the same positions (met in the game engine's
  games) for both engines: the engines alone, whatever their players do.
"""

from __future__ import annotations

import random
import sys

from engine_pair import RUNS, TARGET, game_turns
from timing import median_cpu

from boardgen.games.pegs_and_jokers import on_engine
from boardgen.games.pegs_and_jokers.engine import POLICIES, TURNS_PER_PLAYER_LIMIT, default_decks, play_game
from boardgen.games.pegs_and_jokers.rules import Turn, legal_moves
from boardgen.games.pegs_and_jokers.state import RuleSet, State
from boardgen.games.track import card_moves
from boardgen.games.track.card_position import CardPosition

PLAYERS = 4


class Recorder:
    """The game engine's random player, noting each position (with the hand) it is asked about."""

    name = "recorder"

    def __init__(self, seen: list[tuple[State, int, tuple[str, ...]]]) -> None:
        self.player, self.seen = POLICIES["random"](), seen

    def choose(self, turn: Turn, rng: random.Random):
        self.seen.append((turn.board.state(), turn.player, turn.hand))
        return self.player.choose(turn, rng)

    def __getattr__(self, name: str):
        return getattr(self.player, name)


def listing(games: int, seed: int) -> tuple[float, float, int]:
    """Microseconds each engine takes to list a hand's legal moves, over positions from games."""
    rules = RuleSet.create(PLAYERS)
    seen: list[tuple[State, int, tuple[str, ...]]] = []
    rng = random.Random(seed)
    for _ in range(games):
        play_game(rules, [Recorder(seen) for _ in range(PLAYERS)], rng, default_decks(PLAYERS),
                  TURNS_PER_PLAYER_LIMIT * PLAYERS)
    positions = seen[::5]
    course = on_engine.course_for(rules)
    cards = [CardPosition(on_engine.engine_seats(course, state), player,
                          tuple(hand if seat == player else () for seat in range(PLAYERS)))
             for state, player, hand in positions]

    def game_engine() -> None:
        for state, player, hand in positions:
            legal_moves(state, player, hand)

    def card_engine() -> None:
        for position in cards:
            card_moves.legal_moves(course, position)

    scale = 1e6 / len(positions)
    return median_cpu(game_engine, RUNS) * scale, median_cpu(card_engine, RUNS) * scale, len(positions)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rules = RuleSet.create(PLAYERS)
    limit = TURNS_PER_PLAYER_LIMIT * PLAYERS
    old, new = game_turns(lambda rng: play_game(rules, [POLICIES["random"]() for _ in range(PLAYERS)], rng,
                                                default_decks(PLAYERS), limit).turns,
                          on_engine.course_for(rules), PLAYERS, limit, games, seed)
    ratio = new / old
    print(f"turns/s, {games} random {PLAYERS}-player games: card engine {new:,.0f}, game engine {old:,.0f} "
          f"= {ratio:.2f} x   target >= {TARGET:.2f}   {'ok' if ratio >= TARGET else 'UNDER TARGET'}")
    old_us, new_us, count = listing(max(1, games // 2), seed)
    print(f"listing a hand's legal moves, {count} positions: card engine {new_us:,.1f} us, game engine "
          f"{old_us:,.1f} us = {old_us / new_us:.2f} x the game engine's speed")


if __name__ == "__main__":
    main()
