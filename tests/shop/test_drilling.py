"""Drilling a shop can do: the drill comes from a table of real drills, through holes go deep
enough for the drill's point to leave a full-width exit, blind holes stop where asked, and
the coupon's holes are each drilled as a board of that size would be. Programs are read back
with our own reader and LinuxCNC's rs274; depths are worked out here, not by the planner."""

from __future__ import annotations

import math
import re
import subprocess
from collections import Counter

import pytest
from typer.testing import CliRunner

from boardgen.board import DOWEL_ROLE
from boardgen.cli.app import app
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.options import parse_all
from boardgen.shop.cam.drill import drill_jobs
from boardgen.design import tag
from boardgen.shop.coupon import make_coupon
from boardgen.shop.drill_sizes import at_or_below, drills
from boardgen.writers.cnc.program import Program
from boardgen.writers.cut.sheet import num

from tests.support.boards import board, raw_options
from tests.support.tools import need
from tests.support.gcode_check import rs274_moves, run_program, visits

STOCK, BREAKTHROUGH = 19.05, 0.5
runner = CliRunner()


def point(diameter: float, angle: float = 118.0) -> float:
    """A twist drill's cone: half the diameter over the tangent of half the angle."""
    return diameter / 2 / math.tan(math.radians(angle / 2))


def exit_width(diameter: float, tip: float, angle: float = 118.0) -> float:
    """Width of the hole at the stock's bottom face for a drill whose tip reaches ``tip`` (Z < 0)."""
    below = -tip - STOCK
    return max(0.0, min(diameter, 2 * below * math.tan(math.radians(angle / 2))))


def programs(made, **raw: object) -> dict[str, str]:
    settings = output_settings(parse_all(OUTPUT_OPTIONS, raw_options(**{"cnc": "holes", **raw})))
    return {name: data.decode("ascii") for name, data in render_files(made.board, ("gcode",), settings).items()}


def bottoms(text: str, holes, bit: float | None = None) -> dict[tuple[float, float], float]:
    """The deepest point of the bit at each hole, read back from the program; holes are
    (x, y, diameter), and a hole wider than ``bit`` may be bored out to its wall."""
    got = visits(run_program(text), [(x, y, max(0.0, (d - bit) / 2) if bit else 0.0) for x, y, d in holes])
    assert Counter(v.centre for v in got) == Counter((x, y) for x, y, _ in holes), "each hole once"
    return {v.centre: v.bottom for v in got}


def program_holes(b, roles: bool = False):
    x0, y0, _, _ = b.frame()
    return [(h.center[0] - x0, h.center[1] - y0, h.role if roles else h.diameter) for p in b.sheet() for h in p.holes]


@pytest.mark.parametrize(("hole", "name"), [
    (4.8, "4.8 mm"), (4.9, "4.9 mm"), (5.0, "5 mm"), (6.35, "1/4 in (6.350 mm)"), (12.7, "1/2 in (12.700 mm)"),
    (4.85, "#11 (4.851 mm)"), (4.7625, "3/16 in (4.763 mm)"), (6.25, "letter D (6.248 mm)"), (4.83, "4.8 mm"),
])
def test_the_drill_is_the_tables_widest_at_or_below_the_hole(hole, name):
    """4.8 mm: a #12 is 4.8006 mm, the metric drill is preferred within a few microns; 6.35 mm:
    the letter E is 1/4 in too, the fractional one is preferred."""
    assert at_or_below(hole).name == name


def test_the_table_holds_the_drills_shops_sell():
    table = {(d.series, d.mark): d.diameter for d in drills()}
    assert all(("fractional", f) in table for f in ("1/64", "3/16", "11/64", "1/4", "31/64", "1/2"))
    assert sum(s == "fractional" for s, _ in table) >= 32 and table[("fractional", "1/2")] == pytest.approx(12.7)
    assert [table[("number", f"#{k}")] for k in (1, 12, 80)] == pytest.approx([5.7912, 4.8006, 0.3429])
    assert [table[("letter", c)] for c in "AEZ"] == pytest.approx([5.9436, 6.35, 10.4902])
    metric = sorted(v for (s, _), v in table.items() if s == "metric")
    assert all(round(b - a, 6) == 0.1 for a, b in zip(metric, metric[1:]) if b <= 10.0)
    assert all(round(b - a, 6) == 0.5 for a, b in zip(metric, metric[1:]) if a >= 10.0)


