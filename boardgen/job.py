"""A board job from raw parameter text to files on disk, shared by every front end.

Everything is checked and rendered in memory first; files are written only when all
formats have rendered, as one set (``write_set``), so a refusal, a failure or an interrupt
leaves nothing half-written behind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, MutableMapping
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from boardgen.board import DOWEL_ROLE, ORIGINS, Board
from boardgen.shop.cam.settings import CAM_OPTIONS, CamSettings, flutes_reach
from boardgen.design import NAME, WHICH_AND_WHERE, recorded, stem
from boardgen.shop.drilling import GCODE_OPTIONS, DrillSettings
from boardgen.errors import ParameterError
from boardgen.games.registry import Game, game
from boardgen.layout.cutter import MACHINE, Cutter, cutter
from boardgen.shop.laser import LASER_OPTIONS, LaserSettings
from boardgen.shop.materials import MATERIAL_OPTIONS, SETTABLE
from boardgen.shop.printing import PRINT_OPTIONS, PrintSettings
from boardgen.options import Option, length_option, parse_all
from boardgen.shop.settings import Shop, shop_options
from boardgen.units import format_mm
from boardgen.verify import Check, require, shop_checks
from boardgen.write_set import held, write_files_then
from boardgen.writers.cut.operations import COLORS_HELP, DEFAULT_COLORS, HAIRLINE, Palette
from boardgen.writers.paper.settings import PAPER_OPTIONS, PaperSettings
from boardgen.writers.registry import FORMATS, writer
from boardgen.writers.stale import remove_stale
from boardgen.writers.writer import OutputSettings, Packed, Writer

STROKE = length_option("stroke", "Line width in the SVG: the default hairline is what laser software wants (a "
                       "style sheet in the file draws it 1.4 px wide on screen); 0.3mm or so for paper",
                       f"{HAIRLINE:g}mm", minimum=0.001, maximum=5.0, label="SVG line width", section="Output")
"""In the name's tag when it differs from the hairline, so an SVG to look at never replaces the cut file."""

BOOKLET = Option("booklet", "Also write the game's rule booklet for this board's players and options, in "
                 "--paper: none, sheet (pages) or booklet (half pages to fold and staple); base rules (the "
                 "variations: boardgen rules booklet); in the zip too", "none", "choice",
                 choices=("none", "sheet", "booklet"), label="Rule booklet", section="Output")
"""A board's, not a coupon's: which files, not what they hold, so not in the design record."""

OUTPUT_OPTIONS = (
    Option("format", "Comma-separated formats to write: svg, dxf, pdf, json, png, gcode (CNC router "
           "programs, one .nc per tool), lbrn2 (a LightBurn project), stl, 3mf (3D-printable models), glb (the "
           "board in 3D, to look at), tts (the board for Tabletop Simulator: its mesh and a saved object with a snap "
           "point on every hole, naming the mesh in --out), paper (a colour board to play on, printed on --paper at --scale), zip (the job "
           "in one file: the other formats named, or svg and dxf when none is, always with the pdf template and json "
           "manifest, and a README.txt of the run order; written instead of the loose files)", "svg,dxf,pdf,json",
           label="Formats", section="Output"),
    Option("out", "Folder the files are written to", "output", label="Output folder", section="Output"),
    NAME,
    Option("paper", "Paper for the 1:1 drilling template, the paper board and the rule booklet", "letter", "choice",
           choices=("letter", "a4"), label="Template paper", section="Output"),
    BOOKLET,
    Option("dxf-version", "DXF version: R2000 (LWPOLYLINE) or R12 for old importers", "R2000", "choice",
           choices=("R2000", "R12"), label="DXF version", section="Output"),
    Option("colors", "Stroke colour of each operation in the SVG (and the DXF layer colour), as "
           f"{COLORS_HELP}; name only those to change", DEFAULT_COLORS, label="Layer colours", section="Output"),
    STROKE,
    Option("origin", "Where X0 Y0 is in the G-code, DXF, LightBurn project and manifest (the SVG says where): "
           "the lower-left corner of the board's bounding box, as a CNC shop zeroes, or its centre", "lower-left", "choice",
           choices=ORIGINS, label="Origin (X0 Y0)", section="Output"),
    MACHINE,
    *GCODE_OPTIONS,
    *CAM_OPTIONS,
    *LASER_OPTIONS,
    *PRINT_OPTIONS,
    *PAPER_OPTIONS,
)
LayoutKey = tuple[str, tuple[str, ...], Cutter]
"""What a board's layout depends on: the game, the text of each of its options (the shop's
bed, split, web, edge, font... among them) and the cutter it is laid out for."""

UNNAMED_OUTPUT = ("materials", "machine")
"""Output options left out of a design's name's tag: a preset file's name, whose values the
options themselves carry once the preset is applied, and the machine, whose layout the name's
``router`` word says where it changes one."""


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


