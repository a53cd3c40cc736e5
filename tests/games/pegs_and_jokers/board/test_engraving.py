"""What a board engraves, read back from the written files (SVG, DXF, JSON) as other tools
would: colour names by their seats, marks on the special holes, glyphs kept whole, the
single-line font, part names and seam marks, and the reference square."""

from __future__ import annotations

import json
import math
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import ezdxf
import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app

from tests.support.boards import design_stem
from tests.support.png import ink
from tests.support.tools import dtd_errors, need

NS = "{http://www.w3.org/2000/svg}"
COUNTERS = set("ABDOPQR04689abdegopq")
"""Characters whose DejaVu Bold glyph has a closed counter (a hole inside the letter)."""
runner = CliRunner()


def write(folder: Path, game: str, *args: str) -> dict[str, Path]:
    """Run ``boardgen board`` and return the written files by name, the design's stem (which
    names every option given) written as ``board``: ``board.json``, ``board-sheet5.pdf``; with
    X0 Y0 at the board's centre, where these tests measure from."""
    result = runner.invoke(app, ["board", game, *args, "--origin", "centre", "--out", str(folder)],
                           env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    stem = design_stem(folder)
    return {"board" + p.name[len(stem):]: p for p in folder.iterdir() if p.name.startswith(stem)}


def engrave_paths(svg: Path) -> list[list[tuple[list[tuple[float, float]], bool]]]:
    """Each ENGRAVE path as its subpaths: (points in file units, closed)."""
    group = next(g for g in ET.parse(svg).getroot().iter(NS + "g") if g.get("id") == "ENGRAVE")
    paths = []
    for element in group.iter(NS + "path"):
        subpaths = []
        for part in re.findall(r"M[^M]+", element.get("d")):
            numbers = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", part)]
            subpaths.append((list(zip(numbers[::2], numbers[1::2])), part.rstrip().endswith("Z")))
        paths.append(subpaths)
    return paths


def inside(point: tuple[float, float], polygon: list[tuple[float, float]]) -> bool:
    x, y = point
    hit = False
    for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def is_ring(points: list[tuple[float, float]]) -> bool:
    """A mark's ring: its points all one distance from their middle."""
    cx, cy = sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)
    radii = [math.dist(p, (cx, cy)) for p in points]
    return len(points) >= 24 and max(radii) - min(radii) < 0.01


def seat_holes(seat: dict) -> list[list[float]]:
    """A seat's own holes off the track: start and home (Pegs and Jokers) or pen and home (Fast Track)."""
    return [*seat.get("start", seat.get("pen", [])), *seat["home"]]


BOARDS = {
    "pj-4": ("pegs-and-jokers", "--players", "4"),
    "pj-6": ("pegs-and-jokers", "--players", "6"),
    "pj-8": ("pegs-and-jokers", "--players", "8"),
    "pj-3": ("pegs-and-jokers", "--players", "3"),
    "pj-6-sections": ("pegs-and-jokers", "--players", "6", "--style", "sections"),
    "pj-concentric": ("pegs-and-jokers", "--players", "4,6,8", "--style", "concentric"),
    "ft-4": ("fast-track", "--players", "4"),
    "ft-6": ("fast-track", "--players", "6"),
}


@pytest.fixture(scope="module", params=list(BOARDS))
def written(request, tmp_path_factory):
    game, *args = BOARDS[request.param]
    files = write(tmp_path_factory.mktemp(request.param), game, *args, "--format", "svg,dxf,json")
    data = json.loads(next(p for name, p in files.items() if name.endswith(".json")).read_text())
    svg = next(p for name, p in files.items() if name.endswith(".svg"))
    dxf = next(p for name, p in files.items() if name.endswith(".dxf"))
    return data, svg, dxf


def tracks(data: dict) -> list[dict]:
    return data.get("tracks", [data])


def test_each_colour_name_is_by_its_own_seat_and_reads_upright_from_it(written):
    data, _, _ = written
    for track in tracks(data):
        players = track["players"]
        names = [label for label in data["labels"] if "seat" in label and label.get("track", players) == players
                 and label["text"].split(" ")[0] == track["seats"][label["seat"]]["color"].upper()]
        assert sorted(label["seat"] for label in names) == list(range(players))
        for label in names:
            def nearest(seat: dict) -> float:
                return min(math.dist(label["at"], p) for p in seat_holes(seat))

            own = nearest(track["seats"][label["seat"]])
            others = [nearest(s) for s in track["seats"] if s["seat"] != label["seat"]]
            assert own < min(others), (label, own, min(others))
            # the letters' tops point into the board: upright for the player sitting outside it
            angle = math.radians(label["angle"])
            up = (-math.sin(angle), math.cos(angle))
            assert up[0] * -label["at"][0] + up[1] * -label["at"][1] > 0
            if "track" in label:
                assert label["text"].endswith(f"({players})")


