"""An Elo ladder of the Pegs and Jokers players: random, greedy, smart, mcts.

Each neighbouring pair plays a seat-swapped match on the four-player, two-team table: games
go in pairs on one seed, the first policy seating team 0 in one and team 1 in the other, so
neither the deal nor the first seat favours a policy. A pair's score (wins, half a point for
an unfinished game) gives its Elo difference, 400 log10(p / (1 - p)), with a 95% interval
from the binomial interval of p (Wilson's); the ladder adds the differences up from random at
0, their variances too. The seconds mcts takes a move are timed over every move it is asked
for (moves with one choice take none).

Issue 27's target: mcts at least +150 Elo over smart, at no more than 1 s a move, with at
least 400 games a pair. The machine is shared: ``--games`` plays fewer, ``--pairs`` only some.
Run: python benchmarks/bench_elo.py [--games 400] [--think 100] [--pairs random-greedy,...] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import time
from dataclasses import dataclass
from functools import partial

from boardgen.games.pegs_and_jokers.simulation import POLICIES, TURNS_PER_PLAYER_LIMIT, default_decks, play_game
from boardgen.games.pegs_and_jokers.players.mcts import DEFAULT_BUDGET, MctsStrategy
from boardgen.games.pegs_and_jokers.card_play import LaneMove, Turn
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.play.batch import game_seed
from boardgen.play.budget import parse_budget

LADDER = ("random", "greedy", "smart", "mcts")
Z95 = 1.959964
TARGET_ELO = 150.0
TARGET_SECONDS = 1.0
SEED = 27
PROGRESS_EVERY = 10


class TimedMcts(MctsStrategy):
    """mcts, adding up the time it takes over the moves it is asked for."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        self.moves, self.seconds = 0, 0.0

    def choose(self, turn: Turn, rng: random.Random) -> LaneMove | None:
        began = time.perf_counter()
        move = super().choose(turn, rng)
        self.seconds += time.perf_counter() - began
        self.moves += 1
        return move


@dataclass(frozen=True)
class Outcome:
    points: float
    """The first policy's: 1 for a win, 0.5 for a game unfinished."""
    mcts_moves: int
    mcts_seconds: float


def play_one(first: str, second: str, think: str, game: int) -> Outcome:
    """Game ``game`` of the match: seeds go in pairs, the teams swapping policies."""
    rules = PegsRuleSet.create(4)
    names = (first, second) if game % 2 == 0 else (second, first)  # by team 0, team 1
    make = {**POLICIES, "mcts": partial(TimedMcts, parse_budget(think))}
    seats = [make[names[team]]() for team in rules.team_of]
    record = play_game(rules, seats, random.Random(game_seed(SEED, game // 2)), default_decks(4),
                       TURNS_PER_PLAYER_LIMIT * 4)
    timed = [seat for seat in seats if isinstance(seat, TimedMcts)]
    points = 0.5 if record.winning_seat is None else float(names[rules.team_of[record.winning_seat]] == first)
    return Outcome(points, sum(s.moves for s in timed), sum(s.seconds for s in timed))


def elo(points: float, games: int) -> tuple[float, float, float]:
    """The Elo difference of a score, with its 95% interval (Wilson's interval of the score)."""
    p = points / games
    centre = (p + Z95 ** 2 / (2 * games)) / (1 + Z95 ** 2 / games)
    half = Z95 * math.sqrt(p * (1 - p) / games + Z95 ** 2 / (4 * games ** 2)) / (1 + Z95 ** 2 / games)
    return to_elo(p), to_elo(centre - half), to_elo(centre + half)


def to_elo(p: float) -> float:
    p = min(max(p, 1e-4), 1 - 1e-4)
    return 400 * math.log10(p / (1 - p))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games a pair (even)")
    parser.add_argument("--think", default=str(DEFAULT_BUDGET), help="mcts's budget: playouts or seconds (0.2s)")
    parser.add_argument("--pairs", default=",".join(f"{a}-{b}" for a, b in zip(LADDER, LADDER[1:])))
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    ladder = {"random": (0.0, 0.0)}
    print(f"{args.games} games a pair, seat-swapped, 4 players; mcts thinks {args.think} a move; {args.jobs} job(s)")
    for pair in args.pairs.split(","):
        first, second = pair.split("-")
        began = time.perf_counter()
        work = partial(play_one, second, first, args.think)  # the higher policy's score
        outcomes = []
        with multiprocessing.Pool(args.jobs) as pool:
            for outcome in pool.imap(work, range(args.games)):
                outcomes.append(outcome)
                if len(outcomes) % PROGRESS_EVERY == 0:
                        print(f"  {second} vs {first}: {sum(o.points for o in outcomes):g} of {len(outcomes)}",
                          file=sys.stderr, flush=True)
        points = sum(o.points for o in outcomes)
        diff, low, high = elo(points, args.games)
        moves, seconds = sum(o.mcts_moves for o in outcomes), sum(o.mcts_seconds for o in outcomes)
        timing = f"; mcts {seconds / moves:.3f} s a move" if moves else ""
        print(f"{second} vs {first}: {points:g} of {args.games} points, {diff:+.0f} Elo "
              f"[{low:+.0f}, {high:+.0f}]{timing} ({time.perf_counter() - began:.0f} s)")
        if first in ladder:
            base, variance = ladder[first]
            ladder[second] = (base + diff, variance + ((high - low) / (2 * Z95)) ** 2)
        if (first, second) == ("smart", "mcts"):
            fast = not moves or seconds / moves <= TARGET_SECONDS
            verdict = "met" if low >= TARGET_ELO and fast else "not shown" if high >= TARGET_ELO else "MISSED"
            print(f"target: mcts >= +{TARGET_ELO:g} Elo over smart at <= {TARGET_SECONDS:g} s a move: {verdict}")
    print("ladder (random = 0): " + ", ".join(
        f"{name} {value:+.0f} +- {Z95 * math.sqrt(variance):.0f}" for name, (value, variance) in ladder.items()))


if __name__ == "__main__":
    main()
