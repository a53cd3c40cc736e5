"""What a 3D print of a board needs beyond the cut: whether the engraving is raised, and how
deep each hole goes. The depths are the router's (``--stock``, ``--hole-depth``, a seat's own
depth, ``--engrave-depth``), read from where the G-code reads them, so a printed board and a
routed one are the same board; a print has no drill point and no breakthrough.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from boardgen.board import Hole
from boardgen.errors import ParameterError
from boardgen.options import Option, length_option, parse_all
from boardgen.shop.cam.drill import Depths
from boardgen.shop.drilling import DrillSettings

MIN_FLOOR = 0.6
"""mm of plastic a print leaves under the deepest seat, blind hole or groove: three layers of
0.2 mm, the least a slicer closes into a solid floor."""

PRINT_OPTIONS = (
    length_option("emboss", "STL and 3MF: raise the labels and marks this high above the face; empty cuts them "
                  "--engrave-depth deep into it", "", minimum=0.1, maximum=10.0, label="Raised labels",
                  section="3D print"),
    Option("filaments", "3MF: one (each part one object) or seats (each part in several objects and colours: "
           "the plate, the engraving inlaid or raised, and a rim round each seat's holes in its --palette colour, "
           "for a printer with several filaments)", "one", "choice", choices=("one", "seats"), label="Filaments",
           section="3D print"),
)


@dataclass(frozen=True)
class PrintSettings:
    emboss: float | None
    """Height of raised engraving, mm; None cuts it in as grooves."""
    filaments: str = "one"
    """``seats``: the 3MF in colours, the plate, engraving and seats' rims objects of their own."""

    @staticmethod
    def from_values(values: Mapping[str, Any]) -> "PrintSettings":
        return PrintSettings(emboss=values["emboss"], filaments=values["filaments"])


def default_print_settings() -> PrintSettings:
    return PrintSettings.from_values(parse_all(PRINT_OPTIONS, {}))


def bore_depth(hole: Hole, drill: DrillSettings) -> float | None:
    """How deep a hole goes into the printed plate, or None for through: a seat to its own
    depth, a playing hole to ``--hole-depth`` when given, a dowel hole always through."""
    depth = hole.depth if hole.depth is not None else _depths(drill).full(hole.role)
    return None if depth == drill.through else depth


@functools.lru_cache(maxsize=4)
def _depths(drill: DrillSettings) -> Depths:
    """The router's depths with no drill point: once a job, not once a hole of hundreds."""
    return Depths(0.0, drill.through, drill.hole_depth)


def require_floor(holes: Sequence[Hole], engrave_depth: float | None, drill: DrillSettings,
                  cut: str = "engraving") -> None:
    """Refuse a ``--stock`` that leaves less than ``MIN_FLOOR`` under the deepest blind hole or
    groove (``engrave_depth``: None when nothing is cut into the face; ``cut``: what is cut that
    deep, the engraving or the seats' inlaid rims)."""
    cuts = [(depth, f"the {depth:g} mm deep {'seats' if hole.depth is not None else 'blind holes'}")
            for hole in holes if (depth := bore_depth(hole, drill)) is not None]
    if engrave_depth is not None:
        cuts.append((engrave_depth, f"the {engrave_depth:g} mm deep {cut}"))
    if not cuts:
        return
    deepest, what = max(cuts)
    if drill.stock < deepest + MIN_FLOOR - 1e-9:
        raise ParameterError("--stock", f"at least {deepest + MIN_FLOOR:g} mm for a 3D model, to leave a "
                             f"{MIN_FLOOR:g} mm floor under {what}", f"{drill.stock:g} mm")
