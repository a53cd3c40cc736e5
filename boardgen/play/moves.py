"""What every card race game's moves have in common: the kinds of relocation a move makes,
and the one line a player reads for it.

A move lists every piece it shifts as ``(seat, origin code, destination code, kind)``, so
applying, scoring or describing it needs no rule knowledge; each game names its codes and
words its phrases.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

MOVED, BUMPED, SWAPPED, SENT_BACK = 0, 1, 2, 3
"""Relocation kinds: moved by the card, sent away by a piece landing on it, exchanged by a swap
card, sent back because it was blocked (Fast Track's fast track)."""


def describe_relocations(
    card: str,
    relocations: Iterable[tuple[int, int, int, int]],
    colors: Sequence[str],
    code_name: Callable[[int, int], str],
    phrases: Mapping[int, str],
    nothing: str = "",
) -> str:
    """``CARD: part; part``, each part a game's phrase for its kind, filled with ``{colour}``,
    ``{origin}`` and ``{dest}`` (``code_name(seat, code)``: a code may read by its seat);
    ``nothing`` when the move shifts no piece."""
    parts = [
        phrases[kind].format(colour=colors[seat], origin=code_name(seat, origin), dest=code_name(seat, dest))
        for seat, origin, dest, kind in relocations
    ]
    return f"{card}: " + ("; ".join(parts) or nothing)
