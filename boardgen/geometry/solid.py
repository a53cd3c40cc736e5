"""A flat part as a printable solid: a plate of one thickness with round holes and engraving,
built with manifold3d, whose booleans always give a closed 2-manifold mesh (a slicer's first
demand). Pure: outlines, holes and shapes in, a solid out; nothing of games or files.

Every cut is made in as few booleans as the shape allows, as a board has hundreds of holes.
The through holes are taken out of the outline in the plane (Clipper, exact and fast) before
the plate is extruded. The blind holes (grouped by depth) and the engraving are each one
extruded cross-section, all taken from the plate in one batch difference. Cutters reach
``LIFT`` above the top face, so no face of a cutter lies on the plate's.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

import manifold3d
import numpy as np
import shapely

from boardgen.geometry.vec import Point

TOLERANCE = 0.03
"""mm a circle's or fillet's chords may stray from the curve, and engraving's outlines from
their points. That is under a third of a printer's 0.1 mm, and a 4.8 mm hole in 20 chords.
Each doubling of the chords more than doubles the time of the plate's triangulation, most of
a model's time. A hole's polygon is regular, so its centre is the hole's exactly."""
LIFT = 0.5
"""mm a cutter reaches above the top face, and raised engraving sinks into it: overlaps, so
no two faces of a boolean are coplanar."""
MIN_SEGMENTS = 12
DECIMALS = 4
"""Places of a millimetre a mesh's vertices keep (0.1 µm), as the manifest's points do."""


@dataclass(frozen=True)
class Bore:
    """A round hole from the top face: through the plate, or ``depth`` deep with a flat floor."""

    centre: Point
    diameter: float
    depth: float | None = None
    """None goes through."""


@dataclass(frozen=True)
class Relief:
    """What is engraved on a part's face: closed shapes (a glyph's contours, counters with
    opposite windings: each shape filled even-odd) and open strokes cut ``width`` wide."""

    shapes: tuple[tuple[Sequence[Point], ...], ...]
    strokes: tuple[Sequence[Point], ...]
    width: float

    def section(self) -> manifold3d.CrossSection:
        """The engraved area in the plane, all shapes and strokes as one region. Its points are
        thinned where they stray less than ``TOLERANCE`` from a straight line. A glyph's
        flattened curves hold more than a print shows, and each point costs the boolean time."""
        parts = [manifold3d.CrossSection([np.asarray(p, dtype=float) for p in shape], manifold3d.FillRule.EvenOdd)
                 for shape in self.shapes if shape]
        if self.strokes:
            lines = shapely.MultiLineString([np.asarray(s, dtype=float) for s in self.strokes if len(s) > 1])
            area = shapely.buffer(lines, self.width / 2, quad_segs=4)
            parts += [manifold3d.CrossSection([np.asarray(ring.coords[:-1]) for ring in (p.exterior, *p.interiors)],
                                              manifold3d.FillRule.EvenOdd)
                      for p in getattr(area, "geoms", (area,)) if not p.is_empty]
        return manifold3d.CrossSection.batch_boolean(parts, manifold3d.OpType.Add).simplify(TOLERANCE)


@dataclass(frozen=True)
class PartSolid:
    """A part as two bodies: the plate with its holes, and the engraving's own body. The latter
    is the grooves' fill when cut in, reaching ``LIFT`` above the face, or the letters when
    raised. They are kept apart so that a print in two colours can give the engraving an object
    and a material of its own."""

    plate: manifold3d.Manifold
    engraving: manifold3d.Manifold
    raised: bool

    @property
    def printed(self) -> manifold3d.Manifold:
        """The part in one colour: the plate less the grooves, or with the letters on it."""
        op = manifold3d.OpType.Add if self.raised else manifold3d.OpType.Subtract
        return manifold3d.Manifold.batch_boolean([self.plate, self.engraving], op)


def segments(diameter: float, tolerance: float = TOLERANCE) -> int:
    """Chords for a circle within ``tolerance`` of it, a multiple of four so holes are symmetric."""
    radius = diameter / 2
    if radius <= tolerance:
        return MIN_SEGMENTS
    return max(MIN_SEGMENTS, 4 * math.ceil(math.pi / math.acos(1 - tolerance / radius) / 4))


def circles(bores: Sequence[Bore]) -> manifold3d.CrossSection:
    """The bores' mouths as one region."""
    return manifold3d.CrossSection.batch_boolean(
        [manifold3d.CrossSection.circle(b.diameter / 2, segments(b.diameter)).translate(b.centre) for b in bores],
        manifold3d.OpType.Add)


def part_solid(outline: Sequence[Point], bores: Sequence[Bore], face: Relief, back: Relief, thickness: float,
               depth: float, emboss: float | None) -> PartSolid:
    """The part ``thickness`` thick from z=0 up. The ``face`` engraving is cut ``depth`` deep,
    or stands ``emboss`` high when given; the ``back`` engraving is always cut ``depth`` into
    the bottom face, which must stay flat to lie on a printer's bed. A bore at least
    ``thickness`` deep goes through."""
    through = [b for b in bores if b.depth is None or b.depth >= thickness]
    blind = sorted((b for b in bores if b.depth is not None and b.depth < thickness), key=lambda b: b.depth)
    whole = manifold3d.CrossSection([np.asarray(outline, dtype=float)])
    section = whole - circles(through) if through else whole
    plate = manifold3d.Manifold.extrude(section, thickness)
    cutters = [slab(circles(list(group)), thickness - d, thickness + LIFT)
               for d, group in groupby(blind, key=lambda b: b.depth)]
    cutters.append(slab(back.section(), -LIFT, depth))
    if any(not cutter.is_empty() for cutter in cutters):
        plate = manifold3d.Manifold.batch_boolean([plate, *cutters], manifold3d.OpType.Subtract)
    area = face.section()
    if emboss is not None:
        # raised on the face alone: never past its edge, nor over the mouth of a hole or seat,
        # which a mark drawn as a disc round it (filled, the hole cut from it) would cover
        engraving = slab((area - circles(bores)) ^ whole, thickness - LIFT, thickness + emboss)
    else:
        engraving = slab(area, thickness - depth, thickness + LIFT)
    return PartSolid(plate, engraving, emboss is not None)


def slab(section: manifold3d.CrossSection, bottom: float, top: float) -> manifold3d.Manifold:
    """A cross-section extruded from ``bottom`` to ``top``; nothing for an empty one (which
    manifold3d would call an invalid construction)."""
    if section.is_empty():
        return manifold3d.Manifold()
    return manifold3d.Manifold.extrude(section, top - bottom).translate((0.0, 0.0, bottom))


def mesh(solid: manifold3d.Manifold) -> tuple[np.ndarray, np.ndarray]:
    """Vertices (mm, double precision, rounded to 0.1 µm so files repeat exactly) and
    triangles (vertex indices, counter-clockwise seen from outside)."""
    found = solid.to_mesh64()
    return np.round(np.asarray(found.vert_properties)[:, :3], DECIMALS), np.asarray(found.tri_verts, dtype=np.int64)
