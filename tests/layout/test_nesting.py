"""Nesting on bed sheets: parts turned to their own axis and packed several to a sheet, split only
when they fit at no angle; proved on the written DXF files with shapely, not the generator's data."""

from __future__ import annotations

import functools
import io
import itertools
import math

import ezdxf
import pytest
from ezdxf import path as dxfpath
from shapely.geometry import Point, Polygon, box
from shapely.ops import unary_union
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.geometry.nesting import best_turn, nest
from boardgen.job import make_board
from boardgen.output import render_files
from boardgen.layout.cutter import LASER_BORDER as SHEET_BORDER
from boardgen.layout.sheets import CUT_TOLERANCE
from boardgen.layout.split import wood_share
from boardgen.writers.writer import OutputSettings

from tests.support.tools import dtd_errors

SECTIONS_6 = ("pegs-and-jokers", {"players": "6", "style": "sections", "bed": "600x300mm"})
CASES = {
    "pj-6p-sections-600x300": SECTIONS_6,
    "pj-8p-sections-600x300": ("pegs-and-jokers", {"players": "8", "style": "sections", "bed": "600x300mm",
                                                   "kerf": "0.2mm"}),
    "pj-8p-split-445x279": ("pegs-and-jokers", {"players": "8", "bed": "445x279mm", "kerf": "0.2mm"}),
    "triangle-dowels": ("triangle", {"rows": "8", "bed": "150x100mm", "split": "dowels"}),
}
QUICK_OR_SLOW = [pytest.param(case, marks=pytest.mark.slow) if case == "pj-8p-split-445x279" else case
                 for case in CASES]
"""The 8-player split takes seconds to nest: the quick run leaves it to the full one."""


@functools.lru_cache(maxsize=None)
def made(case: str):
    game, raw = CASES[case]
    return make_board(game, raw)


def bed(case: str) -> tuple[float, float]:
    w, h = CASES[case][1]["bed"].removesuffix("mm").split("x")
    return float(w), float(h)


@functools.lru_cache(maxsize=None)
def sheets(case: str, version: str = "R2000") -> tuple:
    """Each written DXF sheet read back (strict reader, clean audit)."""
    board = made(case).board
    files = render_files(board, ("dxf",), OutputSettings(dxf_version=version))
    docs = []
    for name in sorted(files):
        doc = ezdxf.read(io.StringIO(files[name].decode()))
        assert not doc.audit().has_errors, name
        docs.append(doc)
    return tuple(docs)


def cut_polygons(doc) -> list[Polygon]:
    """The CUT layer's closed polylines, bulges flattened to 0.01 mm."""
    out = []
    for entity in doc.modelspace().query("LWPOLYLINE POLYLINE"):
        if entity.dxf.layer == "CUT":
            points = [(v.x, v.y) for v in dxfpath.make_path(entity).flattening(0.01)]
            out.append(Polygon(points))
    return out


def test_six_sections_fit_three_sheets_of_600_by_300_unsplit():
    board = made("pj-6p-sections-600x300").board
    whole = make_board(SECTIONS_6[0], {k: v for k, v in SECTIONS_6[1].items() if k != "bed"}).board
    assert board.sheet_count <= 3
    assert sorted(p.name for p in board.pieces) == sorted(p.name for p in whole.pieces)
    assert "split" not in board.layout
    assert len(sheets("pj-6p-sections-600x300")) == board.sheet_count
    assert sum(len(cut_polygons(doc)) for doc in sheets("pj-6p-sections-600x300")) == 6


@pytest.mark.parametrize("case", QUICK_OR_SLOW)
def test_written_parts_lie_inside_their_sheet_and_never_overlap(case):
    width, height = bed(case)
    sheet_box = box(0, 0, width, height)
    count = 0
    for doc in sheets(case):
        parts = cut_polygons(doc)
        count += len(parts)
        for part in parts:
            assert part.is_valid and sheet_box.contains(part), part.bounds
        for a, b in itertools.combinations(parts, 2):
            assert not a.intersects(b)
        # every hole is cut inside one part
        for circle in doc.modelspace().query("CIRCLE"):
            hole = Point(circle.dxf.center.x, circle.dxf.center.y).buffer(circle.dxf.radius)
            assert sum(part.contains(hole) for part in parts) == 1
    assert count == len(made(case).board.pieces)
    assert all(c.passed for c in made(case).checks)


@pytest.mark.parametrize("case", QUICK_OR_SLOW)
def test_parts_keep_off_the_sheet_edges_where_the_sheet_has_room(case):
    """``SHEET_BORDER`` in from the lower and left edges where the sheet spares that much on both
    sides, else half of what it spares (the 6 sections fill 600 x 300 but for 6 mm of height): a
    cut never runs along the stock's edge when it need not, and the rest of the room is one strip
    at the far edges. Measured on the written cut lines, which keep half the kerf and up to
    ``CUT_TOLERANCE`` inside the packed boxes (the beam's far side and the boxes' chords)."""
    width, height = bed(case)
    inset = made(case).board.kerf / 2 + CUT_TOLERANCE
    for doc in sheets(case):
        x0, y0, x1, y1 = unary_union(cut_polygons(doc)).bounds
        for low, high, size in ((x0, x1, width), (y0, y1, height)):
            spare = low + size - high
            assert low == pytest.approx(min(SHEET_BORDER + inset, spare / 2), abs=0.1)
            assert size - high >= low - 0.1


