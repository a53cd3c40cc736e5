"""What every game's JSON position file shares: reading it, and the keys before the pieces.

A position is the board plus whose turn it is and, optionally, that player's hand. Each game
reads its own pieces. The header (``game``, ``players``, ``teams``, ``variants``, ``turn``,
``hand``, ``idle_turns``) means the same in every game. Anything malformed is refused with
one ``ParameterError`` line naming what and where, because these files are written by hand.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from boardgen.errors import ParameterError
from boardgen.input_files import parse_json, read_input
from boardgen.play.cards import parse_card

PARAM = "--position"


def refuse(problem: str, got: object | None = None) -> NoReturn:
    raise ParameterError(PARAM, problem, got)


KEYS = ("game", "players", "teams", "variants", "turn", "hand", "idle_turns", "pegs")
"""Every key a position file may hold, in the documented order; any other is a typo to refuse
(``"hands"`` would otherwise silently mean no hand)."""

MAX_NUMBER_DIGITS = 6
"""Digits a hole number may have: enough for any board, and ``int`` never sees a huge one."""


def read_text(path: str | Path) -> str:
    return read_input(path, PARAM)


def parse_object(text: str, keys: tuple[str, ...] | None = KEYS) -> dict[str, Any]:
    """The file's JSON object, any key not in ``keys`` refused (None checks none: the game is
    read first, and its own parser checks its keys)."""
    try:
        data = parse_json(text, PARAM)
    except json.JSONDecodeError as error:
        refuse(f"not valid JSON: {error.msg} at line {error.lineno} column {error.colno}")
    if not isinstance(data, dict):
        refuse("must be a JSON object")
    unknown = [key for key in data if keys is not None and key not in keys]
    if unknown and keys is not None:
        refuse(f'"{unknown[0]}" is not a position key; keys are ' + ", ".join(keys))
    return data


def hole_number(text: str) -> int | None:
    """The number after ``track:`` or ``home:``: plain ASCII digits only (``int`` would take
    ``٣`` and choke on ``²``, which ``isdigit`` accepts), or None."""
    if text.isascii() and text.isdigit() and len(text) <= MAX_NUMBER_DIGITS:
        return int(text)
    return None


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
    if not isinstance(hand, list) or not all(isinstance(card, str) for card in hand):
        refuse('"hand" must be a list of cards such as "A" or "JOKER"', hand)
    cards = tuple(parse_card(card, f"{PARAM} hand") for card in hand)
    idle = data.get("idle_turns", 0)
    if not isinstance(idle, int) or isinstance(idle, bool) or idle < 0:
        refuse('"idle_turns" must be a whole number, 0 or more', idle)
    return Header(rules, turn, cards, idle)


def parse_position(text: str, game: str, create: Callable[[int, str | None, tuple[str, ...]], Any],
                   read_state: Callable[[Any, object], Any]) -> Position:
    """A whole position: the shared keys here, then ``read_state(rules, raw)`` turns the game's
    pieces (always listed under ``pegs``, so tools read every game alike) into its state."""
    data = parse_object(text)
    head = read_header(data, game, create)
    return Position(read_state(head.rules, data.get("pegs")), head.turn, head.hand, head.idle_turns)


def position_json(game: str, position: Position, variants: list[str], pegs: list[list[str]]) -> dict[str, object]:
    """The position in the documented key order, so a result can be fed back in."""
    rules = position.state.rules
    data: dict[str, object] = {
        "game": game, "players": rules.players, "teams": rules.teams, "variants": variants, "turn": position.turn,
    }
    if position.hand:
        data["hand"] = list(position.hand)
    if position.idle_turns:
        data["idle_turns"] = position.idle_turns
    data["pegs"] = pegs
    return data


def require_cards(position: Position, card: str | None) -> None:
    """Legal moves need a card: the one asked for or the position's hand."""
    if card is None and not position.hand:
        raise ParameterError("--card", "needed when the position has no hand")


def moves_json(found: Iterable[Any], describe: Callable[[Any], str],
               result_pegs: Callable[[Any], list[list[str]]]) -> dict[str, list[dict[str, object]]]:
    """The ``rules moves`` answer: each move's card, its description and the pieces after it."""
    return {
        "moves": [
            {"card": move.card, "text": describe(move), "result": {"pegs": result_pegs(move)}}
            for move in found
        ]
    }
