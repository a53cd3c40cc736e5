"""Names that tell jobs apart (issues 25 and 40): a run with another zero, depth, stock, material,
dialect or any other setting that changes a file writes files of its own name instead of silently
replacing a job's files, under a short name (the game, players, material, a tag for the rest); an
option that changes nothing on this board is left out of the name and said to be unused."""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.design import WHICH_AND_WHERE


def run(tmp_path, *args: str):
    result = CliRunner().invoke(app, ["board", *args, "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    return result


@pytest.mark.parametrize(("args", "word"), [
    (["--stock", "12mm"], r"[0-9a-f]{6}"),
    (["--origin", "centre"], r"[0-9a-f]{6}"),
    (["--breakthrough", "1mm"], r"[0-9a-f]{6}"),
    (["--material", "19mm-pine"], r"19mm-pine-[0-9a-f]{6}"),
    (["--gcode-dialect", "linuxcnc"], r"[0-9a-f]{6}"),
])
def test_a_job_that_cuts_elsewhere_or_deeper_keeps_its_own_files(tmp_path, args, word):
    base = ["pegs-and-jokers", "--players", "4", "--format", "gcode,json"]
    run(tmp_path, *base)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    run(tmp_path, *base, *args)
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert all(after[name] == data for name, data in before.items()), "the first job's files were replaced"
    new = sorted(set(after) - set(before))
    assert new and all(re.match(f"pegs-and-jokers-4p-{word}[-.]", name) for name in new), new


def test_joint_clearance_on_a_board_without_joints_is_unused_and_not_in_the_name(tmp_path):
    result = run(tmp_path, "pegs-and-jokers", "--players", "4", "--format", "json", "--joint-clearance", "0.3mm")
    assert "--joint-clearance 0.3mm: no dovetail joints, so it changes nothing here" in result.stdout
    assert [p.name for p in tmp_path.iterdir()] == ["pegs-and-jokers-4p.json"]


def test_the_font_on_a_board_without_text_is_unused(tmp_path):
    result = run(tmp_path, "triangle", "--rows", "5", "--format", "json", "--font", "single-line")
    assert "--font single-line: no engraved text" in result.stdout
    assert [p.name for p in tmp_path.iterdir()] == ["triangle-5rows.json"]


def test_a_board_laid_out_for_the_router_is_named_so_and_its_laser_layout_is_kept(tmp_path):
    base = ["pegs-and-jokers", "--players", "6", "--style", "sections", "--bed", "600x300mm"]
    run(tmp_path, *base, "--format", "svg")
    run(tmp_path, *base, "--format", "gcode,svg")
    names = sorted(p.name for p in tmp_path.iterdir())
    laser = [n for n in names if n.endswith(".svg") and "-router-" not in n]
    router = [n for n in names if n.endswith(".svg") and "-router-" in n]
    assert laser and router, names
    assert len(router) > len(laser), "the router's wider spacing takes more sheets"
    run(tmp_path, *base, "--format", "gcode,svg", "--profile-bit", "6mm")
    assert any(re.search(r"-router6mm-[0-9a-f]{6}-sheet1\.", p.name) for p in tmp_path.iterdir())


GIVEN = {"text": {"title": "Ann", "colors": "cut=green", "cnc": "holes", "park": "none", "speed": "cut=10",
                  "power": "cut=50", "passes": "cut=2", "scale": "0.5", "material": "3mm-birch-plywood"},
         "size": {"bed": "300x300mm"}}
"""A value other than the default for each option whose kind gives no obvious one."""
UNNAMED = {*WHICH_AND_WHERE, "name", "materials", "laser"}
"""Options that choose which files go where (or the laser, which needs a material to change
anything): never in a name."""


def other_value(option) -> str:
    """Text for ``option`` that the command line takes and that differs from its default."""
    if option.kind in GIVEN:
        return GIVEN[option.kind][option.name]
    if option.kind == "choice":
        return next(c for c in option.choices if c != option.default)
    if option.kind == "int":
        value = int(option.default or option.minimum or 1) + 1
        return str(value if option.maximum is None or value <= option.maximum else value - 2)
    parsed = option.parse(option.default)
    if parsed is None:
        value = max(option.minimum or 0.0, 5.0)
        return f"{value if option.maximum is None else min(value, option.maximum)}mm"
    step = 0.1 if option.maximum is None or parsed + 0.1 <= option.maximum else -0.1
    return f"{round(parsed + step, 4)}mm"


def test_every_setting_that_changes_a_file_gets_a_name_of_its_own_and_the_same_settings_the_same():
    """Issue 40: names were up to 125 characters, yet --filaments and --palette were left out, so
    a colour 3MF replaced the plain one. Now each option that shapes a file, set to another value,
    names another design; the same settings, however written, name the same; names stay short."""
    from boardgen.games.registry import game
    from boardgen.job import all_options, assess

    g = game("triangle")
    # no text, joints, parts or bed; the machine shows as a router's word where it changes the layout
    unused = {"font", "joint-clearance", "assembly-marks", "nest-seconds", "machine"}
    names = {"": assess("triangle", {}).board.stem}
    for option in all_options(g):
        if option.name in UNNAMED | unused:
            continue
        raw = {option.name: other_value(option)}
        names[option.name] = assess("triangle", raw).board.stem
        assert assess("triangle", raw).board.stem == names[option.name]  # stable
    names["laser"] = assess("triangle", {"material": "3mm-birch-plywood", "laser": "diode"}).board.stem
    clashes = [n for n, stem in names.items() if list(names.values()).count(stem) > 1]
    assert not clashes, {n: names[n] for n in clashes}
    assert {"filaments", "palette", "colors", "cnc", "dxf-version", "paper"} <= set(names)
    assert max(map(len, names.values())) <= len("triangle-5rows-3mm-birch-plywood-123456")
    same = {assess("triangle", raw).board.stem for raw in (
        {"pitch": "1in", "kerf": "0.2mm"}, {"kerf": "0.20mm", "pitch": "25.4mm"}, {"kerf": "0.2mm"})}
    assert len(same) == 1  # the default given or not, a length in any unit: one design, one name


def test_the_name_says_the_game_players_and_material_and_a_short_tag(tmp_path):
    args = ["pegs-and-jokers", "--players", "6", "--kerf", "0.15mm", "--bed", "445x279mm", "--joint-clearance",
            "0.1mm", "--title", "Millers", "--stock", "3mm", "--material", "3mm-birch-plywood", "--format", "dxf,json"]
    run(tmp_path, *args)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert all(re.fullmatch(r"pegs-and-jokers-6p-3mm-birch-plywood-[0-9a-f]{6}(-sheet[0-9]+)?\.(dxf|json)", n)
               for n in names), names
    assert max(map(len, names)) < 60
    manifest = json.loads(next(p for p in tmp_path.iterdir() if p.suffix == ".json").read_text())
    recorded = dict(manifest["design"]["parameters"]) if isinstance(manifest["design"]["parameters"], list) \
        else manifest["design"]["parameters"]
    assert recorded["title"] == "Millers" and recorded["kerf"] == "0.15mm" and recorded["bed"] == "445x279mm"
