"""Pegs and Jokers' variations as the card engine plays them: most are edits to the base
game's description (a card table, a key), the rest flags of the game's hooks.

Each variation is named here once (tests/games/pegs_and_jokers/test_agreement.py checks that none is missing).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from boardgen.games.race.description.model import Action, Card, Description

IDLE_TURNS_TO_START = 5
"""``five-turn-start``: after this many turns in a row without moving, any card may start a peg."""

Edit = Callable[[Description], Description]


def _cards(**actions: tuple[str, ...]) -> Edit:
    """An edit giving the named ranks (``_10`` for "10") these actions, written as in a description."""
    table = {rank.lstrip("_"): tuple(_action(text) for text in texts) for rank, texts in actions.items()}

    def edit(description: Description) -> Description:
        cards = tuple(Card(card.rank, table.get(card.rank, card.actions)) for card in description.movement.cards)
        return replace(description, movement=replace(description.movement, cards=cards))
    return edit


def _action(text: str) -> Action:
    verb, _, count = text.partition(" ")
    return Action(verb, int(count) if count else None)


def _rules(**keys: str | bool | int) -> Edit:
    return lambda description: replace(description, rules=replace(description.rules, **keys))


def _home(**keys: str) -> Edit:
    return lambda description: replace(description, home=replace(description.home, **keys))


def _movement(**keys: str | int) -> Edit:
    return lambda description: replace(description, movement=replace(description.movement, **keys))


def _all(*edits: Edit) -> Edit:
    def edit(description: Description) -> Description:
        for one in edits:
            description = one(description)
        return description
    return edit


EDITS: dict[str, Edit] = {
    "draw-after": _movement(draws="after"),
    "draw-two-late": _movement(draws="either"),
    "jqk-11-12-13": _cards(J=("enter", "forward 11"), Q=("enter", "forward 12"), K=("enter", "forward 13")),
    "joker-starts": _cards(JOKER=("enter", "special")),
    "eight-jumps-own": _rules(pass_own="backward"),
    "overshoot-blocked": _home(go_round="never"),
    "overshoot-forced-around": _home(go_round="last-resort"),
    "nine-split": _cards(_9=("split-back 9", "forward 9")),
    "two-wild": _all(_cards(_2=("swap", "forward 2")), _rules(swap_partners=True)),
    "two-wild-only": _all(_cards(_2=("swap",)), _rules(swap_partners=True)),
    "seven-to-partner": _rules(split_to_partner=True),
    "seven-partial-last": _rules(split_partial_win=True),
    "five-turn-start": _rules(idle_start=IDLE_TURNS_TO_START),
    "three-card": _all(_movement(hand=3, draws="after"), _rules(partners_move="always")),
}
"""The variations that are a description of their own, by the edit that makes it."""
HOOK_FLAGS = ("partner-bump-chain", "joker-moves-one")
"""The variations that change a hook's reading (``hooks``)."""
SUPPORTED = frozenset(EDITS) | frozenset(HOOK_FLAGS)
"""The variations the card engine plays: all of them."""


def described(description: Description, variants: frozenset[str]) -> Description:
    """The base description with the chosen variations' edits, in the variations' own order."""
    for variant in sorted(variants & EDITS.keys()):
        description = EDITS[variant](description)
    return description
