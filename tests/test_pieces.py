"""``boardgen pieces``: printed pawns fit the board's holes by the preset's clearance, are
closed solids PrusaSlicer slices with no repairs, one coloured object a seat in the 3MF, as many
as the description counts; laser pieces' slots are the stock plus the joint clearance measured
in the DXF; bad input is one line naming the option, exit 2, nothing written."""

from __future__ import annotations

import json
import math
import re
import subprocess
import sys
import zipfile
from importlib import resources
from pathlib import Path
from xml.etree import ElementTree

import ezdxf
import numpy as np
import pytest
import trimesh

from boardgen.games.race.description.board_keys import read_board
from boardgen.games.race.description.library import shipped
from boardgen.geometry.pawn import TIP
from boardgen.writers.paper.palette import PALETTES
from tests.support.tools import need, sliced

CORE = "{http://schemas.microsoft.com/3dmanufacturing/core/2015/02}"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "boardgen", *args], capture_output=True, text=True)


def pieces_a_seat(game: str) -> int:
    """The description's own count, read apart from the board the command reads."""
    if game in ("pegs-and-jokers", "fast-track"):
        package = game.replace("-", "_")
        return read_board(resources.files(f"boardgen.games.{package}").joinpath("board.toml")).pieces
    return shipped(game).pieces


def start_hole(folder: Path, game: str, *options: str) -> float:
    """The holes' diameter in the manifest ``boardgen board`` writes with the same options."""
    done = run("board", game, *options, "--format", "json", "--out", str(folder))
    assert done.returncode == 0, done.stderr
    (manifest,) = folder.glob("*.json")
    return float(json.loads(manifest.read_text())["hole_diameter"])


