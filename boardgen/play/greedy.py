"""The one-move-ahead greedy choice the race games' simulated players share.

A move is scored by the ground it gains the mover's team on everyone else. For each piece it
relocates, that is the distance the piece had still to go minus what it has after. It counts
for the mover's team and against the others. The distances are each game's own table (``remaining``:
by seat, then by piece code), so the scoring never needs to know the board.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, TypeVar


class Relocating(Protocol):
    @property
    def relocations(self) -> Sequence[tuple[int, int, int, Any]]:
        """``(seat, origin code, destination code, kind)`` for every piece the move shifts."""


MoveT = TypeVar("MoveT", bound=Relocating)


def best_moves(moves: Iterable[MoveT], remaining: Sequence[Mapping[int, int]] | Sequence[Sequence[int]],
               team_of: tuple[int, ...], team: int,
               penalty: Callable[[MoveT], int] | None = None) -> tuple[list[MoveT], int | None]:
    """The moves of the highest gain for ``team``, in the order given (ties are the caller's to
    break with its seeded ``Random``), and that gain; None when there is no move. A game's
    ``penalty`` (a dice game's exposure to being bumped) is taken off each move's gain."""
    best: list[MoveT] = []
    best_gain = None
    for move in moves:
        gain = 0
        for seat, origin, dest, _kind in move.relocations:
            row = remaining[seat]
            delta = row[origin] - row[dest]
            gain += delta if team_of[seat] == team else -delta
        if penalty is not None:
            gain -= penalty(move)
        if best_gain is None or gain > best_gain:
            best, best_gain = [move], gain
        elif gain == best_gain:
            best.append(move)
    return best, best_gain
