"""The verifier's engraving clearance (holes filed in a grid, shapes measured only against the
holes their box comes near) against its definition, every point of every shape against every
hole, on random holes and shapes: the same verdict and the same hole named."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from hypothesis import given, settings, strategies as st

from boardgen.board import Engraving, Hole
from boardgen.geometry.vec import distance
from boardgen.verify import LOOP_REACH, _engraving_clear

CLEARANCE = 0.5

spots = st.tuples(st.floats(min_value=-60, max_value=60), st.floats(min_value=-60, max_value=60))
holes = st.builds(lambda c, d: Hole(c, d, "track"), spots, st.floats(min_value=1.0, max_value=9.0))


@st.composite
def shapes(draw) -> Engraving:
    x, y = draw(spots)
    near = st.tuples(st.floats(min_value=x - 8, max_value=x + 8), st.floats(min_value=y - 8, max_value=y + 8))
    return Engraving(tuple(draw(st.lists(st.lists(near, min_size=1, max_size=6).map(tuple), min_size=1, max_size=3))))


def first_touched(hole_list, shape_list) -> Hole | None:
    """The definition: the first hole any shape's point comes within its reach of, counting a
    shape only when its first point is within ``LOOP_REACH`` beyond that reach."""
    for hole in hole_list:
        reach = hole.diameter / 2 + CLEARANCE
        for shape in shape_list:
            points = shape.points
            if distance(points[0], hole.center) <= reach + LOOP_REACH and \
                    any(distance(p, hole.center) < reach for p in points):
                return hole
    return None


@pytest.mark.slow  # 300 random boards against the definition; the test below is the quick check
@settings(max_examples=300, deadline=None)
@given(st.lists(holes, min_size=1, max_size=25), st.lists(shapes(), min_size=1, max_size=12))
def test_engraving_clearance_names_the_hole_the_definition_does(hole_list, shape_list) -> None:
    board = SimpleNamespace(pieces=(SimpleNamespace(holes=tuple(hole_list), engraving=tuple(shape_list)),))
    check = _engraving_clear(board, CLEARANCE)
    touched = first_touched(hole_list, shape_list)
    assert check.passed == (touched is None)
    if touched is not None:
        assert check.detail == f"a label touches the hole at ({touched.center[0]:.1f}, {touched.center[1]:.1f})"


def test_a_label_across_a_hole_fails_and_one_beside_it_passes() -> None:
    hole = Hole((10.0, 10.0), 5.0, "track")
    across = Engraving((((8.0, 10.0), (12.0, 10.0), (12.0, 11.0)),))
    beside = Engraving((((13.1, 10.0), (16.0, 10.0), (16.0, 11.0)),))  # 3.1 mm from the centre: 0.6 mm clear
    board = SimpleNamespace(pieces=(SimpleNamespace(holes=(hole,), engraving=(beside,)),))
    assert _engraving_clear(board, CLEARANCE).passed
    board = SimpleNamespace(pieces=(SimpleNamespace(holes=(hole,), engraving=(beside, across)),))
    assert _engraving_clear(board, CLEARANCE).detail == "a label touches the hole at (10.0, 10.0)"
