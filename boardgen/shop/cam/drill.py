"""Through holes: drilled with a drill a shop owns, or bored by helix where the hole is wider
than the bit. Boring goes up to twice the bit. Beyond that one ring would leave a core, so the
bit is refused with the size to use, as is a bit wider than the smallest hole. Holes are visited
in a short order (``geometry.tour``), read nominal (kerf is a laser's business).

The bit: ``--bit``, or else the drill of the table (``shop.drill_sizes``) at or below the
smallest hole, which also drills every other hole the table would give the same drill.

Depths. A twist drill's point is a cone ``d/2 / tan(angle/2)`` long (1.44 mm for 4.8 mm at
118 degrees), and the hole is full width only above it. So a through hole is drilled to the
stock + ``--breakthrough`` + the point, and it leaves the stock at full width. A blind hole
(``--hole-depth``) is full width to its depth, and its tip is deeper by the point. It is
refused where the tip would break through. Boring needs an end mill, which cuts flat: a program that
bores any hole has no point allowance, since one bit cuts all its holes.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, replace

from boardgen.board import DOWEL_ROLE, Hole
from boardgen.errors import ParameterError
from boardgen.geometry.tour import drilling_order, path_length
from boardgen.geometry.vec import Point
from boardgen.shop.cam.jobs import ToolJob
from boardgen.shop.cam.rings import Cutting, bore
from boardgen.shop.cam.toolpath import Peck, Step
from boardgen.shop.drill_sizes import FITS, Drill, at_or_below, nearest
from boardgen.shop.drilling import R_PLANE, DrillSettings
from boardgen.writers.cut.sheet import num

FIT_ROLE = "fit"
"""The role of fit-test holes (the coupon's): each is drilled as a board of only its size would
be, so that what a builder tries is what the board gets (``drill_jobs``)."""
SAME_SIZE = 0.01
"""Holes within this of the bit (mm) are drilled, not bored: LinuxCNC refuses arcs of radius
under about 1.3 µm as zero-radius, and no router bores to 10 µm anyway."""


@dataclass(frozen=True)
class Target:
    """One hole as the program cuts it: program coordinates (mm) and bottom (Z, negative)."""

    x: float
    y: float
    diameter: float
    bottom: float
    role: str = ""


@dataclass(frozen=True)
class Tour:
    targets: tuple[Target, ...]
    """In cutting order."""
    travel: float
    """XY travel from the origin through every hole in that order, mm."""
    naive_travel: float
    """The same in the board's own hole order (the manifest's), for comparison."""


def targets(holes: list[Hole], origin: Point, through: float) -> list[Target]:
    return [Target(round(h.center[0] - origin[0], 4), round(h.center[1] - origin[1], 4), h.diameter,
                   -round(h.depth, 4) if h.depth is not None else through, h.role) for h in holes]


def tour(found: list[Target]) -> Tour:
    points = tuple((t.x, t.y) for t in found)
    order = _order(points)
    return Tour(tuple(found[i] for i in order), path_length(points, order, (0.0, 0.0)),
                path_length(points, range(len(points)), (0.0, 0.0)))


@functools.lru_cache(maxsize=16)
def _order(points: tuple[Point, ...]) -> tuple[int, ...]:
    """Cached, as the program and the job's summary line ask for the same order."""
    return drilling_order(points, (0.0, 0.0))


@dataclass(frozen=True)
class Bit:
    """The tool of a hole program and what the table of drills says of it."""

    size: float
    """mm."""
    drill: Drill
    """The table's drill: the one chosen, or the nearest to a given ``--bit``."""
    chosen: bool
    """Taken from the table (``--bit`` empty) rather than given."""

    def drills(self, hole: float) -> bool:
        """Whether it drills a hole (else bores it): a hole its size, or one the table gives
        the same drill, as a board of only such holes would be drilled with it."""
        return hole <= self.size + SAME_SIZE or (self.chosen and at_or_below(hole) == self.drill)

    def described(self, smallest: float) -> str:
        """Where the bit comes from, for the header."""
        if self.chosen:
            return (f"drill {self.drill.name} from the table of real drills: the widest at or below the "
                    f"{smallest:g} mm hole, {self._gap(smallest)}")
        return f"bit {num(self.size)} mm, as given with --bit: {self._kind()}"

    def summary(self, smallest: float) -> str:
        """The same in a few words, for the job's summary line."""
        if self.chosen:
            return f"with the table's {self.drill.name} drill ({self._gap(smallest)})"
        return f"with the --bit {num(self.size)} mm, {self._kind()}"

    def _gap(self, smallest: float) -> str:
        under = smallest - self.size
        if under >= 0.0005:
            return f"{under:.3f} mm under the {smallest:g} mm hole"
        if under > -0.0005:
            return "the hole's size"
        return f"{-under:.3f} mm over the {smallest:g} mm hole, within a drill's tolerance"

    def _kind(self) -> str:
        if abs(self.drill.diameter - self.size) <= FITS:
            return f"the {self.drill.name} drill"
        return f"not a drill of the table; the nearest is {self.drill.name}"


