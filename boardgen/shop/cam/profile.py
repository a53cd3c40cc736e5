"""Outlines cut last, through the stock, with the bit's radius added outside each part
(shapely's round-joined buffer of the nominal outline), in passes of ``--step-down``.

Each part's path starts at the middle of its longest straight edge. It is reached and left by
quarter-circle arcs in the waste (lead-in and lead-out), so the bit never dwells on the wall.
Between passes the bit lifts to the safe height, goes back to the lead-in and drops to just
above the last pass. Holding tabs sit on the part's outer straight edges (``tabs``), where
passes below the tab's top lift over them. The bit's sweep round each part is checked against
every other part on the sheet, and an end mill whose flutes cannot reach through is refused.

An inside fillet (a dovetail socket's) tighter than the bit's radius cannot be cut by it. So
the bit is refused with the widest one that fits. Left empty, the widest common bit that
fits is taken and named in the header. A sharp inside corner (where a straight seam steps)
fits no bit, so it gets a dog-bone. The bit plunges along the corner's bisector just far
enough to clear the corner, and the header lists each one.
"""

from __future__ import annotations

import math
from dataclasses import replace

import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.polygon import orient
from shapely.ops import substring

from boardgen.board import Piece
from boardgen.shop.cam.jobs import ToolJob
from boardgen.shop.cam.settings import COMMON_BITS, CamSettings, flutes_reach
from boardgen.shop.cam.tabs import SPREAD, seam_lines, tab_count, tab_spans
from boardgen.shop.cam.toolpath import CCW, CW, FEED, PECK_CLEARANCE, RAPID, ToolMove, Step
from boardgen.shop.drilling import R_PLANE, DrillSettings
from boardgen.errors import ParameterError
from boardgen.geometry.vec import Point, add, cross, right_normal, sub, unit
from boardgen.writers.cut.sheet import num

ARC_TOLERANCE = 0.002
"""mm: how far the straight segments of the path may stray from true arcs."""
FIT = 1e-6


def tightest_corner(pieces: tuple[Piece, ...]) -> float:
    """Smallest fillet radius of any rounded inside (concave) corner; infinite when there is none."""
    return min((o.radii[i] for o in (p.outline for p in pieces) for i in range(len(o.corners))
                if not o.is_convex_at(i) and o.radii[i] > 0), default=math.inf)


def opened(piece: Piece, clearance: float) -> Piece:
    """The part the profile must leave: nominal, the bit's radius standing in for the kerf, but
    with its dovetail edges opened by half the joint clearance, as the laser cuts them.

    Opening rounds each sharp inside corner by the clearance, a radius no bit fits; it stays
    sharp here, so it still gets its dog-bone.
    """
    moved = piece.compensated(0.0, clearance)
    if moved is piece:
        return piece
    radii = tuple(0.0 if before == 0 else after for before, after in zip(piece.outline.radii, moved.outline.radii))
    return replace(moved, outline=replace(moved.outline, radii=radii))


def dogbones(piece: Piece, origin: Point, radius: float) -> list[Point]:
    """Where the bit's axis must reach to clear each sharp inside corner: on the corner's
    bisector, one bit radius out into the waste, so the bit's edge touches the corner."""
    o = piece.outline
    found = []
    for i, (x, y) in enumerate(o.corners):
        if o.is_convex_at(i) or o.radii[i] > 0:
            continue
        n = len(o.corners)
        n1 = right_normal(unit(sub((x, y), o.corners[i - 1])))
        n2 = right_normal(unit(sub(o.corners[(i + 1) % n], (x, y))))
        out = unit(add(n1, n2))
        found.append((x - origin[0] + out[0] * radius, y - origin[1] + out[1] * radius))
    return found


def profile_bit(pieces: tuple[Piece, ...], cam: CamSettings) -> float:
    corner = tightest_corner(pieces)
    if cam.profile_bit is None:
        fitting = [b for b in COMMON_BITS if b / 2 <= corner + FIT]
        if not fitting:
            raise ParameterError("--profile-bit", f"at most {2 * corner:g} mm: the tightest inside corner has a "
                                 f"{corner:g} mm radius")
        return fitting[0]
    if cam.profile_bit / 2 > corner + FIT:
        raise ParameterError("--profile-bit", f"at most {2 * corner:g} mm: the tightest inside corner (a joint's "
                             f"fillet) has a {corner:g} mm radius, which a wider bit cannot reach",
                             f"{cam.profile_bit:g} mm")
    return cam.profile_bit


