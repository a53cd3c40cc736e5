"""The drilling order (``geometry.tour``): a permutation, deterministic, optimal where the
optimum is known, and never longer than the board's own order on real boards."""

from __future__ import annotations

import itertools
import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from boardgen.geometry.tour import drilling_order, path_length

from tests.support.boards import board

coordinates = st.floats(-500, 500, allow_nan=False, allow_infinity=False)


@settings(max_examples=60, deadline=None)
@given(points=st.lists(st.tuples(coordinates, coordinates), max_size=40), start=st.tuples(coordinates, coordinates))
def test_every_point_once(points, start):
    order = drilling_order(points, start)
    assert sorted(order) == list(range(len(points)))
    assert drilling_order(points, start) == order


def test_points_on_a_line_are_taken_in_turn_from_the_start():
    points = [(x * 7.0, 0.0) for x in (5, 2, 9, 0, 4, 1, 8, 3, 7, 6)]
    order = drilling_order(points, (-10.0, 0.0))
    assert [points[i][0] for i in order] == sorted(p[0] for p in points)


def test_a_two_row_grid_is_walked_without_a_wasted_move():
    """Two rows of n points 1 apart, from a corner: the best open path is 2n - 1 long."""
    n = 30
    points = [(float(x), float(y)) for y in (0, 1) for x in range(n)]
    random.Random(3).shuffle(points)
    order = drilling_order(points, (0.0, 0.0))
    assert path_length(points, order, (0.0, 0.0)) == (2 * n - 1)


def test_small_sets_match_the_brute_force_optimum():
    rng = random.Random(7)
    for _ in range(40):
        points = [(rng.uniform(0, 100), rng.uniform(0, 100)) for _ in range(rng.randint(2, 7))]
        best = min(path_length(points, p, (0.0, 0.0)) for p in itertools.permutations(range(len(points))))
        assert math.isclose(path_length(points, drilling_order(points, (0.0, 0.0)), (0.0, 0.0)), best)


def test_boards_travel_less_than_in_their_own_order():
    for players in (3, 8):
        holes = [h.center for h in board(players=players).board.holes]
        start = (min(x for x, _ in holes), min(y for _, y in holes))
        planned = path_length(holes, drilling_order(holes, start), start)
        assert planned < 0.8 * path_length(holes, range(len(holes)), start)
