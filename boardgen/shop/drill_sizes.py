"""The twist drills a shop owns, so a program asks for a drill that exists rather than a
"4.9 mm" few shops have (../shared/reference/SHOP.md, "Drilling through").

Sources:

- fractional inch drills in 1/64 in steps from 1/64 to 1 in;
- the number (#80 to #1) and letter (A to Z) gauge drills with their decimal-inch diameters.
  These are tabulated in ASME B94.11M (Twist Drills) and reproduced in every drill chart
  (e.g. "Drill bit sizes", US number and letter gauge);
- metric jobber drills as sets are sold (ISO 235 / DIN 338 diameters): 0.1 mm steps from 0.5
  to 10 mm, then 0.5 mm steps to 20 mm.

Choosing a drill for a hole (``at_or_below``): the largest drill that is no wider than the
hole. A drill up to ``FITS`` over it counts as its size. A #12 is 4.8006 mm, and a twist
drill's own tolerance (h8 in ISO 286) is tens of microns, so it drills a 4.8 mm hole.
Drills within ``TIE`` of that largest one are the same size to a woodworker. Among them the
metric drill is taken first, then the fractional, letter and number ones (``SERIES``). That
is the order in which a woodworking shop is likely to own them.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

INCH = 25.4
FITS = 0.005
"""mm a drill may be wider than the hole and still be taken as its size."""
TIE = 0.005
"""mm within which two drills are the same size, and the series decides."""
SERIES = ("metric", "fractional", "letter", "number")
"""Preference among drills of the same size, most commonly owned first."""

NUMBER_INCHES = (
    0.2280, 0.2210, 0.2130, 0.2090, 0.2055, 0.2040, 0.2010, 0.1990, 0.1960, 0.1935,  # 1-10
    0.1910, 0.1890, 0.1850, 0.1820, 0.1800, 0.1770, 0.1730, 0.1695, 0.1660, 0.1610,  # 11-20
    0.1590, 0.1570, 0.1540, 0.1520, 0.1495, 0.1470, 0.1440, 0.1405, 0.1360, 0.1285,  # 21-30
    0.1200, 0.1160, 0.1130, 0.1110, 0.1100, 0.1065, 0.1040, 0.1015, 0.0995, 0.0980,  # 31-40
    0.0960, 0.0935, 0.0890, 0.0860, 0.0820, 0.0810, 0.0785, 0.0760, 0.0730, 0.0700,  # 41-50
    0.0670, 0.0635, 0.0595, 0.0550, 0.0520, 0.0465, 0.0430, 0.0420, 0.0410, 0.0400,  # 51-60
    0.0390, 0.0380, 0.0370, 0.0360, 0.0350, 0.0330, 0.0320, 0.0310, 0.0292, 0.0280,  # 61-70
    0.0260, 0.0250, 0.0240, 0.0225, 0.0210, 0.0200, 0.0180, 0.0160, 0.0145, 0.0135,  # 71-80
)
"""Number gauge drills #1 to #80, inches."""
LETTER_INCHES = (
    0.234, 0.238, 0.242, 0.246, 0.250, 0.257, 0.261, 0.266, 0.272, 0.277, 0.281, 0.290, 0.295,  # A-M
    0.302, 0.316, 0.323, 0.332, 0.339, 0.348, 0.358, 0.368, 0.377, 0.386, 0.397, 0.404, 0.413,  # N-Z
)
"""Letter gauge drills A to Z, inches."""


@dataclass(frozen=True)
class Drill:
    """One drill of the table."""

    series: str
    """One of ``SERIES``."""
    mark: str
    """What is stamped on its shank: ``4.8``, ``3/16``, ``F``, ``#12``."""
    diameter: float
    """mm."""

    @property
    def name(self) -> str:
        """How the header and summary name it: the size a shop asks for, with its millimetres
        when that is not the size itself (``4.8 mm``, ``3/16 in (4.763 mm)``, ``#12 (4.801 mm)``)."""
        if self.series == "metric":
            return f"{self.mark} mm"
        shown = f"{self.mark} in" if self.series == "fractional" else (
            f"letter {self.mark}" if self.series == "letter" else self.mark)
        return f"{shown} ({self.diameter:.3f} mm)"


def _fraction(sixty_fourths: int) -> str:
    """``12`` as ``3/16``, ``64`` as ``1``."""
    whole, part = divmod(sixty_fourths, 64)
    if not part:
        return str(whole)
    denominator = 64
    while part % 2 == 0:
        part, denominator = part // 2, denominator // 2
    return f"{part}/{denominator}"


@functools.cache
def drills() -> tuple[Drill, ...]:
    """Every drill of the table, smallest first (the same size in two series: preferred first)."""
    metric = [Drill("metric", f"{k / 10:g}", k / 10) for k in range(5, 101)]
    metric += [Drill("metric", f"{k / 2:g}", k / 2) for k in range(21, 41)]
    fractional = [Drill("fractional", _fraction(k), round(k * INCH / 64, 6)) for k in range(1, 65)]
    number = [Drill("number", f"#{k}", round(inches * INCH, 6)) for k, inches in enumerate(NUMBER_INCHES, 1)]
    letter = [Drill("letter", chr(ord("A") + k), round(inches * INCH, 6)) for k, inches in enumerate(LETTER_INCHES)]
    return tuple(sorted((*metric, *fractional, *number, *letter), key=lambda d: (d.diameter, SERIES.index(d.series))))


def at_or_below(hole: float) -> Drill | None:
    """The drill for a hole: the widest no wider than it (``FITS`` allowed over), the
    preferred series among those within ``TIE`` of that; None below the smallest drill."""
    fitting = [d for d in drills() if d.diameter <= hole + FITS]
    if not fitting:
        return None
    widest = fitting[-1].diameter
    return min((d for d in fitting if d.diameter >= widest - TIE), key=lambda d: SERIES.index(d.series))


def nearest(size: float) -> Drill:
    """The drill closest to ``size`` either way (for a ``--bit`` that is not one)."""
    return min(drills(), key=lambda d: (abs(d.diameter - size), SERIES.index(d.series)))


def is_drill(size: float) -> bool:
    """Whether a drill of the table has this size (to ``FITS``)."""
    return abs(nearest(size).diameter - size) <= FITS
