"""``--format zip``: the job in one file, whose members are the very files the same command
writes loose, with a README.txt giving the run order the summary prints; reruns give the same
bytes."""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

from cli_calls import invoke

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
