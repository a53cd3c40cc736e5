"""The peg solitaire boards as lattices: the one place that says which holes exist and how pegs jump.

Every board is a set of lattice cells plus the straight-line directions a peg may jump in.
Hole numbers, jump lines, symmetries and the drawing coordinates are all derived here from
those cells, so the solver, the tests and the cut-file geometry cannot disagree about a board.

Cells are ``(row, col)`` integer pairs. Holes are numbered from 1 in reading order (row by row,
left to right), which puts hole 1 at the apex of a triangle board.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from boardgen.errors import ParameterError

Cell = tuple[int, int]
CellMap = Callable[[Cell], Cell]

MIN_ROWS = 4
MAX_ROWS = 8
"""Triangle sizes offered: 4 rows (10 holes) to 8 rows (36 holes); 5 rows is the classic 15."""

TRIANGLE_DIRECTIONS: tuple[Cell, ...] = ((0, 1), (1, 0), (1, 1), (0, -1), (-1, 0), (-1, -1))
"""On the triangular lattice row ``r`` holds ``r + 1`` cells; a line runs along a row or down
either slope, so ``(1, 0)`` goes down-left and ``(1, 1)`` down-right."""
SQUARE_DIRECTIONS: tuple[Cell, ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
"""The cross boards jump orthogonally only, as in the classic English and French games."""

CROSS_SIZE = 7
"""Both cross boards fit a 7 x 7 square; the arms are 3 holes wide."""
SHAPES = ("english", "european")
EUROPEAN_START = (2, 0)
"""The European default empty cell, hole 9 (left end of the third row). No start on that board
can leave the last peg in the centre (position classes), and the centre start cannot leave one
peg anywhere; from this hole the search finds a one-peg finish."""


@dataclass(frozen=True)
class Jump:
    """One legal jump line: a peg in ``start`` jumps over ``over`` into the empty ``end``."""

    start: int
    over: int
    end: int

    def as_list(self) -> list[int]:
        """The ``[from, over, to]`` form used in solutions and JSON output."""
        return [self.start, self.over, self.end]


@dataclass(frozen=True)
class SolitaireTopology:
    """A solitaire board reduced to what the rules need: holes, jump lines and symmetries.

    ``symmetries`` holds each rotation or reflection as a permutation: ``perm[h - 1]`` is the
    hole that hole ``h`` moves to. The identity comes first. Equal counts for symmetric starts
    follow from these, and the solver uses them to share work between mirror-image positions.
    """

    name: str
    lattice: str
    """``triangular`` (equilateral, for the triangles) or ``square`` (for the crosses)."""
    cells: tuple[Cell, ...]
    directions: tuple[Cell, ...]
    jumps: tuple[Jump, ...]
    symmetries: tuple[tuple[int, ...], ...]
    centre: int | None
    """The hole at the centre of a cross board; a triangle has no centre hole."""

    @property
    def hole_count(self) -> int:
        return len(self.cells)

    @property
    def holes(self) -> tuple[int, ...]:
        return tuple(range(1, self.hole_count + 1))

    def cell(self, hole: int) -> Cell:
        """The lattice cell of a hole number."""
        self.check_hole(hole, "hole")
        return self.cells[hole - 1]

    def check_hole(self, hole: int, parameter: str) -> None:
        """Refuse a hole number the board does not have, naming the option that gave it."""
        if not 1 <= hole <= self.hole_count:
            raise ParameterError(parameter, f"a hole from 1 to {self.hole_count} on the {self.name} board", hole)

    def positions(self) -> tuple[tuple[float, float], ...]:
        """Hole centres in pitch units (neighbouring holes are 1 apart), in hole order.

        x grows to the right and y downward (row order); the origin is the apex of a triangle
        and the centre hole of a cross. Multiply by the pitch to place the holes.
        """
        if self.lattice == "triangular":
            return tuple((col - row / 2, row * math.sqrt(3) / 2) for row, col in self.cells)
        middle = CROSS_SIZE // 2
        return tuple((float(col - middle), float(row - middle)) for row, col in self.cells)


def triangle(rows: int) -> SolitaireTopology:
    """The triangle board with ``rows`` rows (``rows * (rows + 1) / 2`` holes)."""
    if not MIN_ROWS <= rows <= MAX_ROWS:
        raise ParameterError("rows", f"{MIN_ROWS} to {MAX_ROWS}", rows)
    cells = [(r, c) for r in range(rows) for c in range(r + 1)]
    return _build(f"{rows}-row triangle", "triangular", cells, TRIANGLE_DIRECTIONS, _triangle_symmetries(rows), None)


def cross(shape: str) -> SolitaireTopology:
    """The English (33-hole) or European (37-hole) cross board."""
    if shape not in SHAPES:
        raise ParameterError("shape", " or ".join(SHAPES), shape)
    last = CROSS_SIZE - 1
    square = [(r, c) for r in range(CROSS_SIZE) for c in range(CROSS_SIZE)]
    in_arm = [(r, c) for r, c in square if 2 <= r <= 4 or 2 <= c <= 4]
    # The European board adds the one cell at each inner corner between two arms.
    extra = [(1, 1), (1, last - 1), (last - 1, 1), (last - 1, last - 1)] if shape == "european" else []
    cells = sorted(in_arm + extra)
    middle = CROSS_SIZE // 2
    centre = cells.index((middle, middle)) + 1
    return _build(shape, "square", cells, SQUARE_DIRECTIONS, _square_symmetries(last), centre)


TRIANGLE_START = 1
"""The triangle's hole left empty unless the player picks another: the apex."""


