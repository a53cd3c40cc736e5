"""One layer of the game graph at a time, as sorted numpy arrays of positions and path counts.

Every jump removes one peg, so the positions reached after ``k`` jumps form one layer, and the
next layer is every legal jump applied to every position of this one. Doing that as array
operations (a mask test and an XOR per jump line over the whole layer, then one sort to merge
equal positions) instead of a dictionary walk is what makes the 21-hole board count in a
fraction of a second and the 28-hole board at all.

Path counts outgrow 64 bits on the larger boards (the 28-hole board from its apex has about
1.5 x 10^19 games), so ``Ways`` moves a layer's counts to two limbs before they could overflow,
and to Python integers should even those come near it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np

LOW_BITS = 32
LOW_MASK = (1 << LOW_BITS) - 1
HEADROOM = float(1 << 62)
"""A limb whose whole layer sums to this much moves on before any merged count could overflow."""


@dataclass(frozen=True)
class Ways:
    """Path counts of one layer's positions, in the narrowest exact form that holds them.

    One uint64 array while the layer's counts sum to under ``HEADROOM`` (so no merged count can
    overflow); then two limbs, ``low`` holding the low 32 bits and ``high`` the rest; and should
    the high limbs ever sum that high, one array of Python ints in ``low``.
    """

    low: np.ndarray
    high: np.ndarray | None = None

    @classmethod
    def of(cls, count: int) -> Ways:
        """The single count of a start position."""
        if count < HEADROOM:
            return cls(np.array([count], dtype=np.uint64))
        if count >> LOW_BITS < HEADROOM:
            return cls(np.array([count & LOW_MASK], dtype=np.uint64), np.array([count >> LOW_BITS], dtype=np.uint64))
        return cls(np.array([count], dtype=object))

    def take(self, index: np.ndarray) -> Ways:
        return Ways(self.low[index], None if self.high is None else self.high[index])

    def sum_runs(self, starts: np.ndarray) -> Ways:
        """The sums of the runs beginning at ``starts`` (the counts of equal positions merged)."""
        if self.low.dtype == object:
            return Ways(np.add.reduceat(self.low, starts))
        if self.high is None:
            if self.low.sum(dtype=np.float64) < HEADROOM:
                return Ways(np.add.reduceat(self.low, starts))
            return Ways(self.low & np.uint64(LOW_MASK), self.low >> np.uint64(LOW_BITS)).sum_runs(starts)
        if self.high.sum(dtype=np.float64) >= HEADROOM:
            return Ways(np.array([self.count(index) for index in range(len(self.low))], dtype=object)).sum_runs(starts)
        low = np.add.reduceat(self.low, starts)
        high = np.add.reduceat(self.high, starts) + (low >> np.uint64(LOW_BITS))
        return Ways(low & np.uint64(LOW_MASK), high)

    def count(self, index: int) -> int:
        if self.high is None:
            return int(self.low[index])
        return int(self.high[index]) << LOW_BITS | int(self.low[index])

    def total(self, index: np.ndarray) -> int:
        """The exact sum of the counts at ``index``."""
        low = sum(int(count) for count in self.low[index])
        return low if self.high is None else (sum(int(count) for count in self.high[index]) << LOW_BITS) + low


@dataclass(frozen=True)
class Layer:
    """The positions reached after the same number of jumps, ascending, with their path counts."""

    positions: np.ndarray
    ways: Ways

    def __contains__(self, position: object) -> bool:
        """A binary search of the sorted positions (the solution's trace back asks this)."""
        if not isinstance(position, int):
            return False
        at = int(np.searchsorted(self.positions, np.uint64(position)))
        return at < len(self.positions) and int(self.positions[at]) == position


@dataclass(frozen=True)
class Step:
    """What one layer leads to: the next layer, and which of its own positions end a game."""

    following: Layer
    ends: np.ndarray
    """Indices into the layer of positions with no legal jump."""


def array_layers(lines: Sequence[tuple[int, int]], start: int, ways: int) -> Iterator[tuple[Layer, np.ndarray, int]]:
    """Each layer from ``start``, with the positions in it that end a game and their total count."""
    layer = Layer(np.array([start], dtype=np.uint64), Ways.of(ways))
    while len(layer.positions):
        stepped = step(layer, lines)
        yield layer, layer.positions[stepped.ends], layer.ways.total(stepped.ends)
        layer = stepped.following


def step(layer: Layer, lines: Sequence[tuple[int, int]]) -> Step:
    """Play every legal jump in every position of ``layer`` and merge equal results.

    Each result is sorted together with the index of the position it came from, packed into
    one integer (result above, parent below): a plain sort of integers is several times faster
    than an argsort, and it still tells whose count each result carries.
    """
    positions = layer.positions
    shift = max(len(positions) - 1, 1).bit_length()
    if int(positions.max()).bit_length() + shift > 64:
        raise ValueError(f"a layer of {len(positions)} positions this wide does not pack into 64 bits")
    stuck = np.ones(len(positions), dtype=bool)
    packed: list[np.ndarray] = []
    for line, before in lines:
        legal = np.flatnonzero(positions & np.uint64(line) == np.uint64(before))
        stuck[legal] = False
        packed.append((positions[legal] ^ np.uint64(line)) << np.uint64(shift) | legal.astype(np.uint64))
    keys = np.sort(np.concatenate(packed))
    reached = keys >> np.uint64(shift)
    starts = np.flatnonzero(np.concatenate(([len(reached) > 0], reached[1:] != reached[:-1])))
    ways = layer.ways.take(keys & np.uint64((1 << shift) - 1))
    return Step(Layer(reached[starts], ways.sum_runs(starts) if len(starts) else ways), np.flatnonzero(stuck))
