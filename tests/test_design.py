"""One design, one name: file stems that tell designs apart, reruns that leave no file of an
earlier design under the same stem, and every file carrying the parameters and command line
that made it, read back with the real readers."""

from __future__ import annotations

import json
import shlex
import subprocess

import ezdxf
from ezdxf import comments
import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.design import tag
from tests.support.png import ink
from tests.support.tools import dtd_errors, librecad_ink, need
from tests.support.gcode_check import grbl_problems, run_program


def run(*args: str):
    return CliRunner().invoke(app, list(args))


STEM_8P = "pegs-and-jokers-8p-" + tag([("bed", "445x279mm")])
"""The eight-player board on a 445 x 279 mm bed: its settings but the game's own in the tag."""


def board(out, *args: str) -> list[str]:
    result = run("board", *args, "--out", str(out))
    assert result.exit_code == 0, result.output
    return sorted(p.name for p in out.iterdir())


@pytest.mark.parametrize(("args", "stem"), [
    ([], "pegs-and-jokers-4p"),
    (["--players", "6"], "pegs-and-jokers-6p"),
    (["--pitch", "25.4mm", "--piece", "golf-tee"], "pegs-and-jokers-4p"),  # the defaults, spelled out
    (["--pitch", "1.25in"], "pegs-and-jokers-4p-" + tag([("pitch", "31.75mm")])),
    (["--piece", "marble", "--pitch", "1.25in"], "pegs-and-jokers-4p-" + tag([("piece", "marble"), ("pitch", "31.75mm")])),
    (["--players", "8", "--style", "sections", "--bed", "600x300mm", "--kerf", "0.15mm"],
     "pegs-and-jokers-8p-sections-" + tag([("bed", "600x300mm"), ("kerf", "0.15mm")])),
    (["--players", "6", "--name", "kitchen-table"], "kitchen-table"),
])
def test_the_stem_is_short_for_the_defaults_and_names_what_differs(tmp_path, args, stem):
    names = board(tmp_path, "pegs-and-jokers", *args, "--format", "json")
    assert names == [f"{stem}.json"]
    assert json.loads((tmp_path / names[0]).read_text())["design"]["files"] == names


def test_the_readme_sequence_leaves_two_designs_under_two_names(tmp_path):
    """The issue's trap: a 1.25 in board's SVG beside a 1 in board's G-code under one name."""
    first = board(tmp_path, "pegs-and-jokers", "--piece", "marble", "--pitch", "1.25in", "--format", "svg,json")
    second = board(tmp_path, "pegs-and-jokers", "--piece", "marble", "--format", "gcode,json")
    assert not set(first) & {n for n in second if n not in first} and len(second) == 4  # pocket-profile, json
    for name in second:
        if name.endswith(".json"):
            design = json.loads((tmp_path / name).read_text())["design"]
            pitch = design["parameters"]["pitch"]
            stem = name.removesuffix(".json")
            assert stem == "pegs-and-jokers-4p-" + tag([("piece", "marble"), *([("pitch", "31.75mm")] if pitch == "1.25in"
                                                                              else [])])
            assert sorted(design["files"]) == sorted(n for n in second if n.startswith((stem + ".", stem + "-")))


