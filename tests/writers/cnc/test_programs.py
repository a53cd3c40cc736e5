"""Programs a machinist can trust, read back: the modal safety line first, safe Z before any
move in X or Y, the spindle started and given its dwell, each tool change at safe Z with the
spindle stopped, the end at safe Z with the spindle off and parked at ``--park``, every XY
rapid at the height the header states; one program per bit; the chip load and its warning;
refusals of the new options."""

from __future__ import annotations

import re
import subprocess

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.design import tag
from boardgen.errors import ParameterError
from boardgen.job import Made
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files, reports
from boardgen.options import parse_all
from boardgen.writers.cnc.gcode import SAFETY, WRITER

from tests.support.boards import board, raw_options
from tests.support.tools import need
from tests.support.gcode_check import GRBL_G, grbl_problems, rs274_moves, run_program

SAFE, R_PLANE = 5.0, 2.0


def programs(made: Made, **raw: object) -> dict[str, str]:
    settings = output_settings(parse_all(OUTPUT_OPTIONS, raw_options(**raw)))
    return {name: data.decode() for name, data in render_files(made.board, ("gcode",), settings).items()}


def summary(made: Made, **raw: object) -> list[str]:
    return reports(made.board, ("gcode",), output_settings(parse_all(OUTPUT_OPTIONS, raw_options(**raw))))


def code(text: str) -> list[str]:
    return [line for line in text.splitlines() if not line.startswith("(")]


def assert_trusted(text: str, park: tuple[float, float] | None = (0.0, 0.0)) -> None:
    """The whole program's hygiene, from its own lines and the moves the reader makes of them:
    where the bit is at each spindle, dwell, tool and end command, and what moves between."""
    lines = code(text)
    assert lines[0] == SAFETY and lines[1] == f"G0 Z{SAFE:g}"
    moves = run_program(text)
    spinning = started = False
    done = low = 0
    for k, line in enumerate(lines):
        if not re.search(r"\b(M\d+|G4)\b", line):
            continue
        so_far = len(run_program("\n".join(lines[:k])))
        between, done = moves[done:so_far], so_far
        here = between[-1].end if between else (moves[done - 1].end if done else (0.0, 0.0, 0.0))
        for move in between:
            xy = move.start[:2] != move.end[:2]
            if not spinning:  # before the spindle starts: up to safe Z; after it stops: the park
                assert move.rapid and (not xy or move.start[2] == move.end[2] == SAFE), f"{move} before {line}"
                assert started or not xy, f"a move in X or Y before the spindle first starts: {move}"
                assert xy or move.end[2] >= move.start[2], "down before the spindle turns"
            elif move.rapid and xy and min(move.start[2], move.end[2]) < SAFE - 1e-9:
                assert move.start[2] == move.end[2] == pytest.approx(R_PLANE), move
                low += 1
        if line.startswith("M3 "):
            assert here[2] == pytest.approx(SAFE) and not spinning and lines[k + 1].startswith("G4 P")
            spinning = started = True
        elif line in ("M5", "M30") or "M6" in line:
            assert here[2] == pytest.approx(SAFE), f"{line} below safe Z"
            assert spinning == (line == "M5"), f"{line} with the spindle {'turning' if spinning else 'stopped'}"
            spinning = False
            if line == "M5" and park is not None:
                after = lines[k + 1:]
                assert f"G0 X{park[0]:g} Y{park[1]:g}" in after[:1] or moves[done - 1].end[:2] == park
    assert lines[-1] == "M30" and moves[-1].end[2] == pytest.approx(SAFE)
    if park is not None:
        assert moves[-1].end[:2] == pytest.approx(park)
    assert low == sum(map(int, re.findall(r"; (\d+) XY rapids at it", text))), "XY rapids below safe Z unowned"
    assert f"safe Z{SAFE:g}: every XY rapid" in text and f"R plane Z{R_PLANE:g}: rapids down stop there" in text


JOB = {"players": 4, "piece": "marble"}
MARBLES = "pegs-and-jokers-4p-" + tag([("piece", "marble")])
"""The stem of JOB's files."""
"""Engraving, then pockets and profile with one end mill: two programs, the second two jobs."""


@pytest.mark.parametrize(("dialect", "change"), [("grbl", "files"), ("linuxcnc", "files"), ("linuxcnc", "m6")])
def test_every_program_starts_safe_and_ends_parked(dialect, change):
    files = programs(board(**JOB), cnc="engrave,pockets,profile", gcode_dialect=dialect, tool_change=change)
    assert len(files) == (1 if change == "m6" else 2)
    for text in files.values():
        assert_trusted(text)
        if dialect == "grbl":
            assert grbl_problems(text) == []
    assert set(SAFETY.replace("G", "").split()) and all(float(g) in GRBL_G for g in SAFETY.replace("G", "").split())


