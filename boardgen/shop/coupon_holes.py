"""The coupon's hole strip: holes stepping around a nominal size, each size engraved under its
hole. So a woodworker finds which hole holds their pegs on their own machine, bit and kerf,
before cutting a whole board. Lasers trace the line, so the hole that fits is rarely the
nominal one (../shared/reference/SHOP.md).

Its holes are fit-test holes (``drill.FIT_ROLE``). A CNC drills each as a board of that hole
size would be: with the table's drill at or below it, and the same point allowance and depth.
So what the builder tries is what the board gets. Where that drill is not the engraved size
(4.55 drilled with a 4.5 mm drill, 6.35 with a 1/4 in one), the drill is engraved under the
size. A laser-only coupon (no G-code asked for) keeps the sizes alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardgen.board import Engraving, Hole, Piece, manifest_points
from boardgen.errors import ParameterError
from boardgen.geometry.outline import Outline
from boardgen.geometry.vec import bounds
from boardgen.shop.cam.drill import FIT_ROLE
from boardgen.shop.coupon_options import MIN_HOLE
from boardgen.shop.coupon_part import CAP, UNDERLINE, CouponPart, decimals, underline
from boardgen.shop.drill_sizes import Drill
from boardgen.lettering.outline import text_outline, text_width

LABEL_GAP = 1.5
"""Space between the largest hole's edge and the labels' tops, mm."""
LABEL_ROOM = 2.0
"""Least space between two neighbouring labels, mm."""
DRILL_GAP = 1.2
"""Space between the bar's row and the drill names engraved under a size, mm."""
BORDER = 2.0
"""Strip border beyond --edge around the holes and labels, mm, so the edge check has room."""


def sizes(hole: float, step: float, count: int) -> tuple[float, ...]:
    """The hole diameters, smallest first, with ``hole`` in the middle."""
    below = (count - 1) // 2
    smallest = hole - below * step
    if smallest < MIN_HOLE:
        raise ParameterError("--step", f"at most {(hole - MIN_HOLE) / below:.3g} mm: {count} holes around "
                             f"{hole:g} mm would start at {smallest:.3g} mm", f"{step:g} mm")
    return tuple(round(smallest + k * step, 6) for k in range(count))


def size_labels(values: Mapping[str, Any]) -> list[str]:
    """The hole sizes as engraved, in as few decimals as write the nominal size and the step."""
    places = decimals(values["hole"], values["step"])
    return [f"{d:.{places}f}" for d in sizes(values["hole"], values["step"], values["count"])]


def hole_strip(values: Mapping[str, Any], drills: tuple[Drill | None, ...] = ()) -> CouponPart:
    """The strip from the coupon's options; ``drills`` names, hole by hole, a drill to engrave
    under the size (``coupon.cnc_drills``)."""
    diameters = sizes(values["hole"], values["step"], values["count"])
    if values["kerf"] >= diameters[0]:
        raise ParameterError("--kerf", f"must be smaller than the smallest hole ({diameters[0]:g} mm)",
                             f"{values['kerf']:g} mm")
    labels = size_labels(values)
    named = [d.mark if d else "" for d in drills] or [""] * len(labels)
    largest = diameters[-1]
    pitch = max(largest + values["web"], max(text_width(t, CAP) for t in (*labels, *named) if t) + LABEL_ROOM)
    baseline = -largest / 2 - LABEL_GAP - CAP
    nominal = (values["count"] - 1) // 2
    holes = tuple(Hole((k * pitch, 0.0), d, FIT_ROLE) for k, d in enumerate(diameters))
    engraving: list[Engraving] = []
    drill_line = baseline - sum(UNDERLINE) - DRILL_GAP - CAP
    for k, (label, drill) in enumerate(zip(labels, named)):
        engraving.extend(text_outline(label, CAP, (k * pitch, baseline)))
        if drill:
            engraving.extend(text_outline(drill, CAP, (k * pitch, drill_line)))
    engraving.append(underline(text_width(labels[nominal], CAP), nominal * pitch, baseline))
    x0, y0, x1, y1 = bounds([p for shape in engraving for p in shape.points]
                            + [(h.center[0] + s * h.diameter / 2, s * h.diameter / 2) for h in holes for s in (-1, 1)])
    grow = values["edge"] + BORDER
    outline = Outline.polygon([(x0 - grow, y0 - grow), (x1 + grow, y0 - grow), (x1 + grow, y1 + grow),
                               (x0 - grow, y1 + grow)], radius=1.0)
    step = values["step"]
    places = decimals(values["hole"], step)
    strip = CouponPart(
        (Piece("holes", outline, holes, tuple(engraving)),),
        {"nominal": round(values["hole"], 6), "step": round(step, 6),
         "holes": [{"diameter": d, "center": center} for d, center in zip(diameters, manifest_points(h.center for h in holes))]},
        (f"holes {labels[0]} to {labels[-1]} mm in {step:.{places}f} mm steps; the nominal {labels[nominal]} mm is "
         "underlined; cut with the --kerf you will cut the board with",
         *(["under a size, the drill a CNC drills it with, as it would a board's holes of that size"]
           if any(named) else [])),
    )
    return strip.moved(grow - x0, grow - y0)
