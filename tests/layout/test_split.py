"""Bed splitting: boards too big for --bed are cut into parts that fit, clear of every hole,
packed onto bed-size sheets, one cut file per sheet, read back by real readers."""

from __future__ import annotations

import functools
import json
import math
from collections import Counter

import ezdxf
import pytest
import shapely
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.geometry.outline import Outline
from boardgen.geometry.split import Seam, split_outline
from boardgen.geometry.vec import bounding_circle
from boardgen.job import make_board
from boardgen.output import render_files
from boardgen.board import DOWEL_ROLE
from boardgen.layout.dowels import DOWEL, DOWEL_APART
from boardgen.layout.split import TAB
from boardgen.writers.writer import OutputSettings
from boardgen.design import tag

from tests.support.cli_calls import said
from tests.support.boards import unmatched
from tests.support.tools import dtd_errors

CASES = {
    "pj-8p-tabs": ("pegs-and-jokers", {"players": "8", "bed": "445x279mm", "kerf": "0.2mm"}),
    "pj-6p-dowels": ("pegs-and-jokers", {"players": "6", "bed": "445x279mm", "split": "dowels"}),
    "pj-6p-sections": ("pegs-and-jokers", {"players": "6", "style": "sections", "bed": "300x200mm"}),
    "triangle": ("triangle", {"rows": "8", "bed": "150x100mm"}),
    "cross": ("solitaire", {"shape": "european", "bed": "150x150mm", "kerf": "0.15mm"}),
}


@functools.lru_cache(maxsize=None)
def made(case: str):
    game, raw = CASES[case]
    return make_board(game, raw)


@functools.lru_cache(maxsize=None)
def whole(case: str):
    """The same board with no bed: what the split must keep."""
    game, raw = CASES[case]
    return make_board(game, {k: v for k, v in raw.items() if k not in ("bed", "split")})


def bed(case: str) -> tuple[float, float]:
    w, h = CASES[case][1]["bed"].removesuffix("mm").split("x")
    return float(w), float(h)


SLOW_CASES = {"pj-6p-sections"}
"""Cases the quick run leaves to the full one: each takes seconds to split."""
QUICK_OR_SLOW = [pytest.param(case, marks=pytest.mark.slow) if case in SLOW_CASES else case for case in CASES]


@pytest.mark.parametrize("case", QUICK_OR_SLOW)
def test_every_part_fits_its_sheet_and_the_board_is_kept(case):
    board = made(case).board
    assert all(c.passed for c in made(case).checks)
    assert len(board.pieces) > len(whole(case).board.pieces)
    width, height = bed(case)
    for piece in board.toolpaths():  # kerf-compensated, on the sheet
        x0, y0, x1, y1 = piece.outline.bounds()
        assert -1e-6 <= x0 and x1 <= width + 1e-6 and -1e-6 <= y0 and y1 <= height + 1e-6
    # Every hole of the whole board is on exactly one part, at its assembled position.
    game_holes = [h.center for p in board.pieces for h in p.holes if h.role != DOWEL_ROLE]
    assert len(game_holes) == len(whole(case).board.holes)
    assert unmatched(game_holes, [h.center for h in whole(case).board.holes], tol=1e-9) == []
    for piece in board.pieces:
        for hole in piece.holes:
            assert piece.outline.contains(hole.center)
            assert piece.outline.edge_distance(hole.center) - hole.diameter / 2 >= 3.0 - 1e-6


@pytest.mark.parametrize("case", QUICK_OR_SLOW)
def test_parts_tile_the_assembled_board(case):
    def area(outline: Outline) -> float:
        pts = outline.polyline(0.01)
        return abs(sum(pts[i - 1][0] * pts[i][1] - pts[i][0] * pts[i - 1][1] for i in range(len(pts)))) / 2

    parts = sum(area(p.outline) for p in made(case).board.pieces)
    assert parts == pytest.approx(sum(area(p.outline) for p in whole(case).board.pieces), rel=1e-4)


def test_tabs_mate_and_keep_their_fillets():
    """Every tab corner is shared by exactly two parts (tab and socket are the same curve)."""
    board = made("pj-8p-tabs").board
    corners = Counter(
        (round(c[0], 6), round(c[1], 6))
        for p in board.pieces for c, r in zip(p.outline.corners, p.outline.radii) if r == TAB.radius
    )
    assert len(corners) >= 4 * 10
    assert set(corners.values()) == {2}


