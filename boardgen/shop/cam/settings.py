"""The CNC router's whole-job settings beyond drilling: which operations run, the pocket and
profile bits, passes, holding tabs and the cutting direction. Declared once as options,
parsed into one frozen value, like ``drilling.DrillSettings``; beside them the machine's own
figures the run-time estimate reads (rapid rates, acceleration), where the bit parks at the
end, and the chip load the feeds and speeds give.

Starting values follow ../shared/reference/SHOP.md's hobby router in pine: a 1/4 in end mill
for pockets, a 1/4 in (or smaller, when inside corners ask for it) end mill for the profile,
3 mm a pass, four tabs a part.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from boardgen.errors import ParameterError
from boardgen.options import Option, length_option, parse_all
from boardgen.units import parse_length

OPERATIONS = ("engrave", "holes", "pockets", "profile")
"""In the order a shop runs them: marks first while the stock is whole, parts freed last."""
DEFAULT_OPERATIONS = "holes,pockets,profile"
DIRECTIONS = ("climb", "conventional")
TOOL_CHANGES = ("files", "m6")
PARK_ORIGIN, PARK_NONE = "origin", "none"
PARK_REACH = 10000.0
"""mm: no hobby or shop router travels farther; a larger park is a slip of the keyboard."""
WOOD_CHIP_LOAD = (0.05, 0.25)
"""mm a tooth that side-cutting wood wants (SHOP.md): less rubs and burns, more tears the wood
or breaks a small bit."""
COMMON_BITS = (6.35, 6.0, 3.175, 3.0, 2.0, 1.5875, 1.0)
"""End mills a shop is likely to own (1/4 in, 6 mm, 1/8 in, 3 mm, 2 mm, 1/16 in, 1 mm), widest
first: the profile bit taken when none is given is the widest of these the corners allow."""

CAM_OPTIONS = (
    Option("cnc", "G-code: operations to run, comma-separated, in shop order: " + ", ".join(OPERATIONS)
           + "; each bit's run of operations is one program", DEFAULT_OPERATIONS,
           label="CNC operations", section="CNC"),
    length_option("pocket-bit", "G-code: end mill that clears marble seats and other flat-bottomed recesses",
                  "0.25in", minimum=0.5, maximum=25.0, label="Pocket bit", section="CNC"),
    length_option("profile-bit", "G-code: end mill that cuts the outlines; empty takes 1/4 in, or the widest "
                  "common bit whose radius fits the tightest inside corner", "", minimum=0.5, maximum=25.0,
                  label="Profile bit", section="CNC"),
    length_option("flute-length", "G-code: cutting length of the profile and pocket bits' flutes; empty takes "
                  "4 times the bit's diameter, a common end mill's", "", minimum=0.5, maximum=200.0,
                  label="Flute length", section="CNC"),
    length_option("step-down", "G-code: depth of each profile pass and each pocket level", "3mm",
                  minimum=0.1, maximum=50.0, label="Step-down", section="CNC"),
    Option("stepover", "G-code: pocket ring spacing, percent of the pocket bit", "40", "int", minimum=10, maximum=90,
           label="Stepover (%)", section="CNC"),
    Option("tabs", "G-code: holding tabs per part, so parts stay in the sheet; empty sets them --tab-spacing apart, "
           "at least 3 a part", "", "int", minimum=0, maximum=64, label="Holding tabs", section="CNC"),
    length_option("tab-spacing", "G-code: path length per holding tab when --tabs is empty", "300mm",
                  minimum=20.0, maximum=5000.0, label="Tab spacing", section="CNC"),
    length_option("tab-width", "G-code: width of wood each holding tab leaves", "6mm", minimum=0.5, maximum=50.0,
                  label="Tab width", section="CNC"),
    length_option("tab-height", "G-code: height of each holding tab above the stock's bottom", "2mm",
                  minimum=0.2, maximum=50.0, label="Tab height", section="CNC"),
    Option("direction", "G-code: climb or conventional milling for pockets and profiles", "climb", "choice",
           choices=DIRECTIONS, label="Milling direction", section="CNC"),
    length_option("engrave-depth", "G-code, STL and 3MF: depth of engraved labels and marks", "0.5mm", minimum=0.05,
                  maximum=5.0, label="Engraving depth", section="CNC"),
    length_option("engrave-bit", "G-code: tip width of the V-bit or engraving bit (for the header); STL and 3MF: "
                  "width of a single-line font's grooves", "0.5mm",
                  minimum=0.05, maximum=10.0, label="Engraving bit", section="CNC"),
    length_option("rapid", "G-code: the machine's X and Y rapid rate per minute, for the run-time estimate",
                  "3000mm", minimum=100.0, maximum=100000.0, label="Rapid rate (XY)", section="CNC"),
    length_option("z-rapid", "G-code: the machine's Z rapid rate per minute, for the run-time estimate (often a "
                  "third of the X and Y rate)", "1000mm", minimum=10.0, maximum=100000.0,
                  label="Rapid rate (Z)", section="CNC"),
    Option("accel", "G-code: the machine's acceleration in mm/s^2, every axis, for the run-time estimate "
           "(GRBL's $120-$122)", "500", "int", minimum=10, maximum=100000, label="Acceleration (mm/s²)",
           section="CNC"),
    Option("flutes", "G-code: cutting edges of each bit, for the chip load per tooth the header prints",
           "2", "int", minimum=1, maximum=12, label="Flutes per bit", section="CNC"),
    Option("park", "G-code: where each program leaves the bit, at safe Z with the spindle stopped: origin "
           "(X0 Y0), none (over the last cut), or X,Y from X0 Y0 (e.g. 0,300mm)", PARK_ORIGIN,
           label="Park position", section="CNC"),
    Option("tool-change", "G-code: files (one program per tool, for GRBL and any machine without a tool "
           "changer) or m6 (one LinuxCNC program changing tools with M6)", "files", "choice", choices=TOOL_CHANGES,
           label="Tool change", section="CNC"),
)


@dataclass(frozen=True)
class CamSettings:
    operations: tuple[str, ...]
    """The chosen operations in shop order."""
    pocket_bit: float
    profile_bit: float | None
    """None takes the widest of ``COMMON_BITS`` the outlines allow."""
    flute_length: float | None
    """None: four diameters of each bit."""
    step_down: float
    stepover: int
    tabs: int | None
    """None sets them ``tab_spacing`` apart."""
    tab_spacing: float
    tab_width: float
    tab_height: float
    direction: str
    engrave_depth: float
    engrave_bit: float
    rapid: float
    """X and Y rapid rate, mm per minute."""
    z_rapid: float
    accel: int
    """mm/s^2, every axis."""
    flutes: int
    park: tuple[float, float] | None
    """Where each program leaves the bit (program coordinates, at safe Z), or None: over its last cut."""
    tool_change: str

    @staticmethod
    def from_values(values: Mapping[str, Any]) -> "CamSettings":
        parsed = {"cnc", "park"}
        fields = {o.name.replace("-", "_"): values[o.name] for o in CAM_OPTIONS if o.name not in parsed}
        return CamSettings(operations=parse_operations(values["cnc"]), park=parse_park(values["park"]), **fields)


def parse_operations(text: str) -> tuple[str, ...]:
    chosen = {part.strip().lower() for part in text.split(",") if part.strip()}
    if not chosen or chosen - set(OPERATIONS):
        raise ParameterError("--cnc", "a comma-separated list of " + ", ".join(OPERATIONS), text)
    return tuple(op for op in OPERATIONS if op in chosen)


def parse_park(text: str) -> tuple[float, float] | None:
    allowed = f"{PARK_ORIGIN} (X0 Y0), {PARK_NONE}, or X,Y: two lengths from X0 Y0 such as 0,300mm"
    word = text.strip().lower()
    if word in (PARK_ORIGIN, PARK_NONE):
        return (0.0, 0.0) if word == PARK_ORIGIN else None
    parts = word.split(",")
    if len(parts) != 2:
        raise ParameterError("--park", allowed, text)
    try:
        x, y = (parse_length(part.strip(), "--park") for part in parts)
    except ParameterError:
        raise ParameterError("--park", allowed, text) from None
    if max(abs(x), abs(y)) > PARK_REACH:
        raise ParameterError("--park", f"within {PARK_REACH:g} mm of X0 Y0 on each axis", text)
    return x, y


def chip_load(feed: float, spindle: int, flutes: int) -> float:
    """mm each cutting edge takes a turn: the feed spread over the edges passing in a minute."""
    return feed / (spindle * flutes)


def default_cam_settings() -> CamSettings:
    return CamSettings.from_values(parse_all(CAM_OPTIONS, {}))


def flutes_reach(bit: float, depth: float, cam: CamSettings, option: str, what: str) -> None:
    """Refuse an end mill whose flutes cannot reach ``depth``: its shank would rub and burn."""
    flutes = cam.flute_length if cam.flute_length is not None else 4 * bit
    if depth > flutes + 1e-9:
        given = "given as" if cam.flute_length is not None else "taken as 4 diameters,"
        raise ParameterError("--flute-length", f"at least {depth:g} mm to {what} with the {bit:g} mm end mill "
                             f"(its flutes are {given} {flutes:g} mm): give your bit's --flute-length, or a "
                             f"wider {option}", f"{flutes:g} mm")
