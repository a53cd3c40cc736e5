"""``balance --sweep a,b,c``: every compatible set of the chosen variations, and their ranking.

A designer asks which variations even a game out; the answer may be a pair of them, so every
subset is played (the base game included), each on the same seeds. Subsets holding two
variations that exclude each other are left out and counted; a swept variation that clashes
with one chosen for every set by ``--variant`` could never be played, and is refused.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from boardgen.errors import ParameterError
from boardgen.play.compare import BASE
from boardgen.play.balance.fairness import Fairness
from boardgen.play.variants import VariantTable

MOST_SWEPT = 8
"""Variations in one sweep at most: 256 rule sets, a night on a cluster at tens of thousands of
games each."""
RANK_STEP = 0.01
"""Spreads within a point of each other rank as equal, and the shorter game goes first: finer
differences are noise at any game count a sweep can afford."""


def sweep_sets(text: str, table: VariantTable, everyone: Sequence[str]) -> tuple[list[tuple[str, tuple[str, ...]]], int]:
    """The rule sets of a sweep, named as ``--compare`` names them (``base``, ``a+b``), and
    how many subsets were left out because two of their variations clash."""
    names = [part.strip().lower() for part in text.split(",")]
    allowed = f"1 to {MOST_SWEPT} different variations separated by commas, each one of " + ", ".join(table.ids)
    if any(not name or name not in table.ids for name in names) or len(set(names)) < len(names) \
            or len(names) > MOST_SWEPT:
        raise ParameterError("--sweep", allowed, got=text)
    for name in names:
        if name in everyone:
            raise ParameterError("--sweep", "variations not already given with --variant", got=name)
        try:
            table.validate([*everyone, name])
        except ParameterError as clash:
            raise ParameterError("--sweep", f"variations compatible with --variant {' '.join(everyone)}: "
                                 f"{clash.allowed}", got=name) from None
    sets, skipped = [], 0
    for size in range(len(names) + 1):
        for chosen in itertools.combinations(names, size):
            try:
                table.validate([*everyone, *chosen])
            except ParameterError:
                skipped += 1
                continue
            sets.append(("+".join(chosen) or BASE, chosen))
    return sets, skipped


def ranked(rows: Sequence[Fairness]) -> list[Fairness]:
    """Fairest first (the smallest spread between teams' shares, to the point), then the
    shortest game; a rule set with no finished game last."""
    def key(row: Fairness) -> tuple[float, float]:
        length = row.length
        return round(row.spread / RANK_STEP), length[0] if length else float("inf")

    return sorted(rows, key=key)