def test_kerf_offset_of_tabbed_parts_is_exact():
    """Compensated outlines run exactly half the kerf outside the nominal ones, tabs included."""
    board = made("pj-8p-tabs").board
    for nominal, cut in zip(board.pieces, board.toolpaths()):
        back = nominal.placement
        grown = nominal.outline.offset(board.kerf / 2)
        flat = [v for vertex in grown.placed(back).vertices() for v in vertex]
        assert flat == pytest.approx([v for vertex in cut.outline.vertices() for v in vertex], abs=1e-9)
        for point in grown.polyline(0.05):
            assert nominal.outline.edge_distance(point) == pytest.approx(board.kerf / 2, abs=1e-6)


def test_dowels_two_per_part_clear_of_holes_and_listed():
    board = made("pj-6p-dowels").board
    for piece in board.pieces:
        dowels = [h for h in piece.holes if h.role == DOWEL_ROLE]
        assert len(dowels) == 2 and all(d.diameter == DOWEL for d in dowels)
        assert math.dist(dowels[0].center, dowels[1].center) >= DOWEL_APART
    listed = board.layout["split"]["dowels"]
    assert len(listed) == 2 * len(board.pieces)
    assert board.layout["split"]["joint"] == "dowels"


@pytest.mark.parametrize("case", ["pj-8p-tabs", "cross"])
def test_one_dxf_and_svg_per_sheet_read_back(case, tmp_path):
    board = made(case).board
    files = render_files(board, ("svg", "dxf", "json"), OutputSettings())
    sheets = board.sheet_count
    assert sheets > 1
    assert sorted(files) == sorted([f"{board.stem}.json"] + [f"{board.stem}-sheet{k}.{ext}" for k in range(1, sheets + 1)
                                                             for ext in ("svg", "dxf")])
    width, height = bed(case)
    for k in range(sheets):
        on_sheet = [p for p in board.toolpaths() if p.sheet == k]
        path = tmp_path / f"sheet{k + 1}.dxf"
        path.write_bytes(files[f"{board.stem}-sheet{k + 1}.dxf"])
        doc = ezdxf.readfile(str(path))
        assert not doc.audit().has_errors
        msp = doc.modelspace()
        circles = [(c.dxf.center.x, c.dxf.center.y) for c in msp.query("CIRCLE")]
        assert unmatched(circles, [h.center for p in on_sheet for h in p.holes]) == []
        cuts = [e for e in msp.query("LWPOLYLINE") if e.dxf.layer == "CUT"]
        assert len(cuts) == len(on_sheet)
        for line in cuts:
            xs, ys = zip(*((x, y) for x, y, *_ in line.get_points()))
            assert min(xs) >= -1e-6 and max(xs) <= width + 1e-6 and min(ys) >= -1e-6 and max(ys) <= height + 1e-6
        assert dtd_errors(files[f"{board.stem}-sheet{k + 1}.svg"], tmp_path) == ""
    data = json.loads(files[f"{board.stem}.json"])
    assert len(data["pieces"]) == len(board.pieces)
    assert sorted({p["sheet"] for p in data["pieces"]}) == list(range(1, sheets + 1))
    assert data["split"]["sheets"] == sheets


def test_split_outline_divides_a_square_and_refuses_a_seam_that_misses():
    square = Outline.polygon([(0, 0), (100, 0), (100, 100), (0, 100)])
    seam = Seam(((40.0, -10.0), (45.0, 50.0), (40.0, 110.0)), (0.0, 0.0, 0.0))
    left, right = split_outline(square, seam)
    boxes = sorted([left.bounds(), right.bounds()])
    assert boxes[0][0] == 0 and boxes[1][2] == 100
    assert split_outline(square, Seam(((200.0, -10.0), (200.0, 110.0)), (0.0, 0.0))) is None


runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, ["board", *args], env={"COLUMNS": "250", "NO_COLOR": "1"})


def test_cli_writes_a_file_per_sheet_and_says_so(tmp_path):
    out = tmp_path / "out"
    result = run("triangle", "--rows", "8", "--bed", "150x100mm", "--format", "svg,json", "--out", str(out))
    assert result.exit_code == 0, result.output
    assert "split to fit the 150 x 100 mm bed" in result.stdout
    names = sorted(p.name for p in out.iterdir())
    stem = "triangle-8rows-" + tag([("bed", "150x100mm")])
    assert f"{stem}.json" in names and f"{stem}-sheet1.svg" in names
    assert not (out / f"{stem}.svg").exists()


