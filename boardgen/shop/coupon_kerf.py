"""The coupon's kerf comb: a bar of known outside size with slots of known widths cut into its
top edge, the sizes engraved, so a builder measures what the beam or bit really removes.

The cut files are compensated for ``--kerf``, so with the true kerf every size comes out as
engraved. A wider real kerf makes the bar smaller and the slots wider by the difference, a
narrower one the other way: real kerf = --kerf + engraved - measured outside, or --kerf +
measured - engraved across a slot. Two readings, outside and inside, check each other.
"""

from __future__ import annotations

import math

from boardgen.board import Engraving, Piece
from boardgen.geometry.outline import Outline
from boardgen.geometry.vec import Point
from boardgen.shop.coupon_part import CAP, CouponPart
from boardgen.lettering.outline import text_outline, text_width

SLOTS = 3
"""Slots in the comb, each a millimetre wider than the one before."""
FIRST_SLOT = 1.0
"""mm: the narrowest slot a laser's comb starts at, wide enough for a caliper's inside jaws."""
SLOT_DEPTH = 8.0
"""mm: deep enough for the caliper's jaws to sit square in a slot."""
TINE = 5.0
"""mm of wood between two slots."""
END = 6.0
"""mm of wood, at least, beyond the outer slots."""
ROW_GAP = 1.5
"""mm between the slots' bottoms and the widths' tops, and between the two rows of sizes."""
CORNER = 1.0
"""mm fillet on the bar's outer corners; the sides between them are the ones to measure."""


def slot_widths(kerf: float, inside_radius: float) -> tuple[float, ...]:
    """Slot widths a millimetre apart, the narrowest in half millimetres wider than the kerf
    (else the compensated slot would close) and than a router's bit with its fillets."""
    first = max(FIRST_SLOT, math.ceil((max(kerf, 2 * inside_radius) + 0.5) * 2) / 2)
    return tuple(first + k for k in range(SLOTS))


def kerf_comb(kerf: float, inside_radius: float, edge: float) -> CouponPart:
    """The bar, from (0, 0) up: its width and height whole millimetres, ``edge`` of wood under
    the sizes, the slots' inside corners rounded by ``inside_radius`` (a router's bit)."""
    widths = slot_widths(kerf, inside_radius)
    texts = [f"{w:g}" for w in widths]
    inner = sum(widths) + TINE * (SLOTS - 1)
    length = math.ceil(max(inner + 2 * END, 2 * edge + text_width("00 x 00 mm", CAP)))
    height = math.ceil(edge + 2 * CAP + 2 * ROW_GAP + SLOT_DEPTH)
    size = f"{length} x {height} mm"
    left = (length - inner) / 2
    corners: list[Point] = [(0.0, 0.0), (float(length), 0.0), (float(length), float(height))]
    radii = [CORNER] * 3
    bottom = height - SLOT_DEPTH
    engraving: list[Engraving] = []
    x = length - left
    for width, text in zip(widths[::-1], texts[::-1]):
        corners += [(x, height), (x, bottom), (x - width, bottom), (x - width, height)]
        radii += [0.0, inside_radius, inside_radius, 0.0]
        engraving.extend(text_outline(text, CAP, (x - width / 2, bottom - ROW_GAP - CAP)))
        x -= width + TINE
    corners.append((0.0, float(height)))
    radii.append(CORNER)
    engraving.extend(text_outline(size, CAP, (length / 2, edge)))
    piece = Piece("kerf comb", Outline.polygon(corners, radii), (), tuple(engraving))
    return CouponPart((piece,), {"outside": [length, height], "slots": list(widths), "slot_depth": SLOT_DEPTH},
                      (f"kerf comb {size} outside, slots {', '.join(texts)} mm: real kerf = --kerf + {length} - "
                       "measured length, or --kerf + measured slot - its size",))
