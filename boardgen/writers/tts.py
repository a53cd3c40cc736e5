"""Tabletop Simulator (``--format tts``): the assembled board as a mesh TTS loads (``STEM.obj``)
and a saved object naming it (``STEM-tts.json``), with a snap point on every hole a piece goes
in, so an online table gets the board the workshop makes.

The mesh is the GLB's: every part the 3MF's solid at its place in the board, centred alike,
joined into one Wavefront OBJ (the only model format TTS reads), shaded and written by
``obj_mesh`` in a fixed order, so its bytes never depend on the numpy or trimesh installed. TTS
counts one unit an inch (its line tool measures in inches), so the mesh is in inches and the
object's scale is 1: the board lies on the table at its real size, and a player who imports the OBJ by
hand gets it at its real size too. Unity, which TTS is built on, is left-handed with Y up and
reads an OBJ's right-handed coordinates with X negated; the snap points are in the object's
own (Unity) frame, on the plate's face above each hole's centre.

The saved object names the mesh where the job writes it (``OutputSettings.folder``, a
``file:///`` URL), so the JSON copied into TTS's Saved Objects folder loads as it is; the
Cloud Manager's Upload All then puts the mesh online for the other players (docs/tabletop.md).
"""

from __future__ import annotations

import hashlib
import json
import math

import numpy as np

from boardgen.board import DOWEL_ROLE, Board
from boardgen.writers.glb import WOOD
from boardgen.writers.obj_mesh import Shaded, obj_text, shaded
from boardgen.writers.writer import OutputSettings, Writer

MM_PER_UNIT = 25.4
"""Millimetres in one TTS unit: an inch."""
BOARD_TO_TTS = np.array([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0]]) / MM_PER_UNIT
"""Row vectors (x, y, z) in millimetres, z up, times this: the TTS object's own frame, Unity's
(left-handed, Y up, Z away from the player), in inches: the board's face on top, not mirrored."""
OBJ_TO_TTS = np.diag([-1.0, 1.0, 1.0])
"""How Unity reads an OBJ's vertex (right-handed): X negated (and back again: it undoes itself)."""
BOARD_TO_OBJ = BOARD_TO_TTS @ OBJ_TO_TTS
"""The mesh's vertices as the OBJ holds them, so that read as Unity reads them they are
``BOARD_TO_TTS``'s (a turn, not a mirror: the file is a right-handed model like any other)."""
SCALE = 1.0
"""The object's scale on the table: the mesh is already in TTS's units."""
DROP_HEIGHT = 3.0
"""Where the board is put above the table's centre, in units: it falls and settles on any table."""
SMOOTH_ANGLE = math.radians(30)
"""Faces meeting at a sharper angle than this are shaded apart (the face and a hole's wall), so
the flat face reads flat; a hole's round wall stays smooth."""
VERTEX_LIMIT = 25_000
"""The most vertices TTS's guide to custom models allows a model before import fails."""
MODEL = "Custom_Model"
"""The object TTS makes of an imported OBJ."""
BOARD_TYPE = 4
"""``CustomMesh.TypeIndex``: a board (0 generic, 1 figurine, 2 dice, 3 coin, 4 board, 5 chip)."""
WOOD_MATERIAL = 1
"""``CustomMesh.MaterialIndex``: wood, for the look and the sound (0 plastic, 1 wood, 2 metal)."""
SAVED_OBJECT = "-tts.json"
"""What follows the stem in the saved object's name: the manifest is ``STEM.json``."""


def files(board: Board, settings: OutputSettings) -> dict[str, bytes]:
    mesh_name = f"{board.stem}.obj"
    mesh = board_mesh(board, settings)
    return {mesh_name: obj_text(mesh).encode(), board.stem + SAVED_OBJECT: saved_object(board, settings, mesh_name)}


def board_mesh(board: Board, settings: OutputSettings) -> Shaded:
    """The assembled board as one mesh in the OBJ's frame: split along its sharp edges
    (``SMOOTH_ANGLE``) when that keeps it within ``VERTEX_LIMIT``, else with every corner shared
    and its edges shaded soft, as a model over the limit may not load at all."""
    from boardgen.writers.solids import assembled

    board_3d = assembled(board, settings)
    vertices, triangles, offset = [], [], 0
    for part in board_3d.parts:
        vertices.append(to_obj(part.vertices - board_3d.centre))
        triangles.append(part.triangles + offset)
        offset += len(part.vertices)
    joined = np.concatenate(vertices), np.concatenate(triangles)
    split = shaded(*joined, SMOOTH_ANGLE)
    return split if len(split.vertices) <= VERTEX_LIMIT else shaded(*joined, None)


