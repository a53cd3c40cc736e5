"""Holding tabs read back from a profile program's moves, independently of the planner: where
the bit rises over wood on its deepest lap, which part each tab holds, whether it sits on a
seam (where the part meets another part of the assembled board), and how far round the part
its tabs are spread.

Import explicitly (``from tests.support.tab_check import ...``).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import shapely
from shapely.geometry import Polygon

from boardgen.board import Board, origin_point
from tests.support.cnc_sweep import profile_moves, tool

SEAM_NEAR = 0.2
"""mm: a stretch of a part's outline this near another part's lies on their seam."""


def tab_centres(text: str) -> list[tuple[float, float]]:
    """The middle of each stretch where the deepest lap of each part climbs over a tab: a feed
    straight up, feeds along at the tab's top, a feed straight down to the lap's depth."""
    moves = [m for m in profile_moves(text) if not m.rapid]
    bottom = min(m.end[2] for m in moves)
    found: list[tuple[float, float]] = []
    k = 0
    while k < len(moves):
        m = moves[k]
        if m.start[2] == bottom and m.end[2] > bottom and m.start[:2] == m.end[:2]:
            top = m.end[2]
            j = k + 1
            track = [m.end[:2]]
            while j < len(moves) and moves[j].start[2] == top and moves[j].end[2] == top:
                track += [p[:2] for p in moves[j].samples(8)[1:]]
                j += 1
            assert j < len(moves) and moves[j].end[2] == bottom, f"a tab at {track[0]} never comes down"
            found.append(_middle(track))
            k = j + 1
        else:
            k += 1
    return found


def _middle(track: list[tuple[float, float]]) -> tuple[float, float]:
    line = shapely.LineString(track) if len(track) > 1 else shapely.Point(track[0])
    point = line.interpolate(line.length / 2) if len(track) > 1 else line
    return (point.x, point.y)


def header_tabs(text: str) -> list[tuple[float, float]]:
    """The tabs the program's header lists."""
    return [(float(x), float(y)) for x, y in re.findall(r"tab at X([-\d.]+) Y([-\d.]+)", text)]


@dataclass(frozen=True)
class PartTabs:
    name: str
    size: tuple[float, float]
    tabs: list[tuple[float, float]]
    on_seams: int
    spread: float
    """The farthest two tabs apart, mm."""

    @property
    def diagonal(self) -> float:
        return math.hypot(*self.size)


def sheet_tabs(board: Board, sheet: int, text: str, origin: str = "lower-left") -> list[PartTabs]:
    """Each part of one sheet with the tabs its profile program gives it (each tab to the
    part whose outline is nearest), and how many of them sit on a seam with another part of
    the assembled board."""
    one = board.for_sheet(sheet) if board.sheet_count > 1 else board
    ox, oy = origin_point(one.frame(), origin)
    radius = tool(text) / 2
    parts = []
    for piece in one.pieces:
        others = [p for p in board.pieces if p is not piece]
        mine = _polygon(piece.outline.placed(piece.placement).polyline(0.05), (ox, oy))
        seams = _seams(piece, others, (ox, oy))
        parts.append((piece, mine, seams))
    owned: dict[int, list[tuple[float, float]]] = {k: [] for k in range(len(parts))}
    for tab in tab_centres(text):
        point = shapely.Point(tab)
        k = min(range(len(parts)), key=lambda i: parts[i][1].exterior.distance(point))
        away = parts[k][1].exterior.distance(point)
        assert abs(away - radius) < 0.05, f"a tab at {tab} runs {away:.3f} mm from its part, not the bit's radius"
        owned[k].append(tab)
    found = []
    for k, (piece, mine, seams) in enumerate(parts):
        tabs = owned[k]
        on = sum(1 for t in tabs if seams is not None and _on_seam(t, mine, seams))
        spread = max((math.dist(a, b) for a in tabs for b in tabs), default=0.0)
        x0, y0, x1, y1 = mine.bounds
        found.append(PartTabs(piece.short_name or piece.name, (x1 - x0, y1 - y0), tabs, on, spread))
    return found


def _polygon(points, origin: tuple[float, float]) -> Polygon:
    return Polygon([(x - origin[0], y - origin[1]) for x, y in points])


def _seams(piece, others, origin: tuple[float, float]) -> shapely.Geometry | None:
    """Where the piece's outline, on its sheet, lies along another piece's (both taken in the
    assembled board, then moved by this piece's placement)."""
    mine = _polygon(piece.outline.placed(piece.placement).polyline(0.05), origin).exterior
    near = [_polygon(o.outline.placed(piece.placement).polyline(0.05), origin).exterior.buffer(SEAM_NEAR)
            for o in others]
    if not near:
        return None
    shared = mine.intersection(shapely.union_all(near))
    return None if shared.is_empty else shared


def _on_seam(tab: tuple[float, float], part: Polygon, seams: shapely.Geometry) -> bool:
    """Whether the point of the part's edge under the tab (the bit's axis a radius out from
    it) lies on a seam."""
    edge = part.exterior
    under = edge.interpolate(edge.project(shapely.Point(tab)))
    return seams.distance(under) < SEAM_NEAR + 1e-6
