"""Fast Track for ``boardgen board``: the player count (4 to 8 arms) beside the shop's options, its
board builder and its checks (ARCHITECTURE.md says why a game's ``Game`` lives apart from its
package's ``__init__``)."""

from __future__ import annotations

from boardgen.games.fast_track.board import build as board

from boardgen.games.fast_track.board import checks as board_checks
from boardgen.games.fast_track.board.topology import DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS
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
    checks=board_checks.checks,
)
