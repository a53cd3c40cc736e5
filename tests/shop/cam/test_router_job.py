"""The CNC router's whole job, read back and cut in 2D: every program interpreted (our own
G0-G3 reader for grbl, LinuxCNC's rs274 for linuxcnc), the bit's swept area computed with
shapely, and compared with the parts, seats and tabs the board and the headers describe."""

from __future__ import annotations

import math
import re
import subprocess

import pytest
import shapely
from shapely.geometry import MultiLineString, Polygon, box
from typer.testing import CliRunner

from boardgen.board import Board
from boardgen.shop.cam import profile
from boardgen.cli.app import app
from boardgen.errors import ParameterError
from boardgen.job import Made, make_board
from boardgen.output import OUTPUT_OPTIONS, Output, output_settings, render_files
from boardgen.options import parse_all

from tests.support.boards import board, raw_options
from tests.support.tools import need
from tests.support.gcode_check import Move, grbl_problems, rs274_moves, run_program
from tests.support.paths import REPO

TOOL_TABLE = "T1 P1 D6.35 Z0 ;end mill\n"
PLUNGE = 300.0


def job(made: Made, sheet: int | None = None, **raw: object) -> dict[str, str]:
    """The G-code files of a board, or of one of its bed sheets."""
    settings = output_settings(parse_all(OUTPUT_OPTIONS, raw_options(**raw)))
    prefix = made.board.stem + ("" if sheet is None else f"-sheet{sheet + 1}-")
    return {name: data.decode("ascii") for name, data in render_files(made.board, ("gcode",), settings).items()
            if name.startswith(prefix)}


def only(files: dict[str, str], operation: str) -> str:
    (text,) = [text for name, text in files.items() if f"-{operation}-" in name]
    return text


def sheet_pieces(made: Made, sheet: int | None) -> tuple[Board, tuple]:
    b = made.board if sheet is None else made.board.for_sheet(sheet)
    x0, y0, _, _ = b.frame()  # the lower-left corner of the bed, or of the parts when there is none
    return (x0, y0), b.sheet()


def tool(text: str) -> float:
    return float(re.search(r"\(tool ([\d.]+) mm", text).group(1))


def swept(moves: list[Move], radius: float, deeper_than: float) -> shapely.Geometry:
    """Where the bit cut at or below ``deeper_than``: each feed move's path widened by its radius."""
    lines = [[p[:2] for p in m.samples(24)] for m in moves
             if not m.rapid and max(m.start[2], m.end[2]) <= deeper_than + 1e-6
             and (m.centre is not None or m.start[:2] != m.end[:2])]
    return MultiLineString(lines).buffer(radius, quad_segs=32)


def assert_no_blind_rapid(moves: list[Move]) -> None:
    """No rapid move goes below the stock top except back down a hole or slot already cut deeper there."""
    cut: dict[tuple[float, float], float] = {}
    for m in moves:
        key = (round(m.end[0], 3), round(m.end[1], 3))
        if m.rapid and m.end[2] < -1e-9:
            assert cut.get(key, 0.0) <= m.end[2] - 0.2, f"rapid into uncut stock at {m.end}"
        if not m.rapid:
            cut[key] = min(cut.get(key, 0.0), m.end[2])


def assert_helix_within_plunge(moves: list[Move], peck: float) -> None:
    helix = [m for m in moves if m.centre is not None and m.end[2] < m.start[2] - 1e-9]
    assert helix, "no helix to check"
    assert max(m.z_rate() for m in helix) <= PLUNGE + 1e-6
    assert max(m.start[2] - m.end[2] for m in helix) <= peck + 1e-6
    for m, after in zip(moves, moves[1:]):
        if m in helix:
            assert after.rapid and after.end[2] > 0, "no retract after a helix pass"


