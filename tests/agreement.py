"""What an agreement harness (apologies_agreement.py, pj_agreement.py) measures of two engines'
legal moves over many positions, and how its script prints it."""

from __future__ import annotations

from dataclasses import dataclass


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
