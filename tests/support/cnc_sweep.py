"""The router's bit swept along every program of a sheet, checked against that sheet's parts as
its DXF draws them (read with ezdxf), its tabs and its edges, independently of the planner.

Import explicitly (``from tests.support.cnc_sweep import ...``).
"""

from __future__ import annotations

import io
import math
import re
from dataclasses import dataclass

import ezdxf
import shapely
from ezdxf import path as dxf_path
from shapely.geometry import LineString, Polygon, box

from tests.support.gcode_check import Move, run_program

TOLERANCE = 0.05
"""mm² of a part the sweep may graze: rounding of the written coordinates."""


@dataclass(frozen=True)
class Sheet:
    parts: list[Polygon]
    bed: tuple[float, float] | None


def dxf_sheet(data: bytes) -> Sheet:
    """The parts (closed CUT outlines, arcs flattened to 0.01 mm) and the bed's edge of a sheet's DXF."""
    doc = ezdxf.read(io.StringIO(data.decode("utf-8")))
    msp = doc.modelspace()
    parts = [Polygon([(v.x, v.y) for v in dxf_path.make_path(e).flattening(0.01)])
             for e in msp.query("LWPOLYLINE POLYLINE") if e.dxf.layer == "CUT"]
    beds = [e for e in msp.query("LWPOLYLINE POLYLINE") if e.dxf.layer == "BED"]
    bed = None
    if beds:
        xs, ys = zip(*((v.x, v.y) for v in dxf_path.make_path(beds[0]).flattening(0.01)))
        bed = (max(xs) - min(xs), max(ys) - min(ys))
    return Sheet(parts, bed)


def tool(text: str) -> float:
    return float(re.search(r"\(tool ([\d.]+) mm", text).group(1))


def cut_lines(moves: list[Move], below: float = -1e-6) -> list[list[tuple[float, float]]]:
    """The XY track of every feed move that runs below ``below`` (one point for a plunge)."""
    return [list(dict.fromkeys(p[:2] for p in m.samples(24))) for m in moves
            if not m.rapid and min(m.start[2], m.end[2]) < below]


def swept(moves: list[Move], radius: float, below: float = -1e-6) -> shapely.Geometry:
    """The area the bit clears below ``below``; a track taken again on a deeper pass is swept once."""
    tracks = dict.fromkeys(tuple(line) for line in cut_lines(moves, below))
    lines = [LineString(line) if len(line) > 1 else shapely.Point(line[0]) for line in tracks]
    return shapely.union_all(shapely.buffer(lines, radius, quad_segs=16)) if lines else shapely.Polygon()


def _within(moves: list[Move], radius: float, bed: tuple[float, float]) -> bool:
    """Whether the bit stays on the sheet: a disc swept along a track stays inside a rectangle
    exactly when each point of the track is a radius inside it, so the track's extent decides,
    with no need to build the swept area (a drilling program's is thousands of discs)."""
    points = [p for line in cut_lines(moves) for p in line]
    if not points:
        return True
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs) - radius > -1e-3 and min(ys) - radius > -1e-3
            and max(xs) + radius < bed[0] + 1e-3 and max(ys) + radius < bed[1] + 1e-3)


def profile_moves(text: str) -> list[Move]:
    """The moves of a program's profile job alone: a program for one bit may pocket first, and
    each job opens with a comment naming it ("(profile: ...)")."""
    head, _, rest = text.partition("\n(profile: ")
    assert rest, "no profile job in the program"
    start = run_program(head)
    here = start[-1].end if start else (0.0, 0.0, 0.0)
    return run_program(f"G0 X{here[0]} Y{here[1]} Z{here[2]}\n(" + rest)[1:]


@dataclass(frozen=True)
class Findings:
    intrusions: list[str]
    """Parts the bit cut into beyond their own outline (dog-bones aside), with the area."""
    off_sheet: list[str]
    """Programs whose cuts leave the sheet."""
    weak_tabs: list[str]
    """Tabs with no wood left beyond them: cut through by another path, or at the sheet's edge."""
    tabs: int


def check_sheet(sheet: Sheet, programs: dict[str, str], stock: float) -> Findings:
    """Every program's cuts against every part of one sheet: a hole, pocket or engraving may cut
    inside a part, a profile only outside all of them (but at a listed dog-bone)."""
    intrusions, off_sheet, weak = [], [], []
    through = shapely.Polygon()
    tab_list: list[tuple[float, float, float]] = []
    profiles = []
    for name, text in programs.items():
        radius = tool(text) / 2
        if sheet.bed is not None and not _within(run_program(text), radius, sheet.bed):
            off_sheet.append(name)
        if "-profile" in name:
            moves = profile_moves(text)
            cuts = swept(moves, radius)
            profiles.append((name, text, moves, radius, cuts))
            through = through.union(swept(moves, radius, -stock + 1e-3))
    for name, text, moves, radius, cuts in profiles:
        bones = [shapely.Point(float(x), float(y)).buffer(radius + 0.01, quad_segs=32)
                 for x, y in re.findall(r"bit reaches X([-\d.]+) Y([-\d.]+)", text)]
        for k, part in enumerate(sheet.parts):
            inside = part.buffer(-0.02)
            lost = cuts.intersection(inside)
            if bones:
                lost = lost.difference(shapely.union_all(bones))
            if lost.area > TOLERANCE:
                intrusions.append(f"{name}: {lost.area:.2f} mm² of part {k}")
        tab_list += [(float(x), float(y), radius) for x, y in re.findall(r"tab at X([-\d.]+) Y([-\d.]+)", text)]
    edges = shapely.STRtree([part.exterior for part in sheet.parts])
    for x, y, radius in tab_list:
        weak += _tab_problems((x, y), radius, sheet, through, edges)
    return Findings(intrusions, off_sheet, weak, len(tab_list))


def _tab_problems(at: tuple[float, float], radius: float, sheet: Sheet, through: shapely.Geometry,
                  edges: shapely.STRtree) -> list[str]:
    """A tab at ``at`` (the bit's axis over it) holds when the wood just beyond the bit, away from
    its part, is neither cut through by any program nor off the sheet. Its part is the one whose
    outline is nearest (``edges`` holds the outlines)."""
    centre = shapely.Point(at)
    nearest = int(edges.nearest(centre))
    near = shapely.shortest_line(sheet.parts[nearest].exterior, centre).coords[0]
    dx, dy = at[0] - near[0], at[1] - near[1]
    length = math.hypot(dx, dy) or 1.0
    beyond = shapely.Point(at[0] + dx / length * (radius + 1.0), at[1] + dy / length * (radius + 1.0))
    problems = []
    if through.contains(beyond):
        problems.append(f"tab at {at}: the wood beyond it is cut through")
    if sheet.bed is not None and not box(0, 0, *sheet.bed).contains(beyond):
        problems.append(f"tab at {at}: beyond the sheet's edge")
    if any(p.contains(beyond) for p in sheet.parts):
        problems.append(f"tab at {at}: joins another part")
    return problems
