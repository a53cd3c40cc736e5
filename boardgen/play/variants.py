"""Named rule variations for any card race game: ids, summaries, and the pairs that clash.

Each game lists its variations once (``VariantTable``); validating user input and printing the
chosen ones in a fixed order are the same for every game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from boardgen.errors import ParameterError


@dataclass(frozen=True)
class Variant:
    id: str
    summary: str


@dataclass(frozen=True)
class VariantTable:
    variants: tuple[Variant, ...]
    exclusions: tuple[tuple[str, str, str], ...] = ()
    """(first, second, why): pairs that cannot be chosen together."""

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(v.id for v in self.variants)

    def validate(self, ids: Iterable[str]) -> frozenset[str]:
        """The chosen variations as a set, refused with one clear line if unknown or clashing."""
        known = self.ids
        chosen = []
        for raw in ids:
            vid = raw.strip().lower()
            if vid not in known:
                raise ParameterError("--variant", "one of " + ", ".join(known), got=raw)
            chosen.append(vid)
        picked = frozenset(chosen)
        for first, second, reason in self.exclusions:
            if first in picked and second in picked:
                raise ParameterError("--variant", f"{first} and {second} cannot be combined: {reason}")
        return picked

    def canonical(self, ids: Iterable[str]) -> tuple[str, ...]:
        """Variations in the table's order, so reports and positions print them the same way."""
        chosen = set(ids)
        return tuple(vid for vid in self.ids if vid in chosen)
