"""``boardgen coupon``: the fit-test coupon, through the same options (a material preset and
its laser included), verifier, writers and job as ``boardgen board``; only the default formats
differ (the cut files and G-code; for a laser preset's material, the cut files and the
LightBurn project, so its coupon is laid out for the laser it names). With G-code among them, the coupon is built again with the
drill of each hole engraved where its programs drill it with a drill other than its size, and
named so (``-drill-labels``)."""

from __future__ import annotations

from dataclasses import replace

import typer

from boardgen.board import Board
from boardgen.cli.board_cmd import command_signature, given
from boardgen.cli.common import refusals, report, uncollected
from boardgen.shop.coupon_options import COUPON_OPTIONS, STEM_OPTIONS
from boardgen.job import OUTPUT_OPTIONS, Output, designed, job_cutter, named_output
from boardgen.shop.materials import MATERIAL_OPTIONS
from boardgen.units import format_mm

FORMATS = "svg,dxf,gcode"
LASER_FORMATS = "svg,dxf,lbrn2"
"""The default for a laser preset's ``--material``: G-code would lay the coupon out for a router."""
OPTIONS = (*COUPON_OPTIONS, *(replace(o, default=FORMATS) if o.name == "format" else o for o in OUTPUT_OPTIONS),
           *MATERIAL_OPTIONS)


def coupon(ctx: typer.Context, **kwargs: str) -> None:
    """Write a fit-test coupon: holes, a kerf comb and dovetail pairs to dial in a board.

    The holes step round a nominal size, the comb's outside and slots are of engraved sizes, the dovetail pairs step
    round --joint-clearance; cut it from the board's stock, with its --material, before cutting a board.
    """
    from boardgen.shop import materials

    with refusals(), uncollected():
        chosen = materials.apply(given(ctx, OPTIONS, kwargs))
        raw = {"format": LASER_FORMATS if chosen.machine == "laser" else FORMATS, **chosen.raw}
        output = Output.parse(raw)
        from boardgen.shop.coupon import cnc_drills, make_coupon  # shapely and numpy: loaded only to make one

        coupon = make_coupon(raw)
        labelled = "gcode" in output.formats and any(drills := cnc_drills(coupon, output.settings))
        if labelled:
            coupon = make_coupon(raw, drills)
        routed = ("router",) if job_cutter(raw, 0.0).is_router else ()
        board = designed(coupon, "boardgen coupon", OPTIONS, (*STEM_OPTIONS, *named_output(raw)), raw,
                         (*routed, *(("drill-labels",) if labelled else ())))
        written = output.write(board)
    report(_summary(board), board, written, (chosen.note,) if chosen.note else ())


def _summary(board: Board) -> str:
    x0, y0, x1, y1 = board.frame()
    return f"{board.title}: {len(board.pieces)} parts, {len(board.holes)} holes, on {format_mm(x1 - x0)} x " \
           f"{format_mm(y1 - y0)}"


coupon.__signature__ = command_signature(OPTIONS)  # type: ignore[attr-defined]


def register(app: typer.Typer) -> None:
    app.command("coupon")(coupon)
