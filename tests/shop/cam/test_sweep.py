"""Issue 25's proof: a router's whole job, every program read back and its bit swept along every
move, against every part of its sheet as the DXF draws it, every tab and the sheet's edges.

The README's G-code examples and a few split boards run in the quick suite; six boards covering
``benchmarks/bench_sheets.py``'s player counts, three beds and 3, 6 and 6.35 mm profile bits are marked
slow, and ``BOARDGEN_SWEEP=every`` runs all 72 combinations.
"""

from __future__ import annotations

import os

import pytest

from boardgen.job import make_board
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.options import parse_all

import shapely

from tests.support.cnc_sweep import Sheet, check_sheet, dxf_sheet

STOCK = 19.05


def sheets(game: str, raw: dict[str, str]) -> tuple[list[tuple[str, dict[str, str]]], dict[str, bytes]]:
    """Each sheet's DXF name and programs, from one render of the board as the command line makes it."""
    raw = {"format": "gcode,dxf", **raw}
    made = make_board(game, raw)
    settings = output_settings(parse_all(OUTPUT_OPTIONS, raw))
    files = render_files(made.board, ("gcode", "dxf"), settings)
    board = made.board
    stems = [board.stem] if board.sheet_count == 1 else [f"{board.stem}-sheet{k + 1}" for k in range(board.sheet_count)]
    found = []
    for stem in stems:
        programs = {n: d.decode("ascii") for n, d in files.items() if n.endswith(".nc") and n.startswith(stem + "-")
                    and (board.sheet_count > 1 or "-sheet" not in n)}
        found.append((f"{stem}.dxf", programs))
    return found, files


def assert_clean(game: str, raw: dict[str, str]) -> int:
    """No program cuts into a part or off its sheet, and every tab holds; the tabs counted."""
    found, files = sheets(game, raw)
    tabs = 0
    for dxf, programs in found:
        if not programs:
            continue
        result = check_sheet(dxf_sheet(files[dxf]), programs, STOCK)
        assert result.intrusions == [], (dxf, result.intrusions[:5])
        assert result.off_sheet == [], (dxf, result.off_sheet)
        assert result.weak_tabs == [], (dxf, result.weak_tabs[:5])
        tabs += result.tabs
    assert tabs >= 3
    return tabs


README = {
    "marble, every operation": ("pegs-and-jokers", {"players": "4", "piece": "marble",
                                                    "cnc": "engrave,holes,pockets,profile"}),
    "pine preset": ("pegs-and-jokers", {"players": "4", "material": "19mm-pine"}),
    "6 sections on 600x300": ("pegs-and-jokers", {"players": "6", "style": "sections", "bed": "600x300mm"}),
    "4 sections on 600x300": ("pegs-and-jokers", {"players": "4", "style": "sections", "bed": "600x300mm"}),
    "8 players dovetailed on 445x279": ("pegs-and-jokers", {"players": "8", "bed": "445x279mm"}),
    "triangle dowels on 150x100": ("triangle", {"rows": "8", "bed": "150x100mm", "split": "dowels"}),
    "round race split on 800x500": ("track", {"game-file": "examples/round-race.toml", "players": "6",
                                              "bed": "800x500mm"}),
}


SLOW_CASES = {"8 players dovetailed on 445x279"}
"""Five sheets of dovetails, every arc swept: over a minute and a half, so in the full run only."""


@pytest.mark.parametrize("case", [pytest.param(case, marks=pytest.mark.slow) if case in SLOW_CASES else case
                                  for case in README])
@pytest.mark.slow  # CNC sweeps of whole jobs
def test_the_readme_and_issue_jobs_cut_no_part_but_their_own(case):
    game, raw = README[case]
    assert_clean(game, raw)


BITS = {"3mm": {"profile-bit": "3mm", "flute-length": "22mm"}, "6mm": {"profile-bit": "6mm"},
        "6.35mm": {"profile-bit": "6.35mm"}}
EVERY = [(style, players, bed, bit) for style in ("sections", "single") for players in (4, 6, 8, 12)
         for bed in ("600x300mm", "445x279mm", "300x200mm") for bit in BITS]
"""Issue 25's whole matrix: 72 boards, over half an hour on two cores (all clean in CI on
2026-12-02). ``BOARDGEN_SWEEP=every`` runs it; by default six of them do."""
SIX = [("sections", 4, "600x300mm", "3mm"), ("single", 4, "300x200mm", "6mm"),
       ("single", 6, "445x279mm", "6mm"), ("sections", 8, "300x200mm", "6.35mm"),
       ("sections", 12, "445x279mm", "3mm"), ("single", 12, "600x300mm", "6.35mm")]
"""Each bit, bed and player count at least once, each bit and bed twice, both styles."""
BENCH = EVERY if os.environ.get("BOARDGEN_SWEEP") == "every" else SIX


@pytest.mark.slow
@pytest.mark.parametrize(("style", "players", "bed", "bit"), BENCH)
def test_every_bench_board_on_every_bed_with_every_bit(style, players, bed, bit):
    assert_clean("pegs-and-jokers", {"players": str(players), "style": style, "bed": bed, **BITS[bit]})


@pytest.mark.slow  # a CNC sweep of a whole split job
def test_a_dovetail_split_is_profiled_with_a_quarter_inch_bit():
    found, _ = sheets("pegs-and-jokers", {"players": "8", "bed": "445x279mm", "split": "tabs"})
    profiles = [name for _, programs in found for name in programs if "-profile-" in name]
    assert profiles and all(name.endswith("-profile-6.35mm.nc") for name in profiles)


def test_the_sweep_finds_a_neighbour_cut_and_a_sheet_left():
    """The checker itself: the README's six sections with a neighbour moved into the waste beside
    part 0, and the sheet cut short at that part's edge, are each reported."""
    found, files = sheets("pegs-and-jokers", {"players": "6", "style": "sections", "bed": "600x300mm"})
    dxf, programs = next((dxf, programs) for dxf, programs in found if programs)
    sheet = dxf_sheet(files[dxf])
    assert check_sheet(sheet, programs, STOCK).intrusions == []
    first = sheet.parts[0]
    minx, miny, maxx, maxy = first.bounds
    neighbour = shapely.box(maxx + 0.5, miny, maxx + 40, maxy)  # 0.5 mm off the outline: in the bit's path
    crowded = check_sheet(Sheet([*sheet.parts, neighbour], sheet.bed), programs, STOCK)
    assert any(f"part {len(sheet.parts)}" in line for line in crowded.intrusions), crowded.intrusions
    short = check_sheet(Sheet(sheet.parts, (maxx, sheet.bed[1])), programs, STOCK)
    assert short.off_sheet, "a sheet ending at the part's edge leaves the bit's far side off it"
