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

FLOOR_LAYERS = 3
"""Layers of plastic a print leaves under the deepest seat, blind hole or groove: the least a
slicer closes into a solid floor (0.6 mm at the default 0.2 mm layer)."""
RIM_LINES = 4
"""Nozzle lines across a seat's rim in a colour 3MF (1.6 mm on a 0.4 mm nozzle): a ring that
reads across a table and prints as whole lines."""

PRINT_OPTIONS = (
    length_option("emboss", "STL and 3MF: raise the labels and marks this high above the face; empty cuts them "
                  "--engrave-depth deep into it", "", minimum=0.1, maximum=10.0, label="Raised labels",
                  section="3D print"),
    Option("filaments", "3MF: one (each part one object) or seats (each part in several objects and colours: "
           "the plate, the engraving inlaid or raised, and a rim round each seat's holes in its --palette colour, "
           "for a printer with several filaments)", "one", "choice", choices=("one", "seats"), label="Filaments",
           section="3D print"),
    length_option("layer-height", "STL and 3MF: the printer's layer height: the floor under every seat, blind "
                  f"hole or groove is {FLOOR_LAYERS} layers, and engraving is at least one layer deep", "0.2mm",
                  minimum=0.04, maximum=1.0, label="Layer height", section="3D print"),
    length_option("nozzle", f"3MF with --filaments seats: the nozzle's width; a seat's rims are {RIM_LINES} lines "
                  "wide where the holes leave room", "0.4mm", minimum=0.1, maximum=2.0, label="Nozzle",
                  section="3D print"),
)


@dataclass(frozen=True)
class PrintSettings:
    emboss: float | None
    """Height of raised engraving, mm; None cuts it in as grooves."""
    filaments: str = "one"
    """``seats``: the 3MF in colours, the plate, engraving and seats' rims objects of their own."""
    layer_height: float = 0.2
    nozzle: float = 0.4

    @staticmethod
    def from_values(values: Mapping[str, Any]) -> "PrintSettings":
        return PrintSettings(emboss=values["emboss"], filaments=values["filaments"],
                             layer_height=values["layer-height"], nozzle=values["nozzle"])

    @property
    def floor(self) -> float:
        """The least plastic under a seat, blind hole or groove, mm."""
        return FLOOR_LAYERS * self.layer_height


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


def require_floor(holes: Sequence[Hole], engrave_depth: float | None, drill: DrillSettings, layer: float,
                  cut: str = "engraving") -> None:
    """Refuse a ``--stock`` that leaves less than ``FLOOR_LAYERS`` of ``layer`` height under the
    deepest blind hole or groove. Refuse engraving shallower than a layer too, which a slicer
    leaves out. ``engrave_depth`` is None when nothing is cut into the face. ``cut`` says what
    is cut that deep: the engraving or the seats' inlaid rims."""
    if engrave_depth is not None and engrave_depth < layer - 1e-9:
        raise ParameterError("--engrave-depth", f"at least one --layer-height ({layer:g} mm) for a 3D model, or the "
                             "slicer leaves the engraving out", f"{engrave_depth:g} mm")
    floor = FLOOR_LAYERS * layer
    cuts = [(depth, f"the {depth:g} mm deep {'seats' if hole.depth is not None else 'blind holes'}")
            for hole in holes if (depth := bore_depth(hole, drill)) is not None]
    if engrave_depth is not None:
        cuts.append((engrave_depth, f"the {engrave_depth:g} mm deep {cut}"))
    if not cuts:
        return
    deepest, what = max(cuts)
    if drill.stock < deepest + floor - 1e-9:
        raise ParameterError("--stock", f"at least {deepest + floor:g} mm for a 3D model, to leave a "
                             f"{floor:g} mm floor under {what}", f"{drill.stock:g} mm")
