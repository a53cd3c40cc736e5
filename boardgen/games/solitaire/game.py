"""Peg solitaire for ``boardgen board`` (``TRIANGLE_GAME`` and ``CROSS_GAME`` in ``games/registry.py``): the game's
options, its board and its checks.

Kept out of the package's ``__init__``, which runs before any module of the game: the rules
engine, the solver and the commands' help do not load the board.
"""

from __future__ import annotations

from boardgen.games.game import Game
from boardgen.games.solitaire import board
from boardgen.games.solitaire.topology import MAX_ROWS, MIN_ROWS, SHAPES
from boardgen.options import Option
from boardgen.shop.settings import shop_options

ROWS = Option("rows", f"Rows of the triangle ({MIN_ROWS} to {MAX_ROWS})", "5", "int", minimum=MIN_ROWS, maximum=MAX_ROWS)
SHAPE = Option("shape", "english (33 holes) or european (37 holes)", "english", "choice", choices=SHAPES)
"""The board options, shared by ``boardgen board`` and the rules sheet."""

TRIANGLE_GAME = Game(
    name=board.TRIANGLE_NAME,
    title="Triangle peg solitaire",
    summary="The jump-a-peg triangle (5 rows = the classic 15 holes); holes numbered from 1 at the apex.",
    options=(
        ROWS,
        *shop_options(marks=False),
    ),
    build=board.build_triangle,
    checks=board.checks,
)

CROSS_GAME = Game(
    name=board.CROSS_NAME,
    title="Peg solitaire",
    summary="The cross boards: english (33 holes) or european (37 holes); holes numbered row by row.",
    options=(
        SHAPE,
        *shop_options(marks=False),
    ),
    build=board.build_cross,
    checks=board.checks,
)