def assert_profile_separates(text: str, moves: list[Move], origin, pieces, stock: float = 19.05,
                             breakthrough: float = 0.5) -> None:
    """The swept area at full depth plus the tab-top passes cuts each part free along its
    nominal outline (less any dog-bone the header lists) to within 0.05 mm; the full-depth
    sweep alone leaves exactly the header's tabs."""
    bit = tool(text)
    bottom = -(stock + breakthrough)
    tab_top = float(re.search(r"top at Z([-\d.]+)", text).group(1))
    tabs = [tuple(map(float, t)) for t in re.findall(r"tab at X([-\d.]+) Y([-\d.]+)", text)]
    bones = [shapely.Point(float(x), float(y)).buffer(bit / 2, quad_segs=64)
             for x, y in re.findall(r"bit reaches X([-\d.]+) Y([-\d.]+)", text)]
    assert not [m for m in moves if min(m.start[2], m.end[2]) < bottom - 1e-6], "deeper than the breakthrough"
    through = swept(moves, bit / 2, bottom)
    freed = swept(moves, bit / 2, tab_top)
    count = int(re.search(r"(\d+) holding tabs a part", text).group(1))
    assert len(tabs) == count * len(pieces)
    for piece in pieces:
        nominal = Polygon([(x - origin[0], y - origin[1]) for x, y in piece.outline.polyline(0.005)])
        wanted = nominal.difference(shapely.union_all(bones)) if bones else nominal
        x0, y0, x1, y1 = nominal.bounds
        frame = box(x0 - 3 * bit, y0 - 3 * bit, x1 + 3 * bit, y1 + 3 * bit)
        inside = wanted.representative_point()
        (part,) = [g for g in getattr(frame.difference(freed), "geoms", [frame.difference(freed)])
                   if g.contains(inside)]
        assert part.hausdorff_distance(wanted) <= 0.05, piece.name
        assert abs(part.area - wanted.area) <= 0.05 * wanted.length
        ring_zone = nominal.buffer(bit * 0.75).difference(nominal.buffer(bit * 0.25))
        gaps = [g for g in getattr(ring_zone.difference(through), "geoms", []) if g.area > 0.5]
        mine = [t for t in tabs if ring_zone.buffer(0.01).contains(shapely.Point(t))]
        assert len(gaps) == len(mine) == count, piece.name
        assert all(any(g.buffer(0.01).contains(shapely.Point(t)) for g in gaps) for t in mine)


def dogbones_on(made: Made, sheet: int) -> bool:
    return any(not o.is_convex_at(i) and o.radii[i] == 0 for p in made.board.for_sheet(sheet).pieces
               for o in (p.outline,) for i in range(len(o.corners)))


CASES = {
    "single": (lambda: board(players=4), None, {}),
    "dovetails": (lambda: board(players=8, bed="445x279mm", split="tabs", format="gcode"), 0, {}),
    "dog-bones": (lambda: board(players=8, bed="445x279mm", split="dowels", format="gcode"), "bones",
                  {"direction": "conventional"}),
    "sections": (lambda: board(players=6, style="sections", format="gcode"), None, {"tabs": "2", "step-down": "5mm"}),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", list(CASES))
def test_profile_cuts_each_part_free_along_its_outline_except_the_tabs(case):
    build, sheet, raw = CASES[case]
    made = build()
    if sheet == "bones":  # the first sheet with a sharp inside corner
        sheet = next(k for k in range(made.board.sheet_count) if dogbones_on(made, k))
    text = only(job(made, sheet, **raw), "profile")
    assert grbl_problems(text) == []
    moves = run_program(text)
    assert_no_blind_rapid(moves)
    origin, pieces = sheet_pieces(made, sheet)
    assert_profile_separates(text, moves, origin, pieces)
    if case == "dovetails":
        assert "bit 6.35 mm [the widest common bit the inside corners take; tightest inside corner 3.4" in text
    if case == "dog-bones":
        assert "dog-bone at a sharp inside corner" in text


@pytest.mark.slow
def test_the_profile_opens_dovetails_by_the_joint_clearance():
    """As on the laser, a tab and its socket part by the clearance: each joint edge is cut half
    of it inside the nominal outline, and the other edges stay nominal."""
    made = board(players=8, bed="445x279mm", split="tabs", joint_clearance="0.2mm", format="gcode")
    origin, nominal = sheet_pieces(made, 0)
    opened = tuple(profile.opened(p, 0.2) for p in nominal)
    text = only(job(made, 0), "profile")
    moves = run_program(text)
    assert_profile_separates(text, moves, origin, opened)
    for before, after in zip(nominal, opened):
        assert before.joint_edges
        lost = Polygon(before.outline.polyline(0.005)).difference(Polygon(after.outline.polyline(0.005)))
        seams = sum(math.dist(before.outline.corners[i], before.outline.corners[(i + 1) % len(before.outline.corners)])
                    for i in before.joint_edges)
        # the seams measured corner to corner, longer than their filleted run by what the
        # router's 3.5 mm fillets cut off at some 60 dovetail corners a sheet
        assert lost.area == pytest.approx(0.1 * seams, rel=0.12)


def test_climb_goes_clockwise_round_a_part_and_conventional_the_other_way():
    made = board(players=4)
    for direction, sign in (("climb", -1), ("conventional", 1)):
        moves = [m for m in run_program(only(job(made, direction=direction), "profile")) if not m.rapid]
        lap = [m.end[:2] for m in moves if m.end[2] == moves[1].end[2] and m.centre is None]
        area = sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(lap, lap[1:]))
        assert math.copysign(1, area) == sign, direction


