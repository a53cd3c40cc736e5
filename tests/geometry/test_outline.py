"""Outlines, their exact offsets, arcs as bulges, and kerf compensation."""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from boardgen.board import Hole, Piece
from boardgen.geometry.outline import Outline, _arc_distance, arc_geometry, arc_points
from boardgen.geometry.placement import Placement
from boardgen.geometry.polygon import regular_polygon
from boardgen.geometry.vec import distance, segment_distance

from tests.support.boards import board

SQUARE = [(0.0, 0.0), (100.0, 0.0), (100.0, 60.0), (0.0, 60.0)]
L_SHAPE = [(0.0, 0.0), (100.0, 0.0), (100.0, 40.0), (40.0, 40.0), (40.0, 100.0), (0.0, 100.0)]
"""Counter-clockwise, with one concave corner at (40, 40)."""


def test_polygon_is_stored_counter_clockwise():
    assert Outline.polygon(SQUARE[::-1]).corners == Outline.polygon(SQUARE).corners
    clockwise = Outline.polygon(list(reversed(L_SHAPE)), [1, 2, 3, 4, 5, 6])
    assert clockwise.corners == tuple(L_SHAPE)  # turned around, each radius kept with its corner
    assert clockwise.radii == (6, 5, 4, 3, 2, 1)


@pytest.mark.parametrize(("r", "d"), [(0.0, 5.0), (5.0, 3.0), (5.0, 0.05), (12.0, 19.0), (8.0, -3.0)])
def test_square_offset_grows_bounds_and_radii_by_d(r, d):
    square = Outline.polygon(SQUARE, r)
    grown = square.offset(d)
    x0, y0, x1, y1 = grown.bounds()
    assert (x0, y0, x1, y1) == pytest.approx((-d, -d, 100 + d, 60 + d), abs=1e-9)
    assert grown.radii == pytest.approx((max(r + d, 0.0),) * 4)
    # Every point of the grown outline is exactly d from the original one (outside it for d > 0).
    for point in grown.polyline(0.01):
        assert square.edge_distance(point) == pytest.approx(abs(d), abs=0.02)
        assert square.contains(point) == (d < 0)


def test_concave_corner_radius_shrinks_and_convex_grows():
    shape = Outline.polygon(L_SHAPE, 6.0)
    concave = [i for i in range(len(shape.corners)) if not shape.is_convex_at(i)]
    assert [shape.corners[i] for i in concave] == [(40.0, 40.0)]
    grown = shape.offset(4.0)
    for i in range(len(shape.corners)):
        expected = 2.0 if i in concave else 10.0
        assert grown.radii[i] == pytest.approx(expected)
    assert grown.corners[concave[0]] == pytest.approx((44.0, 44.0))
    # A concave fillet smaller than the offset closes to a sharp corner.
    assert shape.offset(9.0).radii[concave[0]] == 0.0
    # Inward, the concave corner rounds more.
    assert shape.offset(-4.0).radii[concave[0]] == pytest.approx(10.0)


@given(
    sides=st.integers(3, 12),
    side=st.floats(20, 500),
    radius=st.floats(0, 20),
    delta=st.floats(0.01, 30),
)
@example(sides=3, side=20.0, radius=1e-69, delta=1.0)  # a vanishing fillet once divided by zero
@settings(max_examples=60, deadline=None)
def test_offset_of_a_regular_polygon_is_exact(sides, side, radius, delta):
    assume(radius * math.tan(math.pi / sides) < side / 2)  # the fillets fit on the sides
    shape = Outline.polygon(regular_polygon(sides, side), radius)
    grown = shape.offset(delta)
    for point in grown.polyline(0.005):
        assert shape.edge_distance(point) == pytest.approx(delta, abs=0.01)
    # Offsetting back returns the same outline (fillets included, where there were some).
    back = grown.offset(-delta)
    for a, b in zip(back.corners, shape.corners):
        assert a == pytest.approx(b, abs=1e-6)
    assert back.radii == pytest.approx(shape.radii, abs=1e-9)


