"""The installed command loads only the area it is asked for: each must still answer by name."""

from __future__ import annotations

import subprocess
import sys

import pytest

from boardgen.cli.app import AREAS


def boardgen(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "boardgen", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("area", sorted(AREAS))
def test_each_area_answers_by_name_from_the_real_command(area):
    done = boardgen(area, "--help")
    assert done.returncode == 0, done.stderr
    assert f"boardgen {area}" in done.stdout.replace("python -m boardgen", "boardgen")


def test_top_level_help_lists_every_area_in_order():
    """Making a board comes first; typer on its own lists single commands before groups."""
    done = boardgen("--help")
    assert done.returncode == 0
    listed = [line.split()[1] for line in done.stdout.splitlines()
              if len(line.split()) > 1 and line.split()[0] == "│" and line.split()[1] in AREAS]
    assert listed == list(AREAS)


def test_unknown_command_is_refused():
    done = boardgen("carve")
    assert done.returncode == 2
    assert "carve" in done.stderr