def test_profile_passes_step_down_and_the_bit_enters_on_arcs():
    made = board(players=4)
    moves = run_program(only(job(made, step_down="4mm", tab_height="3mm"), "profile"))
    depths = {m.end[2] for m in moves if not m.rapid and m.end[2] < 0}
    assert depths == {-3.91, -7.82, -11.73, -15.64, -19.55, -16.05}  # five passes and the tabs' top
    arcs = [m for m in moves if m.centre is not None]
    assert len(arcs) == 2 * 5, "a lead-in and a lead-out arc each pass"
    assert all(m.start[2] == m.end[2] for m in arcs)


@pytest.mark.slow  # a whole router job swept
def test_seats_are_cleared_to_full_width_and_flat_with_a_quarter_inch_bit():
    """A 12.7 mm marble seat pocketed by a 6.35 mm end mill: the bottom is the whole disc."""
    made = board(players=3, piece="marble")
    text = only(job(made, cnc="pockets"), "pocket")
    assert grbl_problems(text) == []
    moves = run_program(text)
    assert_no_blind_rapid(moves)
    assert_helix_within_plunge(moves, 3.0)
    origin, pieces = sheet_pieces(made, None)
    seats = [h for p in pieces for h in p.holes]
    discs = [shapely.Point(h.center[0] - origin[0], h.center[1] - origin[1]).buffer(h.diameter / 2, quad_segs=64)
             for h in seats]
    floor = swept(moves, 6.35 / 2, -3.2)
    assert floor.hausdorff_distance(shapely.union_all(discs)) <= 0.05
    assert len(getattr(floor, "geoms", [floor])) == len(seats) == 84
    assert min(z for m in moves for z in (m.start[2], m.end[2])) == pytest.approx(-3.2)
    assert "finishing ring at the wall" in text


@pytest.mark.slow  # a whole router job swept
def test_wider_holes_are_bored_no_faster_down_than_the_plunge_with_a_retract_each_peck():
    """A 6 mm dowel hole bored by the 4.8 mm bit used to sink at 634 mm/min against a plunge of 300."""
    made = board(players=8, bed="445x279mm", split="dowels", format="gcode")
    text = only(job(made, 0, cnc="holes", bit="4.8mm"), "drill")
    assert "bored with helices" in text
    moves = run_program(text)
    assert_helix_within_plunge(moves, 5.0)
    assert_no_blind_rapid(moves)


