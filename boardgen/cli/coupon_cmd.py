"""``boardgen coupon``: the fit-test strip, through the same options, verifier, writers and
job as ``boardgen board``; only the default formats differ (the cut files and G-code). With
G-code among them, the strip is built again with the drill of each hole engraved where its
programs drill it with a drill other than its size, and named so (``-drill-labels``)."""

from __future__ import annotations

import inspect
from dataclasses import replace

import typer

from boardgen.board import Board
from boardgen.cli.board_cmd import option_parameter
from boardgen.cli.common import refusals, report, uncollected
from boardgen.shop.coupon import COUPON_OPTIONS, STEM_OPTIONS, cnc_drills, make_coupon
from boardgen.job import OUTPUT_OPTIONS, STROKE, Output, designed
from boardgen.units import format_mm

FORMATS = "svg,dxf,gcode"
OPTIONS = (*COUPON_OPTIONS, *(replace(o, default=FORMATS) if o.name == "format" else o for o in OUTPUT_OPTIONS))


def coupon(**kwargs: str) -> None:
    """Write a fit-test coupon: a strip of holes to find the size that holds your pegs.

    The holes step round a nominal size, each size engraved under its hole; cut it from the board's stock before cutting a board.
    """
    raw = {o.name: kwargs[o.name.replace("-", "_")] for o in OPTIONS}
    with refusals(), uncollected():
        output = Output.parse(raw)
        coupon = make_coupon(raw)
        labelled = "gcode" in output.formats and any(drills := cnc_drills(coupon, output.settings))
        if labelled:
            coupon = make_coupon(raw, drills)
        board = designed(coupon, "boardgen coupon", OPTIONS, (*STEM_OPTIONS, STROKE), raw,
                         ("drill-labels",) if labelled else ())
        written = output.write(board)
    report(_summary(board), board, written)


def _summary(board: Board) -> str:
    x0, y0, x1, y1 = Board.extent(board.pieces)
    return f"{board.title}: {len(board.holes)} holes, {format_mm(x1 - x0)} x {format_mm(y1 - y0)}"


coupon.__signature__ = inspect.Signature([option_parameter(o) for o in OPTIONS])  # type: ignore[attr-defined]


def register(app: typer.Typer) -> None:
    app.command("coupon")(coupon)
