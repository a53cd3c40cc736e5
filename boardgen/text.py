"""Text as outlines: laser and CNC software often lack a board's font, so labels leave
boardgen as closed polylines taken from a font shipped in ``fonts/``, never as font text.
"""

from __future__ import annotations

import math
from pathlib import Path

from boardgen.geometry.vec import Point

FONT_DIR = Path(__file__).resolve().parent.parent / "fonts"
LABEL_FONT = FONT_DIR / "DejaVuSans-Bold.ttf"
BODY_FONT = FONT_DIR / "DejaVuSans.ttf"

Loop = tuple[Point, ...]


def text_width(text: str, cap_height: float, font_path: Path = LABEL_FONT) -> float:
    """Advance width in mm of ``text`` set at a given cap height."""
    from boardgen.glyphs import font_file, metrics  # fontTools, loaded with the first text

    font = font_file(font_path)
    cap, cmap = metrics(font_path)
    hmtx = font["hmtx"]
    return sum(hmtx[cmap.get(ord(ch), ".notdef")][0] for ch in text) * cap_height / cap


def text_outline(
    text: str,
    cap_height: float,
    at: Point,
    angle: float = 0.0,
    anchor: str = "middle",
    font_path: Path = LABEL_FONT,
) -> tuple[Loop, ...]:
    """Closed loops (mm) for ``text`` whose baseline is centred on (or starts at) ``at``.

    ``angle`` turns the baseline counter-clockwise; ``anchor`` is 'start' or 'middle'.
    """
    from boardgen.glyphs import font_file, glyph_loops, metrics  # fontTools, loaded with the first text

    font = font_file(font_path)
    cap, cmap = metrics(font_path)
    hmtx = font["hmtx"]
    k = cap_height / cap
    steps = 3 if cap_height < 6 else 6
    cursor = -text_width(text, cap_height, font_path) / k / 2 if anchor == "middle" else 0.0
    c, s = math.cos(angle), math.sin(angle)
    loops: list[Loop] = []
    for ch in text:
        name = cmap.get(ord(ch), ".notdef")
        for loop in glyph_loops(font_path, name, steps):
            loops.append(
                tuple(
                    (
                        round(at[0] + ((x + cursor) * c - y * s) * k, 4),
                        round(at[1] + ((x + cursor) * s + y * c) * k, 4),
                    )
                    for x, y in loop
                )
            )
        cursor += hmtx[name][0]
    return tuple(loops)
