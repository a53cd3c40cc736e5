"""Material presets through the command line: each runs a board through the verifier into files
that carry its settings; explicit options win; a wrong name or file is one line; and the joint
clearance opens the dovetails, measured on the written DXF."""

from __future__ import annotations

import io
import json
from xml.etree import ElementTree

import ezdxf
import pytest
from ezdxf import path as dxfpath
from shapely import affinity
from shapely.geometry import Polygon
from shapely.ops import unary_union
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.job import make_board
from boardgen.shop.materials import LASERS, presets
from tests.support.boards import design_stem

runner = CliRunner()
PRESETS = presets()
RUNS = [(name, laser) for name, m in PRESETS.items() for laser in (LASERS if m.machine == "laser" else ("co2",))]


def run(*args: str):
    return runner.invoke(app, list(args), env={"COLUMNS": "250", "NO_COLOR": "1"})


def lbrn2_layers(path) -> dict[str, dict[str, str]]:
    root = ElementTree.parse(path).getroot()
    return {s.find("name").get("Value"): {c.tag: c.get("Value") for c in s} for s in root.findall("CutSetting")}


def dxf_radii(path) -> set[float]:
    return {round(c.dxf.radius, 6) for c in ezdxf.readfile(str(path)).modelspace().query("CIRCLE")}


def test_the_shipped_presets_cover_the_issue():
    assert {"3mm-birch-plywood", "6mm-birch-plywood", "3mm-acrylic", "19mm-pine", "12mm-mdf"} <= set(PRESETS)
    for name in ("3mm-birch-plywood", "6mm-birch-plywood", "3mm-acrylic"):
        assert PRESETS[name].machine == "laser" and set(dict(PRESETS[name].lasers)) == set(LASERS)
    for name in ("19mm-pine", "12mm-mdf"):
        assert PRESETS[name].machine == "router" and {"bit", "feed", "plunge", "peck"} <= set(dict(PRESETS[name].values))


@pytest.mark.parametrize(("name", "laser"),  # one preset in the quick run; the test at the end checks every one
                         [RUNS[0], *(pytest.param(*run, marks=pytest.mark.slow) for run in RUNS[1:])])
