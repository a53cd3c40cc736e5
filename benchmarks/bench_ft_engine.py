"""Fast Track on the description-driven card engine against the game's own engine, one process
(issue 29): the description engine must play at no less than 0.9 x the turns per second of the
game's engine before the game's engine can go.

A plain script, not a test: ``python benchmarks/bench_ft_engine.py [games] [positions]``. CPU
time (``timing.median_cpu``), both engines measured in the same run, each the median of ``RUNS``.

Rows:

* turns per second of seeded random four-colour games, each engine with its own game loop and
  random player: the game's own (a colour's own deck, a card of the hand at random, then one of
  its moves; a turn is a chain of play-again cards) and the card engine's ``card_turns`` on the
  description (one shared deck, a card drawn before each play, a move at random among the
  hand's); the ratio beside ``TARGET``;
* listing every legal move of the hand, over the same positions (met in the game engine's
  games, ``tests/ft_agreement.samples``) for both engines: the engines alone, whatever their
  game loops do.
"""

from __future__ import annotations

import sys
from pathlib import Path

from engine_pair import RUNS, TARGET, game_turns
from timing import median_cpu

from boardgen.games.fast_track import on_engine
from boardgen.games.fast_track.engine import TURNS_PER_PLAYER_LIMIT, play_game
from boardgen.games.fast_track.rules import legal_moves
from boardgen.games.fast_track.state import RuleSet
from boardgen.games.fast_track.strategies import RandomStrategy
from boardgen.games.track import card_moves
from boardgen.games.track.card_position import CardPosition

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from ft_agreement import samples  # noqa: E402  (the agreement harness's positions)

PLAYERS = 4


def listing(positions: int) -> tuple[float, float]:
    """Microseconds each engine takes to list a hand's legal moves, over the harness's positions."""
    found = list(samples(positions))
    cards = []
    for sample in found:
        rules = sample.state.rules
        course = on_engine.course_for(rules)
        hands = tuple(sample.hand if seat == sample.player else () for seat in range(rules.players))
        cards.append((course, CardPosition(on_engine.engine_seats(course, sample.state), sample.player, hands)))
    old = median_cpu(lambda: [legal_moves(s.state, s.player, s.hand) for s in found], RUNS)
    new = median_cpu(lambda: [card_moves.legal_moves(course, position) for course, position in cards], RUNS)
    return 1e6 * old / len(found), 1e6 * new / len(found)


def main(argv: list[str]) -> None:
    games = int(argv[1]) if len(argv) > 1 else 20
    positions = int(argv[2]) if len(argv) > 2 else 2000
    rules = RuleSet.create(PLAYERS)
    old, new = game_turns(lambda rng: play_game(rules, [RandomStrategy() for _ in range(PLAYERS)], rng, 1,
                                                TURNS_PER_PLAYER_LIMIT * PLAYERS).turns,
                          on_engine.course_for(rules), PLAYERS, TURNS_PER_PLAYER_LIMIT * PLAYERS, games, 29)
    print(f"random games, {PLAYERS} colours, {games} games: game engine {old:,.0f} turns/s, "
          f"card engine {new:,.0f} turns/s, ratio {new / old:.2f} (target {TARGET})")
    old_us, new_us = listing(positions)
    print(f"listing a hand's moves, {positions} positions: game engine {old_us:.0f} us, card engine {new_us:.0f} us, "
          f"ratio {old_us / new_us:.2f} (target {TARGET})")


if __name__ == "__main__":
    main(sys.argv)
