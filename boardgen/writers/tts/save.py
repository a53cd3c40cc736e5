"""Tabletop Simulator (``--format tts``): the whole game as a TTS save (``STEM-tts.json``), so
an online table gets the game the workshop makes. It holds the assembled board as a mesh TTS
loads (``STEM.obj``), textured with the paper board's picture (``STEM-tts.png``). It holds a
snap point on every hole a piece goes in and a pawn in its seat's colour on each start hole.
And it holds the dice or the decks (``STEM-tts-cards.png``, ``STEM-tts-back.png``) and the rules.

The mesh is the GLB's: every part the 3MF's solid at its place in the board, centred alike.
They are joined into one Wavefront OBJ, the only model format TTS reads. ``obj_mesh`` shades
and writes it in a fixed order, so its bytes never depend on the numpy or trimesh installed.
TTS counts one unit an inch (its line tool measures in inches), so the mesh is in inches and
the object's scale is 1. The board then lies on the table at its real size, and so does an OBJ
a player imports by hand. Unity, which TTS is built on, is left-handed with Y up. It reads an
OBJ's right-handed coordinates with X negated. The snap points are in the object's own (Unity)
frame, on the plate's face above each hole's centre.

The save names each file where the job writes it (``OutputSettings.folder``, a ``file:///``
URL). So the JSON copied into TTS's Saves folder loads as it is. The Cloud Manager's Upload All
then puts the mesh online for the other players (docs/tabletop.md).
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import replace
from typing import Any

import numpy as np

from boardgen.board import DOWEL_ROLE, Board, CardFace
from boardgen.geometry.vec import nearest_spacing
from boardgen.play.cards import RANKS as PLAIN_RANKS
from boardgen.writers.tts import card_sheet
from boardgen.writers.solids.glb import WOOD
from boardgen.writers.tts.obj_mesh import Shaded, obj_text, shaded
from boardgen.writers.paper.drawing import draw_paper_board, on_paper
from boardgen.writers.paper.pixels import PixelCanvas
from boardgen.writers.paper.palette import seat_styles
from boardgen.writers.writer import OutputSettings, Writer, rules_name

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
TEXTURE = "-tts.png"
"""The board's texture: the paper board's picture."""
FACES = "-tts-cards.png"
"""The deck's faces, a grid of cards."""
BACKS = "-tts-back.png"
TEXTURE_PX = 2048
"""The texture's longer side, pixels: a hole's spot some 30 pixels wide on a large board, and
within the 4096 TTS's guide advises for an image."""
PIECE = "PlayerPawn"
"""TTS's own pawn, tinted by its ``ColorDiffuse``."""
PEG_COLOUR = (0.2, 0.13, 0.08)
"""A solitaire peg's colour: dark wood, against the board's pale holes."""
PIECE_LIFT = 0.5
"""How far above the board's face a pawn is put, in units: it drops onto its snap point."""
DICE = {4: "Die_4", 6: "Die_6", 8: "Die_8", 10: "Die_10", 12: "Die_12", 20: "Die_20"}
"""TTS's own dice by their faces."""
SUITS = ("spades", "hearts", "diamonds", "clubs")
DECK_ID = 1
"""The deck's key in ``CustomDeck``: its cards' ``CardID`` is this times 100 plus the cell."""


def files(board: Board, settings: OutputSettings) -> dict[str, bytes]:
    mesh_name = f"{board.stem}.obj"
    mesh = board_mesh(board, settings)
    out = {mesh_name: obj_text(mesh).encode(), board.stem + TEXTURE: board_texture(board, settings)}
    sheet = deck_sheet(board)
    if sheet is not None:
        out[board.stem + FACES] = sheet.png
        out[board.stem + BACKS] = card_sheet.back(board.title)
    out[board.stem + SAVED_OBJECT] = saved_object(board, settings, mesh_name)
    return out


def board_mesh(board: Board, settings: OutputSettings) -> Shaded:
    """The assembled board as one mesh in the OBJ's frame. Each vertex gets its place on the
    texture: the board's extent seen from above (``texture_bounds``). The mesh is split along its
    sharp edges (``SMOOTH_ANGLE``) when that keeps it within ``VERTEX_LIMIT``. Else every corner
    is shared and its edges are shaded soft, as a model over the limit may not load at all."""
    from boardgen.writers.solids.meshes import assembled

    board_3d = assembled(board, settings)
    vertices, triangles, offset = [], [], 0
    for part in board_3d.parts:
        vertices.append(to_obj(part.vertices - board_3d.centre))
        triangles.append(part.triangles + offset)
        offset += len(part.vertices)
    joined = np.concatenate(vertices), np.concatenate(triangles)
    split = shaded(*joined, SMOOTH_ANGLE)
    mesh = split if len(split.vertices) <= VERTEX_LIMIT else shaded(*joined, None)
    return replace(mesh, uv=texture_uv(mesh.vertices, board_3d.centre, texture_bounds(board, settings)))


