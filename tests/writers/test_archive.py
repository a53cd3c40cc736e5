"""``--format zip``: the job in one file, whose members are the very files the same command
writes loose, with a README.txt giving the run order the summary prints; reruns give the same
bytes."""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

import pytest

from boardgen.design import tag
from tests.support.cli_calls import invoke
from tests.support.paths import REPO

BOARD = ["board", "pegs-and-jokers", "--players", "4", "--bed", "500x400mm"]
"""A board split over a few bed sheets, so the G-code has programs for several sheets."""


def run(folder: Path, formats: str) -> tuple[dict[str, bytes], str]:
    """The files ``boardgen board`` writes for ``formats`` into ``folder``, and its stdout."""
    folder.mkdir()
    code, out, err = invoke([*BOARD, "--format", formats, "--out", str(folder)], folder)
    assert code == 0, err
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}, out


def members(data: bytes) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


@pytest.mark.slow
def test_the_zip_holds_the_loose_files_byte_for_byte_and_reruns_alike(tmp_path: Path) -> None:
    zipped, out = run(tmp_path / "zip", "gcode,zip")
    (name, data), = zipped.items()
    loose, _ = run(tmp_path / "loose", "gcode,pdf,json")
    inside = members(data)
    assert name.endswith(".zip") and name[:-4] + ".json" in loose
    assert {n: d for n, d in inside.items() if n != "README.txt"} == loose
    again, _ = run(tmp_path / "again", "gcode,zip")
    assert again == zipped
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        infos = archive.infolist()
    assert [i.filename for i in infos] == sorted(inside)
    assert {(i.date_time, i.external_attr >> 16) for i in infos} == {((1980, 1, 1, 0, 0, 0), 0o100644)}
    assert "wrote" in out and out.count("wrote ") == 1


@pytest.mark.slow  # a whole router job; test_zip_alone_packs_the_default_set_with_the_laser_run_order checks quickly
def test_readme_lists_the_programs_in_the_summarys_order(tmp_path: Path) -> None:
    zipped, out = run(tmp_path / "zip", "gcode,zip")
    readme = members(next(iter(zipped.values())))["README.txt"].decode()
    program = re.compile(r"^\s+[0-9]+\. (\S+\.nc): .*about ", re.MULTILINE)
    said = program.findall(out)
    assert len(said) >= 4  # two bits on each of at least two sheets
    assert program.findall(readme) == said
    listed = readme.split("Files:\n")[1].split()
    assert set(said) <= set(listed)
    assert "Laser" not in readme  # no laser file in this zip


def test_zip_alone_packs_the_default_set_with_the_laser_run_order(tmp_path: Path) -> None:
    zipped, _ = run(tmp_path / "zip", "zip")
    loose, _ = run(tmp_path / "loose", "svg,dxf,pdf,json")
    inside = members(next(iter(zipped.values())))
    assert {n: d for n, d in inside.items() if n != "README.txt"} == loose
    readme = inside["README.txt"].decode()
    assert re.search(r"1\. ENGRAVE.*\n  2\. HOLES.*\n  3\. CUT", readme)


def test_the_rule_booklet_goes_loose_and_into_the_zip_as_rules_booklet_writes_it(tmp_path: Path) -> None:
    """``--booklet``: the base rules for the board's game and players, the very PDF ``boardgen
    rules booklet`` writes for them, beside the files and listed by the manifest, and in the zip."""
    loose, out = run(tmp_path / "loose", "svg,json")
    assert not any(name.endswith("-rules.pdf") for name in loose)
    (tmp_path / "with").mkdir()
    code, out, err = invoke([*BOARD, "--format", "svg,json", "--booklet", "sheet", "--paper", "a4", "--out",
                             str(tmp_path / "with")], tmp_path)
    assert code == 0, err
    written = {p.name: p.read_bytes() for p in (tmp_path / "with").iterdir()}
    (booklet,) = [name for name in written if name.endswith("-rules.pdf")]
    assert booklet == "pegs-and-jokers-4p-" + tag([("bed", "500x400mm"), ("paper", "a4")]) + "-rules.pdf"
    assert f"/{booklet}\n" in out  # said written
    (tmp_path / "rules").mkdir()
    code, _, err = invoke(["rules", "booklet", "pegs-and-jokers", "--players", "4", "--paper", "a4", "--out",
                           str(tmp_path / "rules")], tmp_path)
    assert code == 0, err
    (made,) = (tmp_path / "rules").iterdir()
    assert written[booklet] == made.read_bytes()
    manifest = next(data for name, data in written.items() if name.endswith(".json")).decode()
    assert booklet in manifest and "--booklet" not in manifest  # listed; which files is not the design

    (tmp_path / "zip").mkdir()
    code, _, err = invoke([*BOARD, "--format", "svg,zip", "--booklet", "sheet", "--paper", "a4", "--out",
                           str(tmp_path / "zip")], tmp_path)
    assert code == 0, err
    ((name, data),) = [(p.name, p.read_bytes()) for p in (tmp_path / "zip").iterdir()]
    inside = members(data)
    assert inside[booklet] == written[booklet] and booklet in inside["README.txt"].decode()


def test_a_coupon_has_no_booklet_and_a_bad_layout_is_refused_in_one_line(tmp_path: Path) -> None:
    code, _, err = invoke(["coupon", "--booklet", "sheet", "--out", str(tmp_path)], tmp_path)
    assert code == 2 and err.count("\n") == 1 and "--booklet" in err
    code, _, err = invoke([*BOARD, "--booklet", "pamphlet", "--out", str(tmp_path / "out")], tmp_path)
    assert code == 2 and err.count("\n") == 1 and "--booklet" in err and "sheet" in err
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


def test_a_users_own_game_gets_the_booklet_its_description_prints(tmp_path: Path) -> None:
    """The booklet follows the command's game (``track``) and its description file, not the
    description's own name, which no booklet is registered under."""
    example = REPO / "examples" / "round-race.toml"
    (tmp_path / "board").mkdir()
    code, _, err = invoke(["board", "track", "--game-file", str(example), "--booklet", "sheet", "--format", "json",
                           "--out", str(tmp_path / "board")], tmp_path)
    assert code == 0, err
    (tmp_path / "rules").mkdir()
    code, _, err = invoke(["rules", "booklet", "track", "--game-file", str(example), "--out", str(tmp_path / "rules")],
                          tmp_path)
    assert code == 0, err
    (made,) = (tmp_path / "rules").iterdir()
    assert (tmp_path / "board" / "round-race-4p-rules.pdf").read_bytes() == made.read_bytes()


@pytest.mark.slow  # a concentric board
def test_a_concentric_boards_booklet_is_for_its_largest_table(tmp_path: Path) -> None:
    """``--players 8,6,4 --style concentric``: the booklet seats eight (two teams of four), as
    ``rules booklet --players 8`` writes it, not the game's default four."""
    (tmp_path / "board").mkdir()
    code, _, err = invoke(["board", "pegs-and-jokers", "--players", "4,8,6", "--style", "concentric", "--booklet",
                           "sheet", "--format", "json", "--out", str(tmp_path / "board")], tmp_path)
    assert code == 0, err
    (booklet,) = (tmp_path / "board").glob("*-rules.pdf")
    (tmp_path / "rules").mkdir()
    code, _, err = invoke(["rules", "booklet", "pegs-and-jokers", "--players", "8", "--out", str(tmp_path / "rules")],
                          tmp_path)
    assert code == 0, err
    (made,) = (tmp_path / "rules").iterdir()
    assert booklet.read_bytes() == made.read_bytes()
