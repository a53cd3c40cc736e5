"""Sheets used and share of wood used when Pegs and Jokers boards are laid out on laser beds.

Target (issue 15): the 6-section board on a 600 x 300 mm bed on 3 sheets or fewer, no part split.
Run: python benchmarks/bench_sheets.py

Each line gives today's layout (parts turned to their smallest box, packed several to a sheet
by rectpack, split only when they fit at no angle) beside the layout before it, measured with
the same parameters at commit 2be6782 (parts at quarter turns only on shelves; a part that did
not fit square on was split). Wood share: the parts' area over the sheets' area.
"""

from __future__ import annotations

from boardgen.job import make_board
from boardgen.layout.split import wood_share

BEDS = ((600, 300), (445, 279), (300, 200))
PLAYERS = (4, 6, 8, 12)
STYLES = ("sections", "single")

BEFORE = {
    # (style, players, bed): (sheets, parts, wood share), measured at 2be6782
    ("sections", 4, (600, 300)): (2, 4, 0.507), ("sections", 4, (445, 279)): (4, 8, 0.368),
    ("sections", 4, (300, 200)): (8, 8, 0.381), ("sections", 6, (600, 300)): (5, 10, 0.381),
    ("sections", 6, (445, 279)): (10, 12, 0.276), ("sections", 6, (300, 200)): (16, 16, 0.357),
    ("sections", 8, (600, 300)): (10, 12, 0.278), ("sections", 8, (445, 279)): (16, 16, 0.252),
    ("sections", 8, (300, 200)): (24, 24, 0.347), ("sections", 12, (600, 300)): (16, 20, 0.281),
    ("sections", 12, (445, 279)): (20, 24, 0.326), ("sections", 12, (300, 200)): (40, 40, 0.337),
    ("single", 4, (600, 300)): (2, 2, 0.680), ("single", 4, (445, 279)): (4, 4, 0.493),
    ("single", 4, (300, 200)): (6, 6, 0.680), ("single", 6, (600, 300)): (6, 6, 0.552),
    ("single", 6, (445, 279)): (8, 8, 0.600), ("single", 6, (300, 200)): (17, 17, 0.585),
    ("single", 8, (600, 300)): (10, 10, 0.600), ("single", 8, (445, 279)): (15, 15, 0.580),
    ("single", 8, (300, 200)): (34, 34, 0.529), ("single", 12, (600, 300)): (24, 24, 0.566),
    ("single", 12, (445, 279)): (36, 36, 0.547), ("single", 12, (300, 200)): (69, 69, 0.591),
}


def main() -> None:
    print(f"{'style':9} {'players':>7} {'bed mm':>8}   {'sheets':>6} {'parts':>5} {'wood':>5}   "
          f"{'before: sheets':>14} {'parts':>5} {'wood':>5}")
    for style in STYLES:
        for players in PLAYERS:
            for bed in BEDS:
                raw = {"players": str(players), "style": style, "bed": f"{bed[0]}x{bed[1]}mm"}
                board = make_board("pegs-and-jokers", raw).board
                sheets, parts, share = BEFORE[(style, players, bed)]
                print(f"{style:9} {players:7d} {bed[0]:>4}x{bed[1]:<3}   {board.sheet_count:6d} {len(board.pieces):5d} "
                      f"{wood_share(board, bed):5.0%}   {sheets:14d} {parts:5d} {share:5.0%}")
                if (style, players, bed) == ("sections", 6, (600, 300)):
                    whole = board.sheet_count <= 3 and len(board.pieces) == players
                    print(f"  target: 6 sections on 600 x 300 on 3 sheets or fewer, none split: "
                          f"{'met' if whole else 'MISSED'}")


if __name__ == "__main__":
    main()
