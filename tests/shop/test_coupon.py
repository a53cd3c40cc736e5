"""``boardgen coupon``: the fit-test strip through the shared writers and verifier, proved with
the same readers as the boards (xmllint, rsvg-convert, ezdxf's strict reader, the G-code
read-back and LinuxCNC's rs274)."""

from __future__ import annotations

import io
import subprocess

import ezdxf
import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.shop.coupon import make_coupon
from boardgen.shop.coupon_holes import sizes
from boardgen.errors import ParameterError
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.options import parse_all

from tests.support.png import png_size
from tests.support.tools import dtd_errors, need
from tests.support.gcode_check import grbl_problems, rs274_moves, run_program, visits

runner = CliRunner()
SIZES = (4.5, 4.6, 4.7, 4.8, 4.9, 5.0, 5.1)


def files(raw: dict[str, str], formats: tuple[str, ...], **output: str) -> dict[str, bytes]:
    coupon = make_coupon({"format": ",".join(formats), **raw, **output})  # laid out for the cutter the formats take
    return render_files(coupon, formats, output_settings(parse_all(OUTPUT_OPTIONS, output)))


def test_cli_writes_svg_dxf_and_gcode_for_the_router_and_a_summary(tmp_path):
    result = runner.invoke(app, ["coupon", "--hole", "4.8mm", "--step", "0.1mm", "--count", "7", "--machine", "router",
                                 "--out", str(tmp_path)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    stem = "coupon-4.5-5.1mm-router"  # the G-code profiles the parts, so they are laid out for the router
    drills = [f"{stem}-{k}-drill-{d:g}mm.nc" for k, d in enumerate(SIZES, 1)]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*drills, f"{stem}-8-profile-6.35mm.nc",
                                                                 f"{stem}.dxf", f"{stem}.svg"])
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Fit-test coupon: holes 4.5 to 5.1 mm, kerf comb, dovetails at 0.00 to 0.15 mm for a "
                               "CNC router: 10 parts, 7 holes, on ")
    assert any("nominal 4.8 mm is underlined" in line for line in lines)
    assert any(f"G-code (grbl) {stem}: 8 programs" in line for line in lines)
    assert all(any(f"drill-{d:g}mm.nc" in line and "1 hole" in line for line in lines) for d in SIZES)


def test_sizes_step_around_the_nominal():
    assert sizes(4.8, 0.1, 7) == SIZES
    assert sizes(4.8, 0.1, 6) == SIZES[1:]  # one more above the nominal when even
    assert sizes(0.25 * 25.4, 0.05, 3) == (6.3, 6.35, 6.4)


def test_each_size_is_engraved_under_its_hole_and_the_nominal_underlined():
    coupon = make_coupon({})
    piece = coupon.pieces[0]
    assert piece.name == "holes" and all(not p.holes for p in coupon.pieces[1:])
    assert [h.diameter for h in piece.holes] == list(SIZES)
    xs = [h.center[0] for h in piece.holes]
    shapes = [shape.points for shape in piece.engraving]
    owners = [min(range(len(xs)), key=lambda k: abs(xs[k] - sum(x for x, _ in loop) / len(loop)))
              for loop in shapes]
    assert sorted(set(owners)) == list(range(7))  # every hole has lettering
    row = piece.holes[0].center[1]
    assert all(max(y for _, y in loop) < row - 5.1 / 2 for loop in shapes)  # all of it below the holes
    lowest = min(shapes, key=lambda loop: max(y for _, y in loop))
    others = [loop for loop in shapes if loop is not lowest]
    assert max(y for _, y in lowest) < min(y for loop in others for _, y in loop)  # a bar under the labels
    assert len(lowest) == 4 and abs(sum(x for x, _ in lowest) / 4 - xs[3]) < 1e-9  # under the nominal
    strip = coupon.layout["holes"]
    assert strip["nominal"] == 4.8 and [h["diameter"] for h in strip["holes"]] == list(SIZES)