def test_a_whole_job_is_one_file_per_tool_in_shop_order_with_times():
    """Each header's run time is its cutting, its rapids and the spin-up (how close it comes to
    a simulation of the moves is test_estimate.py's); its cut length is its feed moves'."""
    made = board(players=6, style="sections", format="gcode")
    files = job(made, cnc="engrave,holes,pockets,profile")
    assert list(files) == ["pegs-and-jokers-6p-sections-router-1-engrave-0.5mm.nc",
                           "pegs-and-jokers-6p-sections-router-2-drill-4.8mm.nc",
                           "pegs-and-jokers-6p-sections-router-3-profile-6.35mm.nc"]
    for name, text in files.items():
        assert "file " + name.split("-router-")[1][0] + " of 3" in text
        assert "run order: 1 engrave 0.5 mm, 2 drill 4.8 mm, 3 profile 6.35 mm" in text
        moves = run_program(text)
        stated = re.search(r"estimated run time (\d+) min (\d+) s: cutting (\d+) min (\d+) s, "
                           r"rapids (\d+) min (\d+) s, spin-up 3 s", text)
        total, cutting, rapids = (int(stated.group(k)) * 60 + int(stated.group(k + 1)) for k in (1, 3, 5))
        assert total == pytest.approx(cutting + rapids + 3, abs=1.5) and cutting > 0 and rapids > 0
        cut = sum(m.length() for m in moves if not m.rapid)
        assert float(re.search(r"cut length (\d+) mm", text).group(1)) == pytest.approx(cut, abs=1)


def test_engraving_follows_the_label_outlines_at_depth():
    made = board(players=4)
    text = only(job(made, cnc="engrave", engrave_depth="0.3mm"), "engrave")
    moves = [m for m in run_program(text) if not m.rapid and m.end[2] < 0]
    assert {m.end[2] for m in moves} == {-0.3}
    origin, pieces = sheet_pieces(made, None)
    lines = MultiLineString([[(x - origin[0], y - origin[1]) for x, y in (*path, path[0])]
                             for p in pieces for shape in p.engraving for path in shape.paths])
    assert max(lines.distance(shapely.Point(m.end[:2])) for m in moves) < 1e-3
    assert shapely.MultiPoint([m.end[:2] for m in moves]).hausdorff_distance(lines) < 1.0


def test_linuxcnc_interprets_every_program_of_a_whole_job_as_grbl_moves(tmp_path):
    rs274 = need("rs274")
    table = tmp_path / "tool.tbl"
    table.write_text(TOOL_TABLE)
    made = board(players=3, piece="marble")
    grbl = job(made, cnc="engrave,pockets,profile")
    for name, text in job(made, cnc="engrave,pockets,profile", gcode_dialect="linuxcnc").items():
        path = tmp_path / name
        path.write_text(text)
        result = subprocess.run([rs274, "-g", "-t", str(table), str(path)], capture_output=True, text=True,
                                timeout=120)
        assert result.returncode == 0, (name, result.stderr[-2000:])
        theirs = [m for m in rs274_moves(result.stdout) if m.start != m.end]
        ours = [m for m in run_program(grbl[name]) if m.start != m.end]
        assert len(theirs) == len(ours)
        assert all(math.dist(a.end, b.end) < 1e-3 and a.rapid == b.rapid for a, b in zip(theirs, ours))


