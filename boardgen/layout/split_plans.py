"""Ways to cut a piece too big for the bed into parts, and a quick estimate of the sheets each
way takes.

Why several ways: which dissection nests best depends on how the leftovers at the board's
edges pair up on shared sheets. No one rule wins on every board and bed. Equal parts have
fewest seams. Bed-size slabs leave one leftover strip. A leftover strip of the right width,
put first, pairs with the leftovers of the other strips. A real split searches seams round
every hole and takes a second or more a way; straight cuts at the planned lines, packed by
their boxes, take milliseconds. So the split tries the two fixed ways and the few planned grids
whose straight cuts estimate fewest sheets.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import shapely
import shapely.affinity

from boardgen.geometry.nesting import nest
from boardgen.layout.cutter import Cutter
from boardgen.layout.part_count import MAX_PARTS

FIRST_SHARES = (None, 0.25, 0.5, 1.0)
"""Where a grid's first cut across an axis may fall, as a share of a part's room from the low
edge; None puts the leftover first, so the full-size parts end flush with the high edge."""
PLANNED_TRIES = 1
"""Planned grids split for real, best estimates first: the estimate ranks them, the real seams
(which weave round holes) decide."""
ESTIMATE_TOLERANCE = 0.5
"""mm: straight cuts are simplified this much before packing, plenty for counting sheets."""


@dataclass(frozen=True)
class SplitPlan:
    """One way of cutting a piece: parts of at most ``fit`` (mm, tabs included). They are
    ``equal`` parts, or else parts of full room but the first on each axis. That first one takes
    the share ``first`` of the room (``FIRST_SHARES``). With ``axis`` set the piece is cut into
    strips across that axis first, and each strip across the other. Without it, each cut goes
    across the axis most over the bed, and the bed may be turned if seams fail one way."""

    fit: tuple[float, float]
    equal: bool = False
    axis: int | None = None
    first: tuple[float | None, float | None] = (1.0, 1.0)

    def cut_axis(self, size: tuple[float, float]) -> int:
        """The axis the next cut of a piece of ``size`` goes across."""
        if self.axis is None:
            return 0 if size[0] / self.fit[0] >= size[1] / self.fit[1] else 1
        return self.axis if size[self.axis] > self.fit[self.axis] else 1 - self.axis

    def cut_at(self, axis: int, span: tuple[float, float], room: float, parts: int, first: bool) -> float:
        """Where the next cut across ``axis`` of a piece spanning ``span`` should fall, ``room``
        being a part's room that way; ``first`` when no cut has crossed this axis yet."""
        lo, hi = span
        if self.equal:
            return lo + (hi - lo) / parts
        share = self.first[axis] if first else 1.0
        if share is None:
            return lo + ((hi - lo) % room or room)
        return lo + share * room


def fixed_plans(usable: tuple[float, float], room: tuple[float, float], allowance: float) -> list[SplitPlan]:
    """Equal parts as big as the bed allows (fewest seams), and slabs that fill the room the
    nester lays parts in, leaving the rest over in pieces that may share a sheet."""
    return [SplitPlan((usable[0] - allowance, usable[1] - allowance), equal=True),
            SplitPlan((room[0] - allowance, room[1] - allowance))]


