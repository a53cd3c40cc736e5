"""The rules of a game that its description cannot say: a shipped dice game's, by game name,
and a card game's, as ``CardHooks`` its own module hands the engine. Small and named, so the
engine stays one engine (docs/track-games.md lists what is still left out).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

CENTRE_EXIT_DICE: dict[str, tuple[int, ...]] = {"shortcut-marbles": (1,)}
"""The dice that bring a piece out of the centre hole, by game: Aggravation's marble leaves the
centre only on a 1. A game not listed leaves it on any die."""


@dataclass(frozen=True)
class CardHooks:
    """A card game's rules its description cannot say, given by the game's own module (which
    imports the engine, never the other way): each is called by ``card_moves`` where the
    description's keys stop.

    ``special(course, seats, on, walls, seat)``: every relocation list of a card's
    ``special`` action for ``seat``'s pieces (Pegs and Jokers' joker).
    ``partner_landing(course, on, seat, origin, index)``: the relocations of ``seat``'s piece
    from ``origin`` (a code) landing on a partner's piece on track ``index``, or None when it
    may not. Without it a partner is bumped to start as an opponent is.

    The same two on the lane board (``lanes``), in its codes, for a game played there:
    ``lane_special(board, card, seat, player, out)`` appends each ``LaneMove`` of the card's special
    action to ``out``; ``lane_partner_landing(board, moved, other)`` gives the relocations of the
    ``moved`` relocation landing on ``other``'s piece, or None.
    """

    special: Callable[..., list[tuple[tuple[int, int, int, int], ...]]] | None = None
    partner_landing: Callable[..., tuple[tuple[int, int, int, int], ...] | None] | None = None
    lane_special: Callable[..., None] | None = None
    lane_partner_landing: Callable[..., tuple[tuple[int, int, int, int], ...] | None] | None = None
