"""Game lengths of several rule sets drawn side by side, as an SVG (or a PNG through ``raster``).

Each rule set gets a box plot on one shared turns axis. Whiskers run from the 5th to the 95th
percentile and the box from the 25th to the 75th, with a line at the median. A dot marks the
mean, with its 95% confidence interval as a bar beside the box. Drawn with svgwrite, with fixed ids and no
dates, so the same report gives the same bytes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import svgwrite

from boardgen.errors import ParameterError
from boardgen.play.compare import Compared
from boardgen.raster import svg_to_png
from boardgen.writers.cut import svg

WIDTH_PER_SET = 150
MIN_WIDTH = 640
"""Room for the title and the legend even with two rule sets."""
HEIGHT = 420
LEFT, RIGHT, TOP, BOTTOM = 70, 20, 40, 70
BOX_HALF = 28
INK, BOX_FILL, MEAN = "#222222", "#cfe0f5", "#c0392b"
FONT = "DejaVu Sans, Arial, sans-serif"
PNG_SCALE = 2
"""Pixels per SVG unit in the PNG: sharp on a high-density screen and in a printed page."""
FORMATS = ("svg", "png")


def percentile(ordered: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile of sorted values: always a length that occurred."""
    rank = max(1, math.ceil(fraction * len(ordered)))
    return float(ordered[rank - 1])


def nice_step(span: float) -> float:
    """A round tick spacing giving about five ticks over ``span``."""
    raw = span / 5 if span > 0 else 1
    power = 10 ** math.floor(math.log10(raw))
    return next(step * power for step in (1, 2, 5, 10) if step * power >= raw)


def plot_width(sets: int) -> int:
    return max(MIN_WIDTH, LEFT + RIGHT + WIDTH_PER_SET * sets)


def draw(rows: Sequence[Compared], title: str) -> bytes:
    """The plot as an SVG file; rule sets without a finished game get an empty column saying so."""
    width = plot_width(len(rows))
    column = (width - LEFT - RIGHT) / max(1, len(rows))
    lengths = [length for row in rows for length in row.report.lengths]
    low, high = (min(lengths), max(lengths)) if lengths else (0, 1)
    step = nice_step(high - low)
    axis_low, axis_high = math.floor(low / step) * step, math.ceil(high / step) * step or step
    if axis_high == axis_low:
        axis_high += step

    def y(value: float) -> float:
        return TOP + (HEIGHT - TOP - BOTTOM) * (axis_high - value) / (axis_high - axis_low)

    dwg = svgwrite.Drawing(size=(width, HEIGHT), viewBox=f"0 0 {width} {HEIGHT}", profile="full", debug=False)
    dwg.add(dwg.rect((0, 0), (width, HEIGHT), fill="white"))
    text = {"font_family": FONT, "fill": INK}
    dwg.add(dwg.text(title, insert=(width / 2, 24), text_anchor="middle", font_size=14, **text))
    tick = axis_low
    while tick <= axis_high + 1e-9:
        dwg.add(dwg.line((LEFT, y(tick)), (width - RIGHT, y(tick)), stroke="#dddddd", stroke_width=1))
        dwg.add(dwg.text(f"{tick:g}", insert=(LEFT - 8, y(tick) + 4), text_anchor="end", font_size=11, **text))
        tick += step
    label_y = (TOP + HEIGHT - BOTTOM) / 2
    dwg.add(dwg.text("turns per game", insert=(18, label_y), text_anchor="middle", font_size=12,
                     transform=f"rotate(-90 18 {label_y})", **text))
    for index, row in enumerate(rows):
        centre = LEFT + column * (index + 0.5)
        dwg.add(dwg.text(row.name, insert=(centre, HEIGHT - BOTTOM + 22), text_anchor="middle", font_size=12, **text))
        ordered = sorted(row.report.lengths)
        caption = f"{len(ordered)} of {row.report.games} finished"
        dwg.add(dwg.text(caption, insert=(centre, HEIGHT - BOTTOM + 40), text_anchor="middle", font_size=10, **text))
        if ordered:
            _box(dwg, centre, [percentile(ordered, f) for f in (0.05, 0.25, 0.5, 0.75, 0.95)], y)
            interval = row.mean_interval()
            if interval is not None:
                mean, lower, upper = interval
                x = centre + BOX_HALF + 12
                dwg.add(dwg.line((x, y(lower)), (x, y(upper)), stroke=MEAN, stroke_width=2))
                dwg.add(dwg.circle((x, y(mean)), 3.5, fill=MEAN))
    dwg.add(dwg.text("box: quartiles, line: median, whiskers: 5th-95th percentile; red: mean and 95% CI",
                     insert=(width / 2, HEIGHT - 10), text_anchor="middle", font_size=10, **text))
    return svg.document(dwg)


def _box(dwg: svgwrite.Drawing, centre: float, marks: list[float], y) -> None:
    p5, p25, p50, p75, p95 = (y(value) for value in marks)
    line = {"stroke": INK, "stroke_width": 1.5}
    dwg.add(dwg.line((centre, p95), (centre, p75), **line))
    dwg.add(dwg.line((centre, p25), (centre, p5), **line))
    for end in (p5, p95):
        dwg.add(dwg.line((centre - BOX_HALF / 2, end), (centre + BOX_HALF / 2, end), **line))
    dwg.add(dwg.rect((centre - BOX_HALF, p75), (2 * BOX_HALF, max(p25 - p75, 1)), fill=BOX_FILL, **line))
    dwg.add(dwg.line((centre - BOX_HALF, p50), (centre + BOX_HALF, p50), stroke=INK, stroke_width=2.5))


def render(rows: Sequence[Compared], title: str, name: str) -> bytes:
    """The plot for a file called ``name``: SVG or PNG by its extension, refused otherwise."""
    kind = file_kind(name)
    return encoded(draw(rows, title), kind, plot_width(len(rows)))


def file_kind(name: str) -> str:
    """``svg`` or ``png`` from a plot's file name, refused in one line naming ``--plot`` otherwise."""
    kind = name.rsplit(".", 1)[-1].lower() if "." in name else ""
    if kind not in FORMATS:
        raise ParameterError("--plot", "a file name ending in .png or .svg", got=name)
    return kind


def encoded(drawing: bytes, kind: str, width: int, height: int = HEIGHT) -> bytes:
    """An SVG plot ``width`` by ``height`` units as the file kind asks: itself, or a PNG."""
    if kind == "svg":
        return drawing
    return svg_to_png(drawing, width * PNG_SCALE, height * PNG_SCALE, "--plot")
