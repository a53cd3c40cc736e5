"""LightBurn project (``.lbrn2``): a ready laser job, one per sheet.

Kept to the parts of the format LightBurn documents and other programs read back. There is one
``CutSetting`` layer per operation. Its index is its colour in LightBurn's palette. It has a line
or fill mode, speed in mm/s, power in %, passes and a priority in run order. The shapes are
``Ellipse`` circles and ``Path`` shapes in millimetres, y up, as LightBurn's own workspace.
Paths carry lines and cubic Béziers only, so arcs become quarter-turn curves.
The bed's edge goes on tool layer T1, which LightBurn never sends to the laser.
"""

from __future__ import annotations

from xml.etree.ElementTree import Element, SubElement, indent, tostring

from boardgen.board import Board
from boardgen.geometry.bezier import arc_cubics
from boardgen.geometry.outline import Vertex
from boardgen.geometry.vec import Point
from boardgen.writers.cut.operations import CUT, ENGRAVE, HOLES, RUN_ORDER, Operation
from boardgen.writers.cut.sheet import cut_sheet, num
from boardgen.writers.writer import OutputSettings, Writer

PALETTE = ("#000000", "#0000ff", "#ff0000", "#00e000", "#d0d000", "#ff8000", "#00e0e0", "#ff00ff", "#b4b4b4")
"""LightBurn's first layer colours, by layer index: a layer's colour is its index."""
TOOL_LAYER = 30
"""T1: a layer for guides, shown but never run."""
SCAN_INTERVAL = 0.1
"""mm between the lines of a fill: a common starting point for wood."""
FORMAT_VERSION = "1"
"""The .lbrn2 form of the project file (FormatVersion 0 is the older .lbrn)."""


def render(board: Board, settings: OutputSettings) -> bytes:
    sheet = cut_sheet(board, settings.origin)  # the same X0 Y0 as the DXF and the G-code
    root = Element("LightBurnProject", AppVersion="1.4.00", FormatVersion=FORMAT_VERSION, MaterialHeight="0",
                   MirrorX="False", MirrorY="False")
    indices = layer_indices(settings)
    for priority, op in enumerate(RUN_ORDER):
        _cut_setting(root, op, indices[op.layer], priority, settings)
    if sheet.bed_edge:
        guide = SubElement(root, "CutSetting", type="Tool")  # tool layers take no name of their own
        for name, value in (("index", TOOL_LAYER), ("name", "T1"), ("priority", len(RUN_ORDER))):
            SubElement(guide, name, Value=str(value))
        _path(root, TOOL_LAYER, [(x, y, 0.0) for x, y in sheet.bed_edge])
    for shape in sheet.engraving:  # a glyph's contours, counters included; a fill scans them even-odd
        for path in shape.paths:
            _path(root, indices[ENGRAVE.layer], [(x, y, 0.0) for x, y in path], shape.closed)
    for hole in sheet.holes:
        radius = num(hole.diameter / 2)
        shape = SubElement(root, "Shape", Type="Ellipse", CutIndex=str(indices[HOLES.layer]), Rx=radius, Ry=radius)
        SubElement(shape, "XForm").text = f"1 0 0 1 {num(hole.center[0])} {num(hole.center[1])}"
    for vertices in sheet.outlines:
        _path(root, indices[CUT.layer], vertices)
    SubElement(root, "Notes", ShowOnLoad="1", Notes=_notes(board, settings))
    indent(root, space=" ")
    return b'<?xml version="1.0" encoding="UTF-8"?>\n' + tostring(root, encoding="utf-8", xml_declaration=False) + b"\n"


