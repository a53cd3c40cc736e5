"""What a game package offers ``boardgen board NAME``: its options, its board and its checks.

Its own module, apart from ``registry`` (which lists the games), so a game names the type it
fills in without importing the registry that imports it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

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
    resolve: Callable[[dict[str, Any]], dict[str, Any]] | None = None
    """Values the game settles from its own options before the board and the shop read them
    (a description file's own pitch and piece, where the command line leaves them empty)."""
