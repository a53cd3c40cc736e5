"""The STL and 3MF models (issue 30), read back by trimesh and PrusaSlicer and measured against
what the manifest and the DXF say, never against the code that built them: every model is
closed and 2-manifold, weighs the plate less its holes and grooves (cylinders worked out here
from the manifest's holes, grooves from the DXF's engraving), has each hole where the manifest
puts it, repeats byte for byte, and a 3MF holds one object per part in millimetres."""

from __future__ import annotations

import functools
import json
import math
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import ezdxf
from ezdxf.path import make_path
import manifold3d
import numpy as np
import pytest
import shapely
import trimesh

from tests.support.boards import raw_options
from tests.support.tools import sliced
from boardgen.job import make_board
from boardgen.output import Output
from boardgen.design import tag

STOCK = 6.0
"""mm: thin plates keep the slicer's runs short; the holes and grooves are the same."""
DESIGNS = {
    "solitaire": ("solitaire", {"stock": f"{STOCK}mm", "origin": "centre"}),
    "pj-4": ("pegs-and-jokers", {"players": "4", "stock": f"{STOCK}mm"}),
    "fast-track-emboss": ("fast-track", {"stock": f"{STOCK}mm", "emboss": "0.8mm"}),
    "fast-track": ("fast-track", {"stock": f"{STOCK}mm"}),
    "pj-4-blind": ("pegs-and-jokers", {"players": "4", "stock": f"{STOCK}mm", "hole-depth": "4mm"}),
    "pj-4-split": ("pegs-and-jokers", {"players": "4", "stock": f"{STOCK}mm", "bed": "445x279mm",
                                       "assembly-marks": "back"}),
}
"""No engraving (the removed volume is the holes' alone; X0 Y0 at the board's centre), engraved, marble seats, embossed round
them (raised letters and marks, none over a seat), blind
playing holes (--hole-depth, the router's), and a board in four parts on three bed sheets with
its part names and seam marks on the backs (cut into the bottom faces)."""
CHORD = 0.03
"""mm a hole's polygon may stray from its circle (docs/printing.md)."""
NOT_HOLES = ("design", "pieces", "labels", "marks", "origin", "bed")


def write(folder: Path, game: str, raw: dict[str, str], formats: str = "stl,3mf,json,dxf") -> Path:
    options = {**raw_options(**raw), "format": formats, "out": str(folder)}
    Output.parse(options).write(make_board(game, options).board)
    return folder


@pytest.fixture(scope="module", params=sorted(DESIGNS))
def design(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path]:
    game, raw = DESIGNS[request.param]
    return request.param, write(tmp_path_factory.mktemp(request.param), game, raw)


def hole_depth(name: str, data: dict) -> float | None:
    """How deep the holes go: a seat's depth from the manifest, else --hole-depth when given."""
    given = DESIGNS[name][1].get("hole-depth")
    return data["hole_depth"] if given is None else float(given.removesuffix("mm"))


def manifest(folder: Path) -> dict:
    (path,) = folder.glob("*.json")
    return json.loads(path.read_text())


def files(folder: Path, extension: str) -> list[Path]:
    return sorted(folder.glob(f"*.{extension}"))


def manifest_holes(data: dict) -> list[tuple[float, float]]:
    """Every hole centre of the manifest's layout (any [x, y] pair outside the pieces, labels,
    marks and the bed's size), checked against the count each piece gives."""
    found: list[tuple[float, float]] = []

    def walk(value: object) -> None:
        if isinstance(value, list) and len(value) == 2 and all(isinstance(v, float | int) for v in value):
            found.append((float(value[0]), float(value[1])))
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for key, item in value.items():
                if key not in NOT_HOLES:
                    walk(item)

    walk({key: value for key, value in data.items() if key not in NOT_HOLES})
    assert len(found) == sum(p["holes"] for p in data["pieces"])
    return found


def as_manifold(mesh: trimesh.Trimesh) -> manifold3d.Manifold:
    """A mesh trimesh read, as manifold3d takes it: its status says whether it is a 2-manifold."""
    return manifold3d.Manifold(manifold3d.Mesh(np.asarray(mesh.vertices, np.float32),
                                               np.asarray(mesh.faces, np.uint32)))


def outline_area(piece: dict) -> float:
    """The area inside a manifest outline: the polygon's, plus each fillet's circular segment
    (bulge = tan of a quarter of the arc's angle)."""
    points, bulges = piece["outline"], piece["bulges"]
    area = 0.0
    for (x0, y0), (x1, y1), bulge in zip(points, points[1:] + points[:1], bulges):
        area += (x0 * y1 - x1 * y0) / 2
        if bulge:
            angle = 4 * math.atan(bulge)
            radius = math.dist((x0, y0), (x1, y1)) / (2 * math.sin(abs(angle) / 2))
            area += math.copysign(radius * radius / 2 * (abs(angle) - math.sin(abs(angle))), bulge)
    return abs(area)