def test_linuxcnc_runs_the_programs_with_the_safety_line_park_and_tool_changes(tmp_path):
    rs274 = need("rs274")
    table = tmp_path / "tool.tbl"
    table.write_text("T1 P1 D0.5 Z0\nT2 P2 D6.35 Z0\n")
    made = board(**JOB)
    for change in ("files", "m6"):
        for name, text in programs(made, cnc="engrave,pockets,profile", gcode_dialect="linuxcnc",
                                   tool_change=change, park="0,300mm").items():
            path = tmp_path / name
            path.write_text(text)
            result = subprocess.run([rs274, "-g", "-t", str(table), str(path)], capture_output=True, text=True,
                                    timeout=120)
            assert result.returncode == 0, (name, result.stderr[-2000:])
            assert "PROGRAM_END()" in result.stdout
            assert result.stdout.count("CHANGE_TOOL(") == (2 if change == "m6" else 0)
            assert rs274_moves(result.stdout)[-1].end == pytest.approx((0.0, 300.0, SAFE))
            assert_trusted(text, park=(0.0, 300.0))


@pytest.mark.parametrize(("park", "where"), [("none", None), ("25.4,1in", (25.4, 25.4)), ("-10,0", (-10.0, 0.0))])
def test_park_leaves_the_bit_where_asked(park, where):
    (text,) = programs(board(players=4), cnc="profile", park=park).values()
    assert_trusted(text, park=where)
    last = run_program(text)[-1]
    if where is None:
        assert code(text)[-2:] == ["M5", "M30"] and last.end[:2] != (0.0, 0.0)
        assert "left over the last cut" in text
    else:
        assert f"parked at X{where[0]:g} Y{where[1]:g}" in text


def test_pockets_and_profile_with_one_bit_are_one_program():
    """No bit change between them: one spindle start, the seats then the parts; a profile bit
    of another size makes two programs and one bit change."""
    made = board(**JOB)
    files = programs(made, cnc="holes,pockets,profile")
    (name,) = files
    assert name == MARBLES + "-1-pocket-profile-6.35mm.nc"
    text = files[name]
    assert code(text).count("M3 S10000") == 1 and "M0" not in code(text)
    assert "112 seats" in text and "1 part cut outside the outline" in text
    lines = summary(made, cnc="holes,pockets,profile")
    assert lines[1].startswith(f"  1. {name}: end mill 6.35 mm, 112 seats; 1 part in 7 passes")
    assert lines[2].endswith("one bit throughout")
    two = summary(made, cnc="holes,pockets,profile", profile_bit="3mm", flute_length="22mm")
    assert "2 programs, one per bit" in two[0] and two[3].endswith("plus 1 bit change")
    assert list(programs(made, profile_bit="3mm", flute_length="22mm")) == [MARBLES + "-1-pocket-6.35mm.nc",
                                                       MARBLES + "-2-profile-3mm.nc"]


def test_a_rerun_removes_the_separate_pocket_and_profile_programs_of_an_earlier_run(tmp_path):
    """The writer's names, merged ones included, are its own: a stem's stale files go."""
    stem = MARBLES
    for old in ("-1-pocket-6.35mm.nc", "-2-profile-6.35mm.nc", "-3-pocket-profile-6.35mm.nc"):
        assert WRITER.may_write(stem, stem + old)
        (tmp_path / (stem + old)).write_text("old")
    assert not WRITER.may_write(stem, stem + "-notes.nc")
    result = CliRunner().invoke(app, ["board", "pegs-and-jokers", "--piece", "marble", "--format", "gcode",
                                      "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{stem}-1-pocket-profile-6.35mm.nc"]


def test_chip_load_is_printed_and_warned_outside_what_wood_wants():
    made = board(players=4)
    default = programs(made)
    assert all("at S10000 with 2 flutes" in text and "WARNING" not in text for text in default.values())
    (profile,) = [text for name, text in default.items() if "-profile-" in name]
    assert "cutting F1500 0.075 mm, plunge F300 0.015 mm" in profile
    (drill,) = [text for name, text in default.items() if "-drill-" in name]
    assert "cutting F" not in drill  # pecks only: the plunge's chip, for the record
    for raw, word in (({"feed": "800mm", "spindle": "12000"}, "under"),
                      ({"feed": "3000mm", "spindle": "6000", "flutes": "1"}, "over")):
        texts = programs(made, **raw)
        (warning,) = {line for line in summary(made, **raw) if "WARNING" in line}
        assert f" {word} the 0.05-0.25 mm wood wants" in warning
        assert all(flag in warning for flag in ("--feed", "--spindle", "--flutes"))
        assert [name for name, text in texts.items() if warning.strip() in text] == [
            name for name in texts if "-profile-" in name]


@pytest.mark.parametrize(("flag", "value", "allowed"), [
    ("--flutes", "0", "from 1 to 12"), ("--flutes", "two", "a whole number"),
    ("--z-rapid", "0", "from 10 mm"), ("--accel", "1", "from 10 to 100000"),
    ("--park", "10", "origin [X0 Y0], none, or X,Y"), ("--park", "a,b", "origin [X0 Y0], none, or X,Y"),
    ("--park", "20000,0", "within 10000 mm of X0 Y0"),
])
def test_bad_machine_options_are_refused_in_one_line_writing_nothing(tmp_path, flag, value, allowed):
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["board", "pegs-and-jokers", "--format", "gcode", flag, value,
                                      "--out", str(out)])
    assert result.exit_code == 2
    line = result.stderr.strip()
    assert "\n" not in line and line.startswith(f"boardgen: {flag}: ") and allowed.replace("[", "(").replace("]", ")") in line
    assert not out.exists() or not list(out.iterdir())
    with pytest.raises(ParameterError):
        output_settings(parse_all(OUTPUT_OPTIONS, {flag[2:]: value}))
