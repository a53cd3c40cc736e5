"""A coupon job from the options given to the files' board, shared by ``boardgen coupon`` and the
preview page. It lays the material preset under the options given. It picks the default formats
for its machine: a laser's cut files and LightBurn project. ``--machine router`` or a router
preset asks for the cut files and G-code instead, and a printer preset for a 3MF. With G-code
among them, the coupon is built again, named so (``-drill-labels``). A hole whose programs drill
it with a drill other than its size then has that drill engraved."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from boardgen.board import Board
from boardgen.layout.cutter import MACHINE
from boardgen.job import designed, job_cutter
from boardgen.output import BOOKLET, OUTPUT_OPTIONS, Output, named_output
from boardgen.shop import materials
from boardgen.shop.coupon_options import COUPON_OPTIONS, STEM_OPTIONS
from boardgen.units import format_mm

ROUTER_FORMATS = "svg,dxf,gcode"
"""The default for a router preset's ``--material`` or ``--machine router``: programs to drill and profile it."""
LASER_FORMATS = "svg,dxf,lbrn2"
"""The default with no router or printer asked for: most makers test a fit on a laser, and
G-code would lay the coupon out for a router (dovetails rounded for its bit)."""
FORMATS = LASER_FORMATS
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
    machine: str = "a laser"
    """What the coupon is laid out and written for, in words, for the summary's first line."""


def coupon_job(given: Mapping[str, str]) -> CouponJob:
    """The coupon of the options ``given`` (only those: a preset fills in the rest), under its
    design's stem, with how its files are written; refusals propagate."""
    chosen = materials.apply(given)
    default = DEFAULTS.get(chosen.machine or chosen.raw.get(MACHINE.name, ""), FORMATS)
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
    return CouponJob(board, output, chosen.note, _machine(output, routed != (), chosen.raw))


DEFAULTS = {"laser": LASER_FORMATS, "router": ROUTER_FORMATS, "printer": PRINTER_FORMATS}
"""The coupon's formats for the machine a preset is for, or ``--machine`` names."""


def _machine(output: Output, routed: bool, raw: Mapping[str, str]) -> str:
    """The machine the coupon's files are for, as the summary's first line says it."""
    if routed:
        return "a CNC router"
    if not any(f in output.formats for f in ("svg", "dxf", "lbrn2", "gcode", "png")):
        return "a 3D printer" if any(f in output.formats for f in ("stl", "3mf")) else "a laser"
    laser = raw.get(materials.LASER.name, materials.LASER.default)
    return f"a {materials.LASERS[laser]} laser" if raw.get(materials.MATERIAL.name) else "a laser"


def summary(board: Board, machine: str = "a laser") -> str:
    """The first line a coupon's run prints: what it is, and for which machine."""
    x0, y0, x1, y1 = board.frame()
    return f"{board.title} for {machine}: {len(board.pieces)} parts, {len(board.holes)} holes, on " \
           f"{format_mm(x1 - x0)} x {format_mm(y1 - y0)}"
