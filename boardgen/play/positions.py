"""What every game's JSON position file shares: reading it, and the keys before the pieces.

A position is the board plus whose turn it is and, optionally, that player's hand. Each game
reads its own pieces; the header (``game``, ``players``, ``teams``, ``variants``, ``turn``,
``hand``, ``idle_turns``) means the same in every game, and anything malformed is refused with
one ``ParameterError`` line naming what and where, because these files are written by hand.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from boardgen.errors import ParameterError
from boardgen.play.cards import parse_card

PARAM = "--position"


def refuse(problem: str, got: object | None = None) -> NoReturn:
    raise ParameterError(PARAM, problem, got)


def read_text(path: str | Path) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        refuse(f"cannot read {path}: {getattr(error, 'strerror', None) or error}")


def parse_object(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        refuse(f"not valid JSON: {error.msg} at line {error.lineno} column {error.colno}")
    if not isinstance(data, dict):
        refuse("must be a JSON object")
    return data


def whole(data: dict, key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        refuse(f'"{key}" must be a whole number', value)
    return value


@dataclass(frozen=True)
class Position:
    """A game's position with the seat to play, that seat's hand and its turns without a move."""

    state: Any
    turn: int
    hand: tuple[str, ...] = ()
    idle_turns: int = 0


@dataclass(frozen=True)
class Header:
    rules: Any
    """The game's rule set, made by the ``create`` function given to ``read_header``."""
    turn: int
    hand: tuple[str, ...]
    idle_turns: int


def read_header(data: dict, game: str, create: Callable[[int, str | None, tuple[str, ...]], Any]) -> Header:
    """Check the shared keys and make the rule set with ``create(players, teams, variants)``."""
    if data.get("game") != game:
        refuse(f'"game" must be "{game}"', data.get("game"))
    players = whole(data, "players")
    teams = data.get("teams")
    if teams is not None and not isinstance(teams, str):
        refuse('"teams" must be a string', teams)
    variants = data.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        refuse('"variants" must be a list of variation ids', variants)
    try:
        rules = create(players, teams, tuple(variants))
    except ParameterError as error:
        raise ParameterError(PARAM, f"{error.parameter.lstrip('-')}: {error.allowed}", error.got) from None
    turn = whole(data, "turn")
    if not 0 <= turn < players:
        refuse(f'"turn" must be a seat from 0 to {players - 1}', turn)
    hand = data.get("hand", [])
    if not isinstance(hand, list):
        refuse('"hand" must be a list of cards', hand)
    cards = tuple(parse_card(card, f"{PARAM} hand") for card in hand)
    idle = data.get("idle_turns", 0)
    if not isinstance(idle, int) or isinstance(idle, bool) or idle < 0:
        refuse('"idle_turns" must be a whole number, 0 or more', idle)
    return Header(rules, turn, cards, idle)


def header_json(game: str, rules: Any, variants: list[str], turn: int, hand: tuple[str, ...],
                idle_turns: int) -> dict[str, object]:
    """The shared keys in the documented order, so a result can be fed back in."""
    data: dict[str, object] = {
        "game": game, "players": rules.players, "teams": rules.teams, "variants": variants, "turn": turn,
    }
    if hand:
        data["hand"] = list(hand)
    if idle_turns:
        data["idle_turns"] = idle_turns
    return data
