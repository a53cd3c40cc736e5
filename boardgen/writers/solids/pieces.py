"""Printed playing pieces as model files. A 3MF holds one object a seat in its colour, each a
lib3mf base material. PrusaSlicer's note gives each seat an extruder of its own, as the colour
board's 3MF does. An STL a seat serves a printer of one filament. Solids in, bytes out;
nothing of games: the caller names each object and gives its colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import manifold3d
import numpy as np

from boardgen.geometry.solid import mesh
from boardgen.writers.solids.colour import PRUSA_CONFIG, PRUSA_RELATION, add_part, prusa_config
from boardgen.writers.solids.meshes import PartMesh, add_mesh, model_bytes, new_model, uuid_of, wrapper_3mf


@dataclass(frozen=True)
class Coloured:
    """One object of the model: its name, its colour (``#RRGGBB``) and its solid's mesh
    (``geometry.solid.mesh``), taken once for the 3MF and the STL alike."""

    name: str
    hex: str
    mesh: tuple[np.ndarray, np.ndarray]

    @staticmethod
    def of(name: str, hex: str, solid: manifold3d.Manifold) -> Coloured:
        return Coloured(name, hex, mesh(solid))


def colour_3mf(stem: str, objects: Sequence[Coloured]) -> bytes:
    """One mesh object a seat, each in a base material of its colour, with the extruder note."""
    model = new_model(stem)
    group = model.AddBaseMaterialGroup()
    wrapper = wrapper_3mf()
    volumes = []
    for item in objects:
        red, green, blue = (int(item.hex[k:k + 2], 16) for k in (1, 3, 5))
        material = (group.GetResourceID(), group.AddMaterial(item.name, wrapper.RGBAToColor(red, green, blue, 255)))
        volumes.append(add_part(model, stem, item.name, [(item.name, item.mesh, material)]))
    model.AddAttachment(PRUSA_CONFIG, PRUSA_RELATION).ReadFromBuffer(list(prusa_config(volumes)))
    return model_bytes(model, "3mf")


def one_stl(stem: str, item: Coloured) -> bytes:
    """One object's solid as an STL, which holds no colour: print it in the seat's filament."""
    model = new_model(stem)
    vertices, triangles = item.mesh
    part = add_mesh(model, PartMesh(item.name, vertices, triangles), uuid_of(stem, "object", item.name))
    model.AddBuildItem(part, wrapper_3mf().GetIdentityTransform())
    return model_bytes(model, "stl")
