"""Peg solitaire rules sheets read back as a reader would: pdftotext, qpdf and pdffonts.

The move labels are read out of the finished PDF and compared with the solver's own
solution, so a sheet whose pictures drifted from the solver fails here; the panels are
checked against the rules module jump by jump.
"""

from __future__ import annotations

import functools
import re
import subprocess
from pathlib import Path

import pytest
from tests.support.tools import need
from typer.testing import CliRunner

from boardgen.booklet.build import make
from boardgen.booklet.house_rules import HouseRules
from boardgen.cli.app import app
from boardgen.cli.booklet_cmd import game_and_options
from boardgen.errors import ParameterError
from boardgen.games.solitaire import booklet, diagrams
from boardgen.games.solitaire.counting import count_games
from boardgen.games.solitaire.rules import compile_jumps, legal_jumps, pegs
from boardgen.games.solitaire.search import find_solution
from boardgen.games.solitaire.topology import Jump, classic_start, cross, triangle

MOVE = re.compile(r"(\d+)\. (\d+) over (\d+) to (\d+)")


@functools.lru_cache(maxsize=None)
def pdf(game: str, options: tuple[tuple[str, str], ...], layout: str = "sheet", paper: str = "letter") -> bytes:
    return make(HouseRules(game, options=options), layout, paper).pdf


def text_of(data: bytes, tmp_path: Path) -> str:
    path = tmp_path / "sheet.pdf"
    path.write_bytes(data)
    out = subprocess.run([need("pdftotext"), str(path), "-"], capture_output=True, text=True, check=True)
    return " ".join(out.stdout.split())


def moves_in(text: str) -> list[tuple[int, int, int, int]]:
    return [tuple(map(int, match.groups())) for match in MOVE.finditer(text)]


def numbered(solution: tuple[Jump, ...]) -> list[tuple[int, int, int, int]]:
    return [(step, jump.start, jump.over, jump.end) for step, jump in enumerate(solution, start=1)]


def test_triangle_sheet_states_the_rules_the_scoring_and_the_solver_counts(tmp_path):
    text = text_of(pdf("triangle", (("rows", "5"), ("empty", "1"))), tmp_path)
    counts = count_games(triangle(5), 1)
    assert "A move is a jump" in text and "take the neighbour off the board" in text
    assert "six directions" in text and "no diagonal jumps" not in text
    assert "Pegs left Rating Share of games" in text
    for _, shown, rating in booklet.RATINGS:
        assert f"{shown} {rating}" in text
    assert f"allows {counts.games:,} different games" in text
    for left, games in counts.pegs_left.items():
        assert f"{left} {games:,} {booklet.percent(counts.share(left))}" in text
    two_to_four = sum(counts.share(left) for left in (2, 3, 4))
    assert f"{booklet.percent(two_to_four)} stop with two, three or four pegs" in text
    assert "holes 1, 7, 10 or 13" in text


@pytest.mark.parametrize("game,options,solution", [
    ("triangle", (("rows", "5"), ("empty", "1")), lambda: count_games(triangle(5), 1).solution),
    ("triangle", (("rows", "5"), ("empty", "4"), ("target", "9")), lambda: count_games(triangle(5), 4, 9).solution),
    ("solitaire", (("shape", "english"),),
     lambda: find_solution(cross("english"), *classic_start(cross("english"))).solution),
])
def test_one_diagram_per_jump_labelled_with_the_solvers_moves(game, options, solution, tmp_path):
    text = text_of(pdf(game, options), tmp_path)
    expected = solution()
    assert sorted(moves_in(text)) == numbered(expected)
    assert f"Last peg: hole {expected[-1].end}" in text
    assert f"make these {len(expected)} jumps in order" in text


def test_fifteen_holes_take_thirteen_jumps_and_the_target_is_honoured(tmp_path):
    text = text_of(pdf("triangle", (("rows", "5"), ("empty", "4"), ("target", "9"))), tmp_path)
    moves = moves_in(text)
    assert len(moves) == 13 and moves[-1][3] == 9
    assert "your last peg must also finish in hole 9" in text


def test_cross_sheet_words_and_search_numbers(tmp_path):
    text = text_of(pdf("solitaire", (("shape", "english"),)), tmp_path)
    result = find_solution(cross("english"), 17, 17)
    assert "there are no diagonal jumps" in text and "hole 17 is the centre" in text
    assert f"looking at {result.positions:,} positions" in text
    assert "Pegs left Rating" in text and "Share of games" not in text
    assert "the very hole that was empty at the start" in text