def engraved(path: Path) -> shapely.Geometry:
    """A DXF's engraving: its closed contours (arcs flattened) filled even-odd, so a counter
    inside a glyph is a hole."""
    rings = [shapely.Polygon([(p.x, p.y) for p in make_path(e).flattening(0.01)])
             for e in ezdxf.readfile(path).modelspace() if e.dxf.layer == "ENGRAVE" and e.dxftype() == "LWPOLYLINE"]
    return functools.reduce(shapely.symmetric_difference, rings, shapely.Polygon())


def test_every_model_is_closed_and_weighs_the_plate_less_its_holes_and_grooves(design: tuple[str, Path]) -> None:
    name, folder = design
    data = manifest(folder)
    stock = STOCK
    plate = sum(outline_area(p) for p in data["pieces"]) * stock
    depth = hole_depth(name, data)
    radius, height, count = data["hole_diameter"] / 2, depth if depth is not None else stock, len(manifest_holes(data))
    holes = count * math.pi * radius ** 2 * height
    _, raw = DESIGNS[name]
    # the engraving's volume: grooves 0.5 mm deep take away (not where a ring round a seat runs
    # into the seat, already taken), letters 0.8 mm high add; a one-sheet board's DXF and
    # manifest share their frame
    discs = shapely.union_all([shapely.Point(p).buffer(radius, quad_segs=64) for p in manifest_holes(data)])
    area = sum((engraved(p) if "split" in name else engraved(p).difference(discs)).area for p in files(folder, "dxf"))
    grooves = area * (0.5 if "emboss" not in raw else -0.8)
    volume = 0.0
    for path in files(folder, "stl"):
        mesh = trimesh.load(path)
        assert mesh.is_watertight and mesh.is_winding_consistent and mesh.volume > 0
        assert as_manifold(mesh).status() == manifold3d.Error.NoError
        volume += mesh.volume
    assert len(files(folder, "stl")) == len({p["sheet"] for p in data["pieces"]})
    assert volume == pytest.approx(plate - holes - grooves, rel=0.005)
    if "split" in name:  # the joint clearance takes a little off each seam: the holes are not told apart
        return
    # The holes alone, less no more than their chords allow: each hole is a polygon within
    # CHORD of its circle, so it takes out between a cylinder CHORD narrower and the cylinder.
    taken = plate - volume - grooves
    slack = 0.002 * holes
    assert count * math.pi * (radius - CHORD) ** 2 * height - slack <= taken <= holes + slack


def test_every_hole_is_where_the_manifest_puts_it(design: tuple[str, Path]) -> None:
    """Sectioned halfway down the holes, each hole's loop is centred within 0.01 mm of its
    manifest point, taken onto its sheet by its piece's placement, and there is no other."""
    name, folder = design
    data = manifest(folder)
    depth = hole_depth(name, data)
    wanted: dict[int, list[tuple[float, float]]] = {}
    for point in manifest_holes(data):
        (piece,) = [p for p in data["pieces"]
                    if shapely.Polygon(p["outline"]).buffer(1.0).contains(shapely.Point(point))]
        turn = math.radians(piece["placement"]["turn_degrees"])
        dx, dy = piece["placement"]["shift"]
        x, y = point
        wanted.setdefault(piece["sheet"], []).append((x * math.cos(turn) - y * math.sin(turn) + dx,
                                                       x * math.sin(turn) + y * math.cos(turn) + dy))
    models = files(folder, "stl")
    for sheet, points in wanted.items():
        path = models[sheet - 1] if len(models) > 1 else models[0]
        mesh = trimesh.load(path)
        z = STOCK - depth / 2 if depth is not None else STOCK / 2
        # manifold3d's section: trimesh's loses loops whose segments' ends differ in the last bits
        loops = [shapely.Polygon(loop) for loop in as_manifold(mesh).slice(z).to_polygons()]
        small = [loop for loop in loops if loop.exterior.length < 2 * math.pi * data["hole_diameter"]]
        centres = np.array([[c.x, c.y] for c in (loop.centroid for loop in small)])
        for x, y in points:
            assert np.min(np.hypot(centres[:, 0] - x, centres[:, 1] - y)) < 0.01, (path.name, x, y)
        assert len(small) == len(points)


