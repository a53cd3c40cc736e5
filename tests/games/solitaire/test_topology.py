"""The solitaire boards: sizes, numbering, jump lines and symmetries checked against geometry."""

from __future__ import annotations

import math

import pytest

from boardgen.errors import ParameterError
from boardgen.games.solitaire.topology import MAX_ROWS, MIN_ROWS, SolitaireTopology, cross, triangle

BOARDS = [triangle(rows) for rows in range(MIN_ROWS, MAX_ROWS + 1)] + [cross("english"), cross("european")]


@pytest.mark.parametrize("rows", range(MIN_ROWS, MAX_ROWS + 1))
def test_triangle_has_triangular_number_of_holes_with_hole_1_at_apex(rows: int) -> None:
    board = triangle(rows)
    assert board.hole_count == rows * (rows + 1) // 2
    positions = board.positions()
    assert positions[0] == (0.0, 0.0)
    assert all(y > 0 for _, y in positions[1:])


def test_cross_sizes_and_centres() -> None:
    english, european = cross("english"), cross("european")
    assert (english.hole_count, european.hole_count) == (33, 37)
    for board in (english, european):
        assert board.positions()[board.centre - 1] == (0.0, 0.0)


@pytest.mark.parametrize("board", BOARDS, ids=lambda board: board.name)
def test_every_jump_is_three_neighbouring_holes_in_a_line(board: SolitaireTopology) -> None:
    positions = board.positions()
    for jump in board.jumps:
        (x1, y1), (x2, y2), (x3, y3) = (positions[hole - 1] for hole in (jump.start, jump.over, jump.end))
        assert math.isclose(math.dist((x1, y1), (x2, y2)), 1.0)
        assert math.isclose((x1 + x3) / 2, x2, abs_tol=1e-9) and math.isclose((y1 + y3) / 2, y2, abs_tol=1e-9)


@pytest.mark.parametrize("board", BOARDS, ids=lambda board: board.name)
def test_every_line_of_three_neighbouring_holes_is_a_jump_both_ways(board: SolitaireTopology) -> None:
    positions = board.positions()
    lines = {
        (a, b, c)
        for a in board.holes
        for b in board.holes
        for c in board.holes
        if math.isclose(math.dist(positions[a - 1], positions[b - 1]), 1.0)
        and math.isclose(math.dist(positions[a - 1], positions[c - 1]), 2.0)
        and math.isclose(math.dist(positions[b - 1], positions[c - 1]), 1.0)
    }
    assert {(jump.start, jump.over, jump.end) for jump in board.jumps} == lines


@pytest.mark.parametrize("board", BOARDS, ids=lambda board: board.name)
def test_symmetries_are_distinct_permutations_that_keep_jump_lines_and_distances(board: SolitaireTopology) -> None:
    expected = 6 if board.lattice == "triangular" else 8
    assert len(set(board.symmetries)) == expected
    assert board.symmetries[0] == board.holes
    lines = {(jump.start, jump.over, jump.end) for jump in board.jumps}
    positions = board.positions()
    for perm in board.symmetries:
        assert sorted(perm) == list(board.holes)
        assert {(perm[a - 1], perm[b - 1], perm[c - 1]) for a, b, c in lines} == lines
        for a in board.holes:
            assert math.isclose(
                math.dist(positions[a - 1], positions[0]),
                math.dist(positions[perm[a - 1] - 1], positions[perm[0] - 1]),
            )


@pytest.mark.parametrize("rows", [0, MIN_ROWS - 1, MAX_ROWS + 1])
def test_rows_out_of_range_are_refused(rows: int) -> None:
    with pytest.raises(ParameterError, match="rows"):
        triangle(rows)


def test_unknown_shape_and_hole_are_refused() -> None:
    with pytest.raises(ParameterError, match="shape"):
        cross("german")
    with pytest.raises(ParameterError, match="empty"):
        triangle(5).check_hole(16, "empty")
