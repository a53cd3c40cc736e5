"""How labels are engraved: outlined from DejaVu (filled or traced) or as single-line strokes
(scored), chosen by ``--font``; games ask for a label and get its shapes and its manifest entry."""

from __future__ import annotations

import math
from dataclasses import dataclass

from boardgen.board import Engraved, Engraving, Label, Tag
from boardgen.errors import ParameterError
from boardgen.geometry.vec import Point
from boardgen.lettering.strokes import has_glyph as stroke_glyphs, stroke_width, text_strokes
from boardgen.lettering.outline import has_glyph as outline_glyphs, text_outline, text_width

OUTLINE = "outline"
SINGLE_LINE = "single-line"
FONTS = (OUTLINE, SINGLE_LINE)


@dataclass(frozen=True)
class Lettering:
    font: str = OUTLINE

    def __post_init__(self) -> None:
        if self.font not in FONTS:
            raise ParameterError("--font", "one of " + ", ".join(FONTS), self.font)

    def shapes(self, text: str, cap: float, at: Point, angle: float = 0.0,
               anchor: str = "middle") -> tuple[Engraving, ...]:
        """The text's glyphs with the baseline centred on (or starting at) ``at``."""
        if self.font == SINGLE_LINE:
            return text_strokes(text, cap, at, angle, anchor)
        return text_outline(text, cap, at, angle, anchor)

    def missing(self, text: str) -> str:
        """The characters of ``text`` this font has no glyph for (spaces it always has)."""
        drawn = stroke_glyphs if self.font == SINGLE_LINE else outline_glyphs
        return "".join(ch for ch in text if ch != " " and not drawn(ch))

    def width(self, text: str, cap: float) -> float:
        return stroke_width(text, cap) if self.font == SINGLE_LINE else text_width(text, cap)

    def label(self, text: str, cap: float, centre: Point, angle: float, *owner: Tag) -> Engraved:
        """``text`` centred on ``centre`` (the middle of its cap-height box), baseline at ``angle`` radians."""
        up = (-math.sin(angle), math.cos(angle))
        baseline = (centre[0] - up[0] * cap / 2, centre[1] - up[1] * cap / 2)
        label = Label(text, centre, cap, round(math.degrees(angle) % 360.0, 4), owner)
        return Engraved(self.shapes(text, cap, baseline, angle), (label,))
