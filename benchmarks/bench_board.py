"""Wall time of the whole ``boardgen board`` command, Python start-up included.

Target (issue 2): the 8-player set, all formats, in under 1 s on the 2-core CI machine.
Run: python benchmarks/bench_board.py [repeats]
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time

TARGET_SECONDS = 1.0


def run(players: int, out: str) -> float:
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "boardgen", "board", "pegs-and-jokers", "--players", str(players), "--out", out],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return time.perf_counter() - start


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    with tempfile.TemporaryDirectory() as out:
        for players in (4, 8, 12):
            times = [run(players, out) for _ in range(repeats)]
            best, median = min(times), statistics.median(times)
            flag = ""
            if players == 8:
                flag = "  (target < %.1f s: %s)" % (TARGET_SECONDS, "met" if median < TARGET_SECONDS else "MISSED")
            print(f"{players:2d} players, all formats: best {best:.3f} s, median {median:.3f} s{flag}")


if __name__ == "__main__":
    main()
