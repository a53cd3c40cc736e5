"""3MF: one sheet's parts as a 3D Manufacturing Format package, millimetre units, one object
(and one build item) per part, named as the manifest names the pieces, so a slicer lists the
parts apart. Written by lib3mf, the 3MF Consortium's own library."""

from __future__ import annotations

from boardgen.board import Board
from boardgen.writers.writer import OutputSettings, Writer


def render(board: Board, settings: OutputSettings) -> bytes:
    from boardgen.writers.solids import written  # manifold3d and lib3mf, loaded only for a 3D model

    return written(board, settings, "3mf")


WRITER = Writer("3mf", "3mf", render, sections=("CNC", "3D print"))  # the stock and depths, and --emboss
