"""CNC drilling settings for the G-code writer: declared once as options, parsed into one
frozen value.

Starting values follow ../shared/reference/SHOP.md: 3/4 in stock (the 1x6 pine of a real
Pegs and Jokers build), safe Z 5 mm, an R plane 2 mm above the stock. Feeds and spindle
speed are only starting points for a hobby router in wood; the header of every program
prints them so the operator sees what will run.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from boardgen.options import Option, length_option, parse_all

DIALECTS = ("grbl", "linuxcnc")
DRILL_ANGLES = (60, 180)
"""Point angles accepted, degrees: 60 (a countersink-sharp point) to 180 (a flat end mill)."""
R_PLANE = 2.0
"""Height above the stock (mm) where rapids stop and feeding starts: the canned cycles' R."""

GCODE_OPTIONS = (
    Option("gcode-dialect", "G-code: grbl (GRBL 1.1: pecks written out as G0/G1, no canned cycles) or "
           "linuxcnc (G83 peck cycles)", "grbl", "choice", choices=DIALECTS, label="G-code dialect", section="CNC"),
    length_option("bit", "G-code: bit diameter; empty takes the drill at or below the smallest through hole from "
                  "a table of real drills (metric, fractional inch, letter and number gauge). Holes wider than "
                  "the bit are bored with G3 helices (use an end mill), up to twice its size", "", minimum=0.1,
                  maximum=50.0, label="Drill bit", section="CNC"),
    length_option("stock", "G-code, STL and 3MF: stock thickness (a 3D model's plate); through holes are drilled "
                  "this deep plus --breakthrough, marble seats to their seat depth", "0.75in", minimum=1.0,
                  maximum=200.0, label="Stock thickness", section="CNC"),
    length_option("breakthrough", "G-code: how far a through hole goes past the bottom of the stock at full "
                  "width (the drill's point goes deeper still)", "0.5mm", minimum=0.0, maximum=10.0,
                  label="Breakthrough", section="CNC"),
    Option("drill-angle", "G-code: point angle of the drill in degrees (118 common twist drills, 135 split point, "
           "180 a flat end mill); a drilled hole goes deeper by the point's length", "118", "int",
           minimum=DRILL_ANGLES[0], maximum=DRILL_ANGLES[1], label="Drill point angle", section="CNC"),
    length_option("hole-depth", "G-code, STL and 3MF: full-width depth of the playing holes, drilled blind for tees and pegs "
                  "(the point goes deeper); empty drills them through. Dowel holes always go through", "",
                  minimum=0.1, maximum=200.0, label="Hole depth", section="CNC"),
    length_option("peck", "G-code: depth of each peck below the last (and per helix turn when boring)",
                  "5mm", minimum=0.1, maximum=100.0, label="Peck depth", section="CNC"),
    length_option("plunge", "G-code: plunge feed per minute", "300mm", minimum=10.0, maximum=20000.0,
                  label="Plunge feed", section="CNC"),
    length_option("feed", "G-code: cutting feed per minute (boring, pockets, profile, engraving)", "1500mm",
                  minimum=10.0, maximum=20000.0, label="Cutting feed", section="CNC"),
    length_option("safe-z", "G-code: height above the stock for moves between holes; clamps must be lower",
                  "5mm", minimum=R_PLANE + 1.0, maximum=100.0, label="Safe height", section="CNC"),
    Option("spindle", "G-code: spindle speed in rpm", "10000", "int", minimum=100, maximum=60000,
           label="Spindle speed (rpm)", section="CNC"),
)


@dataclass(frozen=True)
class DrillSettings:
    dialect: str
    bit: float | None
    """Bit diameter in mm; None takes the smallest hole of the board."""
    stock: float
    breakthrough: float
    peck: float
    plunge: float
    """Plunge feed, mm per minute."""
    feed: float
    """Cutting feed (boring, pockets, profile, engraving), mm per minute."""
    safe_z: float
    spindle: int
    drill_angle: int
    """Included angle of the drill's point, degrees; 180 is flat (an end mill)."""
    hole_depth: float | None
    """Full-width depth of the playing holes, mm; None drills them through."""

    @property
    def through(self) -> float:
        """Depth in mm of a cut that goes through: the stock and the breakthrough below it."""
        return round(self.stock + self.breakthrough, 4)

    @staticmethod
    def from_values(values: Mapping[str, Any]) -> "DrillSettings":
        """From parsed option values (each option has checked its own range); every option
        is the field of its name, less the ``gcode-`` prefix."""
        return DrillSettings(**{o.name.removeprefix("gcode-").replace("-", "_"): values[o.name] for o in GCODE_OPTIONS})


def default_drill_settings() -> DrillSettings:
    """The options' own defaults, so there is one place they are written down."""
    return DrillSettings.from_values(parse_all(GCODE_OPTIONS, {}))
