"""Tabletop Simulator (``--format tts``, issue 30): the saved object parses and holds what TTS
reads (a ``Custom_Model`` board naming its mesh where the job wrote it, a transform, a snap point
on every hole); each snap point, taken back to millimetres by the object's scale and TTS's inch,
is on the plate's face over its manifest hole; the OBJ reloads watertight at the board's size,
and read as Unity reads an OBJ (X negated) its holes are where the snap points are."""

from __future__ import annotations

import json
import math
import zipfile
from pathlib import Path

import numpy as np
import pytest
import shapely
import trimesh

from boardgen.writers.registry import writer
from boardgen.writers.tts.save import VERTEX_LIMIT
from boardgen.design import tag
from tests.writers.solids.test_glb import outline_points, write
from tests.writers.solids.test_stl_3mf import as_manifold, manifest_holes

INCH = 25.4
"""Millimetres in a TTS unit: its line tool measures in inches."""
TTS_FRAME = np.array([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0]]) / INCH
"""The board's millimetres (x right, y away from the player, z up) in Unity's frame, which is
left-handed: x right, y up, z away; an object's snap points are in its own such frame."""
UNITY_READS_OBJ = np.diag([-1.0, 1.0, 1.0])
"""How Unity takes an OBJ's right-handed vertex into its left-handed frame: X negated."""
STOCK_MM = 6.0
DESIGNS = {
    "pj-6": ("pegs-and-jokers", {"players": "6", "stock": f"{STOCK_MM:g}mm"}),
    "ludo": ("ludo", {"stock": f"{STOCK_MM:g}mm"}),
}


FORMATS = "tts,json"