@pytest.mark.parametrize(("hole", "mark"), [("4.9mm", "4.9mm"), ("0.25in", "6.35mm")])
def test_a_boards_program_names_the_table_drill_and_its_gap(hole, mark, tmp_path):
    result = runner.invoke(app, ["board", "pegs-and-jokers", "--players", "4", "--hole", hole, "--format", "gcode",
                                 "--cnc", "holes", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    (path,) = tmp_path.iterdir()
    assert path.name.endswith(f"-1-drill-{mark}.nc")
    drill = at_or_below(4.9 if hole == "4.9mm" else 6.35).name
    assert f"with the table's {drill} drill (the hole's size)" in result.stdout
    said = drill.replace("(", "[").replace(")", "]")  # a G-code comment holds no parentheses
    assert f"drill {said} from the table of real drills" in path.read_text()


def test_a_given_bit_that_is_no_drill_says_the_nearest(tmp_path):
    made = board(players=4, hole="5mm")
    (text,) = programs(made, bit="4.95mm").values()
    assert "bit 4.95 mm, as given with --bit: not a drill of the table; the nearest is #9 [4.978 mm]" in text


@pytest.mark.parametrize("dialect", ["grbl", "linuxcnc"])
def test_through_holes_leave_the_stock_at_full_width(dialect, tmp_path):
    """Before: the tip at Z-19.55 left an exit 1.66 mm across; now the point's 1.442 mm is added."""
    made = board(players=4)
    (text,) = programs(made, gcode_dialect=dialect).values()
    holes = program_holes(made.board)
    if dialect == "linuxcnc":
        path = tmp_path / "p.ngc"
        path.write_text(text)
        table = tmp_path / "tool.tbl"
        table.write_text("T1 P1 D4.8 Z0 ;drill\n")
        result = subprocess.run([need("rs274"), "-g", "-t", str(table), str(path)], capture_output=True, text=True,
                                timeout=120)
        assert result.returncode == 0, result.stderr[-2000:]
        got = {v.centre: v.bottom for v in visits(rs274_moves(result.stdout), [(x, y, 0.0) for x, y, _ in holes])}
    else:
        got = bottoms(text, holes)
    assert len(got) == len(holes) == 112
    for x, y, diameter in holes:
        assert got[(x, y)] == pytest.approx(-(STOCK + BREAKTHROUGH + point(diameter)), abs=1e-3)
        assert -got[(x, y)] - point(diameter) >= STOCK + BREAKTHROUGH - 1e-3  # the cylinder reaches past the stock
        assert exit_width(diameter, got[(x, y)]) == pytest.approx(diameter)
    assert exit_width(4.8, -(STOCK + BREAKTHROUGH)) == pytest.approx(1.664, abs=1e-3)  # what the old depth left
    assert "118 degree point, 1.442 mm long" in text and "full width to Z-19.55" in text and "tip at Z-20.9921" in text


def test_a_flat_bit_and_a_sharper_point_change_the_allowance():
    made = board(players=4)
    holes = program_holes(made.board)
    (flat,) = programs(made, drill_angle="180").values()
    (sharp,) = programs(made, drill_angle="90").values()
    assert set(bottoms(flat, holes).values()) == {-19.55}
    assert set(bottoms(sharp, holes).values()) == {-21.95}  # 90 degrees: the point is the radius long
    assert "no point allowance" in flat


def test_bored_holes_get_no_point_allowance():
    made = board(players=4)
    (text,) = programs(made, bit="4mm").values()
    assert set(bottoms(text, program_holes(made.board), bit=4.0).values()) == {-19.55}
    assert "bored with helices need an end mill, which cuts flat: no point allowance" in text


@pytest.mark.slow  # a split job read back
def test_blind_holes_stop_at_their_depth_and_dowels_go_through():
    made = board(players=4)
    (text,) = programs(made, hole_depth="12mm").values()
    assert set(bottoms(text, program_holes(made.board)).values()) == {-12 - round(point(4.8), 4)}
    assert "112 holes 4.8 mm blind: drilled full width to Z-12" in text and "tip at Z-13.4421" in text
    split = board(players=8, bed="445x279mm", split="dowels")
    files = programs(split, hole_depth="12mm")
    for k in range(split.board.sheet_count):
        sheet = split.board.for_sheet(k)
        for role, size, bottom in ((DOWEL_ROLE, 6.0, -19.55 - point(6.0)), (None, 4.8, -12 - point(4.8))):
            holes = [(x, y, 4.8 if role is None else 6.0) for x, y, r in program_holes(sheet, roles=True)
                     if (r == DOWEL_ROLE) == (role == DOWEL_ROLE)]
            found = [text for name, text in files.items()
                     if name.startswith(f"{sheet.stem}-") and name.endswith(f"-drill-{size:g}mm.nc")]
            assert len(found) == (1 if holes else 0), (k, size)
            if holes:
                assert all(b == pytest.approx(bottom, abs=1e-3) for b in bottoms(found[0], holes).values()), (k, size)


@pytest.mark.parametrize(("args", "flag", "text"), [
    (["--hole-depth", "18mm"], "--hole-depth", "less than 17.61 mm"),
    (["--hole-depth", "0"], "--hole-depth", "from 0.1 mm"),
    (["--drill-angle", "45"], "--drill-angle", "from 60 to 180"),
    (["--drill-angle", "181"], "--drill-angle", "from 60 to 180"),
    (["--bit", "6mm"], "--bit", "at most 4.8 mm"),
    (["--bit", "2mm"], "--bit", "at least 2.4 mm"),
])
def test_bad_drilling_input_is_one_line_and_writes_nothing(args, flag, text, tmp_path):
    out = tmp_path / "out"
    result = runner.invoke(app, ["board", "pegs-and-jokers", "--players", "4", "--format", "gcode,svg", *args,
                                 "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert len(result.stderr.strip().splitlines()) == 1 and f" {flag}: " in result.stderr and text in result.stderr
    assert not out.exists() or not list(out.iterdir())


def test_each_coupon_hole_gets_the_drill_and_depth_a_board_of_its_size_gets(tmp_path):
    """One program per drill, each hole drilled (never bored) by the table's drill at or below
    it, to the stock, breakthrough and that drill's point: as a one-size board would be."""
    coupon = make_coupon({"hole": "4.85mm", "step": "0.05mm"})  # 4.7 to 5.0 mm: six drills, #11 and #10 among them
    settings = output_settings(parse_all(OUTPUT_OPTIONS, {}))
    x0, y0, _, _ = coupon.frame()
    holes = [h for p in coupon.sheet() for h in p.holes]
    jobs = drill_jobs(holes, (x0, y0), settings.gcode, True)
    assert [job.tool for job, _ in jobs] == sorted({at_or_below(h.diameter).diameter for h in holes})
    table = tmp_path / "tool.tbl"
    table.write_text("T1 P1 D5 Z0 ;drill\n")
    drilled = {}
    for job, _ in jobs:
        size = min(h.diameter for h in holes if at_or_below(h.diameter).diameter == job.tool)
        (name,) = programs(board(players=4, hole=f"{size}mm"))  # a board of that size drills with the same drill
        assert name.endswith(f"-1-drill-{num(job.tool)}mm.nc")
        for dialect in ("grbl", "linuxcnc"):
            program = Program(dialect, (0.0, 0.0, 5.0))
            program.add("G21 G90 G17 G94")
            program.steps(job.steps, job.cycles)
            text = "\n".join(program.lines) + "\n"
            if dialect == "grbl":
                moves = run_program(text)
            else:
                path = tmp_path / f"{job.tool}.ngc"
                path.write_text(text + "M30\n")
                result = subprocess.run([need("rs274"), "-g", "-t", str(table), str(path)], capture_output=True,
                                        text=True, timeout=60)
                assert result.returncode == 0, result.stderr[-2000:]
                moves = rs274_moves(result.stdout)
            assert not [m for m in moves if m.centre is not None], "a coupon hole bored"
            mine = [(h.center[0] - x0, h.center[1] - y0, 0.0) for h in holes
                    if at_or_below(h.diameter).diameter == job.tool]
            for v in visits(moves, mine):
                drilled[(dialect, v.centre)] = v.bottom
                assert v.bottom == pytest.approx(-(STOCK + BREAKTHROUGH + point(job.tool)), abs=1e-3)
    assert len(drilled) == 2 * len(holes)


def test_the_coupon_engraves_the_drill_only_where_it_differs_and_only_for_gcode(tmp_path):
    """Each size is drilled with the table's drill under it (4.55 mm with the 4.5 mm drill), and
    the drill is engraved under the size; the coupon so labelled has a name of its own, so it
    never replaces a laser's coupon of the same sizes."""
    def svg(formats: str) -> str:
        out = tmp_path / formats.replace(",", "-")
        # drilled only, so both coupons are laid out for the laser and differ by the drills alone
        result = runner.invoke(app, ["coupon", "--hole", "4.85mm", "--format", formats, "--cnc", "holes",
                                     "--out", str(out)])
        assert result.exit_code == 0, result.output
        (name,) = [p.name for p in out.iterdir() if p.suffix == ".svg"]
        return (out / name).read_text(), result.stdout, name

    laser, said, plain = svg("svg")
    cnc, told, labelled = svg("svg,gcode")
    cnc_holes = tag([("cnc", "holes")])
    assert (plain, labelled) == (f"coupon-4.55-5.15mm-{cnc_holes}.svg", f"coupon-4.55-5.15mm-drill-labels-{cnc_holes}.svg")
    glyphs = len(re.findall(r"<path", laser))
    # each size is drilled with the 0.1 mm metric drill under it: 4.5, 4.6, 4.7, 4.8, 4.9, 5, 5.1
    assert len(re.findall(r"<path", cnc)) == glyphs + 3 * 6 + 1
    assert "the drill a CNC drills it with" in told and "the drill a CNC" not in said
