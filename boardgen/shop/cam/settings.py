"""The CNC router's whole-job settings beyond drilling: which operations run, the pocket and
profile bits, passes, holding tabs and the cutting direction. Declared once as options,
parsed into one frozen value, like ``drilling.DrillSettings``.

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

OPERATIONS = ("engrave", "holes", "pockets", "profile")
"""In the order a shop runs them: marks first while the stock is whole, parts freed last."""
DEFAULT_OPERATIONS = "holes,pockets,profile"
DIRECTIONS = ("climb", "conventional")
TOOL_CHANGES = ("files", "m6")
COMMON_BITS = (6.35, 6.0, 3.175, 3.0, 2.0, 1.5875, 1.0)
"""End mills a shop is likely to own (1/4 in, 6 mm, 1/8 in, 3 mm, 2 mm, 1/16 in, 1 mm), widest
first: the profile bit taken when none is given is the widest of these the corners allow."""

CAM_OPTIONS = (
    Option("cnc", "G-code: operations to run, comma-separated, each to a file of its own in shop order: "
           + ", ".join(OPERATIONS), DEFAULT_OPERATIONS),
    length_option("pocket-bit", "G-code: end mill that clears marble seats and other flat-bottomed recesses",
                  "0.25in", minimum=0.5, maximum=25.0),
    length_option("profile-bit", "G-code: end mill that cuts the outlines; empty takes 1/4 in, or the widest "
                  "common bit whose radius fits the tightest inside corner", "", minimum=0.5, maximum=25.0),
    length_option("flute-length", "G-code: cutting length of the profile and pocket bits' flutes; empty takes "
                  "4 times the bit's diameter, a common end mill's", "", minimum=0.5, maximum=200.0),
    length_option("step-down", "G-code: depth of each profile pass and each pocket level", "3mm",
                  minimum=0.1, maximum=50.0),
    Option("stepover", "G-code: pocket ring spacing, percent of the pocket bit", "40", "int", minimum=10, maximum=90),
    Option("tabs", "G-code: holding tabs per part, so parts stay in the sheet; empty sets them --tab-spacing apart, "
           "at least 3 a part", "", "int", minimum=0, maximum=64),
    length_option("tab-spacing", "G-code: path length per holding tab when --tabs is empty", "300mm",
                  minimum=20.0, maximum=5000.0),
    length_option("tab-width", "G-code: width of wood each holding tab leaves", "6mm", minimum=0.5, maximum=50.0),
    length_option("tab-height", "G-code: height of each holding tab above the stock's bottom", "2mm",
                  minimum=0.2, maximum=50.0),
    Option("direction", "G-code: climb or conventional milling for pockets and profiles", "climb", "choice",
           choices=DIRECTIONS),
    length_option("engrave-depth", "G-code: depth of engraved labels and marks", "0.5mm", minimum=0.05, maximum=5.0),
    length_option("engrave-bit", "G-code: tip width of the V-bit or engraving bit (for the header)", "0.5mm",
                  minimum=0.05, maximum=10.0),
    length_option("rapid", "G-code: the machine's rapid rate per minute, for the run-time estimate", "3000mm",
                  minimum=100.0, maximum=100000.0),
    Option("tool-change", "G-code: files (one program per tool, for GRBL and any machine without a tool "
           "changer) or m6 (one LinuxCNC program changing tools with M6)", "files", "choice", choices=TOOL_CHANGES),
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
    tool_change: str

    @staticmethod
    def from_values(values: Mapping[str, Any]) -> "CamSettings":
        fields = {o.name.replace("-", "_"): values[o.name] for o in CAM_OPTIONS if o.name != "cnc"}
        return CamSettings(operations=parse_operations(values["cnc"]), **fields)


def parse_operations(text: str) -> tuple[str, ...]:
    chosen = {part.strip().lower() for part in text.split(",") if part.strip()}
    if not chosen or chosen - set(OPERATIONS):
        raise ParameterError("--cnc", "a comma-separated list of " + ", ".join(OPERATIONS), text)
    return tuple(op for op in OPERATIONS if op in chosen)


def default_cam_settings() -> CamSettings:
    return CamSettings.from_values(parse_all(CAM_OPTIONS, {}))
