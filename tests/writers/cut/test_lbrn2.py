"""The LightBurn project: parsed and checked shape by shape against the JSON manifest, its cut
settings in run order, and loaded by a real laser program's reader (MeerK40t, headless)."""

from __future__ import annotations

import functools
import io
import json
import math
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest
from shapely.geometry import Point, Polygon
from shapely.ops import unary_union

from boardgen.geometry.outline import arc_points
from boardgen.job import make_board
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.options import parse_all

CASE = ("triangle", {"rows": "8", "bed": "150x100mm"})
"""Split, turned and nested over several sheets, no kerf: the drawn shapes are the manifest's."""


def settings(**raw: str):
    return output_settings(parse_all(OUTPUT_OPTIONS, raw))


@functools.lru_cache(maxsize=None)
def job(kerf: str = "0mm", **raw: str) -> tuple[dict, dict[str, bytes]]:
    game, options = CASE
    board = make_board(game, {**options, "kerf": kerf}).board
    files = render_files(board, ("json", "lbrn2"), settings(**raw))
    manifest = json.loads(files.pop(f"{board.stem}.json"))
    return manifest, files


def bezier(p0, c0, c1, p1, steps: int = 16) -> list[tuple[float, float]]:
    return [tuple((1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c + t ** 3 * d
                  for a, b, c, d in zip(p0, c0, c1, p1)) for t in (k / steps for k in range(steps))]


def shape_points(shape: ElementTree.Element) -> list[tuple[float, float]]:
    """A Path shape's outline, read from its VertList and PrimList alone."""
    verts = []
    for item in re.findall(r"V[^V]+", shape.findtext("VertList")):
        numbers = dict(re.findall(r"(c[01][xy])(-?[\d.]+)", item))
        x, y = map(float, re.match(r"V(-?[\d.]+) (-?[\d.]+)", item).groups())
        c0 = (float(numbers["c0x"]), float(numbers["c0y"])) if "c0y" in numbers else None  # c0x1: none
        c1 = (float(numbers["c1x"]), float(numbers["c1y"])) if "c1y" in numbers else None
        verts.append(((x, y), c0, c1))
    points = []
    for kind, i, j in re.findall(r"([LB])(\d+) (\d+)", shape.findtext("PrimList")):
        (a, c0, _), (b, _, c1) = verts[int(i)], verts[int(j)]
        points.extend([a] if kind == "L" else bezier(a, c0, c1, b))
    return points


def placed(point, placement) -> tuple[float, float]:
    turn = math.radians(placement["turn_degrees"])
    x, y = point
    return (x * math.cos(turn) - y * math.sin(turn) + placement["shift"][0],
            x * math.sin(turn) + y * math.cos(turn) + placement["shift"][1])


def manifest_outline(piece: dict) -> Polygon:
    corners, bulges = piece["outline"], piece["bulges"]
    points = []
    for k, (a, bulge) in enumerate(zip(corners, bulges)):
        points.extend(arc_points(tuple(a), tuple(corners[(k + 1) % len(corners)]), bulge, 0.01)[:-1])
    return Polygon([placed(p, piece["placement"]) for p in points])


def layers(root) -> list[dict[str, str]]:
    return [{"type": s.get("type"), **{c.tag: c.get("Value") for c in s}} for s in root.findall("CutSetting")]


def test_every_shape_matches_the_manifest():
    manifest, files = job()
    indices = {layer["name"]: layer["index"] for layer in layers(ElementTree.fromstring(next(iter(files.values()))))}
    radius = manifest["hole_diameter"] / 2
    for number, name in enumerate(sorted(files), start=1):
        root = ElementTree.fromstring(files[name])
        pieces = [p for p in manifest["pieces"] if p["sheet"] == number]
        wanted = [manifest_outline(p) for p in pieces]
        cuts = [Polygon(shape_points(s)) for s in root.findall(f"Shape[@CutIndex='{indices['CUT']}']")]
        assert len(cuts) == len(wanted)
        for want in wanted:  # each outline drawn once, true to 0.05 mm
            (match,) = [c for c in cuts if c.symmetric_difference(want).area < 0.05 * want.length]
            assert match.hausdorff_distance(want) < 0.05
        expected = []
        for piece, outline in zip(pieces, wanted):
            for hole in manifest["holes"]:
                spot = placed(hole, piece["placement"])
                if outline.contains(Point(spot)):
                    expected.append(spot)
        circles = root.findall(f"Shape[@CutIndex='{indices['HOLES']}']")
        assert len(circles) == len(expected) == sum(p["holes"] for p in pieces)
        for circle in circles:
            assert circle.get("Type") == "Ellipse"
            assert float(circle.get("Rx")) == float(circle.get("Ry")) == pytest.approx(radius)
            a, b, c, d, x, y = map(float, circle.findtext("XForm").split())
            assert (a, b, c, d) == (1, 0, 0, 1)
            assert min(math.dist((x, y), e) for e in expected) < 1e-3
        assert sorted(p["sheet"] for p in manifest["pieces"]).count(number) == len(cuts)


def test_engraving_lies_on_the_parts_and_the_bed_edge_on_a_tool_layer():
    game, options = ("pegs-and-jokers", {"players": "4", "bed": "600x600mm"})
    board = make_board(game, options).board
    (data,) = render_files(board, ("lbrn2",), settings()).values()
    root = ElementTree.fromstring(data)
    by_name = {layer["name"]: layer for layer in layers(root)}
    engraved = root.findall(f"Shape[@CutIndex='{by_name['ENGRAVE']['index']}']")
    assert len(engraved) == sum(len(shape.paths) for p in board.pieces for shape in p.engraving)
    parts = unary_union([Polygon(shape_points(s)) for s in root.findall(f"Shape[@CutIndex='{by_name['CUT']['index']}']")])
    assert all(parts.contains(Polygon(shape_points(s))) for s in engraved)
    bed = by_name["T1"]
    assert bed["index"] == "30" and bed["type"] == "Tool"  # LightBurn's tool layer: shown, never run
    (edge,) = root.findall("Shape[@CutIndex='30']")
    assert Polygon(shape_points(edge)).equals(Polygon([(0, 0), (600, 0), (600, 600), (0, 600)]))


@pytest.mark.parametrize(("mode", "scan"), [("fill", "Scan"), ("line", "Cut")])
def test_cut_settings_in_run_order_with_their_speed_power_and_passes(mode, scan):
    _, files = job(**{"engrave-mode": mode, "speed": "cut=9.5", "power": "holes=70,cut=80", "passes": "cut=2"})
    root = ElementTree.fromstring(next(iter(files.values())))
    assert root.tag == "LightBurnProject" and root.get("FormatVersion") == "1"
    found = layers(root)
    assert [(s["name"], s["priority"]) for s in found] == [("ENGRAVE", "0"), ("HOLES", "1"), ("CUT", "2"), ("T1", "3")]
    engrave, holes, cut, _ = found
    assert engrave["type"] == scan and holes["type"] == cut["type"] == "Cut"
    assert (engrave["speed"], engrave["maxPower"], engrave["numPasses"]) == ("300", "20", "1")
    assert (holes["speed"], holes["maxPower"]) == ("15", "70")
    assert (cut["speed"], cut["maxPower"], cut["numPasses"]) == ("9.5", "80", "2")
    # each layer's index is its colour in LightBurn's palette: black, blue and red by default
    assert (engrave["index"], holes["index"], cut["index"]) == ("0", "1", "2")
    assert "starting points" in root.find("Notes").get("Notes")


def test_kerf_compensated_holes_are_a_kerf_smaller():
    manifest, files = job(kerf="0.2mm")
    root = ElementTree.fromstring(next(iter(files.values())))
    radii = [float(s.get("Rx")) for s in root.findall("Shape[@Type='Ellipse']")]
    assert radii and radii == pytest.approx([(manifest["hole_diameter"] - 0.2) / 2] * len(radii))


def test_the_same_parameters_give_the_same_bytes():
    game, options = CASE
    again = render_files(make_board(game, options).board, ("lbrn2",), settings())
    assert again == job()[1]


UNITS_PER_MM = 65535 / 25.4
"""MeerK40t's native unit is 1/65535 inch."""


def meerk40t_program() -> str | None:
    """MeerK40t's command beside the interpreter running the tests (a venv's, found when the venv
    is not activated), else on PATH."""
    beside = Path(sys.executable).parent / "meerk40t"
    return str(beside) if beside.is_file() and os.access(beside, os.X_OK) else shutil.which("meerk40t")


def test_meerk40t_program_is_found_beside_the_interpreter_first(tmp_path, monkeypatch):
    interpreter = tmp_path / "venv" / "bin" / "python3"
    interpreter.parent.mkdir(parents=True)
    (interpreter.parent / "meerk40t").write_text("#!/bin/sh\n")
    (interpreter.parent / "meerk40t").chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(interpreter))
    monkeypatch.setenv("PATH", str(tmp_path / "nowhere"))
    assert meerk40t_program() == str(interpreter.parent / "meerk40t")


