"""The DXF cut file, proved with real readers: ezdxf's strict reader and auditor, and LibreCAD."""

from __future__ import annotations


import ezdxf
import pytest

from boardgen.writers.cut.operations import Palette
from boardgen.writers.cut.sheet import cut_sheet

from tests.support.boards import board, render, unmatched
from tests.support.tools import librecad_ink


def read(tmp_path, data: bytes, name="board.dxf"):
    path = tmp_path / name
    path.write_bytes(data)
    doc = ezdxf.readfile(str(path))  # the strict reader, not ezdxf.recover
    auditor = doc.audit()
    assert not auditor.has_errors, [str(e.message) for e in auditor.errors]
    return path, doc


@pytest.mark.parametrize("raw", [{"players": 6}, {"players": 8, "style": "sections", "kerf": "0.2mm"},
                                 {"players": 3, "piece": "marble", "kerf": "0.15mm"}])
def test_r2000_reads_back_clean(raw, tmp_path):
    made = board(**raw)
    kerf = made.board.kerf
    _, doc = read(tmp_path, render(made, "dxf"))
    assert doc.dxfversion == "AC1015"
    assert doc.header["$INSUNITS"] == 4
    assert doc.header["$MEASUREMENT"] == 1
    for layer in ("CUT", "HOLES", "ENGRAVE"):
        assert doc.layers.has_entry(layer)
    msp = doc.modelspace()
    assert not list(msp.query("TEXT MTEXT"))
    assert not [e for e in doc.entitydb.values() if e.dxftype() in ("TEXT", "MTEXT")]
    circles = list(msp.query("CIRCLE"))
    assert circles and all(c.dxf.layer == "HOLES" for c in circles)
    assert len(circles) == len(made.board.holes)
    hole = made.board.holes[0].diameter
    for c in circles:
        assert c.dxf.radius == pytest.approx((hole - kerf) / 2, abs=1e-9)
    # Holes at the same sheet positions as the board's toolpaths.
    sheet = cut_sheet(made.board)
    assert unmatched([(c.dxf.center.x, c.dxf.center.y) for c in circles], [h.center for h in sheet.holes]) == []
    outlines = [e for e in msp.query("LWPOLYLINE") if e.dxf.layer == "CUT"]
    assert len(outlines) == len(made.board.pieces)
    for line, verts in zip(outlines, sheet.outlines):
        assert line.closed
        bulges = [b for *_, b in line.get_points("xyb")]
        assert any(abs(b) > 1e-6 for b in bulges)  # rounded corners as arcs
        flat = [value for point in line.get_points("xyb") for value in point]
        assert flat == pytest.approx([value for vertex in verts for value in vertex], abs=1e-9)
    engraved = [e for e in msp.query("LWPOLYLINE") if e.dxf.layer == "ENGRAVE"]
    assert engraved and all(e.closed for e in engraved)
    assert {e.dxftype() for e in msp} <= {"CIRCLE", "LWPOLYLINE"}


def test_outline_bounds_grow_by_half_the_kerf(tmp_path):
    from ezdxf import bbox

    plain = read(tmp_path, render(board(players=4), "dxf"), "a.dxf")[1]
    cut = read(tmp_path, render(board(players=4, kerf="0.4mm"), "dxf"), "b.dxf")[1]

    def extent(doc):
        box = bbox.extents(e for e in doc.modelspace() if e.dxf.layer == "CUT")
        return box.extmin.x, box.extmin.y, box.extmax.x, box.extmax.y

    a, b = extent(plain), extent(cut)
    assert (b[2] - b[0]) - (a[2] - a[0]) == pytest.approx(0.4, abs=0.02)
    assert (b[3] - b[1]) - (a[3] - a[1]) == pytest.approx(0.4, abs=0.02)


def test_r12_reads_back_with_polylines(tmp_path):
    made = board(players=5, kerf="0.1mm")
    _, doc = read(tmp_path, render(made, "dxf", dxf_version="R12"))
    assert doc.dxfversion == "AC1009"
    msp = doc.modelspace()
    assert not list(msp.query("LWPOLYLINE TEXT MTEXT"))
    polylines = list(msp.query("POLYLINE"))
    cut = [p for p in polylines if p.dxf.layer == "CUT"]
    assert len(cut) == 1 and cut[0].is_closed
    assert any(abs(v.dxf.bulge) > 1e-6 for v in cut[0].vertices)
    assert [p for p in polylines if p.dxf.layer == "ENGRAVE"]
    circles = list(msp.query("CIRCLE"))
    assert len(circles) == 28 * 5 and all(c.dxf.layer == "HOLES" for c in circles)
    assert all(c.dxf.radius == pytest.approx((4.8 - 0.1) / 2) for c in circles)


@pytest.mark.parametrize(("colors", "expected"), [
    ("cut=red,holes=blue,engrave=black", {"CUT": 1, "HOLES": 5, "ENGRAVE": 7}),
    ("cut=green,engrave=magenta", {"CUT": 3, "HOLES": 5, "ENGRAVE": 6}),
    ("cut=#fe0101,holes=#0000fe", {"CUT": 1, "HOLES": 5, "ENGRAVE": 7}),  # near-pure: the nearest index
])
def test_layer_colours_follow_the_palette(colors, expected, tmp_path):
    data = render(board(players=4), "dxf", palette=Palette.parse(colors))
    _, doc = read(tmp_path, data)
    assert {name: doc.layers.get(name).dxf.color for name in expected} == expected


def test_bad_dxf_version_is_refused():
    from boardgen.errors import ParameterError

    with pytest.raises(ParameterError) as info:
        render(board(players=4), "dxf", dxf_version="R14")
    assert info.value.parameter == "--dxf-version"


@pytest.mark.parametrize("version", ["R2000", "R12"])
def test_librecad_renders_it(version, tmp_path):
    drawn = librecad_ink(render(board(players=6), "dxf", dxf_version=version), tmp_path)
    assert drawn > 200  # the board's lines, not a blank page
