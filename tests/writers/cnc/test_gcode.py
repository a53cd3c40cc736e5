"""The G-code hole programs (drilling through holes, pocketing seats), read back: every hole
cut once, where the board and the manifest put it, to the asked depth and width; GRBL 1.1's
word list for the grbl dialect; LinuxCNC's own interpreter (rs274) for the linuxcnc dialect;
refusals; the summary line. The profile and the whole job are in test_cnc.py."""

from __future__ import annotations

import io
import json
import math
import re
import subprocess
from collections import Counter

import ezdxf
import ezdxf.bbox
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from boardgen.board import Board
from boardgen.cli.app import app
from boardgen.design import tag
from boardgen.shop.drilling import DrillSettings
from boardgen.errors import BoardRejected, ParameterError
from boardgen.job import Made, make_board
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.options import parse_all
from boardgen.writers.writer import OutputSettings

from tests.support.boards import board, raw_options, unmatched
from tests.support.tools import need
from tests.support.gcode_check import grbl_problems, rs274_moves, run_program, visits

BOARDS = {
    "tees": ("pegs-and-jokers", {"players": "4"}),
    "sections": ("pegs-and-jokers", {"players": "6", "style": "sections"}),
    "marbles": ("pegs-and-jokers", {"players": "3", "piece": "marble"}),
    "triangle": ("triangle", {"rows": "5"}),
    "solitaire": ("solitaire", {"shape": "european"}),
}
TOOL_TABLE = "T1 P1 D4.8 Z0 ;drilling bit\n"


def built(name: str) -> Made:
    game, raw = BOARDS[name]
    return board(**raw) if game == "pegs-and-jokers" else make_board(game, raw)


def program(made: Made, **raw: object) -> str:
    """The one .nc file a job writes for a single-sheet board with these options, holes only
    (through holes or seats: a board has one kind or the other) unless ``cnc`` says otherwise."""
    raw.setdefault("cnc", "holes,pockets")
    settings = output_settings(parse_all(OUTPUT_OPTIONS, raw_options(**raw)))
    (data,) = render_files(made.board, ("gcode",), settings).values()
    return data.decode("ascii")


def expected(b: Board, bit: float | None = None, origin: str = "lower-left", stock: float = 19.05,
             breakthrough: float = 0.5) -> list[tuple[float, float, float, float, float]]:
    """Each hole as (x, y, allowed reach of the bit's axis, diameter, bottom) in program
    coordinates, worked out from the board here rather than by the writer."""
    pieces = b.sheet()
    x0, y0, x1, y1 = b.frame()
    ox, oy = (x0, y0) if origin == "lower-left" else ((x0 + x1) / 2, (y0 + y1) / 2)
    holes = [h for p in pieces for h in p.holes]
    bit = bit if bit is not None else min((h.diameter for h in holes), default=0.0)
    # a drill's 118 degree point goes past the through depth; a program that bores runs a flat end mill
    point = 0.0 if any(h.diameter > bit + 0.01 for h in holes if h.depth is None) else bit / 2 / math.tan(math.radians(59))
    return [(h.center[0] - ox, h.center[1] - oy, (h.diameter - bit) / 2, h.diameter,
             -(h.depth if h.depth is not None else stock + breakthrough + point)) for h in holes]


def assert_drilled_once(moves, holes, bit: float) -> None:
    got = visits(moves, [(x, y, reach) for x, y, reach, _, _ in holes])
    counts = Counter(v.centre for v in got)
    assert len(counts) == len(holes), f"{len(holes) - len(counts)} holes never drilled"
    assert set(counts.values()) == {1}, "a hole drilled twice"
    by_centre = {(x, y): (d, bottom) for x, y, _, d, bottom in holes}
    for v in got:
        diameter, bottom = by_centre[v.centre]
        assert v.bottom == pytest.approx(bottom, abs=1e-3), v
        assert v.reach + bit / 2 == pytest.approx(diameter / 2, abs=1e-3), v
        assert v.floor_reach + bit / 2 == pytest.approx(diameter / 2, abs=1e-3), "bottom not full width"
        assert v.rapid_cuts == 0, "a rapid move into uncut wood"


@pytest.mark.parametrize("dialect", ["grbl", "linuxcnc"])
@pytest.mark.parametrize("name", list(BOARDS))
def test_every_hole_is_drilled_once_to_its_depth(name, dialect):
    """Seats are pocketed with a 1/4 in end mill: round rings out to the wall, flat to the bottom."""
    made = built(name)
    bit = 6.35 if name == "marbles" else None
    holes = expected(made.board, bit=bit)
    assert_drilled_once(run_program(program(made, gcode_dialect=dialect)), holes, bit or min(h[3] for h in holes))