def test_a_3mf_is_millimetres_with_one_object_per_part(design: tuple[str, Path]) -> None:
    _, folder = design
    data = manifest(folder)
    models = files(folder, "3mf")
    assert len(models) == len({p["sheet"] for p in data["pieces"]})
    for sheet, path in enumerate(models, start=1):
        with zipfile.ZipFile(path) as package:
            model = ElementTree.fromstring(package.read("3D/3dmodel.model"))
        assert model.get("unit") == "millimeter"
        core = "{http://schemas.microsoft.com/3dmanufacturing/core/2015/02}"
        names = sorted(o.get("name") for o in model.iter(f"{core}object"))
        assert names == sorted(p["id"] for p in data["pieces"] if p["sheet"] == sheet)
        assert len(list(model.iter(f"{core}item"))) == len(names)
        scene = trimesh.load(path)
        assert all(g.is_watertight and g.is_winding_consistent for g in scene.geometry.values())


def test_reruns_are_byte_identical(tmp_path: Path) -> None:
    """Two runs in fresh processes (no cache shared) write the same bytes, zip dates and UUIDs included."""
    command = [sys.executable, "-m", "boardgen", "board", "fast-track", "--stock", f"{STOCK}mm", "--format",
               "stl,3mf"]
    for run in ("a", "b"):
        subprocess.run([*command, "--out", str(tmp_path / run)], check=True, capture_output=True)
    first = {p.name: p.read_bytes() for p in (tmp_path / "a").iterdir()}
    stem = "fast-track-4p-" + tag([("stock", "6mm")])
    assert sorted(first) == [f"{stem}.3mf", f"{stem}.stl"]
    assert first == {p.name: p.read_bytes() for p in (tmp_path / "b").iterdir()}


@pytest.mark.parametrize(("game", "stock", "why"), [
    ("fast-track", "3.5mm", "3.8 mm for a 3D model, to leave a 0.6 mm floor under the 3.2 mm deep seats "
     "(got '3.5 mm')"),
    ("pegs-and-jokers", "1mm", "1.1 mm for a 3D model, to leave a 0.6 mm floor under the 0.5 mm deep engraving "
     "(got '1 mm')"),
])
def test_a_stock_too_thin_is_refused_in_one_line_and_nothing_is_written(game: str, stock: str, why: str,
                                                                         tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "boardgen", "board", game, "--stock", stock, "--format",
                          "svg,stl,3mf,json", "--out", str(tmp_path)], capture_output=True, text=True)
    assert run.returncode == 2
    (line,) = run.stderr.splitlines()
    assert line == f"boardgen: --stock: at least {why}"
    assert list(tmp_path.iterdir()) == []


def test_through_holes_alone_need_no_floor(tmp_path: Path) -> None:
    """The triangle has no seats and no engraving: the thinnest --stock makes its model."""
    write(tmp_path, "triangle", {"stock": "1mm"}, "stl")
    (path,) = files(tmp_path, "stl")
    assert trimesh.load(path).bounds[1][2] == pytest.approx(1.0, abs=1e-4)


@pytest.mark.slow  # PrusaSlicer slicing
def test_prusa_slicer_slices_the_3mf_and_the_stl_with_nothing_to_repair(tmp_path: Path) -> None:
    """Debian's PrusaSlicer reads each model as one manifold with no repair statistics (open or
    backwards edges, facets fixed, removed or reversed) and slices it to G-code with a print
    time and the filament it takes (the figures docs/printing.md quotes)."""
    folder = write(tmp_path, "triangle", {"title": "Ann", "stock": "4mm"}, "stl,3mf")
    for path in files(folder, "3mf") + files(folder, "stl"):
        text = sliced(path, tmp_path / f"{path.suffix[1:]}.gcode")
        assert float(re.search(r"^; filament used \[cm3\] = ([0-9.]+)$", text, re.M)[1]) > 1.0


def test_single_line_strokes_are_grooves_as_wide_as_the_engraving_bit(tmp_path: Path) -> None:
    """The single-line font's open strokes (the DXF's open polylines) are cut --engrave-bit wide:
    the model's section just under the face lacks about their length times that width, which
    the section under the grooves has (round ends add a little, joints take a little)."""
    folder = write(tmp_path, "triangle", {"title": "Ann", "font": "single-line", "stock": "4mm",
                                          "engrave-bit": "0.6mm"}, "stl,dxf")
    strokes = [shapely.LineString([(p.x, p.y) for p in make_path(e).flattening(0.01)])
               for e in ezdxf.readfile(files(folder, "dxf")[0]).modelspace() if e.dxf.layer == "ENGRAVE"]
    assert strokes and not any(s.is_closed for s in strokes)
    (path,) = files(folder, "stl")
    mesh = trimesh.load(path)
    assert mesh.is_watertight and mesh.is_winding_consistent
    solid = as_manifold(mesh)
    grooves = solid.slice(1.0).area() - solid.slice(4.0 - 0.25).area()
    assert grooves == pytest.approx(sum(s.length for s in strokes) * 0.6, rel=0.1)
