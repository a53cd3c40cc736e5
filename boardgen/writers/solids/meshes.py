"""What the 3D model writers share: each part of a sheet as a printable solid, as a mesh, and
as a lib3mf model that writes itself as a 3MF or an STL.

The parts are read as the cut files read them: laid out on their sheet, moved to the chosen
``--origin``. They are at nominal size (a print has no kerf), with the joint clearance opened
along dovetailed seams, so printed parts fit as cut ones do. The plate is ``--stock`` thick.
Holes go as deep as the router cuts them (``shop.printing``). Labels and marks are cut
``--engrave-depth`` into the face, or stand ``--emboss`` above it. What a part carries on its
back is always cut into the bottom face, which lies flat on the printer's bed.
"""

from __future__ import annotations

import ctypes
import functools
import uuid
from dataclasses import dataclass
from dataclasses import replace
from typing import Any

import numpy as np

from boardgen.board import Board, Engraving, Piece, origin_point
from boardgen.geometry.placement import IDENTITY
from boardgen.geometry.solid import DECIMALS, TOLERANCE, Bore, Relief, mesh, part_solid
from boardgen.shop.cam.settings import CamSettings
from boardgen.shop.drilling import DrillSettings
from boardgen.shop.printing import bore_depth, require_floor
from boardgen.writers.writer import OutputSettings


@dataclass(frozen=True)
class PartMesh:
    """One part's printed solid as a mesh: what a model file holds for it."""

    name: str
    vertices: np.ndarray
    triangles: np.ndarray


def part_meshes(board: Board, settings: OutputSettings) -> tuple[PartMesh, ...]:
    """Every part of the board's sheet as a mesh, in the cut files' frame; refused (naming
    ``--stock``) when the plate is too thin for the seats, blind holes or grooves."""
    return built_meshes(board.pieces, board.joint_clearance, board.frame(), settings.origin, settings.gcode,
                        settings.cam, settings.printing.emboss, settings.printing.layer_height)


@dataclass(frozen=True)
class Assembled:
    """The board's parts where they sit in the assembled board (not on their sheets), and the
    point the models of the whole board are centred on: the middle of the parts' box across,
    the plate's bottom face up."""

    parts: tuple[PartMesh, ...]
    centre: np.ndarray


def assembled(board: Board, settings: OutputSettings) -> Assembled:
    """Every part's solid in the assembled board, for the models of the whole board (the GLB,
    Tabletop Simulator's mesh): the same solids as the 3MF, in millimetres, z up."""
    pieces = tuple(replace(piece, placement=IDENTITY) for piece in board.pieces)
    unmoved = (0.0, 0.0, 0.0, 0.0)  # centred below, on the assembled board rather than a sheet
    parts = built_meshes(pieces, board.joint_clearance, unmoved, "lower-left", settings.gcode, settings.cam,
                         settings.printing.emboss, settings.printing.layer_height)
    low = np.min([part.vertices.min(axis=0) for part in parts], axis=0)
    high = np.max([part.vertices.max(axis=0) for part in parts], axis=0)
    return Assembled(parts, np.array([(low[0] + high[0]) / 2, (low[1] + high[1]) / 2, 0.0]))


@functools.lru_cache(maxsize=8)
def built_meshes(pieces: tuple[Piece, ...], clearance: float, frame: tuple[float, float, float, float], origin: str,
                 drill: DrillSettings, cam: CamSettings, emboss: float | None,
                 layer: float) -> tuple[PartMesh, ...]:
    """Cached by what shapes the solids, as the STL and the 3MF of a sheet are the same solids
    and building them is most of either file's time; room for the sheets of a large split."""
    pieces = tuple(p.on_sheet().compensated(0.0, clearance) for p in pieces)
    grooved = any(p.back or (p.engraving and emboss is None) for p in pieces)
    require_floor([h for p in pieces for h in p.holes], cam.engrave_depth if grooved else None, drill, layer)
    ox, oy = origin_point(frame, origin)
    meshes = []
    for piece in pieces:
        bores = [Bore(h.center, h.diameter, bore_depth(h, drill)) for h in piece.holes]
        solid = part_solid(piece.outline.polyline(TOLERANCE), bores, relief(piece.engraving, cam.engrave_bit),
                           relief(piece.back, cam.engrave_bit), drill.stock, cam.engrave_depth, emboss)
        # moved to the origin as a whole: cheaper than moving the thousands of engraved points
        vertices, triangles = mesh(solid.printed.translate((-ox, -oy, 0.0)))
        vertices.flags.writeable = triangles.flags.writeable = False  # shared by the writers through the cache
        meshes.append(PartMesh(piece.name, vertices, triangles))
    return tuple(meshes)