def test_meerk40t_loads_the_project(tmp_path):
    """MeerK40t, run without its GUI, opens the project and saves what it read as SVG: its
    operations carry our names, speeds and powers, and its shapes sit where the file puts them."""
    program = meerk40t_program()
    if program is None:
        pytest.fail("meerk40t is not installed: pip install -e '.[test]'")
    from meerk40t.svgelements import Matrix, Path as SvgPath  # the SVG library MeerK40t reads with
    _, files = job()
    name = sorted(files)[0]
    source = tmp_path / name
    source.write_bytes(files[name])
    saved = tmp_path / "read-back.svg"
    env = {**os.environ, "HOME": str(tmp_path)}  # its settings file, away from the user's
    subprocess.run([program, "-Z", "-X", "-p", "-A", "-e", f"load {source}", "-e", f"save {saved}", "-e", "quit"],
                   env=env, timeout=120, check=True, capture_output=True, stdin=subprocess.DEVNULL)
    svg = ElementTree.parse(saved).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    ops = {g.get("label"): g for g in svg.findall(f"{ns}g") if (g.get("type") or "").startswith("op ")}
    assert {"ENGRAVE", "HOLES", "CUT"} <= set(ops)
    assert ops["CUT"].get("type") == "op cut" and float(ops["CUT"].get("speed")) == 15
    assert float(ops["CUT"].get("power")) == 650  # per mille of 65 %
    root = ElementTree.fromstring(files[name])
    ours = [tuple(map(float, s.findtext("XForm").split()[4:])) for s in root.findall("Shape[@Type='Ellipse']")]
    theirs = []
    for ellipse in svg.iter(f"{ns}ellipse"):
        matrix = [float(v) for v in re.findall(r"-?[\d.e+-]+", ellipse.get("transform"))]
        theirs.append((matrix[4] / UNITS_PER_MM, matrix[5] / UNITS_PER_MM))
        assert float(ellipse.get("rx")) * matrix[0] / UNITS_PER_MM == pytest.approx(2.4)
    assert len(theirs) == len(ours) > 0
    assert all(min(math.dist(a, b) for b in theirs) < 1e-3 for a in ours)
    paths = list(svg.iter(f"{ns}path"))
    ours_paths = [Polygon(shape_points(s)).bounds for s in root.findall("Shape[@Type='Path']")]
    assert len(paths) == len(ours_paths)
    for path in paths:
        # the box of the curves it read, worked out by its own SVG library: the ``bounds`` it
        # saves beside a path can leave out a curve's bulge past its end points
        shape = SvgPath(path.get("d")) * Matrix(path.get("transform") or "")
        bounds = [float(v) / UNITS_PER_MM for v in shape.bbox()]
        assert min(max(abs(a - b) for a, b in zip(bounds, ours)) for ours in ours_paths) < 0.05


