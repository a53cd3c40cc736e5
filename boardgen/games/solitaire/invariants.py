"""Position classes: a cheap proof that some finishes can never be reached.

Colour the lattice with three colours so that any three holes in a jump line get three
different colours (colour = ``a * row + b * col`` mod 3 for each ``(a, b)`` that no jump
direction maps to 0). A jump takes one peg off two colours and adds one to the third, so it
flips the parity of all three counts at once; the two parity differences never change.
Two positions whose differences disagree can never be reached from one another. This is the
classic argument that the European board started with the centre empty cannot end with one peg;
the search uses it to answer such cases exactly and instantly instead of exhausting a huge tree.
"""

from __future__ import annotations

from boardgen.games.solitaire.rules import bit
from boardgen.games.solitaire.topology import SolitaireTopology

COEFFICIENTS = ((1, 0), (0, 1), (1, 1), (1, 2))
"""Every line through the origin of the 3 x 3 lattice mod 3, up to scale."""


def colour_masks(topology: SolitaireTopology) -> tuple[tuple[int, int, int], ...]:
    """For each valid 3-colouring of the board, the position masks of its three colours."""
    colourings = []
    for a, b in COEFFICIENTS:
        if any((a * dr + b * dc) % 3 == 0 for dr, dc in topology.directions):
            continue
        masks = [0, 0, 0]
        for hole in topology.holes:
            row, col = topology.cell(hole)
            masks[(a * row + b * col) % 3] |= bit(hole)
        colourings.append((masks[0], masks[1], masks[2]))
    return tuple(colourings)


def position_class(topology: SolitaireTopology, position: int) -> tuple[int, ...]:
    """The parity differences no jump can change; equal classes are necessary to meet."""
    signature = []
    for masks in colour_masks(topology):
        first, second, third = ((position & mask).bit_count() & 1 for mask in masks)
        signature += [first ^ second, second ^ third]
    return tuple(signature)


def reachable_single_pegs(topology: SolitaireTopology, position: int) -> tuple[int, ...]:
    """The holes a lone last peg could possibly occupy, as far as position classes allow."""
    wanted = position_class(topology, position)
    return tuple(hole for hole in topology.holes if position_class(topology, bit(hole)) == wanted)
