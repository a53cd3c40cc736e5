"""The coupon's three tests in one cut file (the hole strip, the kerf comb and the dovetail pairs),
every part inside the sheet and apart, the pairs at the clearances asked for, measured with
shapely, and ``--material`` and ``--laser`` taken as ``board`` takes them."""

from __future__ import annotations

import re

import ezdxf
import pytest
from shapely.geometry import Polygon, box
from shapely.affinity import translate
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.layout.cutter import Cutter
from boardgen.options import parse_all
from boardgen.shop.coupon import make_coupon
from boardgen.shop import materials
from boardgen.shop.coupon_joints import clearances

runner = CliRunner()


def polygon(outline) -> Polygon:
    return Polygon(outline.polyline(0.001))


@pytest.mark.parametrize("raw", [{}, {"format": "gcode"}, {"kerf": "0.2mm", "joint-clearance": "0.1mm"}])
def test_every_part_inside_the_sheet_and_apart_and_its_engraving_clear_of_cuts(raw):
    coupon = make_coupon(raw)
    cutter = Cutter(6.35 if raw.get("format") == "gcode" else None)
    sheet = box(0, 0, *coupon.sheet_size).buffer(-cutter.border + 1e-6)
    cut = [polygon(p.outline) for p in coupon.sheet()]  # gap and border are kept between the nominal parts
    assert all(sheet.contains(p) for p in cut)
    assert min(a.distance(b) for k, a in enumerate(cut) for b in cut[k + 1:]) >= cutter.gap - 1e-3
    for piece in coupon.sheet():
        inside = polygon(piece.outline).buffer(-0.5)
        assert all(inside.contains(Polygon(path)) for shape in piece.engraving for path in shape.paths)


def test_the_three_tests_are_in_one_svg_and_one_dxf(tmp_path):
    coupon = make_coupon({"format": "svg,dxf"})
    files = render_files(coupon, ("svg", "dxf"), output_settings(parse_all(OUTPUT_OPTIONS, {})))
    assert sorted(files) == ["coupon-4.5-5.1mm.dxf", "coupon-4.5-5.1mm.svg"]
    path = tmp_path / "coupon.dxf"
    path.write_bytes(files["coupon-4.5-5.1mm.dxf"])
    msp = ezdxf.readfile(path).modelspace()
    assert len(msp.query("CIRCLE[layer=='HOLES']")) == 7
    assert len(msp.query("LWPOLYLINE[layer=='CUT']")) == 1 + 1 + 2 * 4  # strip, comb, four pairs
    svg = files["coupon-4.5-5.1mm.svg"].decode()
    assert len(re.findall(r"<circle", svg)) == 7 and svg.count('<path d="M') > 10
    assert [p.name for p in coupon.pieces][:2] == ["holes", "kerf comb"]


def test_the_comb_is_of_the_sizes_it_says():
    coupon = make_coupon({})
    comb = next(p for p in coupon.pieces if p.name == "kerf comb")
    x0, y0, x1, y1 = comb.outline.bounds()
    layout = coupon.layout["kerf"]
    assert (x1 - x0, y1 - y0) == pytest.approx(tuple(layout["outside"]))
    shape = polygon(comb.outline)
    top = y1 - layout["slot_depth"] / 2
    across = shape.intersection(box(x0 - 1, top - 0.01, x1 + 1, top + 0.01))
    teeth = sorted((g for g in across.geoms), key=lambda g: g.bounds[0])
    gaps = sorted(round(b.bounds[0] - a.bounds[2], 3) for a, b in zip(teeth, teeth[1:]))
    assert gaps == sorted(layout["slots"]) == [1.0, 2.0, 3.0]


@pytest.mark.parametrize(("raw", "steps"), [
    ({}, (0.0, 0.05, 0.1, 0.15)),
    ({"joint-clearance": "0.2mm", "joint-step": "0.1mm", "joint-count": "5"}, (0.0, 0.1, 0.2, 0.3, 0.4)),
    ({"joint-clearance": "0.3mm", "joint-step": "0.05mm", "joint-count": "3", "format": "gcode"}, (0.25, 0.3, 0.35)),
])
def test_each_pair_parts_by_its_clearance_when_put_together(raw, steps):
    """The tab half moved back onto its socket (the pair's recorded move): apart by exactly the
    clearance engraved on both, never overlapping."""
    coupon = make_coupon(raw)
    pairs = coupon.layout["joints"]["pairs"]
    assert tuple(p["clearance"] for p in pairs) == steps
    by_name = {p.name: p for p in coupon.pieces}
    for pair in pairs:
        socket = polygon(by_name[pair["socket"]].outline)
        tab = by_name[pair["tab"]]
        placed = polygon(tab.on_sheet().outline)
        back = translate(placed, -pair["tab_moved_by"][0], -pair["tab_moved_by"][1])
        assert back.symmetric_difference(polygon(tab.outline)).area < 1e-6  # the move recorded is the move made
        assert back.distance(socket) == pytest.approx(pair["clearance"], abs=2e-3)
        assert back.intersection(socket).area < 1e-9