@pytest.mark.parametrize(("args", "flag"), [
    (["pegs-and-jokers", "--bed", "445x279mm", "--split", "glue"], "--split"),
    pytest.param(["pegs-and-jokers", "--players", "6", "--bed", "40x40mm"], "--bed", marks=pytest.mark.slow),
    (["pegs-and-jokers", "--players", "6", "--bed", "445x279mm", "--split", "none"], "bed"),
    # a part with room for dowels in one small spot only: refused for dowels, not for hole spacing
    pytest.param(["pegs-and-jokers", "--players", "11", "--style", "sections", "--bed", "300x200mm", "--split",
                  "dowels", "--marks", "rings"],
                 "dowel holes: no room for two dowel holes on section 11 (brown) part 4; use --split tabs",
                 marks=pytest.mark.slow),
])
def test_refusals_are_one_line_exit_2_and_write_nothing(args, flag, tmp_path):
    out = tmp_path / "out"
    result = run(*args, "--out", str(out))
    assert result.exit_code == 2, result.output
    (line,) = said(result.stderr)  # after the split's progress lines, if it took seconds
    assert flag in line
    assert not out.exists()


def test_a_board_that_fits_is_left_whole():
    board = make_board("pegs-and-jokers", {"players": "4", "bed": "600x600mm"}).board
    assert len(board.pieces) == 1 and board.sheet_count == 1 and "split" not in board.layout
    assert not math.isclose(board.pieces[0].placement.dx, 0.0)  # moved onto the sheet's corner


def test_seams_go_round_the_title_when_that_takes_no_more_parts():
    """Six players on a 600 x 400 mm bed: the seam used to run between the title's words."""
    raw = {"players": "6", "bed": "600x400mm"}
    split, board = make_board("pegs-and-jokers", raw).board, make_board("pegs-and-jokers", {"players": "6"}).board

    def near_centre(loop) -> bool:
        x, y = bounding_circle(loop.points)[0]
        return abs(x) < 90.0 and abs(y) < 12.0

    title = {loop for loop in board.pieces[0].engraving if near_centre(loop)}
    assert len(title) == len("PegsandJokers")  # one shape per glyph
    holding = [piece.name for piece in split.pieces if title & set(piece.engraving)]
    assert len(holding) == 1, holding
    assert title <= set(next(p for p in split.pieces if p.name == holding[0]).engraving)
    assert len(split.pieces) == 6


@pytest.mark.parametrize("players, bed, parts_holding", [pytest.param("8", "445x279mm", 1, marks=pytest.mark.slow),
                                                         ("4", "300x200mm", 2)])
def test_no_seam_runs_through_a_family_title(players, bed, parts_holding):
    """The title is engraved before the board is split (job.assess), so each glyph is a disc
    the seams keep out of (``layout.keep_out``): every glyph lies wholly inside one part. On four
    players' 300 x 200 mm parts a seam goes between "The" and "Millers'" (round the whole name
    it takes more parts); without the glyphs' discs it ran through a letter."""
    raw = {"players": players, "title": "The Millers'"}
    whole = make_board("pegs-and-jokers", raw).board
    plain = make_board("pegs-and-jokers", {"players": players}).board
    title = set(whole.pieces[0].engraving) - set(plain.pieces[0].engraving)
    assert len(title) == len("TheMillers'")  # one shape per glyph
    split = make_board("pegs-and-jokers", {**raw, "bed": bed}).board
    holding = {piece.short_name: title & set(piece.engraving) for piece in split.pieces if title & set(piece.engraving)}
    assert sum(len(glyphs) for glyphs in holding.values()) == len(title) and len(holding) == parts_holding
    for piece in split.pieces:
        part = shapely.Polygon(piece.outline.polyline(0.01))
        for glyph in title & set(piece.engraving):
            assert part.contains(shapely.MultiPoint(glyph.points).convex_hull), piece.short_name


@pytest.mark.slow
def test_a_bed_just_too_small_is_refused_after_a_bounded_search_naming_a_bed_that_works():
    """Twelve players on 200 x 200 mm: a plain grid says 100 parts, but seams round the holes
    need more, and backtracking through layouts went on for a minute. The search now stops at
    SEAM_TRIES, each heard by the CLI's progress line, and the refusal names a bed it has split
    the board on (300 x 300 mm, 46 parts): the searches after the first SEAM_TRIES are that
    trial's."""
    from boardgen.errors import ParameterError
    from boardgen.layout.part_count import SEAM_TRIES

    heard: list[int] = []
    with pytest.raises(ParameterError) as refused:
        make_board("pegs-and-jokers", {"players": "12", "bed": "200x200mm"}, heard.append)
    assert refused.value.parameter == "--bed" and "(about 300x300mm or larger)" in refused.value.allowed
    assert heard[:SEAM_TRIES + 1] == [*range(1, SEAM_TRIES + 1), 1]
    assert SEAM_TRIES < len(heard) < 2 * SEAM_TRIES  # the trial on 300 x 300 mm splits within its own budget