def test_every_ringed_hole_has_its_ring_clear_of_the_other_holes(written):
    """The come-outs (the in-spots wear arrows, ``test_marks.py``), the shortcuts and the bull's eye."""
    data, svg, _ = written
    root = ET.parse(svg).getroot()
    holes = [(float(c.get("cx")), float(c.get("cy")), float(c.get("r"))) for c in root.iter(NS + "circle")]
    rings = [sub[0] for path in engrave_paths(svg) for sub in path if sub[1] and is_ring(sub[0])]
    kinds = {"come-out"} if data["game"] == "pegs-and-jokers" else {"fast-track", "bulls-eye"}
    marks = [m for m in data["marks"] if m["kind"] in kinds]
    expected = sum(t["players"] for t in tracks(data)) if data["game"] == "pegs-and-jokers" \
        else len(data["fast_track"]) + 1
    assert len(marks) == expected
    for track in tracks(data):
        for seat in track.get("seats", []):
            for kind in ("come_out",):
                if kind in seat:
                    spot = track["track"][seat[kind]]
                    assert any(math.dist(m["at"], spot) < 1e-3 for m in marks), (kind, seat["seat"])
    # in the file: each marked hole has a ring round it, and every ring clears all other holes by the web
    web = 2.0
    for cx, cy, r in holes:
        near = [ring for ring in rings if all(abs(math.dist(p, (cx, cy)) - math.dist(ring[0], (cx, cy))) < 0.01
                                              for p in ring)]
        for ring in near:
            assert math.dist(ring[0], (cx, cy)) > r + 0.5
    ringed = {(round(cx, 2), round(cy, 2)) for cx, cy, _ in holes
              if any(all(abs(math.dist(p, (cx, cy)) - math.dist(ring[0], (cx, cy))) < 0.01 for p in ring)
                     for ring in rings)}
    assert len(ringed) == expected
    for ring in rings:
        for cx, cy, r in holes:
            gap = min(math.dist(p, (cx, cy)) for p in ring) - r
            mine = all(abs(math.dist(p, (cx, cy)) - math.dist(ring[0], (cx, cy))) < 0.01 for p in ring)
            assert mine or gap >= web - 1e-3


def test_every_glyph_is_one_path_its_counters_inside_it(written):
    data, svg, dxf = written
    paths = engrave_paths(svg)
    group = next(g for g in ET.parse(svg).getroot().iter(NS + "g") if g.get("id") == "ENGRAVE")
    assert group.get("fill-rule") == "evenodd"
    with_counters = [p for p in paths if len(p) >= 2]
    wanted = sum(ch in COUNTERS for label in data["labels"] for ch in label["text"])
    assert len(with_counters) >= wanted > 0
    # no contour lies inside another path's contour: a counter never stands alone, to be filled solid
    firsts = [(k, sub[0][0]) for k, path in enumerate(paths) for sub in path]
    outers = [(k, sub[0]) for k, path in enumerate(paths) for sub in path if len(sub[0]) > 8]
    for k, point in firsts:
        assert not any(j != k and inside(point, polygon) for j, polygon in outers), point
    # the DXF carries every contour as a closed polyline on ENGRAVE
    doc = ezdxf.readfile(str(dxf))
    assert not doc.audit().has_errors
    lines = doc.modelspace().query('LWPOLYLINE[layer=="ENGRAVE"]')
    assert len(lines) == sum(len(p) for p in paths) and all(line.closed for line in lines)


def test_a_filled_glyph_keeps_its_counter_open(tmp_path):
    """Filled as a laser fills it, an O's inside stays bare wood."""
    need("rsvg-convert")
    files = write(tmp_path, "pegs-and-jokers", "--players", "4", "--format", "svg", "--marks", "none")
    (svg,) = files.values()
    paths = engrave_paths(svg)
    glyph = max((p for p in paths if len(p) == 2), key=lambda p: len(p[0][0]))  # the title's biggest counter
    outer, counter = sorted((sub[0] for sub in glyph), key=len, reverse=True)
    xs, ys = [x for x, _ in outer], [y for _, y in outer]
    box = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    d = " ".join("M" + " L".join(f"{x} {y}" for x, y in sub[0]) + " Z" for sub in glyph)
    picture = (f'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="{200 * box[3] / box[2]:.0f}" '
               f'viewBox="{box[0]} {box[1]} {box[2]} {box[3]}"><rect x="{box[0]}" y="{box[1]}" width="{box[2]}" '
               f'height="{box[3]}" fill="white"/><path fill="black" fill-rule="{_fill_rule(svg)}" d="{d}"/></svg>')
    png = subprocess.run(["rsvg-convert"], input=picture.encode(), capture_output=True, check=True).stdout
    dark = ink(png)
    cx = sum(x for x, _ in counter) / len(counter)
    cy = sum(y for _, y in counter) / len(counter)
    col = int((cx - box[0]) / box[2] * len(dark[0]))
    row = int((cy - box[1]) / box[3] * len(dark))
    assert not dark[row][col]  # the counter is bare
    assert sum(map(sum, dark)) > 0.2 * len(dark) * len(dark[0])  # the letter itself is filled


