"""Fast Track: the board (topology, geometry, checks) and, beside it, the rules.

``topology`` says which space is what, ``geometry`` where it goes, ``board`` and ``checks`` make
and verify the cut files; ``state``, ``rules``, ``strategies``, ``engine``, ``position`` and
``variants`` play the game; ``booklet`` and ``diagrams`` print its rules.
"""

from __future__ import annotations

from boardgen.games.fast_track import board, checks
from boardgen.games.fast_track.topology import DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS
from boardgen.games.registry import Game
from boardgen.options import Option
from boardgen.shop import shop_options

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