def test_a_plan_too_fine_for_its_tabs_is_no_estimate_not_an_endless_cut():
    """The fuzz test's find: a bed barely wider than the tabs left straight cuts that never
    narrowed a part, cut again until Python's recursion limit. Such a plan now estimates nothing,
    and a workable one still cuts the square into parts that fit."""
    import shapely

    from boardgen.layout.split_plans import SplitPlan, straight_cuts

    square = shapely.box(0, 0, 1000, 1000)
    assert straight_cuts(square, SplitPlan((40.0, 40.0)), 10.0, 8.0) is None
    assert straight_cuts(square, SplitPlan((60.0, 60.0)), 10.0, 8.0) is None  # over MAX_PARTS
    cells = straight_cuts(square, SplitPlan((445.0, 279.0)), 10.0, 8.0)
    assert cells and all(c.bounds[2] - c.bounds[0] <= 445.0 + 10.0 and c.bounds[3] - c.bounds[1] <= 279.0 + 10.0
                         for c in cells)
    assert sum(c.area for c in cells) >= square.area


ROUND = "examples/round-race.toml"


@functools.lru_cache(maxsize=None)
def round_board(players: str, bed: str | None = None, split: str = "tabs"):
    raw = {"game-file": ROUND, "players": players, **({"bed": bed, "split": split} if bed else {})}
    return make_board("track", raw)


@pytest.mark.parametrize("players, bed", [pytest.param("6", "600x300mm", marks=pytest.mark.slow), ("4", "500x300mm"),
                                          ("4", "1000x300mm"), ("6", "800x500mm"),
                                          pytest.param("6", "720x720mm", marks=pytest.mark.slow)])
def test_a_round_board_splits_where_it_was_refused(players, bed):
    """The round race's rim is sixteen fillets that meet, with no straight stretch for a seam to
    cross, so every bed too small for it was refused ("about 600x300mm or larger" for 600 x 300
    mm itself). Seams now cross the rim on short landings (``geometry.landing``): the parts pass
    the board's checks, fit the bed, keep every hole, tile the circle, and draw no line of no
    length where a landing meets an arc."""
    made_round, whole_round = round_board(players, bed), round_board(players)
    board = made_round.board
    assert all(c.passed for c in made_round.checks), [c.detail for c in made_round.checks if not c.passed]
    assert len(board.pieces) > 1
    width, height = (float(side) for side in bed.removesuffix("mm").split("x"))
    for piece in board.toolpaths():
        x0, y0, x1, y1 = piece.outline.bounds()
        assert -1e-6 <= x0 and x1 <= width + 1e-6 and -1e-6 <= y0 and y1 <= height + 1e-6
    circle = whole_round.board.pieces[0].outline
    holes = [h.center for p in board.pieces for h in p.holes]
    assert unmatched(holes, [h.center for h in whole_round.board.holes], tol=1e-9) == []
    area = sum(shapely.Polygon(p.outline.polyline(0.01)).area for p in board.pieces)
    assert area == pytest.approx(shapely.Polygon(circle.polyline(0.01)).area, rel=1e-4)
    for piece in board.pieces:
        vertices = piece.outline.vertices()
        assert min(math.dist(v[:2], w[:2]) for v, w in zip(vertices, vertices[1:] + vertices[:1])) > 1e-6
        # every edge a seam did not make lies on the rim: a landing strays under 0.025 mm
        rim = [i for i in range(len(piece.outline.corners)) if i not in piece.joint_edges]
        corners = piece.outline.corners
        for i in rim:
            a, b = corners[i], corners[(i + 1) % len(corners)]
            if piece.outline.radii[i] == 0 and piece.outline.radii[(i + 1) % len(corners)] == 0:
                assert circle.edge_distance(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)) < 0.025


