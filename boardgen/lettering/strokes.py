"""Single-line text: each glyph as open strokes, which a laser scores in one pass and a CNC
V-bit or engraving bit follows directly, instead of tracing both sides of an outline.

The strokes come from the Hershey "futural" font, read through the ``hershey-fonts`` package
(credits in ``fonts/LICENSE-Hershey.txt``). Hershey units put y down, the cap line at -12 and
the baseline at 9.
"""

from __future__ import annotations

import functools
import math

from boardgen.board import Engraving
from boardgen.geometry.vec import Point

FONT_NAME = "futural"
"""Futura-like single-stroke capitals and figures: plain enough to read at a few millimetres."""
CAP_LINE = -12
BASE_LINE = 9


@functools.lru_cache(maxsize=1)
def _glyphs() -> dict:
    from HersheyFonts import HersheyFonts  # it loads numpy: only when single-line text is set

    font = HersheyFonts()
    font.load_default_font(FONT_NAME)
    return font.all_glyphs


def _glyph(ch: str):
    glyphs = _glyphs()
    return glyphs.get(ch) or glyphs["?"]


def has_glyph(ch: str) -> bool:
    """Whether the font draws ``ch`` (any other is set as "?")."""
    return ch in _glyphs()


def stroke_width(text: str, cap_height: float) -> float:
    """Advance width in mm of ``text`` set at a given cap height."""
    return sum(_glyph(ch).char_width for ch in text) * cap_height / (BASE_LINE - CAP_LINE)


def text_strokes(text: str, cap_height: float, at: Point, angle: float = 0.0,
                 anchor: str = "middle") -> tuple[Engraving, ...]:
    """One open shape per glyph (mm) for ``text`` whose baseline is centred on (or starts at)
    ``at``; ``angle`` turns the baseline counter-clockwise, as for outlined text."""
    k = cap_height / (BASE_LINE - CAP_LINE)
    cursor = -stroke_width(text, cap_height) / 2 if anchor == "middle" else 0.0
    c, s = math.cos(angle), math.sin(angle)
    glyphs = []
    for ch in text:
        glyph = _glyph(ch)
        strokes = tuple(
            tuple(
                (round(at[0] + (cursor + (x - glyph.left_offset) * k) * c - (BASE_LINE - y) * k * s, 4),
                 round(at[1] + (cursor + (x - glyph.left_offset) * k) * s + (BASE_LINE - y) * k * c, 4))
                for x, y in stroke
            )
            for stroke in glyph.strokes
            if len(stroke) > 1
        )
        if strokes:
            glyphs.append(Engraving(strokes, closed=False))
        cursor += glyph.char_width * k
    return tuple(glyphs)
