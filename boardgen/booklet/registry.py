"""The games that have a rule booklet, and what each supplies: templates, context, diagrams."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from boardgen.booklet.house_rules import HouseRules
from boardgen.errors import ParameterError

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"


@dataclass(frozen=True)
class Chart:
    """A table: header cells, rows, and each column's share of the width."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    widths: tuple[float, ...]


@dataclass(frozen=True)
class Figure:
    """A diagram: ``draw(width_pt)`` returns a reportlab ``Drawing`` that wide; a caption below."""

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


@dataclass(frozen=True)
class BookletSource:
    game: str
    templates: Path
    """The game's template folder: ``booklet.toml`` and its ``.j2`` fragments."""
    prepare: Callable[[HouseRules], Prepared]
    """Check the house rules against the game (refusing with ``ParameterError``) and build the rest."""
    variations: tuple[tuple[str, str], ...] = ()
    """Each named variation as (id, what it changes), so a front end can offer the choice
    without knowing the game."""


def sources() -> dict[str, BookletSource]:
    from boardgen.games.pegs_and_jokers import booklet as pegs_and_jokers

    return {s.game: s for s in (pegs_and_jokers.SOURCE,)}


def source(name: str) -> BookletSource:
    known = sources()
    if name not in known:
        raise ParameterError("GAME", "a game with a rule booklet: " + ", ".join(known), name)
    return known[name]
