"""The SVG cut file, proved with real readers: xmllint against the SVG 1.1 DTD and
rsvg-convert, whose raster is measured (10 px = 1 mm at 254 dpi)."""

from __future__ import annotations

import math
import re
import subprocess
import xml.etree.ElementTree as ET

import pytest

from boardgen.geometry.outline import arc_geometry
from boardgen.writers.cut.operations import Palette
from boardgen.writers.cut.sheet import cut_sheet

from tests.support.boards import board, render
from tests.support.png import decode_png, ink, png_size
from tests.support.tools import dtd_errors, need

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def six():
    made = board(players=6)
    return made, render(made, "svg")


@pytest.fixture(scope="module")
def six_file(six, tmp_path_factory):
    path = tmp_path_factory.mktemp("svg") / "board.svg"
    path.write_bytes(six[1])
    return path


@pytest.mark.parametrize("raw", [{"players": 6}, {"players": 5, "style": "sections", "kerf": "0.2mm"},
                                 {"players": 3, "piece": "marble"}])
def test_valid_against_the_svg11_dtd(raw, tmp_path):
    made = board(**raw) if raw.get("players") != 5 else None
    if made is None:  # 5-player sections are refused by the verifier (see test_pj_board); validate 7
        made = board(players=7, style="sections", kerf="0.2mm")
    assert dtd_errors(render(made, "svg"), tmp_path) == ""


def test_xmllint_catches_an_invalid_svg(tmp_path, six):
    """The validity check can fail: an element the DTD does not know is reported."""
    assert dtd_errors(six[1].replace(b"<title>", b"<text>x</text><bogus /><title>"), tmp_path) != ""


def test_millimetre_units_groups_and_hairlines(six):
    made, data = six
    root = ET.fromstring(data)
    assert root.tag == NS + "svg"
    width, height = root.get("width"), root.get("height")
    assert width.endswith("mm") and height.endswith("mm")
    viewbox = [float(v) for v in re.split(r"[ ,]+", root.get("viewBox"))]
    assert viewbox[:2] == [0.0, 0.0]
    assert viewbox[2] == pytest.approx(float(width[:-2])) and viewbox[3] == pytest.approx(float(height[:-2]))
    # The sheet plus a 1 mm border on each side.
    x0, y0, x1, y1 = cut_sheet(made.board).bounds
    assert viewbox[2] == pytest.approx(x1 - x0 + 2, abs=1e-3)
    assert viewbox[3] == pytest.approx(y1 - y0 + 2, abs=1e-3)
    assert not list(root.iter(NS + "text")) and b"<text" not in data
    assert b"boardgen-held" not in data  # every place held for the many elements was filled
    groups = {g.get("id"): g for g in root.iter(NS + "g")}
    assert set(groups) == {"ENGRAVE", "HOLES", "CUT"}
    colours = {"CUT": "#ff0000", "HOLES": "#0000ff", "ENGRAVE": "#000000"}
    for name, g in groups.items():
        assert g.get("stroke") == colours[name]
        assert float(g.get("stroke-width")) == 0.01
        assert g.get("fill") == "none"
    circles = list(groups["HOLES"])
    assert len(circles) == 28 * 6 and all(c.tag == NS + "circle" for c in circles)
    assert all(float(c.get("r")) == pytest.approx(2.4) for c in circles)
    assert len(list(groups["CUT"])) == 1 and list(groups["CUT"])[0].tag == NS + "path"
    assert " A" in list(groups["CUT"])[0].get("d")  # rounded corners as true arcs
    assert len(list(groups["ENGRAVE"])) > 20  # outlined labels


def test_kerf_shrinks_circles(tmp_path):
    root = ET.fromstring(render(board(players=4, kerf="0.3mm"), "svg"))
    radii = [float(c.get("r")) for c in root.iter(NS + "circle")]
    assert len(radii) == 28 * 4 and radii == pytest.approx([(4.8 - 0.3) / 2] * len(radii))
    assert "0.3 mm kerf" in root.find(NS + "desc").text