def planned_grids(outlines: list[shapely.Polygon], whole: list[shapely.Polygon], bed: tuple[float, float],
                  fixed: list[SplitPlan], depth: float, slack: float, cutter: Cutter) -> list[SplitPlan]:
    """The ``PLANNED_TRIES`` grids whose straight cuts of ``outlines`` take fewest sheets (then
    fewest parts), packed by their boxes with the ``whole`` pieces. The grids cut strips across
    either axis, the bed turned either way, and each axis's first cut at each of
    ``FIRST_SHARES``. Their parts are the size of the last ``fixed`` plan's. They are kept only
    if they take fewer sheets than every ``fixed`` plan's straight cuts. A grid that only ties
    them is not worth its seconds of seam search. ``depth`` is the tabs': a part grows by it on
    the seam its tabs stand out of. ``slack`` is the room a seam keeps to weave."""

    def estimate(plan: SplitPlan) -> tuple[int, int] | None:
        cut = [straight_cuts(o, plan, depth, slack) for o in outlines]
        if any(cells is None for cells in cut):
            return None
        cells = [c for cells in cut for c in cells or ()]
        shapes = [tuple(shapely.simplify(c, ESTIMATE_TOLERANCE).exterior.coords)[:-1] for c in cells + whole]
        slots = nest(shapes, bed, cutter.gap, cutter.border, quick=True)
        return None if slots is None else (1 + max(s.sheet for s in slots), len(cells))

    fit = fixed[-1].fit
    grids = [SplitPlan(turned, axis=axis, first=(a, b) if axis == 0 else (b, a))
             for turned in (fit, fit[::-1]) for axis in (0, 1) for a in FIRST_SHARES for b in FIRST_SHARES]
    ranked = sorted((found, order, plan) for order, plan in enumerate(grids) if (found := estimate(plan)))
    beat = min((found[0] for plan in fixed if (found := estimate(plan))), default=math.inf)
    return [plan for found, _, plan in ranked[:PLANNED_TRIES] if found[0] < beat]


def straight_cuts(outline: shapely.Polygon, plan: SplitPlan, depth: float, slack: float) -> list[shapely.Polygon] | None:
    """The hulls of the parts a plan cuts ``outline`` into with straight seams, for estimating
    sheets by boxes only. Each is grown by ``depth`` past the seams its tabs stand out of (the
    high side of each). None when the plan makes more than ``MAX_PARTS``. None too when it
    leaves a part too big for the bed that it cannot cut narrower (the real split refuses such a bed)."""
    room = (plan.fit[0] - depth - slack, plan.fit[1] - depth - slack)
    if min(room) <= 2 * depth:
        return None
    out: list[shapely.Polygon] = []

    def cut(piece: shapely.Polygon, crossed: tuple[bool, bool], grown: tuple[bool, bool]) -> None:
        x0, y0, x1, y1 = piece.bounds
        size = (x1 - x0, y1 - y0)
        if len(out) > MAX_PARTS:
            raise _TooMany
        if size[0] <= plan.fit[0] and size[1] <= plan.fit[1]:
            for axis, grow in enumerate(grown):
                if grow:
                    piece = piece.union(shapely.affinity.translate(piece, *((depth, 0) if axis == 0 else (0, depth))))
            out.append(shapely.convex_hull(piece))  # the box packer turns parts by their hulls
            return
        axis = plan.cut_axis(size)
        lo, hi = (x0, x1) if axis == 0 else (y0, y1)
        parts = math.ceil((hi - lo) / room[axis])
        at = min(max(plan.cut_at(axis, (lo, hi), room[axis], parts, not crossed[axis]), lo + depth), hi - depth)
        low = (x0 - 1, y0 - 1, at, y1 + 1) if axis == 0 else (x0 - 1, y0 - 1, x1 + 1, at)
        high = (at, y0 - 1, x1 + 1, y1 + 1) if axis == 0 else (x0 - 1, at, x1 + 1, y1 + 1)
        now = (True, crossed[1]) if axis == 0 else (crossed[0], True)
        for side, box in ((True, low), (False, high)):
            for bit in _polygons(piece.intersection(shapely.box(*box))):
                b0, b1 = bit.bounds[axis], bit.bounds[axis + 2]
                if b1 - b0 >= hi - lo - 1e-6:  # the cut missed this bit: it would be cut again forever
                    raise _TooMany
                cut(bit, now, (grown[0] or (side and axis == 0), grown[1] or (side and axis == 1)))

    try:
        cut(outline, (False, False), (False, False))
    except _TooMany:
        return None
    return out


class _TooMany(Exception):
    """A plan that cuts into too many parts, or not at all."""


def _polygons(shape: shapely.Geometry) -> list[shapely.Polygon]:
    if isinstance(shape, shapely.Polygon):
        return [] if shape.is_empty else [shape]
    return [g for g in getattr(shape, "geoms", ()) if isinstance(g, shapely.Polygon) and not g.is_empty]
