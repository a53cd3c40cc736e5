"""``balance --plot``: each rule set's side win shares with their 95% intervals against the fair
share, one column per rule set in the ranking's order, as an SVG (or a PNG).

A dot per side (team, or seat when everyone plays alone) with its Wilson interval as a bar and
a dashed line at the fair share: a bar that misses the line is an advantage the games show. The
frame, fonts and encoding are the length plot's (``plot.py``), so both read alike.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import svgwrite

from boardgen.play import plot
from boardgen.play.balance.fairness import Fairness
from boardgen.writers.cut import svg

LINE = 13
"""Room for each further line of a rule set's name: its variations are written one a line, as
a sweep's long names would run into each other on one."""
SIDE_COLOURS = ("#c0392b", "#2471a3", "#229954", "#b9770e", "#7d3c98", "#17a589", "#566573", "#a04000")


def height(rows: Sequence[Fairness]) -> int:
    return plot.HEIGHT + LINE * (max(len(row.name.split("+")) for row in rows) - 1)


def draw(rows: Sequence[Fairness], title: str) -> bytes:
    width, full = plot.plot_width(len(rows)), height(rows)
    bottom = plot.BOTTOM + full - plot.HEIGHT
    column = (width - plot.LEFT - plot.RIGHT) / max(1, len(rows))
    top = max(high for row in rows for share in row.teams for high in (share.interval[1], share.fair))
    step = plot.nice_step(top)
    axis_high = math.ceil(top / step) * step

    def y(value: float) -> float:
        return plot.TOP + (full - plot.TOP - bottom) * (axis_high - value) / axis_high

    dwg = svgwrite.Drawing(size=(width, full), viewBox=f"0 0 {width} {full}", profile="full",
                           debug=False)
    dwg.add(dwg.rect((0, 0), (width, full), fill="white"))
    text = {"font_family": plot.FONT, "fill": plot.INK}
    dwg.add(dwg.text(title, insert=(width / 2, 24), text_anchor="middle", font_size=14, **text))
    for tick in range(int(round(axis_high / step)) + 1):
        value = tick * step
        dwg.add(dwg.line((plot.LEFT, y(value)), (width - plot.RIGHT, y(value)), stroke="#dddddd", stroke_width=1))
        dwg.add(dwg.text(f"{value * 100:g}%", insert=(plot.LEFT - 8, y(value) + 4), text_anchor="end", font_size=11,
                         **text))
    label_y = (plot.TOP + full - bottom) / 2
    dwg.add(dwg.text("share of games won", insert=(18, label_y), text_anchor="middle", font_size=12,
                     transform=f"rotate(-90 18 {label_y})", **text))
    for index, row in enumerate(rows):
        centre = plot.LEFT + column * (index + 0.5)
        _column(dwg, row, centre, column, y)
        parts = row.name.split("+")
        for line, part in enumerate(parts):
            dwg.add(dwg.text(part + ("+" if line < len(parts) - 1 else ""),
                             insert=(centre, full - bottom + 22 + LINE * line), text_anchor="middle", font_size=12,
                             **text))
        caption = f"spread {row.spread * 100:.1f} pts"
        dwg.add(dwg.text(caption, insert=(centre, full - bottom + 40 + LINE * (len(parts) - 1)),
                         text_anchor="middle", font_size=10, **text))
    sides = ", ".join(share.label for share in rows[0].teams)
    dwg.add(dwg.text(f"left to right in each column: {sides}; bars: 95% CI; dashed: fair share",
                     insert=(width / 2, full - 10), text_anchor="middle", font_size=10, **text))
    return svg.document(dwg)


def _column(dwg: svgwrite.Drawing, row: Fairness, centre: float, column: float, y) -> None:
    """One rule set: the fair share dashed across the column, then each side's dot and bar."""
    span = min(column * 0.8, 24.0 * len(row.teams))
    left = centre - span / 2
    for fair in sorted({share.fair for share in row.teams}):
        dwg.add(dwg.line((left - 6, y(fair)), (left + span + 6, y(fair)), stroke=plot.INK, stroke_width=1,
                         stroke_dasharray="4,3"))
    gap = span / len(row.teams)
    for index, share in enumerate(row.teams):
        x = left + gap * (index + 0.5)
        colour = SIDE_COLOURS[index % len(SIDE_COLOURS)]
        low, high = share.interval
        dwg.add(dwg.line((x, y(low)), (x, y(high)), stroke=colour, stroke_width=2))
        dwg.add(dwg.circle((x, y(share.share)), 3.5, fill=colour))


def render(rows: Sequence[Fairness], title: str, name: str) -> bytes:
    """The plot for a file called ``name``: SVG or PNG by its extension, refused otherwise."""
    return plot.encoded(draw(rows, title), plot.file_kind(name), plot.plot_width(len(rows)), height(rows))