def test_rsvg_renders_at_true_size(six, six_file, tmp_path):
    need("rsvg-convert")
    png = tmp_path / "whole.png"
    subprocess.run(["rsvg-convert", "-d", "25.4", "-p", "25.4", "-o", str(png), str(six_file)],
                   check=True, timeout=60)
    root = ET.fromstring(six[1])
    width, height = float(root.get("width")[:-2]), float(root.get("height")[:-2])
    w, h = png_size(png.read_bytes())
    assert abs(w - width) <= 1 and abs(h - height) <= 1  # 1 px = 1 mm


def _page_xy(made, point):
    """Cut-sheet mm (y up, from the lower-left origin) to SVG user units, as the writer maps them."""
    x0, _, _, y1 = cut_sheet(made.board).bounds
    return point[0] - x0 + 1.0, y1 + 1.0 - point[1]


def _svg_xy(made, point):
    """Assembled-board mm to SVG user units: the lower-left origin moves the sheet, not the page."""
    ox, oy, _, _ = made.board.frame()
    return _page_xy(made, (point[0] - ox, point[1] - oy))


def _render_window(tmp_path, svg: bytes, centre, size=20.0):
    """A size x size mm window of the drawing around ``centre`` (SVG units), at 10 px per mm."""
    path = tmp_path / "mod.svg"
    path.write_bytes(_without_screen_style(svg))  # the lines as laser software reads them: hairlines
    png = tmp_path / "window.png"
    left, top = size / 2 - centre[0], size / 2 - centre[1]
    subprocess.run(["rsvg-convert", "-d", "254", "-p", "254", f"--page-width={size}mm", f"--page-height={size}mm",
                    f"--left={left:.4f}mm", f"--top={top:.4f}mm", "-o", str(png), str(path)],
                   check=True, timeout=60)
    pixels = ink(png.read_bytes())
    assert len(pixels) == round(size * 10) and len(pixels[0]) == round(size * 10)
    return pixels


def _run(line: list[bool], middle: int) -> int:
    """Length of the run of inked pixels through ``middle``."""
    assert line[middle], "the centre of the hole is not inked"
    lo = hi = middle
    while lo > 0 and line[lo - 1]:
        lo -= 1
    while hi < len(line) - 1 and line[hi + 1]:
        hi += 1
    return hi - lo + 1


@pytest.mark.parametrize(("raw", "diameter"), [({"players": 6}, 4.8), ({"players": 4, "piece": "marble"}, 12.7),
                                               ({"players": 4, "hole": "6mm", "kerf": "0.5mm"}, 5.5)])
def test_a_hole_measured_in_the_raster(raw, diameter, tmp_path):
    need("rsvg-convert")
    made = board(**raw)
    # Fill the holes so the raster shows discs; geometry and units are left untouched.
    svg = render(made, "svg").replace(b'fill="none" id="HOLES"', b'fill="#0000ff" id="HOLES"')
    assert b'fill="#0000ff" id="HOLES"' in svg
    hole = made.board.layout["track"][9]  # mid-side: no label or edge within 10 mm
    cx, cy = _svg_xy(made, hole)
    pixels = _render_window(tmp_path, svg, (cx, cy), size=max(20.0, diameter + 6))
    middle = len(pixels) // 2
    across = _run(pixels[middle], middle)
    down = _run([row[middle] for row in pixels], middle)
    assert abs(across - diameter * 10) <= 2, across
    assert abs(down - diameter * 10) <= 2, down


def test_outline_arcs_bend_the_right_way_in_the_raster(six, tmp_path):
    """A fillet drawn with the wrong sweep flag would bulge inward: the raster shows which."""
    need("rsvg-convert")
    made, data = six
    svg = data.replace(b'id="CUT" stroke="#ff0000" stroke-width="0.01"', b'id="CUT" stroke="#ff0000" stroke-width="0.6"')
    assert b'stroke-width="0.6"' in svg
    verts = cut_sheet(made.board).outlines[0]
    i = next(k for k, v in enumerate(verts) if v[2])
    a, b, bulge = verts[i][:2], verts[(i + 1) % len(verts)][:2], verts[i][2]
    centre, radius, start, sweep = arc_geometry(a, b, bulge)
    right = (centre[0] + radius * math.cos(start + sweep / 2), centre[1] + radius * math.sin(start + sweep / 2))
    chord_mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    wrong = (2 * chord_mid[0] - right[0], 2 * chord_mid[1] - right[1])
    assert math.dist(right, wrong) > 3  # far enough apart to tell in the raster
    window = 30.0
    mid = _page_xy(made, chord_mid)
    pixels = _render_window(tmp_path, svg, mid, size=window)

    def inked(point) -> bool:
        x, y = _page_xy(made, point)
        px, py = round((x - mid[0] + window / 2) * 10), round((y - mid[1] + window / 2) * 10)
        return any(pixels[py + dy][px + dx] for dx in (-1, 0, 1) for dy in (-1, 0, 1))

    assert inked(right)
    assert not inked(wrong)


