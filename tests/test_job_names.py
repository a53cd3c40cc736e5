"""Names that tell jobs apart (issue 25): a run with another zero, depth, stock, material or
dialect writes files of its own name instead of silently replacing a job's programs, and an
option that changes nothing on this board is left out of the name and said to be unused."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app


def run(tmp_path, *args: str):
    result = CliRunner().invoke(app, ["board", *args, "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    return result


@pytest.mark.parametrize(("args", "word"), [
    (["--stock", "12mm"], "stock12mm"),
    (["--origin", "centre"], "origin-centre"),
    (["--breakthrough", "1mm"], "breakthrough1mm"),
    (["--material", "19mm-pine"], "material-19mm-pine"),
    (["--gcode-dialect", "linuxcnc"], "gcode-dialect-linuxcnc"),
])
def test_a_job_that_cuts_elsewhere_or_deeper_keeps_its_own_files(tmp_path, args, word):
    base = ["pegs-and-jokers", "--players", "4", "--format", "gcode,json"]
    run(tmp_path, *base)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    run(tmp_path, *base, *args)
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert all(after[name] == data for name, data in before.items()), "the first job's files were replaced"
    new = sorted(set(after) - set(before))
    assert new and all(name.startswith("pegs-and-jokers-4p-") and word in name for name in new), new


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
    assert any("-router6mm-sheet1" in p.name for p in tmp_path.iterdir())
