"""The track games for ``boardgen board``: one ``Game`` per shipped description (``GAMES`` in
``games/registry.py`` names each by its description), and ``track``, which builds the game a
user's own description file (``--game-file``) says."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import partial
from typing import Any

from boardgen.board import Board
from boardgen.errors import ParameterError
from boardgen.games.game import Game
from boardgen.games.race.board import build as board
from boardgen.games.race.board import checks as board_checks
from boardgen.games.race.description.model import Description
from boardgen.games.race.description.library import SHIPPED, shipped
from boardgen.games.race.description.board_keys import MAX_PLAYERS
from boardgen.games.race.description.loading import GAME_FILE, GAME_TEXT, own_description
from boardgen.options import Option
from boardgen.shop.settings import PIECE_TYPES, shop_options
from boardgen.units import parse_length

DESCRIPTION = "description"
"""Where ``_read`` leaves the description it read, for the build."""


def _game(description: Description) -> Game:
    counts = description.players
    return Game(
        name=description.name,
        title=description.title,
        summary=f"{description.summary} ({description.resembles}.)",
        options=(
            Option("players", f"Number of players: {', '.join(map(str, counts))}", str(counts[0]), "int",
                   minimum=min(counts), maximum=max(counts)),
            *shop_options(pitch=description.pitch, piece=description.piece),
        ),
        build=partial(board.build, description),
        checks=board_checks.checks,
    )


def _read(values: dict[str, Any]) -> dict[str, Any]:
    """The values with the description read (``DESCRIPTION``) and its ``pitch`` and ``piece``
    taken where the command line leaves ``--pitch`` and ``--piece`` empty."""
    if values["piece"] and values["piece"] not in PIECE_TYPES:
        raise ParameterError("--piece", "one of " + ", ".join(PIECE_TYPES) + ", or empty for the description's",
                             values["piece"])
    description = own_description(values)
    return {**values, DESCRIPTION: description, "piece": values["piece"] or description.piece,
            "pitch": values["pitch"] or parse_length(description.pitch, "pitch")}


def _from_file(values: Mapping[str, Any]) -> Board:
    return board.build(values[DESCRIPTION], values)


def _own_shop_options() -> tuple[Option, ...]:
    """The shop's options, with ``--pitch`` and ``--piece`` empty unless typed: a description
    file names the spacing and piece its game is made for."""
    own = {"pitch": "; empty takes the description's pitch",
           "piece": f" ({', '.join(PIECE_TYPES)}); empty takes the description's piece"}
    return tuple(replace(o, default="", kind="text" if o.name == "piece" else o.kind, choices=(),
                         help=o.help + own[o.name]) if o.name in own else o for o in shop_options())


LUDO, MENSCH, TOCK, SLIDE_RACE, SHORTCUT_MARBLES, BLOCKADE_CROSS = (_game(shipped(name)) for name in SHIPPED)
"""In the order of ``SHIPPED``; ``games/registry.py`` names each."""

OWN = Game(
    name="track",
    title="Your own track game",
    summary="Any race game of the Ludo family from a description file you write (--game-file, TOML; "
            "docs/track-games.md; on the preview page, its text).",
    options=(
        GAME_FILE,
        GAME_TEXT,
        Option("players", "Number of players; empty takes the first count the description lists", "", "int",
               minimum=2, maximum=MAX_PLAYERS),
        *_own_shop_options(),
    ),
    build=_from_file,
    checks=board_checks.checks,
    resolve=_read,
)
