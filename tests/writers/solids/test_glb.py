"""The GLB 3D look (``--format glb``, issue 30): the Khronos glTF validator (the npm registry's
``gltf-validator``, run by node) finds no error or warning, and trimesh reads back the board's
parts assembled: one node per part named as the manifest names the pieces, each closed, in
metres with Y up, and each the very solid of the 3MF (which ``test_solids`` measures against
the manifest), moved from its sheet to its place in the board."""

from __future__ import annotations

import json
import math
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest
import shapely
import trimesh
from ezdxf.math import bulge_to_arc

from tests.support.boards import raw_options
from tests.support.tools import need
from boardgen.errors import ParameterError
from boardgen.job import make_board
from boardgen.output import Output
from boardgen.writers.solids.glb import BOARD_TO_GLTF
from tests.writers.solids.test_stl_3mf import as_manifold, manifest_holes

VALIDATOR = Path(os.environ.get("GLTF_VALIDATOR_MODULES", "/opt/gltf-validator/node_modules"))
"""Where .ci/run installs gltf-validator from the npm registry."""
VALIDATE = """
const validator = require('gltf-validator');
const data = new Uint8Array(require('fs').readFileSync(process.argv[1]));
validator.validateBytes(data, {maxIssues: 100}).then((report) => console.log(JSON.stringify(report.issues)))
  .catch((error) => { console.error(String(error)); process.exit(1); });
"""
STOCK_MM = 6.0
DESIGNS = {
    "pj-6": ("pegs-and-jokers", {"players": "6", "stock": f"{STOCK_MM:g}mm"}),
    "pj-6-sections-split": ("pegs-and-jokers", {"players": "6", "style": "sections", "bed": "600x300mm",
                                                "stock": f"{STOCK_MM:g}mm", "nest-seconds": "1"}),
}


def write(folder: Path, game: str, raw: dict[str, str], formats: str = "glb,3mf,json") -> Path:
    options = {**raw_options(**raw), "format": formats, "out": str(folder)}
    Output.parse(options).write(make_board(game, options).board)
    return folder


@pytest.fixture(scope="module", params=sorted(DESIGNS))
def design(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    game, raw = DESIGNS[request.param]
    return write(tmp_path_factory.mktemp(request.param), game, raw)


def validator() -> Path:
    node = need("node")
    if not (VALIDATOR / "gltf-validator").is_dir():
        message = f"gltf-validator is not installed in {VALIDATOR} (.ci/run installs it from npm)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return Path(node)


def test_the_khronos_validator_finds_no_error_or_warning(design: Path) -> None:
    node = validator()
    (glb,) = design.glob("*.glb")
    run = subprocess.run([str(node), "-e", VALIDATE, str(glb)], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "NODE_PATH": str(VALIDATOR)}, check=True)
    issues = json.loads(run.stdout)
    assert issues["numErrors"] == 0 and issues["numWarnings"] == 0, issues["messages"][:5]
    assert issues["truncated"] is False or issues["numErrors"] == 0


def test_each_part_is_the_3mf_solid_placed_in_the_assembled_board(design: Path) -> None:
    (glb,) = design.glob("*.glb")
    scene = trimesh.load(glb, force="scene")
    data = json.loads(next(design.glob("*.json")).read_text())
    names = sorted(piece["id"] for piece in data["pieces"])
    assert sorted(scene.geometry) == names
    printed = {}
    for model in design.glob("*.3mf"):
        printed.update(trimesh.load(model, force="scene").geometry)
    assert sorted(printed) == names
    centres = []
    for name, part in scene.geometry.items():
        assert part.is_watertight and part.is_winding_consistent
        # the same solid as the 3MF's part (which test_solids measures), only turned and moved
        assert part.volume * 1e9 == pytest.approx(printed[name].volume, rel=1e-5)
        assert part.area * 1e6 == pytest.approx(printed[name].area, rel=1e-4)
        board_frame = trimesh.Trimesh(part.vertices @ np.linalg.inv(BOARD_TO_GLTF), part.faces, process=False)
        loops = [shapely.Polygon(loop) for loop in as_manifold(board_frame).slice(STOCK_MM / 2).to_polygons()]
        centres += [(c.x, c.y) for loop in loops if loop.exterior.length < 2 * math.pi * data["hole_diameter"]
                    for c in [loop.centroid]]
    # every hole where the manifest puts it in the assembled board, give or take the centring
    wanted = np.array(manifest_holes(data))
    found = np.array(centres)
    assert len(found) == len(wanted)
    shift = wanted.mean(axis=0) - found.mean(axis=0)
    distances = np.min(np.hypot(*(found[None, :, :] + shift - wanted[:, None, :]).transpose(2, 0, 1)), axis=1)
    assert distances.max() < 0.01
    low, high = scene.bounds
    assert high[1] - low[1] == pytest.approx(STOCK_MM / 1000, abs=1e-6)  # Y up: the plate's thickness
    drawn = np.array([point for piece in data["pieces"] for point in outline_points(piece)])  # assembled, mm
    assert (high[0] - low[0], high[2] - low[2]) == pytest.approx(np.ptp(drawn, axis=0) / 1000, abs=2e-4)
    assert np.allclose((low + high)[[0, 2]], 0, atol=1e-6)  # centred, so every viewer frames it alike


def outline_points(piece: dict) -> list[tuple[float, float]]:
    """A manifest piece's outline with its rounded corners' arcs walked in 1° steps."""
    corners, bulges = piece["outline"], piece["bulges"] or [0.0] * len(piece["outline"])
    points = []
    for k, (start, bulge) in enumerate(zip(corners, bulges)):
        points.append(tuple(start))
        if bulge:
            centre, a0, a1, radius = bulge_to_arc(start, corners[(k + 1) % len(corners)], bulge)
            sweep = (a1 - a0) % (2 * np.pi)
            points += [(centre.x + radius * np.cos(a0 + t), centre.y + radius * np.sin(a0 + t))
                       for t in np.linspace(0, sweep, 1 + int(np.degrees(sweep)))]
    return points


def test_reruns_are_byte_identical(tmp_path: Path) -> None:
    game, raw = DESIGNS["pj-6"]
    first = write(tmp_path / "a", game, raw)
    second = write(tmp_path / "b", game, raw)
    (a,), (b,) = first.glob("*.glb"), second.glob("*.glb")
    assert a.read_bytes() == b.read_bytes()


def test_a_stock_too_thin_is_refused_like_the_other_models(tmp_path: Path) -> None:
    options = {**raw_options(players="4", stock="2mm", piece="marble"), "format": "glb", "out": str(tmp_path)}
    with pytest.raises(ParameterError, match="--stock"):
        Output.parse(options).write(make_board("pegs-and-jokers", options).board)
    assert not list(tmp_path.iterdir())