def relief(shapes: tuple[Engraving, ...], width: float) -> Relief:
    """A piece's engraving as the solid builder takes it: outlined shapes whole, single-line
    strokes ``width`` wide (the engraving bit's)."""
    return Relief(tuple(s.paths for s in shapes if s.closed),
                  tuple(path for s in shapes if not s.closed for path in s.paths), width)


def written(board: Board, settings: OutputSettings, kind: str) -> bytes:
    """The sheet's parts as one lib3mf model, written by lib3mf's ``kind`` writer ("3mf" or
    "stl"): millimetres, one mesh object and one build item per part, named as the manifest
    names the pieces. Its UUIDs (the production extension's, random by default) are derived from
    the stem and the part's order, and lib3mf dates every zip entry alike, so a rerun repeats
    the bytes."""
    model = new_model(board.stem)
    for part in part_meshes(board, settings):
        mesh_object = add_mesh(model, part, uuid_of(board.stem, "object", part.name))
        item = model.AddBuildItem(mesh_object, wrapper_3mf().GetIdentityTransform())
        item.SetUUID(uuid_of(board.stem, "item", part.name))
    return model_bytes(model, kind)


def new_model(stem: str) -> Any:
    """An empty lib3mf model in millimetres, its build's UUID derived from ``stem``."""
    import lib3mf  # loaded only for a 3D model

    model = wrapper_3mf().CreateModel()
    model.SetUnit(lib3mf.ModelUnit.MilliMeter)
    model.SetBuildUUID(uuid_of(stem, "build"))
    return model


def add_mesh(model: Any, part: PartMesh, uuid_text: str) -> Any:
    """``part`` as a mesh object of ``model``, named and with the UUID given.

    The mesh goes in through lib3mf's C function, as its Python wrapper would copy every vertex
    and triangle into new ctypes objects one by one (0.1 s on a large board)."""
    import lib3mf

    wrapper = wrapper_3mf()
    mesh_object = model.AddMeshObject()
    mesh_object.SetName(part.name)
    mesh_object.SetUUID(uuid_text)
    vertices = (lib3mf.Position * len(part.vertices)).from_buffer_copy(part.vertices.astype(np.float32))
    triangles = (lib3mf.Triangle * len(part.triangles)).from_buffer_copy(part.triangles.astype(np.uint32))
    wrapper.checkError(mesh_object, wrapper.lib.lib3mf_meshobject_setgeometry(
        mesh_object._handle, ctypes.c_uint64(len(vertices)), vertices, ctypes.c_uint64(len(triangles)), triangles))
    return mesh_object


def model_bytes(model: Any, kind: str) -> bytes:
    """The model written by lib3mf's ``kind`` writer, through its C function, as the wrapper
    returns the file as a list of ints."""
    wrapper = wrapper_3mf()
    writer = model.QueryWriter(kind)
    writer.SetDecimalPrecision(DECIMALS)  # the meshes' own places (lib3mf writes 6)
    size = ctypes.c_uint64(0)
    wrapper.checkError(writer, wrapper.lib.lib3mf_writer_writetobuffer(writer._handle, ctypes.c_uint64(0), size, None))
    data = (ctypes.c_uint8 * size.value)()
    wrapper.checkError(writer, wrapper.lib.lib3mf_writer_writetobuffer(writer._handle, size, size, data))
    return bytes(data)


@functools.cache
def wrapper_3mf() -> Any:
    """lib3mf's wrapper, made once: each ``get_wrapper`` looks up its thousand C functions again."""
    import lib3mf

    return lib3mf.get_wrapper()


def uuid_of(stem: str, *names: str) -> str:
    """A UUID derived from the stem and names: the same on every run."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "/".join(("boardgen", stem, *names))))
