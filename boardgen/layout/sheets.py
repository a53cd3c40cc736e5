"""Laying a board's pieces out on bed-size sheets: by their boxes (rectpack, milliseconds), and
by their true shapes (sparrow) when the boxes leave a sheet to spare.

Game-neutral: it reads only the pieces' outlines. The box packing comes first because it is
fast and keeps each part nearest its own way up (its text reads upright on the sheet). When
it already needs no more sheets than the parts' area does, nothing can do better. Otherwise
sparrow fills the sheets by the parts' shapes at any angle, and its layout is kept when it
saves a sheet.
"""

from __future__ import annotations

import math
from dataclasses import replace

import shapely

from boardgen.board import Piece
from boardgen.geometry.nesting import nest, turned_box
from boardgen.geometry.outline import Outline
from boardgen.geometry.placement import Placement
from boardgen.layout.shape_nesting import Limits, fill_sheets
from boardgen.geometry.vec import Point
from boardgen.layout.cutter import Cutter

CUT_TOLERANCE = 0.05
"""mm the packer's polygon of a part stands outside the wood the beam takes: its chords then
never cut inside an arc, so a layout that keeps the polygons apart and on the sheet holds the
whole cut."""


def as_cut(piece: Piece, kerf: float, clearance: float = 0.0) -> tuple[Point, ...]:
    """A polygon round everything the beam or bit takes for this piece. It is grown from the
    cut line the files draw, by the half kerf the beam takes beyond that line and
    ``CUT_TOLERANCE``. That line has dovetailed seams opened by half the ``clearance``, so a
    sharp corner between a seam and an outer edge juts as a mitre. Grown from the nominal
    outline, it missed those mitres, and cut lines left the sheet (issue 38)."""
    cut = piece.compensated(kerf, clearance).outline
    return cut.offset(kerf / 2 + CUT_TOLERANCE).polyline(CUT_TOLERANCE)


def cut_growth(kerf: float) -> float:
    """mm the packer's polygon reaches past the nominal outline on each side (``as_cut``)."""
    return kerf + CUT_TOLERANCE


def pack(pieces: list[Piece], bed: tuple[float, float], kerf: float, cutter: Cutter,
         limits: Limits, beat: float = math.inf, clearance: float = 0.0) -> list[Piece] | None:
    """Each piece turned and placed on a bed-size sheet (sheet coordinates from 0 to the bed
    size), on as few sheets as the box packing or sparrow finds; None if a piece fits the bed
    at no angle. A laser's parts keep off the sheet's lower and left edges (where the box
    packing has the room), a router's inside the border it always keeps. sparrow is not asked
    when its layout could not come in under ``beat`` sheets (another layout's count).
    ``clearance`` is the joint clearance the cut opens dovetailed seams by (``as_cut``)."""
    shapes = [as_cut(p, kerf, clearance) for p in pieces]
    boxed = _boxed(pieces, shapes, bed, cutter)
    if boxed is None:
        return None
    corner, size = cutter.room(bed)
    if sheet_count(boxed) <= least_sheets(shapes, size, cutter.gap) or least_sheets(shapes, size, cutter.gap) >= beat:
        return boxed
    puts = fill_sheets(shapes, size, cutter.gap, limits, min(sheet_count(boxed), beat) - 1)
    if puts is None or 1 + max(p.sheet for p in puts) >= sheet_count(boxed):
        return boxed
    return [replace(piece, placement=Placement(put.angle, put.dx + corner[0], put.dy + corner[1]), sheet=put.sheet)
            for piece, put in zip(pieces, puts)]


def _boxed(pieces: list[Piece], shapes: list[tuple[Point, ...]], bed: tuple[float, float],
           cutter: Cutter) -> list[Piece] | None:
    """The pieces placed by their turned boxes (``geometry.nesting``)."""
    if cutter.is_router:
        slots = nest(shapes, cutter.usable(bed), cutter.gap)
        inset = cutter.border
    else:
        slots = nest(shapes, bed, cutter.gap, cutter.border)
        inset = 0.0
    if slots is None:
        return None
    out = []
    for piece, shape, slot in zip(pieces, shapes, slots):
        x0, y0, _, _ = turned_box(shape, slot.angle)
        out.append(replace(piece, placement=Placement(slot.angle, slot.x - x0 + inset, slot.y - y0 + inset),
                           sheet=slot.sheet))
    return out


def box_sheets(pieces: list[Piece], bed: tuple[float, float], kerf: float, cutter: Cutter,
               clearance: float = 0.0) -> float:
    """The sheets the box packing alone lays the pieces on (infinite if a piece fits no
    sheet): milliseconds, to rank layouts before sparrow spends seconds on any."""
    boxed = _boxed(pieces, [as_cut(p, kerf, clearance) for p in pieces], bed, cutter)
    return math.inf if boxed is None else sheet_count(boxed)


def sheet_count(pieces: list[Piece]) -> int:
    return 1 + max(p.sheet for p in pieces)


def least_sheets(shapes: list[tuple[Point, ...]], size: tuple[float, float], gap: float) -> int:
    """No layout needs fewer sheets than this: each part with a band of half the gap round it
    takes its own area, and the sheet's room grown by that band holds them all."""
    taken = sum(shapely.Polygon(s).buffer(gap / 2).area for s in shapes)
    return max(1, math.ceil(taken / ((size[0] + gap) * (size[1] + gap)) - 1e-9))


def cut_length(pieces: list[Piece] | tuple[Piece, ...]) -> float:
    """mm the beam or bit runs round the parts' outlines (a seam is cut twice, once per part)."""
    return sum(shapely.Polygon(p.outline.polyline(CUT_TOLERANCE)).length for p in pieces)


def outline_area(outline: Outline) -> float:
    """The area inside an outline, its fillets traced to a hundredth of a millimetre."""
    pts = outline.polyline(0.01)
    return abs(sum(pts[i - 1][0] * pts[i][1] - pts[i][0] * pts[i - 1][1] for i in range(len(pts)))) / 2