def test_svg_is_valid_and_draws_the_kerf_compensated_holes(tmp_path):
    data = files({"kerf": "0.2mm"}, ("svg",))["coupon-4.5-5.1mm.svg"]
    radii = sorted(float(r) for r in __import__("re").findall(rb'<circle[^>]* r="([\d.]+)"', data))
    assert radii == pytest.approx([(d - 0.2) / 2 for d in SIZES])
    path = tmp_path / "coupon.svg"
    path.write_bytes(data)
    assert dtd_errors(data, tmp_path) == ""
    png = subprocess.run([need("rsvg-convert"), "-d", "254", "-p", "254", str(path)],
                         capture_output=True, timeout=60, check=True).stdout
    width, height = make_coupon({"kerf": "0.2mm"}).sheet_size
    assert png_size(png) == pytest.approx((width * 10, height * 10), abs=1.01)  # 10 px/mm, the sheet's size; rsvg rounds up


def test_dxf_reads_back_strictly_with_every_hole(tmp_path):
    path = tmp_path / "coupon.dxf"
    path.write_bytes(files({}, ("dxf",))["coupon-4.5-5.1mm.dxf"])
    doc = ezdxf.readfile(path)
    msp = doc.modelspace()
    assert sorted(round(c.dxf.radius * 2, 4) for c in msp.query("CIRCLE[layer=='HOLES']")) == list(SIZES)
    assert len(msp.query("LWPOLYLINE[layer=='ENGRAVE']")) > 7 and len(msp.query("LWPOLYLINE[layer=='CUT']")) == 10


@pytest.mark.parametrize("dialect", ["grbl", "linuxcnc"])
def test_gcode_with_a_bit_drills_the_smallest_and_bores_the_rest_to_size(dialect, tmp_path):
    """With ``--bit`` the coupon tests how true the machine bores: one bit, each size bored to it."""
    coupon = make_coupon({"format": "gcode"})
    text = files({}, ("gcode",), **{"gcode-dialect": dialect, "bit": "4.5mm"})["coupon-4.5-5.1mm-1-drill-4.5mm.nc"].decode()
    x0, y0, _, _ = coupon.frame()
    holes = [(h.center[0] - x0, h.center[1] - y0, (h.diameter - 4.5) / 2) for h in coupon.holes]
    if dialect == "grbl":
        assert grbl_problems(text) == []
        moves = run_program(text)
    else:
        path = tmp_path / "coupon.ngc"
        path.write_text(text)
        table = tmp_path / "tool.tbl"
        table.write_text("T1 P1 D4.5 Z0 ;end mill\n")
        result = subprocess.run([need("rs274"), "-g", "-t", str(table), str(path)], capture_output=True, text=True,
                                timeout=60)
        assert result.returncode == 0, result.stderr
        moves = rs274_moves(result.stdout)
    got = visits(moves, holes)
    assert [v.reach * 2 + 4.5 for v in got] == pytest.approx(SIZES, abs=1e-3)  # along the strip, each once
    assert all(v.bottom == pytest.approx(-19.55) and v.floor_reach == pytest.approx(v.reach) for v in got)


@pytest.mark.parametrize(("args", "flag"), [
    (["--step", "2mm"], "--step"), (["--step", "1mm", "--format", "gcode", "--bit", "1.8mm"], "--bit"),
    (["--count", "1"], "--count"), (["--count", "many"], "--count"),
    (["--hole", "0.2mm"], "--hole"), (["--kerf", "3mm"], "--kerf"), (["--format", "svg,step"], "--format"),
    (["--format", "gcode", "--bit", "6mm"], "--bit"),
])
def test_refusals_are_one_line_and_write_nothing(args, flag, tmp_path):
    out = tmp_path / "out"
    result = runner.invoke(app, ["coupon", *args, "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert len(result.stderr.strip().splitlines()) == 1 and flag in result.stderr
    assert not out.exists() or not list(out.iterdir())


def test_same_options_same_bytes():
    assert files({}, ("svg", "dxf", "gcode")) == files({}, ("svg", "dxf", "gcode"))
    with pytest.raises(ParameterError):
        make_coupon({"step": "0"})


def test_the_template_has_no_assembly_page():
    """The coupon's tests are separate pieces that join into nothing: its drilling template is
    the tiles alone, where the assembly page of a board in parts told the builder to mark its
    ten "parts" before joining them (--assembly-marks, an option the coupon has not)."""
    from pypdf import PdfReader

    (data,) = files({}, ("pdf",)).values()
    pages = [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]
    assert len(pages) == 1 and "Assembly" not in pages[0] and "Row 1, Column 1 of 1 x 1" in pages[0]
