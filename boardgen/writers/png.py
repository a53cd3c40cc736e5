"""A raster picture of the cut sheet, for people rather than machines.

Cut files keep 0.01 mm hairlines so a laser traces each line once; at screen size those
vanish. This writer takes the SVG writer's drawing and widens every stroke to a fixed number of
pixels. That is ``SCREEN_STYLE``, shared with the live preview page so both look the same. Then
librsvg's ``rsvg-convert`` rasterises it in memory (``boardgen.raster``). Without the tool the
format is refused with one line saying so.
"""

from __future__ import annotations

from boardgen.board import Board
from boardgen.raster import svg_to_png
from boardgen.writers.cut import svg
from boardgen.writers.cut.operations import ENGRAVE, HOLES
from boardgen.writers.writer import OutputSettings, Writer

LONG_SIDE_PX = 800
"""Pixels along the longer side: enough to count holes, small enough for a README."""

SCREEN_STYLE = (
    "path,circle{vector-effect:non-scaling-stroke;stroke-width:1.4px}"
    f"#{ENGRAVE.layer} path{{stroke-width:.7px}}"
    f"#{HOLES.layer} circle{{fill:#e6ebf7}}"
)
"""CSS that makes a cut file's hairlines visible at any zoom without touching the file:
strokes a fixed width on screen, lettering thinner so it stays legible, holes tinted."""


def render(board: Board, settings: OutputSettings) -> bytes:
    return picture(svg.render(board, settings))


def picture(drawing: bytes, long_side: int = LONG_SIDE_PX) -> bytes:
    """A cut file's SVG drawn ``long_side`` pixels on its longer side in the screen style (the
    README's pictures are drawn by this too, a little larger: ``tests/support/retake_pictures.py``)."""
    start_tag_end = drawing.index(b">", drawing.index(b"<svg")) + 1
    styled = drawing[:start_tag_end] + f"<style>{SCREEN_STYLE}</style>".encode() + drawing[start_tag_end:]
    width, height = board_size(drawing)
    scale = long_side / max(width, height)
    return svg_to_png(styled, round(width * scale), round(height * scale), "--format")


def board_size(drawing: bytes) -> tuple[float, float]:
    """Width and height in mm from the SVG's viewBox (the writer draws 1 user unit = 1 mm)."""
    start = drawing.index(b'viewBox="') + len(b'viewBox="')
    _, _, width, height = (float(part) for part in drawing[start:drawing.index(b'"', start)].split(b","))
    return width, height


WRITER = Writer("png", "png", render)