@pytest.fixture(scope="module")
def ludo_pla(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ludo")
    done = run("pieces", "ludo", "--players", "6", "--material", "pla", "--out", str(out))
    assert done.returncode == 0, done.stderr
    return out


def test_one_coloured_object_a_seat_holding_the_described_pieces(ludo_pla: Path) -> None:
    (model_file,) = ludo_pla.glob("*.3mf")
    with zipfile.ZipFile(model_file) as archive:
        root = ElementTree.fromstring(archive.read("3D/3dmodel.model"))
    colours = [b.get("displaycolor") for b in root.iter(f"{CORE}base")]
    objects = list(root.iter(f"{CORE}object"))
    six = ["red", "blue", "green", "yellow", "purple", "orange"]
    assert sorted(o.get("name") for o in objects) == sorted(f"{c} pieces" for c in six)
    palette = PALETTES["game"]
    for obj in objects:
        seat = obj.get("name").split()[0]
        assert colours[int(obj.get("pindex"))].upper() == palette[seat].upper() + "FF"
        vertices = np.array([[float(v.get(k)) for k in "xyz"] for v in obj.iter(f"{CORE}vertex")])
        faces = np.array([[int(t.get(k)) for k in ("v1", "v2", "v3")] for t in obj.iter(f"{CORE}triangle")])
        solid = trimesh.Trimesh(vertices, faces, process=True)
        assert solid.is_watertight and solid.is_volume
        assert len(solid.split(only_watertight=True)) == pieces_a_seat("ludo")


@pytest.mark.parametrize(("game", "material"), [("ludo", "pla"), ("tock", "petg"), ("pegs-and-jokers", "pla")])
def test_shank_or_foot_is_the_hole_less_the_preset_clearance(tmp_path: Path, game: str, material: str) -> None:
    """Measured on each STL's every pawn: the plug's vertices between its tip chamfer and the
    flare all lie on a circle whose diameter is the board's start hole less the clearance."""
    clearance = {"pla": 0.2, "petg": 0.3}[material]
    hole = start_hole(tmp_path / "board", game, "--material", material)
    done = run("pieces", game, "--material", material, "--format", "stl", "--out", str(tmp_path / "pieces"))
    assert done.returncode == 0, done.stderr
    stls = sorted((tmp_path / "pieces").glob("*.stl"))
    assert len(stls) == 4
    for path in stls:
        pawns = trimesh.load(path).split(only_watertight=True)
        assert len(pawns) == pieces_a_seat(game)
        for pawn in pawns:
            assert pawn.is_watertight
            v = pawn.vertices
            plug = v[(v[:, 2] > TIP - 1e-3) & (v[:, 2] < TIP + 1.0)]  # the shank runs over 3 mm up from here
            centre = (v[:, :2].min(axis=0) + v[:, :2].max(axis=0)) / 2
            radii = np.linalg.norm(plug[:, :2] - centre, axis=1)
            assert len(radii) > 10
            assert abs(hole - 2 * radii.max() - clearance) <= 0.02
            assert abs(hole - 2 * radii.min() - clearance) <= 0.02


@pytest.mark.slow  # PrusaSlicer slicing
def test_prusa_slicer_slices_the_pieces_with_nothing_to_repair(ludo_pla: Path, tmp_path: Path) -> None:
    for path in [*ludo_pla.glob("*.3mf"), next(ludo_pla.glob("*-red.stl"))]:
        sliced(path, tmp_path / f"{path.stem}.gcode")


@pytest.mark.slow
def test_prusa_slicer_prints_each_seat_with_a_tool_of_its_own(ludo_pla: Path, tmp_path: Path) -> None:
    """Given six extruders, PrusaSlicer prints the six seats' objects each with its own tool,
    the same filament from each (the seats hold the same pawns)."""
    slicer = need("prusa-slicer")
    gcode = tmp_path / "pieces.gcode"
    (model_file,) = ludo_pla.glob("*.3mf")
    done = subprocess.run([slicer, "--export-gcode", "--loglevel", "2", "--nozzle-diameter", ",".join(["0.4"] * 6),
                           "-o", str(gcode), str(model_file)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    text = gcode.read_text()
    assert set(re.findall(r"^T(\d)$", text, re.M)) == {str(k) for k in range(6)}
    used = [float(v) for v in re.search(r"^; filament used \[cm3\] = (.*)$", text, re.M)[1].split(", ")]
    assert len(used) == 6 and max(used) - min(used) < 0.02 * max(used) and min(used) > 5.0


def slot_widths(dxf: Path, longer: float = 5.0) -> list[float]:
    """Each cut outline's slot (or a disc's peg): the one pair of edges longer than ``longer``,
    equal and opposite, and how far apart."""
    widths = []
    for outline in ezdxf.readfile(dxf).modelspace().query("LWPOLYLINE[layer=='CUT']"):
        points = np.array([p[:2] for p in outline.get_points()])
        edges = [(a, b) for a, b in zip(points, np.roll(points, -1, axis=0)) if np.linalg.norm(b - a) > longer]
        found = []
        for i, (a, b) in enumerate(edges):
            for c, d in edges[i + 1:]:
                u, w = (b - a) / np.linalg.norm(b - a), (d - c) / np.linalg.norm(d - c)
                if np.dot(u, w) < -1 + 1e-9 and abs(np.linalg.norm(b - a) - np.linalg.norm(d - c)) < 1e-6:
                    found.append(abs(u[0] * (c - a)[1] - u[1] * (c - a)[0]))
        assert len(found) == 1, found
        widths.append(found[0])
    return widths


@pytest.mark.parametrize(("kerf", "players"), [("0mm", "4"), ("", "6")])
def test_laser_slots_are_the_stock_and_the_joint_clearance(tmp_path: Path, kerf: str, players: str) -> None:
    """With no kerf the DXF draws the slot at stock plus clearance; with the preset's kerf the
    line runs half a kerf inside each edge, so the cut slot comes out at the same width."""
    options = ("--kerf", kerf) if kerf else ()
    done = run("pieces", "pegs-and-jokers", "--players", players, "--material", "3mm-birch-plywood", *options,
               "--bed", "600x400mm", "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    (dxf,) = tmp_path.glob("*.dxf")
    widths = slot_widths(dxf)
    assert len(widths) == 2 * 5 * int(players)
    cut_kerf = 0.0 if kerf else 0.15
    assert all(abs(w + cut_kerf - (3.0 + 0.1)) < 1e-3 for w in widths), widths
    assert "slotted 3.1 mm" in done.stdout
    assert {p.suffix for p in tmp_path.iterdir()} == {".svg", ".dxf", ".lbrn2"}


@pytest.mark.parametrize("kerf", ["0mm", ""])
def test_a_disc_pieces_peg_fits_the_hole_less_the_clearance_across_its_corners(tmp_path: Path, kerf: str) -> None:
    """The disc style's flat peg, measured in the DXF: as wide as lets a 3 mm thick peg's
    corners reach the 6.35 mm hole less 0.1 mm; with the preset's kerf the line runs half a
    kerf outside each edge, so the peg is cut at that width."""
    options = ("--kerf", kerf) if kerf else ()
    done = run("pieces", "ludo", "--material", "3mm-birch-plywood", "--piece-style", "disc", *options,
               "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    (dxf,) = tmp_path.glob("*.dxf")
    widths = slot_widths(dxf, 2.0)
    assert len(widths) == 16  # Ludo's 4 a seat, 4 seats: one disc each
    cut_kerf = 0.0 if kerf else 0.15
    assert all(abs(math.hypot(w - cut_kerf, 3.0) - (6.35 - 0.1)) < 1e-3 for w in widths), widths
    assert "a disc on a peg 5.48 mm wide and 3 mm long, its corners 6.25 mm across in the 6.35 mm holes" in done.stdout
    thick = run("pieces", "ludo", "--material", "3mm-birch-plywood", "--piece-style", "disc", "--stock", "6mm",
                "--out", str(tmp_path / "thick"))
    assert thick.returncode == 2 and thick.stderr.startswith("boardgen: --stock: at most 5.92 mm for a disc's peg")
    assert not (tmp_path / "thick").exists()


@pytest.mark.parametrize(("game", "bought"), [("pegs-and-jokers", "20 golf tees for the 4.8 mm holes"),
                                              ("fast-track", "16 16 mm marbles for the 12.7 mm seats")])
def test_the_summary_says_what_to_buy(tmp_path: Path, game: str, bought: str) -> None:
    done = run("pieces", game, "--material", "pla", "--format", "3mf", "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert f"to buy instead: {bought}, {pieces_a_seat(game)} in each of red, blue, green, yellow" in done.stdout


@pytest.mark.parametrize(("options", "named"), [
    (("--hole", "2mm", "--material", "pla"), "--hole"),
    (("--bed", "20x20mm", "--material", "pla"), "--bed"),
    (("--bed", "200x50mm", "--material", "pla"), "--bed"),
    (("--bed", "30x30mm", "--material", "3mm-birch-plywood"), "--bed"),
    (("--stock", "9mm", "--material", "3mm-birch-plywood"), "--stock"),
    (("--format", "gcode",), "--format"),
])
def test_bad_input_is_one_line_naming_the_option(tmp_path: Path, options: tuple[str, ...], named: str) -> None:
    done = run("pieces", "ludo", *options, "--out", str(tmp_path / "out"))
    assert done.returncode == 2
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"boardgen: {named}: "), line
    assert not (tmp_path / "out").exists()


def test_same_options_same_bytes(tmp_path: Path) -> None:
    for folder in ("a", "b"):
        done = run("pieces", "mensch", "--format", "3mf,stl,svg,dxf", "--stock", "3mm", "--out", str(tmp_path / folder))
        assert done.returncode == 0, done.stderr
    first = {p.name: p.read_bytes() for p in (tmp_path / "a").iterdir()}
    assert len(first) == 7 and first == {p.name: p.read_bytes() for p in (tmp_path / "b").iterdir()}


def test_a_print_with_no_clearance_says_it_is_a_press_fit(tmp_path: Path) -> None:
    done = run("pieces", "ludo", "--format", "stl", "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert "no --joint-clearance: the shank is the hole's size, a press fit" in done.stdout
    # no --stock with a 3D format: the board is the printable 4 mm plate, so its holes are 4 mm deep
    assert "a 6.35 mm shank 4 mm long in the 6.35 mm holes" in done.stdout


def test_solitaire_has_no_seats_to_make_pieces_for(tmp_path: Path) -> None:
    done = run("pieces", "triangle", "--out", str(tmp_path))
    assert done.returncode == 2 and done.stderr.startswith("boardgen: GAME: ")


def test_a_rerun_with_other_formats_or_sheets_leaves_only_its_own_files(tmp_path: Path) -> None:
    """The folder holds what the run lists: an earlier run's STLs, or its bed sheets, of the same
    stem go; another stem's files and a name no pieces run writes stay."""
    out = str(tmp_path)
    keep = ["mine.svg", "mine-pieces-notes.txt", "mine-piecesx.3mf", "other-pieces-red.stl"]
    for name in keep:
        (tmp_path / name).write_text("kept")
    assert run("pieces", "ludo", "--name", "mine", "--material", "pla", "--out", out).returncode == 0
    assert len(list(tmp_path.glob("mine-pieces-*.stl"))) == 4
    done = run("pieces", "ludo", "--name", "mine", "--material", "pla", "--format", "3mf", "--out", out)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("removed ") == 4 and "mine-pieces-red.stl (an earlier run's file" in done.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*keep, "mine-pieces.3mf"])

    laser = ("pieces", "ludo", "--name", "mine", "--material", "3mm-birch-plywood", "--out", out)
    assert run(*laser, "--bed", "150x150mm").returncode == 0
    sheets = sorted(p.name for p in tmp_path.glob("mine-pieces-sheet*"))
    assert len(sheets) == 6  # two sheets, SVG, DXF and LightBurn each
    done = run(*laser, "--format", "svg")
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*keep, "mine-pieces.svg"])
