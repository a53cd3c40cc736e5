"""The DXF writer's entity text against ezdxf's own entities: the same document, byte for
byte, for random polylines (open and closed, bulges and none, no vertices) and circles."""

from __future__ import annotations

import io

import ezdxf
import pytest
from hypothesis import given, settings, strategies as st

from boardgen.writers.cut.dxf_entities import EntityText

coordinates = st.floats(min_value=-5000, max_value=5000, allow_nan=False, allow_infinity=False)
bulges = st.one_of(st.just(0.0), st.just(-0.0), st.floats(min_value=-3, max_value=3, allow_nan=False))
polylines = st.tuples(st.just("polyline"), st.lists(st.tuples(coordinates, coordinates, bulges), max_size=12),
                      st.sampled_from(("CUT", "ENGRAVE", "BED")), st.booleans())
circles = st.tuples(st.just("circle"), st.tuples(coordinates, coordinates), st.floats(min_value=0.01, max_value=100),
                    st.just("HOLES"))


def document(shapes, bulk: bool) -> str:
    doc = ezdxf.new("R2000", setup=False)
    for layer in ("CUT", "ENGRAVE", "BED", "HOLES"):
        doc.layers.add(layer)
    msp = doc.modelspace()
    text = EntityText(doc)
    for kind, *args in shapes:
        if bulk:
            getattr(text, kind)(*args)
        elif kind == "polyline":
            vertices, layer, closed = args
            msp.add_lwpolyline(vertices, format="xyb", close=closed, dxfattribs={"layer": layer})
        else:
            center, radius, layer = args
            msp.add_circle(center, radius, dxfattribs={"layer": layer})
    stream = io.StringIO()
    doc.write(stream)
    return text.into(stream.getvalue()) if bulk else stream.getvalue()


@pytest.mark.slow  # 150 random documents through ezdxf
@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(polylines, circles), max_size=8))
def test_entity_text_is_what_ezdxf_writes(shapes) -> None:
    ezdxf.options.write_fixed_meta_data_for_testing = True
    try:
        assert document(shapes, bulk=True) == document(shapes, bulk=False)
    finally:
        ezdxf.options.write_fixed_meta_data_for_testing = False


def test_entity_text_reads_back_with_ezdxf() -> None:
    """What a reader gets: the shapes written, on their layers, with their bulges."""
    text = document([("polyline", [(0, 0, 0.0), (10, 0, 1.0), (10, 5, 0.0)], "CUT", True),
                     ("circle", (3, 4), 1.5, "HOLES")], bulk=True)
    doc = ezdxf.read(io.StringIO(text))
    line, circle = doc.modelspace()
    assert (line.dxftype(), line.dxf.layer, line.closed) == ("LWPOLYLINE", "CUT", True)
    assert list(line.get_points("xyb")) == [(0, 0, 0), (10, 0, 1), (10, 5, 0)]
    assert (circle.dxftype(), circle.dxf.layer, tuple(circle.dxf.center), circle.dxf.radius) == \
        ("CIRCLE", "HOLES", (3, 4, 0), 1.5)
