"""Binary STL: one sheet's parts in one file, millimetres, the format every slicer opens. STL
has no objects, so a sheet's parts are separate shells of one mesh; the 3MF keeps each part an
object of its own. Written by lib3mf (a fixed header, no date)."""

from __future__ import annotations

from boardgen.board import Board
from boardgen.writers.writer import OutputSettings, Writer


def render(board: Board, settings: OutputSettings) -> bytes:
    from boardgen.writers.solids.meshes import written  # manifold3d and lib3mf, loaded only for a 3D model

    return written(board, settings, "stl")


WRITER = Writer("stl", "stl", render, sections=("CNC", "3D print"))  # the stock and depths, and --emboss
