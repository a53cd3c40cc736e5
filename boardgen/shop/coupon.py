"""The fit-test coupon: a strip of holes stepping around a nominal size, each size engraved
under its hole, so a woodworker finds which hole holds their pegs on their own machine, bit
and kerf before cutting a whole board (../shared/reference/SHOP.md: lasers trace the line, so
the hole that fits is rarely the nominal one).

It is built as a ``Board`` like any game's, so the same writers (SVG, DXF, G-code, and the
template and manifest if asked), the same kerf compensation and the same shop verifier apply.
Its holes are fit-test holes (``drill.FIT_ROLE``): a CNC drills each as a board of that hole
size would be, with the table's drill at or below it, the same point allowance and depth, so
what the builder tries is what the board gets. Where that drill is not the engraved size
(4.55 drilled with a 4.5 mm drill, 6.35 with a 1/4 in one), the drill is engraved under the
size; a laser-only coupon (no G-code asked for) keeps the sizes alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardgen.board import Board, Engraving, Hole, Piece
from boardgen.errors import ParameterError
from boardgen.geometry.outline import Outline
from boardgen.geometry.vec import bounds
from boardgen.options import Option, length_option, parse_all
from boardgen.shop.cam.drill import FIT_ROLE
from boardgen.shop.cam.toolpath import Peck
from boardgen.shop.drill_sizes import FITS, Drill, nearest
from boardgen.shop.settings import shop_options
from boardgen.writers.writer import OutputSettings
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
DRILL_GAP = 1.2
"""Space between the bar's row and the drill names engraved under a size, mm."""
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


def make_coupon(raw: Mapping[str, str], drills: tuple[Drill | None, ...] = ()) -> Board:
    """Parse, build and verify a coupon; refuse with one line per broken rule. ``drills``
    names, hole by hole, a drill to engrave under the size (``cnc_drills``)."""
    values = parse_all(COUPON_OPTIONS, raw)
    coupon = build(values, drills)
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


def cnc_drills(coupon: Board, settings: OutputSettings) -> tuple[Drill | None, ...]:
    """Hole by hole, the drill the coupon's CNC programs drill it with, where that is not the
    engraved size (a metric drill of the hole's size); None where it is, or where the hole is
    bored to size. Read from the planned programs themselves, so the engraving says what runs."""
    from boardgen.shop.cam.plan import plan  # shapely (the profile's), loaded only when G-code is asked for

    p = plan(coupon, settings.gcode, settings.cam, settings.origin)
    drilled = {(step.x, step.y): job.tool for program in p.programs for job in program.jobs
               if job.operation == "drill" for step in job.steps if isinstance(step, Peck)}
    found: list[Drill | None] = []
    for h in coupon.holes:
        tool = drilled.get((round(h.center[0] - p.origin[0], 4), round(h.center[1] - p.origin[1], 4)))
        drill = nearest(tool) if tool is not None else None
        same = drill is None or (drill.series == "metric" and abs(drill.diameter - h.diameter) <= FITS)
        found.append(None if same else drill)
    return tuple(found)


def build(values: Mapping[str, Any], drills: tuple[Drill | None, ...] = ()) -> Board:
    diameters = sizes(values["hole"], values["step"], values["count"])
    if values["kerf"] >= diameters[0]:
        raise ParameterError("--kerf", f"must be smaller than the smallest hole ({diameters[0]:g} mm)",
                             f"{values['kerf']:g} mm")
    places = _decimals(values["hole"], values["step"])
    labels = [f"{d:.{places}f}" for d in diameters]
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
        notes=(f"the nominal {labels[nominal]} mm is underlined; cut with the --kerf you will cut the board with",
               *(["under a size, the drill a CNC drills it with, as it would a board's holes of that size"]
                 if any(named) else [])),
        pieces_label="a fit test",
    )


def _decimals(*values: float) -> int:
    """Fewest decimals (1 to 3) that write every size exactly, e.g. 1 for 0.1 mm steps."""
    return next((p for p in (1, 2) if all(abs(round(v, p) - v) < 1e-9 for v in values)), 3)