@pytest.fixture(scope="module", params=sorted(DESIGNS))
def design(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    game, raw = DESIGNS[request.param]
    return write(tmp_path_factory.mktemp(request.param), game, raw, FORMATS)


def manifest(folder: Path) -> dict:
    (path,) = (p for p in folder.glob("*.json") if not p.name.endswith("-tts.json"))
    return json.loads(path.read_text())


def saved_object(folder: Path) -> dict:
    (path,) = folder.glob("*-tts.json")
    return json.loads(path.read_text())


def board_model(saved: dict) -> dict:
    """The saved game's board: its one custom model."""
    (model,) = (o for o in saved["ObjectStates"] if o["Name"] == "Custom_Model")
    return model


def in_board_mm(points: np.ndarray, scale: float) -> np.ndarray:
    """Points of the object's own frame (TTS units) in the board's millimetre frame, z up, centred."""
    return (np.asarray(points) * scale) @ np.linalg.inv(TTS_FRAME)


def test_the_saved_object_holds_what_tts_reads(design: Path) -> None:
    saved = saved_object(design)
    data = manifest(design)
    model = board_model(saved)
    assert model["Name"] == "Custom_Model"
    assert set(model["Transform"]) == {f"{kind}{axis}" for kind in ("pos", "rot", "scale") for axis in "XYZ"}
    mesh = model["CustomMesh"]
    assert {"MeshURL", "DiffuseURL", "NormalURL", "ColliderURL", "Convex", "MaterialIndex", "TypeIndex"} <= set(mesh)
    assert mesh["TypeIndex"] == 4  # a board
    (obj,) = design.glob("*.obj")
    assert mesh["MeshURL"] == obj.resolve().as_uri()  # opens with no fixing where the job wrote it
    assert {f"{obj.stem}.obj", f"{obj.stem}-tts.json"} <= set(data["design"]["files"])  # the manifest lists both
    assert all(set(point) == {"Position"} and set(point["Position"]) == {"x", "y", "z"}
               for point in model["AttachedSnapPoints"])


def test_each_snap_point_is_on_the_face_over_its_manifest_hole(design: Path) -> None:
    model = board_model(saved_object(design))
    data = manifest(design)
    scale = model["Transform"]["scaleX"]
    assert model["Transform"]["scaleY"] == model["Transform"]["scaleZ"] == scale
    local = np.array([[p["Position"][axis] for axis in "xyz"] for p in model["AttachedSnapPoints"]])
    found = in_board_mm(local, scale)
    wanted = np.array(manifest_holes(data))
    assert len(found) == len(wanted) == sum(piece["holes"] for piece in data["pieces"])
    assert found[:, 2] == pytest.approx(STOCK_MM, abs=1e-4)  # on the face: the mesh's bottom is at 0
    # the mesh is centred on its box, so the manifest's board box centre is the snap points' zero
    drawn = np.array([point for piece in data["pieces"] for point in outline_points(piece)])
    centre = (drawn.min(axis=0) + drawn.max(axis=0)) / 2
    shift = wanted.mean(axis=0) - found[:, :2].mean(axis=0)
    assert shift == pytest.approx(centre, abs=0.03)  # within the outline's chords (0.03 mm)
    distances = np.min(np.hypot(*(found[None, :, :2] + shift - wanted[:, None, :]).transpose(2, 0, 1)), axis=1)
    assert distances.max() < 0.01


def test_the_obj_is_the_board_at_real_size_with_its_holes_under_the_snap_points(design: Path) -> None:
    (path,) = design.glob("*.obj")
    mesh = trimesh.load(path, force="mesh")
    mesh.merge_vertices(merge_norm=True)  # a corner written once for each shading of a sharp edge is one corner
    model = board_model(saved_object(design))
    data = manifest(design)
    assert mesh.is_watertight and mesh.is_winding_consistent
    assert len(trimesh.load(path, force="mesh", process=False).vertices) <= VERTEX_LIMIT
    scale = model["Transform"]["scaleX"]
    board = trimesh.Trimesh(in_board_mm(mesh.vertices @ UNITY_READS_OBJ, scale), mesh.faces, process=False)
    low, high = board.bounds
    drawn = np.array([point for piece in data["pieces"] for point in outline_points(piece)])
    assert high[:2] - low[:2] == pytest.approx(np.ptp(drawn, axis=0), abs=0.2)
    assert (low[2], high[2]) == pytest.approx((0.0, STOCK_MM), abs=1e-4)
    assert mesh.extents * INCH * scale == pytest.approx((high - low)[[0, 2, 1]], abs=1e-3)  # the OBJ's Y up
    # read as Unity reads it, each hole's wall is round a snap point: not mirrored, not turned
    loops = [shapely.Polygon(loop) for loop in as_manifold(board).slice(STOCK_MM / 2).to_polygons()]
    holes = np.array([(c.x, c.y) for loop in loops if loop.exterior.length < 2 * math.pi * data["hole_diameter"]
                      for c in [loop.centroid]])
    snaps = in_board_mm([[p["Position"][axis] for axis in "xyz"] for p in model["AttachedSnapPoints"]], scale)[:, :2]
    assert len(holes) == len(snaps)
    assert np.min(np.hypot(*(holes[None, :, :] - snaps[:, None, :]).transpose(2, 0, 1)), axis=1).max() < 0.01


@pytest.mark.slow  # two whole TTS jobs
def test_reruns_are_byte_identical_and_the_zip_holds_both_files(tmp_path: Path) -> None:
    game, raw = DESIGNS["ludo"]
    stem = "ludo-4p-" + tag([("stock", "6mm")])
    names = (f"{stem}.obj", f"{stem}-tts.json", f"{stem}-tts.png")
    folder = write(tmp_path / "a", game, raw, FORMATS)
    first = {name: (folder / name).read_bytes() for name in names}
    write(folder, game, raw, FORMATS)
    assert {name: (folder / name).read_bytes() for name in names} == first
    # elsewhere the saved object names the mesh where it now lies, and nothing else changes
    elsewhere = write(tmp_path / "b", game, raw, FORMATS)
    assert (elsewhere / names[0]).read_bytes() == first[names[0]]
    assert (elsewhere / names[2]).read_bytes() == first[names[2]]
    assert (elsewhere / names[1]).read_text() == first[names[1]].decode().replace(
        (tmp_path / "a").resolve().as_uri(), elsewhere.resolve().as_uri())
    zipped = write(tmp_path / "z", game, raw, "tts,zip")
    with zipfile.ZipFile(zipped / f"{stem}.zip") as archive:
        assert set(names) <= set(archive.namelist())
        assert archive.read(names[0]) == first[names[0]]


def test_a_rerun_may_remove_both_files_of_its_stem_and_no_others() -> None:
    tts = writer("tts")
    assert tts.may_write("ludo-4p", "ludo-4p.obj") and tts.may_write("ludo-4p", "ludo-4p-tts.json")
    assert not tts.may_write("ludo-4p", "ludo-4p.json") and not tts.may_write("ludo-4p", "ludo-4p-sheet1.obj")
    assert not writer("json").may_write("ludo-4p", "ludo-4p-tts.json")


def test_a_split_boards_dowel_holes_get_no_snap_point(tmp_path: Path) -> None:
    raw = {"bed": "120x100mm", "split": "dowels"}
    folder = write(tmp_path, "triangle", raw, FORMATS)
    data = manifest(folder)
    model = board_model(saved_object(folder))
    dowels = np.array(data["split"]["dowels"])
    holes = np.array(manifest_holes(data))
    played = holes[np.min(np.hypot(*(holes[:, None, :] - dowels[None, :, :]).transpose(2, 0, 1)), axis=1) > 1e-6]
    assert len(dowels) == 6 and len(played) == data["hole_count"] == len(model["AttachedSnapPoints"])


WITHOUT_SCIPY = """
import sys
sys.modules["scipy"] = None  # importing it fails, and importlib.util.find_spec finds none
sys.argv = ["boardgen", *sys.argv[1:]]
from boardgen.cli.app import main
main()
"""
"""The command as a plain install runs it: scipy is the test extra's, not boardgen's."""


@pytest.mark.slow  # a fresh interpreter without scipy
def test_without_scipy_no_traceback_and_the_same_mesh(tmp_path: Path) -> None:
    """trimesh works vertex normals out with scipy, and without it printed a traceback of its
    fallback (and rounded otherwise); boardgen works them out itself, the same to the bit."""
    import subprocess
    import sys

    args = ["board", "pegs-and-jokers", "--players", "6", "--format", "tts"]
    bare = subprocess.run([sys.executable, "-c", WITHOUT_SCIPY, *args, "--out", str(tmp_path / "bare")],
                          capture_output=True, text=True, timeout=300)
    assert bare.returncode == 0 and bare.stderr == "", bare.stderr[-2000:]
    full = subprocess.run([sys.executable, "-m", "boardgen", *args, "--out", str(tmp_path / "full")],
                          capture_output=True, text=True, timeout=300)
    assert full.returncode == 0, full.stderr
    name = "pegs-and-jokers-6p.obj"
    assert (tmp_path / "bare" / name).read_bytes() == (tmp_path / "full" / name).read_bytes()


NO_GRAPH_LIBRARIES = """
import sys
sys.modules["scipy"] = sys.modules["trimesh"] = sys.modules["networkx"] = None
from boardgen.job import make_board
from boardgen.output import render_files
from boardgen.writers.writer import OutputSettings
board = make_board("pegs-and-jokers", {"players": "4"}).board
sys.stdout.buffer.write(render_files(board, ("tts",), OutputSettings())["pegs-and-jokers-4p.obj"])
"""


@pytest.mark.slow  # fresh interpreters without libraries
def test_the_obj_is_the_same_bytes_whatever_graph_and_array_libraries_are_installed():
    """trimesh shaded the mesh with scipy's graph routines when scipy was installed and with
    networkx's otherwise, numbering the vertices apart: the OBJ's bytes changed from one
    venv to the next. boardgen writes it itself now, without either, byte for byte the same."""
    import subprocess
    import sys

    from boardgen.job import make_board
    from boardgen.output import render_files
    from boardgen.writers.writer import OutputSettings

    here = render_files(make_board("pegs-and-jokers", {"players": "4"}).board, ("tts",),
                        OutputSettings())["pegs-and-jokers-4p.obj"]
    alone = subprocess.run([sys.executable, "-c", NO_GRAPH_LIBRARIES], capture_output=True, timeout=120)
    assert alone.returncode == 0, alone.stderr.decode()
    assert alone.stdout == here and here.startswith(b"v ")


def test_a_cube_is_split_at_its_sharp_edges_and_shared_when_soft():
    from boardgen.writers.tts.obj_mesh import obj_text, shaded

    box = trimesh.creation.box()
    split = shaded(box.vertices, box.faces, math.radians(30))
    assert len(split.vertices) == 24 and split.triangles.shape == (12, 3)
    assert sorted(map(tuple, np.unique(split.normals.round(9), axis=0))) == sorted(
        map(tuple, np.unique(box.face_normals.round(9), axis=0)))
    assert np.allclose(split.vertices[split.triangles], box.vertices[box.faces])  # the same triangles
    # each triangle's corners carry its own face's normal
    assert np.allclose(split.normals[split.triangles], box.face_normals[:, None, :])
    soft = shaded(box.vertices, box.faces, None)
    assert len(soft.vertices) == 8 and np.allclose(np.linalg.norm(soft.normals, axis=1), 1)
    assert (np.sign(soft.normals) == np.sign(soft.vertices)).all()  # each out through its own octant
    text = obj_text(split)
    lines = text.splitlines()
    assert len(lines) == 24 + 24 + 12 and lines[-1].startswith("f ") and "-0.000000" not in text
    again = trimesh.load(trimesh.util.wrap_as_stream(text), file_type="obj", process=False)
    assert np.allclose(np.sort(again.vertices, axis=0), np.sort(split.vertices, axis=0))
