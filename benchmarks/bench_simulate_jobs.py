"""Four-player random Pegs and Jokers games per second with ``--jobs 1`` and ``--jobs 2``.

A plain script, not a test: ``python benchmarks/bench_simulate_jobs.py [games] [runs] [seed]``.
Wall time, not CPU time: the work of several processes is the point, and the parent's CPU
time leaves out its workers. The two settings run in turns, ``runs`` times each, and the
medians are compared, so a neighbour's load on a shared machine falls on both alike. It also
checks that both settings give the same report, as they must.
"""

from __future__ import annotations

import statistics
import sys
import time

from boardgen.games.pegs_and_jokers.engine import simulate
from boardgen.games.pegs_and_jokers.state import RuleSet
from boardgen.play.stats import SimulationReport, render_json

JOBS = (1, 2)


def timed(games: int, seed: int, jobs: int) -> tuple[float, SimulationReport]:
    started = time.perf_counter()
    report = simulate(RuleSet.create(4), games, seed, policy="random", jobs=jobs)
    return time.perf_counter() - started, report


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    times: dict[int, list[float]] = {jobs: [] for jobs in JOBS}
    reports: set[str] = set()
    for _ in range(runs):
        for jobs in JOBS:
            elapsed, report = timed(games, seed, jobs)
            times[jobs].append(elapsed)
            reports.add(render_json(report))
    medians = {jobs: statistics.median(spent) for jobs, spent in times.items()}
    for jobs, median in medians.items():
        print(f"--jobs {jobs}: {games} games in {median:.2f} s wall (median of {runs}): {games / median:.1f} games/s")
    print(f"speed-up {medians[1] / medians[2]:.2f} x; reports identical: {'yes' if len(reports) == 1 else 'NO'}")


if __name__ == "__main__":
    main()
