"""The output formats, listed explicitly: a new format is one module and one line here.

A writer turns a board into bytes and knows nothing of games; files are written by the
caller, all at once, so a refused or failed job never leaves partial files behind.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field

from boardgen.board import Board
from boardgen.drilling import DrillSettings, default_drill_settings
from boardgen.writers.operations import Palette


@dataclass(frozen=True)
class OutputSettings:
    paper: str = "letter"
    dxf_version: str = "R2000"
    palette: Palette = field(default_factory=Palette)
    gcode: DrillSettings = field(default_factory=default_drill_settings)


@dataclass(frozen=True)
class Writer:
    name: str
    extension: str
    render: Callable[[Board, OutputSettings], bytes]
    per_sheet: bool = True
    """Drawn from the cutting layout, so a board on several bed sheets gets one file per sheet;
    False for formats that describe the assembled board (the manifest)."""
    report: Callable[[Board, OutputSettings], str] | None = None
    """A line for the job's summary about what the file holds (the G-code's drilling travel)."""
    last: bool = False
    """Written after every other file of the job: the manifest, so a complete manifest always
    describes a complete set of files."""


FORMATS = {
    "svg": "svg",
    "dxf": "dxf",
    "pdf": "pdf_template",
    "json": "manifest",
    "png": "png",
    "gcode": "gcode",
}
"""Format name -> module in ``boardgen.writers`` holding its ``WRITER``. A module is imported
only when its format is asked for: ezdxf and reportlab alone cost half a second of start-up."""


def writer(name: str) -> Writer:
    return importlib.import_module(f"boardgen.writers.{FORMATS[name]}").WRITER


def writers() -> dict[str, Writer]:
    return {name: writer(name) for name in FORMATS}
