"""The shipped fonts' glyphs are named by number (``glyphs.font_file``) so that the ``post``
table of glyph names is never read; every outline and width must be the one the font's own
names give, composites (accented letters) and the missing-glyph fallback included."""

from __future__ import annotations

import pytest
from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.ttLib import TTFont

from boardgen.lettering.glyphs import NOTDEF, font_file
from boardgen.lettering.outline import BODY_FONT, LABEL_FONT

CHARACTERS = [chr(code) for code in (*range(0x20, 0x7F), *range(0xA0, 0x180), 0x2190, 0x2192, 0x2605, 0xE000)]
"""ASCII, Latin-1 and Latin Extended-A (many composites), arrows, a star, and a private-use
character the fonts lack."""


def drawn(font: TTFont, name: str) -> list[tuple[str, tuple]]:
    """The glyph's contours, a composite's components drawn in place (they are named too)."""
    glyphs = font.getGlyphSet()
    pen = DecomposingRecordingPen(glyphs)
    glyphs[name].draw(pen)
    return pen.value


@pytest.mark.parametrize("path", [LABEL_FONT, BODY_FONT], ids=lambda p: p.name)
def test_numbered_glyphs_draw_as_the_named_ones(path) -> None:
    numbered = font_file(path)
    named = TTFont(str(path), lazy=True)
    by_number, by_name = numbered.getBestCmap(), named.getBestCmap()
    assert not numbered.isLoaded("post")
    assert len(by_number) == len(by_name)
    for ch in CHARACTERS:
        ours, theirs = by_number.get(ord(ch), NOTDEF), by_name.get(ord(ch), ".notdef")
        assert drawn(numbered, ours) == drawn(named, theirs), ch
        assert numbered["hmtx"][ours] == named["hmtx"][theirs], ch
    assert NOTDEF == named.getGlyphOrder()[0]
