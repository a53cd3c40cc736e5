"""What frees the parts from the sheet, as far as laying them out must allow for it.

A laser's cut is a fraction of a millimetre wide, so parts may sit 5 mm apart. A router's bit
cuts a channel its own width outside each part, and enters and leaves on lead arcs in the waste.
It leaves holding tabs that must join wood on both sides. Parts laid out for a laser would be
cut into each other. So the layout asks the cutter how far apart parts go, how far from the sheet's
edges, and how round a joint's inside corners must be for the bit to reach them.

The router's numbers follow the profile toolpath (``shop/cam/profile.py``): the bit's axis runs
one radius outside the outline, and its lead arcs, of one radius too, reach one radius further.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from boardgen.errors import ParameterError
from boardgen.options import Option

if TYPE_CHECKING:
    from boardgen.geometry.dovetail import Dovetail

LASER_GAP = 5.0
"""mm between parts on a laser's sheet."""
LASER_BORDER = 5.0
"""mm between a laser's parts and the sheet's edges, where the sheet has room for it: parts
that need the whole bed still go edge to edge, so the border never costs a sheet or a split."""
TAB_WOOD = 3.0
"""mm of wood a router leaves standing between one part's channel and the next part's sweep
(or the sheet's edge), so each holding tab joins the part to wood that stays."""
FILLET_ROOM = 0.25
"""mm a dovetail's inside fillet is rounder than the bit's radius (after the joint clearance
opens it), so the bit reaches into it without a rub."""
DEFAULT_ROUTER_BIT = 6.35
"""The profile bit when none is given: a 1/4 in end mill, the one every router shop owns."""
MACHINES = ("auto", "laser", "router")

MACHINE = Option("machine", "What cuts the parts out, for how they are laid out on bed sheets: laser (parts "
                 "5 mm apart), router (spaced for the profile bit's channel, lead arcs and tabs, and dovetails "
                 "rounded for the bit), or auto: router when the G-code profiles the parts, else laser",
                 "auto", "choice", choices=MACHINES, label="Cut by", section="Output")


@dataclass(frozen=True)
class Cutter:
    """A laser (``bit`` None) or a router profiling with an end mill of diameter ``bit``."""

    bit: float | None = None
    clearance: float = 0.0
    """The joint clearance that opens dovetail edges (a socket's fillet shrinks by half of it)."""

    @property
    def is_router(self) -> bool:
        return self.bit is not None

    @property
    def reach(self) -> float:
        """How far outside a part's outline the bit cuts: its channel, or its lead arcs."""
        return 0.0 if self.bit is None else 1.5 * self.bit

    @property
    def gap(self) -> float:
        """Between two parts' outlines: one part's farthest sweep, the other's channel and wood
        between them for the tabs to hold on."""
        return LASER_GAP if self.bit is None else self.reach + self.bit + TAB_WOOD

    @property
    def border(self) -> float:
        """Between the parts and the sheet's edges: for a router always kept (the bit must stay
        on the stock, the tabs on wood); for a laser where the sheet has room."""
        return LASER_BORDER if self.bit is None else self.reach + TAB_WOOD

    def usable(self, bed: tuple[float, float]) -> tuple[float, float]:
        """The part of the bed parts may take."""
        if self.bit is None:
            return bed
        return bed[0] - 2 * self.border, bed[1] - 2 * self.border

    @property
    def inside_radius(self) -> float:
        """The least fillet of an inside corner this cutter cuts true: none for a laser's beam;
        for a router the bit's radius, plus the clearance's opening and a little room."""
        return 0.0 if self.bit is None else self.bit / 2 + self.clearance / 2 + FILLET_ROOM

    def room(self, bed: tuple[float, float]) -> tuple[tuple[float, float], tuple[float, float]]:
        """Where a nester lays parts on a bed-size sheet: the room's lower-left corner and size.
        A router's inside its border all round; a laser's off the lower and left edges, where
        the sheet meets the bed's stops and its sawn edge is seldom straight."""
        if self.bit is None:
            return (self.border, self.border), (bed[0] - self.border, bed[1] - self.border)
        return (self.border, self.border), self.usable(bed)

    def dovetail(self) -> Dovetail:
        """Dovetails a router's bit reaches into. The inside fillets are at least the bit's radius,
        plus the clearance's opening and a little room. The tab grows in step when the fillets
        grow past the laser's, so its flanks keep straight runs between them."""
        from boardgen.geometry.dovetail import Dovetail  # numpy, loaded only for a board split on a bed

        laser = Dovetail()
        if self.bit is None:
            return laser
        radius = max(laser.radius, self.inside_radius)
        grow = max(1.0, radius / laser.radius / 2)
        return Dovetail(laser.neck * grow, laser.head * grow, laser.depth * grow, radius)


def cutter(values: Mapping[str, Any], formats: tuple[str, ...], operations: tuple[str, ...],
           profile_bit: float | None, clearance: float) -> Cutter:
    """The cutter the layout allows for, from ``--machine`` (``auto``: a router when the G-code
    profiles the parts)."""
    machine = values[MACHINE.name]
    routed = "gcode" in formats and "profile" in operations
    if machine == "router" or (machine == "auto" and routed):
        return Cutter(profile_bit or DEFAULT_ROUTER_BIT, clearance)
    if routed:
        raise ParameterError("--machine", "router or auto when the G-code profiles the parts (a laser's layout puts "
                             "parts closer than the bit's channel and tabs allow), or drop profile from --cnc",
                             machine)
    return Cutter(None, clearance)