def toolpath_ring(piece: Piece, origin: Point, radius: float, climb: bool) -> LineString:
    """The bit's axis round a part, starting mid-way along its longest straight edge: clockwise
    (climb with a clockwise spindle, outside a part) or counter-clockwise. A dog-bone is the
    bit's disc taken out of the part before the offset, so the path runs through its centre."""
    segments = max(8, math.ceil(math.pi / 2 / math.acos(1 - ARC_TOLERANCE / radius)))
    outline = Polygon([(x - origin[0], y - origin[1]) for x, y in piece.outline.polyline(ARC_TOLERANCE)])
    bones = [shapely.Point(c).buffer(radius, quad_segs=segments) for c in dogbones(piece, origin, radius)]
    if bones:
        outline = outline.difference(shapely.union_all(bones))
    grown = orient(outline.buffer(radius, quad_segs=segments), sign=-1.0 if climb else 1.0)
    points = list(grown.exterior.coords)[:-1]
    longest = max(range(len(points)), key=lambda i: math.dist(points[i], points[(i + 1) % len(points)]))
    a, b = points[longest], points[(longest + 1) % len(points)]
    start = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    ordered = [start, *points[longest + 1:], *points[:longest + 1], start]
    return LineString([(round(x, 4), round(y, 4)) for x, y in ordered])


def _follow(line: LineString, z: float, feed: float) -> list[Step]:
    return [ToolMove(FEED, (x, y, z), feed) for x, y in list(line.coords)[1:]]


def _pass(ring: LineString, spans: list[tuple[float, float]], z: float, tab_top: float,
          drill: DrillSettings) -> list[Step]:
    """One lap at depth ``z``, rising to ``tab_top`` over each tab when ``z`` is below it."""
    if z >= tab_top or not spans:
        return _follow(ring, z, drill.feed)
    steps: list[Step] = []
    at = 0.0
    for begin, end in spans:
        steps += _follow(substring(ring, at, begin), z, drill.feed)
        over = substring(ring, begin, end)
        x, y = over.coords[0]
        steps.append(ToolMove(FEED, (x, y, tab_top), drill.plunge))
        steps += _follow(over, tab_top, drill.feed)
        x, y = over.coords[-1]
        steps.append(ToolMove(FEED, (x, y, z), drill.plunge))
        at = end
    return steps + _follow(substring(ring, at, ring.length), z, drill.feed)


def _lead_arcs(ring: LineString, lead: float) -> tuple[Point, Point, Point, int]:
    """Where a lap is entered and left (in the waste, on a quarter circle of radius ``lead``
    tangent to the path), the arcs' centre and their sense."""
    (sx, sy), (nx, ny) = ring.coords[0], ring.coords[1]
    length = math.hypot(nx - sx, ny - sy)
    t = ((nx - sx) / length, (ny - sy) / length)
    left = (-t[1], t[0])
    inside = Polygon(ring.coords).contains(shapely.Point(sx + left[0] * 1e-3, sy + left[1] * 1e-3))
    n = (-left[0], -left[1]) if inside else left
    centre = (sx + n[0] * lead, sy + n[1] * lead)
    sense = CCW if cross(t, n) > 0 else CW
    return (centre[0] - t[0] * lead, centre[1] - t[1] * lead), (centre[0] + t[0] * lead,
                                                                centre[1] + t[1] * lead), centre, sense


def part_steps(ring: LineString, spans: list[tuple[float, float]], bottom: float, tab_top: float,
               passes: int, lead: float, drill: DrillSettings) -> list[Step]:
    entry, exit_, centre, sense = _lead_arcs(ring, lead)
    start = ring.coords[0]
    steps: list[Step] = [ToolMove(RAPID, (*entry, drill.safe_z)), ToolMove(RAPID, (*entry, R_PLANE))]
    above = 0.0
    for k in range(1, passes + 1):
        z = round(bottom * k / passes, 4)
        if k > 1:
            steps += [ToolMove(RAPID, (exit_[0], exit_[1], drill.safe_z)), ToolMove(RAPID, (*entry, drill.safe_z)),
                      ToolMove(RAPID, (*entry, R_PLANE)), ToolMove(RAPID, (*entry, above + PECK_CLEARANCE))]
        steps += [ToolMove(FEED, (*entry, z), drill.plunge), ToolMove(sense, (start[0], start[1], z), drill.feed, centre),
                  *_pass(ring, spans, z, tab_top, drill), ToolMove(sense, (*exit_, z), drill.feed, centre)]
        above = z
    return steps + [ToolMove(RAPID, (*exit_, drill.safe_z))]


