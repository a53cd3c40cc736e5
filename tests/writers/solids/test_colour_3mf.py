"""The 3MF in colours (`--filaments seats`), read back: one object a part whose triangles carry
the base materials of the plate, the engraving and each seat in its palette's colour; each body a
closed solid, together the whole plate; PrusaSlicer reading a part as one object of several
volumes, one extruder each, and slicing it with a tool change per colour."""

from __future__ import annotations

import functools
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import numpy as np
import pytest
import trimesh

from boardgen.writers.solids.colour import BOARD_COLOUR, ENGRAVING_COLOUR
from boardgen.writers.paper.palette import PALETTES
from boardgen.design import tag
from boardgen.job import make_board
from boardgen.output import Output
from tests.support.boards import raw_options
from tests.support.tools import need

CORE = "{http://schemas.microsoft.com/3dmanufacturing/core/2015/02}"
SMALL = {"pitch": "12mm", "stock": "3mm"}
"""A Ludo board under 200 mm across: on a printer's bed, quick to build and slice."""


def write(folder: Path, game: str, formats: str = "3mf", **raw: str) -> list[Path]:
    options = {**raw_options(**raw), "format": formats, "out": str(folder)}
    Output.parse(options).write(make_board(game, options).board)
    return sorted(folder.glob("*.3mf"))


@functools.lru_cache(maxsize=None)
def ludo(palette: str = "game", emboss: str = "") -> Path:
    folder = Path(__import__("tempfile").mkdtemp())
    (path,) = write(folder, "ludo", filaments="seats", palette=palette, emboss=emboss, **SMALL)
    return path


def model_of(path: Path) -> ElementTree.Element:
    with zipfile.ZipFile(path) as package:
        return ElementTree.fromstring(package.read("3D/3dmodel.model"))


def bodies(path: Path) -> dict[str, trimesh.Trimesh]:
    """Each body of the one part, cut out of its mesh by the triangle ranges PrusaSlicer's note gives."""
    with zipfile.ZipFile(path) as package:
        config = ElementTree.fromstring(package.read("Metadata/Slic3r_PE_model.config"))
    (mesh,) = trimesh.load(path, force="scene", process=False).geometry.values()
    found = {}
    for volume in config.iter("volume"):
        name = next(m.get("value") for m in volume if m.get("key") == "name")
        faces = mesh.faces[int(volume.get("firstid")):int(volume.get("lastid")) + 1]
        found[name] = trimesh.Trimesh(mesh.vertices, faces, process=True)
    return found


@pytest.mark.parametrize("palette", list(PALETTES))
def test_materials_are_the_plate_the_engraving_and_each_seat_in_the_palette(palette: str) -> None:
    model = model_of(ludo(palette))
    colours = [m.get("displaycolor") for m in model.iter(f"{CORE}base")]
    seats = [PALETTES[palette][c] for c in ("red", "green", "yellow", "blue")]
    assert colours == [f"{c}FF" for c in (BOARD_COLOUR, ENGRAVING_COLOUR, *seats)]
    (obj,) = model.iter(f"{CORE}object")
    used = {t.get("p1", obj.get("pindex")) for t in obj.iter(f"{CORE}triangle")}  # none given: the object's
    assert used == {str(k) for k in range(6)}  # every material has triangles of its own


