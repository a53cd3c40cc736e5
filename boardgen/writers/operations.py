"""The machine operations a cut file separates, and the layer name and colour of each.

Laser software (LightBurn, for one) makes one layer per stroke colour, so each operation
gets a pure primary: red cut, blue holes, black engrave. CAM software reads the DXF
layer names instead. This table is the only place either is written down.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Operation:
    layer: str
    color: str
    """SVG colour, #rrggbb."""
    aci: int
    """AutoCAD colour index for the DXF layer."""
    description: str


CUT = Operation("CUT", "#ff0000", 1, "outline cut through the stock")
HOLES = Operation("HOLES", "#0000ff", 5, "holes: cut through, or drilled to seat depth for marbles")
ENGRAVE = Operation("ENGRAVE", "#000000", 7, "labels and marks to engrave or score")
OPERATIONS = (CUT, HOLES, ENGRAVE)
"""In the order a laser should run them: engrave, then holes, then free the part last."""
RUN_ORDER = (ENGRAVE, HOLES, CUT)

HAIRLINE = 0.01
"""Stroke width in mm: thin enough that lasers trace the line once, not both edges."""