def test_marble_seats_go_to_the_seat_depth_not_through():
    text = program(built("marbles"))
    assert min(z for m in run_program(text) for z in (m.start[2], m.end[2])) == pytest.approx(-3.2)
    assert "84 seats 12.7 mm to Z-3.2" in text


def test_holes_are_at_the_manifest_coordinates():
    """The manifest and the program share the origin: a one-sheet board's coordinates are the same in both."""
    made = built("tees")
    layout = json.loads(render_files(made.board, ("json",), output_settings(parse_all(OUTPUT_OPTIONS, {})))
                        ["pegs-and-jokers-4p.json"])
    points = [tuple(p) for p in layout["track"]]
    points += [tuple(p) for seat in layout["seats"] for p in (*seat["start"], *seat["home"])]
    assert layout["origin"]["at"] == "lower-left"
    wanted = points
    got = [v.centre for v in visits(run_program(program(made)), [(x, y, 0.0) for x, y in wanted])]
    assert len(got) == len(wanted) == 112
    assert unmatched(got, wanted) == []


def test_origin_at_the_centre_and_other_settings_reach_the_program():
    made = built("triangle")
    raw = {"origin": "centre", "stock": "0.5in", "breakthrough": "1mm", "peck": "2mm", "safe-z": "10mm"}
    text = program(made, **raw)
    holes = expected(made.board, origin="centre", stock=12.7, breakthrough=1.0)
    assert_drilled_once(run_program(text), holes, holes[0][3])
    assert abs(sum(x for x, *_ in holes) / len(holes)) < 30  # around the centre, not a corner
    moves = run_program(text)
    assert max(m.end[2] for m in moves) == pytest.approx(10.0)
    deepest = 2.0  # the R plane, where each hole's pecks start
    for m in moves:
        if m.rapid and m.end[2] >= 10.0 - 1e-9:
            deepest = 2.0
        elif not m.rapid:
            assert m.end[2] >= deepest - 2.0 - 1e-9, "a peck deeper than 2 mm"
            deepest = min(deepest, m.end[2])
    assert "S10000" in text and "F300" in text


def test_holes_wider_than_the_bit_are_bored_with_helices():
    made = built("tees")
    for dialect in ("grbl", "linuxcnc"):
        text = program(made, bit="4mm", gcode_dialect=dialect, peck="4mm")
        code = [line for line in text.splitlines() if not line.startswith("(")]
        assert not [line for line in code if "G83" in line]
        assert sum(line.startswith("G3 ") for line in code) == 112 * 6  # 5 turns down, 1 flat
        holes = expected(made.board, bit=4.0)
        moves = run_program(text)
        assert_drilled_once(moves, holes, 4.0)
        helix = [m for m in moves if m.centre is not None and m.start[2] != m.end[2]]
        assert all(m.start[2] - m.end[2] <= 4.0 + 1e-9 for m in helix)
        assert max(m.z_rate() for m in helix) <= 300 + 1e-6  # the plunge, though boring's feed is 800
        assert "needs an end mill" in text


@pytest.mark.slow  # big split jobs
@pytest.mark.parametrize("split", ["dowels", "tabs"])
def test_a_split_board_gets_a_program_per_sheet_with_its_holes(split):
    """With ``--bit`` the tees' size, dowel holes (6 mm) are bored with it, one program a sheet;
    a sheet holding only margin gets a program that says so and does nothing."""
    made = board(players=8, bed="445x279mm", split=split)
    files = render_files(made.board, ("gcode",), output_settings(parse_all(OUTPUT_OPTIONS, {"cnc": "holes",
                                                                                            "bit": "4.8mm"})))
    assert len(files) == made.board.sheet_count > 1
    for k in range(made.board.sheet_count):
        sheet = made.board.for_sheet(k)
        (text,) = [data.decode() for name, data in files.items() if name.startswith(f"{sheet.stem}-1-drill-")
                   or name == f"{sheet.stem}.nc"]
        holes = expected(sheet, bit=4.8)
        if not holes:
            assert "nothing to cut on this sheet" in text and run_program(text) == [] and grbl_problems(text) == []
            continue
        assert_drilled_once(run_program(text), holes, 4.8)
    assert split == "tabs" or any("bored with helices" in data.decode() for data in files.values())


