"""The shipped DejaVu fonts as reportlab knows them: registered once a process under one pair of
names, for every PDF boardgen writes (boards, templates, paper boards, booklets and cards).
Reading a TrueType file costs a twentieth of a second, and a kit writes all of these."""

from __future__ import annotations

import functools

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from boardgen.lettering.outline import BODY_FONT, LABEL_FONT

REGULAR, BOLD = "BoardgenSans", "BoardgenSans-Bold"


@functools.lru_cache(maxsize=1)
def register_fonts() -> tuple[str, str]:
    """Register both fonts, embedded as TrueType subsets, with bold for a paragraph's ``<b>``."""
    pdfmetrics.registerFont(TTFont(REGULAR, str(BODY_FONT)))
    pdfmetrics.registerFont(TTFont(BOLD, str(LABEL_FONT)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)
    return REGULAR, BOLD
