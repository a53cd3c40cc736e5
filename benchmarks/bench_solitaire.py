"""Seconds the exact counter needs on the issue's benchmark boards (run: python benchmarks/bench_solitaire.py).

Targets from issue 5: all 15 starts of the 15-hole board under 1 s in total, and the 21-hole
board from hole 1 under 5 s.
"""

from __future__ import annotations

import time

from boardgen.games.solitaire.counting import count_games
from boardgen.games.solitaire.topology import triangle


def timed(label: str, target: float, work) -> None:
    began = time.perf_counter()
    work()
    seconds = time.perf_counter() - began
    verdict = "ok" if seconds < target else "OVER TARGET"
    print(f"{label}: {seconds:.3f} s (target < {target:g} s) {verdict}")


def main() -> None:
    fifteen = triangle(5)
    timed("15 holes, all 15 starts", 1.0, lambda: [count_games(fifteen, empty) for empty in fifteen.holes])
    timed("21 holes, hole 1 empty", 5.0, lambda: count_games(triangle(6), 1))


if __name__ == "__main__":
    main()
