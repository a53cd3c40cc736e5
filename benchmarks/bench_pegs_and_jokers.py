"""Four-player Pegs and Jokers at random, one process: turns per second and each card's cost.

A plain script, not a test: ``python benchmarks/bench_pegs_and_jokers.py [games] [seed]``.
CPU time (``time.process_time``), not wall time, so other work on the machine skews it less.

Rows, each printed as a ratio to a floor measured in the same run:

* turns per second, against ``pj_plain_loop`` (one plain loop doing a turn's work). Issue 17
  asked for 150 k turns/s where its engine made 67 k, 0.65 x this floor; issue 27 withdrew that
  target (it would take the turn written as one function with the rules folded in, or a
  compiled extension, neither wanted) and asks instead that the simulator hold today's ratio,
  0.29-0.34 x over runs on the development machine: the target is the low end, ``TURNS_TARGET``.
* each card's cost, as the issue counted it (the 7's turns took 22% of the time on 8% of the
  turns): the mean time of a whole turn in which it was played, against a plain card's (the
  mean of 3, 4, 5, 6, 9 and 10, which only step forward): none above 2 x. For the record the
  cost of listing each card's moves alone, over positions met in those games, is printed too.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from pj_plain_loop import turns_per_second_work

from boardgen.games.pegs_and_jokers.simulation import POLICIES, TURNS_PER_PLAYER_LIMIT, default_decks, play_game, simulate
from boardgen.games.pegs_and_jokers.card_play import PegsLaneBoard, Turn
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.play.cards import CARDS

TURNS_TARGET = 0.29
"""Today's ratio to the plain loop, the low end of its runs: the simulator must not fall below it."""
CARD_TARGET = 2.0
PLAIN_CARDS = ("3", "4", "5", "6", "9", "10")
RUNS = 5


def turns_per_second(games: int, seed: int) -> tuple[float, float]:
    """The engine's and the plain loop's turns per CPU second, each the median of ``RUNS``, taken in turns."""
    rules = PegsRuleSet.create(4)
    engine, floor = [], []
    for _ in range(RUNS):
        began = time.process_time()
        report = simulate(rules, games, seed, policy="random")
        engine.append(games * report.turns.mean / (time.process_time() - began))
        began = time.process_time()
        turns = turns_per_second_work(games, seed)
        floor.append(turns / (time.process_time() - began))
    return statistics.median(engine), statistics.median(floor)


class Recorder:
    """A random player that notes each position it is asked about, to time the cards on later."""

    name = "recorder"

    def __init__(self, seen: list) -> None:
        self.player, self.seen = POLICIES["random"](), seen

    def choose(self, turn: Turn, rng: random.Random):
        self.seen.append((turn.board.state(), turn.player))
        return self.player.choose(turn, rng)

    def __getattr__(self, name: str):
        return getattr(self.player, name)


class TurnClock:
    """Times whole turns of a game: from one seat's choice to the next seat's, charged to the
    card the first one played ("discard" when it played none).

    The span holds everything a turn costs (drawing, listing moves, choosing, playing the move,
    the next turn's set-up), as the issue's "22% of simulation time on 8% of turns" counted it;
    the clock's own reading, the same for every card, is in every span.
    """

    def __init__(self) -> None:
        self.since = 0
        self.card: str | None = None
        self.spans: dict[str, list[int]] = {}

    def seat(self) -> TimedSeat:
        return TimedSeat(self)


class TimedSeat:
    name = "timed random"

    def __init__(self, clock: TurnClock) -> None:
        self.clock, self.player = clock, POLICIES["random"]()

    def choose(self, turn: Turn, rng: random.Random):
        clock, now = self.clock, time.perf_counter_ns()
        if clock.card is not None:
            clock.spans.setdefault(clock.card, []).append(now - clock.since)
        move = self.player.choose(turn, rng)
        clock.card, clock.since = ("discard" if move is None else move.card), now
        return move

    def __getattr__(self, name: str):
        return getattr(self.player, name)


def turn_costs(games: int, seed: int) -> tuple[dict[str, float], dict[str, float], dict[str, float]]:
    """Per card played: mean microseconds of its turns, share of the time, share of the turns."""
    rules, clock, rng = PegsRuleSet.create(4), TurnClock(), random.Random(seed)
    for _ in range(games):
        clock.card = None
        play_game(rules, [clock.seat() for _ in range(4)], rng, default_decks(4), TURNS_PER_PLAYER_LIMIT * 4)
    total = sum(sum(spans) for spans in clock.spans.values())
    turns = sum(len(spans) for spans in clock.spans.values())
    mean = {card: statistics.fmean(spans) / 1000 for card, spans in clock.spans.items()}
    return (mean, {card: sum(spans) / total for card, spans in clock.spans.items()},
            {card: len(spans) / turns for card, spans in clock.spans.items()})


def card_costs(games: int, seed: int) -> dict[str, float]:
    """Microseconds each card takes to list its moves, the median over ``RUNS`` sweeps of the positions."""
    rules = PegsRuleSet.create(4)
    seen: list = []
    rng = random.Random(seed)
    for _ in range(games):
        play_game(rules, [Recorder(seen) for _ in range(4)], rng, default_decks(4), TURNS_PER_PLAYER_LIMIT * 4)
    boards = [(PegsLaneBoard(state), player) for state, player in seen[::7]]
    costs = {}
    for card in CARDS:
        hand = (card,)

        def sweep() -> None:
            for board, player in boards:
                Turn(board, player, hand).moves_for(card)

        sweeps = []
        for _ in range(RUNS):
            began = time.process_time()
            sweep()
            sweeps.append(time.process_time() - began)
        costs[card] = statistics.median(sweeps) / len(boards) * 1e6
    return costs


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    engine, floor = turns_per_second(games, seed)
    ratio = engine / floor
    verdict = "ok" if ratio >= TURNS_TARGET else "UNDER TARGET"
    print(f"turns/s, {games} random 4-player games: {engine:,.0f} (plain loop {floor:,.0f}) "
          f"= {ratio:.2f} x floor   target >= {TURNS_TARGET:.2f}   {verdict}")
    mean, time_share, turn_share = turn_costs(games, seed)
    plain = statistics.fmean(mean[card] for card in PLAIN_CARDS)
    print(f"a whole turn by the card played, plain card (mean of {', '.join(PLAIN_CARDS)}) {plain:.1f} us:")
    for card in (*CARDS, "discard"):
        verdict = "ok" if mean[card] / plain <= CARD_TARGET else "OVER TARGET"
        print(f"  {card:<7} {mean[card]:6.1f} us = {mean[card] / plain:4.1f} x plain   target <= {CARD_TARGET:g}   "
              f"{verdict}   ({time_share[card]:5.1%} of the time on {turn_share[card]:5.1%} of the turns)")
    costs = card_costs(max(1, games // 5), seed)
    plain = statistics.fmean(costs[card] for card in PLAIN_CARDS)
    print(f"listing one card's moves alone, over positions from those games, plain card {plain:.1f} us:")
    for card, cost in costs.items():
        print(f"  {card:<7} {cost:6.1f} us = {cost / plain:4.1f} x plain")


if __name__ == "__main__":
    main()