def test_without_a_bit_each_hole_is_drilled_by_the_table_drill_of_its_size():
    """No end mill bores the dowels: each sheet's tee holes get the 4.8 mm drill and its dowel
    holes the 6 mm drill, each hole once, drilled (never bored) through."""
    made = board(players=8, bed="445x279mm", split="dowels")
    files = render_files(made.board, ("gcode",), output_settings(parse_all(OUTPUT_OPTIONS, {"cnc": "holes"})))
    for k in range(made.board.sheet_count):
        sheet = made.board.for_sheet(k)
        mine = {name: data.decode() for name, data in files.items() if name.startswith(f"{sheet.stem}-")}
        for diameter, name in ((4.8, "drill-4.8mm"), (6.0, "drill-6mm")):
            tip = -(19.05 + 0.5 + diameter / 2 / math.tan(math.radians(59)))
            holes = [(x, y, reach, d, tip) for x, y, reach, d, _ in expected(sheet, bit=diameter) if d == diameter]
            found = [text for n, text in mine.items() if n.endswith(f"-{name}.nc")]
            assert len(found) == (1 if holes else 0), (sheet.stem, name)
            if holes:
                assert "bored" not in found[0]
                assert_drilled_once(run_program(found[0]), holes, diameter)


def test_each_sheets_stock_reaches_past_every_cut_with_wood_for_the_tabs():
    """The stock lies in the bed's corner, X0 Y0, and the least stock a program asks for reaches
    past the far corner of the cut lines the same sheet's DXF draws by the profile's channel and
    the wood its tabs hold on to; on a board with no bed it surrounds the board by as much, and
    every move of the program stays on it."""
    made = board(players=6, style="sections", bed="600x300mm", format="gcode")
    settings = output_settings(parse_all(OUTPUT_OPTIONS, {"cnc": "profile"}))
    files = render_files(made.board, ("gcode", "dxf"), settings)
    for k in range(made.board.sheet_count):
        stem = made.board.for_sheet(k).stem
        (text,) = [data.decode() for name, data in files.items() if name.startswith(f"{stem}-")]
        x0, y0, x1, y1 = (float(v) for v in re.search(r"from X([-0-9.]+) Y([-0-9.]+) to X([-0-9.]+) Y([-0-9.]+)",
                                                         text).groups())
        doc = ezdxf.read(io.StringIO(files[f"{stem}.dxf"].decode()))
        box = ezdxf.bbox.extents(doc.modelspace().query('*[layer=="CUT"]'))
        assert (x0, y0) == (0, 0) and box.extmin.x > 12
        assert x1 >= box.extmax.x + 6.35 + 3 - 0.1 and y1 >= box.extmax.y + 6.35 + 3 - 0.1
        assert x1 <= 600 and y1 <= 300
    single = board(players=4)
    (text,) = render_files(single.board, ("gcode",), settings).values()
    x0, y0, x1, y1 = (float(v) for v in re.search(r"from X([-0-9.]+) Y([-0-9.]+) to X([-0-9.]+) Y([-0-9.]+)",
                                                     text.decode()).groups())
    points = [p for move in run_program(text.decode()) for p in move.samples(72) if p[2] < 0]
    assert x0 <= min(p[0] for p in points) - 3.175 - 3 + 0.1 and y0 <= min(p[1] for p in points) - 3.175 - 3 + 0.1
    assert x1 >= max(p[0] for p in points) + 3.175 + 3 - 0.1 and y1 >= max(p[1] for p in points) + 3.175 + 3 - 0.1


@pytest.mark.parametrize("name", ["tees", "marbles", "sections"])
def test_grbl_dialect_uses_only_words_grbl_accepts(name):
    text = program(built(name))
    assert grbl_problems(text) == []
    assert "G83" not in text and "M6" not in text and "Q" not in text.replace("(", "\n(").split("\nG17 ")[1]


def test_grbl_checker_refuses_the_linuxcnc_dialect():
    """The checker can fail: canned cycles, Q and G98 are not GRBL's."""
    problems = grbl_problems(program(built("tees"), gcode_dialect="linuxcnc"))
    text = "\n".join(problems)
    assert "G83 is not a GRBL 1.1 command" in text and "no Q word" in text and "G98" in text
    assert grbl_problems("G0 G1 X1\nM6\nG1 X1 X2\nG1 F-1 X1\n") and len(grbl_problems("G0 G1 X1\n")) == 1