def drill_bit(holes: list[Hole], drill: DrillSettings) -> Bit:
    """The bit for the through holes, refused unless it drills the smallest and bores the widest."""
    smallest = min(h.diameter for h in holes)
    largest = max(h.diameter for h in holes)
    if drill.bit is None:
        found = at_or_below(smallest)
        if found is None:
            raise ParameterError("--bit", f"a bit size: no drill of the table is as small as the {smallest:g} mm "
                                 "hole", "")
        bit = Bit(found.diameter, found, True)
    else:
        if drill.bit > smallest + SAME_SIZE:
            raise ParameterError("--bit", f"at most {smallest:g} mm, the smallest hole (wider holes are bored)",
                                 f"{drill.bit:g} mm")
        bit = Bit(drill.bit, nearest(drill.bit), False)
    if largest > 2 * bit.size + SAME_SIZE:
        raise ParameterError("--bit", f"at least {largest / 2:g} mm: one boring ring clears holes up to twice "
                             f"the bit, and the widest hole is {largest:g} mm", f"{bit.size:g} mm")
    return bit


def point_length(diameter: float, angle: int) -> float:
    """How far a drill's tip reaches below the depth where the hole is full width, mm."""
    return 0.0 if angle >= 180 else diameter / 2 / math.tan(math.radians(angle) / 2)


@dataclass(frozen=True)
class Depths:
    """How deep a program's holes go: full width to ``full`` (per role), tips ``point`` lower."""

    point: float
    """Length of the bit's point below the full-width depth, mm (0 for a flat end mill)."""
    through: float
    """Full-width depth of a through hole: the stock and the breakthrough, mm."""
    blind: float | None
    """Full-width depth of the playing holes when not through, mm."""

    def full(self, role: str) -> float:
        """Dowel holes always go through: they pin the parts to a backing board."""
        return self.through if self.blind is None or role == DOWEL_ROLE else self.blind

    def bottom(self, role: str) -> float:
        """The Z the bit's tip goes down to."""
        return -round(self.full(role) + self.point, 4)


def hole_depths(holes: list[Hole], bit: Bit, drill: DrillSettings) -> Depths:
    """The depths, refusing a blind depth whose tip would break through the stock."""
    flat = drill.drill_angle >= 180 or not all(bit.drills(h.diameter) for h in holes)
    point = 0.0 if flat else round(point_length(bit.size, drill.drill_angle), 4)
    blind = drill.hole_depth
    if blind is not None and any(h.role != DOWEL_ROLE for h in holes) and blind + point >= drill.stock:
        tip = f"the bit's point reaches {point:.2f} mm deeper, and " if point else ""
        raise ParameterError("--hole-depth", f"less than {drill.stock - point:.2f} mm: {tip}the stock is "
                             f"{drill.stock:g} mm thick (leave --hole-depth empty to drill through)", f"{blind:g} mm")
    return Depths(point, drill.through, blind)


def cutting(drill: DrillSettings, climb: bool) -> Cutting:
    return Cutting(drill.feed, drill.plunge, round(drill.peck, 4), R_PLANE, drill.safe_z, climb)