def test_clearances_step_round_the_nominal_and_never_below_zero():
    assert clearances(0.1, 0.05, 4) == (0.05, 0.1, 0.15, 0.2)
    assert clearances(0.0, 0.05, 3) == (0.0, 0.05, 0.1)
    assert clearances(0.05, 0.05, 5) == (0.0, 0.05, 0.1, 0.15, 0.2)


def test_material_and_laser_fill_in_the_coupon_as_they_do_a_board(tmp_path):
    result = runner.invoke(app, ["coupon", "--material", "3mm-birch-plywood", "--laser", "diode", "--format", "svg",
                                 "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "material 3mm-birch-plywood for a 10 W diode laser" in result.stdout
    assert "shaped for a laser" in result.stdout
    (name,) = [p.name for p in tmp_path.iterdir()]
    assert re.fullmatch(r"coupon-4\.5-5\.1mm-3mm-birch-plywood-[0-9a-f]{6}\.svg", name), name


def test_a_laser_material_gets_a_laser_coupon_without_asking(tmp_path):
    """With a laser preset and no --format, the coupon is the laser's (cut files and its
    LightBurn project, laser dovetails), not a router's: G-code would have laid it out for a
    6.35 mm bit, with a router's wider spacing, on a larger sheet."""
    result = runner.invoke(app, ["coupon", "--material", "3mm-birch-plywood", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "shaped for a laser" in result.stdout and "router" not in result.stdout
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".dxf", ".lbrn2", ".svg"]
    laser = make_coupon(materials.apply({"material": "3mm-birch-plywood"}).raw)
    routed = make_coupon({**materials.apply({"material": "3mm-birch-plywood"}).raw, "format": "gcode"})
    assert laser.frame() != routed.frame()
    assert f'{laser.frame()[2] - laser.frame()[0]:g}mm' in (next(tmp_path.glob("*.svg"))).read_text()


@pytest.mark.parametrize(("args", "flag"), [
    (["--joint-step", "0"], "--joint-step"), (["--joint-count", "0"], "--joint-count"),
    (["--joint-clearance", "2mm"], "--joint-clearance"), (["--material", "balsa"], "--material"),
    (["--laser", "plasma"], "--laser"),
])
def test_bad_coupon_options_are_one_line_and_write_nothing(args, flag, tmp_path):
    out = tmp_path / "out"
    result = runner.invoke(app, ["coupon", *args, "--format", "svg", "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert len(result.stderr.strip().splitlines()) == 1 and flag in result.stderr
    assert not out.exists() or not list(out.iterdir())


@pytest.mark.parametrize("raw", [{}, {"format": "gcode"}, {"material": "3mm-birch-plywood"},
                                 {"joint-count": "5", "joint-step": "0.05mm"}])
def test_the_tests_read_in_order_as_a_page_does(raw):
    """Left to right, then row under row: the hole strip's sizes rising, the comb, then the pairs
    from the smallest clearance to the largest (rows from the bottom read 0.15 0.20 over 0.05
    0.10 from the top down)."""
    coupon = make_coupon(materials.apply(raw).raw if "material" in raw else raw)
    by_name = {p.name: p.on_sheet() for p in coupon.pieces}
    pairs = coupon.layout["joints"]["pairs"]
    parts = {"holes": by_name["holes"], "kerf comb": by_name["kerf comb"],
             **{pair["clearance"]: by_name[pair["socket"]] for pair in pairs}}

    def reading(name) -> tuple[float, float]:
        x0, _, _, y1 = parts[name].outline.bounds()
        return (-round(y1, 3), x0)  # a row's tops are in line

    assert sorted(parts, key=reading) == ["holes", "kerf comb", *sorted(p["clearance"] for p in pairs)]
    holes = sorted(by_name["holes"].holes, key=lambda h: h.center[0])
    assert [h.diameter for h in holes] == sorted(h.diameter for h in holes)
    for pair in pairs:  # the tab half beside its socket half, in the same row
        socket, tab = (by_name[pair[side]].outline.bounds() for side in ("socket", "tab"))
        assert tab[0] > socket[2] and tab[3] == pytest.approx(socket[3])