def to_obj(points: np.ndarray) -> np.ndarray:
    """Points in millimetres, z up, as the OBJ holds them (``BOARD_TO_OBJ``), worked out term by
    term so the bytes never depend on how a matrix product is summed."""
    x, y, z = points[:, 0], points[:, 1], points[:, 2]
    return np.stack([-x, z, y], axis=1) / MM_PER_UNIT


def saved_object(board: Board, settings: OutputSettings, mesh_name: str) -> bytes:
    """The saved object: the fields a saved object of TTS's holds (a save whose game-wide
    fields are empty) around one custom model, the board, with its snap points."""
    from boardgen.writers.solids import assembled

    centre = assembled(board, settings).centre
    mesh_url = f"{settings.folder.rstrip('/')}/{mesh_name}" if settings.folder else mesh_name
    r, g, b = (round(c / 255, 4) for c in WOOD[:3])
    model = {
        "GUID": hashlib.sha256(board.stem.encode()).hexdigest()[:6],
        "Name": MODEL,
        "Transform": {"posX": 0.0, "posY": DROP_HEIGHT, "posZ": 0.0, "rotX": 0.0, "rotY": 0.0, "rotZ": 0.0,
                      "scaleX": SCALE, "scaleY": SCALE, "scaleZ": SCALE},
        "Nickname": board.title,
        "Description": f"{board.stem}: made by boardgen",
        "ColorDiffuse": {"r": r, "g": g, "b": b},
        "Locked": False,
        "Grid": True,
        "CustomMesh": {"MeshURL": mesh_url, "DiffuseURL": "", "NormalURL": "", "ColliderURL": "", "Convex": True,
                       "MaterialIndex": WOOD_MATERIAL, "TypeIndex": BOARD_TYPE},
        "AttachedSnapPoints": [{"Position": dict(zip("xyz", point))}
                               for point in snap_points(board, settings.gcode.stock, centre)],
    }
    save = {"SaveName": "", "GameMode": "", "Date": "", "VersionNumber": "", "Gravity": 0.5, "PlayArea": 0.5,
            "Table": "", "Sky": "", "Note": "", "TabStates": {}, "LuaScript": "", "LuaScriptState": "", "XmlUI": "",
            "ObjectStates": [model]}
    return (json.dumps(save, indent=2) + "\n").encode()


def snap_points(board: Board, face: float, centre: np.ndarray) -> list[list[float]]:
    """Each hole a piece goes in (not a dowel's), on the plate's face ``face`` mm up, in the
    object's own frame: the mesh's, centred on ``centre``."""
    holes = [h for h in board.holes if h.role != DOWEL_ROLE]
    points = np.array([(h.center[0], h.center[1], face) for h in holes]).reshape(-1, 3)
    return [[round(float(c), 6) for c in point] for point in (points - centre) @ BOARD_TO_TTS]


def report(board: Board, settings: OutputSettings) -> str:
    """A line when the mesh's edges are shaded soft to keep within TTS's limit, or when even so
    it has more vertices than TTS's guide allows a custom model."""
    from boardgen.writers.solids import assembled

    count = len(board_mesh(board, settings).vertices)
    if count > VERTEX_LIMIT:
        return (f"the Tabletop Simulator mesh has {count} vertices, more than the {VERTEX_LIMIT} TTS's guide allows "
                "a model: it may not load")
    if count == sum(len(part.vertices) for part in assembled(board, settings).parts):
        return (f"the Tabletop Simulator mesh's edges are shaded soft: shaded sharp it would have more than the "
                f"{VERTEX_LIMIT} vertices TTS's guide allows a model")
    return ""


WRITER = Writer("tts", "obj", many=files, per_sheet=False, also=(SAVED_OBJECT,), report=report,
                sections=("CNC", "3D print"))  # the stock, depths and --emboss shape the mesh
