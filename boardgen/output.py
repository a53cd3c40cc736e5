"""A job's output: the output options every board command shares, the files its writers render
from a board, and writing them as one set.

Apart from ``job`` (parsing, building and laying out a board), so a command that only writes
files, such as the coupon, the kit or the cards, reads what it needs here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from boardgen.board import ORIGINS, Board
from boardgen.design import NAME, WHICH_AND_WHERE
from boardgen.errors import ParameterError
from boardgen.layout.cutter import MACHINE
from boardgen.options import Option, length_option, parse_all
from boardgen.shop.cam.settings import CAM_OPTIONS, CamSettings
from boardgen.shop.drilling import GCODE_OPTIONS, DrillSettings
from boardgen.shop.laser import LASER_OPTIONS, LaserSettings
from boardgen.shop.materials import MATERIAL_OPTIONS
from boardgen.shop.printing import PRINT_OPTIONS, PrintSettings
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

UNNAMED_OUTPUT = ("materials", "machine")
"""Output options left out of a design's name's tag: a preset file's name, whose values the
options themselves carry once the preset is applied, and the machine, whose layout the name's
``router`` word says where it changes one."""


def named_output(raw: Mapping[str, str]) -> tuple[Option, ...]:
    """The output options any design's file name stands for when they differ from their default
    (a board's or a coupon's): all but those choosing which files go where (``WHICH_AND_WHERE``),
    ``--name`` and ``UNNAMED_OUTPUT``, with ``--laser`` only when a material is named, whose
    settings it picks."""
    left_out = {*WHICH_AND_WHERE, NAME.name, *UNNAMED_OUTPUT, *(() if raw.get("material") else ("laser",))}
    return tuple(o for o in (*OUTPUT_OPTIONS, *MATERIAL_OPTIONS) if o.name not in left_out)


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
