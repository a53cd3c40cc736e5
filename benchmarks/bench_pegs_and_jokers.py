"""Four-player Pegs and Jokers games per second, random policy, one core.

A plain script, not a test: ``python benchmarks/bench_pegs_and_jokers.py [games] [seed]``.
CPU time is used, not wall time, so other work on the machine skews the figure less.
The target is at least 50 games/s.
"""

from __future__ import annotations

import sys
import time

from boardgen.games.pegs_and_jokers.engine import simulate
from boardgen.games.pegs_and_jokers.state import RuleSet


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rules = RuleSet.create(4)
    started = time.process_time()
    report = simulate(rules, games, seed, policy="random")
    elapsed = time.process_time() - started
    turns = report.turns.mean if report.turns else float("nan")
    print(
        f"{games} games ({report.finished} finished, {turns:g} turns mean) in {elapsed:.2f} s CPU: "
        f"{games / elapsed:.1f} games/s, {games * turns / elapsed:,.0f} turns/s"
    )


if __name__ == "__main__":
    main()
