"""Where a seam or a dowel hole must not go on a piece: its holes and its engraving, as discs.

Game-neutral, read by the bed split (``layout.split``) and its dowels (``layout.dowels``): both
keep out of the same holes and labels, so the discs are made in one place.
"""

from __future__ import annotations

from boardgen.board import Engraving, Piece
from boardgen.geometry.seam_path import Disc
from boardgen.geometry.vec import bounding_circle, distance

LABEL_CLEARANCE = 1.0
"""mm a seam keeps from engraving."""


def keep_out(piece: Piece, edge: float) -> list[Disc]:
    """Discs a seam must stay out of: holes grown by the edge margin, and each glyph of a label."""
    discs = [Disc(h.center, h.diameter / 2 + edge + 0.25) for h in piece.holes]
    for shape in piece.engraving:
        centre, radius = bounding_circle(shape.points)
        discs.append(Disc(centre, radius + LABEL_CLEARANCE))
    return discs


def label_gaps(engraving: tuple[Engraving, ...]) -> list[Disc]:
    """Discs over the gaps between neighbouring glyphs of one label, so that a seam goes round
    the label as a whole instead of between its words.

    Glyphs are neighbours when the gap between their discs is less than the larger one's
    radius: more than a word space, far less than the room between two labels.
    """
    glyphs = sorted(bounding_circle(shape.points) for shape in engraving)
    reach = 3 * max((radius for _, radius in glyphs), default=0.0)
    gaps = []
    for i, (a, ra) in enumerate(glyphs):
        for b, rb in glyphs[i + 1:]:
            if b[0] - a[0] > reach:
                break
            apart = distance(a, b)
            if apart < ra + rb + max(ra, rb):
                gaps.append(Disc(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), apart / 2 + LABEL_CLEARANCE))
    return gaps
