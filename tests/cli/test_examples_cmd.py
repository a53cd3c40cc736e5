"""``boardgen examples [DIR]``: the example files travel inside the package and are copied out,
so the README's commands that read ``examples/`` run from any folder; a file of an example's
name with other contents is never overwritten: one line, exit 2, nothing copied."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from tests.support.paths import REPO

EXAMPLES = sorted(p.name for p in (REPO / "boardgen" / "examples").iterdir() if p.suffix in (".json", ".toml"))


def boardgen(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "boardgen", *args], capture_output=True, text=True, timeout=120,
                          cwd=cwd)


def test_the_checkouts_examples_folder_is_the_packages():
    assert (REPO / "examples").resolve() == (REPO / "boardgen" / "examples").resolve()
    assert len(EXAMPLES) >= 7 and "round-race.toml" in EXAMPLES


def test_copies_every_example_into_examples_and_again_copies_nothing(tmp_path):
    done = boardgen("examples", cwd=tmp_path)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert sorted(p.name for p in (tmp_path / "examples").iterdir()) == EXAMPLES
    for name in EXAMPLES:
        assert (tmp_path / "examples" / name).read_bytes() == (REPO / "boardgen" / "examples" / name).read_bytes()
    assert done.stdout.splitlines()[0] == f"Examples: {len(EXAMPLES)} files in examples, {len(EXAMPLES)} copied, 0 already there"
    again = boardgen("examples", cwd=tmp_path)
    assert again.returncode == 0 and again.stdout.splitlines() == [
        f"Examples: {len(EXAMPLES)} files in examples, 0 copied, {len(EXAMPLES)} already there"]
    moves = boardgen("rules", "moves", "--position", "examples/ludo-position.json", cwd=tmp_path)
    assert moves.returncode == 0, moves.stderr


def test_a_folder_named_and_one_missing_file_put_back(tmp_path):
    assert boardgen("examples", "mine/here", cwd=tmp_path).returncode == 0
    (tmp_path / "mine" / "here" / "tock-position.json").unlink()
    done = boardgen("examples", "mine/here", cwd=tmp_path)
    assert done.returncode == 0 and "  wrote mine/here/tock-position.json" in done.stdout.splitlines()
    assert "1 copied" in done.stdout


def test_an_edited_example_is_never_overwritten(tmp_path):
    (tmp_path / "examples").mkdir()
    (tmp_path / "examples" / "ludo-position.json").write_text("my own\n")
    done = boardgen("examples", cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert line.startswith("boardgen: DIR: ") and "ludo-position.json differ" in line and "(got 'examples')" in line
    assert [p.name for p in (tmp_path / "examples").iterdir()] == ["ludo-position.json"]
    assert (tmp_path / "examples" / "ludo-position.json").read_text() == "my own\n"


def test_a_file_where_the_folder_goes_is_refused(tmp_path):
    (tmp_path / "examples").write_text("")
    done = boardgen("examples", cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.startswith("boardgen: DIR: a folder (this is a file)")
