"""The one-peg search and the position classes, checked against exact counting and by replay."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from boardgen.games.solitaire.counting import count_games
from boardgen.games.solitaire.invariants import position_class, reachable_single_pegs
from boardgen.games.solitaire.rules import compile_jumps, legal_jumps, pegs, replay, start_position
from boardgen.games.solitaire.search import IMPOSSIBLE, SOLVED, find_solution
from boardgen.games.solitaire.topology import classic_start, cross, triangle


def test_search_agrees_with_exact_counts_on_every_start_and_target_of_15_holes() -> None:
    board = triangle(5)
    for empty in board.holes:
        ends = count_games(board, empty).one_peg_end_holes
        for target in board.holes:
            result = find_solution(board, empty, target)
            assert result.outcome == (SOLVED if target in ends else IMPOSSIBLE), (empty, target)
            if result.solution is not None:
                assert pegs(replay(board, empty, [jump.as_list() for jump in result.solution])) == (target,)


def test_exact_one_peg_finishes_lie_within_the_position_class_bound() -> None:
    board = triangle(5)
    for empty in board.holes:
        ends = count_games(board, empty).one_peg_end_holes
        assert set(ends) <= set(reachable_single_pegs(board, start_position(board, empty)))


@settings(max_examples=60, deadline=None)
@given(shape=st.sampled_from(["english", "european", 5, 6]), data=st.data())
def test_no_jump_changes_the_position_class(shape: str | int, data: st.DataObject) -> None:
    board = triangle(shape) if isinstance(shape, int) else cross(shape)
    masks = compile_jumps(board)
    position = start_position(board, data.draw(st.sampled_from(board.holes)))
    before = position_class(board, position)
    while moves := legal_jumps(masks, position):
        position ^= data.draw(st.sampled_from(moves)).line
        assert position_class(board, position) == before


def test_english_classic_leaves_one_peg_in_the_centre() -> None:
    board = cross("english")
    empty, target = classic_start(board)
    assert empty == target == board.centre
    result = find_solution(board, empty, target)
    assert result.outcome == SOLVED
    assert pegs(replay(board, empty, [jump.as_list() for jump in result.solution])) == (board.centre,)


def test_european_centre_start_is_proved_impossible_and_the_default_start_is_solved() -> None:
    board = cross("european")
    centre_start = find_solution(board, board.centre)
    assert centre_start.outcome == IMPOSSIBLE and centre_start.positions == 0
    for empty in board.holes:
        assert board.centre not in reachable_single_pegs(board, start_position(board, empty))
    empty, target = classic_start(board)
    result = find_solution(board, empty, target)
    assert result.outcome == SOLVED
    assert len(pegs(replay(board, empty, [jump.as_list() for jump in result.solution]))) == 1


def test_a_tiny_budget_reports_undecided_rather_than_impossible() -> None:
    board = cross("european")
    empty, _ = classic_start(board)
    assert find_solution(board, empty, budget=10).outcome == "undecided"
