"""DXF for CAD/CAM: R2000 by default (R12 on request), millimetres declared both ways
importers read them, a layer per operation, CIRCLE holes, closed polylines with bulges for
outlines and text, and no TEXT entities (see ../shared/reference/SHOP.md). Outlined glyphs are
a closed polyline per contour (outer and counters) on ENGRAVE; single-line glyphs open polylines.
"""

from __future__ import annotations

import io

import ezdxf
from ezdxf import units, zoom
from ezdxf.document import Drawing

from boardgen.board import Board
from boardgen.errors import ParameterError
from boardgen.geometry.outline import exact_extent
from boardgen.writers.cut.dxf_entities import EntityText
from boardgen.writers.cut.operations import BED, COLOR_NAMES, CUT, ENGRAVE, HOLES, OPERATIONS
from boardgen.writers.cut.sheet import cut_sheet
from boardgen.writers.writer import OutputSettings, Writer

VERSIONS = ("R12", "R2000")


def render(board: Board, settings: OutputSettings) -> bytes:
    if settings.dxf_version not in VERSIONS:
        raise ParameterError("--dxf-version", "one of " + ", ".join(VERSIONS), settings.dxf_version)
    sheet = cut_sheet(board, settings.origin)
    fixed = ezdxf.options.write_fixed_meta_data_for_testing
    ezdxf.options.write_fixed_meta_data_for_testing = True  # no dates or GUIDs: same input, same bytes
    try:
        if settings.dxf_version == "R12":
            doc = Drawing.new("R12")  # not ezdxf.new, which warns that R12 has no $INSUNITS: report() says so
        else:
            doc = ezdxf.new(settings.dxf_version, setup=False, units=units.MM)
        doc.header["$MEASUREMENT"] = 1
        for op in OPERATIONS:
            doc.layers.add(op.layer, color=aci(settings.palette.of(op)))
        msp = doc.modelspace()
        entities = _R12Entities(msp) if settings.dxf_version == "R12" else EntityText(doc)
        if sheet.bed_edge:
            guide = doc.layers.add(BED.layer, color=aci(settings.palette.of(BED)))
            if settings.dxf_version != "R12":
                guide.dxf.plot = 0  # R12 has no plot flag: the layer's name and grey say it
            entities.polyline([(x, y, 0.0) for x, y in sheet.bed_edge], BED.layer, True)
        # Entities in RUN_ORDER: a program that cuts in file order frees a part only after its holes.
        for shape in sheet.engraving:
            for path in shape.paths:
                entities.polyline([(x, y, 0.0) for x, y in path], ENGRAVE.layer, shape.closed)
        for hole in sheet.holes:
            entities.circle(hole.center, hole.diameter / 2, HOLES.layer)
        for vertices in sheet.outlines:
            entities.polyline(vertices, CUT.layer, True)
        boxes = [exact_extent(vertices) for vertices in sheet.outlines]
        x0, y0, x1, y1 = sheet.bounds if sheet.bed_edge or not boxes else (
            min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
        msp.dxf.extmin, msp.dxf.extmax = (x0, y0, 0.0), (x1, y1, 0.0)  # ezdxf writes these as $EXTMIN/$EXTMAX
        doc.header["$EXTMIN"], doc.header["$EXTMAX"] = msp.dxf.extmin, msp.dxf.extmax
        zoom.window(msp, (x0, y0), (x1, y1))  # a viewer opens on the drawing, not on the origin
        stream = io.StringIO()
        doc.write(stream)
    finally:
        ezdxf.options.write_fixed_meta_data_for_testing = fixed
    # 999 comments ahead of the first section: the design, for anyone opening the file as text
    comments = "".join(f"999\n{line}\n" for line in board.design.lines())
    return (comments + entities.into(stream.getvalue())).encode("utf-8")


def aci(color: str) -> int:
    """The AutoCAD colour index of a layer drawn in ``color`` (#rrggbb): 1 to 7 for the pure
    named colours, as CAD programs show them, else the nearest of the 255."""
    named = list(COLOR_NAMES.values())
    if color in named:
        return named.index(color) + 1
    rgb = ezdxf.colors.int2rgb(int(color[1:], 16))
    return min(range(1, 256), key=lambda i: sum((a - b) ** 2 for a, b in zip(ezdxf.colors.aci2rgb(i), rgb)))


class _R12Entities:
    """R12 has no LWPOLYLINE: POLYLINE with VERTEX entities, made through ezdxf (a format on
    request only, so not worth a text writer of its own like ``EntityText``)."""

    def __init__(self, msp) -> None:
        self._msp = msp

    def polyline(self, vertices, layer: str, closed: bool) -> None:
        line = self._msp.add_polyline2d([], close=closed, dxfattribs={"layer": layer})
        line.append_vertices([(x, y) for x, y, _ in vertices], dxfattribs=None)
        for vertex, (_, _, bulge) in zip(line.vertices, vertices):
            vertex.dxf.bulge = bulge

    def circle(self, center, radius: float, layer: str) -> None:
        self._msp.add_circle(center, radius, dxfattribs={"layer": layer})

    @staticmethod
    def into(document: str) -> str:
        return document


def report(board: Board, settings: OutputSettings) -> str:
    """R12 cannot say its units, and importers guess: Inkscape takes inches, 25.4 times too big."""
    if settings.dxf_version != "R12":
        return ""
    return ("DXF R12 has no units field ($INSUNITS): these files are in millimetres; import them as mm "
            "(Inkscape assumes inches and makes them 25.4 times too big), or use --dxf-version R2000")


WRITER = Writer("dxf", "dxf", render, report=report, backs=True)
