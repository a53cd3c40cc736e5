"""A PNG of a drawing made for reportlab's canvas, drawn with Pillow (which reportlab itself
needs), so a picture such as the paper board's needs no outside program like rsvg-convert.

``PixelCanvas`` takes the few canvas calls the paper board's drawing makes (colours, line width,
paths of lines, Bézier curves and rectangles, filled by the even-odd rule or stroked) and draws
them on a picture in the drawing's millimetres, y up. Curves are cut into short lines; the
picture is drawn at ``SUPERSAMPLE`` times its size and shrunk, which smooths the edges. The
same calls give the same pixels, so the PNG's bytes repeat.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence

import numpy as np
from PIL import Image, ImageDraw
from reportlab.pdfgen.pathobject import PDFPathObject

from boardgen.geometry.vec import Point

SUPERSAMPLE = 2
"""How many pixels a side each final pixel is drawn with before it is shrunk: smooth edges."""
CURVE_STEPS = 8
"""Lines a Bézier curve is cut into: a spot's quarter circle reads round at any texture size."""
RGB = tuple[float, float, float]
Bounds = tuple[float, float, float, float]


class PixelCanvas:
    """The subset of ``reportlab.pdfgen.canvas.Canvas`` the paper board draws with, on pixels.

    Mutable on purpose, as a canvas is: it holds the current colours and line width.
    """

    def __init__(self, bounds: Bounds, long_side: int, background: RGB = (1.0, 1.0, 1.0)) -> None:
        x0, y0, x1, y1 = bounds
        self._x0, self._y1 = x0, y1
        self.size = pixel_size(bounds, long_side)
        self._scale = SUPERSAMPLE * self.size[0] / (x1 - x0)
        big = (self.size[0] * SUPERSAMPLE, self.size[1] * SUPERSAMPLE)
        self._image = Image.new("RGB", big, _bytes(background))
        self._draw = ImageDraw.Draw(self._image)
        self._fill: RGB = (0.0, 0.0, 0.0)
        self._stroke: RGB = (0.0, 0.0, 0.0)
        self._width = 1.0

    def setLineCap(self, _cap: int) -> None:  # noqa: N802 (reportlab's name)
        """Lines end round here whatever the cap: their joints are drawn round."""

    def setLineJoin(self, _join: int) -> None:  # noqa: N802
        """Joints are always drawn round."""

    def beginPath(self) -> PDFPathObject:  # noqa: N802
        return PDFPathObject()

    def setFillColorRGB(self, r: float, g: float, b: float) -> None:  # noqa: N802
        self._fill = (r, g, b)

    def setStrokeColorRGB(self, r: float, g: float, b: float) -> None:  # noqa: N802
        self._stroke = (r, g, b)

    def setLineWidth(self, width: float) -> None:  # noqa: N802
        self._width = width

    def drawPath(self, path: PDFPathObject, stroke: int = 1, fill: int = 0, fillMode: int | None = None) -> None:  # noqa: N802,N803
        """Fill ``path`` by the even-odd rule (the paper board's only rule), then stroke it."""
        loops = [([self._pixel(p) for p in points], closed) for points, closed in subpaths(path.getCode())]
        if fill:
            self._fill_even_odd([(points, closed) for points, closed in loops if len(points) > 2])
        if stroke:
            width = max(1, round(self._width * self._scale))
            for points, closed in loops:
                line = [*points, points[0]] if closed else points
                self._draw.line(line, fill=_bytes(self._stroke), width=width, joint="curve")

    def png(self) -> bytes:
        """The picture at its final size, each pixel the mean of the ``SUPERSAMPLE`` square drawn
        for it, as PNG bytes (Pillow writes no date or other varying field)."""
        out = io.BytesIO()
        self._image.reduce(SUPERSAMPLE).save(out, "PNG", optimize=False)
        return out.getvalue()

    def _pixel(self, point: Point) -> tuple[float, float]:
        return (point[0] - self._x0) * self._scale, (self._y1 - point[1]) * self._scale

    def _fill_even_odd(self, loops: Sequence[tuple[list[tuple[float, float]], bool]]) -> None:
        """Each loop flips the pixels it covers, so a glyph's counter (the hole of an O) stays
        open; only the loops' box is worked on and painted, as most fills are small. The mask has
        two levels (Pillow's mode "1"), so the fill is copied where it is set, never blended."""
        width, height = self._image.size
        boxes = []
        for points, _closed in loops:
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            box = (max(0, math.floor(min(xs))), max(0, math.floor(min(ys))),
                   min(width, math.ceil(max(xs)) + 1), min(height, math.ceil(max(ys)) + 1))
            if box[2] > box[0] and box[3] > box[1]:
                boxes.append((points, box))
        if not boxes:
            return
        left, top = min(b[0] for _, b in boxes), min(b[1] for _, b in boxes)
        right, bottom = max(b[2] for _, b in boxes), max(b[3] for _, b in boxes)
        inside = np.zeros((bottom - top, right - left), dtype=bool)
        for points, (x0, y0, x1, y1) in boxes:
            piece = Image.new("1", (x1 - x0, y1 - y0), 0)
            ImageDraw.Draw(piece).polygon([(x - x0, y - y0) for x, y in points], fill=1)
            inside[y0 - top:y1 - top, x0 - left:x1 - left] ^= np.asarray(piece, dtype=bool)
        self._image.paste(_bytes(self._fill), (left, top, right, bottom), mask=Image.fromarray(inside))


def pixel_size(bounds: Bounds, long_side: int) -> tuple[int, int]:
    """The picture's width and height in pixels: its longer side ``long_side``, the other to scale."""
    x0, y0, x1, y1 = bounds
    width, height = x1 - x0, y1 - y0
    if width >= height:
        return long_side, max(1, round(long_side * height / width))
    return max(1, round(long_side * width / height)), long_side


def subpaths(code: str) -> list[tuple[list[Point], bool]]:
    """A PDF path's operators (``m``, ``l``, ``c``, ``re``, ``h``, ``n``) as polylines, each with
    whether it is closed; curves cut into ``CURVE_STEPS`` lines."""
    loops: list[tuple[list[Point], bool]] = []
    current: list[Point] = []
    numbers: list[float] = []

    def finish(closed: bool) -> None:
        nonlocal current
        if current:
            loops.append((current, closed))
        current = []

    for token in code.split():
        if token not in ("m", "l", "c", "re", "h", "n"):
            numbers.append(float(token))
            continue
        if token == "m":
            finish(False)
            current = [(numbers[0], numbers[1])]
        elif token == "l":
            current.append((numbers[0], numbers[1]))
        elif token == "c":
            current.extend(_bezier(current[-1], numbers))
        elif token == "re":
            finish(False)
            x, y, w, h = numbers
            loops.append(([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], True))
        elif token == "h":
            finish(True)
        numbers = []
    finish(False)
    return loops


def _bezier(start: Point, numbers: list[float]) -> list[Point]:
    x1, y1, x2, y2, x3, y3 = numbers
    out = []
    for k in range(1, CURVE_STEPS + 1):
        t = k / CURVE_STEPS
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
        out.append((a * start[0] + b * x1 + c * x2 + d * x3, a * start[1] + b * y1 + c * y2 + d * y3))
    return out


def _bytes(colour: RGB) -> tuple[int, int, int]:
    r, g, b = (max(0, min(255, round(c * 255))) for c in colour)
    return r, g, b
