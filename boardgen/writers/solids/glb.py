"""GLB (binary glTF 2.0): the board assembled in 3D, for a look before cutting, in the preview
page, a browser or any 3D viewer.

The parts are the printed solids of the STL and 3MF (``writers.solids``), each where it sits in
the assembled board rather than on its bed sheet, one node per part named as the manifest names
it. glTF counts metres with Y up, so the board's millimetre plane (x, y) becomes (x, -z) in
metres, the face on top, centred on the origin so every viewer frames it alike. Written by
trimesh, which lays out the buffer, accessors and bounds the format needs.
"""

from __future__ import annotations

import numpy as np

from boardgen.board import Board
from boardgen.writers.writer import OutputSettings, Writer

WOOD = (222, 190, 140, 255)
"""A light plywood's colour: the face."""
SHADOW = (70, 45, 25, 255)
"""Below the face: the walls of holes and grooves fade to it as they go down, so from any angle
the holes and engraving read as they do on a real board (a viewer has no ambient occlusion)."""
MM_TO_M = 0.001
BOARD_TO_GLTF = np.array([[1.0, 0.0, 0.0], [0.0, 0.0, -1.0], [0.0, 1.0, 0.0]]) * MM_TO_M
"""Row vectors (x, y, z) in millimetres, z up, times this: glTF's metres, y up, the face on top."""


def render(board: Board, settings: OutputSettings) -> bytes:
    import trimesh  # loaded only for a 3D look

    from boardgen.writers.solids.meshes import assembled  # manifold3d, likewise

    board_3d = assembled(board, settings)
    face = settings.gcode.stock - 1e-6
    scene = trimesh.Scene()
    for part in board_3d.parts:
        shape = trimesh.Trimesh((part.vertices - board_3d.centre) @ BOARD_TO_GLTF, part.triangles, process=False)
        colours = np.where((part.vertices[:, 2] >= face)[:, None], WOOD, SHADOW).astype(np.uint8)
        shape.visual = trimesh.visual.ColorVisuals(shape, vertex_colors=colours)
        scene.add_geometry(shape, node_name=part.name, geom_name=part.name)
    return scene.export(file_type="glb")


WRITER = Writer("glb", "glb", render, per_sheet=False, sections=("CNC", "3D print"))  # the stock, depths, --emboss