@pytest.mark.parametrize("dialect", ["grbl", "linuxcnc"])
def test_program_shape(dialect):
    text = program(built("tees"), gcode_dialect=dialect)
    lines = text.splitlines()
    code = [line for line in lines if not line.startswith("(")]
    first = lines.index(code[0])
    header = lines[:first]  # the program's facts, all before the first block
    later = [line for line in lines[first:] if line.startswith("(")]
    assert [line.split(":")[0] for line in later] == ["(drill"]  # only the one job's opening line
    joined = "\n".join(header)
    for fact in ("X0 Y0 = lower-left corner", "Z0 = top of the stock", "495.2 x 495.2 mm", "19.05 mm thick",
                 "tool 4.8 mm drill bit", "estimated run time", "through: drilled full width to Z-19.55", "plunge F300",
                 "safe Z5", "S10000", "travel", "R plane Z2", "parked at X0 Y0"):
        assert fact in joined, fact
    assert code[:4] == ["G17 G21 G90 G94 G40 G49 G80", "G0 Z5", "M3 S10000", "G4 P3"]
    assert code[-3:] == ["M5", "G0 X0 Y0", "M30"]
    assert ("G98" in code) == (dialect == "linuxcnc") and ("G80" in code) == (dialect == "linuxcnc")
    assert not any("M6" in line or "T1" in line for line in code)
    assert text.endswith("\n") and text.isascii()


def test_same_board_same_bytes():
    made = built("sections")
    assert program(made) == program(made)


def test_linuxcnc_dialect_passes_linuxcnc_interpreter_and_matches_the_grbl_moves(tmp_path):
    rs274 = need("rs274")
    table = tmp_path / "tool.tbl"
    table.write_text(TOOL_TABLE)
    for name, raw in (("tees", {}), ("marbles", {"pocket_bit": "6.35mm"}), ("triangle", {"bit": "3mm", "origin": "centre"}),
                      ("sections", {"peck": "0.1in"})):
        made = built(name)
        moves = {}
        for dialect in ("linuxcnc", "grbl"):
            path = tmp_path / f"{name}-{dialect}.ngc"
            path.write_text(program(made, gcode_dialect=dialect, **raw))
            result = subprocess.run([rs274, "-g", "-t", str(table), str(path)], capture_output=True, text=True,
                                    timeout=120)
            assert result.returncode == 0, (name, dialect, result.stderr[-2000:])
            assert "PROGRAM_END()" in result.stdout
            moves[dialect] = [m for m in rs274_moves(result.stdout) if m.start != m.end]
        bit = float(raw.get("bit", raw.get("pocket_bit", "0mm"))[:-2]) or None
        holes = expected(made.board, bit=bit, origin=raw.get("origin", "lower-left"))
        assert_drilled_once(moves["linuxcnc"], holes, bit or min(h[3] for h in holes))
        ours = [m for m in run_program(program(made, gcode_dialect="grbl", **raw)) if m.start != m.end]
        for a, b, c in zip(moves["linuxcnc"], moves["grbl"], ours, strict=True):
            assert a.rapid == b.rapid == c.rapid
            assert math.dist(a.end, b.end) < 1e-3 and math.dist(a.end, c.end) < 1e-3


def test_linuxcnc_interpreter_catches_a_broken_program(tmp_path):
    """The rs274 check can fail: a G83 without its Q word is an error and a non-zero exit."""
    rs274 = need("rs274")
    table = tmp_path / "tool.tbl"
    table.write_text(TOOL_TABLE)
    path = tmp_path / "bad.ngc"
    path.write_text(program(built("triangle"), gcode_dialect="linuxcnc").replace(" Q5", ""))
    result = subprocess.run([rs274, "-g", "-t", str(table), str(path)], capture_output=True, text=True, timeout=60)
    assert result.returncode != 0 and "Q word missing" in result.stderr


def test_drilling_defaults_are_the_documented_ones():
    drill = output_settings(parse_all(OUTPUT_OPTIONS, {})).gcode
    assert drill == DrillSettings("grbl", None, pytest.approx(19.05), 0.5, 5.0, 300.0, 1500.0, 5.0, 10000, 118, None)
    assert OutputSettings().gcode == drill


@pytest.mark.parametrize(("raw", "flag"), [
    ({"gcode-dialect": "marlin"}, "--gcode-dialect"), ({"bit": "0"}, "--bit"), ({"stock": "0.5mm"}, "--stock"),
    ({"breakthrough": "-1"}, "--breakthrough"), ({"peck": "0"}, "--peck"), ({"plunge": "1mm"}, "--plunge"),
    ({"feed": "fast"}, "--feed"), ({"safe-z": "2mm"}, "--safe-z"), ({"spindle": "0"}, "--spindle"),
    ({"spindle": "12k"}, "--spindle"), ({"origin": "top-left"}, "--origin"),
])
def test_option_values_are_checked(raw, flag):
    with pytest.raises(ParameterError) as info:
        parse_all(OUTPUT_OPTIONS, raw)
    assert info.value.parameter == flag and "\n" not in str(info.value)


