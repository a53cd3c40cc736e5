"""The command-line contract of ``boardgen board pegs-and-jokers``: files, summary, help,
refusals (one line, exit 2, nothing written) and byte-identical output."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.registry import game
from boardgen.output import OUTPUT_OPTIONS

FORMATS = ("svg", "dxf", "pdf", "json")
runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, ["board", "pegs-and-jokers", *args], env={"COLUMNS": "250", "NO_COLOR": "1"})


def test_default_run_writes_four_files_and_a_summary(tmp_path):
    out = tmp_path / "out"
    result = run("--players", "6", "--out", str(out))
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == sorted(f"pegs-and-jokers-6p.{ext}" for ext in FORMATS)
    assert all((out / f"pegs-and-jokers-6p.{ext}").stat().st_size > 1000 for ext in FORMATS)
    assert (out / "pegs-and-jokers-6p.pdf").read_bytes().startswith(b"%PDF")
    lines = result.stdout.splitlines()
    first = lines[0]
    assert "168 holes" in first and "golf tees" in first
    assert re.search(r"\d+(\.\d+)? mm .* x \d+(\.\d+)? mm", first)
    assert "1 piece" in first
    for ext in FORMATS:
        assert any(str(out / f"pegs-and-jokers-6p.{ext}") in line for line in lines)
    assert not [p for p in out.iterdir() if p.name.startswith(".")]  # no temporary files left


def test_sections_summary_says_how_they_join(tmp_path):
    result = run("--players", "8", "--style", "sections", "--format", "json", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert "8 pieces" in result.stdout.splitlines()[0]
    assert "seam" in result.stdout
    assert [p.name for p in tmp_path.iterdir()] == ["pegs-and-jokers-8p-sections.json"]


def test_format_selects_the_files(tmp_path):
    result = run("--players", "4", "--format", "svg,json", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pegs-and-jokers-4p.json", "pegs-and-jokers-4p.svg"]


def test_help_lists_every_option_with_unit_and_default():
    top = runner.invoke(app, ["--help"], env={"COLUMNS": "250"})
    assert top.exit_code == 0 and "board" in top.stdout
    result = runner.invoke(app, ["board", "pegs-and-jokers", "--help"], env={"COLUMNS": "250", "NO_COLOR": "1"})
    assert result.exit_code == 0
    text = " ".join(result.stdout.split())
    for option in (*game("pegs-and-jokers").options, *OUTPUT_OPTIONS):
        assert option.flag in text, option.flag
        if option.default:  # an option with none says what empty means in its own words instead
            assert f"Default: {option.default}." in text, option.flag
        for choice in option.choices:
            assert choice in text, (option.flag, choice)
        if option.kind == "length":
            assert re.search(re.escape(option.flag) + r" .*?(mm|in)", text)
    board_help = runner.invoke(app, ["board", "--help"], env={"COLUMNS": "250"})
    assert board_help.exit_code == 0 and "pegs-and-jokers" in board_help.stdout


BAD = [
    (["--players", "2"], "--players"),
    (["--players", "13"], "--players"),
    (["--players", "six"], "--players"),
    (["--pitch", "-1in"], "--pitch"),
    (["--pitch", ""], "--pitch"),
    (["--hole", "30mm"], "--hole"),
    (["--hole", "1.1in"], "--hole"),
    (["--pitch", "1furlong"], "--pitch"),
    (["--margin", "2ft"], "--margin"),
    (["--format", "svg,bmp"], "--format"),
    (["--format", ""], "--format"),
    (["--style", "round"], "--style"),
    (["--piece", "meeple"], "--piece"),
    (["--paper", "b5"], "--paper"),
    (["--dxf-version", "R14"], "--dxf-version"),
    (["--bed", "600"], "--bed"),
    (["--kerf", "9mm"], "--kerf"),
]


@pytest.mark.parametrize(("args", "flag"), BAD)
def test_bad_input_is_one_line_exit_2_and_no_files(args, flag, tmp_path):
    out = tmp_path / "out"
    result = run(*args, "--out", str(out))
    assert result.exit_code == 2, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert flag in lines[0]
    assert "Traceback" not in result.output and "Error" not in result.stderr
    assert result.stdout == ""
    assert not out.exists()


def test_unwritable_out_is_refused(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    for out in (blocker / "sub", blocker):
        result = run("--players", "4", "--out", str(out))
        assert result.exit_code == 2, result.output
        (line,) = result.stderr.splitlines()
        assert "--out" in line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]
    assert blocker.read_text() == "not a folder"


def test_a_refused_board_names_each_broken_rule_and_writes_nothing(tmp_path):
    result = run("--players", "6", "--bed", "600x300mm", "--split", "none", "--margin", "1mm",
                 "--out", str(tmp_path / "o"))
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert len(lines) == 2
    assert any("bed" in line for line in lines) and any("edge" in line for line in lines)
    assert not (tmp_path / "o").exists()


def test_same_parameters_same_bytes(tmp_path):
    args = ["--players", "5", "--kerf", "0.2mm", "--pitch", "0.9in"]
    for folder in ("a", "b"):
        result = run(*args, "--out", str(tmp_path / folder))
        assert result.exit_code == 0, result.output
    names = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert len(names) == 4 and names == sorted(p.name for p in (tmp_path / "b").iterdir())
    for name in names:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name


def test_the_installed_script_end_to_end(tmp_path):
    """The real ``boardgen`` script, twice in fresh processes (different hash seeds): same bytes."""
    script = shutil.which("boardgen") or str(Path(sys.executable).with_name("boardgen"))
    if not Path(script).exists():
        pytest.fail("the boardgen script is not installed: pip install -e .")
    outputs = []
    for seed in ("1", "2"):
        work = tmp_path / seed
        work.mkdir()
        env = {**os.environ, "PYTHONHASHSEED": seed}
        result = subprocess.run([script, "board", "pegs-and-jokers", "--players", "6"], cwd=work, env=env,
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
        out = work / "output"
        assert sorted(p.name for p in out.iterdir()) == sorted(f"pegs-and-jokers-6p.{ext}" for ext in FORMATS)
        assert "168 holes" in result.stdout.splitlines()[0]
        outputs.append({p.name: p.read_bytes() for p in out.iterdir()})
    assert outputs[0] == outputs[1]
    bad = subprocess.run([script, "board", "pegs-and-jokers", "--players", "13"], cwd=tmp_path / "1",
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2
    assert bad.stderr.count("\n") == 1 and "--players" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.parametrize("name", ["triangle", "solitaire"])
def test_solitaire_boards_refuse_marks_they_have_no_holes_for(name, tmp_path):
    """No hole of a solitaire board is special, so --marks would change nothing: refused, not ignored."""
    out = tmp_path / "out"
    result = subprocess.run([sys.executable, "-m", "boardgen", "board", name, "--marks", "rings", "--out", str(out)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2, result.stderr
    (line,) = result.stderr.splitlines()
    assert "--marks: not an option" in line
    assert not out.exists()
    assert "--marks" not in " ".join(runner.invoke(app, ["board", name, "--help"], env={"COLUMNS": "250"}).stdout.split())
