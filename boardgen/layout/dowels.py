"""Dowel holes for the parts of a board split with ``--split dowels``: two a part, placed so
the part is pinned to its backing board against sliding and turning and no player takes a
dowel hole for a playing hole.
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np

from boardgen.board import DOWEL_ROLE, Hole, Piece
from boardgen.layout.keep_out import keep_out

DOWEL = 6.0
"""Dowel hole diameter in mm (a common 6 mm dowel)."""
DOWEL_ROOM = 8.0
"""Least wood (mm) between a dowel hole and a playing hole, more than the web so players
do not take a dowel hole for one of theirs."""
DOWEL_APART = 2 * DOWEL
"""Least distance (mm) between a part's two dowels: closer, they would crowd each other and
barely stop the part turning."""
DOWEL_SPREAD = 0.75
"""Dowels go where the nearest playing hole is at least this share of the farthest it gets."""


def with_dowels(part: Piece, edge: float, web: float) -> Piece:
    """Two dowel holes as far apart as the part allows, clear of its holes, labels and edges,
    so the part is pinned to the backing board against both sliding and turning."""
    x0, y0, x1, y1 = part.outline.bounds()
    grid = [(x, y) for x in np.arange(x0, x1, 5.0) for y in np.arange(y0, y1, 5.0)]
    room = DOWEL / 2 + edge
    holes = np.array([(*h.center, h.diameter / 2 + DOWEL / 2 + max(web, DOWEL_ROOM)) for h in part.holes])
    holes = holes.reshape(-1, 3)
    labels = np.array([(*d.center, d.radius + DOWEL / 2) for d in keep_out(replace(part, holes=()), 0.0)])
    avoid = np.vstack([holes, labels.reshape(-1, 3)])
    spots = np.array(grid, dtype=float)
    clear = np.all(np.hypot(spots[:, None, 0] - avoid[None, :, 0], spots[:, None, 1] - avoid[None, :, 1])
                   >= avoid[None, :, 2], axis=1) if len(avoid) else np.ones(len(spots), dtype=bool)
    candidates = np.array([p for p in spots[clear]
                           if part.outline.contains(tuple(p)) and part.outline.edge_distance(tuple(p)) >= room])
    if len(candidates) < 2:
        return part
    # Keep to the spots farthest from the playing holes (an empty middle, a wide margin), so a
    # dowel is not taken for a hole of the game, then take the two farthest apart among them.
    if len(holes):
        away = np.hypot(candidates[:, None, 0] - holes[None, :, 0], candidates[:, None, 1] - holes[None, :, 1]).min(1)
        far = away >= DOWEL_SPREAD * away.max()
        if far.sum() >= 2:
            candidates = candidates[far]
    middle = candidates.mean(0)
    first = candidates[np.hypot(*(candidates - middle).T).argmax()]
    second = candidates[np.hypot(*(candidates - first).T).argmax()]
    if math.dist(first, second) < DOWEL_APART:
        return part
    dowels = tuple(Hole((float(p[0]), float(p[1])), DOWEL, DOWEL_ROLE) for p in (first, second))
    return replace(part, holes=part.holes + dowels)
