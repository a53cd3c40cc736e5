"""What a game supplies for its rule booklet (``BookletSource``), and what it prepares for one
set of house rules (``Prepared``, with its ``Chart`` tables and ``Figure`` diagrams).

Its own module, apart from ``registry`` (which lists the games' booklets and imports them), so
a game's booklet names these types without importing the registry that imports it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from boardgen.booklet.house_rules import HouseRules
from boardgen.errors import ParameterError
from boardgen.options import Option


Searching = Callable[[int], None] | None
"""Hears the positions searched so far while a booklet is prepared, if anything listens (the
CLI's progress line: a search on a large board can take half a minute)."""


@dataclass(frozen=True)
class Chart:
    """A table: header cells, rows, and each column's share of the width."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    widths: tuple[float, ...]


@dataclass(frozen=True)
class Figure:
    """A diagram: ``draw(width_pt)`` returns a reportlab ``Drawing`` that wide; a caption below.

    An empty caption makes the drawing one row of a grid that labels its own pictures: the
    rows flow on and may break across pages instead of being kept with a caption.
    """

    draw: Callable[[float], Any]
    caption: str


@dataclass(frozen=True)
class Prepared:
    """Everything one booklet needs from its game, for one set of house rules."""

    title: str
    subject: str
    subtitle: str
    variations: frozenset[str]
    context: Mapping[str, Any]
    charts: Mapping[str, Chart] = field(default_factory=dict)
    figures: Mapping[str, Figure] = field(default_factory=dict)
    stem: str | None = None
    """The PDF's name before ``-rules.pdf`` when one game makes different sheets (a board size,
    a start); None names it after the game."""


@dataclass(frozen=True)
class BookletSource:
    game: str
    templates: Path
    """The game's template folder: ``booklet.toml`` and its ``.j2`` fragments."""
    prepare: Callable[[HouseRules, Searching], Prepared]
    """Check the house rules against the game (refusing with ``ParameterError``) and build the
    rest; a game that searches for what it prints (a solitaire line) reports to ``Searching``."""
    variations: tuple[tuple[str, str], ...] = ()
    """Each named variation as (id, what it changes), so a front end can offer the choice
    without knowing the game."""
    options: tuple[Option, ...] = ()
    """The game's own options beyond players, teams and variations (a board size, say), given
    as ``--NAME VALUE``; ``prepare`` parses them from ``HouseRules.options``."""

    def check_options(self, house: HouseRules) -> None:
        """Refuse an option this game does not take, naming the ones it does."""
        known = {option.name for option in self.options}
        for name, value in house.options:
            if name not in known:
                takes = "; it takes " + ", ".join(o.flag for o in self.options) if self.options else ""
                raise ParameterError(f"--{name}", f"not an option of the {self.game} booklet{takes}", value)
