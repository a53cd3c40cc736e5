"""A Pegs and Jokers move and the card counts every part of the rules engine reads.

Kept apart from the move generators so the position board, the card rules and the turn
logic can share them without importing each other.
"""

from __future__ import annotations

from functools import partial
from typing import NamedTuple

from boardgen.games.pegs_and_jokers.state import RuleSet

Relocation = tuple[int, int, int, int]
Advance = tuple[tuple[Relocation, ...], bool]
"""One peg moved forward: its relocations (with any bump) and whether it went round again."""

FORWARD = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10}
LONG_FACES = {"J": 11, "Q": 12, "K": 13}
STARTERS = frozenset({"A", "J", "Q", "K"})
BACKWARD = 8
SEVEN = 7
NINE = 9
IDLE_TURNS_TO_START = 5


class Move(NamedTuple):
    """One legal play of one card; ``around`` marks a peg carried past its own in-spot.

    A named tuple rather than a frozen dataclass: just as immutable, and a game builds
    thousands of candidate moves, for which tuple construction costs half as much.
    """

    card: str
    relocations: tuple[Relocation, ...]
    around: bool = False


new_move = partial(tuple.__new__, Move)
"""``new_move((card, relocations, around))``: a ``Move`` built without the Python-level
``__new__`` a named tuple has, which the move generators call hundreds of thousands of times
a game; all three fields are given."""


def card_count(rules: RuleSet, card: str) -> int | None:
    """How far a card moves forward, or None for the 8 and the joker which don't."""
    if rules.has("jqk-11-12-13") and card in LONG_FACES:
        return LONG_FACES[card]
    return FORWARD.get(card)