@pytest.mark.parametrize(("name", "raw", "flag", "text"), [
    ("tees", {"bit": "5mm"}, "--bit", "at most 4.8 mm"),
    ("tees", {"bit": "2mm"}, "--bit", "at least 2.4 mm"),
    ("marbles", {"stock": "3mm"}, "--stock", "3.2 mm deep seats"),
])
def test_settings_that_cannot_drill_the_board_are_refused(name, raw, flag, text):
    with pytest.raises(ParameterError) as info:
        program(built(name), **raw)
    assert info.value.parameter == flag and text in str(info.value)


runner = CliRunner()


def test_cli_writes_the_program_and_prints_both_travel_lengths(tmp_path):
    result = runner.invoke(app, ["board", "pegs-and-jokers", "--players", "8", "--format", "gcode,json",
                                 "--gcode-dialect", "linuxcnc", "--cnc", "holes", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    stem = "pegs-and-jokers-8p-" + tag([("cnc", "holes"), ("gcode-dialect", "linuxcnc")])
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{stem}-1-drill-4.8mm.nc", f"{stem}.json"]
    assert f"G-code (linuxcnc) {stem}: 1 program, one per bit" in result.stdout
    (line,) = [line for line in result.stdout.splitlines() if "holes, travel" in line]
    planned, naive = (float(n) for n in __import__("re").findall(r"([\d.]+) mm in the", line))
    assert "224 holes" in line and planned < 0.8 * naive
    text = (tmp_path / f"{stem}-1-drill-4.8mm.nc").read_text()
    assert f"travel {planned:.1f} mm in this order, {naive:.1f} mm" in text


def test_cli_refuses_with_one_line_and_writes_nothing(tmp_path):
    result = runner.invoke(app, ["board", "pegs-and-jokers", "--format", "gcode,svg", "--bit", "6mm",
                                 "--out", str(tmp_path / "out")])
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [result.stderr.strip()] and "--bit" in result.stderr
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


def test_gcode_is_not_a_default_format(tmp_path):
    result = runner.invoke(app, ["board", "triangle", "--out", str(tmp_path)])
    assert result.exit_code == 0 and "G-code" not in result.stdout
    assert not list(tmp_path.glob("*.nc"))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 12), style=st.sampled_from(["single", "sections"]),
       piece=st.sampled_from(["golf-tee", "peg", "marble"]), dialect=st.sampled_from(["grbl", "linuxcnc"]),
       origin=st.sampled_from(["lower-left", "centre"]), bit_share=st.sampled_from([1.0, 0.8, 0.6]),
       peck=st.sampled_from(["1mm", "3mm", "5mm", "25mm"]))
@pytest.mark.slow
def test_any_accepted_board_drills_each_hole_once(players, style, piece, dialect, origin, bit_share, peck):
    try:
        made = board(players=players, style=style, piece=piece)
    except (BoardRejected, ParameterError):
        assume(False)
    holes = [h for p in made.board.sheet() for h in p.holes]
    bit = round(min(h.diameter for h in holes) * bit_share, 2)
    text = program(made, gcode_dialect=dialect, origin=origin, bit=f"{bit}mm", pocket_bit=f"{bit}mm", peck=peck)
    if dialect == "grbl":
        assert grbl_problems(text) == []
    assert_drilled_once(run_program(text), expected(made.board, bit=bit, origin=origin), bit)


def test_the_preview_page_offers_the_same_drilling_options_and_bytes():
    from boardgen.preview import service

    listed = {o["name"] for o in service.catalogue()["settings"]}
    assert {"gcode-dialect", "bit", "stock", "peck", "origin"} <= listed
    query = {"game": ["triangle"], "rows": ["6"], "format": ["gcode"], "gcode-dialect": ["linuxcnc"], "bit": ["3mm"],
             "cnc": ["holes"]}
    file = service.board_file(query)
    made = make_board("triangle", {"rows": "6", "gcode-dialect": "linuxcnc", "bit": "3mm", "cnc": "holes"})
    assert file.name == "triangle-6rows-" + tag([("bit", "3mm"), ("cnc", "holes"), ("gcode-dialect", "linuxcnc")]) \
        + "-1-drill-3mm.nc"
    assert file.data == program(made, gcode_dialect="linuxcnc", bit="3mm").encode()


def test_no_game_option_shares_a_name_with_an_output_option():
    from boardgen.games.registry import games

    names = {o.name for o in OUTPUT_OPTIONS}
    assert all(not names & {o.name for o in g.options} for g in games().values())
