"""The drilling template's shortcuts against the plain ways: the traced places
(writers/pdf/tile_places.py) against weighing every traced point, the same places in the same
order on random grids, loops and points, so which tiles are printed cannot change; and the
registration marks' hole grid against every hole."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings, strategies as st

from boardgen.writers.pdf.tiles import HoleGrid
from boardgen.writers.pdf.tile_places import OVERLAP, Axis, along, traced_places


def every_point(x: Axis, y: Axis, drawn) -> dict:
    """The plain way: every point a millimetre apart, weighed one by one."""
    def traced(loops, points):
        for loop in loops:
            for a, b in zip(loop, (*loop[1:], loop[0])):
                steps = max(1, math.ceil(math.dist(a, b)))
                for k in range(steps):
                    yield along(a, b, k, steps)
        yield from points
    return dict.fromkeys((x.key(px), y.key(py)) for loops, points in drawn for px, py in traced(loops, points))


@st.composite
def axes(draw) -> Axis:
    tile = draw(st.floats(min_value=2 * OVERLAP + 5, max_value=260))
    return Axis(draw(st.floats(min_value=-300, max_value=300)), tile - OVERLAP, tile, draw(st.integers(1, 5)))


@st.composite
def grids_and_drawings(draw):
    x, y = draw(axes()), draw(axes())

    def coordinate(axis: Axis, spread: float):
        return st.floats(min_value=axis.origin - spread, max_value=axis.origin + axis.count * axis.step + spread)

    def near(axis: Axis, centre: float):
        # exactly on a tile's edge or band edge now and then, where a place changes
        edges = [axis.origin + i * axis.step + d for i in range(axis.count + 1) for d in (0.0, OVERLAP, axis.tile)]
        return st.one_of(st.sampled_from(edges), st.floats(min_value=centre - 6, max_value=centre + 6))

    pieces = []
    for _ in range(draw(st.integers(1, 3))):
        loops = []
        for _ in range(draw(st.integers(0, 6))):
            if draw(st.booleans()):  # a label: a few millimetres across
                cx, cy = draw(coordinate(x, 20)), draw(coordinate(y, 20))
                loop = draw(st.lists(st.tuples(near(x, cx), near(y, cy)), min_size=1, max_size=8))
            else:  # an outline: long edges across tiles
                loop = draw(st.lists(st.tuples(coordinate(x, 40), coordinate(y, 40)), min_size=1, max_size=6))
            loops.append(loop)
        points = draw(st.lists(st.tuples(coordinate(x, 10), coordinate(y, 10)), max_size=5))
        pieces.append((loops, points))
    return x, y, pieces


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(grids_and_drawings())
def test_traced_places_are_every_points_places_in_order(case) -> None:
    x, y, drawn = case
    assert list(traced_places(x, y, drawn)) == list(every_point(x, y, drawn))


def test_a_label_inside_one_tile_is_one_place_and_an_edge_across_tiles_is_several() -> None:
    """What the places say on a known grid: two columns and one row of 100 mm tiles."""
    x, y = Axis(0.0, 100.0 - OVERLAP, 100.0, 2), Axis(0.0, 100.0 - OVERLAP, 100.0, 1)
    label = [(40.0, 40.0), (45.0, 40.0), (45.0, 48.0)]
    edge = [(5.0, 50.0), (180.0, 50.0)]
    places = list(traced_places(x, y, [((label,), [(150.0, 50.0)]), ((edge,), [])]))
    assert places[0] == ((0, True, 0, 1), (0, True, 0, 1))  # the label: column 1's own part
    assert places[1] == ((1, True, 1, 2), (0, True, 0, 1))  # the hole: column 2's own part
    # the edge, left to right: column 1's left band, then (its own part already met) the band the
    # columns share, column 2's own part from x = 100 where column 1 ends, and its right band
    assert [p[0] for p in places[2:]] == [(0, False, 0, 1), (1, False, 0, 2), (1, True, 0, 2), (1, False, 1, 2)]
    assert {p[1] for p in places} == {(0, True, 0, 1)}


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.floats(-500, 500), st.floats(-500, 500), st.floats(1, 8)), max_size=60),
       st.tuples(st.floats(-520, 520), st.floats(-520, 520)), st.floats(min_value=5, max_value=80))
def test_the_hole_grid_offers_every_hole_within_the_window(holes, point, window) -> None:
    """Registration marks weigh only the holes the grid offers: it must offer each one a mark
    there could cover, with nothing invented."""
    offered = HoleGrid(holes, window).around(point)
    within = [h for h in holes if abs(h[0] - point[0]) <= window and abs(h[1] - point[1]) <= window]
    assert all(h in offered for h in within)
    assert all(h in holes for h in offered) and len(offered) == len(set(map(id, offered)))


@settings(max_examples=500, deadline=None)
@given(axes(), st.floats(min_value=-2000, max_value=2000))
def test_an_axis_key_is_where_the_value_falls(axis: Axis, value: float) -> None:
    """The key written with comparisons for speed, against its definition with min and max."""
    offset = value - axis.origin
    cell = int(offset // axis.step)
    index = min(max(cell, 0), axis.count - 1)
    assert axis.key(value) == (index, OVERLAP <= offset - index * axis.step <= axis.tile - OVERLAP,
                               max(math.ceil((offset - axis.tile) / axis.step), 0), min(cell, axis.count - 1) + 1)
