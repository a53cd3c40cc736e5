"""CPU time of each stage of the 8-player board, the concentric board and a preview request
(issue 17). Run: python benchmarks/bench_stages.py [RUNS]

Each figure is the median CPU time (``time.process_time``) of RUNS (default 7) in this
process, printed as a ratio to a floor run in turns with it (a plain Python loop of a million
additions; the floor's own median in brackets), beside a target that is a ratio too, so the
verdict depends neither on the machine nor, as far as it can, on what else it is running.

Calibration of the stage targets. The issue asks each stage to be "halved at least" from
what it measured on its own machine (PDF 0.40 s, DXF 0.20 s, build 0.08 s, SVG 0.06 s,
verifier 0.04 s), a machine slower than the one these runs are on. The issue was filed
against 5e20a60 (the last commit before b0289e0 brought rl_accel and cached glyph outlines,
whose message gives the PDF as 0.27 s before and 0.13 s after on the development machine).
That commit's PDF writer, run on the development machine with reportlab's accelerator hidden
as it was then, takes ``PDF_THEN`` times the floor (median of six runs on shared cores: 2.49,
2.50, 2.54, 2.94, 3.17, 3.63). So the issue's machine ran the floor in 0.40 s / ``PDF_THEN``
(146 ms), and a stage's target, as a ratio to the floor, is half its issue figure divided by
that floor. The calibration is loose: that commit's other stages, measured alike (build 0.37,
verifier 0.50, SVG 0.24, DXF 1.8 x the floor), put the issue's floor at 216, 80, 250 and
111 ms; their geometric mean with the PDF's, 147 ms, agrees with the PDF alone.

The concentric board's work (building and writing every default format, imports left out) is
printed against the 8-player board's in the same run, for the record: the issue's target for it
(1.5 x) is a ratio of whole commands, which ``bench_startup.py`` measures. The preview request's 25 ms is read as this machine's (the figure the brief for
this work quoted beside a floor of 48.5 ms), so 25 / 48.5 of the floor; scaled like the stages
it would be far stricter (0.20 x the floor).

numpy's BLAS is held to one thread here as the command line holds it (``boardgen.cli.blas``):
otherwise its idle threads' spinning is charged to every stage that turns points.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

from boardgen.cli.blas import one_blas_thread

one_blas_thread()  # as the command line (and so the preview server) does, before numpy loads

from boardgen.games.registry import game
from boardgen.job import make_board
from boardgen.output import Output
from boardgen.options import parse_all
from boardgen.preview.service import preview
from boardgen.shop.settings import Shop
from boardgen.verify import shop_checks
from boardgen.writers.registry import writer

EIGHT = {"players": "8"}
CONCENTRIC = {"players": "4,6,8", "style": "concentric"}

PDF_THEN = 2.74
"""The issue's PDF writer (5e20a60, no rl_accel) on the development machine, x the floor."""
ISSUE_FLOOR = 0.40 / PDF_THEN
"""Seconds the floor loop took on the issue's machine, by that calibration."""
ISSUE_SECONDS = {"board build": 0.08, "verifier (shop checks)": 0.04, "SVG writer": 0.06, "DXF writer": 0.20,
                 "PDF writer": 0.40}
"""Each 8-player stage as the issue measured it; the target is half."""
PREVIEW_TARGET = 0.025 / 0.0485
"""25 ms beside the 48.5 ms floor of the machine the target was quoted on."""


def floor_loop() -> int:
    total = 0
    for value in range(1_000_000):
        total += value
    return total


def verdict(ratio: float, target: float | None) -> str:
    if target is None:
        return "(no target: see bench_startup.py)"
    return f"target <= {target:.2f} x   {'ok' if ratio <= target else 'OVER TARGET'}"


def beside(work: Callable[[], object], yardstick: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median CPU seconds of ``work`` and of ``yardstick``, run in turns, so a change in the
    machine's load during the run weighs on both alike (the floor moves with load as much
    as the work does)."""
    work()
    yardstick()
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(runs):
        for measured, each in zip((work, yardstick), times):
            began = time.process_time()
            measured()
            each.append(time.process_time() - began)
    return statistics.median(times[0]), statistics.median(times[1])


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    print("floor: a million additions in a Python loop, measured in turns with each row's work")
    settings = Output.parse({}).settings
    pegs = game("pegs-and-jokers")
    values = parse_all(pegs.options, EIGHT)
    board = make_board("pegs-and-jokers", EIGHT).board
    shop = Shop.from_values(values)

    def row(label: str, work: Callable[[], object], yardstick: Callable[[], object], unit: str,
            target: float | None, count: int = runs) -> float:
        seconds, against = beside(work, yardstick, count)
        print(f"{label:<40} {seconds * 1000:7.1f} ms CPU = {seconds / against:5.2f} x {unit:<20} "
              f"({against * 1000:6.1f} ms)   " + verdict(seconds / against, target))
        return seconds

    stages = {
        "board build": lambda: pegs.build(values),
        "verifier (shop checks)": lambda: shop_checks(board, shop.web, shop.edge, None),
        **{f"{name.upper()} writer": (lambda chosen=writer(name): chosen.render(board, settings))
           for name in ("svg", "dxf", "pdf")},
    }
    for label, work in stages.items():
        row(f"8 players: {label}", work, floor_loop, "floor", ISSUE_SECONDS[label] / 2 / ISSUE_FLOOR)

    def whole(raw: dict[str, str]) -> None:
        made = make_board("pegs-and-jokers", raw)
        for name in settings_formats():
            writer(name).render(made.board, settings)

    row("concentric 4,6,8, all formats", lambda: whole(CONCENTRIC), lambda: whole(EIGHT), "the 8-player board",
        None, max(3, runs // 2))
    row("preview request, 8 players", lambda: preview({"game": ["pegs-and-jokers"], "players": ["8"]}), floor_loop,
        "floor", PREVIEW_TARGET)


def settings_formats() -> tuple[str, ...]:
    return Output.parse({}).formats


if __name__ == "__main__":
    main()
