"""A playing pawn's shape, sized from the hole it stands in. For a 3D printer it is a round
solid: a plug into the hole, a 45 degree flare up to a base wider than the hole, a tapered body
and a ball head. For a laser it is its flat silhouette, two halves slotted to cross. Pure
geometry: sizes in, a manifold3d solid or a polygon out; nothing of games or files.

The plug is the shank of a pawn for a peg hole and the foot of one for a marble's seat. It is
the same cylinder, the hole's diameter less the fit's clearance, so one shape serves both boards.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import manifold3d
import numpy as np

from boardgen.geometry.solid import segments
from boardgen.geometry.vec import Point

TIP = 0.3
"""mm chamfered off the plug's end, so a first layer's squash (elephant's foot) does not widen
the part that goes into the hole."""
HEAD = 0.24
"""The head's radius as a share of the base's width."""
NECK = 0.16
"""The neck's radius as a share of the base's width, where the body meets the head."""
BAND = 0.12
"""The height of the straight band above the flare, as a share of the base's width."""


@dataclass(frozen=True)
class PawnSize:
    """What sizes a pawn, mm: the plug that goes into the board's hole and the body above it."""

    plug: float
    """The plug's diameter: the hole's less the fit's clearance."""
    plug_length: float
    """How far the plug reaches below the flare: no deeper than the hole."""
    width: float
    """The base's diameter, wider than the hole so the pawn rests on the board."""
    height: float
    """From the base of the flare to the top of the head."""

    @property
    def total(self) -> float:
        """The whole pawn's height, plug included, as it stands on a printer's bed."""
        return self.plug_length + self.flare + self.height

    @property
    def flare(self) -> float:
        """The 45 degree cone's height from the plug out to the base: printable without support."""
        return (self.width - self.plug) / 2


def profile(size: PawnSize) -> list[Point]:
    """The body's half section (radius, height), counter-clockwise, plug tip at z=0: the plug,
    the flare, the band, and the taper up to the neck, closed along the axis."""
    r_plug, r_base = size.plug / 2, size.width / 2
    top_flare = size.plug_length + size.flare
    band = top_flare + BAND * size.width
    neck = size.total - 2 * HEAD * size.width + 0.25 * HEAD * size.width
    return [(0.0, 0.0), (r_plug - TIP, 0.0), (r_plug, TIP), (r_plug, size.plug_length), (r_base, top_flare),
            (r_base, band), (NECK * size.width, neck), (0.0, neck)]


def pawn_solid(size: PawnSize) -> manifold3d.Manifold:
    """The pawn standing on its plug's tip at the origin, z up: the revolved body and a sphere
    for the head, overlapping so their union is one closed solid."""
    count = segments(size.width)
    body = manifold3d.Manifold.revolve(manifold3d.CrossSection([np.asarray(profile(size))]), count)
    radius = HEAD * size.width
    head = manifold3d.Manifold.sphere(radius, count).translate((0.0, 0.0, size.total - radius))
    return body + head


def silhouette(size: PawnSize) -> list[Point]:
    """The pawn seen from the side with no plug, standing on its base at y=0, centred on x=0,
    counter-clockwise: the flat piece a laser cuts (the body's outline and the head's circle)."""
    lift = size.plug_length + size.flare
    right = [(r, z - lift) for r, z in profile(size)[4:7]]
    right[0] = (right[0][0], 0.0)
    radius = HEAD * size.width
    centre = size.height - radius
    neck_r = right[-1][0]
    start = math.asin(-min(1.0, math.sqrt(max(0.0, radius ** 2 - neck_r ** 2)) / radius))
    steps = segments(2 * radius) // 2
    arc = [(radius * math.cos(a), centre + radius * math.sin(a))
           for a in np.linspace(start, math.pi - start, steps + 1)]
    neck_z = centre + radius * math.sin(start)
    right[-1] = (neck_r, min(right[-1][1], neck_z))
    left = [(-x, y) for x, y in reversed(right)]
    return [(-right[0][0], 0.0), *right, *arc, *left[:-1]]


def slotted(outline: list[Point], width: float, from_top: bool, height: float) -> list[Point]:
    """The silhouette with a slot ``width`` wide on its axis, from the top down to half
    ``height`` or from the bottom up to it: two such halves, one of each, cross at right
    angles and stand. The slot's edges are straight vertical lines, so its width is exact."""
    import shapely

    half = width / 2
    middle = height / 2
    box = shapely.box(-half, middle, half, height + 1.0) if from_top else shapely.box(-half, -1.0, half, middle)
    left = shapely.Polygon(outline).difference(box)
    left = shapely.geometry.polygon.orient(left, 1.0)
    return [(round(x, 6), round(y, 6)) for x, y in left.exterior.coords[:-1]]
