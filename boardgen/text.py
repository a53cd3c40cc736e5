"""Text as outlines: laser and CNC software often lack a board's font, so labels leave
boardgen as closed polylines taken from a font shipped in ``boardgen.fonts``, never as font text.
Each glyph's contours stay together as one shape, counters included, so a filling importer
cuts the holes of A, B, O... out of the letter instead of filling them.
"""

from __future__ import annotations

import functools
import math
from pathlib import Path

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

from boardgen.board import Engraving
from boardgen.geometry.vec import Point
from boardgen.resources import FONTS

LABEL_FONT = FONTS / "DejaVuSans-Bold.ttf"
BODY_FONT = FONTS / "DejaVuSans.ttf"


@functools.lru_cache(maxsize=4)
def _font(path: Path) -> TTFont:
    return TTFont(str(path), lazy=True)


@functools.lru_cache(maxsize=4)
def _metrics(path: Path) -> tuple[float, dict[str, str]]:
    """Cap height in font units and the character-to-glyph map."""
    font = _font(path)
    os2 = font["OS/2"]
    cap = getattr(os2, "sCapHeight", 0) or 0.7 * font["head"].unitsPerEm
    return float(cap), font.getBestCmap()


class _FlatteningPen(BasePen):
    """Collects glyph contours as polylines, splitting curves into short straight pieces."""

    def __init__(self, glyph_set, steps: int) -> None:
        super().__init__(glyph_set)
        self.steps = steps
        self.loops: list[list[Point]] = []
        self._current: list[Point] = []

    def _moveTo(self, pt: Point) -> None:
        self._current = [pt]

    def _lineTo(self, pt: Point) -> None:
        self._current.append(pt)

    def _qCurveToOne(self, pt1: Point, pt2: Point) -> None:
        p0 = self._current[-1]
        for k in range(1, self.steps + 1):
            t = k / self.steps
            u = 1 - t
            self._current.append(
                (u * u * p0[0] + 2 * u * t * pt1[0] + t * t * pt2[0], u * u * p0[1] + 2 * u * t * pt1[1] + t * t * pt2[1])
            )

    def _curveToOne(self, pt1: Point, pt2: Point, pt3: Point) -> None:
        p0 = self._current[-1]
        for k in range(1, self.steps + 1):
            t = k / self.steps
            u = 1 - t
            a, b, c, d = u**3, 3 * u * u * t, 3 * u * t * t, t**3
            self._current.append(
                (a * p0[0] + b * pt1[0] + c * pt2[0] + d * pt3[0], a * p0[1] + b * pt1[1] + c * pt2[1] + d * pt3[1])
            )

    def _closePath(self) -> None:
        if len(self._current) > 2:
            if self._current[0] == self._current[-1]:
                self._current.pop()
            self.loops.append(self._current)
        self._current = []

    _endPath = _closePath


@functools.lru_cache(maxsize=1024)
def _glyph_loops(font_path: Path, name: str, steps: int) -> tuple[tuple[Point, ...], ...]:
    """A glyph's contours in font units, flattened once: labels repeat the same letters."""
    glyphs = _font(font_path).getGlyphSet()
    pen = _FlatteningPen(glyphs, steps)
    glyphs[name].draw(pen)
    return tuple(tuple(loop) for loop in pen.loops)


def text_width(text: str, cap_height: float, font_path: Path = LABEL_FONT) -> float:
    """Advance width in mm of ``text`` set at a given cap height."""
    font = _font(font_path)
    cap, cmap = _metrics(font_path)
    hmtx = font["hmtx"]
    return sum(hmtx[cmap.get(ord(ch), ".notdef")][0] for ch in text) * cap_height / cap


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
    font = _font(font_path)
    cap, cmap = _metrics(font_path)
    hmtx = font["hmtx"]
    k = cap_height / cap
    steps = 3 if cap_height < 6 else 6
    cursor = -text_width(text, cap_height, font_path) / k / 2 if anchor == "middle" else 0.0
    c, s = math.cos(angle), math.sin(angle)
    glyphs: list[Engraving] = []
    for ch in text:
        name = cmap.get(ord(ch), ".notdef")
        contours = tuple(
            tuple(
                (
                    round(at[0] + ((x + cursor) * c - y * s) * k, 4),
                    round(at[1] + ((x + cursor) * s + y * c) * k, 4),
                )
                for x, y in loop
            )
            for loop in _glyph_loops(font_path, name, steps)
        )
        if contours:
            glyphs.append(Engraving(contours))
        cursor += hmtx[name][0]
    return tuple(glyphs)
