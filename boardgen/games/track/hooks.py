"""The rules of a shipped dice game that its description cannot say, by game name: small and
named, so the engine stays one engine (docs/track-games.md lists what is still left out).
"""

from __future__ import annotations

CENTRE_EXIT_DICE: dict[str, tuple[int, ...]] = {"shortcut-marbles": (1,)}
"""The dice that bring a piece out of the centre hole, by game: Aggravation's marble leaves the
centre only on a 1. A game not listed leaves it on any die."""
