"""CPU time of each stage of the 8-player board, the concentric board and a preview request
(issue 17). Run: python benchmarks/bench_stages.py [RUNS]

Each figure is the median CPU time (``time.process_time``) of RUNS (default 7) in this
process, beside a floor measured in the same run (a plain Python loop of a million additions),
so figures from machines of different speed can be compared as ratios. Targets are the
issue's: each board stage at most half its time before (PDF 0.40 s, DXF 0.20 s, build 0.08 s,
SVG 0.06 s, verifier 0.04 s on the issue's machine, so the ratio to its floor is what carries
over); the concentric 4,6,8 board at most 1.5 x a single 8-player board; a preview request at
most 25 ms.
"""

from __future__ import annotations

import sys

from boardgen.games.registry import game
from boardgen.job import Output, make_board
from boardgen.options import parse_all
from boardgen.preview.service import preview
from boardgen.shop import Shop
from boardgen.verify import shop_checks
from boardgen.writers.registry import writer
from timing import median_cpu

EIGHT = {"players": "8"}
CONCENTRIC = {"players": "4,6,8", "style": "concentric"}


def floor_loop() -> int:
    total = 0
    for value in range(1_000_000):
        total += value
    return total


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    floor = median_cpu(floor_loop, runs)
    print(f"floor (a million additions in a Python loop): {floor * 1000:.1f} ms CPU")
    settings = Output.parse({}).settings
    pegs = game("pegs-and-jokers")
    values = parse_all(pegs.options, EIGHT)
    board = make_board("pegs-and-jokers", EIGHT).board
    shop = Shop.from_values(values)

    def row(label: str, seconds: float, target: str) -> None:
        print(f"{label:<40} {seconds * 1000:7.1f} ms CPU = {seconds / floor:5.2f} x floor   target {target}")

    row("8 players: board build", median_cpu(lambda: pegs.build(values), runs), "<= 0.04 s on the issue's machine")
    row("8 players: verifier (shop checks)", median_cpu(lambda: shop_checks(board, shop.web, shop.edge, None), runs),
        "<= 0.02 s on the issue's machine")
    for name, before in (("svg", 0.06), ("dxf", 0.20), ("pdf", 0.40)):
        chosen = writer(name)
        row(f"8 players: {name.upper()} writer", median_cpu(lambda: chosen.render(board, settings), runs),
            f"<= {before / 2:g} s on the issue's machine")

    def whole(raw: dict[str, str]) -> None:
        made = make_board("pegs-and-jokers", raw)
        for name in settings_formats():
            writer(name).render(made.board, settings)

    single = median_cpu(lambda: whole(EIGHT), runs)
    concentric = median_cpu(lambda: whole(CONCENTRIC), max(3, runs // 2))
    row("8 players: build, verify, all formats", single, "(the concentric row's yardstick)")
    print(f"{'concentric 4,6,8: the same':<40} {concentric * 1000:7.1f} ms CPU = {concentric / single:5.2f} x "
          f"the 8-player board   target <= 1.5 x   {'ok' if concentric <= 1.5 * single else 'OVER TARGET'}")
    request = median_cpu(lambda: preview({"game": ["pegs-and-jokers"], "players": ["8"]}), runs)
    print(f"{'preview request, 8 players':<40} {request * 1000:7.1f} ms CPU = {request / floor:5.2f} x floor   "
          f"target <= 25 ms   {'ok' if request <= 0.025 else 'OVER TARGET'}")


def settings_formats() -> tuple[str, ...]:
    return Output.parse({}).formats


if __name__ == "__main__":
    main()
