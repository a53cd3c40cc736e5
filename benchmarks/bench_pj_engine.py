"""Pegs and Jokers on the description-driven track engine (issue 29): the engine must play it at
no less than 0.9 x the turns per second of the game's own hand-written engine it replaced.

A plain script, not a test: ``python benchmarks/bench_pj_engine.py [games] [seed]``. CPU time
(``timing.median_cpu``), every engine measured in the same run.

Rows:

* turns per second of seeded random four-player games: the game as it plays today (its
  description compiled for the lane board, ``games/race/lanes/tables.py``) against the game's own
  engine at ``BEFORE``, the last commit that had it, unpacked from git into a temporary folder;
  each in fresh processes (``pj_turns.py``), taken in turns ``ROUNDS`` times, the medians'
  ratio beside ``TARGET``; both play the very same games (the turn counts are compared);
* the same games on the engine's general move generator (``card_moves``, which plays every card
  game the lane board cannot), against the lane board, each with its own random player;
* listing every legal move of the hand over positions met in those games, general generator
  against lane board.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from engine_pair import RUNS, TARGET, game_turns
from timing import median_cpu

from boardgen.games.pegs_and_jokers import on_engine
from boardgen.games.pegs_and_jokers.simulation import POLICIES, TURNS_PER_PLAYER_LIMIT, default_decks, play_game
from boardgen.games.pegs_and_jokers.card_play import Turn, legal_moves
from boardgen.games.pegs_and_jokers.state import PegsRuleSet, State
from boardgen.games.race.cards import moves as card_moves
from boardgen.games.race.cards.position import CardPosition

PLAYERS = 4
BEFORE = "1f3c457"
"""The last commit whose Pegs and Jokers had its own engine (``pegboard.py``, ``card_moves.py``)."""
ROUNDS = 5
HERE = Path(__file__).resolve().parent


def turns_per_second(root: Path, games: int, seed: int) -> tuple[float, int]:
    """``pj_turns.py`` run in a fresh process on the ``boardgen`` under ``root``."""
    done = subprocess.run([sys.executable, str(HERE / "pj_turns.py"), str(games), str(seed), "3"],
                          env={"PYTHONPATH": f"{root}:{HERE}", "PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True, check=True, cwd=root)
    rate, turns = done.stdout.split()
    return float(rate), int(turns)


def against_before(games: int, seed: int) -> tuple[float, float]:
    """Median turns per second today and at ``BEFORE``, the two taken in turns."""
    with tempfile.TemporaryDirectory() as folder:
        before = Path(folder)
        archive = subprocess.run(["git", "archive", BEFORE, "boardgen"], cwd=HERE.parent, capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", str(before)], input=archive.stdout, check=True)
        now, then = [], []
        for _ in range(ROUNDS):
            then.append(turns_per_second(before, games, seed))
            now.append(turns_per_second(HERE.parent, games, seed))
    assert {turns for _, turns in now} == {turns for _, turns in then}, "the two engines played other games"
    return statistics.median(rate for rate, _ in now), statistics.median(rate for rate, _ in then)


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
    rules = PegsRuleSet.create(PLAYERS)
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
    today, before = against_before(games, seed)
    ratio = today / before
    print(f"turns/s, {games} random {PLAYERS}-player games: the track engine's lane board {today:,.0f}, the game's "
          f"own engine at {BEFORE} {before:,.0f} = {ratio:.2f} x   target >= {TARGET:.2f}   "
          f"{'ok' if ratio >= TARGET else 'UNDER TARGET'}")
    rules = PegsRuleSet.create(PLAYERS)
    limit = TURNS_PER_PLAYER_LIMIT * PLAYERS
    old, new = game_turns(lambda rng: play_game(rules, [POLICIES["random"]() for _ in range(PLAYERS)], rng,
                                                default_decks(PLAYERS), limit).turns,
                          on_engine.course_for(rules), PLAYERS, limit, games, seed)
    print(f"turns/s, the same games: the general move generator {new:,.0f}, the lane board {old:,.0f} "
          f"= {new / old:.2f} x")
    old_us, new_us, count = listing(max(1, games // 2), seed)
    print(f"listing a hand's legal moves, {count} positions: the general move generator {new_us:,.1f} us, the "
          f"lane board {old_us:,.1f} us = {old_us / new_us:.2f} x the lane board's speed")


if __name__ == "__main__":
    main()
