"""Fast Track for ``boardgen board`` (``GAME`` in ``games/registry.py``): the game's
options, its board and its checks.

Kept out of the package's ``__init__``, which runs before any module of the game: the rules
engine, the solver and the commands' help do not load the board.
"""

from __future__ import annotations

from boardgen.games.fast_track import board, checks
from boardgen.games.fast_track.topology import DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS
from boardgen.games.game import Game
from boardgen.options import Option
from boardgen.shop.settings import shop_options

GAME = Game(
    name=board.GAME_NAME,
    title=board.TITLE,
    summary="The card-driven marble race with fast-track and bull's-eye shortcuts: a square board for 4, "
            "a hexagon for 6 (4 to 8 sides).",
    options=(
        Option("players", f"Number of colours, one arm each ({MIN_PLAYERS} to {MAX_PLAYERS}; 4 square, 6 hexagon)",
               str(DEFAULT_PLAYERS), "int", minimum=MIN_PLAYERS, maximum=MAX_PLAYERS),
        *shop_options(piece="marble"),
    ),
    build=board.build,
    checks=checks.checks,
)