@pytest.mark.parametrize("case", QUICK_OR_SLOW)
def test_sheet_files_are_bed_size_with_the_bed_edge_on_a_layer_never_cut(case, tmp_path):
    width, height = bed(case)
    for doc in sheets(case):
        assert doc.header["$EXTMIN"] == (0, 0, 0) and doc.header["$EXTMAX"] == (width, height, 0)
        assert doc.layers.get("BED").dxf.plot == 0
        (edge,) = doc.modelspace().query('LWPOLYLINE[layer=="BED"]')
        assert Polygon(list(edge.vertices_in_wcs())).equals(box(0, 0, width, height))
    board = made(case).board
    svgs = render_files(board, ("svg",), OutputSettings())
    for name, data in svgs.items():
        text = data.decode()
        assert f'width="{width:g}mm"' in text and f'height="{height:g}mm"' in text
        assert '<g fill="none" id="BED" stroke="#808080"' in text
        assert dtd_errors(data, tmp_path) == ""


def test_the_summary_gives_sheets_and_the_share_of_wood_used(tmp_path):
    """The share is checked against the written files: the parts' area over the sheets'."""
    case = "pj-6p-sections-600x300"
    board = made(case).board
    width, height = bed(case)
    area = sum(p.area for doc in sheets(case) for p in cut_polygons(doc))  # no kerf: nominal size
    share = area / (len(sheets(case)) * width * height)
    assert wood_share(board, bed(case)) == pytest.approx(share, rel=1e-3)
    result = CliRunner().invoke(app, ["board", *["pegs-and-jokers", "--players", "6", "--style", "sections",
                                                 "--bed", "600x300mm", "--format", "json", "--out", str(tmp_path)]])
    assert f"laid out on {board.sheet_count} sheets of 600 x 300 mm" in result.stdout
    assert f"{100 * share:.0f}% of the wood used" in result.stdout


def test_nest_packs_boxes_several_to_a_sheet_and_refuses_what_fits_no_way():
    rect = [(0.0, 0.0), (100.0, 0.0), (100.0, 50.0), (0.0, 50.0)]
    slots = nest([rect] * 5, (210, 110), 5.0)
    assert [s.sheet for s in slots].count(0) == 4 and max(s.sheet for s in slots) == 1
    bordered = nest([rect] * 5, (210, 110), 5.0, 5.0)  # moved off the edges, never onto more sheets
    assert [s.sheet for s in bordered] == [s.sheet for s in slots]
    assert min(s.x for s in bordered if s.sheet == 1) == 5.0 and min(s.y for s in bordered if s.sheet == 1) == 5.0
    first = [s for s in bordered if s.sheet == 0]  # four parts fill its 210 mm; 5 of its 110 mm are spare
    assert min(s.x for s in first) == 0.0 and min(s.y for s in first) == 2.5
    assert nest([[(0.0, 0.0), (300.0, 0.0), (300.0, 50.0)]], (210, 110), 5.0) is None


def test_a_part_is_turned_to_its_own_axis_when_square_on_it_does_not_fit():
    """A 200 x 40 strip lying at 30 degrees: its box square on is 193 x 135 mm."""
    turn = math.radians(30)
    strip = [(x * math.cos(turn) - y * math.sin(turn), x * math.sin(turn) + y * math.cos(turn))
             for x, y in [(0, 0), (200, 0), (200, 40), (0, 40)]]
    angle = best_turn(strip, (210, 60))
    assert angle is not None and math.isclose(abs(math.remainder(angle + turn, math.pi / 2)), 0.0, abs_tol=1e-9)
    (slot,) = nest([strip], (210, 60), 5.0)
    assert slot.sheet == 0


@pytest.mark.parametrize("version", ["R2000", "R12"])
def test_dxf_entities_are_in_run_order(version):
    order = {"BED": 0, "ENGRAVE": 1, "HOLES": 2, "CUT": 3}
    for case in ("triangle-dowels", "pj-6p-sections-600x300"):
        for doc in sheets(case, version):
            layers = [e.dxf.layer for e in doc.modelspace()]
            assert layers == sorted(layers, key=order.__getitem__)
            assert {"ENGRAVE", "HOLES", "CUT"} <= set(layers) or case == "triangle-dowels"


def test_dxf_extents_are_the_drawing_without_a_bed():
    board = make_board("pegs-and-jokers", {"players": "5", "kerf": "0.2mm"}).board
    (data,) = render_files(board, ("dxf",), OutputSettings()).values()
    doc = ezdxf.read(io.StringIO(data.decode()))
    points = []  # the polylines' lines and true arcs (a path's Béziers would overshoot the arcs)
    for part in (p for e in doc.modelspace().query("LWPOLYLINE") for p in e.virtual_entities()):
        ends = part.flattening(1e-5) if part.dxftype() == "ARC" else (part.dxf.start, part.dxf.end)
        points += [(v.x, v.y) for v in ends]
    points += [(c.dxf.center.x + dx * c.dxf.radius, c.dxf.center.y + dy * c.dxf.radius)
               for c in doc.modelspace().query("CIRCLE") for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1))]
    xs, ys = zip(*points)
    assert doc.header["$EXTMIN"] == pytest.approx((min(xs), min(ys), 0), abs=1e-4)
    assert doc.header["$EXTMAX"] == pytest.approx((max(xs), max(ys), 0), abs=1e-4)
    assert not doc.layers.has_entry("BED")


def test_r12_sheets_say_their_units_once(tmp_path):
    for doc in sheets("triangle-dowels", "R12"):
        assert "$INSUNITS" not in doc.header
    result = CliRunner().invoke(app, ["board", "triangle", "--rows", "8", "--bed", "150x100mm", "--format", "dxf",
                                      "--dxf-version", "R12", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert result.stdout.count("Inkscape assumes inches") == 1
    # nothing on stderr but the split's progress, which shows when the split takes over a second
    assert all(line.startswith("splitting: ") for line in result.stderr.splitlines())
