"""3MF: one sheet's parts as a 3D Manufacturing Format package, in millimetres. There is one
object (and one build item) per part, named as the manifest names the pieces, so a slicer lists
the parts apart. With ``--filaments seats``, a part's bodies are in colours for a printer with
several filaments. Written by lib3mf, the 3MF Consortium's own library."""

from __future__ import annotations

from boardgen.board import Board
from boardgen.writers.writer import OutputSettings, Writer


def render(board: Board, settings: OutputSettings) -> bytes:
    """One colour, or with ``--filaments seats`` each part's plate, engraving and seats' rims
    apart, each in its colour (``colour_solids``)."""
    if settings.printing.filaments == "seats":
        from boardgen.writers.solids.colour import coloured  # manifold3d and lib3mf, only for a 3D model

        return coloured(board, settings)
    from boardgen.writers.solids.meshes import written

    return written(board, settings, "3mf")


WRITER = Writer("3mf", "3mf", render, sections=("CNC", "3D print"))  # the stock and depths, and --emboss
