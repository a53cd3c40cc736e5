"""Nesting by true shapes (sparrow, issue 28): every part inside its sheet's room and the gap
apart, proved with shapely on the laid-out parts; the same parameters give the same bytes; a
router keeps its spacing; fewer sheets than the box packing gave."""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import textwrap

import pytest
import shapely
import shapely.affinity
from shapely.ops import unary_union
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.layout.shape_nesting import Limits, fill_sheets
from boardgen.job import make_board
from boardgen.output import render_files
from boardgen.layout.cutter import LASER_BORDER, LASER_GAP, Cutter
from boardgen.layout.sheets import as_cut
from boardgen.shop import materials
from boardgen.writers.writer import OutputSettings

SECTIONS = {"players": "6", "style": "sections", "bed": "300x200mm", "material": "3mm-birch-plywood"}
"""Box packing laid these 16 parts on 16 sheets; by their shapes they take 12."""
ROUTER = {"players": "6", "style": "sections", "bed": "300x200mm", "machine": "router"}


@functools.lru_cache(maxsize=None)
def laid_out(raw: tuple[tuple[str, str], ...]):
    return make_board("pegs-and-jokers", materials.apply(dict(raw)).raw).board


def shapes_on_sheets(board) -> list[tuple[int, shapely.Polygon]]:
    """Each part as the beam or bit cuts it (kerf included), where it lies on its sheet."""
    return [(p.sheet, shapely.Polygon(as_cut(p, board.kerf, board.joint_clearance))) for p in board.sheet()]


def least_gap(laid: list[tuple[int, shapely.Polygon]]) -> float:
    return min(a.distance(b) for i, (sa, a) in enumerate(laid) for sb, b in laid[i + 1:] if sa == sb)


def test_fill_sheets_nests_parts_of_two_boards_inside_the_sheet_and_apart():
    parts = [as_cut(p, 0.15) for raw in (SECTIONS, {**SECTIONS, "players": "4"})
             for p in make_board("pegs-and-jokers", {**materials.apply(raw).raw, "bed": ""}).board.pieces]
    size = (600.0, 400.0)
    puts = fill_sheets(parts, size, 5.0, Limits.after(60))
    assert puts is not None and len(puts) == len(parts)
    room = shapely.box(0, 0, *size)
    laid = [(put.sheet, shapely.affinity.translate(shapely.affinity.rotate(shapely.Polygon(p), put.angle, (0, 0),
                                                                           use_radians=True), put.dx, put.dy))
            for p, put in zip(parts, puts)]
    assert all(room.contains(shape) for _, shape in laid)
    assert least_gap(laid) >= 5.0 - 1e-6
    assert 1 + max(p.sheet for p in puts) < len(parts)


def test_fill_sheets_refuses_a_part_that_fits_no_sheet():
    assert fill_sheets([((0, 0), (500, 0), (500, 500), (0, 500))], (400.0, 300.0), 5.0, Limits.after(10)) is None


@pytest.mark.slow  # a big nest
def test_a_laser_layout_keeps_parts_on_the_sheet_off_its_lower_left_edges_and_apart():
    """Inside the sheet, the gap apart, and off the lower and left edges by the border where
    the sheet spares that much on both sides (half its spare room where it does not)."""
    board = laid_out(tuple(SECTIONS.items()))
    laid = shapes_on_sheets(board)
    assert board.sheet_count <= 12 < len(board.pieces)
    for sheet in range(board.sheet_count):
        x0, y0, x1, y1 = unary_union([shape for on, shape in laid if on == sheet]).bounds
        assert x1 <= 300 + 1e-6 and y1 <= 200 + 1e-6
        for low, high, size in ((x0, x1, 300), (y0, y1, 200)):
            assert low >= min(LASER_BORDER, (size - (high - low)) / 2) - 0.1
    assert least_gap(laid) >= LASER_GAP - 1e-6


@pytest.mark.slow  # a big nest
def test_a_router_layout_keeps_the_router_spacing():
    board = laid_out(tuple(ROUTER.items()))
    cutter = Cutter(6.35)
    laid = shapes_on_sheets(board)
    for _, shape in laid:
        x0, y0, x1, y1 = shape.bounds
        assert min(x0, y0, 300 - x1, 200 - y1) >= cutter.border - 1e-6
    assert least_gap(laid) >= cutter.gap - 1e-6


@pytest.mark.slow  # a big nest run twice
def test_the_same_parameters_give_the_same_bytes():
    first = render_files(laid_out(tuple(SECTIONS.items())), ("svg", "json"), OutputSettings())
    again = make_board("pegs-and-jokers", materials.apply(SECTIONS).raw).board
    assert render_files(again, ("svg", "json"), OutputSettings()) == first


@pytest.mark.parametrize("value", ["0", "601", "2.5"])
def test_nest_seconds_out_of_range_is_one_line_exit_2(value, tmp_path):
    result = CliRunner().invoke(app, ["board", "pegs-and-jokers", "--bed", "600x300mm", "--nest-seconds", value,
                                      "--out", str(tmp_path / "out")])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "--nest-seconds" in lines[0] and "from 1 to 600" in lines[0]
    assert not (tmp_path / "out").exists()


TIGHT_PAIR = """
import math
from boardgen.layout.shape_nesting import SEED, Limits, fill_sheets

def turned(w, h, a):
    return [(x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a))
            for x, y in [(0, 0), (w, 0), (w, h), (0, h)]]

# a part that fits the 320 x 200 sheet only within about 10 degrees of lying flat, and a small one:
# sparrow's samples of angles miss the narrow range and it panics
PARTS = [turned(300, 150, 0.6), turned(40, 30, 0.0)]
"""


def run_python(code: str) -> subprocess.CompletedProcess:
    """Code run in a fresh interpreter (Rust's panic hook writes to the process's own file
    descriptor 2, which pytest's capture in this process would hide)."""
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env={**os.environ, "RUST_BACKTRACE": "1"}, timeout=120)


def test_the_tight_pair_makes_sparrow_panic():
    """The input below is one sparrow panics on, so the quiet test that follows tests something."""
    done = run_python(TIGHT_PAIR + """
import spyrrow
items = [spyrrow.Item(str(k), p, 1, None) for k, p in enumerate(PARTS)]
config = spyrrow.StripPackingConfig(early_termination=True, total_computation_time=None, exploration_time=0,
                                    compression_time=0, min_items_separation=5.01, num_workers=1, seed=SEED)
try:
    spyrrow.StripPackingInstance("sheet", 210, items).solve(config)
except BaseException as error:
    print(type(error).__name__)
""")
    assert done.stdout.strip() == "PanicException" and "panicked at" in done.stderr


def test_a_sparrow_panic_leaves_nothing_on_stderr():
    """The nesting goes on (the big part takes a sheet alone), and the user sees no panic."""
    done = run_python(TIGHT_PAIR + """
print([put.sheet for put in fill_sheets(PARTS, (320, 200), 5.0, Limits.after(60))])
""")
    assert (done.returncode, done.stdout, done.stderr) == (0, "[0, 1]\n", "")


def test_what_else_is_written_to_stderr_while_sparrow_runs_is_passed_on():
    done = run_python("""
import os, spyrrow
from boardgen.layout.shape_nesting import _solve_quietly

class Talking:
    def solve(self, config):
        os.write(2, b"a note from the solver\\n")
        return "solution"

print(_solve_quietly(Talking(), None))
os.write(2, b"after\\n")
""")
    assert (done.stdout, done.stderr) == ("solution\n", "a note from the solver\nafter\n")
