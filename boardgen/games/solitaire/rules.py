"""Positions as bitmasks and the one rule of the game: jump a neighbour into an empty hole.

Bit ``h - 1`` of a position is set when hole ``h`` holds a peg. Integers keep positions
immutable and hashable and make a legality test a single mask comparison, which is what lets
the counter walk hundreds of thousands of positions in seconds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from boardgen.games.solitaire.topology import Jump, SolitaireTopology


def bit(hole: int) -> int:
    """The position bit of one hole."""
    return 1 << (hole - 1)


def start_position(topology: SolitaireTopology, empty: int, parameter: str = "empty") -> int:
    """Every hole filled but ``empty``."""
    topology.check_hole(empty, parameter)
    return ((1 << topology.hole_count) - 1) ^ bit(empty)


def pegs(position: int) -> tuple[int, ...]:
    """The holes that hold a peg, ascending."""
    return tuple(index + 1 for index in range(position.bit_length()) if position >> index & 1)


@dataclass(frozen=True)
class JumpMask:
    """A jump line precompiled for bitmask play.

    ``position & line == before`` says the jump is legal (start and over filled, end empty);
    ``position ^ line`` plays it.
    """

    jump: Jump
    line: int
    before: int


def compile_jumps(topology: SolitaireTopology) -> tuple[JumpMask, ...]:
    """The board's jump lines in topology order, ready for bitmask play."""
    return tuple(
        JumpMask(jump, bit(jump.start) | bit(jump.over) | bit(jump.end), bit(jump.start) | bit(jump.over))
        for jump in topology.jumps
    )


def legal_jumps(masks: Iterable[JumpMask], position: int) -> list[JumpMask]:
    """The jumps that can be played in ``position``; none means the game is over."""
    return [mask for mask in masks if position & mask.line == mask.before]


def replay(topology: SolitaireTopology, empty: int, solution: Iterable[Iterable[int]]) -> int:
    """Play ``[from, over, to]`` moves from the start; refuse any move the rules forbid.

    Used to check every solution the solver reports, so a wrong one can never be printed.
    """
    return replay_positions(topology, empty, solution)[-1]


def replay_positions(topology: SolitaireTopology, empty: int, solution: Iterable[Iterable[int]]) -> tuple[int, ...]:
    """The start and the position after each move, as ``replay`` plays them.

    The rules sheet draws its move diagrams from these, so a picture shows only what the
    rules allowed in the position reached.
    """
    lines = {tuple(mask.jump.as_list()): mask for mask in compile_jumps(topology)}
    positions = [start_position(topology, empty)]
    for step, move in enumerate(solution, start=1):
        move = tuple(move)
        mask = lines.get(move)
        if mask is None:
            raise ValueError(f"move {step} {list(move)} is not a jump line of the {topology.name} board")
        if positions[-1] & mask.line != mask.before:
            raise ValueError(f"move {step} {list(move)} is not legal in the position reached")
        positions.append(positions[-1] ^ mask.line)
    return tuple(positions)


def permuter(perm: Sequence[int]) -> Callable[[int], int]:
    """A fast map of positions under one symmetry (``perm[h - 1]`` = the image of hole ``h``).

    Lookup tables move eight holes at a time, so symmetric positions can be merged in the
    inner loops of the counter and the search without a per-hole loop.
    """
    tables = []
    for offset in range(0, len(perm), 8):
        holes = perm[offset : offset + 8]
        tables.append(
            [sum(bit(image) for index, image in enumerate(holes) if byte >> index & 1) for byte in range(256)]
        )
    shifts = [(8 * index, table) for index, table in enumerate(tables)]

    def apply(position: int) -> int:
        return sum(table[position >> shift & 0xFF] for shift, table in shifts)

    return apply


def stabiliser(symmetries: Iterable[Sequence[int]], holes: Iterable[int]) -> list[Sequence[int]]:
    """The symmetries that map the set ``holes`` onto itself."""
    wanted = set(holes)
    return [perm for perm in symmetries if {perm[hole - 1] for hole in wanted} == wanted]
