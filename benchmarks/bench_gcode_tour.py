"""Drilling travel of the G-code writer's order against LKH, a strong reference solver.

Target (issue 7): within 5 % of LKH on 4-, 8- and 12-player Pegs and Jokers boards.
Needs the elkai package (LKH-3 for Python), for this benchmark only: pip install elkai
Run: python benchmarks/bench_gcode_tour.py

The program's path is open (it starts at the origin and ends at the last hole), while LKH
solves closed tours, so LKH gets the usual reduction: a dummy node 0 away from every hole,
and a constant longer than some open path on every edge of the start except the one to the
dummy, so the best tour leaves the start by the dummy and the rest of it is the best open
path. (The constant must stay small: LKH multiplies costs by 100 in 32-bit integers.)
"""

from __future__ import annotations

import math
import time

import elkai

from boardgen.job import make_board
from boardgen.output import OUTPUT_OPTIONS, output_settings
from boardgen.geometry.tour import path_length
from boardgen.options import parse_all
from boardgen.shop.cam.plan import plan

TARGET = 0.05
MICRONS = 1000
"""LKH takes whole numbers: distances in µm."""


def lkh_open_path(points: list[tuple[float, float]], start: tuple[float, float], longer: float) -> list[int]:
    """The best open path LKH finds from ``start``; ``longer`` is the length of some open path."""
    nodes = [start, *points]
    dummy = len(nodes)
    big = round(longer * MICRONS) + 1
    matrix = [[0] * (dummy + 1) for _ in range(dummy + 1)]
    for i, a in enumerate(nodes):
        for j, b in enumerate(nodes):
            matrix[i][j] = round(math.dist(a, b) * MICRONS) + (big if (i == 0) != (j == 0) else 0)
    tour = elkai.DistanceMatrix(matrix).solve_tsp(runs=10)
    tour = tour[:-1] if tour[0] == tour[-1] else tour
    k = tour.index(0)
    tour = tour[k:] + tour[:k]
    if tour[1] == dummy:
        tour = [0, *tour[:0:-1]]
    assert tour[-1] == dummy and sorted(tour) == list(range(dummy + 1))
    return [i - 1 for i in tour[1:-1]]


def main() -> None:
    settings = output_settings(parse_all(OUTPUT_OPTIONS, {"cnc": "holes"}))
    print("players  holes  board order   planned (time)       LKH          planned vs LKH")
    for players in (4, 8, 12):
        board = make_board("pegs-and-jokers", {"players": str(players)}).board
        began = time.perf_counter()
        p = plan(board, settings.gcode, settings.cam, settings.origin).tour
        took = time.perf_counter() - began
        points = [(t.x, t.y) for t in p.targets]
        reference = path_length(points, lkh_open_path(points, (0.0, 0.0), p.travel), (0.0, 0.0))
        gap = p.travel / reference - 1
        verdict = "met" if gap <= TARGET else "MISSED"
        print(f"{players:7d}  {len(points):5d}  {p.naive_travel:8.1f} mm  {p.travel:8.1f} mm ({took:.2f} s)  "
              f"{reference:8.1f} mm  {gap:+6.2%} (target {TARGET:.0%}: {verdict})")


if __name__ == "__main__":
    main()