@pytest.mark.parametrize("emboss", ["", "0.6mm"])
def test_each_body_is_closed_and_together_they_are_the_whole_plate(emboss: str, tmp_path: Path) -> None:
    parts = bodies(ludo(emboss=emboss))
    assert sorted(parts) == sorted(f"board {n}" for n in ("board", "engraving", "red seat", "green seat",
                                                          "yellow seat", "blue seat"))
    assert all(body.is_watertight and body.is_winding_consistent and body.volume > 0 for body in parts.values())
    (one,) = write(tmp_path, "ludo", emboss=emboss, **SMALL)
    single = trimesh.load(one, force="mesh")
    total = sum(body.volume for body in parts.values())
    # the sums hold only if no two bodies share volume
    if emboss:  # the same solid, cut into colours
        assert total == pytest.approx(single.volume, rel=1e-6)
    else:  # the grooves filled flush: the one-colour model plus its grooves
        assert total == pytest.approx(single.volume + parts["board engraving"].volume, rel=1e-6)
        assert parts["board engraving"].bounds[1][2] == pytest.approx(3.0, abs=1e-4)
    for seat in ("red", "green", "yellow", "blue"):
        rim = parts[f"board {seat} seat"]
        assert rim.bounds[1][2] == pytest.approx(3.0, abs=1e-4) and rim.bounds[0][2] == pytest.approx(2.5, abs=1e-4)


@pytest.mark.slow  # two whole colour 3MF jobs
def test_reruns_are_byte_identical(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "boardgen", "board", "ludo", "--pitch", "12mm", "--stock", "3mm",
               "--format", "3mf", "--filaments", "seats"]
    for run in ("a", "b"):
        subprocess.run([*command, "--out", str(tmp_path / run)], check=True, capture_output=True)
    name = "ludo-4p-" + tag([("filaments", "seats"), ("pitch", "12mm"), ("stock", "3mm")]) + ".3mf"
    assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_a_stock_too_thin_for_the_rims_is_refused_in_one_line(tmp_path: Path) -> None:
    """Raised letters cut nothing into the face, but the seats' rims are inlaid: the floor under them counts."""
    run = subprocess.run([sys.executable, "-m", "boardgen", "board", "triangle", "--rows", "5", "--stock", "1mm",
                          "--format", "3mf", "--filaments", "seats", "--out", str(tmp_path / "out")],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr  # no seats: nothing inlaid, the thin plate is fine
    run = subprocess.run([sys.executable, "-m", "boardgen", "board", "ludo", "--pitch", "12mm", "--stock", "1mm",
                          "--emboss", "0.6mm", "--format", "3mf", "--filaments", "seats", "--out",
                          str(tmp_path / "ludo")], capture_output=True, text=True)
    assert run.returncode == 2
    (line,) = run.stderr.splitlines()
    assert line == ("boardgen: --stock: at least 1.1 mm for a 3D model, to leave a 0.6 mm floor under the 0.5 mm "
                    "deep seats' rims (got '1 mm')")
    assert not (tmp_path / "ludo").exists() or not any((tmp_path / "ludo").iterdir())


def test_prusa_slicer_reads_one_object_of_six_volumes() -> None:
    slicer = need("prusa-slicer")
    info = subprocess.run([slicer, "--info", str(ludo())], capture_output=True, text=True, check=True).stdout
    assert info.count("manifold = yes") == 1 and "manifold = no" not in info
    assert not re.search(r"open_edges|backwards_edges|edges_fixed|degenerate_facets|facets_(removed|added|"
                         r"reversed)", info), info


@pytest.mark.slow
def test_prusa_slicer_prints_it_with_a_tool_a_colour(tmp_path: Path) -> None:
    """Given six extruders, PrusaSlicer prints each body with its own: six tools, filament from each."""
    slicer = need("prusa-slicer")
    gcode = tmp_path / "board.gcode"
    run = subprocess.run([slicer, "--export-gcode", "--loglevel", "2", "--nozzle-diameter", ",".join(["0.4"] * 6),
                          "-o", str(gcode), str(ludo())], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    text = gcode.read_text()
    assert set(re.findall(r"^T(\d)$", text, re.M)) == {str(k) for k in range(6)}
    used = [float(v) for v in re.search(r"^; filament used \[cm3\] = (.*)$", text, re.M)[1].split(", ")]
    assert len(used) == 6 and all(v > 0.1 for v in used)
    assert np.argmax(used) == 0  # the plate takes the most
