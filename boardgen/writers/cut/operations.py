"""The machine operations a cut file separates: the layer name of each and its stroke colour.

Laser software (LightBurn, for one) makes one layer per stroke colour, so each operation gets
a colour of its own: a pure colour by default (``Operation.color``), any other on request
(``--colors``), as shops follow different conventions. CAM software reads the DXF
layer names instead. This module is the only place either is written down.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from boardgen.errors import ParameterError


@dataclass(frozen=True)
class Operation:
    layer: str
    description: str
    color: str
    """The stroke colour's name in ``COLOR_NAMES`` unless ``--colors`` gives another."""

    @property
    def key(self) -> str:
        """How ``--colors`` names the operation."""
        return self.layer.lower()


COLOR_NAMES = {
    "red": "#ff0000", "yellow": "#ffff00", "green": "#00ff00", "cyan": "#00ffff",
    "blue": "#0000ff", "magenta": "#ff00ff", "black": "#000000", "gray": "#808080",
}
"""Pure colours by name: laser software snaps a colour to its nearest palette layer, and these
land where expected. Listed in the order of their AutoCAD colour indices, 1 to 8."""

CUT = Operation("CUT", "outline cut through the stock", "red")
HOLES = Operation("HOLES", "holes: cut through, or drilled to seat depth for marbles", "blue")
ENGRAVE = Operation("ENGRAVE", "labels and marks to engrave or score", "black")
OPERATIONS = (CUT, HOLES, ENGRAVE)
BED = Operation("BED", "the bed's edge, to show where each part lies: a guide, never cut or run", "gray")
"""Not an operation the machine runs: a sheet file laid out on a bed draws the bed's edge on
this layer (turned off for output in DXF and LightBurn files; hide it in other laser software)."""
RUN_ORDER = (ENGRAVE, HOLES, CUT)
"""In the order a laser should run them: engrave, then holes, then free the part last."""

HAIRLINE = 0.01
"""Stroke width in mm: thin enough that lasers trace the line once, not both edges."""

DEFAULT_COLORS = ",".join(f"{op.key}={op.color}" for op in OPERATIONS)
"""``--colors`` as written when nothing is chosen."""
COLORS_HELP = (f"name=colour pairs for {', '.join(op.key for op in OPERATIONS)}, each colour #rrggbb or "
               + ", ".join(COLOR_NAMES))


def operation_pairs(text: str, flag: str, allowed: str) -> list[tuple[str, str]]:
    """``cut=red,engrave=#00ff00`` as (layer, value text) pairs; refused with ``allowed`` when a
    name is not an operation's or a value is missing."""
    by_key = {op.key: op for op in OPERATIONS}
    pairs = []
    for part in (p.strip() for p in text.split(",") if p.strip()):
        key, _, value = (s.strip() for s in part.partition("="))
        if key.lower() not in by_key or not value:
            raise ParameterError(flag, allowed, text)
        pairs.append((by_key[key.lower()].layer, value))
    return pairs


@dataclass(frozen=True)
class Palette:
    """The stroke colour, #rrggbb, of each operation that ``--colors`` gives one of its own;
    the others keep their default."""

    chosen: tuple[tuple[str, str], ...] = ()
    """(layer, #rrggbb) pairs."""

    def of(self, op: Operation) -> str:
        return dict(self.chosen).get(op.layer, COLOR_NAMES[op.color])

    @classmethod
    def parse(cls, text: str) -> Palette:
        """``cut=red,engrave=#00ff00``: the operations named get their colour, the rest keep the
        default; refused unless every operation ends with a colour of its own."""
        chosen: dict[str, str] = {}
        for layer, value in operation_pairs(text, "--colors", COLORS_HELP):
            color = COLOR_NAMES.get(value.lower(), value.lower())
            if not re.fullmatch(r"#[0-9a-f]{6}", color):
                raise ParameterError("--colors", COLORS_HELP, text)
            chosen[layer] = color
        palette = cls(tuple(sorted(chosen.items())))
        used = [palette.of(op) for op in (*OPERATIONS, BED)]
        if len(set(used)) < len(used):
            raise ParameterError("--colors", "a different colour for each operation, none "
                                 f"{BED.color} (the bed's edge): laser software makes one layer per colour", text)
        return palette
