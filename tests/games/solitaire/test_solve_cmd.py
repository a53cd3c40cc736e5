"""``boardgen solve``: JSON keys, the share table, and one-line refusals with exit status 2."""

from __future__ import annotations

import json

import pytest
import typer
from typer.testing import CliRunner

from boardgen.cli import solve_cmd

app = typer.Typer()
solve_cmd.register(app)
runner = CliRunner()


def test_json_has_exactly_the_issue_keys_and_consistent_figures() -> None:
    result = runner.invoke(app, ["solve", "triangle", "--rows", "5", "--empty", "1", "--format", "json"])
    assert result.exit_code == 0, result.stderr
    figures = json.loads(result.stdout)
    assert list(figures) == ["games", "pegs_left", "min_pegs", "max_pegs", "one_peg_end_holes", "solution"]
    assert sum(figures["pegs_left"].values()) == figures["games"]
    assert int(min(figures["pegs_left"], key=int)) == figures["min_pegs"] == 1
    assert all(len(move) == 3 for move in figures["solution"])


def test_table_shows_the_share_of_games_for_each_number_of_pegs_left() -> None:
    result = runner.invoke(app, ["solve", "triangle"])
    assert result.exit_code == 0
    share_rows = [line for line in result.stdout.splitlines() if line.rstrip().endswith("%")]
    assert len(share_rows) == len(json.loads(runner.invoke(app, ["solve", "triangle", "--format", "json"]).stdout)["pegs_left"])


def test_target_with_no_one_peg_finish_says_so() -> None:
    result = runner.invoke(app, ["solve", "triangle", "--empty", "5", "--target", "5"])
    assert result.exit_code == 0
    assert "no game ends with one peg in hole 5" in result.stdout


def test_english_board_reports_a_centre_finish() -> None:
    result = runner.invoke(app, ["solve", "solitaire", "--shape", "english", "--format", "json"])
    assert result.exit_code == 0
    answer = json.loads(result.stdout)
    assert (answer["outcome"], answer["target"], answer["solution"][-1][2]) == ("solved", 17, 17)


@pytest.mark.parametrize(
    "args",
    [
        ["solve", "triangle", "--rows", "3"],
        ["solve", "triangle", "--rows", "9"],
        ["solve", "triangle", "--empty", "16"],
        ["solve", "triangle", "--empty", "0"],
        ["solve", "triangle", "--target", "99"],
        ["solve", "triangle", "--rows", "8", "--count"],
        ["solve", "solitaire", "--shape", "english", "--count"],
        ["solve", "solitaire", "--shape", "european", "--empty", "38"],
    ],
)
def test_invalid_input_is_one_line_and_exit_2(args: list[str]) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and result.stderr.startswith("boardgen: ")
