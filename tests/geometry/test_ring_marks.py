"""Issue 38: a ring round a hole is engraved as a ring. Filled even-odd (LightBurn's fill mode,
the SVG's fill rule) it is a band round the hole, not a disc over it, and a 3D model cuts a
groove round the hole with the face between hole and ring left standing."""

from __future__ import annotations

import functools
import json
import math
from xml.etree import ElementTree

import numpy as np
import pytest
import shapely
import trimesh

from boardgen.geometry.marks import RING_BAND, annulus
from boardgen.job import make_board
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.options import parse_all

from tests.writers.cut.test_lbrn2 import shape_points

STOCK = 6.0
RAW = {"players": "4", "stock": f"{STOCK}mm"}


@functools.lru_cache(maxsize=None)
def files(formats: str) -> tuple[dict, dict[str, bytes]]:
    """The 4-player board's manifest and its files in ``formats``."""
    raw = {**RAW, "format": f"json,{formats}"}
    board = make_board("pegs-and-jokers", raw).board
    out = render_files(board, ("json", *formats.split(",")), output_settings(parse_all(OUTPUT_OPTIONS, raw)))
    (manifest,) = [json.loads(data) for name, data in out.items() if name.endswith(".json")]
    return manifest, out


def come_outs(manifest: dict) -> list[tuple[float, float]]:
    found = [tuple(m["at"]) for m in manifest["marks"] if m["kind"] == "come-out"]
    assert len(found) == 4
    return found


def filled_round(paths: list[list[tuple[float, float]]], centre: tuple[float, float], reach: float) -> shapely.Geometry:
    """The engraved paths lying within ``reach`` of ``centre``, filled even-odd."""
    near = [shapely.Polygon(p) for p in paths if len(p) > 2 and max(math.dist(centre, q) for q in p) < reach]
    assert near, f"no engraving round {centre}"
    return functools.reduce(shapely.symmetric_difference, near, shapely.Polygon())


def lightburn_rings(manifest: dict) -> list[shapely.Geometry]:
    """What LightBurn's fill mode engraves round each come-out hole: the ENGRAVE layer's paths
    near it, filled even-odd."""
    _, out = files("lbrn2")
    (data,) = [d for name, d in out.items() if name.endswith(".lbrn2")]
    root = ElementTree.fromstring(data)
    engrave = next(s.find("index").get("Value") for s in root.findall("CutSetting")
                   if s.find("name").get("Value") == "ENGRAVE")
    paths = [shape_points(s) for s in root.findall("Shape") if s.get("CutIndex") == engrave and s.get("Type") == "Path"]
    return [filled_round(paths, centre, manifest["pitch"] / 2) for centre in come_outs(manifest)]


def test_lightburns_fill_of_a_come_out_ring_is_a_band_round_the_hole():
    manifest, _ = files("lbrn2")
    hole = manifest["hole_diameter"] / 2
    for centre, filled in zip(come_outs(manifest), lightburn_rings(manifest)):
        assert isinstance(filled, shapely.Polygon) and len(filled.interiors) == 1, centre
        inner = shapely.Polygon(filled.interiors[0])
        outer_r = max(math.dist(centre, p) for p in filled.exterior.coords)
        inner_r = max(math.dist(centre, p) for p in inner.exterior.coords)
        assert outer_r - inner_r == pytest.approx(RING_BAND, abs=1e-3)
        assert filled.area == pytest.approx(shapely.Polygon(filled.exterior).area - inner.area)
        assert filled.area == pytest.approx(math.pi * (outer_r ** 2 - inner_r ** 2), rel=0.01)
        assert not filled.intersects(shapely.Point(centre).buffer(hole + 0.5)), "the fill reaches the hole"


def test_a_ring_is_its_outline_and_a_counter_wound_the_other_way():
    outer, inner = annulus((0.0, 0.0), 4.0)
    assert shapely.LinearRing(outer).is_ccw and not shapely.LinearRing(inner).is_ccw
    assert shapely.Polygon(outer, [inner]).area == pytest.approx(2 * math.pi * 4.0 * RING_BAND, rel=0.01)


def test_the_3d_model_grooves_the_ring_and_keeps_the_face_between_it_and_the_hole():
    manifest, out = files("stl")
    (data,) = [d for name, d in out.items() if name.endswith(".stl")]
    mesh = trimesh.load(trimesh.util.wrap_as_stream(data), file_type="stl")
    assert mesh.bounds[1][2] == pytest.approx(STOCK)
    hole = manifest["hole_diameter"] / 2
    (first, *_) = lightburn_rings(manifest)
    centre = come_outs(manifest)[0]
    outline = first.exterior.coords[:-1]
    ring = sum(math.dist(centre, p) for p in outline) / len(outline) - RING_BAND / 2  # the band's middle

    triangles = mesh.triangles

    def top(x: float, y: float) -> float | None:
        """The height a ray straight down first meets the model at (the highest face over the
        point, by its triangle's barycentric coordinates), or None through a hole."""
        a, b, c = triangles[:, 0], triangles[:, 1], triangles[:, 2]
        det = (b[:, 1] - c[:, 1]) * (a[:, 0] - c[:, 0]) + (c[:, 0] - b[:, 0]) * (a[:, 1] - c[:, 1])
        flat = np.abs(det) > 1e-12
        with np.errstate(divide="ignore", invalid="ignore"):
            u = ((b[:, 1] - c[:, 1]) * (x - c[:, 0]) + (c[:, 0] - b[:, 0]) * (y - c[:, 1])) / det
            v = ((c[:, 1] - a[:, 1]) * (x - c[:, 0]) + (a[:, 0] - c[:, 0]) * (y - c[:, 1])) / det
            w = 1 - u - v
        over = flat & (u >= -1e-9) & (v >= -1e-9) & (w >= -1e-9)
        if not over.any():
            return None
        return float(np.max(u[over] * a[over, 2] + v[over] * b[over, 2] + w[over] * c[over, 2]))

    for cx, cy in come_outs(manifest):
        assert top(cx, cy) is None, "the hole goes through"
        between = (hole + ring - RING_BAND / 2) / 2
        for turn in range(8):
            a = turn * math.pi / 4 + 0.1
            dx, dy = math.cos(a), math.sin(a)
            assert top(cx + between * dx, cy + between * dy) == pytest.approx(STOCK), "face kept inside the ring"
            assert top(cx + ring * dx, cy + ring * dy) < STOCK - 0.1, "the ring's groove"
            assert top(cx + (ring + RING_BAND) * dx, cy + (ring + RING_BAND) * dy) == pytest.approx(STOCK)