def test_vertices_place_arcs_between_tangent_points():
    r = 7.0
    shape = Outline.polygon(L_SHAPE, r)
    verts = shape.vertices()
    assert len(verts) == 2 * len(L_SHAPE)
    n = len(L_SHAPE)
    for i, corner in enumerate(shape.corners):
        (ax, ay, bulge), (bx, by, after) = verts[2 * i], verts[2 * i + 1]
        assert after == 0.0  # the edge after a fillet is straight
        a, b = (ax, ay), (bx, by)
        previous, following = shape.corners[i - 1], shape.corners[(i + 1) % n]
        # Both tangent points sit on the corner's edges, the same distance from the corner.
        assert distance(a, corner) == pytest.approx(distance(b, corner))
        assert _on_segment(a, previous, corner) and _on_segment(b, corner, following)
        centre, radius, _, sweep = arc_geometry(a, b, bulge)
        assert radius == pytest.approx(r)
        # Tangency: the radius to each end point is perpendicular to that end's edge.
        for end, p, q in ((a, previous, corner), (b, corner, following)):
            edge = (q[0] - p[0], q[1] - p[1])
            spoke = (end[0] - centre[0], end[1] - centre[1])
            assert abs(edge[0] * spoke[0] + edge[1] * spoke[1]) < 1e-6 * r * math.hypot(*edge)
        # A 90 degree corner: a quarter arc, counter-clockwise on convex corners, clockwise on the concave one.
        assert abs(sweep) == pytest.approx(math.pi / 2)
        assert (bulge > 0) == shape.is_convex_at(i)


def _on_segment(p, a, b) -> bool:
    return abs(distance(a, p) + distance(p, b) - distance(a, b)) < 1e-9


@given(
    radius=st.floats(0.5, 500),
    start=st.floats(-math.pi, math.pi),
    sweep=st.floats(0.05, 2 * math.pi - 0.05),
    ccw=st.booleans(),
    tolerance=st.sampled_from([0.01, 0.05, 0.2]),
)
@settings(max_examples=80, deadline=None)
def test_arc_points_stay_within_tolerance(radius, start, sweep, ccw, tolerance):
    signed = sweep if ccw else -sweep
    a = (radius * math.cos(start), radius * math.sin(start))
    b = (radius * math.cos(start + signed), radius * math.sin(start + signed))
    bulge = math.tan(signed / 4)
    centre, r, s, sw = arc_geometry(a, b, bulge)
    assert centre == pytest.approx((0.0, 0.0), abs=1e-6 * radius)
    assert r == pytest.approx(radius, rel=1e-6)
    assert sw == pytest.approx(signed)
    pts = arc_points(a, b, bulge, tolerance)
    assert pts[0] == a and pts[-1] == b
    for p, q in zip(pts, pts[1:]):
        assert distance(p, (0, 0)) == pytest.approx(radius, rel=1e-9, abs=1e-9)
        mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
        assert radius - distance(mid, (0, 0)) <= tolerance + 1e-9  # chord's sagitta
        # Consecutive points turn in the arc's direction.
        turn = math.atan2(p[0] * q[1] - p[1] * q[0], p[0] * q[0] + p[1] * q[1])
        assert (turn > 0) == ccw


def test_kerf_compensation_shrinks_holes_by_the_kerf_and_grows_outlines_by_half():
    piece = Piece("p", Outline.polygon(SQUARE, 5.0), (Hole((50.0, 30.0), 4.8, "track"),))
    cut = piece.compensated(0.2)
    assert cut.holes[0].diameter == pytest.approx(4.6)
    assert cut.holes[0].center == (50.0, 30.0)
    assert cut.outline.bounds() == pytest.approx((-0.1, -0.1, 100.1, 60.1), abs=1e-9)
    assert cut.outline.radii == pytest.approx((5.1,) * 4)
    assert piece.compensated(0) is piece


