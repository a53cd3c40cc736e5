"""A coupon job from the options given to the files' board, shared by ``boardgen coupon`` and the
preview page: the material preset under the options given, the default formats for its machine
(the cut files and G-code; for a laser preset's material the cut files and the LightBurn
project, so its coupon is laid out for the laser it names), and with G-code among them the
coupon built again with the drill of each hole engraved where its programs drill it with a
drill other than its size, and named so (``-drill-labels``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from boardgen.board import Board
from boardgen.job import BOOKLET, OUTPUT_OPTIONS, Output, designed, job_cutter, named_output
from boardgen.shop import materials
from boardgen.shop.coupon_options import COUPON_OPTIONS, STEM_OPTIONS
from boardgen.units import format_mm

FORMATS = "svg,dxf,gcode"
LASER_FORMATS = "svg,dxf,lbrn2"
"""The default for a laser preset's ``--material``: G-code would lay the coupon out for a router."""
PRINTER_FORMATS = "3mf"
"""The default for a 3D-printing preset's: the coupon to print, its fit tested as a cut one's."""
OPTIONS = (*COUPON_OPTIONS, *(replace(o, default=FORMATS) if o.name == "format" else o for o in OUTPUT_OPTIONS
                              if o is not BOOKLET), *materials.MATERIAL_OPTIONS)
"""A coupon is no game: it has no rule booklet."""


@dataclass(frozen=True)
class CouponJob:
    board: Board
    output: Output
    note: str | None
    """The material preset's line for the summary, if one was chosen."""


def coupon_job(given: Mapping[str, str]) -> CouponJob:
    """The coupon of the options ``given`` (only those: a preset fills in the rest), under its
    design's stem, with how its files are written; refusals propagate."""
    chosen = materials.apply(given)
    default = {"laser": LASER_FORMATS, "printer": PRINTER_FORMATS}.get(chosen.machine or "", FORMATS)
    raw = {"format": default, **chosen.raw}
    output = Output.parse(raw)
    from boardgen.shop.coupon import cnc_drills, make_coupon  # shapely and numpy: loaded only to make one

    coupon = make_coupon(raw)
    labelled = "gcode" in output.formats and any(drills := cnc_drills(coupon, output.settings))
    if labelled:
        coupon = make_coupon(raw, drills)
    routed = ("router",) if job_cutter(raw, 0.0).is_router else ()
    board = designed(coupon, "boardgen coupon", OPTIONS, (*STEM_OPTIONS, *named_output(raw)), raw,
                     (*routed, *(("drill-labels",) if labelled else ())))
    return CouponJob(board, output, chosen.note)


def summary(board: Board) -> str:
    x0, y0, x1, y1 = board.frame()
    return f"{board.title}: {len(board.pieces)} parts, {len(board.holes)} holes, on {format_mm(x1 - x0)} x " \
           f"{format_mm(y1 - y0)}"
