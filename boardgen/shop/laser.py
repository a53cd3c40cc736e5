"""Laser settings for the LightBurn project writer: declared once as options, parsed into one
frozen value.

Speed, power and passes are given per operation in the ``--colors`` style (``cut=12,holes=15``),
naming only those to change. The defaults are starting points for a 40 W CO2 laser in 3 mm
birch plywood; a material preset (``--material``) gives its own, and every program run is
only as good as a test cut on the stock in hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from boardgen.errors import ParameterError
from boardgen.options import Option
from boardgen.writers.cut.operations import ENGRAVE, OPERATIONS, Operation, operation_pairs

ENGRAVE_MODES = ("line", "fill")

LASER_OPTIONS = (
    Option("engrave-mode", "Laser: engrave labels as lines (trace the letters' outlines) or fill (scan them "
           "solid)", "fill", "choice", choices=ENGRAVE_MODES, label="Engrave mode", section="Laser"),
    Option("speed", "Laser: speed in mm/s per operation, as engrave=S,holes=S,cut=S; name only those to change",
           "engrave=300,holes=15,cut=15", label="Speed (mm/s)", section="Laser"),
    Option("power", "Laser: power in % of the tube's or diode's maximum per operation, as engrave=P,holes=P,cut=P",
           "engrave=20,holes=65,cut=65", label="Power (%)", section="Laser"),
    Option("passes", "Laser: passes per operation, as engrave=N,holes=N,cut=N", "engrave=1,holes=1,cut=1",
           label="Passes", section="Laser"),
)
PER_OPERATION = ("speed", "power", "passes")
"""Options given per operation: a preset's text and the user's are read in turn, the user's last."""


@dataclass(frozen=True)
class CutSetting:
    """How the laser runs one operation."""

    speed: float
    """mm/s"""
    power: float
    """% of maximum"""
    passes: int
    fill: bool
    """Scanned solid (a fill) rather than traced along the lines."""


@dataclass(frozen=True)
class LaserSettings:
    settings: tuple[tuple[str, CutSetting], ...]
    """(layer, setting) pairs for every operation."""

    def of(self, op: Operation) -> CutSetting:
        return dict(self.settings)[op.layer]

    @staticmethod
    def from_values(values: Mapping[str, Any]) -> "LaserSettings":
        option = {o.name: o for o in LASER_OPTIONS}
        speed = _per_operation(option["speed"], values, lambda v: 0.1 <= v <= 2000, float, "from 0.1 to 2000 mm/s")
        power = _per_operation(option["power"], values, lambda v: 0 < v <= 100, float, "above 0 and at most 100 %")
        passes = _per_operation(option["passes"], values, lambda v: 1 <= v <= 50, int, "a whole number from 1 to 50")
        fill = values["engrave-mode"] == "fill"
        return LaserSettings(tuple(
            (op.layer, CutSetting(speed[op.layer], power[op.layer], passes[op.layer], fill and op is ENGRAVE))
            for op in OPERATIONS))


def default_laser_settings() -> LaserSettings:
    return LaserSettings.from_values({o.name: o.default for o in LASER_OPTIONS})


def _per_operation(option: Option, values: Mapping[str, Any], valid: Callable[[Any], bool],
                   kind: Callable[[str], Any], allowed: str) -> dict[str, Any]:
    """Every operation's value: the option's default first, then the given text over it."""
    text = values[option.name]
    wanted = f"name=value pairs for {', '.join(op.key for op in OPERATIONS)}, each value {allowed}"
    merged: dict[str, Any] = {}
    for source in (option.default, text):
        for layer, raw in operation_pairs(source, option.flag, wanted):
            try:
                value = kind(raw)
            except ValueError:
                raise ParameterError(option.flag, wanted, text) from None
            if not valid(value):
                raise ParameterError(option.flag, wanted, text)
            merged[layer] = value
    return merged