def test_every_preset_makes_a_verified_board_with_its_settings(name, laser, tmp_path):
    result = run("board", "triangle", "--rows", "8", "--bed", "150x100mm", "--material", name, "--laser", laser,
                 "--format", "dxf,lbrn2,gcode,json", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    settings = PRESETS[name].settings(laser)
    assert f"material {name}" in result.stdout and "starting points" in result.stdout
    kerf = float(settings["kerf"].removesuffix("mm"))
    manifest = json.loads((tmp_path / f"{design_stem(tmp_path)}.json").read_text())
    assert manifest["kerf"] == kerf
    sheet = f"{design_stem(tmp_path)}-sheet1"
    assert dxf_radii(tmp_path / f"{sheet}.dxf") == {round((4.8 - kerf) / 2, 6)}
    layers = lbrn2_layers(tmp_path / f"{sheet}.lbrn2")
    for option, field in (("speed", "speed"), ("power", "maxPower"), ("passes", "numPasses")):
        if option in settings:
            for pair in settings[option].split(","):
                op, value = pair.split("=")
                assert float(layers[op.upper()][field]) == float(value)
    (program,) = [p.read_text() for p in tmp_path.glob(f"{sheet}-1-drill-*.nc")]
    assert f"{float(settings['stock'].removesuffix('mm')):g} mm thick" in program
    if "bit" in settings:
        assert f"tool {settings['bit'].removesuffix('mm')} mm" in program
        assert f"plunge F{settings['plunge'].removesuffix('mm')}" in program


def test_explicit_options_override_the_preset_even_at_their_default(tmp_path):
    result = run("board", "triangle", "--rows", "5", "--material", "3mm-birch-plywood", "--kerf", "0mm",
                 "--speed", "cut=7", "--format", "dxf,lbrn2", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert "overridden: kerf, speed" in result.stdout
    assert dxf_radii(tmp_path / f"{design_stem(tmp_path)}.dxf") == {2.4}
    layers = lbrn2_layers(tmp_path / f"{design_stem(tmp_path)}.lbrn2")
    assert layers["CUT"]["speed"] == "7" and layers["HOLES"]["speed"] == "15"  # only the named operation


@pytest.mark.parametrize(("content", "line"), [
    (None, "boardgen: --materials {path}: a readable file (No such file or directory)"),
    ("[oak\n", "boardgen: --materials mine.toml: valid TOML"),
    ('[oak]\nthickness = "3mm"\n', "boardgen: --materials mine.toml: [oak] thickness: an option a preset may set"),
    ('[oak]\nkerf = "5mm"\n', "boardgen: --materials mine.toml: [oak] kerf: a length from 0 mm to 2 mm (got '5mm')"),
    ('[oak.co2]\nspeed = "cut=fast"\n', "boardgen: --materials mine.toml: [oak].co2 speed: name=value pairs"),
    ('[oak]\nkerf = 0.1\n', "boardgen: --materials mine.toml: [oak] kerf: a quoted value"),
])
def test_a_wrong_materials_file_is_one_line_and_writes_nothing(content, line, tmp_path):
    path = tmp_path / "mine.toml"
    if content is not None:
        path.write_text(content)
    out = tmp_path / "out"
    for command in (["materials", "--materials", str(path)],
                    ["board", "triangle", "--materials", str(path), "--out", str(out)]):
        result = run(*command)
        assert result.exit_code == 2, result.output
        (got,) = result.stderr.splitlines()
        assert got.startswith(line.format(path=path)), got
    assert not out.exists()


def test_an_unknown_preset_is_one_line_naming_the_choices(tmp_path):
    result = run("board", "triangle", "--material", "balsa", "--out", str(tmp_path / "out"))
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert line.startswith("boardgen: --material: one of 3mm-birch-plywood, ") and "(got 'balsa')" in line
    assert not (tmp_path / "out").exists()


def test_a_users_preset_is_listed_and_used(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text('[oak]\ndescription = "4 mm oak ply"\nstock = "4mm"\n[oak.co2]\nkerf = "0.18mm"\n'
                    'speed = "cut=9"\n')
    listed = run("materials", "--materials", str(path))
    assert listed.exit_code == 0
    assert "oak (laser): 4 mm oak ply" in listed.stdout and "3mm-birch-plywood (laser)" in listed.stdout
    assert all(f"{name} (" in listed.stdout for name in PRESETS)
    made = run("board", "triangle", "--rows", "5", "--materials", str(path), "--material", "oak",
               "--format", "lbrn2,dxf", "--out", str(tmp_path))
    assert made.exit_code == 0, made.output
    assert dxf_radii(tmp_path / f"{design_stem(tmp_path)}.dxf") == {round((4.8 - 0.18) / 2, 6)}
    assert lbrn2_layers(tmp_path / f"{design_stem(tmp_path)}.lbrn2")["CUT"]["speed"] == "9"


def parts_in_assembled_frame(folder, stem: str, kerf: float) -> list[Polygon]:
    """The cut parts as they come off the machine (toolpaths read from the DXF, shrunk by half
    the kerf), moved back to the assembled board by the manifest's placements (and from the
    manifest's origin to the frame the board was built in)."""
    manifest = json.loads((folder / f"{stem}.json").read_text())
    moved = manifest["origin"]["moved_by"]
    parts = []
    for number in range(1, manifest["split"]["sheets"] + 1):
        doc = ezdxf.read(io.StringIO((folder / f"{stem}-sheet{number}.dxf").read_text()))
        cuts = [Polygon([(v.x, v.y) for v in dxfpath.make_path(e).flattening(0.002)])
                for e in doc.modelspace().query('LWPOLYLINE[layer=="CUT"]')]
        pieces = [p for p in manifest["pieces"] if p["sheet"] == number]
        for piece in pieces:
            shift, turn = piece["placement"]["shift"], piece["placement"]["turn_degrees"]
            for cut in cuts:
                back = affinity.rotate(affinity.translate(cut, -shift[0], -shift[1]), -turn, origin=(0, 0))
                nominal = Polygon(piece["outline"])
                if back.intersection(nominal).area > 0.9 * nominal.area:
                    parts.append(affinity.translate(back.buffer(-kerf / 2, join_style="mitre"), -moved[0], -moved[1]))
    assert len(parts) == len(manifest["pieces"])
    return parts


@pytest.mark.parametrize("clearance", [0.0, 0.3])
def test_joint_clearance_opens_the_dovetails_by_itself_beside_the_kerf(clearance, tmp_path):
    kerf = 0.2
    result = run("board", "triangle", "--rows", "8", "--bed", "150x100mm", "--kerf", f"{kerf}mm",
                 "--joint-clearance", f"{clearance}mm", "--format", "dxf,json", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert ("mm deep, 0.3 mm apart beyond the kerf)" in result.stdout) == (clearance > 0)
    parts = parts_in_assembled_frame(tmp_path, design_stem(tmp_path), kerf)
    seams = 0
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            reach = clearance / 2 + 0.05
            shared = a.buffer(reach).intersection(b.buffer(reach)).length
            if shared > 20.0:  # a seam between them, not a corner where they nearly meet
                seams += 1
                assert a.distance(b) == pytest.approx(clearance, abs=0.01)
            assert a.distance(b) >= clearance - 0.01 and a.intersection(b).area < 1e-2
    assert seams >= len(parts) - 1
    # the board's outer edge is cut at nominal size whatever the clearance: close the seams and
    # the parts make up the board built without a bed
    grow = clearance / 2 + 0.01
    closed = unary_union([p.buffer(grow, join_style="mitre") for p in parts]).buffer(-grow, join_style="mitre")
    (whole,) = make_board("triangle", {"rows": "8"}).board.pieces
    assert closed.bounds == pytest.approx(Polygon(whole.outline.polyline(0.002)).bounds, abs=0.01)


MACHINE_FORMATS = {"laser": "svg,dxf,lbrn2,pdf,json", "router": "gcode,svg,dxf,pdf,json", "printer": "stl,3mf,json"}
"""What each kind of preset's machine is sent: the formats a maker asks for with it."""


@pytest.mark.parametrize(("name", "laser"), RUNS)
def test_every_shipped_preset_passes_every_check_with_its_machines_formats(name, laser, tmp_path):
    """Issue 40: 19mm-pine warned that its own bit rubs and burns. A shipped preset is a promise:
    a board and a coupon made with it, in its machine's formats, warn of nothing."""
    formats = MACHINE_FORMATS[PRESETS[name].machine]
    board = run("board", "pegs-and-jokers", "--players", "4", "--material", name, "--laser", laser,
                "--format", formats, "--out", str(tmp_path / "board"))
    coupon = run("coupon", "--material", name, "--laser", laser, "--format", formats.replace(",pdf", ""),
                 "--out", str(tmp_path / "coupon"))
    for result in (board, coupon):
        assert result.exit_code == 0, result.output
        assert "warn" not in result.output.lower(), result.output
        assert "WARNING" not in result.stdout and not result.stderr