def test_the_summary_lists_the_files_in_run_order_with_the_total(tmp_path):
    result = CliRunner().invoke(app, ["board", "pegs-and-jokers", "--players", "4", "--format", "gcode",
                                      "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    at = lines.index("  G-code (grbl) pegs-and-jokers-4p: 2 programs, one per bit, run in this order:")
    assert lines[at + 1].startswith("    1. pegs-and-jokers-4p-1-drill-4.8mm.nc: drill bit 4.8 mm, 112 holes")
    assert lines[at + 2].startswith("    2. pegs-and-jokers-4p-2-profile-6.35mm.nc: end mill 6.35 mm")
    assert re.match(r"    total about \d+ min \d\d s of machining \(cutting \d+ min \d\d s, rapids \d+ min \d\d s\), "
                    r"\d+ mm cut, plus 1 bit change$", lines[at + 3])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pegs-and-jokers-4p-1-drill-4.8mm.nc",
                                                          "pegs-and-jokers-4p-2-profile-6.35mm.nc"]


@pytest.mark.parametrize(("build", "raw", "flag", "text"), [
    pytest.param(lambda: board(players=8, bed="445x279mm", split="tabs", format="gcode"), {"profile_bit": "3mm"},
                 "--flute-length", "at least 19.55 mm to cut through the stock with the 3 mm end mill",
                 marks=pytest.mark.slow),  # builds a whole split router job
    (lambda: board(players=6, style="sections"), {}, "--machine",
     "router or auto, so parts are spaced for the bit: the 6.35 mm bit's path round B would cut"),
    (lambda: board(players=4), {"tabs": "30", "tab_width": "50mm"}, "--tabs", "at most 27 holding tabs fit"),
    (lambda: board(players=4), {"tab_height": "20mm"}, "--tab-height", "less than the 19.05 mm stock"),
    (lambda: board(players=3, piece="marble"), {"pocket_bit": "0.6in"}, "--pocket-bit", "at most 12.7 mm"),
    (lambda: board(players=4), {"cnc": "holes,mill"}, "--cnc", "engrave, holes, pockets, profile"),
])
def test_settings_the_job_cannot_use_are_refused(build, raw, flag, text):
    made = build()
    sheet = 0 if made.board.sheet_count > 1 else None
    with pytest.raises(ParameterError) as info:
        job(made, sheet, **raw)
    assert info.value.parameter == flag and text in str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize(("args", "line"), [
    (["--profile-bit", "3mm"], "--flute-length: at least 19.55 mm to cut through the stock with the 3 mm end mill"),
    (["--machine", "laser"], "--machine: router or auto when the G-code profiles the parts"),
    (["--bed", "20x20mm"], "--bed: wider than 25 mm each way"),
])
def test_the_cli_refuses_what_a_router_cannot_cut_in_one_line(tmp_path, args, line):
    result = CliRunner().invoke(app, ["board", "pegs-and-jokers", "--players", "8", "--bed", "445x279mm",
                                      "--format", "gcode,svg", *args, "--out", str(tmp_path / "o")])
    assert result.exit_code == 2
    assert result.stderr.strip().count("\n") == 0 and line in result.stderr, result.stderr
    assert not (tmp_path / "o").exists() or not list((tmp_path / "o").iterdir())


def test_as_many_tabs_as_a_refusal_says_fit_are_cut():
    made = board(players=4)
    text = only(job(made, tabs="27", tab_width="50mm"), "profile")
    assert len(re.findall(r"tab at X", text)) == 27


def test_same_job_same_bytes():
    made = make_board("triangle", {"rows": "5"})
    assert job(made) == job(made)


@pytest.mark.parametrize("origin", ["lower-left", "centre"])
def test_one_origin_for_dxf_gcode_and_manifest(origin, tmp_path):
    """A CAM user reading the DXF, a G-code user and a tool reading the manifest see each hole
    at the same coordinates, whichever origin is chosen."""
    import json

    import ezdxf

    from tests.support.gcode_check import visits

    made = make_board("triangle", {"rows": "5"})
    settings = output_settings(parse_all(OUTPUT_OPTIONS, {"origin": origin, "cnc": "holes"}))
    files = render_files(made.board, ("dxf", "json", "gcode"), settings)
    (tmp_path / "t.dxf").write_bytes(files["triangle-5rows.dxf"])
    doc = ezdxf.readfile(str(tmp_path / "t.dxf"))
    circles = sorted((round(c.dxf.center.x, 3), round(c.dxf.center.y, 3)) for c in doc.modelspace().query("CIRCLE"))
    data = json.loads(files["triangle-5rows.json"])
    assert data["origin"]["at"] == origin
    listed = sorted((round(x, 3), round(y, 3)) for x, y in data["holes"])
    (nc,) = [v for k, v in files.items() if k.endswith(".nc")]
    drilled = sorted((round(v.centre[0], 3), round(v.centre[1], 3))
                     for v in visits(run_program(nc.decode()), [(x, y, 0.0) for x, y in listed]))
    assert circles == listed == drilled and len(listed) == 15
    xs = [x for x, _ in listed]
    assert (min(xs) > 0) == (origin == "lower-left") and (min(xs) < 0 < max(xs)) == (origin == "centre")


def test_linuxcnc_may_run_the_whole_job_as_one_program_changing_tools(tmp_path):
    """With --tool-change m6 the moves are those of the separate programs, in run order, each
    tool picked by M6 with its length offset; GRBL, which has no tool changer, is refused."""
    rs274 = need("rs274")
    table = tmp_path / "tool.tbl"
    table.write_text("T1 P1 D4.8 Z0\nT2 P2 D6.35 Z0\n")
    made = board(players=4)
    (name, text), = job(made, gcode_dialect="linuxcnc", tool_change="m6").items()
    assert name == "pegs-and-jokers-4p.nc"
    code = [line for line in text.splitlines() if not line.startswith("(")]
    assert [line for line in code if "M6" in line or "G43" in line] == ["T1 M6", "G43 H1", "T2 M6", "G43 H2"]
    path = tmp_path / name
    path.write_text(text)
    result = subprocess.run([rs274, "-g", "-t", str(table), str(path)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.count("CHANGE_TOOL(") == 2
    theirs = [m for m in rs274_moves(result.stdout) if m.start != m.end]
    separate = job(made, gcode_dialect="linuxcnc")
    ours = []
    for k, part in enumerate(separate.values()):
        path.write_text(part)
        moves = [m for m in rs274_moves(subprocess.run([rs274, "-g", "-t", str(table), str(path)], capture_output=True,
                                                       text=True, timeout=120).stdout) if m.start != m.end]
        ours += moves[1:] if k else moves  # a separate program first rises from where the machine starts
    assert len(theirs) == len(ours) and all(math.dist(a.end, b.end) < 1e-3 for a, b in zip(theirs, ours))
    with pytest.raises(ParameterError) as info:
        job(made, tool_change="m6")
    assert info.value.parameter == "--tool-change" and "linuxcnc" in str(info.value)


def test_a_round_board_takes_its_holding_tabs_on_its_curved_edge(tmp_path):
    """A circle's edge is all curve: tabs go on it as on a straight edge (a nub on so wide a
    curve sands off alike), evenly spread, and the bit's sweep still clears every part."""
    example = REPO / "examples" / "round-race.toml"
    raw = {"game-file": str(example), "format": "gcode", "cnc": "profile"}
    made = make_board("track", raw)
    board = made.board
    files = render_files(board, ("gcode",), Output.parse(raw).settings)
    ((_, program),) = files.items()
    header = program.decode()
    assert grbl_problems(header) == []
    moves = run_program(header)  # the bit swept along the program: the part cut free but for its tabs
    assert_no_blind_rapid(moves)
    assert_profile_separates(header, moves, *sheet_pieces(made, None))
    tabs = re.findall(r"tab at X(-?[\d.]+) Y(-?[\d.]+)", header)
    x0, y0, x1, y1 = Board.extent(board.pieces)
    centre, radius = ((x1 - x0) / 2, (y1 - y0) / 2), (x1 - x0) / 2  # X0 Y0 at the lower-left corner
    assert len(tabs) >= 3
    angles = sorted(math.atan2(float(y) - centre[1], float(x) - centre[0]) for x, y in tabs)
    gaps = [(b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:] + angles[:1])]
    assert max(gaps) < 2 * (2 * math.pi / len(tabs))  # spread round the edge, none bunched
    for x, y in tabs:  # on the edge: the bit's centre a bit radius outside it
        assert abs(math.dist((float(x), float(y)), centre) - radius) < 6.35
