"""Exact figures over every complete game, by counting paths through the positions.

A game is a distinct sequence of jumps played until no jump is left, so games are paths in the
graph of positions; every jump removes one peg, so that graph is layered by peg count. Sweeping
the layers once with the number of ways to reach each position counts every game exactly, while
visiting each position only once (568,630 games but only about 3,000 positions on 15 holes).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from boardgen.errors import ParameterError
from boardgen.games.solitaire.rules import JumpMask, bit, compile_jumps, pegs, start_position
from boardgen.games.solitaire.topology import Jump, Topology

MAX_COUNTED_HOLES = 21
"""The 21-hole triangle takes about 3 s; the 28-hole one did not finish in 5 minutes."""


@dataclass(frozen=True)
class GameCounts:
    """What every complete game from one start adds up to.

    ``pegs_left`` maps each number of pegs a game can end with to the number of games that do.
    ``solution`` is one game ending with a single peg (in ``target`` when one was asked for),
    or ``None`` when no such game exists.
    """

    empty: int
    target: int | None
    games: int
    pegs_left: dict[int, int]
    one_peg_end_holes: tuple[int, ...]
    solution: tuple[Jump, ...] | None

    @property
    def min_pegs(self) -> int:
        return min(self.pegs_left)

    @property
    def max_pegs(self) -> int:
        return max(self.pegs_left)

    def share(self, pegs_left: int) -> float:
        """The percentage of all games that end with ``pegs_left`` pegs."""
        return 100 * self.pegs_left.get(pegs_left, 0) / self.games


def check_countable(topology: Topology, parameter: str) -> None:
    """Refuse boards whose game tree would not be counted in reasonable time."""
    if topology.hole_count > MAX_COUNTED_HOLES:
        raise ParameterError(
            parameter,
            f"exact game counting takes boards of up to {MAX_COUNTED_HOLES} holes; larger ones would not "
            "finish in reasonable time (use --no-count to search for one winning game)",
            topology.hole_count,
        )


def count_games(topology: Topology, empty: int, target: int | None = None) -> GameCounts:
    """Count every complete game from the board full but ``empty``.

    Positions are swept layer by layer (one peg fewer each time), carrying the number of jump
    sequences reaching each; a position with no legal jump ends that many games.
    """
    check_countable(topology, "board")
    start = start_position(topology, empty)
    if target is not None:
        topology.check_hole(target, "target")
    masks = compile_jumps(topology)
    lines = [(mask.line, mask.before) for mask in masks]
    layers: list[dict[int, int]] = []
    ends: dict[int, int] = {}
    layer = {start: 1}
    while layer:
        layers.append(layer)
        following: dict[int, int] = {}
        for position, ways in layer.items():
            after = [position ^ line for line, before in lines if position & line == before]
            for nxt in after:
                following[nxt] = following.get(nxt, 0) + ways
            if not after:
                ends[position] = ways
        layer = following
    pegs_left: dict[int, int] = {}
    for position, ways in ends.items():
        left = position.bit_count()
        pegs_left[left] = pegs_left.get(left, 0) + ways
    one_peg_end_holes = tuple(sorted(pegs(position)[0] for position in ends if position.bit_count() == 1))
    wanted = [hole for hole in one_peg_end_holes if target in (None, hole)]
    solution = _trace_back(layers, masks, bit(wanted[0])) if wanted else None
    return GameCounts(
        empty=empty,
        target=target,
        games=sum(pegs_left.values()),
        pegs_left=dict(sorted(pegs_left.items())),
        one_peg_end_holes=one_peg_end_holes,
        solution=solution,
    )


def _trace_back(layers: list[dict[int, int]], masks: Sequence[JumpMask], final: int) -> tuple[Jump, ...]:
    """One jump sequence from the start to ``final``, found by undoing jumps layer by layer.

    Layer ``k`` holds the positions reached after ``k`` jumps, so every position has a
    predecessor in the layer before; taking the first jump line that leads back there keeps the
    reported solution reproducible.
    """
    (start,) = layers[0]
    moves: list[Jump] = []
    position = final
    for earlier in reversed(layers[: start.bit_count() - final.bit_count()]):
        position, jump = next(
            (position ^ mask.line, mask.jump)
            for mask in masks
            if position & mask.line == mask.line ^ mask.before and position ^ mask.line in earlier
        )
        moves.append(jump)
    return tuple(reversed(moves))
