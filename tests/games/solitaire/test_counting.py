"""Exact game counts checked against an independent counter and against the board's symmetries.

The reference counter below shares nothing with the solver but the hole coordinates: it finds
jumps from geometry (a neighbour one pitch away, an empty hole straight beyond it), keeps
positions as sets of coordinates, and recurses from each position to the end of the game.
"""

from __future__ import annotations

import functools
import math
from collections import Counter

import pytest

from boardgen.errors import ParameterError
from boardgen.games.solitaire import counting
from boardgen.games.solitaire.counting import count_every_start, count_games, sweep_games
from boardgen.games.solitaire.rules import pegs, replay, start_position
from boardgen.games.solitaire.topology import SolitaireTopology, cross, triangle

Point = tuple[float, float]


def _reference_tree(board: SolitaireTopology):
    """Games from a position as (Counter of pegs left, holes a single last peg ends in)."""
    spot = {point: hole for hole, point in enumerate(board.positions(), start=1)}
    points = list(spot)

    def hole_at(target: Point) -> Point | None:
        return next((point for point in points if math.dist(point, target) < 1e-6), None)

    def moves(position: frozenset[Point]) -> list[frozenset[Point]]:
        after = []
        for peg in position:
            for over in position:
                if not math.isclose(math.dist(peg, over), 1.0):
                    continue
                landing = hole_at((2 * over[0] - peg[0], 2 * over[1] - peg[1]))
                if landing is not None and landing not in position:
                    after.append(position - {peg, over} | {landing})
        return after

    @functools.cache
    def games(position: frozenset[Point]) -> tuple[Counter, frozenset[int]]:
        following = moves(position)
        if not following:
            ends = frozenset(spot[point] for point in position) if len(position) == 1 else frozenset()
            return Counter({len(position): 1}), ends
        total: Counter = Counter()
        ends: frozenset[int] = frozenset()
        for nxt in following:
            counted, finished = games(nxt)
            total += counted
            ends |= finished
        return total, ends

    def start(empty: int) -> frozenset[Point]:
        return frozenset(point for point in points if spot[point] != empty)

    return games, start, moves


@pytest.mark.parametrize("rows", [4, 5])
def test_counts_agree_with_independent_recursive_counter_for_every_start(rows: int) -> None:
    board = triangle(rows)
    games, start, _ = _reference_tree(board)
    for empty in board.holes:
        counts = count_games(board, empty)
        reference, ends = games(start(empty))
        assert counts.pegs_left == dict(sorted(reference.items())), empty
        assert counts.games == sum(reference.values())
        assert counts.one_peg_end_holes == tuple(sorted(ends))
        assert (counts.min_pegs, counts.max_pegs) == (min(reference), max(reference))


def test_ten_hole_counts_agree_with_plain_enumeration_of_jump_sequences() -> None:
    """Without any memo: walk every sequence of jumps to its end and tally how many pegs remain."""
    board = triangle(4)
    _, start, moves = _reference_tree(board)

    def tally(position: frozenset[Point], into: Counter) -> None:
        following = moves(position)
        if not following:
            into[len(position)] += 1
        for nxt in following:
            tally(nxt, into)

    for empty in board.holes:
        enumerated: Counter = Counter()
        tally(start(empty), enumerated)
        assert count_games(board, empty).pegs_left == dict(sorted(enumerated.items()))


@pytest.mark.parametrize("rows", [4, 5])
def test_mirror_image_and_rotated_starts_give_equal_counts(rows: int) -> None:
    board = triangle(rows)
    counts = {empty: count_games(board, empty) for empty in board.holes}
    for perm in board.symmetries:
        for empty, original in counts.items():
            image = counts[perm[empty - 1]]
            assert image.pegs_left == original.pegs_left
            assert image.one_peg_end_holes == tuple(sorted(perm[hole - 1] for hole in original.one_peg_end_holes))


