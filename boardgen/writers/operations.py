"""The machine operations a cut file separates: the layer name of each and its stroke colour.

Laser software (LightBurn, for one) makes one layer per stroke colour, so each operation gets
a colour of its own: pure primaries by default (red cut, blue holes, black engrave), any other
on request (``--colors``), as shops follow different conventions. CAM software reads the DXF
layer names instead. This module is the only place either is written down.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields

from boardgen.errors import ParameterError


@dataclass(frozen=True)
class Operation:
    layer: str
    description: str


CUT = Operation("CUT", "outline cut through the stock")
HOLES = Operation("HOLES", "holes: cut through, or drilled to seat depth for marbles")
ENGRAVE = Operation("ENGRAVE", "labels and marks to engrave or score")
OPERATIONS = (CUT, HOLES, ENGRAVE)
RUN_ORDER = (ENGRAVE, HOLES, CUT)
"""In the order a laser should run them: engrave, then holes, then free the part last."""

HAIRLINE = 0.01
"""Stroke width in mm: thin enough that lasers trace the line once, not both edges."""

COLOR_NAMES = {
    "red": "#ff0000", "yellow": "#ffff00", "green": "#00ff00", "cyan": "#00ffff",
    "blue": "#0000ff", "magenta": "#ff00ff", "black": "#000000",
}
"""Pure colours by name: laser software snaps a colour to its nearest palette layer, and these
land where expected. Listed in the order of their AutoCAD colour indices, 1 to 7."""

COLORS_HELP = "name=colour pairs for cut, holes and engrave, each colour #rrggbb or " + ", ".join(COLOR_NAMES)


@dataclass(frozen=True)
class Palette:
    """The stroke colour of each operation, as #rrggbb."""

    cut: str = COLOR_NAMES["red"]
    holes: str = COLOR_NAMES["blue"]
    engrave: str = COLOR_NAMES["black"]

    def of(self, op: Operation) -> str:
        return getattr(self, op.layer.lower())

    @classmethod
    def parse(cls, text: str) -> Palette:
        """``cut=red,engrave=#00ff00``: the operations named get their colour, the rest keep the
        default; refused unless every operation ends with a colour of its own."""
        chosen: dict[str, str] = {}
        for part in (p.strip() for p in text.split(",") if p.strip()):
            name, _, value = (s.strip().lower() for s in part.partition("="))
            color = COLOR_NAMES.get(value, value)
            if name not in {f.name for f in fields(cls)} or not re.fullmatch(r"#[0-9a-f]{6}", color):
                raise ParameterError("--colors", COLORS_HELP, text)
            chosen[name] = color
        palette = cls(**chosen)
        used = [palette.of(op) for op in OPERATIONS]
        if len(set(used)) < len(used):
            raise ParameterError("--colors", "a different colour for each operation: laser software makes one "
                                 "layer per colour", text)
        return palette