def start_hole(topology: SolitaireTopology) -> int:
    """The hole left empty when a game starts unless the player picks another."""
    return classic_start(topology)[0] if topology.name in SHAPES else TRIANGLE_START


def classic_start(topology: SolitaireTopology) -> tuple[int, int | None]:
    """The default (empty hole, target hole) of a cross board: the classic centre-to-centre game
    on the English board; on the European, ``EUROPEAN_START`` with the last peg anywhere."""
    if topology.name == "english":
        return topology.centre, topology.centre
    return topology.cells.index(EUROPEAN_START) + 1, None


def _triangle_symmetries(rows: int) -> list[CellMap]:
    """The six symmetries of the triangle as permutations of its barycentric coordinates.

    Cell ``(r, c)`` has the three distances ``(r - c, c, rows - 1 - r)`` to the three sides;
    permuting them rotates or reflects the triangle.
    """
    orders = ((0, 1, 2), (1, 2, 0), (2, 0, 1), (1, 0, 2), (0, 2, 1), (2, 1, 0))

    def mapping(order: tuple[int, int, int]) -> CellMap:
        def move(cell: Cell) -> Cell:
            r, c = cell
            distances = (r - c, c, rows - 1 - r)
            _, new_c, new_bottom = (distances[k] for k in order)
            return rows - 1 - new_bottom, new_c

        return move

    return [mapping(order) for order in orders]


def _square_symmetries(last: int) -> list[CellMap]:
    """The eight symmetries of the square: optional transpose, then optional flips."""

    def mapping(transpose: bool, flip_rows: bool, flip_cols: bool) -> CellMap:
        def move(cell: Cell) -> Cell:
            r, c = (cell[1], cell[0]) if transpose else cell
            return (last - r if flip_rows else r, last - c if flip_cols else c)

        return move

    flags = (False, True)
    return [mapping(t, fr, fc) for t in flags for fr in flags for fc in flags]


def _build(
    name: str,
    lattice: str,
    cells: Iterable[Cell],
    directions: tuple[Cell, ...],
    symmetries: list[CellMap],
    centre: int | None,
) -> SolitaireTopology:
    """Number the cells and derive jump lines and symmetry permutations from the lattice."""
    cells = tuple(cells)
    number = {cell: index + 1 for index, cell in enumerate(cells)}
    jumps = tuple(
        Jump(number[(r, c)], number[(r + dr, c + dc)], number[(r + 2 * dr, c + 2 * dc)])
        for r, c in cells
        for dr, dc in directions
        if (r + 2 * dr, c + 2 * dc) in number and (r + dr, c + dc) in number
    )
    permutations = tuple(tuple(number[move(cell)] for cell in cells) for move in symmetries)
    return SolitaireTopology(name, lattice, cells, directions, jumps, permutations, centre)
