"""The fit-test coupon: one small sheet that dials in a whole board before it is cut. It holds
three tests, cut from the board's stock with the board's settings:

- the hole strip: which hole holds the pegs (``coupon_holes``);
- the kerf comb: what the beam or bit really removes (``coupon_kerf``);
- dovetail pairs at stepped joint clearances: which clearance joins the parts (``coupon_joints``).

It is built as a ``Board`` like any game's, so the same writers apply: SVG, DXF, G-code,
LightBurn, and the template and manifest if asked. So do the same kerf compensation, the same
cutter's spacing and dovetail and the same shop verifier. Its sheet is drawn the size of the stock it
needs, so the builder sees the scrap to put on the bed.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from boardgen.board import Board
from boardgen.layout.cutter import Cutter
from boardgen.options import parse_all
from boardgen.shop.cam.toolpath import Peck
from boardgen.shop.coupon_holes import hole_strip, size_labels
from boardgen.shop.coupon_joints import clearances, joint_pairs, labels
from boardgen.shop.coupon_kerf import kerf_comb
from boardgen.shop.coupon_options import COUPON_OPTIONS, GAME
from boardgen.shop.coupon_part import CouponPart
from boardgen.shop.drill_sizes import FITS, Drill, nearest
from boardgen.verify import require, shop_checks
from boardgen.writers.writer import OutputSettings



def make_coupon(raw: Mapping[str, str], drills: tuple[Drill | None, ...] = ()) -> Board:
    """Parse, build and verify a coupon, laid out for the cutter a board of the same options
    would be (``job.job_cutter``); refuse with one line per broken rule. ``drills`` names, hole
    by hole, a drill to engrave under the size (``cnc_drills``)."""
    from boardgen.job import job_cutter

    values = parse_all(COUPON_OPTIONS, raw)
    coupon = build(values, job_cutter(raw, max(joint_steps(values))), drills)
    require(shop_checks(coupon, values["web"], values["edge"], None))
    return coupon


def joint_steps(values: Mapping[str, Any]) -> tuple[float, ...]:
    """The clearances of the dovetail pairs, from the parsed options."""
    return clearances(values["joint-clearance"], values["joint-step"], values["joint-count"])


def build(values: Mapping[str, Any], cutter: Cutter, drills: tuple[Drill | None, ...] = ()) -> Board:
    steps = joint_steps(values)
    strip = hole_strip(values, drills)
    comb = kerf_comb(values["kerf"], cutter.inside_radius, values["edge"])
    pairs = joint_pairs(steps, values["joint-clearance"], cutter.dovetail(), cutter.gap)
    placed, sheet = shelves((strip, comb, *pairs), cutter.gap, cutter.border)
    strip, comb, *pairs = placed
    tab = cutter.dovetail()
    texts = labels(steps)
    nominal = texts[steps.index(values["joint-clearance"])]
    sizes = size_labels(values)
    return Board(
        game=GAME,
        stem=f"coupon-{sizes[0]}-{sizes[-1]}mm",
        title=f"Fit-test coupon: holes {sizes[0]} to {sizes[-1]} mm, kerf comb, dovetails at "
              f"{texts[0]} to {texts[-1]} mm",
        pieces=tuple(p for part in placed for p in part.pieces),
        kerf=values["kerf"],
        layout={"holes": strip.layout, "kerf": comb.layout,
                "joints": {"dovetail": {"neck": tab.neck, "head": tab.head, "depth": tab.depth, "radius": tab.radius},
                           "pairs": [pair.layout for pair in pairs]}},
        notes=(*strip.notes, *comb.notes,
               f"dovetail pairs at joint clearances {', '.join(texts)} mm ({nominal} underlined), shaped for "
               + (f"a router's {cutter.bit:g} mm bit" if cutter.is_router else "a laser")
               + ": press each pair together and cut the board with the --joint-clearance of the one that fits",
               f"cut from a {sheet[0]:g} x {sheet[1]:g} mm piece of the board's stock"),
        pieces_label="a fit test",
        sheet_size=sheet,
        joined=False,
    )


def shelves(parts: tuple[CouponPart, ...], gap: float, border: float) -> tuple[tuple[CouponPart, ...], tuple[float, float]]:
    """The parts in rows from the sheet's upper left, in order, ``gap`` apart and ``border`` off
    the edges; and the sheet's size in whole millimetres. The row length (that of a run of
    parts) is the one giving the squarest sheet, the smaller of two alike. So the coupon asks
    for a small scrap."""
    sizes = [part.size for part in parts]
    widths = [w for w, _ in sizes]
    lengths = {sum(widths[i:j]) + gap * (j - i - 1) for i in range(len(parts)) for j in range(i + 1, len(parts) + 1)}
    corners, sheet = min((_rows(sizes, length, gap, border) for length in lengths if length >= max(widths) - 1e-9),
                         key=lambda laid: (max(laid[1]), laid[1][0] * laid[1][1]))
    return tuple(part.moved(*corner) for part, corner in zip(parts, corners)), sheet


def _rows(sizes: list[tuple[float, float]], length: float, gap: float,
          border: float) -> tuple[list[tuple[float, float]], tuple[float, float]]:
    """Where each part's lower left goes in rows of at most ``length``, and the sheet they take.
    The rows run down from the top, their tops in line, so the parts read in order as a page
    does. The hole strip's sizes run left to right. Then the pairs' clearances run on in the
    same direction, row under row, smallest first."""
    places = []
    x = below = tallest = width = 0.0
    for w, h in sizes:
        if x and x + w > length + 1e-9:
            x, below, tallest = 0.0, below + tallest + gap, 0.0
        places.append((x, below + h))
        width, tallest = max(width, x + w), max(tallest, h)
        x += w + gap
    height = float(math.ceil(below + tallest + 2 * border))
    return ([(border + x, height - border - bottom) for x, bottom in places],
            (float(math.ceil(width + 2 * border)), height))


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