def profile_job(pieces: tuple[Piece, ...], origin: Point, drill: DrillSettings, cam: CamSettings) -> ToolJob:
    bit = profile_bit(pieces, cam)
    bottom = -drill.through
    tab_top = round(-drill.stock + cam.tab_height, 4)
    if tab_top >= 0:
        raise ParameterError("--tab-height", f"less than the {drill.stock:g} mm stock", f"{cam.tab_height:g} mm")
    flutes_reach(bit, -bottom, cam, "--profile-bit", "cut through the stock")
    passes = math.ceil(-bottom / cam.step_down - 1e-9)
    climb = cam.direction == "climb"
    steps: list[Step] = []
    tabs: list[Point] = []
    counts: list[int] = []
    seam_tabs: list[str] = []
    sweeps: list[shapely.Geometry] = []
    bones = [c for piece in pieces for c in dogbones(piece, origin, bit / 2)]
    for piece in pieces:
        ring = toolpath_ring(piece, origin, bit / 2, climb)
        corners = [(x - origin[0], y - origin[1]) for x, y in piece.outline.corners]
        count = tab_count(ring.length, cam.tabs, cam.tab_spacing)
        x0, y0, x1, y1 = piece.outline.bounds()
        spans, on_seams = tab_spans(ring, seam_lines(corners, piece.seam_edges), count, cam.tab_width + bit,
                                    bit / 2, piece.short_name or piece.name, cam.tabs is not None,
                                    SPREAD * math.hypot(x1 - x0, y1 - y0))
        if on_seams:
            seam_tabs.append(f"{piece.short_name or piece.name} has {on_seams} of its tabs on seams, having too little "
                             "outer edge: sand their nubs flush before joining it")
        tabs += [tuple(round(c, 3) for c in ring.interpolate((a + b) / 2).coords[0]) for a, b in spans]
        counts.append(len(spans))
        steps += part_steps(ring, spans, bottom, tab_top, passes, bit / 2, drill)
        sweeps.append(sweep(ring, bit / 2))
    refuse_intrusions(pieces, origin, sweeps, bit)
    corner = tightest_corner(pieces)
    chosen = ("given" if cam.profile_bit is not None else
              "the widest common bit the inside corners take" if corner < math.inf else "1/4 in: no inside fillet to fit")
    facts = [f"{len(pieces)} part{'s' * (len(pieces) != 1)} cut outside the outline to Z{num(bottom)} in {passes} "
             f"passes; bit {num(bit)} mm ({chosen}"
             + (f"; tightest inside corner {num(corner)} mm radius" if corner < math.inf else "") + ")",
             f"{'climb' if climb else 'conventional'}, lead-in and lead-out arcs of {num(bit / 2)} mm; "
             f"feed F{num(drill.feed)}, plunge F{num(drill.plunge)}",
             f"{tab_words(counts)} holding tabs a part, on outer straight or gently curved edges"
             + (" but where said below" if seam_tabs else "") + f", {num(cam.tab_width)} mm wide, top at Z{num(tab_top)}"]
    facts += seam_tabs
    facts += [f"tab at X{num(x)} Y{num(y)}" for x, y in tabs]
    facts += [f"dog-bone at a sharp inside corner: bit reaches X{num(x)} Y{num(y)}" for x, y in bones]
    summary = (f"{len(pieces)} part{'s' * (len(pieces) != 1)} in {passes} passes, {len(tabs)} tabs"
               + (f", {len(bones)} dog-bones at sharp inside corners" if bones else "")
               + (", the widest common bit the inside corners take" if cam.profile_bit is None and corner < math.inf
                  else ""))
    return ToolJob("profile", bit, "end mill", tuple(steps), tuple(facts), summary, tabs=tuple(tabs))


def tab_words(counts: list[int]) -> str:
    """The tabs a part, as one number when every part has as many."""
    low, high = min(counts), max(counts)
    return f"{low}" if low == high else f"{low} to {high}"


def sweep(ring: LineString, radius: float) -> shapely.Geometry:
    """What the bit takes going round a part: its path widened by its radius, lead arcs
    included (each a quarter circle of one radius, so a disc of two radii round the start
    holds them)."""
    start = shapely.Point(ring.coords[0])
    return ring.buffer(radius, quad_segs=8).union(start.buffer(3 * radius, quad_segs=8))


def refuse_intrusions(pieces: tuple[Piece, ...], origin: Point, sweeps: list[shapely.Geometry], bit: float) -> None:
    """The bit's sweep round each part must miss every other part: refused, naming both parts,
    when the parts sit too close for the bit (a laser's layout)."""
    shapes = [Polygon([(x - origin[0], y - origin[1]) for x, y in p.outline.polyline(0.05)]) for p in pieces]
    tree = shapely.STRtree(shapes)
    for i, swept in enumerate(sweeps):
        for j in tree.query(swept, predicate="intersects"):
            if j != i and (cut := swept.intersection(shapes[j]).area) > 0.01:
                a, b = (pieces[k].short_name or pieces[k].name for k in (i, int(j)))
                raise ParameterError("--machine", f"router or auto, so parts are spaced for the bit: the {num(bit)} mm "
                                     f"bit's path round {a} would cut {cut:.0f} mm2 out of {b}")