@pytest.mark.parametrize("style", ["single", "sections"])
def test_board_toolpaths_are_kerf_compensated(style):
    kerf = 0.3
    nominal = board(players=6, style=style).board
    cut = board(players=6, style=style, kerf=f"{kerf}mm").board
    assert cut.kerf == pytest.approx(kerf)
    for plain, comp in zip(nominal.sheet(), cut.toolpaths()):
        assert [h.diameter for h in comp.holes] == pytest.approx([h.diameter - kerf for h in plain.holes])
        assert [h.center for h in comp.holes] == [h.center for h in plain.holes]
        x0, y0, x1, y1 = plain.outline.bounds()
        # The bounds of a rounded polygon move out by kerf/2 on each side (within the flattening tolerance).
        assert comp.outline.bounds() == pytest.approx((x0 - kerf / 2, y0 - kerf / 2, x1 + kerf / 2, y1 + kerf / 2),
                                                      abs=0.06)
        for point in comp.outline.polyline(0.01):
            assert plain.outline.edge_distance(point) == pytest.approx(kerf / 2, abs=0.02)
    # The board itself (what the manifest describes) stays nominal.
    assert [h.diameter for h in cut.holes] == [h.diameter for h in nominal.holes]


def test_contains_by_bands_answers_as_ray_casting_over_every_edge() -> None:
    """``Outline.contains`` tests only the edges filed in the point's band; over every edge of
    the fine polygon the even-odd rule must answer the same, for points all over real outlines,
    on their vertices and a hair beside them."""
    import random

    from boardgen.geometry.outline import _inside
    from boardgen.job import make_board

    rng = random.Random(3)
    answers = set()
    for raw in ({"players": "8"}, {"players": "6", "style": "sections"}, {"players": "4,6", "style": "concentric"}):
        for piece in make_board("pegs-and-jokers", raw).board.pieces:
            outline = piece.outline
            fine = outline.polyline()
            edges = [(fine[i], fine[i - 1]) for i in range(len(fine))]
            x0, y0, x1, y1 = outline.bounds()
            points = [(rng.uniform(x0 - 5, x1 + 5), rng.uniform(y0 - 5, y1 + 5)) for _ in range(500)]
            points += [*fine, *((x + 1e-9, y) for x, y in fine), *(hole.center for hole in piece.holes)]
            for point in points:
                answers.add(outline.contains(point))
                assert outline.contains(point) == _inside(point, edges), point
    assert answers == {True, False}


@settings(max_examples=200, deadline=None)
@given(st.sampled_from((0.0, 0.3, -1.2, math.pi)), st.floats(-500, 500), st.floats(-500, 500),
       st.lists(st.tuples(st.floats(-900, 900), st.floats(-900, 900)), max_size=20))
def test_a_placement_moves_a_whole_path_as_it_moves_each_point(angle, dx, dy, path) -> None:
    placement = Placement(angle, dx, dy)
    assert placement.apply_all(path) == tuple(placement.apply(p) for p in path)


@settings(max_examples=200, deadline=None)
@given(st.integers(3, 12), st.floats(20, 400), st.floats(0, 30),
       st.lists(st.tuples(st.floats(-500, 500), st.floats(-500, 500)), min_size=1, max_size=15))
def test_edge_distance_skips_only_edges_that_cannot_be_nearest(sides, size, fillet, points) -> None:
    """The boxes only save work: the distance is the least over every edge, measured exactly."""
    outline = Outline.polygon(regular_polygon(sides, size)).offset(fillet)
    for point in points:
        every = min(_arc_distance(point, a, b, arc) if arc else segment_distance(point, a, b)
                    for a, b, arc, _ in outline._measured_edges)
        assert outline.edge_distance(point) == every


@settings(max_examples=200, deadline=None)
@given(st.integers(3, 12), st.floats(20, 400), st.floats(0, 30), st.floats(0, 600),
       st.lists(st.tuples(st.floats(-500, 500), st.floats(-500, 500)), min_size=1, max_size=15))
def test_edge_distance_within_a_bound_is_exact_below_it(sides, size, fillet, beyond, points) -> None:
    """Below ``beyond`` the distance is the one measured without a bound, to the bit; at or
    above it, what comes back is not below it either."""
    outline = Outline.polygon(regular_polygon(sides, size)).offset(fillet)
    for point in points:
        every = outline.edge_distance(point)
        bounded = outline.edge_distance(point, beyond)
        assert bounded == every if every < beyond else bounded >= beyond