def test_colours_are_chosen_per_operation(tmp_path):
    """A shop whose laser maps black to cut picks its own colours; the file stays valid."""
    data = render(board(players=4), "svg", palette=Palette.parse("cut=black, engrave=#00A000"))
    root = ET.fromstring(data)
    strokes = {g.get("id"): g.get("stroke") for g in root.iter(NS + "g")}
    assert strokes == {"CUT": "#000000", "HOLES": "#0000ff", "ENGRAVE": "#00a000"}
    assert "CUT #000000 = outline cut" in root.find(NS + "desc").text
    assert dtd_errors(data, tmp_path) == ""


@pytest.mark.parametrize(("text", "says"), [
    ("cut=blue", "a different colour for each operation"),
    ("cut=pink", "#rrggbb or red"),
    ("walls=red", "cut, holes, engrave"),
    ("cut=#12345", "#rrggbb"),
])
def test_colour_refusals_name_the_option(text, says):
    from boardgen.errors import ParameterError

    with pytest.raises(ParameterError) as info:
        Palette.parse(text)
    assert info.value.parameter == "--colors" and says in str(info.value)


def _without_screen_style(svg: bytes) -> bytes:
    return re.sub(rb"<style[^>]*>.*?</style>", b"", svg, flags=re.S)


def test_the_cut_file_shows_its_lines_on_screen_at_any_size(six, tmp_path):
    """Issue 40: 0.01 mm hairlines drew an empty page in a browser or Inkscape's export. The file's
    own style sheet draws them a fixed width on screen, small or large."""
    need("rsvg-convert")
    _, data = six
    path = tmp_path / "board.svg"
    path.write_bytes(data)
    for width in (300, 1600):
        png = subprocess.run(["rsvg-convert", "-w", str(width), str(path)], capture_output=True, check=True).stdout
        drawn = _opaque(png)
        assert drawn > width * 5, f"{drawn} pixels drawn at {width} px wide"
    bare = tmp_path / "bare.svg"
    bare.write_bytes(_without_screen_style(data))
    png = subprocess.run(["rsvg-convert", "-w", "300", str(bare)], capture_output=True, check=True).stdout
    assert _opaque(png) == 0, "the hairlines alone show nothing: what the style sheet is for"


def _opaque(png: bytes) -> int:
    """How many pixels of an RGBA PNG are drawn on at all."""
    width, _, bpp, rows = decode_png(png)
    assert bpp == 4
    return sum(row[x * 4 + 3] > 0 for row in rows for x in range(width))


def test_laser_software_reads_the_same_shapes_and_colours_with_the_screen_style(six):
    """MeerK40t's SVG library reads every shape where it was and in its layer's colour (LightBurn
    makes a layer per stroke colour), and the groups still say the hairline."""
    from meerk40t.svgelements import SVG, Shape

    _, data = six
    root = ET.fromstring(data)
    assert {g.get("id"): float(g.get("stroke-width")) for g in root.iter(NS + "g")} == {
        "ENGRAVE": 0.01, "HOLES": 0.01, "CUT": 0.01}

    def read(svg: bytes):
        import io

        shapes = [e for e in SVG.parse(io.BytesIO(svg)).elements() if isinstance(e, Shape)]
        return [(str(e.stroke), tuple(round(v, 4) for v in e.bbox(with_stroke=False))) for e in shapes]

    styled, bare = read(data), read(_without_screen_style(data))
    assert len(styled) > 100 and styled == bare
    assert {colour for colour, _ in styled} == {"#000000", "#0000ff", "#ff0000"}
