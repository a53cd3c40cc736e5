"""Pegs and Jokers for ``boardgen board``: its player counts and its three styles (one polygon, a
section per player, concentric tracks) beside the shop's options, its board builder and its
checks."""

from __future__ import annotations

from boardgen.games.game import Game
from boardgen.games.pegs_and_jokers.board import build as board
from boardgen.games.pegs_and_jokers.board import checks as board_checks
from boardgen.games.pegs_and_jokers.board.topology import DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS
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
    checks=board_checks.checks,
)