def _fill_rule(svg: Path) -> str:
    group = next(g for g in ET.parse(svg).getroot().iter(NS + "g") if g.get("id") == "ENGRAVE")
    return group.get("fill-rule")


def test_marks_none_leaves_the_marks_off(tmp_path):
    files = write(tmp_path, "pegs-and-jokers", "--players", "4", "--marks", "none", "--format", "svg,json")
    data = json.loads(files["board.json"].read_text())
    assert data["marks"] == []
    assert not [sub for path in engrave_paths(files["board.svg"]) for sub in path if is_ring(sub[0])]


def test_single_line_font_writes_only_open_paths(tmp_path):
    files = write(tmp_path, "pegs-and-jokers", "--players", "6", "--font", "single-line", "--marks", "none",
                  "--format", "svg,dxf,json")
    paths = engrave_paths(files["board.svg"])
    assert paths and all(not closed for path in paths for _, closed in path)
    assert dtd_errors(files["board.svg"].read_bytes(), tmp_path) == ""
    doc = ezdxf.readfile(str(files["board.dxf"]))
    assert not doc.audit().has_errors
    lines = doc.modelspace().query('LWPOLYLINE[layer=="ENGRAVE"]')
    assert len(lines) == sum(len(p) for p in paths) and not any(line.closed for line in lines)
    labels = json.loads(files["board.json"].read_text())["labels"]
    assert {label["text"] for label in labels} >= {"RED", "START", "HOME", "Pegs and Jokers"}


@pytest.mark.parametrize(("players", "bed", "parts", "smallest"), [
    ("8", "445x279mm", 15, 4.0),
    # a common small laser bed: split for nesting (issue 28: 63 parts on 48 sheets; issue 38, the
    # nester holding each part's whole cut line: 54 on 49), where a seam runs only a short way
    # beside a tab and takes the smallest seam letters, 2.5 mm (before splitting for packing,
    # the board was refused)
    ("11", "300x200mm", 54, 2.5),
])
@pytest.mark.slow
def test_split_parts_are_named_and_each_seam_marked_on_both_sides(players, bed, parts, smallest, tmp_path):
    files = write(tmp_path, "pegs-and-jokers", "--players", players, "--bed", bed, "--format", "json,svg")
    data = json.loads(files["board.json"].read_text())
    pieces = data["pieces"]
    names = [p["name"] for p in pieces]
    assert len(pieces) == parts and len(set(names)) == parts
    assert min(label["height"] for label in data["labels"] if "-" in label["text"] and "part" in label) == smallest
    outline = {p["name"]: p["outline"] for p in pieces}
    for label in data["labels"]:
        if "part" in label and label["text"] == label["part"]:
            assert inside(tuple(label["at"]), [tuple(q) for q in outline[label["part"]]])
    assert sorted(label["part"] for label in data["labels"] if label.get("part") == label["text"]) == sorted(names)
    seams = {(m["part"], m["neighbour"]): m["at"] for m in data["marks"] if m["kind"] == "seam"}
    pairs = {(p["name"], other) for p in pieces for other in p["neighbours"]}
    assert pairs and set(seams) == pairs  # every seam marked on both sides, and nowhere else
    for (a, b), at in seams.items():
        assert (b, a) in pairs and math.dist(at, seams[b, a]) < 12.0  # the pair faces across the seam
        assert inside(tuple(at), [tuple(q) for q in outline[a]])
    texts = {label["text"] for label in data["labels"] if "part" in label}
    assert all(f"{a}-{b}" in texts or f"{b}-{a}" in texts for a, b in pairs)  # Z-AA: not in text order
    assert len(files) == 1 + len({p["sheet"] for p in data["pieces"]})


