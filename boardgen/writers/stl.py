"""Binary STL: one sheet's parts as one mesh in millimetres, the format every slicer opens.
STL has no objects, so the parts of a sheet are one mesh of separate shells; the 3MF keeps
each part an object of its own. Written by trimesh (a zeroed header: no date, no name)."""

from __future__ import annotations

from boardgen.board import Board
from boardgen.writers.writer import OutputSettings, Writer


def render(board: Board, settings: OutputSettings) -> bytes:
    import trimesh  # loaded only for a 3D model, as is manifold3d by writers.solids

    from boardgen.writers.solids import part_meshes

    meshes = [trimesh.Trimesh(m.vertices, m.triangles, process=False) for m in part_meshes(board, settings)]
    return trimesh.util.concatenate(meshes).export(file_type="stl")


WRITER = Writer("stl", "stl", render)
