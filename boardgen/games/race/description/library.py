"""The descriptions boardgen ships, read from the ``games/library/`` folder through
the same checks as a user's file."""

from __future__ import annotations

from importlib.resources import files

from boardgen.games.race.description.model import Description
from boardgen.games.race.description.loading import from_mapping
from boardgen.input_files import parse_toml

SHIPPED = ("ludo", "mensch", "tock", "slide-race", "shortcut-marbles", "blockade-cross")
"""Each shipped description's name: its ``games/library/NAME.toml`` and its ``boardgen board NAME``."""


def shipped(name: str) -> Description:
    text = (files("boardgen.games.library") / f"{name}.toml").read_text(encoding="utf-8")
    where = f"library/{name}.toml"
    return from_mapping(parse_toml(text, where), where)
