"""Solitaire boards through the shared board pipeline: hole numbering matches the solver's."""

from __future__ import annotations

import math

import pytest

from boardgen.job import make_board
from boardgen.games.solitaire.topology import cross, triangle


@pytest.mark.parametrize(
    ("game", "raw", "topology"),
    [
        ("triangle", {"rows": "5"}, triangle(5)),
        ("triangle", {"rows": "8"}, triangle(8)),
        ("solitaire", {"shape": "english"}, cross("english")),
        ("solitaire", {"shape": "european"}, cross("european")),
    ],
)
def test_manifest_holes_are_the_solver_holes_at_the_pitch(game, raw, topology) -> None:
    board = make_board(game, raw).board
    holes = board.layout["holes"]
    assert len(holes) == topology.hole_count == len(board.holes)
    pitch = board.layout["pitch"]
    for jump in topology.jumps:
        assert math.isclose(math.dist(holes[jump.start - 1], holes[jump.over - 1]), pitch, abs_tol=1e-3)
    if topology.lattice == "triangular":
        assert holes[0][1] == max(y for _, y in holes)
