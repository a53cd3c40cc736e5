"""The 3MF in colours (`--filaments seats`), for a printer with several filaments. Each part is
a components object of mesh objects that touch and never overlap. Each has a material of its own
from one lib3mf base-material group. So the slicer gives each its filament, and the board comes
off the bed in colour with no painting.

- the plate (``BOARD_COLOUR``);
- the engraving (``ENGRAVING_COLOUR``): inlays filling its grooves flush with the face, or the
  raised letters alone with ``--emboss``;
- each seat's rims (its ``--palette`` colour). A rim is a ring ``RIM_LINES`` nozzle lines wide,
  where the holes leave room. It goes round the mouth of each of the seat's own holes (start,
  home) and of the track holes its marks sit on (in-spot, come-out, entry). It is inlaid
  ``--engrave-depth`` deep, clear of the engraving.

The parts are where the one-colour files put them (sheet layout, ``--origin``), and the stock is
refused, naming ``--stock``, when the rims' depth would leave too thin a floor.
"""

from __future__ import annotations

from typing import Any
from xml.etree import ElementTree

import numpy as np

from boardgen.board import Board, hole_key, origin_point, seats_by_hole
from boardgen.geometry.inlays import coloured_bodies, rim_width, rims
from boardgen.geometry.solid import TOLERANCE, Bore, mesh, part_solid
from boardgen.geometry.vec import nearest_spacing
from boardgen.shop.printing import RIM_LINES, bore_depth, require_floor
from boardgen.writers.paper.palette import seat_styles
from boardgen.writers.solids.meshes import PartMesh, add_mesh, model_bytes, new_model, relief, uuid_of, wrapper_3mf
from boardgen.writers.writer import OutputSettings

BOARD_COLOUR = "#EDE6D6"
"""The plate: a pale warm white that every seat's colour stands out on."""
ENGRAVING_COLOUR = "#202020"
"""Names, START, HOME and the marks: near black, to read at any seat."""
PRUSA_CONFIG = "/Metadata/Slic3r_PE_model.config"
PRUSA_RELATION = "http://schemas.slic3r.org/3mf/2017/06/model_config"


def coloured(board: Board, settings: OutputSettings) -> bytes:
    """The sheet's parts as a 3MF of a components object a part, its bodies each a material."""
    drill, cam, emboss = settings.gcode, settings.cam, settings.printing.emboss
    styles = seat_styles(board.seats, settings.paper_board.palette)
    own, marked = seats_by_hole(board)
    placed = tuple(p.on_sheet().compensated(0.0, board.joint_clearance) for p in board.pieces)
    grooved = any(p.back or (p.engraving and emboss is None) for p in placed)
    require_floor([h for p in placed for h in p.holes], cam.engrave_depth if grooved or board.seats else None, drill,
                  settings.printing.layer_height, "engraving" if grooved else "seats' rims")
    spacing = nearest_spacing([h.center for p in board.assembled for h in p.holes])
    ox, oy = origin_point(board.frame(), settings.origin)
    widest = RIM_LINES * settings.printing.nozzle
    model = new_model(board.stem)
    materials = _materials(model, styles)
    volumes: list[tuple[int, str, list[tuple[str, int, int]]]] = []
    for piece, part in zip(board.pieces, placed):
        bores = [Bore(h.center, h.diameter, bore_depth(h, drill)) for h in part.holes]
        by_seat: dict[int, list[Bore]] = {}
        for hole, bore in zip(piece.holes, bores):
            seat = own.get(hole_key(hole.center), marked.get(hole_key(hole.center)))
            if seat is not None:
                by_seat.setdefault(seat, []).append(bore)
        outline = part.outline.polyline(TOLERANCE)
        solid = part_solid(outline, bores, relief(part.engraving, cam.engrave_bit), relief(part.back, cam.engrave_bit),
                           drill.stock, cam.engrave_depth, emboss)
        sections = {seat: rims(seat_bores, rim_width(spacing, max(b.diameter for b in seat_bores), widest), outline)
                    for seat, seat_bores in by_seat.items()}
        plate, engraving, seats = coloured_bodies(solid, sections, drill.stock, cam.engrave_depth)
        bodies = [("board", plate, materials["board"]), ("engraving", engraving, materials["engraving"]),
                  *((f"{styles[seat].name} seat", body, materials[seat]) for seat, body in seats.items())]
        volumes.append(add_part(model, board.stem, piece.name, [(name, mesh(body.translate((-ox, -oy, 0.0))),
                                                                   material) for name, body, material in bodies
                                                                  if not body.is_empty()]))
    model.AddAttachment(PRUSA_CONFIG, PRUSA_RELATION).ReadFromBuffer(list(prusa_config(volumes)))
    return model_bytes(model, "3mf")


