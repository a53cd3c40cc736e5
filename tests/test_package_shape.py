"""The package stays in rooms a reader can take in (issue 41): no folder of ``boardgen/`` holds
more than 20 modules, and no module runs much past 400 lines. Past either, split by what the
parts hold, as ``play/balance/`` and ``output.py`` were split off."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.paths import REPO

PACKAGE = REPO / "boardgen"
MOST_MODULES = 20
MOST_LINES = 420
"""About 400 lines, with room for a docstring or two."""


def crowded(root: Path, most: int) -> dict[str, int]:
    """Folders under ``root`` holding more than ``most`` modules, with their counts."""
    counts = {str(folder.relative_to(root.parent)): len(list(folder.glob("*.py")))
              for folder in [root, *root.rglob("*")] if folder.is_dir() and folder.name != "__pycache__"}
    return {folder: count for folder, count in counts.items() if count > most}


def long_modules(root: Path, most: int) -> dict[str, int]:
    lines = {str(p.relative_to(root.parent)): len(p.read_text(encoding="utf-8").splitlines()) for p in root.rglob("*.py")}
    return {name: count for name, count in lines.items() if count > most}


def test_no_folder_holds_more_than_twenty_modules():
    assert crowded(PACKAGE, MOST_MODULES) == {}


def test_no_module_runs_much_past_four_hundred_lines():
    assert long_modules(PACKAGE, MOST_LINES) == {}


def test_the_checks_find_a_crowded_folder_and_a_long_module(tmp_path):
    room = tmp_path / "pkg" / "room"
    room.mkdir(parents=True)
    for n in range(21):
        (room / f"m{n}.py").write_text("x = 1\n" * (500 if n == 0 else 1))
    assert crowded(tmp_path / "pkg", MOST_MODULES) == {"pkg/room": 21}
    assert long_modules(tmp_path / "pkg", MOST_LINES) == {"pkg/room/m0.py": 500}


TOP_LEVEL = {"pyproject.toml", "setup.py", "boardgen", "templates", "fonts", "tests", "output", "docs", "examples",
             "benchmarks", ".ci", "README.md", "ARCHITECTURE.md", ".gitignore"}
"""The repository's top level as the design brief set it (``output/`` keeps only its README)."""


def tracked_top_level() -> set[str]:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    return {name.split("/", 1)[0] for name in listed.split("\0") if name}


@pytest.mark.skipif(not (REPO / ".git").exists() or shutil.which("git") is None, reason="a git checkout")
def test_the_top_level_holds_what_the_brief_names_and_nothing_else():
    """A stray picture (``-.png``) was committed at the top level once, and nothing noticed."""
    assert tracked_top_level() - TOP_LEVEL == set()