def to_obj(points: np.ndarray) -> np.ndarray:
    """Points in millimetres, z up, as the OBJ holds them (``BOARD_TO_OBJ``), worked out term by
    term so the bytes never depend on how a matrix product is summed."""
    x, y, z = points[:, 0], points[:, 1], points[:, 2]
    return np.stack([-x, z, y], axis=1) / MM_PER_UNIT


def texture_uv(vertices: np.ndarray, centre: np.ndarray, bounds: tuple[float, float, float, float]) -> np.ndarray:
    """Each OBJ vertex's place on the texture: its place on the board seen from above, within
    ``bounds`` (mm), 0 to 1 across and up, so the picture lies flat on the face. ``to_obj``
    undone term by term: the board's x is the OBJ's -x, its y the OBJ's z."""
    x0, y0, x1, y1 = bounds
    across = -vertices[:, 0] * MM_PER_UNIT + centre[0]
    up = vertices[:, 2] * MM_PER_UNIT + centre[1]
    return np.column_stack(((across - x0) / (x1 - x0), (up - y0) / (y1 - y0)))


def saved_object(board: Board, settings: OutputSettings, mesh_name: str) -> bytes:
    """The saved game: the fields a save of TTS's holds around the board, a custom model with
    its texture and snap points. Then each seat's pieces on its start holes, and the dice or decks.
    A notebook tab says what the game is played with; the booklet is a PDF object when written too."""
    from boardgen.writers.solids.meshes import assembled

    centre = assembled(board, settings).centre
    r, g, b = (round(c / 255, 4) for c in WOOD[:3])
    model = {
        **_object(board, "board", MODEL, (0.0, DROP_HEIGHT, 0.0)),
        "Nickname": board.title,
        "Description": f"{board.stem}: made by boardgen",
        "ColorDiffuse": {"r": r, "g": g, "b": b},
        "Locked": False,
        "Grid": True,
        "CustomMesh": {"MeshURL": _url(settings, mesh_name), "DiffuseURL": _url(settings, board.stem + TEXTURE),
                       "NormalURL": "", "ColliderURL": "", "Convex": True, "MaterialIndex": WOOD_MATERIAL,
                       "TypeIndex": BOARD_TYPE},
        "AttachedSnapPoints": [{"Position": dict(zip("xyz", point))}
                               for point in snap_points(board, settings.gcode.stock, centre)],
    }
    objects = [model, *pieces(board, settings, centre), *dice(board), *decks(board, settings),
               *booklet_object(board, settings)]
    save = {"SaveName": board.title, "GameMode": board.title, "Date": "", "VersionNumber": "", "Gravity": 0.5,
            "PlayArea": 0.5, "Table": "", "Sky": "", "Note": "", "TabStates": notebook(board), "LuaScript": "",
            "LuaScriptState": "", "XmlUI": "", "ObjectStates": objects}
    return (json.dumps(save, indent=2) + "\n").encode()


def _url(settings: OutputSettings, name: str) -> str:
    """A file the job writes, by the ``file:///`` URL of ``--out`` (its name alone with no folder)."""
    return f"{settings.folder.rstrip('/')}/{name}" if settings.folder else name


def _object(board: Board, key: str, name: str, at: tuple[float, float, float]) -> dict[str, Any]:
    """An object's first fields: its GUID (six hex digits from the stem and ``key``, so the same
    board names its objects alike), TTS's name for it, and where it lies, unturned, scale 1."""
    return {"GUID": hashlib.sha256(f"{board.stem}:{key}".encode()).hexdigest()[:6] if key != "board"
            else hashlib.sha256(board.stem.encode()).hexdigest()[:6],
            "Name": name,
            "Transform": {"posX": at[0], "posY": at[1], "posZ": at[2], "rotX": 0.0, "rotY": 0.0, "rotZ": 0.0,
                          "scaleX": SCALE, "scaleY": SCALE, "scaleZ": SCALE}}