@pytest.mark.parametrize("rows", [4, 5])
def test_every_reported_solution_replays_legally_to_one_peg_in_each_possible_end_hole(rows: int) -> None:
    board = triangle(rows)
    for empty in board.holes:
        counts = count_games(board, empty)
        assert (counts.solution is None) == (not counts.one_peg_end_holes)
        for target in board.holes:
            aimed = count_games(board, empty, target)
            if target in counts.one_peg_end_holes:
                assert pegs(replay(board, empty, [jump.as_list() for jump in aimed.solution])) == (target,)
            else:
                assert aimed.solution is None


def test_hole_1_of_15_source_claims_are_checked_not_assumed() -> None:
    """More games end with one peg than with five or more; about 92% end with two to four."""
    counts = count_games(triangle(5), 1)
    five_or_more = sum(games for left, games in counts.pegs_left.items() if left >= 5)
    assert counts.pegs_left[1] > five_or_more
    assert round(counts.share(2) + counts.share(3) + counts.share(4)) == 92


def test_counting_refuses_bad_holes_and_boards_too_large() -> None:
    with pytest.raises(ParameterError, match="empty"):
        count_games(triangle(5), 16)
    with pytest.raises(ParameterError, match="target"):
        count_games(triangle(5), 1, target=0)
    with pytest.raises(ParameterError, match="counting"):
        count_games(cross("english"), 17)
    with pytest.raises(ParameterError, match="counting"):
        count_games(triangle(8), 1)


def test_array_sweep_gives_the_dictionary_sweeps_counts_and_solutions(monkeypatch: pytest.MonkeyPatch) -> None:
    """The 21-hole board and up are swept as numpy arrays; on 15 holes both ways must agree exactly."""
    board = triangle(5)
    by_dicts = {(empty, target): count_games(board, empty, target) for empty in board.holes for target in (None, 13)}
    monkeypatch.setattr(counting, "DICT_SWEPT_HOLES", 0)
    for (empty, target), expected in by_dicts.items():
        assert count_games(board, empty, target) == expected


@pytest.mark.parametrize("dict_swept_holes", [15, 0])
def test_counts_beyond_64_bits_stay_exact(monkeypatch: pytest.MonkeyPatch, dict_swept_holes: int) -> None:
    """Starting from a huge number of ways multiplies every count by it: through one uint64 limb
    (2^40), the move to two limbs (just under 2^62), two limbs from the start (2^70) and Python
    integers (over 2^100)."""
    monkeypatch.setattr(counting, "DICT_SWEPT_HOLES", dict_swept_holes)
    board = triangle(5)
    start = start_position(board, 4)
    plain = sweep_games(board, start)
    for ways in (2**40, 2**62 - 3, 2**70 + 1, 2**100 + 7):
        scaled = sweep_games(board, start, ways)
        assert scaled.pegs_left == {left: games * ways for left, games in plain.pegs_left.items()}, ways
        assert scaled.one_peg_end_holes == plain.one_peg_end_holes


def test_every_start_counted_once_per_symmetry_class_matches_counting_each_start() -> None:
    """The 21-hole board's 21 starts fall in 5 classes; each image's figures equal a fresh count,
    and its mapped solution replays legally to one peg in the lowest possible end hole."""
    board = triangle(6)
    every = count_every_start(board)
    assert list(every) == list(board.holes)
    for empty in (1, 2, 4, 5, 6, 11, 13, 21):
        fresh = count_games(board, empty)
        mapped = every[empty]
        assert (mapped.games, mapped.pegs_left, mapped.one_peg_end_holes) == (
            fresh.games,
            fresh.pegs_left,
            fresh.one_peg_end_holes,
        )
        final = replay(board, empty, [jump.as_list() for jump in mapped.solution]) if mapped.solution else None
        assert (pegs(final) if final else None) == ((fresh.one_peg_end_holes[0],) if fresh.solution else None)


@pytest.mark.slow  # every start counted twice
def test_results_made_a_bucket_at_a_time_count_the_same(monkeypatch):
    """Small buckets (128 positions on average) split the 21-hole board's layers into dozens the
    way the 28-hole board's middle layers are split, and count exactly what whole layers count."""
    from boardgen.games.solitaire import layers

    board = triangle(6)
    whole = {empty: count_games(board, empty) for empty in (1,)}
    monkeypatch.setattr(layers, "BUCKET", 128)
    for empty, expected in whole.items():
        assert count_games(board, empty) == expected
