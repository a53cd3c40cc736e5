"""SVG for laser software: millimetre units, one group per operation, hairline strokes,
true circles for holes and one path per glyph or mark for text (see ../shared/reference/SHOP.md).

A glyph's contours share one path with fill-rule evenodd, so software that fills paths one by
one leaves its counters open; single-line glyphs are open paths, scored as drawn.
"""

from __future__ import annotations

import math
from xml.etree import ElementTree

import svgwrite

from boardgen.board import Board
from boardgen.geometry.outline import Vertex, arc_geometry
from boardgen.geometry.vec import Point
from boardgen.writers.cut.operations import BED, CUT, ENGRAVE, HAIRLINE, HOLES, RUN_ORDER, Operation
from boardgen.writers.cut.sheet import CutSheet, cut_sheet, num, nums, tidy
from boardgen.writers.writer import OutputSettings, Writer

PAD = 1.0
"""mm of empty border, so the hairline at the edge is not clipped by viewers; none round a
bed-size sheet, whose file is exactly the bed so laser software places it as laid out."""


HELD = "boardgen-held-"
"""The tag of the place held in a group for its many elements: nothing else in the file can
read ``<boardgen-held-``, for ElementTree writes any ``<`` in text or attributes as ``&lt;``."""


def render(board: Board, settings: OutputSettings) -> bytes:
    sheet = cut_sheet(board, settings.origin)
    x0, y0, x1, y1 = sheet.bounds
    pad = 0.0 if sheet.bed_edge else PAD
    width, height = x1 - x0 + 2 * pad, y1 - y0 + 2 * pad

    def xy(x: float, y: float) -> tuple[str, str]:
        """Sheet mm (y up) to SVG user units (mm, y down)."""
        ux, uy = _user_units([(x, y)], 0.0, 0.0, x0, y1 + pad, pad)
        return num(ux), num(uy)

    drawing = svgwrite.Drawing(size=(f"{num(width)}mm", f"{num(height)}mm"), profile="full", debug=False)
    drawing.viewbox(0, 0, float(num(width)), float(num(height)))
    drawing.set_desc(title=board.title, desc=(
        "Units: mm (1 user unit = 1 mm). Groups by operation, run in this order: "
        + "; ".join(f"{op.layer} {settings.palette.of(op)} = {op.description}" for op in RUN_ORDER)
        + (f". Kerf-compensated for a {num(board.kerf)} mm kerf." if board.kerf else ". No kerf compensation.")
        + (f" The sheet is the bed; {BED.layer} {settings.palette.of(BED)} = {BED.description}." if sheet.bed_edge else "")
        + f" The DXF's and G-code's X0 Y0 ({settings.origin}) is at user point {' '.join(xy(0.0, 0.0))}."
        + "".join(f"\n{line}" for line in board.design.lines())
    ))
    if settings.stroke == HAIRLINE:
        drawing.add(drawing.style(ON_SCREEN))
    if sheet.bed_edge:
        edge = _group(drawing, BED, settings.palette.of(BED), settings.stroke)
        edge.add(drawing.path(d=_loop_path(sheet.bed_edge, xy)))
        drawing.add(edge)
    for op in RUN_ORDER:
        drawing.add(_group(drawing, op, settings.palette.of(op), settings.stroke))
    # The many paths and circles are written as text, as ElementTree writes an element with
    # these attributes (numbers and path letters, nothing to escape), in the place held for
    # them in each group: an element object for each, serialised, cost more than its numbers.
    root = drawing.get_xml()
    groups = {group.get("id"): group for group in root.findall("g")}
    many = {
        ENGRAVE.layer: "".join(f'<path d="{d}" />' for d in _engraving_paths(sheet, x0, y1 + pad, pad)),
        HOLES.layer: "".join(f'<circle cx="{cx}" cy="{cy}" r="{r}" />'
                             for cx, cy, r in _circles(sheet, x0, y1 + pad, pad)),
        CUT.layer: "".join(f'<path d="{_outline_path(outline, xy)}" />' for outline in sheet.outlines),
    }
    for layer, elements in many.items():
        if elements:
            ElementTree.SubElement(groups[layer], HELD + layer)
    text = svg_file(root).decode()
    for layer, elements in many.items():
        text = text.replace(f"<{HELD}{layer} />", elements, 1)
    return text.encode()


def document(drawing: svgwrite.Drawing) -> bytes:
    """The drawing as an SVG 1.1 file."""
    return svg_file(drawing.get_xml())


