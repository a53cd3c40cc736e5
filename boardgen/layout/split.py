"""Fitting any board to a laser or CNC bed: split pieces that are too big, pack all onto sheets.

Game-neutral: it reads only the ``Board`` (outlines, holes, engraving). A piece larger than
the bed is cut along seams that weave between the holes and round the labels. A seam is never
nearer a hole than the edge margin. Dovetail tabs are set into the seams (``tabs``). Or the
seams are straight, with two dowel holes per part for pinning the parts to a backing board
(``dowels``). Every piece is then packed onto sheets of the bed size; the job writes one
cut file per sheet. Holes keep their assembled positions, so the manifest is unchanged.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from collections import Counter
from dataclasses import dataclass, replace

import shapely

from boardgen.board import DOWEL_ROLE, Board, Hole, Piece, manifest_points
from boardgen.errors import ParameterError
from boardgen.geometry.outline import Outline
from boardgen.geometry.placement import Placement
from boardgen.geometry.dovetail import Dovetail, add_tabs
from boardgen.geometry.nesting import best_turn, least_box
from boardgen.geometry.seam_path import Disc, find_path
from boardgen.geometry.landing import crossable, landed
from boardgen.geometry.split import Seam, edges_along, fillet_reach, seam_edges, split_outline
from boardgen.geometry.vec import Point, bounding_circle
from boardgen.layout.shape_nesting import Limits
from boardgen.layout.cutter import Cutter
from boardgen.layout.dowels import DOWEL, with_dowels
from boardgen.layout.keep_out import keep_out, label_gaps
from boardgen.layout.sheets import (as_cut, box_sheets, cut_growth, cut_length, outline_area, pack,
                                     sheet_count)
from boardgen.layout.part_count import (MAX_PARTS, MIN_ROOM, SEAM_SLACK, BedTooSmall, SeamTries, grid_count, part_room,
                                       suggested_bed)
from boardgen.layout.split_plans import SplitPlan, fixed_plans, planned_grids
from boardgen.verify import Check

TAB = Dovetail()
"""The laser's dovetail; a router's grows with its bit (``Cutter.dovetail``)."""
TAB_SPACING = 120.0
"""mm of seam per dovetail: parts of a bed-size board get one or more on each seam."""
WIGGLE = 40.0
"""mm a seam may stray either side of its ideal line to get round holes and labels."""


@dataclass(frozen=True)
class Fitted:
    """A board fitted to the bed, and the checks that prove the fitting kept the board whole."""

    board: Board
    checks: tuple[Check, ...]


def fit_to_bed(board: Board, bed: tuple[float, float] | None, joint: str, edge: float, web: float,
               clearance: float = 0.0, cutter: Cutter = Cutter(),
               searched: Callable[[int], None] | None = None, seconds: float = 10.0) -> Fitted:
    """Split what does not fit (unless ``joint`` is 'none') and pack every piece onto bed sheets,
    spaced for the ``cutter``; with no bed, a router's pieces are only spaced apart. ``searched``
    hears the seam searches made so far (a large board's split takes seconds); ``seconds`` caps
    the nesting by true shapes (``layout.sheets``).

    A split is tried each of the ``_plans``. Of those leaving fewest weak parts (slivers, or
    parts without room for dowels), the one on fewest sheets is kept, then the one with the
    shorter cut. Which way nests best depends on how the parts' leftovers pair up
    (``layout.split_plans``). The first way cuts the biggest parts, so a board it cannot split
    is refused without the others.

    A bed too small for any seams clear of the holes is a parameter problem, refused as such."""
    if bed is None:
        if cutter.is_router and len(board.pieces) > 1:
            return Fitted(replace(board, pieces=spaced(board.pieces, cutter.gap)), ())
        return Fitted(board, ())
    usable = cutter.usable(bed)
    if min(usable) <= 0:
        raise ParameterError("--bed", f"wider than {round(2 * cutter.border, 1):g} mm each way: a router keeps "
                             f"parts {round(cutter.border, 1):g} mm off the sheet's edges", f"{bed[0]:g}x{bed[1]:g}mm")
    tab = cutter.dovetail()
    searches = itertools.count(1)
    on_search = None if searched is None else lambda: searched(next(searches))
    fits = [joint == "none" or best_turn(as_cut(piece, board.kerf), usable) is not None
            for piece in board.pieces]
    opening = clearance if joint == "tabs" else 0.0  # what the cut files open dovetailed seams by
    splits = []
    for way, plan in enumerate(_plans(board.pieces, fits, bed, board.kerf, cutter, tab) if not all(fits)
                               else [SplitPlan(usable)]):
        # the progress line counts the first way's searches only
        pieces = _split_all(board.pieces, fits, plan, joint, (edge, web), tab, on_search if way == 0 else None)
        if isinstance(pieces, Piece):
            if way == 0:
                raise BedTooSmall(pieces.name, bed, suggested_bed(pieces.outline.bounds(), bed, board.kerf, cutter))
            continue
        splits.append((_weak_parts(pieces, joint), box_sheets(pieces, bed, board.kerf, cutter, opening), way, pieces))
    # sparrow's seconds go to the splits whose boxes promise fewest sheets first; a later one
    # is nested only while it can still beat the best so far
    best: tuple[tuple[int, float, float], list[Piece], list[Piece] | None] | None = None
    limits = Limits.after(seconds)
    for weak, _, _, pieces in sorted(splits, key=lambda split: split[:3]):
        packed = pack(pieces, bed, board.kerf, cutter, limits,
                      best[0][1] if best and best[0][0] == weak else math.inf, opening)
        score = (weak, sheet_count(packed) if packed else math.inf, cut_length(pieces))
        if best is None or score < best[0]:
            best = (score, pieces, packed)
    assert best is not None  # the first way splits every piece or refuses above
    _, pieces, packed = best
    split_any = not all(fits)
    fitted = replace(board, pieces=tuple(packed or pieces), sheet_size=bed if packed else None)
    checks = []
    if split_any:
        if joint == "tabs":
            fitted = replace(fitted, joint_clearance=clearance)
        fitted = replace(fitted, layout={**board.layout, "split": _describe(fitted, bed, joint)},
                         notes=(*fitted.notes, _note(board, fitted, joint, bed, tab)))
    elif joint == "dowels":
        fitted = replace(fitted, notes=(*fitted.notes, _whole_note(board, bed)))
    if packed is not None:
        fitted = replace(fitted, notes=(*fitted.notes, _sheets_note(fitted, bed)))
        checks.extend(split_checks(board, fitted))
        if joint == "dowels" and split_any:  # a piece that fits whole has no joint to pin
            whole = {p.name for p, fit in zip(board.pieces, fits) if fit}
            bare = [p.name for p in fitted.pieces
                    if p.name not in whole and sum(h.role == DOWEL_ROLE for h in p.holes) < 2]
            checks.append(Check("dowel holes", not bare,
                                "every part has two dowel holes" if not bare
                                else "no room for two dowel holes on " + ", ".join(bare[:3]) + "; use --split tabs"))
    if packed is not None:
        checks.append(_on_sheets(fitted, bed))
    return Fitted(fitted, tuple(checks))


def _plans(pieces: tuple[Piece, ...], fits: list[bool], bed: tuple[float, float], kerf: float, cutter: Cutter,
           tab: Dovetail) -> list[SplitPlan]:
    """The ways to try: the two fixed ones, then the planned grids that estimate fewest sheets
    (``layout.split_plans``), all cutting parts to fit the room the nester lays them in."""
    allowance = 2 * cut_growth(kerf)
    fixed = fixed_plans(cutter.usable(bed), cutter.room(bed)[1], allowance)
    outlines = [shapely.Polygon(as_cut(p, kerf)) for p, whole in zip(pieces, fits) if not whole]
    whole = [shapely.Polygon(as_cut(p, kerf)) for p, fit in zip(pieces, fits) if fit]
    return fixed + planned_grids(outlines, whole, bed, fixed, tab.depth, SEAM_SLACK, cutter)


def _weak_parts(pieces: list[Piece], joint: str) -> int:
    """Parts a way of splitting would do better without: slivers under ``MIN_ROOM`` across at
    their narrowest (no room for their name, a weak joint), and for ``dowels`` parts without
    room for two dowel holes."""
    slivers = sum(min(least_box(p.outline.corners)) < MIN_ROOM for p in pieces)
    return slivers + sum(joint == "dowels" and sum(h.role == DOWEL_ROLE for h in p.holes) < 2 for p in pieces)


def _split_all(pieces: tuple[Piece, ...], fits: list[bool], plan: SplitPlan, joint: str,
               room: tuple[float, float], tab: Dovetail, heard: Callable[[], None] | None) -> list[Piece] | Piece:
    """Every piece that does not fit cut into parts one way (a ``SplitPlan``), with dowel holes for
    ``dowels``; or the first piece it cannot cut. ``room`` is the edge margin and the web."""
    edge, web = room
    out: list[Piece] = []
    for piece, whole in zip(pieces, fits):
        parts = [piece] if whole else _split_piece(piece, plan, joint, edge, tab, heard)
        if parts is None:
            return piece
        out.extend(with_dowels(p, edge, web) if joint == "dowels" and not whole else p for p in parts)
    return out


def _split_piece(piece: Piece, plan: SplitPlan, joint: str, edge: float, dovetail: Dovetail,
                 on_search: Callable[[], None] | None = None) -> list[Piece] | None:
    """The piece cut into parts that fit. The bed is turned whichever way needs fewer parts on a
    plain grid, or the other way if no seams are found that way. But a plan may set the axis it
    cuts first: a planned grid is cut as planned or not at all.

    Seams go round whole labels (a title stays on one part) unless that takes more parts:
    fewer parts to cut and join matter more than a seam between two words.
    """
    discs = keep_out(piece, edge)
    tab = dovetail if joint == "tabs" else None
    x0, y0, x1, y1 = piece.outline.bounds()
    ways = [plan] if plan.axis is not None else sorted(
        (plan, replace(plan, fit=plan.fit[::-1])), key=lambda way: grid_count((x1 - x0, y1 - y0), way.fit, tab))

    def cut(keep_out: list[Disc]) -> list[Outline] | None:
        tries = SeamTries(on_search)
        return next((found for way in ways
                     if (found := _cut(piece.outline, keep_out, way, tab, 0, tries)) is not None), None)

    outlines = cut(discs)
    if outlines is None:
        return None
    whole = cut(discs + label_gaps(piece.engraving))
    if whole is not None and len(whole) <= len(outlines):
        outlines = whole
    parts = []
    for number, outline in enumerate(outlines, start=1):
        box = outline.bounds()

        def on(point: Point) -> bool:
            return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3] and outline.contains(point)

        holes = tuple(h for h in piece.holes if on(h.center))
        engraving = tuple(shape for shape in piece.engraving if on(bounding_circle(shape.points)[0]))
        parts.append(Piece(f"{piece.name} part {number}", outline, holes, engraving,
                           joint_edges=seam_edges(outline, piece.outline),
                           butt_edges=edges_along(outline, piece.outline, piece.butt_edges)))
    return parts


def _cut(outline: Outline, discs: list[Disc], plan: SplitPlan, tab: Dovetail | None, made: int, tries: SeamTries,
         crossed: tuple[bool, bool] = (False, False)) -> list[Outline] | None:
    """Guillotine recursion: cut across the axis the plan says, so the first part fits that
    way (where the plan puts the cut), and cut both parts again as needed; ``crossed`` says
    which axes a cut has crossed already. Every tab stands out of the part below the seam, so
    each part grows by the tabs on its high sides only. Tabs set into one seam become
    keep-out discs for later seams, so a later seam meets an earlier one on a straight run."""
    fit = plan.fit
    x0, y0, x1, y1 = outline.bounds()
    size = (x1 - x0, y1 - y0)
    if size[0] <= fit[0] and size[1] <= fit[1]:
        return [outline]
    depth = tab.depth if tab else 0.0
    room = part_room(fit, tab)
    if made + grid_count(size, fit, tab) > MAX_PARTS:
        return None
    axis = plan.cut_axis(size)
    lo, hi = (x0, x1) if axis == 0 else (y0, y1)
    span = (y0, y1) if axis == 0 else (x0, x1)
    parts = math.ceil((hi - lo) / room[axis])
    ideal = plan.cut_at(axis, (lo, hi), room[axis], parts, not crossed[axis])
    now = (True, crossed[1]) if axis == 0 else (crossed[0], True)
    limit = lo + fit[axis] - depth - 0.5
    # a large round corner (a round board's rim) is crossed on a landing; others are kept clear
    corners = [Disc(c, fillet_reach(outline, i) + 4.0) for i, c in enumerate(outline.corners)
               if not crossable(outline, i)]
    keep_out = [*discs, *corners]
    for window in ((ideal - WIGGLE, ideal + WIGGLE), (lo + 2 * depth + 10.0, hi - 2 * depth - 10.0)):
        window = (max(window[0], lo + depth + 10.0), min(window[1], limit))
        if window[0] >= window[1]:
            continue
        if not tries.take():
            return None
        path = find_path(axis, span, window, ideal, keep_out)
        shape = None if path is None else landed(outline, path)
        if path is None or shape is None:
            continue
        seam = (add_tabs(path, shape, keep_out, tab, TAB_SPACING, (1.0, 0.0) if axis == 0 else (0.0, 1.0)) if tab
                else Seam(path, (0.0,) * len(path)))
        halves = split_outline(shape, seam)
        if halves is None:
            continue
        later = [*discs, *(Disc(m, tab.reach + 4.0) for m in seam.tabs)] if tab else discs
        first = _cut(halves[0], later, plan, tab, made + 1, tries, now)
        second = _cut(halves[1], later, plan, tab, made + 1 + len(first or ()), tries, now)
        if first is not None and second is not None:
            return first + second
    return None


def spaced(pieces: tuple[Piece, ...], gap: float) -> tuple[Piece, ...]:
    """Pieces laid out on one sheet (as a game stacks its sections) moved apart to ``gap``,
    each keeping its turn and its left edge, in the order they stand from the bottom up."""
    boxes = {id(p): p.on_sheet().outline.bounds() for p in pieces}
    bottom = min(b[1] for b in boxes.values())
    moved: dict[int, Piece] = {}
    for piece in sorted(pieces, key=lambda p: boxes[id(p)][1]):
        x0, y0, x1, y1 = boxes[id(piece)]
        shift = bottom - y0
        p = piece.placement
        moved[id(piece)] = replace(piece, placement=Placement(p.angle, p.dx, p.dy + shift))
        bottom += (y1 - y0) + gap
    return tuple(moved[id(p)] for p in pieces)


def _describe(board: Board, bed: tuple[float, float], joint: str) -> dict:
    """The split for the manifest: bed, joint, sheet count and dowel centres (assembled frame)."""
    return {
        "bed": [bed[0], bed[1]],
        "joint": joint,
        "sheets": board.sheet_count,
        "dowel_diameter": DOWEL if joint == "dowels" else None,
        "dowels": manifest_points(h.center for h in board.holes if h.role == DOWEL_ROLE),
    }


def _whole_note(board: Board, bed: tuple[float, float]) -> str:
    """Why ``--split dowels`` added nothing: no piece was cut, so no joint needs pinning."""
    count = len(board.pieces)
    which = "the board fits" if count == 1 else f"each of the {count} pieces fits"
    return f"{which} the {bed[0]:g} x {bed[1]:g} mm bed whole: nothing is split, so --split dowels adds no dowel holes"


def _sheets_note(board: Board, bed: tuple[float, float]) -> str:
    count = board.sheet_count
    return (f"laid out on {count} sheet{'s' if count != 1 else ''} of {bed[0]:g} x {bed[1]:g} mm, each part "
            f"turned to fit: {100 * wood_share(board, bed):.0f}% of the wood used")


def wood_share(board: Board, bed: tuple[float, float]) -> float:
    """The parts' area over the area of the sheets they are laid out on."""
    return sum(outline_area(p.outline) for p in board.pieces) / (board.sheet_count * bed[0] * bed[1])


def _note(original: Board, fitted: Board, joint: str, bed: tuple[float, float], tab: Dovetail) -> str:
    opened = f", {fitted.joint_clearance:g} mm apart beyond the kerf" if fitted.joint_clearance else ""
    fillets = f", {round(tab.radius, 2):g} mm fillets for the router's bit" if tab.radius != TAB.radius else ""
    how = (f"dovetail tabs ({round(tab.neck, 2):g} mm neck, {round(tab.head, 2):g} mm head, "
           f"{round(tab.depth, 2):g} mm deep{fillets}{opened}) join them"
           if joint == "tabs" else
           f"butt them on a backing board; each has two {DOWEL:g} mm dowel holes: drill through them into "
           "the backing board and glue in dowels")
    return (f"split to fit the {bed[0]:g} x {bed[1]:g} mm bed: {len(original.pieces)} piece"
            f"{'s' if len(original.pieces) != 1 else ''} became {len(fitted.pieces)} parts on "
            f"{fitted.sheet_count} sheets; {how}; seams keep clear of every hole and label")


def split_checks(original: Board, fitted: Board) -> list[Check]:
    """The split kept the board: every hole once at its assembled place, and the parts tile it."""
    want = Counter(_key(h) for h in original.holes)
    got = Counter(_key(h) for p in fitted.pieces for h in p.holes if h.role != DOWEL_ROLE)
    lost, doubled = sum((want - got).values()), sum((got - want).values())
    holes = Check("holes kept by the split", not lost and not doubled,
                  f"each of {len(original.holes)} holes is on exactly one part at its assembled position"
                  if not lost and not doubled else f"{lost} holes lost and {doubled} extra after the split")
    before = sum(outline_area(p.outline) for p in original.pieces)
    after = sum(outline_area(p.outline) for p in fitted.pieces)
    tiled = Check("parts tile the board", abs(after - before) <= 1e-4 * before,
                  f"the parts cover {after / 1e6:.4f} m² of the board's {before / 1e6:.4f} m²")
    return [holes, tiled]


def _key(hole: Hole) -> tuple[float, float, float]:
    return (round(hole.center[0], 6), round(hole.center[1], 6), hole.diameter)


def _on_sheets(board: Board, bed: tuple[float, float]) -> Check:
    """Every piece lies inside its sheet, kerf included, and no two overlap (by their shapes:
    parts nested at any angle may share a box). A piece is its cut line as the files draw it,
    widened by the half kerf the beam takes beyond it."""
    grow = board.kerf / 2
    laid = [(p.sheet, shapely.Polygon((p.outline.offset(grow) if grow else p.outline).polyline(0.01)))
            for p in board.toolpaths()]
    outside = [i for i, (_, shape) in enumerate(laid) if shape.bounds[0] < -1e-6 or shape.bounds[1] < -1e-6
               or shape.bounds[2] > bed[0] + 1e-6 or shape.bounds[3] > bed[1] + 1e-6]
    overlaps = [(i, j) for i, (si, a) in enumerate(laid) for j, (sj, b) in enumerate(laid)
                if i < j and si == sj and a.intersects(b)]
    ok = not outside and not overlaps
    return Check("laid out on bed sheets", ok,
                 f"{len(laid)} pieces on {board.sheet_count} sheet{'s' if board.sheet_count != 1 else ''} of "
                 f"{bed[0]:g} x {bed[1]:g} mm, none over the edge or on another"
                 if ok else f"{len(outside)} pieces over a sheet edge, {len(overlaps)} overlapping")
