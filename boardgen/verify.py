"""The board verifier's shop half: checks that hold for every game's board.

A board is checked before any file is written, and every check says what it measured, so
``boardgen rules check`` can explain a board that passes as well as one that fails.
The game's own checks (track lengths, special holes) live with each game.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from boardgen.board import Board
from boardgen.errors import BoardRejected
from boardgen.geometry.vec import Point, distance

LOOP_REACH = 100.0
"""mm beyond a hole's reach within which an engraved loop's first point must lie for the loop
to be checked against that hole (every label's letters are far smaller)."""
HOLE_CELL = 20.0
"""mm a side of the cells the engraving check files holes in: a label's box meets one to four."""
WOOD_SLACK = 1e-6
"""mm added to the worst wood so far before it bounds the next hole's edge distance: far above
the rounding of adding and taking away a radius, far below any difference a check reports."""


@dataclass(frozen=True)
class Check:
    name: str
    passed: bool
    detail: str
    remedy: str = ""
    """Which options would mend a failure, so a refused board tells the user what to change."""

    @property
    def line(self) -> str:
        text = f"{self.name}: {self.detail}"
        return f"{text}; {self.remedy}" if self.remedy and not self.passed else text


@dataclass(frozen=True)
class Remedy:
    options: tuple[str, ...]
    """The options that change the check's outcome, first the one a form shows it beside."""
    advice: str


SHOP_REMEDIES: Mapping[str, Remedy] = {
    "hole spacing": Remedy(("pitch", "hole", "web"), "try a larger --pitch, or a smaller --hole or --web"),
    "holes inside their piece": Remedy(("margin", "hole"), "try a larger --margin or a smaller --hole"),
    "edge margin": Remedy(("margin", "edge", "pitch", "hole"),
                          "try a larger --margin or --pitch, or a smaller --hole or --edge"),
    "engraving clear of holes": Remedy(("pitch", "hole"), "try a larger --pitch or a smaller --hole"),
    "fits the bed": Remedy(("bed", "split"), "try a larger --bed, or --split tabs or dowels"),
}
"""The same shop checks run for every game, so what mends each one is known in advance."""


def _shop_check(name: str, passed: bool, detail: str) -> Check:
    return Check(name, passed, detail, SHOP_REMEDIES[name].advice)


def closest_pair(points: list[tuple[float, float]]) -> tuple[float, int, int]:
    """Smallest distance between two points, via a grid so big boards stay fast."""
    if len(points) < 2:
        return math.inf, -1, -1
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    cell = max(max(xs) - min(xs), max(ys) - min(ys)) / math.sqrt(len(points)) or 1.0
    grid: dict[tuple[int, int], list[int]] = {}
    for i, (x, y) in enumerate(points):
        grid.setdefault((int(x // cell), int(y // cell)), []).append(i)
    best = (math.inf, -1, -1)
    hypot = math.hypot
    for (gx, gy), members in grid.items():
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for j in grid.get((gx + dx, gy + dy), ()):
                    xj, yj = xs[j], ys[j]
                    for i in members:
                        if i < j:
                            d = hypot(xs[i] - xj, ys[i] - yj)  # ``distance``, without the call
                            if d < best[0]:
                                best = (d, i, j)
    return best


def shop_checks(board: Board, web: float, edge: float, bed: tuple[float, float] | None) -> list[Check]:
    checks = []
    holes = board.holes
    gap, i, j = closest_pair([h.center for h in holes])
    if i >= 0:
        need = (holes[i].diameter + holes[j].diameter) / 2 + web
        checks.append(_shop_check(
            "hole spacing", gap >= need - 1e-6,
            f"closest holes {gap:.2f} mm apart centre to centre; need {need:.2f} mm "
            f"(diameter + {web:g} mm web) near ({holes[i].center[0]:.1f}, {holes[i].center[1]:.1f})",
        ))
    worst = (math.inf, None, None)
    outside = []
    for piece in board.pieces:
        for hole in piece.holes:
            if not piece.outline.contains(hole.center):
                outside.append(f"({hole.center[0]:.1f}, {hole.center[1]:.1f}) of {piece.name}")
                continue
            # Only a hole nearer the edge than the worst so far needs measuring to the bit; the
            # slack keeps the others' wood at or above it after rounding.
            radius = hole.diameter / 2
            wood = piece.outline.edge_distance(hole.center, worst[0] + radius + WOOD_SLACK) - radius
            if wood < worst[0]:
                worst = (wood, hole, piece)
    checks.append(_shop_check(
        "holes inside their piece", not outside,
        "every hole lies inside its piece" if not outside else "outside: " + "; ".join(outside[:5]),
    ))
    if worst[1] is not None:
        wood, hole, piece = worst
        checks.append(_shop_check(
            "edge margin", wood >= edge - 1e-6,
            f"least wood between a hole and an edge {_mm(wood)} mm (need {edge:g} mm) "
            f"at ({hole.center[0]:.1f}, {hole.center[1]:.1f}) of {piece.name}",
        ))
    checks.append(_engraving_clear(board))
    if bed is not None:
        checks.append(_fits_bed(board, bed))
    return checks


def _engraving_clear(board: Board, clearance: float = 0.5) -> Check:
    """Engraved labels must not run into holes: a hole edge would tear the lettering.

    A shape counts for a hole only when its first point is within ``LOOP_REACH`` of it. The
    holes are filed in cells of ``HOLE_CELL``. A shape looks in the few cells its box meets,
    grown by the largest hole's reach. It measures its points only against a hole whose centre
    lies within that grown box. Labels keep clear of holes, so there are seldom any."""
    for piece in board.pieces:
        if not piece.engraving or not piece.holes:
            continue
        holes = [(index, hole.center, hole.diameter / 2 + clearance) for index, hole in enumerate(piece.holes)]
        grow = max(reach for _, _, reach in holes) + 1e-6  # and the rounding of the box's sums
        grid: dict[tuple[int, int], list[tuple[int, Point, float]]] = {}
        for hole in holes:
            grid.setdefault((math.floor(hole[1][0] / HOLE_CELL), math.floor(hole[1][1] / HOLE_CELL)), []).append(hole)
        touched = set()
        for shape in piece.engraving:
            points = shape.points
            xs, ys = zip(*points)
            x0, y0, x1, y1 = min(xs) - grow, min(ys) - grow, max(xs) + grow, max(ys) + grow
            for gx in range(math.floor(x0 / HOLE_CELL), math.floor(x1 / HOLE_CELL) + 1):
                for gy in range(math.floor(y0 / HOLE_CELL), math.floor(y1 / HOLE_CELL) + 1):
                    for index, centre, reach in grid.get((gx, gy), ()):
                        if (x0 <= centre[0] <= x1 and y0 <= centre[1] <= y1 and index not in touched
                                and distance(points[0], centre) <= reach + LOOP_REACH
                                and any(distance(pt, centre) < reach for pt in points)):
                            touched.add(index)
        if touched:
            hole = piece.holes[min(touched)]
            return _shop_check("engraving clear of holes", False,
                               f"a label touches the hole at ({hole.center[0]:.1f}, {hole.center[1]:.1f})")
    return _shop_check("engraving clear of holes", True, f"every label stays {clearance:g} mm clear of every hole")


def _fits_bed(board: Board, bed: tuple[float, float]) -> Check:
    width, height = bed
    too_big = []
    for piece in board.sheet():
        x0, y0, x1, y1 = piece.outline.offset(board.kerf / 2).bounds()
        w, h = x1 - x0, y1 - y0
        if not ((w <= width and h <= height) or (h <= width and w <= height)):
            too_big.append(f"{piece.name} is {w:.0f} x {h:.0f} mm")
    detail = f"every piece fits the {width:g} x {height:g} mm bed"
    if too_big:
        detail = f"does not fit the {width:g} x {height:g} mm bed: " + "; ".join(too_big[:3])
        if len(too_big) > 3:
            detail += f" (and {len(too_big) - 3} more)"
    return _shop_check("fits the bed", not too_big, detail)


def _mm(value: float) -> str:
    text = f"{value:.2f}"
    return "0.00" if text == "-0.00" else text


def require(checks: list[Check]) -> None:
    """Refuse the board with one line per broken rule."""
    failed = [c.line for c in checks if not c.passed]
    if failed:
        raise BoardRejected(failed)
