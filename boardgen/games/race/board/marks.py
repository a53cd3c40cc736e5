"""The marks race boards share, so a player reads any of them the same way:

- a ring round a hole that matters (where pegs come out, a shortcut);
- a square round a safe space;
- an arrow from the hole where a peg turns off the track into its home;
- an arrow along each side in the direction of play;
- a dot and an arrow beside a slide.

Each mark comes with its manifest entry: an arrow's says which way it points
(``pointing``, degrees counter-clockwise), so a tool can check it against the track's order.
"""

from __future__ import annotations

import math

from boardgen.board import Engraved, Engraving, Mark, Tag
from boardgen.geometry.frame import Frame
from boardgen.geometry.marks import annulus, arrow, ring, ring_gap, turned_square
from boardgen.geometry.vec import Point, add, distance, scale, sub, unit
from boardgen.shop.settings import Shop

HOME_ARROW_WIDTH = 0.3
"""Head width of the arrow into home, in pitches."""
PLAY_ARROW_WIDTH = 0.28
"""Head width of the direction-of-play arrow, in pitches."""
DIRECTION_OF_PLAY = "direction-of-play"


def ring_mark(kind: str, centre: Point, pitch: float, shop: Shop, *owner: Tag) -> Engraved:
    """A ring round the hole at ``centre``, as wide from it as ``ring_gap`` allows: a band
    (``annulus``), so a fill engraves a ring and not a disc over the hole."""
    radius = shop.hole / 2 + ring_gap(pitch, shop.hole, shop.web)
    return Engraved((Engraving(annulus(centre, radius)),), (), (Mark(kind, centre, owner),))


def square_mark(kind: str, centre: Point, angle: float, pitch: float, shop: Shop, *owner: Tag) -> Engraved:
    """A square round the hole at ``centre``, turned ``angle`` radians to the track, just
    outside where its ring would be: a space that is safe reads apart from one that is ringed."""
    half = shop.hole / 2 + ring_gap(pitch, shop.hole, shop.web)
    return Engraved((Engraving((turned_square(centre, 2 * half, angle),)),), (), (Mark(kind, centre, owner),))


def into_home(kind: str, spot: Point, first_home: Point, pitch: float, shop: Shop, *owner: Tag) -> Engraved:
    """An arrow in the gap between ``spot`` (the track hole a peg leaves the track from) and the
    first home hole, pointing home; listed at the hole it marks, as its ring was."""
    way = unit(sub(first_home, spot))
    keep = shop.hole / 2 + ring_gap(pitch, shop.hole, shop.web)
    tail, tip = add(spot, scale(way, keep)), add(first_home, scale(way, -keep))
    width = min(HOME_ARROW_WIDTH * pitch, distance(tail, tip))
    return Engraved((Engraving((arrow(tail, tip, width),)),), (),
                    (Mark(kind, spot, (*owner, ("pointing", _degrees(way)))),))


def along_play(frame: Frame, span: tuple[float, float], across: float, pitch: float, *owner: Tag,
               along_v: bool = False, kind: str = DIRECTION_OF_PLAY) -> Engraved:
    """The direction-of-play arrow of one seat's side: from ``span[0]`` to ``span[1]`` pitches
    along the frame's ``u`` (or ``v`` with ``along_v``), ``across`` pitches off that axis."""
    def at(a: float) -> Point:
        return frame.at(across * pitch, a * pitch) if along_v else frame.at(a * pitch, across * pitch)

    tail, tip = at(span[0]), at(span[1])
    middle = scale(add(tail, tip), 0.5)
    return Engraved((Engraving((arrow(tail, tip, PLAY_ARROW_WIDTH * pitch),)),), (),
                    (Mark(kind, middle, (*owner, ("pointing", _degrees(sub(tip, tail))))),))


SLIDE_DOT = 0.12
"""Radius of the dot a slide's arrow starts from, in pitches: smaller than any hole's ring, so a
slide never reads as a ringed space."""


def along_slide(first: Point, last: Point, outside: float, pitch: float, *owner: Tag) -> Engraved:
    """A slide from the hole at ``first`` to the one at ``last``: a dot beside the first and an
    arrow on to beside the last. They sit ``outside`` pitches off the track, on the left of the
    way play goes (the outside of a clockwise track), where no other mark runs."""
    u = unit(sub(last, first))
    frame = Frame(first, u, (u[1], -u[0]))
    dot = frame.at(0.0, -outside * pitch)
    arrow_part = along_play(frame, (2 * SLIDE_DOT, distance(first, last) / pitch), -outside, pitch, *owner, kind="slide")
    return Engraved((Engraving((ring(dot, SLIDE_DOT * pitch),)),)) + arrow_part


def _degrees(direction: Point) -> float:
    return round(math.degrees(math.atan2(direction[1], direction[0])) % 360.0, 4) % 360.0