def test_a_landing_lets_a_seam_cross_a_round_rim_and_keeps_the_circle():
    """A straight seam across a circle made of fillets that meet: the outline itself has no
    straight stretch to cross, so it cannot be divided; with landings it divides into two halves
    that tile it, their rims within 0.025 mm of the circle."""
    from boardgen.geometry.landing import LANDING_RADIUS, landed

    radius = 200.0
    ring = [(radius / math.cos(math.pi / 16) * math.cos(2 * math.pi * k / 16 + math.pi / 16),
             radius / math.cos(math.pi / 16) * math.sin(2 * math.pi * k / 16 + math.pi / 16)) for k in range(16)]
    circle = Outline.polygon(ring, 0.999 * radius)
    assert circle.radii[0] >= LANDING_RADIUS
    seam = Seam(((37.0, -220.0), (45.0, 0.0), (37.0, 220.0)), (0.0, 0.0, 0.0))
    assert split_outline(circle, seam) is None
    shape = landed(circle, seam.points)
    assert shape is not None and len(shape.corners) > len(circle.corners)
    for point in shape.polyline(0.01):
        assert circle.edge_distance(point) < 0.025
    halves = split_outline(shape, seam)
    assert halves is not None
    whole = shapely.Polygon(circle.polyline(0.01)).area
    assert sum(shapely.Polygon(h.polyline(0.01)).area for h in halves) == pytest.approx(whole, rel=1e-5)
    # a seam missing the circle lands nowhere, and one round a small fillet is not landed
    assert landed(circle, ((300.0, -220.0), (300.0, 220.0))) is circle
    small = Outline.polygon([(0, 0), (100, 0), (100, 100), (0, 100)], 10.0)
    assert landed(small, ((50.0, -10.0), (50.0, 110.0))) is small


@pytest.mark.parametrize("game, raw", [
    ("ludo", {}),
    ("pegs-and-jokers", {"players": "4"}),
    ("track", {"game-file": ROUND, "players": "4"}),
])
def test_dowels_with_nothing_to_split_leave_the_board_whole(game, raw, tmp_path):
    """A board that fits the bed has no joint, so --split dowels adds no dowel holes: it was
    refused as "no room for two dowel holes on board; use --split tabs". The summary says why
    there are none, and the board is the one --split tabs makes."""
    out = tmp_path / "out"
    args = [game, *(w for key, value in raw.items() for w in (f"--{key}", value))]
    result = run(*args, "--bed", "600x600mm", "--split", "dowels", "--format", "json", "--out", str(out))
    assert result.exit_code == 0, result.output
    assert "bed whole: nothing is split, so --split dowels adds no dowel holes" in result.stdout
    dowelled = make_board(game, {**raw, "bed": "600x600mm", "split": "dowels"}).board
    tabbed = make_board(game, {**raw, "bed": "600x600mm"}).board
    assert len(dowelled.pieces) == 1 and not any(h.role == DOWEL_ROLE for h in dowelled.holes)
    assert dowelled.pieces == tabbed.pieces and "split" not in dowelled.layout


@pytest.mark.slow
def test_a_round_board_refused_names_a_bed_it_splits_on():
    """Six players of the round race on 100 x 100 mm: the plain grid's estimate named 150 x 150
    mm, which splits but leaves short seams by the rim with no room for their marks. The
    refusal now names a bed it has laid the board out on, and the command then succeeds."""
    from boardgen.errors import ParameterError
    from boardgen.layout.part_count import BedTooSmall

    with pytest.raises(ParameterError) as refused:
        round_board("6", "100x100mm")
    assert not isinstance(refused.value, BedTooSmall) and refused.value.parameter == "--bed"
    bed = refused.value.allowed.split("(about ")[1].split(" or larger")[0]
    assert bed == "200x200mm"
    made_round = round_board("6", bed)
    assert len(made_round.board.pieces) > 1 and all(c.passed for c in made_round.checks)


@pytest.mark.slow
def test_seams_with_no_room_for_their_marks_are_refused_naming_a_bed_with_room():
    """Six players of the round race on 150 x 100 mm split, but short seams by the rim, crowded
    by the track's holes, have no room for their marks; the refusal said only "try another --bed
    size". It now names a bed it has laid the board out on, and that bed makes the board."""
    from boardgen.errors import BoardRejected

    with pytest.raises(BoardRejected) as refused:
        round_board("6", "150x100mm")
    (line,) = [p for p in refused.value.problems if p.startswith("parts named and seams marked")]
    assert "no room for the seam marks" in line
    bed = line.split("a --bed of ")[1].split(" splits it with room for them")[0]
    made_round = round_board("6", bed)
    assert len(made_round.board.pieces) > 1 and all(c.passed for c in made_round.checks)
