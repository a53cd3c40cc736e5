"""The whole ``boardgen kit`` command against ``boardgen board`` with the same game, in one run.

Target (issue 42): ``kit ludo --players 6`` with its default formats in no more than 3 x the time of
``board ludo --players 6`` with its default formats. Each run is a whole command, Python start-up
included; the two are run in turn so a busy machine slows both alike, and the ratio is the median of
each round's own. Time is the child's CPU
time (user + system, from ``getrusage``), which waiting on a shared machine does not stretch;
the wall time is printed beside it.
Run: python benchmarks/bench_kit.py [repeats]
"""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import tempfile
import time

TARGET_RATIO = 3.0


def timed(command: list[str]) -> tuple[float, float]:
    """The command's CPU seconds (its own and its children's) and wall seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, wall


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    runs: dict[str, list[tuple[float, float]]] = {"board": [], "kit": []}
    with tempfile.TemporaryDirectory() as out:
        for _ in range(repeats):
            for name in runs:
                runs[name].append(timed([sys.executable, "-m", "boardgen", name, "ludo", "--players", "6",
                                         "--out", out]))
    cpu = {name: statistics.median(c for c, _ in times) for name, times in runs.items()}
    wall = {name: statistics.median(w for _, w in times) for name, times in runs.items()}
    for name in runs:
        print(f"{name} ludo --players 6: median CPU {cpu[name]:.3f} s, median wall {wall[name]:.3f} s")
    ratios = sorted(k[0] / b[0] for k, b in zip(runs["kit"], runs["board"], strict=True))
    ratio = statistics.median(ratios)
    print(f"kit / board, median of {repeats} rounds: {ratio:.2f} x CPU (from {ratios[0]:.2f} to {ratios[-1]:.2f} x), "
          f"{wall['kit'] / wall['board']:.2f} x wall (target <= {TARGET_RATIO:g} x: {'met' if ratio <= TARGET_RATIO else 'MISSED'})")


if __name__ == "__main__":
    main()
