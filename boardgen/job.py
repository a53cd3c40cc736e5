"""A board job from raw parameter text to files on disk, shared by every front end.

Everything is checked and rendered in memory first; files are written only when all
formats have rendered, as one set (``write_set``), so a refusal, a failure or an interrupt
leaves nothing half-written behind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from boardgen.board import Board
from boardgen.drilling import GCODE_OPTIONS, DrillSettings
from boardgen.errors import ParameterError
from boardgen.games.registry import Game, game
from boardgen.options import Option, parse_all
from boardgen.shop import Shop
from boardgen.split import DOWEL_ROLE, fit_to_bed
from boardgen.units import format_mm
from boardgen.verify import Check, require, shop_checks
from boardgen.write_set import write_files
from boardgen.writers.operations import COLORS_HELP, DEFAULT_COLORS, Palette
from boardgen.writers.registry import FORMATS, OutputSettings, Writer, writer

OUTPUT_OPTIONS = (
    Option("format", "Comma-separated formats to write: svg, dxf, pdf, json, png, gcode (a CNC drilling "
           "program, .nc)", "svg,dxf,pdf,json"),
    Option("out", "Folder the files are written to", "output"),
    Option("paper", "Paper for the 1:1 drilling template", "letter", "choice", choices=("letter", "a4")),
    Option("dxf-version", "DXF version: R2000 (LWPOLYLINE) or R12 for old importers", "R2000", "choice",
           choices=("R2000", "R12")),
    Option("colors", "Stroke colour of each operation in the SVG (and the DXF layer colour), as "
           f"{COLORS_HELP}; name only those to change", DEFAULT_COLORS),
    *GCODE_OPTIONS,
)


@dataclass(frozen=True)
class Made:
    board: Board
    checks: tuple[Check, ...]


def assess(game_name: str, raw: Mapping[str, str]) -> Made:
    """Parse and build a board, and run every board check without refusing, so a caller
    can explain the checks that pass as well as those that fail."""
    g = game(game_name)
    values = parse_all(g.options, raw)
    board = g.build(values)
    shop = Shop.from_values(values)
    fitted = fit_to_bed(board, shop.bed, shop.split, shop.edge, shop.web)
    return Made(fitted.board, (*g.checks(board), *fitted.checks,
                               *shop_checks(fitted.board, shop.web, shop.edge, shop.bed)))


def make_board(game_name: str, raw: Mapping[str, str]) -> Made:
    """Parse, build and verify; refuse with every broken rule at once."""
    made = assess(game_name, raw)
    require(list(made.checks))
    return made


def parse_formats(text: str) -> tuple[str, ...]:
    known = FORMATS
    chosen = tuple(dict.fromkeys(part.strip().lower() for part in text.split(",") if part.strip()))
    unknown = [f for f in chosen if f not in known]
    if unknown or not chosen:
        raise ParameterError("--format", "a comma-separated list of " + ", ".join(known), text)
    return chosen


def output_settings(values: Mapping[str, Any]) -> OutputSettings:
    """The writers' settings from parsed ``OUTPUT_OPTIONS`` values, built in one place for
    every front end."""
    return OutputSettings(paper=values["paper"], dxf_version=values["dxf-version"],
                          palette=Palette.parse(values["colors"]), gcode=DrillSettings.from_values(values))


def render_files(board: Board, formats: tuple[str, ...], settings: OutputSettings) -> dict[str, bytes]:
    """Every file of the job by name, in the order they are to be written (a writer marked
    ``last``, the manifest, after the rest). A board laid out on several bed sheets gets one file
    per sheet from each per-sheet writer (``STEM-sheetN``); the others describe the whole board."""
    files = {}
    for chosen in sorted((writer(f) for f in formats), key=lambda w: w.last):
        files.update({f"{b.stem}.{chosen.extension}": chosen.render(b, settings) for b in _file_boards(board, chosen)})
    return files


def _file_boards(board: Board, writer: Writer) -> list[Board]:
    """The boards a writer renders one file each for: each sheet, or the whole board."""
    if writer.per_sheet and board.sheet_count > 1:
        return [board.for_sheet(k) for k in range(board.sheet_count)]
    return [board]


def reports(board: Board, formats: tuple[str, ...], settings: OutputSettings) -> list[str]:
    """The writers' own summary lines (the G-code's drilling travel), one per file."""
    chosen = [writer(f) for f in formats]
    return [w.report(b, settings) for w in chosen if w.report for b in _file_boards(board, w)]


@dataclass(frozen=True)
class Written:
    paths: tuple[Path, ...]
    reports: tuple[str, ...]


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

    @staticmethod
    def parse(raw: Mapping[str, str]) -> "Output":
        formats = parse_formats(raw.get("format", OUTPUT_OPTIONS[0].default))
        values = parse_all(OUTPUT_OPTIONS, raw)
        return Output(formats, output_settings(values), output_folder(values["out"]))

    def write(self, board: Board) -> Written:
        """Render every chosen format of a verified board and write the files at once."""
        files = render_files(board, self.formats, self.settings)
        return Written(tuple(write_files(self.folder, files)), tuple(reports(board, self.formats, self.settings)))


def summary(board: Board) -> str:
    x0, y0, x1, y1 = Board.extent(board.pieces)
    (diameter, count), = Counter(h.diameter for h in board.holes if h.role != DOWEL_ROLE).most_common(1)
    size = f"{format_mm(x1 - x0)} x {format_mm(y1 - y0)}"
    pieces = len(board.pieces)
    text = (f"{board.title}: {count} holes of {diameter:g} mm for {board.pieces_label}, "
            f"{size} assembled, {pieces} piece{'s' if pieces != 1 else ''}")
    return text


def all_options(g: Game) -> tuple[Option, ...]:
    return (*g.options, *OUTPUT_OPTIONS)
