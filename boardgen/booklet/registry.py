"""The games that have a rule booklet, and what each supplies: templates, context, diagrams."""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from boardgen.booklet.source import BookletSource
from boardgen.errors import not_one_of

SOURCES: Mapping[str, tuple[str, str]] = {
    "pegs-and-jokers": ("boardgen.games.pegs_and_jokers.booklet", "SOURCE"),
    "triangle": ("boardgen.games.solitaire.booklet", "TRIANGLE"),
    "solitaire": ("boardgen.games.solitaire.booklet", "CROSS"),
    "fast-track": ("boardgen.games.fast_track.booklet", "SOURCE"),
    **{name: ("boardgen.games.race.booklet", "SOURCE_BY_GAME")
       for name in ("ludo", "mensch", "tock", "slide-race", "shortcut-marbles", "blockade-cross", "track")},
}
"""Each game with a booklet and where its ``BookletSource`` lives (module, name): the booklet
modules draw with reportlab, so naming the games, as the command's help does, imports none. A
name ending ``_BY_GAME`` is a mapping by game name, as the track games' booklets (the shipped
descriptions of ``games/race/description/library.SHIPPED``, which a test holds this list to, and ``track``
for a user's ``--game-file``)."""


def sources() -> dict[str, BookletSource]:
    return {name: source(name) for name in SOURCES}


def source(name: str) -> BookletSource:
    """One game's booklet source, importing only that game's booklet modules."""
    if name not in SOURCES:
        raise not_one_of("GAME", "a game with a rule booklet", name, SOURCES)
    module, attr = SOURCES[name]
    found = getattr(importlib.import_module(module), attr)
    return found[name] if attr.endswith("_BY_GAME") else found