def pieces(board: Board, settings: OutputSettings, centre: np.ndarray) -> list[dict[str, Any]]:
    """A pawn in its seat's colour (``--palette``) over each seat's start holes, on the snap
    point of the hole, a little above the board so it settles into place. A game of pegs and
    no seats (solitaire) gets a dark pawn over each hole a peg starts in."""
    styles = seat_styles(board.seats, settings.paper_board.palette)
    groups = [("peg", "peg", PEG_COLOUR, board.equipment().pegs),
              *((f"seat{seat.seat}:", styles[seat.seat].name, styles[seat.seat].colour, seat.start)
                for seat in board.seats)]
    return [{**_object(board, f"{key}{k}", PIECE, (x, round(DROP_HEIGHT + y + PIECE_LIFT, 6), z)),
             "Nickname": f"{name} {k + 1}", "ColorDiffuse": dict(zip("rgb", (round(c, 4) for c in colour)))}
            for key, name, colour, holes in groups
            for k, (x, y, z) in enumerate(_snap(holes, settings.gcode.stock, centre))]


def dice(board: Board) -> list[dict[str, Any]]:
    """The game's dice, TTS's own, beside the board's right edge."""
    kit = board.equipment()
    if not kit.dice:
        return []
    name = DICE.get(kit.faces)
    if name is None:
        return []
    edge = _beside(board)
    return [{**_object(board, f"die{k}", name, (edge, DROP_HEIGHT, round(1.5 * k, 6))), "Nickname": f"die {k + 1}"}
            for k in range(kit.dice)]


def deck_faces(board: Board) -> tuple[CardFace, ...]:
    """The faces of the game's deck, one of each kind: its own deck's, or a plain deck's 52
    (54 with jokers)."""
    kit = board.equipment()
    if kit.deck:
        return kit.deck
    if not kit.plain_decks:
        return ()
    plain = tuple(CardFace(rank, 1, f"of {suit}") for suit in SUITS for rank in PLAIN_RANKS)
    return plain + ((CardFace("Joker", 1, "Joker"), CardFace("Joker", 1, "Joker")) if kit.jokers else ())


def deck_sheet(board: Board) -> card_sheet.Sheet | None:
    faces = deck_faces(board)
    return card_sheet.face_sheet(faces) if faces else None


def decks(board: Board, settings: OutputSettings) -> list[dict[str, Any]]:
    """The game's decks, each a TTS ``Deck`` of custom cards from the one face sheet: its own
    deck once, every face as many times as it has copies; plain decks each once whole."""
    faces = deck_faces(board)
    if not faces:
        return []
    across, down = card_sheet.grid(len(faces))
    custom = {str(DECK_ID): {"FaceURL": _url(settings, board.stem + FACES), "BackURL": _url(settings, board.stem + BACKS),
                             "NumWidth": across, "NumHeight": down, "BackIsHidden": True, "UniqueBack": False,
                             "Type": 0}}
    ids = [DECK_ID * 100 + k for k, face in enumerate(faces) for _ in range(face.copies)]
    count = board.equipment().plain_decks or 1
    edge = _beside(board)
    out = []
    for d in range(count):
        at = (-edge, DROP_HEIGHT, round(3.0 * d, 6))
        cards = [{**_object(board, f"deck{d}:card{n}", "Card", at), "CardID": card, "Nickname": faces[card % 100].rank,
                  "CustomDeck": custom} for n, card in enumerate(ids)]
        out.append({**_object(board, f"deck{d}", "Deck", at), "Nickname": f"{board.title} cards",
                    "DeckIDs": ids, "CustomDeck": custom, "ContainedObjects": cards})
    return out


def booklet_object(board: Board, settings: OutputSettings) -> list[dict[str, Any]]:
    """The rule booklet as TTS's PDF object, when the job writes it beside the board (``--booklet``)."""
    if settings.booklet == "none":
        return []
    at = (0.0, DROP_HEIGHT, round(-_beside(board), 6))
    return [{**_object(board, "rules", "Custom_PDF", at), "Nickname": f"{board.title}: rules",
             "CustomPDF": {"PDFUrl": _url(settings, rules_name(board.stem)), "PDFPassword": "", "PDFPage": 0,
                           "PDFPageOffset": 0}}]