@pytest.mark.parametrize("board,empty", [(triangle(4), 2), (triangle(7), 2), (triangle(8), 1), (cross("english"), 17)])
def test_every_panel_shows_a_legal_jump_in_the_position_the_rules_reached(board, empty):
    solved = booklet.solve(board, empty, None)
    panels = diagrams.panels(board, empty, solved.solution)
    masks = compile_jumps(board)
    assert len(panels) == len(solved.solution) + 1 == board.hole_count - 1
    for panel, jump in zip(panels, solved.solution):
        assert panel.jump == jump
        assert jump in [mask.jump for mask in legal_jumps(masks, panel.position)]
    assert panels[-1].jump is None and pegs(panels[-1].position) == (solved.solution[-1].end,)
    figures = diagrams.figures(board, empty, solved.solution)
    columns = 4 if board.hole_count <= diagrams.SMALL_BOARD else 3
    assert len([name for name in figures if name.startswith(diagrams.MOVES)]) == -(-len(panels) // columns)


@pytest.mark.parametrize("layout,paper", [("sheet", "letter"), ("booklet", "a4")])
@pytest.mark.parametrize("game,options", [("triangle", (("rows", "5"),)), ("solitaire", (("shape", "english"),))])
def test_qpdf_check_and_every_font_embedded(game, options, layout, paper, tmp_path):
    path = tmp_path / "sheet.pdf"
    path.write_bytes(pdf(game, options, layout, paper))
    subprocess.run([need("qpdf"), "--check", str(path)], capture_output=True, check=True)
    rows = subprocess.run([need("pdffonts"), str(path)], capture_output=True, text=True,
                          check=True).stdout.splitlines()[2:]
    assert rows and all("DejaVuSans" in row.split()[0] and row.split()[-5] == "yes" for row in rows), rows


@pytest.mark.parametrize("layout", ["sheet", "booklet"])
def test_same_input_same_bytes(layout):
    options = (("rows", "5"), ("empty", "1"))
    assert make(HouseRules("triangle", options=options), layout).pdf == pdf("triangle", options, layout)


def test_command_writes_one_sheet_named_after_board_and_start(tmp_path):
    result = CliRunner().invoke(app, ["rules", "booklet", "triangle", "--rows", "5", "--empty", "1", "--out",
                                      str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert [p.name for p in tmp_path.iterdir()] == ["triangle-5rows-empty1-rules.pdf"]
    assert (tmp_path / "triangle-5rows-empty1-rules.pdf").read_bytes() == pdf("triangle", (("rows", "5"), ("empty", "1")))


BAD = {
    "rows out of range": (["triangle", "--rows", "9"], "--rows"),
    "no such hole": (["triangle", "--empty", "16"], "--empty"),
    "unreachable target": (["triangle", "--empty", "1", "--target", "2"], "1, 7, 10, 13"),
    "no one-peg finish": (["triangle", "--rows", "4", "--empty", "1"], "fewest is 3"),
    "impossible by position classes": (["triangle", "--rows", "7", "--empty", "1"], "position classes"),
    "unknown shape": (["solitaire", "--shape", "hexagon"], "english, european"),
    "option of another board": (["triangle", "--shape", "english"], "it takes --rows, --empty, --target"),
    "players for a one-person puzzle": (["triangle", "--players", "3"], "played alone"),
    "solitaire option for pegs and jokers": (["pegs-and-jokers", "--rows", "5"], "not an option"),
    "option without a value": (["triangle", "--rows"], "a value"),
    "not a number": (["triangle", "--empty", "x"], "whole number"),
    "bad layout": (["triangle", "--layout", "folded"], "sheet, booklet"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_input_one_line_exit_2_nothing_written(case, tmp_path):
    words, named = BAD[case]
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["rules", "booklet", *words, "--out", str(out)])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("boardgen: ") and named in lines[0], lines
    assert not out.exists()


def test_game_options_are_read_in_typed_order_around_the_game():
    assert game_and_options("--rows", ["5", "triangle", "--empty=3"]) == ("triangle", (("rows", "5"), ("empty", "3")))
    assert game_and_options(None, []) == (None, ())
    with pytest.raises(ParameterError):
        game_and_options("triangle", ["--rows", "5", "--rows", "6"])


@pytest.mark.slow  # a search of seconds
def test_a_booklet_search_reports_the_positions_it_has_examined():
    """A search on the 37-hole board can take half a minute; the CLI's progress line hears it."""
    board = cross("european")
    heard: list[int] = []
    solved = booklet.solve(board, *classic_start(board), heard.append)
    assert heard[:2] == [10_000, 20_000] and heard[-1] <= solved.searched


def test_a_cross_start_with_no_line_is_refused_naming_one_that_has_one():
    board = cross("european")
    with pytest.raises(ParameterError) as refused:
        booklet.solve(board, board.centre, None)  # position classes: no single peg from the centre
    assert refused.value.parameter == "--empty" and refused.value.allowed.endswith("; hole 9 empty is one)")
