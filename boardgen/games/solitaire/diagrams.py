"""Board diagrams for the solitaire rules sheet: the numbered board and the winning line, jump by jump.

Hole centres come from ``SolitaireTopology.positions``, the lattice the cut files are drilled from, so
the drawings number holes exactly as the board and the solver do. The move pictures come
from replaying the solver's solution with ``rules.replay_positions``: each panel shows the
position the rules reached before its jump, so no picture can disagree with the solver.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.graphics.shapes import Circle, Drawing, Group, Line, Polygon, String
from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth

from boardgen.booklet.drawing import HOLE
from boardgen.booklet.layout import INK
from boardgen.booklet.source import Figure
from boardgen.games.solitaire.rules import replay_positions
from boardgen.games.solitaire.topology import Jump, SolitaireTopology
from boardgen.lettering.pdf_fonts import BOLD, REGULAR, register_fonts

WOOD = colors.HexColor("#6b4a2e")
MOVER = colors.HexColor("#c0392b")
TAKEN = colors.HexColor("#d9cfc0")
MARGIN = 0.6
"""Board edge beyond the outermost hole centres, in pitches."""
KEY_PITCH = 34.0
"""Largest hole spacing of the numbered board, in points, so a Letter page does not blow it up."""
PANEL_PITCH = 21.0
"""Largest hole spacing of a move panel, in points (about 7.5 mm): four rows of cross boards fit a page."""
SMALL_BOARD = 21
"""Boards of up to this many holes get four move panels to a row; larger ones get three."""
LABEL_SIZE = 8.0
MOVES = "moves-"
"""Move rows are the figures ``moves-1``, ``moves-2``...; the template lists them in order."""


@dataclass(frozen=True)
class PitchBox:
    """A board in pitch units: hole centres (x right, y down) and the box around them."""

    points: tuple[tuple[float, float], ...]
    left: float
    top: float
    width: float
    height: float

    @classmethod
    def of(cls, topology: SolitaireTopology) -> PitchBox:
        points = topology.positions()
        xs, ys = [x for x, _ in points], [y for _, y in points]
        return cls(points, min(xs) - MARGIN, min(ys) - MARGIN, max(xs) - min(xs) + 2 * MARGIN,
                   max(ys) - min(ys) + 2 * MARGIN)


@dataclass(frozen=True)
class Panel:
    """One picture of the grid: the position before a jump (or the finish) and its label."""

    position: int
    jump: Jump | None
    label: str


class Painter:
    """Draws one board of ``frame`` into ``group`` with its top left corner at (x0, y0) points."""

    def __init__(self, frame: PitchBox, scale: float, x0: float, y0: float, group: Group) -> None:
        self.frame, self.scale, self.x0, self.y0, self.group = frame, scale, x0, y0, group

    def xy(self, hole: int) -> tuple[float, float]:
        px, py = self.frame.points[hole - 1]
        return self.x0 + (px - self.frame.left) * self.scale, self.y0 - (py - self.frame.top) * self.scale

    def board(self, position: int, numbers: bool) -> None:
        """Every hole, a peg in each filled one, and optionally each hole's number."""
        s = self.scale
        for hole in range(1, len(self.frame.points) + 1):
            x, y = self.xy(hole)
            filled = position >> (hole - 1) & 1
            if filled:
                self.group.add(Circle(x, y, 0.36 * s, fillColor=WOOD, strokeColor=INK, strokeWidth=0.5))
            else:
                self.group.add(Circle(x, y, 0.36 * s if numbers else 0.2 * s, fillColor=colors.white,
                                      strokeColor=HOLE, strokeWidth=0.6))
            if numbers:
                self.group.add(String(x, y - 0.14 * s, str(hole), fontName=BOLD, fontSize=0.38 * s,
                                      textAnchor="middle", fillColor=colors.white if filled else INK))

    def jump(self, jump: Jump) -> None:
        """The moving peg in red, the taken peg crossed out and an arrow from, over, to."""
        s = self.scale
        (x1, y1), (xo, yo), (x2, y2) = self.xy(jump.start), self.xy(jump.over), self.xy(jump.end)
        self.group.add(Circle(x1, y1, 0.36 * s, fillColor=MOVER, strokeColor=INK, strokeWidth=0.5))
        self.group.add(Circle(xo, yo, 0.36 * s, fillColor=TAKEN, strokeColor=HOLE, strokeWidth=0.5))
        self.group.add(Circle(x2, y2, 0.36 * s, fillColor=None, strokeColor=MOVER, strokeWidth=1.0,
                              strokeDashArray=[1.6, 1.2]))
        cross = 0.2 * s
        for sign in (1, -1):
            self.group.add(Line(xo - cross, yo - sign * cross, xo + cross, yo + sign * cross, strokeColor=MOVER,
                                strokeWidth=0.9))
        length = math.hypot(x2 - x1, y2 - y1)
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        head = 0.34 * s
        tip = (x2 - ux * 0.38 * s, y2 - uy * 0.38 * s)
        base = (tip[0] - ux * head, tip[1] - uy * head)
        self.group.add(Line(x1 + ux * 0.1 * s, y1 + uy * 0.1 * s, base[0], base[1], strokeColor=MOVER,
                            strokeWidth=max(1.0, 0.08 * s)))
        self.group.add(Polygon([tip[0], tip[1], base[0] - uy * head * 0.55, base[1] + ux * head * 0.55,
                                base[0] + uy * head * 0.55, base[1] - ux * head * 0.55],
                               fillColor=MOVER, strokeColor=MOVER, strokeWidth=0.3))


