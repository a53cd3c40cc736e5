"""Exact figures over every complete game, by counting paths through the positions.

A game is a distinct sequence of jumps played until no jump is left, so games are paths in the
graph of positions; every jump removes one peg, so that graph is layered by peg count. Sweeping
the layers once with the number of ways to reach each position counts every game exactly, while
visiting each position only once (568,630 games but only about 3,000 positions on 15 holes).
The sweep itself is array work in ``layers``; this module turns it into the figures reported.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator, Sequence
from dataclasses import dataclass

from boardgen.errors import ParameterError
from boardgen.games.solitaire.rules import JumpMask, bit, compile_jumps, pegs, start_position
from boardgen.games.solitaire.topology import Jump, SolitaireTopology

COUNTED_BY_DEFAULT = 21
"""Boards of up to this many holes are counted without asking: the 21-hole triangle takes a
fifth of a second."""
MAX_COUNTED_HOLES = 28
"""The 28-hole triangle takes a minute or two per start (about 41 million positions from the
apex); the 36-hole one would need far more memory than a desktop has."""
DICT_SWEPT_HOLES = 15
"""Boards swept without numpy (see ``sweep_games``)."""

SweptLayer = tuple[Container[int], Sequence[int], int]
"""A layer, the positions in it that end a game, and how many games end there."""


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


def check_countable(topology: SolitaireTopology, parameter: str) -> None:
    """Refuse boards whose game tree would not be counted in reasonable time."""
    if topology.hole_count > MAX_COUNTED_HOLES:
        raise ParameterError(
            parameter,
            f"exact game counting takes boards of up to {MAX_COUNTED_HOLES} holes; larger ones would not "
            "finish in reasonable time (use --no-count to search for one winning game)",
            topology.hole_count,
        )


def count_games(topology: SolitaireTopology, empty: int, target: int | None = None,
                progress: Callable[[int], None] | None = None) -> GameCounts:
    """Count every complete game from the board full but ``empty``.

    Positions are swept layer by layer (one peg fewer each time), carrying the number of jump
    sequences reaching each; a position with no legal jump ends that many games. ``progress``
    hears the number of layers swept after each.
    """
    check_countable(topology, "board")
    start = start_position(topology, empty)
    if target is not None:
        topology.check_hole(target, "target")
    sweep = sweep_games(topology, start, progress=progress)
    wanted = [hole for hole in sweep.one_peg_end_holes if target in (None, hole)]
    solution = _trace_back(sweep, compile_jumps(topology), bit(wanted[0])) if wanted else None
    return GameCounts(
        empty=empty,
        target=target,
        games=sum(sweep.pegs_left.values()),
        pegs_left=sweep.pegs_left,
        one_peg_end_holes=sweep.one_peg_end_holes,
        solution=solution,
    )


def count_every_start(topology: SolitaireTopology) -> dict[int, GameCounts]:
    """Every start's counts, sweeping only one start of each class of symmetric starts.

    A rotation or reflection of the board maps the games of one start onto those of its image.
    So the image has the same counts by pegs left, with end holes mapped by the symmetry. Its
    solution is the representative's, mapped move by move. It ends in the lowest possible end
    hole, as ``count_games`` reports, though it may take another line to get there.
    """
    check_countable(topology, "board")
    counts: dict[int, GameCounts] = {}
    masks = compile_jumps(topology)
    for empty in topology.holes:
        if empty in counts:
            continue
        sweep = sweep_games(topology, start_position(topology, empty))
        for perm in topology.symmetries:
            image = perm[empty - 1]
            if image in counts:
                continue
            inverse = {perm[hole - 1]: hole for hole in topology.holes}
            ends = tuple(sorted(perm[hole - 1] for hole in sweep.one_peg_end_holes))
            solution = None
            if ends:
                moves = _trace_back(sweep, masks, bit(inverse[ends[0]]))
                solution = tuple(Jump(perm[j.start - 1], perm[j.over - 1], perm[j.end - 1]) for j in moves)
            counts[image] = GameCounts(image, None, sum(sweep.pegs_left.values()), sweep.pegs_left, ends, solution)
    return dict(sorted(counts.items()))


@dataclass(frozen=True)
class Sweep:
    """The layers from one start (each answers ``position in layer``) and what the games ending
    in them add up to."""

    start: int
    layers: tuple[Container[int], ...]
    pegs_left: dict[int, int]
    one_peg_end_holes: tuple[int, ...]


def sweep_games(topology: SolitaireTopology, start: int, ways: int = 1,
                progress: Callable[[int], None] | None = None) -> Sweep:
    """Sweep every layer from ``start`` reached in ``ways`` ways; every layer shares one peg count.

    Boards of up to ``DICT_SWEPT_HOLES`` holes are swept in dictionaries: their few thousand
    positions take less time than importing numpy, which ``boardgen solve`` then never loads.
    """
    lines = [(mask.line, mask.before) for mask in compile_jumps(topology)]
    if topology.hole_count <= DICT_SWEPT_HOLES:
        swept = _dict_layers(lines, start, ways)
    else:
        from boardgen.games.solitaire.layers import array_layers

        swept = array_layers(lines, start, ways)
    layers: list[Container[int]] = []
    pegs_left: dict[int, int] = {}
    singles: tuple[int, ...] = ()
    left = start.bit_count()
    for layer, ends, ended in swept:
        layers.append(layer)
        if len(ends):
            pegs_left[left] = ended
        if left == 1:
            singles = tuple(sorted(pegs(int(position))[0] for position in ends))
        left -= 1
        if progress is not None:
            progress(len(layers))
    return Sweep(start, tuple(layers), dict(sorted(pegs_left.items())), singles)


def _dict_layers(lines: Sequence[tuple[int, int]], start: int, ways: int) -> Iterator[SweptLayer]:
    """Each layer as a dict of positions to path counts, with its game ends and their total."""
    layer = {start: ways}
    while layer:
        following: dict[int, int] = {}
        ends: list[int] = []
        ended = 0
        for position, reaching in layer.items():
            after = [position ^ line for line, before in lines if position & line == before]
            for nxt in after:
                following[nxt] = following.get(nxt, 0) + reaching
            if not after:
                ends.append(position)
                ended += reaching
        yield layer, ends, ended
        layer = following


def _trace_back(sweep: Sweep, masks: Sequence[JumpMask], final: int) -> tuple[Jump, ...]:
    """One jump sequence from the start to ``final``, found by undoing jumps layer by layer.

    Layer ``k`` holds the positions reached after ``k`` jumps, so every position has a
    predecessor in the layer before; taking the first jump line that leads back there keeps the
    reported solution reproducible.
    """
    moves: list[Jump] = []
    position = final
    for earlier in reversed(sweep.layers[: sweep.start.bit_count() - final.bit_count()]):
        position, jump = next(
            (position ^ mask.line, mask.jump)
            for mask in masks
            if position & mask.line == mask.line ^ mask.before and position ^ mask.line in earlier
        )
        moves.append(jump)
    return tuple(reversed(moves))