def drill_job(holes: list[Hole], origin: Point, drill: DrillSettings, climb: bool) -> tuple[ToolJob, Tour]:
    """The through holes' program and the order it visits them in."""
    bit = drill_bit(holes, drill)
    depths = hole_depths(holes, bit, drill)
    planned = tour([replace(t, bottom=depths.bottom(t.role)) for t in targets(holes, origin, 0.0)])
    how = cutting(drill, climb)
    steps: list[Step] = []
    for t in planned.targets:
        if bit.drills(t.diameter):
            steps.append(Peck(t.x, t.y, t.bottom, R_PLANE, how.peck, drill.plunge))
        else:
            steps += bore((t.x, t.y), (t.diameter - bit.size) / 2, t.bottom, how)
    smallest = min(t.diameter for t in planned.targets)
    facts = [bit.described(smallest), _point_fact(planned.targets, bit, depths, drill)]
    facts += _hole_facts(planned.targets, bit, depths, drill)
    facts += [f"pecks of {num(how.peck)} mm from R Z{num(R_PLANE)}, each helix turn at most one peck then a "
              f"retract; plunge F{num(drill.plunge)}, boring feed F{num(drill.feed)} mm/min, helix Z rate at most "
              "the plunge",
              f"travel {planned.travel:.1f} mm in this order, {planned.naive_travel:.1f} mm in the board's order"]
    saved = 1 - planned.travel / planned.naive_travel if planned.naive_travel else 0.0
    holes = len(planned.targets)
    summary = (f"{holes} hole{'s' * (holes != 1)}, travel {planned.travel:.1f} mm in the planned order, "
               f"{planned.naive_travel:.1f} mm in the board's order ({saved:.0%} less); {bit.summary(smallest)}, "
               f"{_depth_summary(planned.targets, depths)}")
    everything_drilled = all(bit.drills(t.diameter) for t in planned.targets)
    return ToolJob("drill", bit.size, "drill bit" if everything_drilled else "end mill", tuple(steps),
                   tuple(facts), summary, cycles=True), planned


def drill_jobs(holes: list[Hole], origin: Point, drill: DrillSettings, climb: bool) -> list[tuple[ToolJob, Tour]]:
    """The through holes' programs. With a given ``--bit``, one (``drill_job``: it drills or
    bores every hole). Else one per drill, smallest first, each hole with the drill the table
    gives its own size. So a shop drills every hole with a drill it owns, and no hole is bored
    by an end mill. That includes a split board's 6 mm dowel holes and a coupon's stepped sizes."""
    if drill.bit is not None:
        return [drill_job(holes, origin, drill, climb)]
    groups: dict[float, list[Hole]] = {}
    for h in holes:
        found = at_or_below(h.diameter)
        groups.setdefault(found.diameter if found else 0.0, []).append(h)
    return [drill_job(groups[size], origin, drill, climb) for size in sorted(groups)]


def _point_fact(found: tuple[Target, ...], bit: Bit, depths: Depths, drill: DrillSettings) -> str:
    if not all(bit.drills(t.diameter) for t in found):
        return ("holes bored with helices need an end mill, which cuts flat: no point allowance "
                "(--drill-angle is not used by this program)")
    if not depths.point:
        return "flat-ended bit (--drill-angle 180): no point allowance"
    return (f"{drill.drill_angle} degree point, {depths.point:.3f} mm long: each hole is drilled that much deeper "
            "than the depth where it is full width")


def _hole_facts(found: tuple[Target, ...], bit: Bit, depths: Depths, drill: DrillSettings) -> list[str]:
    """One line per size and depth: how it is cut, full width to where, the tip where."""
    groups = sorted({(t.diameter, t.role == DOWEL_ROLE or depths.blind is None, t.bottom) for t in found})
    lines = []
    for diameter, through, bottom in groups:
        count = sum((t.diameter, t.role == DOWEL_ROLE or depths.blind is None, t.bottom) == (diameter, through, bottom)
                    for t in found)
        full = depths.through if through else depths.blind
        how = "drilled" if bit.drills(diameter) else "bored with helices, needs an end mill,"
        where = (f"full width to Z{num(-full)}, {num(drill.breakthrough)} mm past the {num(drill.stock)} mm stock"
                 if through else f"full width to Z{num(-full)}, "
                 f"{drill.stock - full - depths.point:.2f} mm of wood left under the tip")
        tip = f", tip at Z{num(bottom)}" if depths.point else ""
        lines.append(f"{count} holes {num(diameter)} mm {'through' if through else 'blind'}: {how} {where}{tip}")
    return lines


def _depth_summary(found: tuple[Target, ...], depths: Depths) -> str:
    """Through or blind, the full-width depth and the tip, in a few words."""
    kinds = []
    if any(depths.blind is None or t.role == DOWEL_ROLE for t in found):
        kinds.append(f"through, full width to Z{num(-depths.through)}")
    if depths.blind is not None and any(t.role != DOWEL_ROLE for t in found):
        kinds.append(f"blind, full width {num(depths.blind)} mm deep")
    tip = f" (tips {depths.point:.2f} mm lower)" if depths.point else " (flat bottoms)"
    return " and ".join(kinds) + tip