def panels(topology: SolitaireTopology, empty: int, solution: Sequence[Jump]) -> tuple[Panel, ...]:
    """One panel per jump, showing the position before it, then the finish."""
    positions = replay_positions(topology, empty, [jump.as_list() for jump in solution])
    moves = tuple(Panel(position, jump, f"{step}. {jump.start} over {jump.over} to {jump.end}")
                  for step, (position, jump) in enumerate(zip(positions, solution), start=1))
    return moves + (Panel(positions[-1], None, f"Last peg: hole {solution[-1].end}"),)


def key_figure(topology: SolitaireTopology, empty: int) -> Figure:
    frame = PitchBox.of(topology)
    start = ((1 << topology.hole_count) - 1) ^ (1 << (empty - 1))

    def draw(width: float) -> Drawing:
        register_fonts()
        scale = min(width / frame.width, KEY_PITCH)
        drawing = Drawing(frame.width * scale, frame.height * scale, initialFontName=REGULAR, initialFontSize=8)
        group = Group()
        Painter(frame, scale, 0, frame.height * scale, group).board(start, numbers=True)
        drawing.add(group)
        return drawing

    return Figure(draw, f"The holes are numbered row by row; every hole holds a peg except hole {empty}, "
                        "which starts empty.")


def row_figure(frame: PitchBox, row: Sequence[Panel], columns: int) -> Figure:
    """A row of move panels with their labels above them; the rows together make the grid."""

    def draw(width: float) -> Drawing:
        register_fonts()
        cell = width / columns
        scale = min(0.94 * cell / frame.width, PANEL_PITCH)
        cell = min(cell, frame.width * scale / 0.94)
        label = LABEL_SIZE * 1.5
        height = label + frame.height * scale
        drawing = Drawing(cell * columns, height, initialFontName=REGULAR, initialFontSize=LABEL_SIZE)
        for index, panel in enumerate(row):
            group = Group()
            left = index * cell + (cell - frame.width * scale) / 2
            size = min(LABEL_SIZE, 0.92 * cell / stringWidth(panel.label, BOLD, 1))
            group.add(String(index * cell + cell / 2, height - size, panel.label, fontName=BOLD, fontSize=size,
                             textAnchor="middle", fillColor=INK))
            painter = Painter(frame, scale, left, height - label, group)
            painter.board(panel.position, numbers=False)
            if panel.jump is not None:
                painter.jump(panel.jump)
            drawing.add(group)
        return drawing

    return Figure(draw, "")


def figures(topology: SolitaireTopology, empty: int, solution: Sequence[Jump]) -> dict[str, Figure]:
    """The numbered board (``key``) and the move rows (``moves-1``...), in order."""
    frame = PitchBox.of(topology)
    columns = 4 if topology.hole_count <= SMALL_BOARD else 3
    grid = panels(topology, empty, solution)
    rows = [grid[index:index + columns] for index in range(0, len(grid), columns)]
    out = {"key": key_figure(topology, empty)}
    out.update({f"{MOVES}{number}": row_figure(frame, row, columns) for number, row in enumerate(rows, start=1)})
    return out
