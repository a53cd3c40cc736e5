"""Sheets used, share of the wood used and length of cut when Pegs and Jokers boards are laid out
on laser beds, beside the sheets the parts' area needs at the least.

Targets (issue 28, each board with ``--material 3mm-birch-plywood``): the sectioned boards in at
most the sheets a crude 5-degree raster nester took (8p on 445 x 279: 8, 6p on 300 x 200: 12, 8p on
300 x 200: 17), the 8p one-piece board split on 445 x 279 in at most 13, and the split boards within
one sheet of the area's lower bound.
Run: python benchmarks/bench_sheets.py [--quick] [--ideal]   (--quick: the target boards only;
--ideal: also the fewest sheets any planned grid takes with ideal seams, below)

Lower bound: the parts' area over a sheet's, rounded up. Wood share: the parts' area over the
sheets'. Cut: the outlines' length, seams counted once per part.

Ideal grid (``--ideal``, one-piece boards only, a minute each): the fewest sheets of every
planned grid (``layout.split_plans``, strips either way, the bed turned, each axis's first cut
at twelfths of a part's room or the leftover first) whose seams run straight where planned, with
no room kept to weave round holes, nested by boxes and by sparrow with no limits: what no split
of that family can beat, seams clear of holes or not.
"""

from __future__ import annotations

import math
import sys
import time

import shapely

from boardgen.board import Piece
from boardgen.geometry.dovetail import Dovetail
from boardgen.geometry.nesting import nest
from boardgen.geometry.outline import Outline
from boardgen.layout.shape_nesting import Limits, fill_sheets
from boardgen.job import make_board
from boardgen.layout.cutter import Cutter
from boardgen.layout.sheets import as_cut, cut_growth, cut_length, outline_area
from boardgen.layout.split import wood_share
from boardgen.layout.split_plans import SplitPlan, straight_cuts
from boardgen.shop import materials

BEDS = ((600, 300), (445, 279), (300, 200))
PLAYERS = (4, 6, 8, 12)
STYLES = ("sections", "single")
MATERIAL = "3mm-birch-plywood"

TARGETS = {
    # (style, players, bed): (sheets at most, sheets before: main at b5cf7ac)
    ("sections", 8, (445, 279)): (8, 10),
    ("sections", 6, (300, 200)): (12, 16),
    ("sections", 8, (300, 200)): (17, 20),
    ("single", 8, (445, 279)): (13, 15),
}
WITHIN_ONE = {("single", 8, (445, 279)): 15, ("single", 6, (600, 300)): 6, ("single", 8, (600, 300)): 10}
"""Split boards to bring within one sheet of the lower bound, with their sheets before."""


def main() -> None:
    quick = "--quick" in sys.argv[1:]
    print(f"{'style':9} {'players':>7} {'bed mm':>8}   {'sheets':>6} {'bound':>5} {'parts':>5} {'wood':>5} "
          f"{'cut m':>6} {'cpu s':>5}   target")
    for style in STYLES:
        for players in PLAYERS:
            for bed in BEDS:
                key = (style, players, bed)
                if quick and key not in TARGETS and key not in WITHIN_ONE:
                    continue
                raw = materials.apply({"players": str(players), "style": style, "bed": f"{bed[0]}x{bed[1]}mm",
                                       "material": MATERIAL}).raw
                start = time.process_time()
                board = make_board("pegs-and-jokers", raw).board
                took = time.process_time() - start
                bound = math.ceil(sum(outline_area(p.outline) for p in board.pieces) / (bed[0] * bed[1]))
                ideal = ""
                if "--ideal" in sys.argv[1:] and style == "single":
                    whole = make_board("pegs-and-jokers", {k: v for k, v in raw.items() if k != "bed"}).board
                    ideal = f"; ideal grid {ideal_grid(whole.pieces[0].outline, whole.kerf, bed)}"
                print(f"{style:9} {players:7d} {bed[0]:>4}x{bed[1]:<3}   {board.sheet_count:6d} {bound:5d} "
                      f"{len(board.pieces):5d} {wood_share(board, bed):5.0%} {cut_length(board.pieces) / 1000:6.1f} "
                      f"{took:5.1f}   {_verdict(key, board.sheet_count, bound)}{ideal}", flush=True)


def ideal_grid(board_outline: Outline, kerf: float, bed: tuple[int, int]) -> int:
    """The fewest sheets of any planned grid with ideal straight seams (see the module's note)."""
    cutter = Cutter()
    whole = shapely.Polygon(as_cut(Piece("board", board_outline, ()), kerf))
    fit = (bed[0] - cutter.border - 2 * cut_growth(kerf), bed[1] - cutter.border - 2 * cut_growth(kerf))
    shares = (None, *(k / 12 for k in range(1, 13)))
    best = math.inf
    for turned in (fit, fit[::-1]):
        for axis in (0, 1):
            for a in shares:
                for b in shares:
                    plan = SplitPlan(turned, axis=axis, first=(a, b) if axis == 0 else (b, a))
                    cells = straight_cuts(whole, plan, Dovetail().depth, 0.0)
                    if not cells:
                        continue
                    shapes = [tuple(shapely.simplify(c, 0.5).exterior.coords)[:-1] for c in cells]
                    slots = nest(shapes, bed, cutter.gap, cutter.border)
                    boxed = 1 + max(s.sheet for s in slots)
                    if boxed - 2 >= best:
                        continue
                    puts = fill_sheets(shapes, cutter.room(bed)[1], cutter.gap, Limits(math.inf, 10 ** 6), boxed - 1)
                    best = min(best, boxed, 1 + max(p.sheet for p in puts) if puts else math.inf)
    return int(best)


def _verdict(key: tuple, sheets: int, bound: int) -> str:
    said = []
    if key in TARGETS:
        most, before = TARGETS[key]
        said.append(f"at most {most} (before {before}): {'met' if sheets <= most else 'MISSED'}")
    if key in WITHIN_ONE:
        said.append(f"within one of {bound} (before {WITHIN_ONE[key]}): {'met' if sheets <= bound + 1 else 'MISSED'}")
    return "; ".join(said)


if __name__ == "__main__":
    main()
