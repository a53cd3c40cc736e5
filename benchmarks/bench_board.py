"""Wall time of the whole ``boardgen board`` command, Python start-up included.

Target (issue 2): the 8-player set, all formats, in under 1 s on the 2-core CI machine.
Run: python benchmarks/bench_board.py [repeats]

The floor line times Python start-up plus importing the chosen libraries alone, so a slow
figure can be told apart: a slower machine raises the floor, a slower boardgen the rest.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time

TARGET_SECONDS = 1.0


LIBRARIES = "import ezdxf, svgwrite, typer, fontTools.ttLib, reportlab.pdfgen.canvas"


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def run(players: int, out: str) -> float:
    return timed([sys.executable, "-m", "boardgen", "board", "pegs-and-jokers", "--players", str(players), "--out", out])


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    floor = statistics.median(timed([sys.executable, "-c", LIBRARIES]) for _ in range(repeats))
    print(f"floor (Python start-up + library imports): median {floor:.3f} s")
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
