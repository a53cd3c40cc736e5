"""The output formats, listed explicitly: a new format is one module and one line here.

A writer turns a board into bytes and knows nothing of games; files are written by the
caller, all at once, so a refused or failed job never leaves partial files behind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from boardgen.board import Board
from boardgen.drilling import DrillSettings, default_drill_settings


@dataclass(frozen=True)
class OutputSettings:
    paper: str = "letter"
    dxf_version: str = "R2000"
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


def writers() -> dict[str, Writer]:
    from boardgen.writers import dxf, gcode, manifest, pdf_template, png, svg

    return {w.name: w for w in (svg.WRITER, dxf.WRITER, pdf_template.WRITER, manifest.WRITER, png.WRITER, gcode.WRITER)}
