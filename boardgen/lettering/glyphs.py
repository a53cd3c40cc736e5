"""Glyph outlines read from the shipped fonts with fontTools, each font and letter once.

Apart from ``text`` so that fontTools is imported only when a command sets text, not by
every command that merely lists the games (``text`` imports this module on first use).
"""

from __future__ import annotations

import functools
from pathlib import Path

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

from boardgen.geometry.vec import Point

NOTDEF = ".notdef"
"""Glyph 0's name, which numbering keeps: ``text`` draws it for a character the font lacks."""


@functools.lru_cache(maxsize=4)
def font_file(path: Path) -> TTFont:
    """The font, its tables read when first asked for. Its glyphs are named by number, so the
    ``post`` table, which names thousands of glyphs no label uses, is never read; glyph 0 keeps
    its name ``.notdef``, which text falls back to."""
    font = TTFont(str(path), lazy=True)
    font.setGlyphOrder([NOTDEF, *(f"glyph{index:05d}" for index in range(1, font["maxp"].numGlyphs))])
    return font


@functools.lru_cache(maxsize=4)
def metrics(path: Path) -> tuple[float, dict[str, str]]:
    """Cap height in font units and the character-to-glyph map."""
    font = font_file(path)
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
def glyph_loops(font_path: Path, name: str, steps: int) -> tuple[tuple[Point, ...], ...]:
    """A glyph's contours in font units, flattened once: labels repeat the same letters."""
    glyphs = font_file(font_path).getGlyphSet()
    pen = _FlatteningPen(glyphs, steps)
    glyphs[name].draw(pen)
    return tuple(tuple(loop) for loop in pen.loops)