def named_output(raw: Mapping[str, str]) -> tuple[Option, ...]:
    """The output options any design's file name stands for when they differ from their default
    (a board's or a coupon's): all but those choosing which files go where (``WHICH_AND_WHERE``),
    ``--name`` and ``UNNAMED_OUTPUT``, with ``--laser`` only when a material is named, whose
    settings it picks."""
    left_out = {*WHICH_AND_WHERE, NAME.name, *UNNAMED_OUTPUT, *(() if raw.get("material") else ("laser",))}
    return tuple(o for o in (*OUTPUT_OPTIONS, *MATERIAL_OPTIONS) if o.name not in left_out)


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


def parse_formats(text: str) -> tuple[str, ...]:
    known = FORMATS
    chosen = tuple(dict.fromkeys(part.strip().lower() for part in text.split(",") if part.strip()))
    unknown = [f for f in chosen if f not in known]
    if unknown or not chosen:
        raise ParameterError("--format", "a comma-separated list of " + ", ".join(known), text)
    return chosen


PACKED_ALWAYS = ("pdf", "json")
"""What a zip holds whatever else it is asked to: the template and the manifest, the job's
record of itself."""


def unpacked(formats: tuple[str, ...]) -> tuple[str, ...]:
    """The formats whose files are made: ``formats`` itself, or for a job packed into one file
    (``zip``), the others named (the default set when none is) with ``PACKED_ALWAYS``, each
    rendered exactly as it would be written loose."""
    loose = tuple(f for f in formats if writer(f).pack is None)
    if loose == formats:
        return formats
    chosen = loose or parse_formats(OUTPUT_OPTIONS[0].default)
    return tuple(dict.fromkeys((*chosen, *PACKED_ALWAYS)))


def output_settings(values: Mapping[str, Any]) -> OutputSettings:
    """The writers' settings from parsed ``OUTPUT_OPTIONS`` values, built in one place for
    every front end."""
    return OutputSettings(paper=values["paper"], origin=values["origin"], dxf_version=values["dxf-version"],
                          palette=Palette.parse(values["colors"]), gcode=DrillSettings.from_values(values),
                          cam=CamSettings.from_values(values), stroke=values["stroke"],
                          laser=LaserSettings.from_values(values), printing=PrintSettings.from_values(values),
                          paper_board=PaperSettings.from_values(values), booklet=values["booklet"],
                          folder=output_folder(values["out"]).resolve().as_uri())


def render_files(board: Board, formats: tuple[str, ...], settings: OutputSettings,
                 documents: Mapping[str, bytes] = MappingProxyType({})) -> dict[str, bytes]:
    """Every file of the job by name, in the order they are to be written (a writer marked
    ``last``, the manifest, after the rest). A board laid out on several bed sheets gets one file
    per sheet from each per-sheet writer (``STEM-sheetN``), several from a writer that makes more
    than one (the G-code's program per tool); the others describe the whole board. Each file's
    board knows the names of all of them, for the manifest to list. A packing format (the zip)
    gets the files of ``unpacked(formats)`` and returns one file holding them. ``documents``
    (the rule booklet) are files made beside the writers', listed and packed as theirs are."""
    inner = held(unpacked, formats)  # imports the writers: reportlab, manifold3d, lib3mf
    if inner != formats:
        (packer,) = (writer(f) for f in formats if writer(f).pack is not None)
        assert packer.pack is not None
        files = render_files(board, inner, settings, documents)
        laser = any(writer(f).backs for f in inner)
        packed = Packed(files, tuple(reports(board, inner, settings)), laser)
        return {f"{board.stem}.{packer.extension}": held(packer.pack, board, packed, settings)}
    chosen = sorted((writer(f) for f in formats), key=lambda w: w.last)
    several = {(w.name, b.stem): held(w.files, b, settings) for w in chosen if w.many
               for b in _file_boards(board, w)}
    names = tuple(name for w in chosen for b in _file_boards(board, w)
                  for name in (several[(w.name, b.stem)] if w.many else (f"{b.stem}.{w.extension}",)))
    listed = replace(board, design=replace(board.design, files=(*names, *documents)))
    files: dict[str, bytes] = dict(documents)
    for w in chosen:
        for b in _file_boards(listed, w):
            files.update(several[(w.name, b.stem)] if w.many else held(w.files, b, settings))
    return dict(sorted(files.items(), key=lambda item: item[0] not in documents))  # the manifest still last


