"""The writers' shortcuts against the code they stand in for: the same text for any input, not
only for the boards the bytes tests make."""

from __future__ import annotations

import io

from hypothesis import given, settings, strategies as st
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from boardgen.board import Hole
from boardgen.lettering.pdf_fonts import BOLD, register_fonts
from boardgen.writers.pdf.drawing import circles, polylines, right_aligned, saved_and_moved
from boardgen.writers.cut.sheet import num, nums, tidy

edgy = st.one_of(st.floats(), st.sampled_from((0.0, -0.0, -0.00004, 0.00005, -0.00005, 1e20, 10.0, 100.5, -100.25)),
                 st.integers(-10**6, 10**6).map(lambda n: n / 10**4))
"""Any float, and the ones whose rounding, zeros or sign a shortcut could get wrong."""


@settings(max_examples=300, deadline=None)
@given(st.lists(edgy, max_size=40))
def test_tidy_writes_each_number_as_num_does(values: list[float]) -> None:
    assert tidy("".join("%.4f " % v for v in values)) == "".join(num(v) + " " for v in values)
    assert nums(values) == [num(v) for v in values]


coordinates = st.floats(min_value=-5000, max_value=5000, allow_nan=False, allow_infinity=False)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.lists(st.tuples(coordinates, coordinates), min_size=1, max_size=8), st.booleans()),
                max_size=6))
def test_polylines_are_the_path_reportlab_draws(paths: list[tuple[list[tuple[float, float]], bool]]) -> None:
    drawn = PDFPathObject()
    for points, closed in paths:
        drawn.moveTo(*points[0])
        for point in points[1:]:
            drawn.lineTo(*point)
        if closed:
            drawn.close()
    assert polylines(paths).getCode() == drawn.getCode()


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(coordinates, coordinates, st.floats(min_value=0.01, max_value=100)), max_size=6))
def test_circles_are_the_path_reportlab_draws(holes: list[tuple[float, float, float]]) -> None:
    drawn = PDFPathObject()
    for x, y, diameter in holes:
        drawn.circle(x, y, diameter / 2)
    assert circles(Hole((x, y), diameter, "track") for x, y, diameter in holes).getCode() == drawn.getCode()


@settings(max_examples=50, deadline=None)
@given(coordinates, coordinates, st.text(alphabet="ABCXYZ 019", min_size=1, max_size=4))
def test_right_aligned_is_what_draw_right_string_writes(x: float, y: float, text: str) -> None:
    register_fonts()
    canvas = Canvas(io.BytesIO())
    canvas.setFont(BOLD, 2.6)
    canvas.drawRightString(x, y, text)
    assert canvas.getCurrentPageContent() == right_aligned(canvas, x, y, text)


@settings(max_examples=50, deadline=None)
@given(coordinates, coordinates)
def test_saved_and_moved_is_what_save_state_and_translate_write(x: float, y: float) -> None:
    canvas = Canvas(io.BytesIO())
    canvas.saveState()
    canvas.translate(x, y)
    assert canvas.getCurrentPageContent() == saved_and_moved(x, y)
