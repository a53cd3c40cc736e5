"""What an agreement harness (apologies_agreement.py, pj_agreement.py) measures of two engines'
legal moves over many positions, and how its script prints it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import TypeVar

S = TypeVar("S")


@dataclass(frozen=True)
class Agreement:
    positions: int
    moves: int
    """Distinct moves (end positions) over all positions, counted once where both agree."""
    agreed: int
    alike: int
    """Positions where the two move sets are the same."""
    differences: tuple[tuple[str, int], ...]
    """Each kind of difference and the moves it covers."""

    def lines(self) -> list[str]:
        """The figures, then one line per kind of difference."""
        return [f"positions compared {self.positions}, alike {self.alike} ({100 * self.alike / self.positions:.2f}%); "
                f"moves {self.moves}, agreed {self.agreed} ({100 * self.agreed / self.moves:.2f}%)",
                *(f"  {count:6d}  {what}" for what, count in self.differences)]


def by_card(hand: Iterable[str], ends: Iterable[tuple[str, Hashable]]) -> dict[str, set[Hashable]]:
    """Each card of ``hand`` with the set of positions its moves lead to (``(card, position)``
    pairs), empty for a card with none."""
    found: dict[str, set[Hashable]] = {card: set() for card in hand}
    for card, after in ends:
        found[card].add(after)
    return found


def measure(samples: Iterable[S], old_moves: Callable[[S], dict[str, set[Hashable]]],
            new_moves: Callable[[S], dict[str, set[Hashable]]],
            kind: Callable[[S, str, Hashable, str], str]) -> Agreement:
    """Both engines' moves at every sample, card by card, as the sets of positions they lead
    to; each move one engine offers alone sorted by ``kind(sample, card, after, "old"/"new")``."""
    moves = agreed = alike = positions = 0
    kinds: Counter[str] = Counter()
    for sample in samples:
        positions += 1
        old, new = old_moves(sample), new_moves(sample)
        same = True
        for card in old:
            both = old[card] & new[card]
            moves += len(old[card] | new[card])
            agreed += len(both)
            for side, only in (("old", old[card] - both), ("new", new[card] - both)):
                for after in only:
                    kinds[kind(sample, card, after, side)] += 1
                    same = False
        alike += same
    return Agreement(positions, moves, agreed, alike, tuple(kinds.most_common()))


def main(argv: list[str], compare: Callable[[int, tuple[str, ...]], Agreement]) -> None:
    """A harness script's body: ``script.py [positions [variation...]]`` prints the figures."""
    variations = tuple(argv[2:])
    print(", ".join(variations) or "base game")
    print("\n".join(compare(int(argv[1]) if len(argv) > 1 else 1000, variations).lines()))
