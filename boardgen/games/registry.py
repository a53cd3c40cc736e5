"""The games boardgen knows, listed explicitly: a new game is one module and one line here."""

from __future__ import annotations

import importlib

from boardgen.errors import not_one_of
from boardgen.games.game import Game

GAMES = {
    "pegs-and-jokers": ("pegs_and_jokers", "GAME"),
    "triangle": ("solitaire", "TRIANGLE_GAME"),
    "solitaire": ("solitaire", "CROSS_GAME"),
    "fast-track": ("fast_track", "GAME"),
    "ludo": ("race", "LUDO"),
    "mensch": ("race", "MENSCH"),
    "tock": ("race", "TOCK"),
    "slide-race": ("race", "SLIDE_RACE"),
    "shortcut-marbles": ("race", "SHORTCUT_MARBLES"),
    "blockade-cross": ("race", "BLOCKADE_CROSS"),
    "track": ("race", "OWN"),
}
"""Game name -> (package in ``boardgen.games``, its ``Game`` in the package's ``game`` module).
A package is imported only when its game is named, so a Pegs and Jokers board never loads Fast
Track."""


def games() -> dict[str, Game]:
    return {name: game(name) for name in GAMES}


def game(name: str) -> Game:
    if name not in GAMES:
        raise not_one_of("GAME", "a game", name, GAMES)
    package, attribute = GAMES[name]
    return getattr(importlib.import_module(f"boardgen.games.{package}.game"), attribute)
