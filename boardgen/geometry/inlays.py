"""A part as several bodies, one a colour, for a printer with several filaments. They are the
plate and the engraving: flush inlays filling its grooves, or the raised letters alone. Each
group of holes given a colour (a seat's) adds a thin inlaid rim round each hole's mouth. The bodies touch and
never overlap, and together they are the part's whole volume. Pure: a ``PartSolid`` and rims'
cross-sections in, manifolds out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import manifold3d
import numpy as np

from boardgen.geometry.solid import Bore, PartSolid, circles, slab
from boardgen.geometry.vec import Point

RIM_OF_GAP = 0.4
"""The most of the wood between two neighbouring holes a rim may take, so rims of two seats'
holes never meet and a plain hole keeps a plain edge."""


def rim_width(spacing: float, diameter: float, widest: float) -> float:
    """How wide the rims round holes of ``diameter`` are, up to ``widest``, on a board whose
    nearest holes are ``spacing`` apart."""
    return max(0.0, min(widest, RIM_OF_GAP * (spacing - diameter)))


def rims(bores: Sequence[Bore], width: float, outline: Sequence[Point]) -> manifold3d.CrossSection:
    """A ring ``width`` wide round each of ``bores``' mouths, inside the part's ``outline``."""
    grown = circles([Bore(b.centre, b.diameter + 2 * width, b.depth) for b in bores])
    return (grown - circles(bores)) ^ manifold3d.CrossSection([np.asarray(outline, dtype=float)])


def coloured_bodies(solid: PartSolid, rim_sections: Mapping[int, manifold3d.CrossSection], thickness: float,
                    depth: float) -> tuple[manifold3d.Manifold, manifold3d.Manifold, dict[int, manifold3d.Manifold]]:
    """The plate, the engraving and each key's rims, ``depth`` deep and flush with the face: the
    rims keep clear of the engraving, the plate holds what the others leave."""
    plate = solid.plate
    engraving = (manifold3d.Manifold.batch_boolean([solid.engraving, plate], manifold3d.OpType.Subtract)
                 if solid.raised else manifold3d.Manifold.batch_boolean([solid.engraving, plate],
                                                                         manifold3d.OpType.Intersect))
    cut = [] if solid.raised else [solid.engraving]
    bodies: dict[int, manifold3d.Manifold] = {}
    for key, section in sorted(rim_sections.items()):
        layer = slab(section, thickness - depth, thickness)
        body = manifold3d.Manifold.batch_boolean([layer, *cut, *bodies.values()], manifold3d.OpType.Subtract)
        body = manifold3d.Manifold.batch_boolean([body, plate], manifold3d.OpType.Intersect)
        if not body.is_empty():
            bodies[key] = body
    rest = manifold3d.Manifold.batch_boolean([plate, *cut, *bodies.values()], manifold3d.OpType.Subtract)
    return rest, engraving, bodies
