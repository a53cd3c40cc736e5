"""Text as outlines: laser and CNC software often lack a board's font, so labels leave
boardgen as closed polylines taken from a font shipped in ``boardgen.fonts``, never as font text.
Each glyph's contours stay together as one shape, counters included, so a filling importer
cuts the holes of A, B, O... out of the letter instead of filling them.
"""

from __future__ import annotations

import functools
import math
from pathlib import Path

from boardgen.board import Engraving
from boardgen.geometry.vec import Point
from boardgen.resources import FONTS

LABEL_FONT = FONTS / "DejaVuSans-Bold.ttf"
BODY_FONT = FONTS / "DejaVuSans.ttf"


@functools.lru_cache(maxsize=1024)
def text_width(text: str, cap_height: float, font_path: Path = LABEL_FONT) -> float:
    """Advance width in mm of ``text`` set at a given cap height: asked twice for each label
    (to fit it, then to centre it), and a board's labels repeat their words."""
    from boardgen.lettering.glyphs import font_file, metrics  # fontTools, loaded with the first text

    font = font_file(font_path)
    cap, cmap = metrics(font_path)
    hmtx = font["hmtx"]
    return sum(hmtx[cmap.get(ord(ch), ".notdef")][0] for ch in text) * cap_height / cap


def has_glyph(ch: str, font_path: Path = LABEL_FONT) -> bool:
    """Whether the font draws ``ch`` (any other is set as its empty box)."""
    from boardgen.lettering.glyphs import metrics  # fontTools, loaded with the first text

    return ord(ch) in metrics(font_path)[1]


ROUNDER = 1.5 * 2.0**52
"""Added to and taken from a float less than 2^51 in size, leaves the nearest whole number
(ties to even) with no call: the sum lies between 2^52 and 2^53, where floats are the whole
numbers."""
ROUNDER_REACH = 2.0**51


def round4(value: float) -> float:
    """``round(value, 4)`` to the last bit, zero's sign included, in half the time: labels
    round every outline point. Away from a tie the nearest integer to ``value`` x 10^4 is
    plain: the product's rounding error is far below the margin kept. The float nearest that
    many ten-thousandths is what dividing by 10^4 gives. Near a tie, or beyond ``ROUNDER``'s
    reach, ``round`` decides."""
    scaled = value * 10000.0
    whole = (scaled + ROUNDER) - ROUNDER
    if -0.4999 < scaled - whole < 0.4999 and -ROUNDER_REACH < scaled < ROUNDER_REACH:
        return whole / 10000.0 if whole else math.copysign(0.0, value)
    return round(value, 4)


def text_outline(
    text: str,
    cap_height: float,
    at: Point,
    angle: float = 0.0,
    anchor: str = "middle",
    font_path: Path = LABEL_FONT,
) -> tuple[Engraving, ...]:
    """One closed shape per glyph (mm) for ``text`` whose baseline is centred on (or starts at) ``at``.

    ``angle`` turns the baseline counter-clockwise; ``anchor`` is 'start' or 'middle'.
    """
    from boardgen.lettering.glyphs import font_file, glyph_loops, metrics  # fontTools, loaded with the first text

    font = font_file(font_path)
    cap, cmap = metrics(font_path)
    hmtx = font["hmtx"]
    k = cap_height / cap
    steps = 3 if cap_height < 6 else 6
    cursor = -text_width(text, cap_height, font_path) / k / 2 if anchor == "middle" else 0.0
    c, s = math.cos(angle), math.sin(angle)
    glyphs: list[Engraving] = []
    ax, ay = at
    for ch in text:
        name = cmap.get(ord(ch), ".notdef")
        # lists, not generators, inside the tuples: every outline point passes here
        contours = tuple([
            tuple([(round4(ax + ((x + cursor) * c - y * s) * k), round4(ay + ((x + cursor) * s + y * c) * k))
                   for x, y in loop])
            for loop in glyph_loops(font_path, name, steps)
        ])
        if contours:
            glyphs.append(Engraving(contours))
        cursor += hmtx[name][0]
    return tuple(glyphs)
