"""The 3D-printing presets (`--material pla`, `petg`): a board split for a printer's bed with a
printing fit, the floor under seats and grooves counted in layers of the preset's height, the
colour 3MF's rims as wide as the preset's nozzle allows, and stock or engraving too thin for a
print refused in one line with nothing written."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import trimesh

from boardgen.games.registry import game
from boardgen.options import parse_all
from boardgen.shop.materials import presets
from boardgen.shop.printing import RIM_LINES
from tests.writers.solids.test_colour_3mf import bodies

PRESETS = presets()


def boardgen(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "boardgen", *args], capture_output=True, text=True)


def test_the_printing_presets_say_their_fit_layer_and_nozzle() -> None:
    for name, clearance in (("pla", "0.2mm"), ("petg", "0.3mm")):
        values = dict(PRESETS[name].values)
        assert PRESETS[name].machine == "printer"
        assert values["joint-clearance"] == clearance and values["kerf"] == "0mm"
        assert values["layer-height"] == "0.2mm" and values["nozzle"] == "0.4mm"


@pytest.mark.slow  # a split job
def test_pla_on_a_printer_bed_splits_with_a_printing_fit(tmp_path: Path) -> None:
    run = boardgen("board", "fast-track", "--material", "pla", "--bed", "256x256mm", "--format", "3mf,json",
                   "--out", str(tmp_path))
    assert run.returncode == 0, run.stderr
    assert "material pla for a 3D printer" in run.stdout
    (manifest,) = tmp_path.glob("*.json")
    data = json.loads(manifest.read_text())
    assert data["split"]["joint"] == "tabs" and data["split"]["sheets"] > 1
    assert data["design"]["parameters"]["joint-clearance"] == "0.2mm"
    assert data["design"]["parameters"]["stock"] == "4mm"
    models = sorted(tmp_path.glob("*.3mf"))
    assert len(models) == data["split"]["sheets"]
    for path in models:
        mesh = trimesh.load(path, force="mesh")
        low, high = mesh.bounds
        assert (high[:2] - low[:2] <= 256.0 + 1e-6).all() and high[2] == pytest.approx(4.0, abs=1e-4)
        assert mesh.is_watertight


@pytest.mark.parametrize(("extra", "line"), [
    (("--stock", "1mm"), "boardgen: --stock: at least 1.2 mm for a 3D model, to leave a 0.6 mm floor under the "
                         "0.6 mm deep engraving (got '1 mm')"),
    (("--layer-height", "0.3mm", "--stock", "1.4mm"), "boardgen: --stock: at least 1.5 mm for a 3D model, to "
                                                       "leave a 0.9 mm floor under the 0.6 mm deep engraving "
                                                       "(got '1.4 mm')"),
    (("--engrave-depth", "0.1mm",), "boardgen: --engrave-depth: at least one --layer-height (0.2 mm) for a 3D "
                                    "model, or the slicer leaves the engraving out (got '0.1 mm')"),
])
def test_too_thin_for_a_print_is_one_line_and_nothing_is_written(extra: tuple[str, ...], line: str,
                                                                   tmp_path: Path) -> None:
    run = boardgen("board", "pegs-and-jokers", "--material", "pla", *extra, "--format", "svg,3mf",
                   "--out", str(tmp_path / "out"))
    assert run.returncode == 2
    assert run.stderr.splitlines() == [line]
    assert not (tmp_path / "out").exists()


def test_the_rims_are_as_many_nozzle_lines_as_the_holes_leave_room_for(tmp_path: Path) -> None:
    """A seat's rims are an annulus round each hole: their area, width w round holes of d, is
    pi w (d + w) a hole; four lines of a 0.25 mm nozzle make 1 mm rims, of a 0.4 mm one 1.6 mm."""
    g = game("ludo")
    diameter = g.build(parse_all(g.options, {"pitch": "16mm"})).holes[0].diameter
    rims, wholes = {}, {}
    for nozzle in ("0.25", "0.4"):
        run = boardgen("board", "ludo", "--pitch", "16mm", "--stock", "3mm", "--format", "3mf", "--filaments",
                       "seats", "--nozzle", f"{nozzle}mm", "--out", str(tmp_path / nozzle))
        assert run.returncode == 0, run.stderr
        (path,) = (tmp_path / nozzle).glob("*.3mf")
        parts = bodies(path)
        rims[nozzle] = parts["board red seat"].volume
        wholes[nozzle] = sum(body.volume for body in parts.values())
    widths = {n: RIM_LINES * float(n) for n in rims}
    expected = (widths["0.25"] * (diameter + widths["0.25"])) / (widths["0.4"] * (diameter + widths["0.4"]))
    assert rims["0.25"] / rims["0.4"] == pytest.approx(expected, rel=0.02)
    assert wholes["0.25"] == pytest.approx(wholes["0.4"], rel=1e-6)  # the rims take from the plate, no more