@pytest.mark.parametrize("origin", ["lower-left", "centre"])
def test_holes_sit_where_the_dxf_has_them_for_either_origin(origin):
    """One origin everywhere: a LightBurn project and a DXF of the same sheet agree hole for hole."""
    import ezdxf

    game, options = CASE
    board = make_board(game, options).board
    files = render_files(board, ("dxf", "lbrn2"), settings(origin=origin))
    sheets = sorted(name[: -len(".lbrn2")] for name in files if name.endswith(".lbrn2"))
    assert len(sheets) > 1
    for stem in sheets:
        doc = ezdxf.read(io.StringIO(files[f"{stem}.dxf"].decode()))
        expected = sorted((c.dxf.center.x, c.dxf.center.y) for c in doc.modelspace().query("CIRCLE"))
        root = ElementTree.fromstring(files[f"{stem}.lbrn2"])
        found = sorted((float(x), float(y))
                       for *_, x, y in (s.findtext("XForm").split() for s in root.findall("Shape[@Type='Ellipse']")))
        # each file rounds to its own number of places: the same hole agrees to a thousandth
        assert found and len(found) == len(expected)
        assert all(math.dist(f, e) < 1e-3 for f, e in zip(found, expected))
    if origin == "centre":
        assert min(x for x, _ in found) < 0 < max(x for x, _ in found)