@pytest.mark.slow
def test_a_rerun_replaces_every_file_of_its_stem_and_touches_nothing_else(tmp_path):
    mine = {"big.txt": b"my notes", "big-notes.svg": b"<svg/>", "bigger.svg": b"<svg/>", "other.json": b"{}"}
    for name, data in mine.items():
        (tmp_path / name).write_bytes(data)
    split = board(tmp_path, "pegs-and-jokers", "--players", "8", "--bed", "445x279mm", "--name", "big")
    sheets = [n for n in split if n.startswith("big-sheet")]
    assert len(sheets) > 10
    result = run("board", "pegs-and-jokers", "--players", "8", "--name", "big", "--format", "svg,json",
                 "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["big.svg", "big.json", *mine])
    assert all((tmp_path / name).read_bytes() == data for name, data in mine.items())
    assert result.output.count("removed ") == len(sheets)  # every sheet's SVG, DXF and template
    manifest = json.loads((tmp_path / "big.json").read_text())
    assert [p["sheet"] for p in manifest["pieces"]] == [1] and "split" not in manifest
    assert manifest["design"]["files"] == ["big.svg", "big.json"]
    # and back: the split run again removes the single board's SVG
    again = board(tmp_path, "pegs-and-jokers", "--players", "8", "--bed", "445x279mm", "--name", "big")
    assert again == split


def test_a_rerun_in_other_formats_keeps_the_designs_other_files(tmp_path):
    """A stem made from the design names that design only: its files in other formats still
    hold, and an SVG to look at (--stroke) gets a name of its own beside the cut file."""
    first = board(tmp_path, "triangle", "--bed", "150x100mm", "--rows", "8")
    kept = {n: (tmp_path / n).read_bytes() for n in first if not n.endswith(".json")}
    assert board(tmp_path, "triangle", "--bed", "150x100mm", "--rows", "8", "--format", "json") == first
    viewed = board(tmp_path, "triangle", "--bed", "150x100mm", "--rows", "8", "--format", "svg", "--stroke", "0.3mm")
    added = sorted(set(viewed) - set(first))
    stem = "triangle-8rows-" + tag([("bed", "150x100mm"), ("stroke", "0.3mm")])
    assert added and all(n.startswith(stem + "-sheet") for n in added)
    assert {n: (tmp_path / n).read_bytes() for n in kept} == kept


@pytest.mark.parametrize("name", ["../up", "-dash", "a b", "big-sheet2"])
def test_a_bad_name_is_one_line_exit_2_and_nothing_written(tmp_path, name):
    result = run("board", "pegs-and-jokers", "--name", name, "--out", str(tmp_path / "out"))
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and result.output.startswith("boardgen: --name:")
    assert not (tmp_path / "out").exists()


def test_every_file_carries_the_design_and_its_command_makes_the_same_files(tmp_path):
    args = ["pegs-and-jokers", "--players", "5", "--pitch", "0.9in", "--kerf", "0.2mm",
            "--format", "svg,dxf,json,gcode,pdf", "--stock", "18mm"]
    names = board(tmp_path / "a", *args)
    stem = "pegs-and-jokers-5p-" + tag([("kerf", "0.2mm"), ("pitch", "22.86mm"), ("stock", "18mm")])
    design = json.loads((tmp_path / "a" / f"{stem}.json").read_text())["design"]
    # --format and --out choose which files and where, not what they hold: the files list shows them
    assert design["command"] == "boardgen board pegs-and-jokers --players 5 --pitch 0.9in --kerf 0.2mm --stock 18mm"
    assert sorted(design["files"]) == names
    assert design["parameters"]["pitch"] == "0.9in" and design["parameters"]["stock"] == "18mm"
    assert set(design["parameters"]) >= {"players", "piece", "kerf", "paper", "colors", "gcode-dialect"}
    parameters = "parameters: " + " ".join(f"{k}={v}" for k, v in design["parameters"].items())

    svg = (tmp_path / "a" / f"{stem}.svg").read_bytes()
    assert dtd_errors(svg, tmp_path) == ""
    assert f"made by: {design['command']}\n{parameters}</desc>" in svg.decode()

    dxf_path = tmp_path / "a" / f"{stem}.dxf"
    doc = ezdxf.readfile(dxf_path)
    assert not doc.audit().has_errors
    assert [tag.value for tag in comments.from_file(str(dxf_path))] == [f"made by: {design['command']}", parameters]
    assert librecad_ink(dxf_path.read_bytes(), tmp_path) > 0

    (gcode,) = [p.read_text() for p in (tmp_path / "a").glob(f"{stem}-1-*.nc")]
    assert grbl_problems(gcode) == [] and run_program(gcode)
    header = " ".join(line[1:-1] for line in gcode.splitlines() if line.startswith("("))
    assert design["command"] in header and parameters in header

    replay = shlex.split(design["command"])[1:] + ["--format", "svg,dxf,json,gcode,pdf", "--out", str(tmp_path / "b")]
    assert run(*replay).exit_code == 0
    assert {n: (tmp_path / "b" / n).read_bytes() for n in names} == {n: (tmp_path / "a" / n).read_bytes()
                                                                     for n in names}


@pytest.mark.slow  # a split job
def test_no_drilling_template_for_a_sheet_without_holes(tmp_path):
    need("pdftotext")
    result = run("board", "pegs-and-jokers", "--players", "8", "--bed", "445x279mm", "--format", "svg,pdf,json",
                 "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in tmp_path.iterdir())
    manifest = json.loads((tmp_path / f"{STEM_8P}.json").read_text())
    sheets = {p["sheet"] for p in manifest["pieces"]}
    holed = {p["sheet"] for p in manifest["pieces"] if p["holes"]}
    assert holed < sheets  # the case of the issue: some sheets hold only blank panels
    assert sorted(n for n in names if n.endswith(".svg")) == sorted(
        f"{STEM_8P}-sheet{k}.svg" for k in sheets)
    assert sorted(n for n in names if n.endswith(".pdf")) == sorted(
        f"{STEM_8P}-sheet{k}.pdf" for k in holed)
    for k in holed:
        text = subprocess.run(["pdftotext", str(tmp_path / f"{STEM_8P}-sheet{k}.pdf"), "-"],
                              capture_output=True, text=True, check=True, timeout=60).stdout
        assert "Holes: none" not in text
    blank = sorted(sheets - holed)
    said = f"sheets {', '.join(map(str, blank[:-1]))} and {blank[-1]} have no holes: no .pdf for them"
    assert said in result.output  # the summary explains the gaps in the PDFs' sheet numbers


def test_stroke_makes_the_svg_visible_and_keeps_the_hairline_default(tmp_path):
    rsvg = need("rsvg-convert")
    drawn = {}
    for stroke in ("", "0.5mm"):
        out = tmp_path / (stroke or "hairline")
        args = ["triangle", "--format", "svg"] + (["--stroke", stroke] if stroke else [])
        (name,) = board(out, *args)
        svg = (out / name).read_bytes()
        assert dtd_errors(svg, tmp_path) == ""
        widths = {part.split(b'"')[0] for part in svg.split(b'stroke-width="')[1:]}
        assert widths == ({b"0.5"} if stroke else {b"0.01"})
        assert (b"<style" in svg) == (not stroke)  # the hairline's screen style; a given stroke is drawn as given
        png = subprocess.run([rsvg, "--width", "400", "--background-color", "white"], input=svg,
                             capture_output=True, check=True, timeout=60).stdout
        drawn[stroke] = sum(map(sum, ink(png)))
    assert drawn[""] > 50 and drawn["0.5mm"] > 50  # the hairline shows on screen through its style sheet


def test_a_bad_stroke_is_refused_in_one_line(tmp_path):
    result = run("board", "triangle", "--stroke", "9mm", "--out", str(tmp_path / "out"))
    assert result.exit_code == 2 and result.output.startswith("boardgen: --stroke:")
    assert not (tmp_path / "out").exists()