def add_part(model: Any, stem: str, name: str,
              bodies: list[tuple[str, tuple[np.ndarray, np.ndarray], tuple[int, int]]]) -> tuple[int, str, list]:
    """One mesh object holding the part's bodies, each triangle given its body's material, and
    a build item. Returns the object's id and its name, for ``prusa_config``. Also each body's
    name, first and last triangle, and extruder: its material's property id in the group,
    which counts from 1."""
    import lib3mf

    vertices, triangles, ranges, properties = [], [], [], []
    count = first = 0
    for body, (points, faces), (group, index) in bodies:
        vertices.append(points)
        triangles.append(faces + count)
        count += len(points)
        ranges.append((body, first, first + len(faces) - 1, index))
        first += len(faces)
        properties += [(group, index)] * len(faces)
    part = PartMesh(name, np.concatenate(vertices), np.concatenate(triangles))
    mesh_object = add_mesh(model, part, uuid_of(stem, "object", name))
    group = properties[0][0]
    mesh_object.SetObjectLevelProperty(group, properties[0][1])
    mesh_object.SetAllTriangleProperties([lib3mf.TriangleProperties(g, (i, i, i)) for g, i in properties])
    model.AddBuildItem(mesh_object, wrapper_3mf().GetIdentityTransform()).SetUUID(uuid_of(stem, "item", name))
    return mesh_object.GetModelResourceID(), name, ranges


def prusa_config(objects: list[tuple[int, str, list[tuple[str, int, int, int]]]]) -> bytes:
    """PrusaSlicer's own note of each object's volumes (``PRUSA_CONFIG``): which triangles are
    which body and the extruder each prints with. PrusaSlicer reads no 3MF materials, and takes a
    part's bodies as volumes of one object only from this note (given as components, it lays them
    out on the bed as objects apart)."""
    root = ElementTree.Element("config")
    for resource, name, ranges in objects:
        obj = ElementTree.SubElement(root, "object", id=str(resource), instances_count="1")
        ElementTree.SubElement(obj, "metadata", type="object", key="name", value=name)
        for body, first, last, extruder in ranges:
            volume = ElementTree.SubElement(obj, "volume", firstid=str(first), lastid=str(last))
            ElementTree.SubElement(volume, "metadata", type="volume", key="name", value=f"{name} {body}")
            ElementTree.SubElement(volume, "metadata", type="volume", key="volume_type", value="ModelPart")
            ElementTree.SubElement(volume, "metadata", type="volume", key="extruder", value=str(extruder))
    return ElementTree.tostring(root, encoding="utf-8", xml_declaration=True)


def _materials(model: Any, styles: dict) -> dict[Any, tuple[int, int]]:
    """One base-material group holding the plate's, the engraving's and each seat's colour:
    (group resource, material index) by "board", "engraving" and seat number."""
    group = model.AddBaseMaterialGroup()
    wrapper = wrapper_3mf()
    chosen: dict[Any, tuple[int, int]] = {}
    for key, name, text in (("board", "board", BOARD_COLOUR), ("engraving", "engraving", ENGRAVING_COLOUR),
                            *((seat, style.name, style.hex) for seat, style in sorted(styles.items()))):
        red, green, blue = (int(text[k:k + 2], 16) for k in (1, 3, 5))
        chosen[key] = (group.GetResourceID(), group.AddMaterial(name, wrapper.RGBAToColor(red, green, blue, 255)))
    return chosen