@pytest.mark.slow  # a split board's every template
def test_each_sheets_template_ends_with_the_assembly_page(tmp_path):
    files = write(tmp_path, "pegs-and-jokers", "--players", "8", "--bed", "445x279mm", "--format", "pdf,json")
    names = [p["name"] for p in json.loads(files["board.json"].read_text())["pieces"]]
    sheet = files["board-sheet5.pdf"]
    subprocess.run([need("qpdf"), "--check", str(sheet)], check=True, capture_output=True)
    fonts = subprocess.run([need("pdffonts"), str(sheet)], check=True, capture_output=True, text=True).stdout
    assert all(line.split()[-5] == "yes" for line in fonts.splitlines()[2:])  # every font embedded
    pages = subprocess.run([need("pdftotext"), str(sheet), "-"], check=True, capture_output=True,
                           text=True).stdout.split("\f")
    pages = [p for p in pages if p.strip()]
    last = pages[-1]
    assert last.startswith("Assembly: 15 parts") and f"page {len(pages)} of {len(pages)}" in last
    assert sorted(re.findall(r"^([A-Z]{1,2})$", last, re.M)) == sorted(names)
    assert all("Assembly" not in page for page in pages[:-1])


def test_reference_square_is_engraved_and_recorded(tmp_path):
    files = write(tmp_path, "pegs-and-jokers", "--players", "4", "--reference", "50mm", "--format", "svg,dxf,json")
    data = json.loads(files["board.json"].read_text())
    (mark,) = [m for m in data["marks"] if m["kind"] == "reference"]
    assert mark["size"] == 50.0
    squares = [sub[0] for path in engrave_paths(files["board.svg"]) for sub in path if len(sub[0]) == 4]
    assert any(max(x for x, _ in s) - min(x for x, _ in s) == pytest.approx(50.0, abs=1e-3)
               and max(y for _, y in s) - min(y for _, y in s) == pytest.approx(50.0, abs=1e-3) for s in squares)
    doc = ezdxf.readfile(str(files["board.dxf"]))
    quads = [line for line in doc.modelspace().query('LWPOLYLINE[layer=="ENGRAVE"]') if len(line) == 4]
    assert any(math.isclose(math.dist(q[0][:2], q[1][:2]), 50.0, abs_tol=1e-3) for q in quads)
    centre = mark["at"]
    holes = [p for seat in data["seats"] for p in seat_holes(seat)] + data["track"]
    assert min(math.dist(centre, h) for h in holes) > 25 * math.sqrt(2)


@pytest.mark.parametrize(("args", "flag"), [
    (["--reference", "400mm"], "--reference"),
    (["--reference", "2mm"], "--reference"),
    (["--font", "gothic"], "--font"),
    (["--marks", "stars"], "--marks"),
    (["--title", "x" * 300], "--title"),
])
def test_bad_engraving_options_are_one_line_and_write_nothing(args, flag, tmp_path):
    out = tmp_path / "out"
    result = runner.invoke(app, ["board", "pegs-and-jokers", *args, "--out", str(out)], env={"COLUMNS": "250"})
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert flag in line and "Traceback" not in result.output
    assert not out.exists() or not list(out.iterdir())


@pytest.mark.parametrize("raw", [{"players": "4", "reference": "50mm"},
                                 pytest.param({"players": "6", "margin": "100mm"}, marks=pytest.mark.slow),
                                 pytest.param({"players": "8", "reference": "80mm"}, marks=pytest.mark.slow)])
def test_reference_square_goes_where_trying_every_place_at_once_put_it(raw):
    """The bounded search (each hole marks its own places, free places tried outward in bands)
    picks the place the first version did by testing every grid place against every hole."""
    import numpy as np

    from boardgen.job import make_board
    from boardgen.layout.clear_place import STEP
    from boardgen.layout.reference import ROOM, _clear_centre
    from boardgen.geometry.vec import bounding_circle

    board, side, web, edge = make_board("pegs-and-jokers", raw).board, 40.0, 3.0, 5.0
    index = max(range(len(board.pieces)), key=lambda i: len(board.pieces[i].holes))
    piece = board.pieces[index]
    x0, y0, x1, y1 = piece.outline.bounds()
    reach = side / math.sqrt(2)
    discs = np.array([(*h.center, h.diameter / 2 + web + reach) for h in piece.holes]
                     + [(*c, r + ROOM + reach) for c, r in (bounding_circle(e.points) for e in piece.engraving)])
    spots = np.array([(x, y) for x in np.arange(x0, x1, STEP) for y in np.arange(y0, y1, STEP)])
    spots = spots[np.all(np.hypot(spots[:, None, 0] - discs[None, :, 0], spots[:, None, 1] - discs[None, :, 1])
                         >= discs[None, :, 2], axis=1)]
    middle = ((x0 + x1) / 2, (y0 + y1) / 2)
    expected = next((float(x), float(y)) for x, y in sorted(map(tuple, spots), key=lambda p: (math.dist(p, middle), p))
                    if piece.outline.contains((float(x), float(y)))
                    and piece.outline.edge_distance((float(x), float(y))) >= reach + edge)
    assert _clear_centre(board, index, side, web, edge) == expected
