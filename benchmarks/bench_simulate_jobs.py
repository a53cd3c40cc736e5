"""Four-player random Pegs and Jokers games per second on one process and on two Dask workers.

A plain script, not a test: ``python benchmarks/bench_simulate_jobs.py [games] [runs] [seed]``.
Wall time, not CPU time: the work of several processes is the point, and the parent's CPU
time leaves out its workers. The floor is one process playing the same games in the same run;
each setting runs in turns with it, ``runs`` times, and the medians are compared, so a
neighbour's load on a shared machine falls on all alike. Two figures against the target
(issue 27: at least 1.6 x on two workers of a two-core machine):

* a whole run, as ``simulate --jobs 2`` makes it: its local cluster started and stopped
  around the games (a few seconds of Dask's imports and worker start-up);
* the games on a cluster already open, as every rule set of a ``balance --sweep`` after the
  first, and every run on a standing cluster (``--scheduler``), plays them.

It also checks that every setting gives the same report, as it must.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

from boardgen.games.pegs_and_jokers.simulation import simulate
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.play import workers
from boardgen.play.stats import SimulationReport, render_json

WORKERS = 2
TARGET = 1.6
ONE, COLD, WARM = "one process", f"--jobs {WORKERS}, its cluster started and stopped", "a cluster already open"


def timed(run: Callable[[], SimulationReport]) -> tuple[float, SimulationReport]:
    started = time.perf_counter()
    report = run()
    return time.perf_counter() - started, report


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rules = PegsRuleSet.create(4)

    def play(jobs: int, count: int = games) -> Callable[[], SimulationReport]:
        return lambda: simulate(rules, count, seed, policy="random", jobs=jobs)

    times: dict[str, list[float]] = {name: [] for name in (ONE, COLD, WARM)}
    reports: set[str] = set()
    for _ in range(runs):
        for name, run in ((ONE, play(1)), (COLD, play(WORKERS))):
            elapsed, report = timed(run)
            times[name].append(elapsed)
            reports.add(render_json(report))
        with workers.cluster(WORKERS):
            play(WORKERS, 4 * WORKERS)()  # the workers' first task imports the game: not timed
            elapsed, report = timed(play(WORKERS))
            times[WARM].append(elapsed)
            reports.add(render_json(report))
    medians = {name: statistics.median(spent) for name, spent in times.items()}
    floor = medians[ONE]
    for name, median in medians.items():
        line = f"{name}: {games} games in {median:.2f} s wall (median of {runs}): {games / median:.1f} games/s"
        if name != ONE:
            ratio = floor / median
            line += f" = {ratio:.2f} x one process   target >= {TARGET:g}   {'ok' if ratio >= TARGET else 'UNDER TARGET'}"
        print(line)
    print(f"reports identical: {'yes' if len(reports) == 1 else 'NO'}")


if __name__ == "__main__":
    main()
