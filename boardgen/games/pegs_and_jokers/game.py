"""Pegs and Jokers for ``boardgen board`` (``GAME`` in ``games/registry.py``): the game's
options, its board and its checks.

Kept out of the package's ``__init__``, which runs before any module of the game: the rules
engine, the solver and the commands' help do not load the board.
"""

from __future__ import annotations

from boardgen.games.game import Game
from boardgen.games.pegs_and_jokers import board, checks
from boardgen.games.pegs_and_jokers.topology import DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS
from boardgen.options import Option
from boardgen.shop.settings import shop_options

GAME = Game(
    name=board.GAME_NAME,
    title=board.TITLE,
    summary="The card-driven peg race for 3 to 12 players on a polygon board (4, 6, 8 classic).",
    options=(
        Option("players", f"Number of players, one side each ({MIN_PLAYERS} to {MAX_PLAYERS}); with --style "
               "concentric a comma list, one track each, e.g. 4,6,8", str(DEFAULT_PLAYERS), "int-list",
               minimum=MIN_PLAYERS, maximum=MAX_PLAYERS),
        Option("style", "single: one polygon board; sections: one piece per player that join into the polygon; "
               "concentric: one board with a nested track for each --players count",
               "single", "choice", choices=("single", "sections", board.CONCENTRIC)),
        *shop_options(),
    ),
    build=board.build,
    checks=checks.checks,
)