def _file_boards(board: Board, writer: Writer) -> list[Board]:
    """The boards a writer renders one file each for: each sheet, or the whole board, each
    followed by its back for a writer of cut files where the pieces have one; only those with
    holes for a writer that is of use only where there are holes."""
    if writer.per_sheet and board.sheet_count > 1:
        boards = [board.for_sheet(k) for k in range(board.sheet_count)]
    else:
        boards = [board]
    if writer.backs:
        boards = [side for b in boards for side in ((b, b.back_side()) if b.has_back else (b,))]
    return [b for b in boards if _wanted(b, writer)]


def _wanted(board: Board, writer: Writer) -> bool:
    """Whether ``writer`` makes a file for this board or sheet: not one without holes, for a
    writer of use only where there are holes."""
    return bool(board.holes) or not writer.holes_only


def reports(board: Board, formats: tuple[str, ...], settings: OutputSettings) -> list[str]:
    """The writers' own summary lines (the G-code's drilling travel), each said once, and which
    sheets a writer of use only where there are holes left out; a packed job's, its files'."""
    chosen = [writer(f) for f in unpacked(formats)]
    lines = (line for w in chosen if w.report for b in _file_boards(board, w)
             for line in w.report(b, settings).splitlines())
    return list(dict.fromkeys(line for line in (*lines, *(_left_out(board, w) for w in chosen)) if line))


def _left_out(board: Board, writer: Writer) -> str:
    """A line naming the sheets without holes that ``writer`` makes no file for, so a gap in
    the numbers of its files is explained where the user reads what was written."""
    if not (writer.holes_only and writer.per_sheet and board.sheet_count > 1):
        return ""
    blank = [str(k + 1) for k in range(board.sheet_count) if not _wanted(board.for_sheet(k), writer)]
    if not blank:
        return ""
    listed = blank[0] if len(blank) == 1 else ", ".join(blank[:-1]) + " and " + blank[-1]
    return (f"sheet{'s' if len(blank) > 1 else ''} {listed} {'have' if len(blank) > 1 else 'has'} no holes: "
            f"no .{writer.extension} for {'them' if len(blank) > 1 else 'it'}")


@dataclass(frozen=True)
class Written:
    paths: tuple[Path, ...]
    reports: tuple[str, ...]
    removed: tuple[Path, ...] = ()
    """Files an earlier run of the same stem wrote that this run did not."""
    kept: tuple[tuple[Path, str], ...] = ()
    """Such files that could not be removed, each with the reason."""


def output_folder(text: str, parameter: str = "--out") -> Path:
    """The folder files go to; an empty name is refused rather than read as the current folder."""
    if not text.strip():
        raise ParameterError(parameter, "a folder name (not empty; use . for the current folder)", text)
    return Path(text)


@dataclass(frozen=True)
class Output:
    """Which files a command makes and how, parsed from the output options before any board
    is built, so a bad one is refused first and costs no build."""

    formats: tuple[str, ...]
    settings: OutputSettings
    folder: Path
    named: bool = False
    """Whether ``--name`` names the files, so the name may have held another design before."""
    booklet: str = "none"
    """The rule booklet's layout (``BOOKLET``), or none."""

    @staticmethod
    def parse(raw: Mapping[str, str]) -> "Output":
        formats = parse_formats(raw.get("format", OUTPUT_OPTIONS[0].default))
        values = parse_all(OUTPUT_OPTIONS, raw)
        return Output(formats, output_settings(values), output_folder(values["out"]), bool(values[NAME.name]),
                      values[BOOKLET.name])

    @property
    def packed(self) -> bool:
        """Whether the job goes into one file (``zip``) instead of loose ones."""
        return unpacked(self.formats) != self.formats

    @property
    def written_formats(self) -> tuple[str, ...]:
        """The formats whose files land in the folder: only the packer's when packed, so a zip
        never removes the loose files an earlier, unpacked run wrote (issue 40)."""
        return tuple(f for f in self.formats if writer(f).pack is not None) if self.packed else self.formats

    def documents(self, board: Board, game_name: str) -> dict[str, bytes]:
        """The files a job makes beside the writers': the rule booklet of ``game_name`` (the
        command's game: ``track`` for a board from a description), when asked for."""
        if self.booklet == "none":
            return {}
        from boardgen.booklet.for_board import board_booklet  # the games' booklets, loaded only for one

        return held(board_booklet, board, game_name, self.booklet, self.settings.paper)

    def write(self, board: Board, game_name: str = "") -> Written:
        """Render every chosen format of a verified board and write the files at once; the
        stale files of its stem in the formats written (every format's under a ``--name``,
        which may have held another design) are removed before an interrupt is let through."""
        files = render_files(board, self.formats, self.settings, self.documents(board, game_name or board.game))
        formats = None if self.named and not self.packed else self.written_formats
        paths, (removed, kept), aside = write_files_then(self.folder, files,
                                                         lambda: remove_stale(self.folder, board.stem, files, formats))
        return Written(paths, tuple(reports(board, self.formats, self.settings)), removed, (*aside, *kept))


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
