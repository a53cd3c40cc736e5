"""The fit-test coupon: a strip of holes stepping around a nominal size, each size engraved
under its hole, so a woodworker finds which hole holds their pegs on their own machine, bit
and kerf before cutting a whole board (../shared/reference/SHOP.md: lasers trace the line, so
the hole that fits is rarely the nominal one).

It is built as a ``Board`` like any game's, so the same writers (SVG, DXF, G-code, and the
template and manifest if asked), the same kerf compensation and the same shop verifier apply.
The G-code drills the smallest hole with the bit and bores the others to size, so a CNC
coupon tests the machine's boring accuracy as a laser coupon tests its kerf.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardgen.board import Board, Engraving, Hole, Piece
from boardgen.errors import ParameterError
from boardgen.geometry.outline import Outline
from boardgen.geometry.vec import bounds
from boardgen.options import Option, length_option, parse_all
from boardgen.shop.settings import shop_options
from boardgen.text import text_outline, text_width
from boardgen.verify import require, shop_checks

GAME = "coupon"
CAP = 2.5
"""Cap height of the size labels, mm: legible engraved, and narrower than the holes' pitch."""
LABEL_GAP = 1.5
"""Space between the largest hole's edge and the labels' tops, mm."""
LABEL_ROOM = 2.0
"""Least space between two neighbouring labels, mm."""
UNDERLINE = (0.8, 0.5)
"""Gap below the nominal size's label and the height of the bar engraved there, mm."""
BORDER = 2.0
"""Strip border beyond --edge around the holes and labels, mm, so the edge check has room."""
MIN_HOLE = 0.5

COUPON_OPTIONS = (
    length_option("hole", "Nominal hole diameter, in the middle of the strip", "4.8mm", minimum=MIN_HOLE,
                  maximum=50.0),
    length_option("step", "Size difference between neighbouring holes", "0.1mm", minimum=0.01, maximum=5.0),
    Option("count", "Number of holes (the nominal one in the middle; one more above it when even)", "7", "int",
           minimum=2, maximum=25),
    *(o for o in shop_options() if o.name in ("kerf", "web", "edge")),
)
STEM_OPTIONS = tuple(o for o in COUPON_OPTIONS if o.name not in ("hole", "count"))
"""The options a coupon's file names add when they differ from the default: the stem's size
range (``coupon-4.5-5.1mm``) with the step tells the hole and the count."""


def make_coupon(raw: Mapping[str, str]) -> Board:
    """Parse, build and verify a coupon; refuse with one line per broken rule."""
    values = parse_all(COUPON_OPTIONS, raw)
    coupon = build(values)
    require(shop_checks(coupon, values["web"], values["edge"], None))
    return coupon


def sizes(hole: float, step: float, count: int) -> tuple[float, ...]:
    """The hole diameters, smallest first, with ``hole`` in the middle."""
    below = (count - 1) // 2
    smallest = hole - below * step
    if smallest < MIN_HOLE:
        raise ParameterError("--step", f"at most {(hole - MIN_HOLE) / below:.3g} mm: {count} holes around "
                             f"{hole:g} mm would start at {smallest:.3g} mm", f"{step:g} mm")
    return tuple(round(smallest + k * step, 6) for k in range(count))


def build(values: Mapping[str, Any]) -> Board:
    diameters = sizes(values["hole"], values["step"], values["count"])
    if values["kerf"] >= diameters[0]:
        raise ParameterError("--kerf", f"must be smaller than the smallest hole ({diameters[0]:g} mm)",
                             f"{values['kerf']:g} mm")
    places = _decimals(values["hole"], values["step"])
    labels = [f"{d:.{places}f}" for d in diameters]
    largest = diameters[-1]
    pitch = max(largest + values["web"], max(text_width(t, CAP) for t in labels) + LABEL_ROOM)
    baseline = -largest / 2 - LABEL_GAP - CAP
    nominal = (values["count"] - 1) // 2
    holes = tuple(Hole((k * pitch, 0.0), d, "fit") for k, d in enumerate(diameters))
    engraving: list[Engraving] = []
    for k, label in enumerate(labels):
        engraving.extend(text_outline(label, CAP, (k * pitch, baseline)))
    half = text_width(labels[nominal], CAP) / 2
    top, height = baseline - UNDERLINE[0], UNDERLINE[1]
    x = nominal * pitch
    engraving.append(Engraving((((x - half, top - height), (x + half, top - height), (x + half, top), (x - half, top)),)))
    x0, y0, x1, y1 = bounds([p for shape in engraving for p in shape.points]
                            + [(h.center[0] + s * h.diameter / 2, s * h.diameter / 2) for h in holes for s in (-1, 1)])
    grow = values["edge"] + BORDER
    outline = Outline.polygon([(x0 - grow, y0 - grow), (x1 + grow, y0 - grow), (x1 + grow, y1 + grow),
                               (x0 - grow, y1 + grow)], radius=1.0)
    step = values["step"]
    return Board(
        game=GAME,
        stem=f"coupon-{labels[0]}-{labels[-1]}mm",
        title=f"Fit-test coupon, {labels[0]} to {labels[-1]} mm in {step:.{places}f} mm steps",
        pieces=(Piece("coupon", outline, holes, tuple(engraving)),),
        kerf=values["kerf"],
        layout={"nominal": round(values["hole"], 6), "step": round(step, 6),
                "holes": [{"diameter": d, "center": [round(h.center[0], 4), 0.0]} for d, h in zip(diameters, holes)]},
        notes=(f"the nominal {labels[nominal]} mm is underlined; cut with the --kerf you will cut the board with",),
        pieces_label="a fit test",
    )


def _decimals(*values: float) -> int:
    """Fewest decimals (1 to 3) that write every size exactly, e.g. 1 for 0.1 mm steps."""
    return next((p for p in (1, 2) if all(abs(round(v, p) - v) < 1e-9 for v in values)), 3)
