"""The exact counter's speed on the triangle boards (run: python benchmarks/bench_solitaire.py [--rows7]).

Each row prints its median CPU seconds (``time.process_time``: a busy shared machine stretches
wall time, not this) beside issue 17's target and as a ratio to a floor measured in the same
run: numpy sorting a million positions, the kind of work every array layer does. ``--rows7`` also counts the 28-hole board from one start of each symmetry
class (minutes) and prints every class's exact counts, as recorded in
``solitaire-28-holes.txt``.
"""

from __future__ import annotations

import sys
import time

import numpy as np
from timing import median_cpu

from boardgen.games.solitaire.counting import count_every_start, count_games, sweep_games
from boardgen.games.solitaire.rules import start_position
from boardgen.games.solitaire.topology import SolitaireTopology, triangle

POSITIONS = np.random.default_rng(1).integers(0, 1 << 28, 1_000_000, dtype=np.uint64)


def row(label: str, seconds: float, floor: float, target: float) -> None:
    verdict = "ok" if seconds <= target else "OVER TARGET"
    print(f"{label:<32} {seconds:7.3f} s CPU = {seconds / floor:5.1f} x floor   target <= {target:g} s   {verdict}")


def class_representatives(board: SolitaireTopology) -> list[int]:
    """The lowest hole of each class of starts that the board's symmetries map onto each other."""
    seen: set[int] = set()
    firsts = []
    for hole in board.holes:
        if hole not in seen:
            firsts.append(hole)
            seen |= {perm[hole - 1] for perm in board.symmetries}
    return firsts


def main() -> None:
    floor = median_cpu(lambda: np.sort(POSITIONS), 7)
    print(f"floor (numpy sorting 10^6 positions): {floor:.3f} s CPU")
    fifteen, twenty_one = triangle(5), triangle(6)
    row("15 holes, all 15 starts", median_cpu(lambda: count_every_start(fifteen), 7), floor, 1.0)
    row("21 holes, hole 1 empty", median_cpu(lambda: count_games(twenty_one, 1), 7), floor, 0.4)
    row("21 holes, all 21 starts", median_cpu(lambda: count_every_start(twenty_one), 3), floor, 2.0)
    if "--rows7" in sys.argv:
        board = triangle(7)
        for empty in class_representatives(board):
            began = time.process_time()
            sweep = sweep_games(board, start_position(board, empty))
            seconds = time.process_time() - began
            print(f"28 holes, hole {empty} empty: {seconds:.1f} s CPU, {sum(sweep.pegs_left.values())} games; "
                  f"by pegs left {sweep.pegs_left}; one peg can end in {list(sweep.one_peg_end_holes)}")


if __name__ == "__main__":
    main()