def notebook(board: Board) -> dict[str, Any]:
    """One notebook tab: what the game is played with, each card of its own deck, then the
    rule booklet's words."""
    kit = board.equipment()
    lines = [board.title, *board.notes, ""]
    if board.seats:
        lines.append(f"Pieces: {len(board.seats[0].start)} a seat, set on the start holes.")
    if kit.pegs:
        lines.append(f"Pegs: {len(kit.pegs)}, one in every hole but the one left empty.")
    if kit.dice:
        lines.append(f"Dice: {kit.dice} of {kit.faces} faces.")
    if kit.plain_decks:
        lines.append(f"Cards: {kit.plain_decks} plain deck(s) of {54 if kit.jokers else 52}.")
    if kit.deck:
        lines.append(f"Cards: the game's own deck of {sum(f.copies for f in kit.deck)}:")
        lines.extend(f"{face.rank} ({face.copies}): {face.text}" for face in kit.deck)
    lines += ["", kit.rules] if kit.rules else ["The rules: boardgen rules booklet (or boardgen board --booklet sheet)."]
    return {"0": {"title": "Rules", "body": "\n".join(lines), "color": "Grey",
                  "visibleColor": {"r": 0.5, "g": 0.5, "b": 0.5}, "id": 0}}


def _beside(board: Board) -> float:
    """Half the board's width in TTS units and an inch more: a place off the board."""
    x0, _, x1, _ = Board.extent(board.assembled)
    return round((x1 - x0) / 2 / MM_PER_UNIT + 2.0, 6)


def texture_bounds(board: Board, settings: OutputSettings) -> tuple[float, float, float, float]:
    """The board's extent seen from above, mm, as its solids have it: the texture covers it."""
    from boardgen.writers.solids.meshes import assembled

    parts = assembled(board, settings).parts
    low = np.min([p.vertices.min(axis=0) for p in parts], axis=0)
    high = np.max([p.vertices.max(axis=0) for p in parts], axis=0)
    return float(low[0]), float(low[1]), float(high[0]), float(high[1])


def board_texture(board: Board, settings: OutputSettings) -> bytes:
    """The paper board's picture at true size (``paper_drawing``, ``--palette``), on wood, drawn
    on pixels (``pixel_canvas``) over ``texture_bounds``, its longer side ``TEXTURE_PX``."""
    bounds = texture_bounds(board, settings)
    styles = seat_styles(board.seats, settings.paper_board.palette)
    spacing = nearest_spacing([h.center for p in board.assembled for h in p.holes])
    canvas = PixelCanvas(bounds, TEXTURE_PX, tuple(c / 255 for c in WOOD[:3]))  # type: ignore[arg-type]
    draw_paper_board(canvas, on_paper(board, 1.0, spacing, styles))  # type: ignore[arg-type]
    return canvas.png()


def _snap(points: Any, face: float, centre: np.ndarray) -> list[list[float]]:
    """``points`` (board mm) on the plate's face ``face`` mm up, in the object's own frame."""
    at = np.array([(p[0], p[1], face) for p in points]).reshape(-1, 3)
    return [[round(float(c), 6) for c in point] for point in (at - centre) @ BOARD_TO_TTS]


def snap_points(board: Board, face: float, centre: np.ndarray) -> list[list[float]]:
    """Each hole a piece goes in (not a dowel's), on the plate's face ``face`` mm up, in the
    object's own frame: the mesh's, centred on ``centre``."""
    return _snap([h.center for h in board.holes if h.role != DOWEL_ROLE], face, centre)


def report(board: Board, settings: OutputSettings) -> str:
    """A line when the mesh's edges are shaded soft to keep within TTS's limit, or when even so
    it has more vertices than TTS's guide allows a custom model."""
    from boardgen.writers.solids.meshes import assembled

    count = len(board_mesh(board, settings).vertices)
    if count > VERTEX_LIMIT:
        return (f"the Tabletop Simulator mesh has {count} vertices, more than the {VERTEX_LIMIT} TTS's guide allows "
                "a model: it may not load")
    if count == sum(len(part.vertices) for part in assembled(board, settings).parts):
        return (f"the Tabletop Simulator mesh's edges are shaded soft: shaded sharp it would have more than the "
                f"{VERTEX_LIMIT} vertices TTS's guide allows a model")
    return ""


WRITER = Writer("tts", "obj", many=files, per_sheet=False, also=(SAVED_OBJECT, TEXTURE, FACES, BACKS), report=report,
                sections=("CNC", "3D print"))  # the stock, depths and --emboss shape the mesh
