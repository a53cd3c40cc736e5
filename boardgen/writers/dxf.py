"""DXF for CAD/CAM: R2000 by default (R12 on request), millimetres declared both ways
importers read them, a layer per operation, CIRCLE holes, closed polylines with bulges for
outlines and text, and no TEXT entities (see ../shared/reference/SHOP.md). Outlined glyphs are
a closed polyline per contour (outer and counters) on ENGRAVE; single-line glyphs open polylines.
"""

from __future__ import annotations

import io

import ezdxf
from ezdxf import units

from boardgen.board import Board
from boardgen.errors import ParameterError
from boardgen.writers.operations import COLOR_NAMES, CUT, ENGRAVE, HOLES, OPERATIONS
from boardgen.writers.registry import OutputSettings, Writer
from boardgen.writers.sheet import cut_sheet

VERSIONS = ("R12", "R2000")


def render(board: Board, settings: OutputSettings) -> bytes:
    if settings.dxf_version not in VERSIONS:
        raise ParameterError("--dxf-version", "one of " + ", ".join(VERSIONS), settings.dxf_version)
    sheet = cut_sheet(board)
    fixed = ezdxf.options.write_fixed_meta_data_for_testing
    ezdxf.options.write_fixed_meta_data_for_testing = True  # no dates or GUIDs: same input, same bytes
    try:
        doc = ezdxf.new(settings.dxf_version, setup=False)
        doc.units = units.MM
        doc.header["$MEASUREMENT"] = 1
        for op in OPERATIONS:
            doc.layers.add(op.layer, color=aci(settings.palette.of(op)))
        msp = doc.modelspace()
        polyline = _polyline_adder(msp, settings.dxf_version)
        for vertices in sheet.outlines:
            polyline(vertices, CUT.layer, True)
        for hole in sheet.holes:
            msp.add_circle(hole.center, hole.diameter / 2, dxfattribs={"layer": HOLES.layer})
        for shape in sheet.engraving:
            for path in shape.paths:
                polyline([(x, y, 0.0) for x, y in path], ENGRAVE.layer, shape.closed)
        stream = io.StringIO()
        doc.write(stream)
    finally:
        ezdxf.options.write_fixed_meta_data_for_testing = fixed
    # 999 comments ahead of the first section: the design, for anyone opening the file as text
    comments = "".join(f"999\n{line}\n" for line in board.design.lines())
    return (comments + stream.getvalue()).encode("utf-8")


def aci(color: str) -> int:
    """The AutoCAD colour index of a layer drawn in ``color`` (#rrggbb): 1 to 7 for the pure
    named colours, as CAD programs show them, else the nearest of the 255."""
    named = list(COLOR_NAMES.values())
    if color in named:
        return named.index(color) + 1
    rgb = ezdxf.colors.int2rgb(int(color[1:], 16))
    return min(range(1, 256), key=lambda i: sum((a - b) ** 2 for a, b in zip(ezdxf.colors.aci2rgb(i), rgb)))


def _polyline_adder(msp, version: str):
    """Polylines with bulges, closed or open: LWPOLYLINE where it exists, POLYLINE in R12."""
    if version == "R12":
        def add(vertices, layer: str, closed: bool) -> None:
            line = msp.add_polyline2d([], close=closed, dxfattribs={"layer": layer})
            line.append_vertices([(x, y) for x, y, _ in vertices], dxfattribs=None)
            for vertex, (_, _, bulge) in zip(line.vertices, vertices):
                vertex.dxf.bulge = bulge
        return add

    def add(vertices, layer: str, closed: bool) -> None:
        msp.add_lwpolyline(vertices, format="xyb", close=closed, dxfattribs={"layer": layer})
    return add


WRITER = Writer("dxf", "dxf", render)