def layer_indices(settings: OutputSettings) -> dict[str, int]:
    """Each operation's layer: the LightBurn colour nearest its ``--colors`` colour, the next
    free one if an earlier operation took it."""
    taken: dict[str, int] = {}
    for op in RUN_ORDER:
        rgb = _rgb(settings.palette.of(op))
        ranked = sorted(range(len(PALETTE)), key=lambda i: sum((a - b) ** 2 for a, b in zip(_rgb(PALETTE[i]), rgb)))
        taken[op.layer] = next(i for i in ranked if i not in taken.values())
    return taken


def _rgb(color: str) -> tuple[int, int, int]:
    return int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16)


def _cut_setting(root: Element, op: Operation, index: int, priority: int, settings: OutputSettings) -> None:
    run = settings.laser.of(op)
    setting = SubElement(root, "CutSetting", type="Scan" if run.fill else "Cut")
    values = [("index", index), ("name", op.layer), ("minPower", num(run.power)), ("maxPower", num(run.power)),
              ("speed", num(run.speed)), ("numPasses", run.passes), ("priority", priority)]
    if run.fill:
        values.append(("interval", num(SCAN_INTERVAL)))
    for name, value in values:
        SubElement(setting, name, Value=str(value))


def _path(root: Element, index: int, vertices: list[Vertex] | tuple[Vertex, ...], closed: bool = True) -> None:
    """A path, closed unless it is a single-line stroke: straight runs as lines, arcs (bulges)
    as Bézier curves. Each primitive runs from one vertex to the next; a curve's control
    points sit on its two ends (``c0`` leaving the first, ``c1`` arriving at the second)."""
    nodes: list[list] = []  # [point, c0, c1]
    kinds: list[str] = []
    arriving: Point | None = None
    for k, (x, y, bulge) in enumerate(vertices):
        nodes.append([(x, y), None, arriving])
        arriving = None
        if abs(bulge) < 1e-12:
            kinds.append("L")
            continue
        nx, ny, _ = vertices[(k + 1) % len(vertices)]
        curves = arc_cubics((x, y), (nx, ny), bulge)
        for n, (_, c0, c1, end) in enumerate(curves):
            nodes[-1][1] = c0
            kinds.append("B")
            if n < len(curves) - 1:
                nodes.append([end, None, c1])
            else:
                arriving = c1
    if arriving is not None:
        nodes[0][2] = arriving
    shape = SubElement(root, "Shape", Type="Path", CutIndex=str(index))
    SubElement(shape, "XForm").text = "1 0 0 1 0 0"
    SubElement(shape, "VertList").text = "".join(_vertex(*node) for node in nodes)
    primitives = [f"{kind}{i} {(i + 1) % len(nodes)}" for i, kind in enumerate(kinds)]
    SubElement(shape, "PrimList").text = "".join(primitives if closed else primitives[:-1])


def _vertex(point: Point, leaving: Point | None, arriving: Point | None) -> str:
    """A vertex as LightBurn writes one: ``c0x1`` and ``c1x1`` stand for no control point."""
    text = f"V{num(point[0])} {num(point[1])}"
    text += f"c0x{num(leaving[0])}c0y{num(leaving[1])}" if leaving is not None else "c0x1"
    text += f"c1x{num(arriving[0])}c1y{num(arriving[1])}" if arriving is not None else "c1x1"
    return text


def _notes(board: Board, settings: OutputSettings) -> str:
    lines = [board.title, "Units: mm. Layers run in priority order: "
             + ", ".join(f"{op.layer} ({op.description})" for op in RUN_ORDER) + "."]
    lines.append(f"Kerf-compensated for a {num(board.kerf)} mm kerf." if board.kerf else "No kerf compensation.")
    lines.append("Speeds, powers and passes are starting points: run a test cut on your stock and adjust.")
    if board.sheet_size:
        lines.append(f"Tool layer T1 is the edge of the {num(board.sheet_size[0])} x "
                     f"{num(board.sheet_size[1])} mm bed, to show the placement; it is never cut.")
    return "\n".join(lines)


WRITER = Writer("lbrn2", "lbrn2", render, backs=True, sections=("Laser",))
