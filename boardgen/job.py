"""A board job from raw parameter text to a verified board laid out for cutting, shared by every
front end: parse, build, lay out on the bed, name the parts, check.

Its files are rendered and written by ``output``. Everything is checked and rendered in memory
first; files are written only when all formats have rendered, as one set (``write_set``), so a
refusal, a failure or an interrupt leaves nothing half-written behind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, MutableMapping
from dataclasses import dataclass, replace

from boardgen.board import DOWEL_ROLE, Board
from boardgen.design import NAME, recorded, stem
from boardgen.errors import ParameterError
from boardgen.games.registry import Game, game
from boardgen.layout.cutter import MACHINE, Cutter, cutter
from boardgen.options import Option, parse_all
from boardgen.output import OUTPUT_OPTIONS, named_output, parse_formats
from boardgen.shop.cam.settings import CAM_OPTIONS, CamSettings, flutes_reach
from boardgen.shop.drilling import GCODE_OPTIONS, DrillSettings
from boardgen.shop.materials import MATERIAL_OPTIONS, SETTABLE
from boardgen.shop.settings import Shop, shop_options
from boardgen.units import format_mm
from boardgen.verify import Check, require, shop_checks


LayoutKey = tuple[str, tuple[str, ...], Cutter]
"""What a board's layout depends on: the game, the text of each of its options (the shop's
bed, split, web, edge, font... among them) and the cutter it is laid out for."""



@dataclass(frozen=True)
class Made:
    board: Board
    checks: tuple[Check, ...]


def assess(game_name: str, raw: Mapping[str, str], searched: Callable[[int], None] | None = None,
           laid: MutableMapping[LayoutKey, Laid] | None = None) -> Made:
    """Parse and build a board, and run every board check without refusing, so a caller
    can explain the checks that pass as well as those that fail; ``searched`` hears the seam
    searches of a split so far. ``laid`` keeps boards laid out (``Laid``) by what their layout
    depends on (``LayoutKey``), for a caller that asks again with other output options (the
    preview page, between keystrokes): a split, its nesting and its part names take seconds."""
    g = game(game_name)
    values = parse_all(g.options, raw)
    if g.resolve is not None:
        values = g.resolve(values)
    board = g.build(values)
    shop = Shop.from_values(values)
    if shop.title:
        from boardgen.layout.title import with_title  # numpy, loaded only for a title

        board = with_title(board, shop.title, shop.lettering, shop.web, shop.edge)
    if shop.reference:
        from boardgen.layout.reference import with_reference  # numpy, loaded only for a reference square

        board = with_reference(board, shop.reference, shop.lettering, shop.web, shop.edge)
    cut_by = job_cutter(raw, shop.joint_clearance)
    key = (g.name, tuple(str(raw.get(o.name, o.default)) for o in g.options), cut_by)
    layout = laid.get(key) if laid is not None else None
    if layout is None:
        layout = lay_out(board, shop, cut_by, searched)
    if laid is not None:
        laid[key] = layout
    final = layout.board
    unused = unused_options(final, g.options)
    routed = ("router" + (f"{cut_by.bit:g}mm" if raw.get("profile-bit") else ""),) if (
        cut_by.is_router and (final.sheet_size is not None or layout.fitted)) else ()
    preset = set(SETTABLE) if raw.get("material") else set()
    final = replace(final, notes=(*final.notes, *(f"{o.flag} {raw[o.name]}: {why}, so it changes nothing here"
                                                  for o, why in unused if o.name in raw and o.name not in preset)))
    final = designed(final, f"boardgen board {g.name}", all_options(g), named_options(g, raw, unused), raw, routed)
    return Made(final, (*g.checks(board), *layout.checks, *shop_checks(final, shop.web, shop.edge, shop.bed)))


@dataclass(frozen=True)
class Laid:
    """A board as laid out for cutting: fitted to its bed (or spaced for a router) and named
    in parts, with the checks of both."""

    board: Board
    checks: tuple[Check, ...]
    fitted: bool
    """Whether it was fitted (split, packed or spaced), not only named."""


TRIAL_NESTING = 1
"""Seconds of true-shape nesting a bed tried for a refusal's advice gets: only whether the
board splits and its parts are named counts there, not how few sheets they take."""


def lay_out(board: Board, shop: Shop, cut_by: Cutter, searched: Callable[[int], None] | None = None) -> Laid:
    """The board fitted to the bed when it has one (a router's pieces spaced when it has
    none), then its parts named and its seams marked when it is in several. A bed too small
    to split the board on is refused naming a bed the board was laid out on, when one of
    the few tried (``part_count.BED_TRIES``) is: the estimate alone was wrong for round boards."""
    if shop.bed is None:
        return _fitted_and_named(board, shop, cut_by, searched)
    from boardgen.layout.assembly import NAMED_CHECK
    from boardgen.layout.part_count import BedTooSmall, bed_advice, bed_text, larger_bed

    try:
        laid = _fitted_and_named(board, shop, cut_by, searched)
    except BedTooSmall as small:
        bed = _working_bed(board, shop, cut_by, searched, small.suggested)
        if bed is None:
            raise
        raise ParameterError("--bed", bed_advice(small.piece, bed), small.got) from None
    crowded = next((c for c in laid.checks if c.name == NAMED_CHECK and not c.passed), None)
    if crowded is None or "split" not in laid.board.layout:  # a section's seams stay where they are
        return laid
    # a split's seams with no room for their marks: name a bed whose seams have room, tried
    bed = _working_bed(board, shop, cut_by, searched, larger_bed(shop.bed))
    if bed is None:
        return laid
    named = replace(crowded, remedy=f"a --bed of {bed_text(bed)} splits it with room for them, or try a larger --pitch")
    return replace(laid, checks=tuple(named if c is crowded else c for c in laid.checks))


def _working_bed(board: Board, shop: Shop, cut_by: Cutter, searched: Callable[[int], None] | None,
                 first: tuple[float, float]) -> tuple[float, float] | None:
    """The first of ``first`` and a few larger beds (``part_count.BED_TRIES``) the board is
    laid out on with every check of the layout passing, or None."""
    from boardgen.layout.part_count import BED_TRIES, BedTooSmall, larger_bed

    bed = first
    for _ in range(BED_TRIES):
        try:
            trial = _fitted_and_named(board, replace(shop, bed=bed, nest_seconds=TRIAL_NESTING), cut_by, searched)
        except BedTooSmall:
            trial = None
        if trial is not None and all(check.passed for check in trial.checks):
            return bed
        bed = larger_bed(bed)
    return None


def _fitted_and_named(board: Board, shop: Shop, cut_by: Cutter, searched: Callable[[int], None] | None) -> Laid:
    fitted, fitting = board, ()
    fit = shop.bed is not None or (cut_by.is_router and len(board.pieces) > 1)
    if fit:
        # numpy (a tenth of a second to import) is loaded only for a board fitted to a bed
        from boardgen.layout.split import fit_to_bed

        result = fit_to_bed(board, shop.bed, shop.split, shop.edge, shop.web, shop.joint_clearance, cut_by,
                            searched, shop.nest_seconds)
        fitted, fitting = result.board, result.checks
    if len(fitted.pieces) == 1:
        return Laid(fitted, fitting, fit)
    from boardgen.layout.assembly import name_parts  # numpy, loaded only for a board in several parts

    named, check = name_parts(fitted, shop.lettering, shop.web, shop.edge, shop.assembly_marks)
    return Laid(named, (*fitting, check), fit)


def job_cutter(raw: Mapping[str, str], clearance: float) -> Cutter:
    """The cutter the board is laid out for, from the formats and G-code operations asked for."""
    values = parse_all((MACHINE, *CAM_OPTIONS), raw)
    settings = CamSettings.from_values(values)
    formats = parse_formats(raw.get("format", OUTPUT_OPTIONS[0].default))
    if "gcode" in formats and "profile" in settings.operations and settings.profile_bit is not None:
        # a bit too short for the stock is refused now, not after a split of several seconds
        drill = DrillSettings.from_values(parse_all(GCODE_OPTIONS, raw))
        flutes_reach(settings.profile_bit, drill.through, settings, "--profile-bit",
                     "cut through the stock")
    return cutter(values, formats, settings.operations, settings.profile_bit, clearance)


def unused_options(board: Board, options: Iterable[Option]) -> list[tuple[Option, str]]:
    """The board's options that change nothing on this board, with why: left out of its name,
    and said in the summary when they were given."""
    dovetailed = (board.layout.get("split") or {}).get("joint") == "tabs"
    reasons = {"joint-clearance": "no dovetail joints" if not dovetailed else "",
               "font": "no engraved text" if not board.labels else "",
               "assembly-marks": "a board in one part" if len(board.pieces) == 1 else "",
               "nest-seconds": "no bed sheets to nest on" if board.sheet_size is None else ""}
    return [(o, reasons[o.name]) for o in options if reasons.get(o.name)]


def named_options(g: Game, raw: Mapping[str, str], unused: list[tuple[Option, str]]) -> tuple[Option, ...]:
    """The options a design's file name stands for when they differ from their default: the
    game's shop options that change this board, and every output option that changes a file
    (``named_output``)."""
    shop_names = {o.name for o in shop_options()} - {o.name for o, _ in unused}
    return (*(o for o in g.options if o.name in shop_names), *named_output(raw))


def designed(board: Board, command_path: str, options: Iterable[Option], named: tuple[Option, ...],
             raw: Mapping[str, str], extra: tuple[str, ...] = ()) -> Board:
    """The board under its design's stem, carrying its design: a game's board names its own
    choices (``pegs-and-jokers-6p``) and the job adds each of ``named`` that differs from its
    default and the ``extra`` words (a router's layout), unless ``--name`` names it."""
    return replace(board, stem=stem(board.stem, named, parse_all(named, raw), str(raw.get(NAME.name, NAME.default)),
                                    extra), design=recorded(command_path, options, raw))


def make_board(game_name: str, raw: Mapping[str, str], searched: Callable[[int], None] | None = None,
               laid: MutableMapping[LayoutKey, Laid] | None = None) -> Made:
    """Parse, build and verify; refuse with every broken rule at once. ``searched`` and
    ``laid`` as in ``assess``."""
    made = assess(game_name, raw, searched, laid)
    require(list(made.checks))
    return made


def summary(board: Board) -> str:
    x0, y0, x1, y1 = Board.extent(board.pieces)
    (diameter, count), = Counter(h.diameter for h in board.holes if h.role != DOWEL_ROLE).most_common(1)
    size = f"{format_mm(x1 - x0)} x {format_mm(y1 - y0)}"
    pieces = len(board.pieces)
    text = (f"{board.title}: {count} holes of {diameter:g} mm for {board.pieces_label}, "
            f"{size} assembled, {pieces} piece{'s' if pieces != 1 else ''}")
    return text


def all_options(g: Game) -> tuple[Option, ...]:
    return (*g.options, *OUTPUT_OPTIONS, *MATERIAL_OPTIONS)
