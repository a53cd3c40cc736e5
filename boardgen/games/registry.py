"""The games boardgen knows, listed explicitly: a new game is one module and one line here."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from boardgen.board import Board
from boardgen.errors import ParameterError
from boardgen.options import Option
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


def games() -> dict[str, Game]:
    from boardgen.games import fast_track, pegs_and_jokers, solitaire

    return {g.name: g for g in (pegs_and_jokers.GAME, solitaire.TRIANGLE_GAME, solitaire.CROSS_GAME, fast_track.GAME)}


def game(name: str) -> Game:
    known = games()
    if name not in known:
        raise ParameterError("GAME", "one of " + ", ".join(known), name)
    return known[name]
