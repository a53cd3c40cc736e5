"""One layer of the game graph at a time, as sorted numpy arrays of positions and path counts.

Every jump removes one peg, so the positions reached after ``k`` jumps form one layer, and the
next layer is every legal jump applied to every position of this one. That is done as array
operations, not a dictionary walk: a mask test and an XOR per jump line over the whole layer,
then one sort to merge equal positions. It is what makes the 21-hole board count in a
fraction of a second, and the 28-hole board count at all.

Path counts outgrow 64 bits on the larger boards: the 28-hole board from its apex has about
1.5 x 10^19 games. So ``Ways`` moves a layer's counts to two limbs before they could overflow,
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

    One uint64 array while the layer's counts sum to under ``HEADROOM``, so no merged count can
    overflow. Then two limbs, ``low`` holding the low 32 bits and ``high`` the rest. Should the
    high limbs ever sum that high, one array of Python ints in ``low``.
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
            return Ways(*self.two_limbs()).sum_runs(starts)
        if self.high.sum(dtype=np.float64) >= HEADROOM:
            return Ways(np.array([self.count(index) for index in range(len(self.low))], dtype=object)).sum_runs(starts)
        low = np.add.reduceat(self.low, starts)
        high = np.add.reduceat(self.high, starts) + (low >> np.uint64(LOW_BITS))
        return Ways(low & np.uint64(LOW_MASK), high)

    @classmethod
    def joined(cls, parts: Sequence[Ways]) -> Ways:
        """The counts of several runs of positions end to end, in the widest form any of them takes."""
        if any(part.low.dtype == object for part in parts):
            return cls(np.concatenate([part.low if part.low.dtype == object else
                                       np.array([part.count(i) for i in range(len(part.low))], dtype=object)
                                       for part in parts]))
        if all(part.high is None for part in parts):
            return cls(np.concatenate([part.low for part in parts]))
        limbs = [part.two_limbs() for part in parts]
        return cls(np.concatenate([low for low, _ in limbs]), np.concatenate([high for _, high in limbs]))

    def two_limbs(self) -> tuple[np.ndarray, np.ndarray]:
        if self.high is not None:
            return self.low, self.high
        return self.low & np.uint64(LOW_MASK), self.low >> np.uint64(LOW_BITS)

    def count(self, index: int) -> int:
        if self.high is None:
            return int(self.low[index])
        return int(self.high[index]) << LOW_BITS | int(self.low[index])

    def total(self, index: np.ndarray) -> int:
        """The exact sum of the counts at ``index``."""
        low = sum(int(count) for count in self.low[index])
        return low if self.high is None else (sum(int(count) for count in self.high[index]) << LOW_BITS) + low


@dataclass(frozen=True)
class Kept:
    """A layer's positions kept after its counts are used, for the solution's trace back: 4
    bytes a position when the board has 32 holes or fewer (41 million positions on 28 holes)."""

    positions: np.ndarray

    def __contains__(self, position: object) -> bool:
        """A binary search of the sorted positions."""
        if not isinstance(position, int) or not 0 <= position <= np.iinfo(self.positions.dtype).max:
            return False
        at = int(np.searchsorted(self.positions, self.positions.dtype.type(position)))
        return at < len(self.positions) and int(self.positions[at]) == position


@dataclass(frozen=True)
class Layer:
    """The positions reached after the same number of jumps, ascending, with their path counts."""

    positions: np.ndarray
    ways: Ways

    def kept(self) -> Kept:
        narrow = len(self.positions) == 0 or int(self.positions[-1]) <= np.iinfo(np.uint32).max
        return Kept(self.positions.astype(np.uint32) if narrow else self.positions)


@dataclass(frozen=True)
class Step:
    """What one layer leads to: the next layer, and which of its own positions end a game."""

    following: Layer
    ends: np.ndarray
    """Indices into the layer of positions with no legal jump."""


def array_layers(lines: Sequence[tuple[int, int]], start: int, ways: int) -> Iterator[tuple[Kept, np.ndarray, int]]:
    """Each layer from ``start`` (its positions only), with the positions in it that end a game
    and their total count; each layer's counts are dropped once the next is made from them."""
    layer = Layer(np.array([start], dtype=np.uint64), Ways.of(ways))
    while len(layer.positions):
        stepped = step(layer, lines)
        yield layer.kept(), layer.positions[stepped.ends], layer.ways.total(stepped.ends)
        layer = stepped.following


BUCKET = 1 << 17
"""Positions of a layer, on average, whose results are made and merged at a time."""


def step(layer: Layer, lines: Sequence[tuple[int, int]]) -> Step:
    """Play every legal jump in every position of ``layer`` and merge equal results.

    The results are made a bucket at a time, a bucket being every result with the same high
    bits. A jump changes only its line's three holes. So the parents of one bucket are the few
    runs of the sorted layer whose high bits differ from it by a line's. Each parent is read
    once per line in all. The middle layers of the 28-hole board have 70 million results,
    which made at once took 3.3 GB; a bucket holds a few million.

    Within a bucket each result is sorted together with the index of the position it came
    from, packed into one integer (result above, parent below). A plain sort of integers is
    several times faster than an argsort, and it still tells whose count each result carries.
    """
    positions = layer.positions
    shift = max(len(positions) - 1, 1).bit_length()
    width = max(int(positions.max()).bit_length(), *(line.bit_length() for line, _ in lines))
    if width + shift > 64:
        raise ValueError(f"a layer of {len(positions)} positions this wide does not pack into 64 bits")
    high = min(width, (len(positions) // BUCKET).bit_length())
    low = width - high
    edges = np.searchsorted(positions, np.arange((1 << high) + 1, dtype=np.uint64) << np.uint64(low))
    stuck = np.ones(len(positions), dtype=bool)
    parts: list[Layer] = []
    for bucket in range(1 << high):
        packed: list[np.ndarray] = []
        for line, before in lines:
            first, last = edges[bucket ^ line >> low], edges[(bucket ^ line >> low) + 1]
            legal = np.flatnonzero(positions[first:last] & np.uint64(line) == np.uint64(before)) + first
            stuck[legal] = False
            packed.append((positions[legal] ^ np.uint64(line)) << np.uint64(shift) | legal.astype(np.uint64))
        keys = np.concatenate(packed)
        del packed
        if len(keys):
            parts.append(_merged(keys, layer.ways, shift))
    following = Layer(np.concatenate([part.positions for part in parts]), Ways.joined([part.ways for part in parts])) \
        if parts else Layer(np.zeros(0, dtype=np.uint64), Ways(np.zeros(0, dtype=np.uint64)))
    return Step(following, np.flatnonzero(stuck))


def _merged(keys: np.ndarray, ways: Ways, shift: int) -> Layer:
    """The distinct results among packed ``keys`` (sorted here, in place), each with the sum of
    its parents' counts."""
    keys.sort()
    parents = keys & np.uint64((1 << shift) - 1)
    keys >>= np.uint64(shift)
    starts = np.flatnonzero(np.concatenate(([True], keys[1:] != keys[:-1])))
    return Layer(keys[starts], ways.take(parents).sum_runs(starts))