def svg_file(root: ElementTree.Element) -> bytes:
    """An SVG tree as an SVG 1.1 file: an XML declaration, and no attribute the DTD lacks."""
    root.attrib.pop("xmlns:ev", None)  # svgwrite adds it, but the SVG 1.1 DTD does not declare it
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + ElementTree.tostring(root, encoding="unicode") + "\n").encode()


LINE_PX, LETTERING_PX = "1.4px", ".7px"
"""The lines' width on screen at any zoom, lettering thinner so it stays legible: the PNG's and
the preview page's widths (``png.SCREEN_STYLE``)."""
ON_SCREEN = (f"#{CUT.layer} path,#{BED.layer} path,#{HOLES.layer} circle"
             f"{{vector-effect:non-scaling-stroke;stroke-width:{LINE_PX}}}"
             f"#{ENGRAVE.layer} path{{vector-effect:non-scaling-stroke;stroke-width:{LETTERING_PX}}}")
"""A style sheet that draws the hairlines a fixed width on screen where a style sheet is read (a
browser, Inkscape, rsvg), so the file never looks empty. The groups' own ``stroke-width``
attribute still says the hairline, and shapes and colours are untouched, for laser software.
Scoped to the layers' ids, so an SVG put inline in a page (the preview) styles nothing else."""


def _group(drawing: svgwrite.Drawing, op: Operation, color: str, stroke: float):
    group = drawing.g(id=op.layer, stroke=color, fill="none", stroke_width=num(stroke))
    if op is ENGRAVE:
        group["fill-rule"] = "evenodd"
    return group


def _user_units(points: list[Point], dx: float, dy: float, x0: float, up: float, pad: float) -> list[float]:
    """Sheet mm (y up), moved by (``dx``, ``dy``), as SVG user units (mm, y down): x, y, x, y...
    for all the points at once, as the engraving has thousands."""
    values = [0.0] * (2 * len(points))
    values[0::2] = [x + dx - x0 + pad for x, _ in points]
    values[1::2] = [up - (y + dy) for _, y in points]
    return values


def _engraving_paths(sheet: CutSheet, x0: float, up: float, pad: float) -> list[str]:
    """Each engraved shape's path data (the sheet's shift added), every number written in one
    pass."""
    shapes = [shape for piece in sheet.pieces for shape in piece.engraving]
    points = [point for shape in shapes for path in shape.paths for point in path]
    values = _user_units(points, sheet.shift.dx, sheet.shift.dy, x0, up, pad)
    text = "\n".join("".join("M%.4f %.4f " + "L%.4f %.4f " * (len(path) - 1) + ("Z " if shape.closed else "")
                             for path in shape.paths) for shape in shapes)
    # Every number, and so every shape, ends in a space; path data ends without one.
    return [d[:-1] for d in tidy(text % tuple(values)).split("\n")] if shapes else []


def _circles(sheet: CutSheet, x0: float, up: float, pad: float) -> list[tuple[str, ...]]:
    """Each hole's centre and radius (the sheet's shift added), every number written in one pass."""
    holes = [hole for piece in sheet.pieces for hole in piece.holes]
    centres = iter(_user_units([hole.center for hole in holes], sheet.shift.dx, sheet.shift.dy, x0, up, pad))
    texts = iter(nums([v for hole, x, y in zip(holes, centres, centres) for v in (x, y, hole.diameter / 2)]))
    return list(zip(texts, texts, texts))


def _loop_path(loop, xy) -> str:
    return "M" + " L".join(" ".join(xy(*p)) for p in loop) + " Z"


def _outline_path(vertices: tuple[Vertex, ...], xy) -> str:
    parts = ["M" + " ".join(xy(vertices[0][0], vertices[0][1]))]
    for i, (x, y, bulge) in enumerate(vertices):
        nx, ny, _ = vertices[(i + 1) % len(vertices)]
        end = " ".join(xy(nx, ny))
        if abs(bulge) < 1e-12:
            parts.append("L" + end)
            continue
        _, radius, _, sweep = arc_geometry((x, y), (nx, ny), bulge)
        large = 1 if abs(sweep) > math.pi else 0
        # Flipping y turns a counter-clockwise arc into SVG's negative sweep direction.
        sweep_flag = 0 if bulge > 0 else 1
        parts.append(f"A{num(radius)} {num(radius)} 0 {large} {sweep_flag} {end}")
    return " ".join(parts) + " Z"


WRITER = Writer("svg", "svg", render, backs=True)
