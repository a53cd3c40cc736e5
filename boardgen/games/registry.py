"""The games boardgen knows, listed explicitly: a new game is one module and one line here."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from boardgen.errors import ParameterError
from boardgen.options import Option

if TYPE_CHECKING:  # the board model and its checks load with a game, not with --help
    from boardgen.board import Board
    from boardgen.verify import Check


@dataclass(frozen=True)
class Game:
    name: str
    title: str
    summary: str
    options: tuple[Option, ...]
    """Every option of ``boardgen board NAME``: the game's own and the shop's."""
    build: Callable[[Mapping[str, Any]], Board]
    checks: Callable[[Board], list[Check]]
    """The game's own checks of a built board (track lengths, special holes...)."""


GAMES = {
    "pegs-and-jokers": ("pegs_and_jokers", "GAME"),
    "triangle": ("solitaire", "TRIANGLE_GAME"),
    "solitaire": ("solitaire", "CROSS_GAME"),
    "fast-track": ("fast_track", "GAME"),
}
"""Game name -> (package in ``boardgen.games``, its ``Game``). A package is imported only when
its game is named, so a Pegs and Jokers board never loads Fast Track."""


def games() -> dict[str, Game]:
    return {name: game(name) for name in GAMES}


def game(name: str) -> Game:
    if name not in GAMES:
        raise ParameterError("GAME", "one of " + ", ".join(GAMES), name)
    package, attribute = GAMES[name]
    return getattr(importlib.import_module(f"boardgen.games.{package}"), attribute)
