"""What a writer is (``Writer``: a board in, bytes out) and the settings every writer reads
(``OutputSettings``).

Its own module, apart from ``registry`` (which lists the formats and imports their modules),
so a writer names the type it fills in without importing the registry that imports it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from boardgen.board import Board
from boardgen.shop.cam.settings import CamSettings, default_cam_settings
from boardgen.shop.drilling import DrillSettings, default_drill_settings
from boardgen.shop.laser import LaserSettings, default_laser_settings
from boardgen.shop.printing import PrintSettings, default_print_settings
from boardgen.writers.cut.operations import HAIRLINE, Palette
from boardgen.writers.paper.settings import PaperSettings, default_paper_settings


@dataclass(frozen=True)
class OutputSettings:
    paper: str = "letter"
    origin: str = "lower-left"
    """Where X0 Y0 is in every file (``board.ORIGINS``): the G-code's zero, the DXF's and the manifest's."""
    dxf_version: str = "R2000"
    palette: Palette = field(default_factory=Palette)
    gcode: DrillSettings = field(default_factory=default_drill_settings)
    stroke: float = HAIRLINE
    """Line width of the SVG, mm."""
    laser: LaserSettings = field(default_factory=default_laser_settings)
    cam: CamSettings = field(default_factory=default_cam_settings)
    printing: PrintSettings = field(default_factory=default_print_settings)
    paper_board: PaperSettings = field(default_factory=default_paper_settings)
    """The paper board's scale and seat colours (``--scale``, ``--palette``)."""
    booklet: str = "none"
    """The rule booklet's layout when the job writes one beside the files (``--booklet``), else none."""
    folder: str = ""
    """The folder the files are written to (``--out``) as an absolute ``file:///`` URL. It is for
    a file that names another by where it lies (Tabletop Simulator's saved object, its mesh).
    Empty when the files go nowhere known; such a file then names the other by its name alone."""


@dataclass(frozen=True)
class Packed:
    """What a writer that packs a job's other files into one (the zip) is given. That is the
    files, by name in the order they are written, and the lines the job's summary says about
    them (the G-code's run order and times). And whether a laser's cut files are among them."""

    files: Mapping[str, bytes]
    reports: tuple[str, ...]
    laser: bool


@dataclass(frozen=True)
class Writer:
    name: str
    extension: str
    render: Callable[[Board, OutputSettings], bytes] | None = None
    """One file named after the board; see ``files`` for writers that make several."""
    per_sheet: bool = True
    """Drawn from the cutting layout, so a board on several bed sheets gets one file per sheet;
    False for formats that describe the assembled board (the manifest)."""
    report: Callable[[Board, OutputSettings], str] | None = None
    """Lines for the job's summary about what the files hold (the G-code's run order and times),
    or none; a line the files of several sheets share is said once."""
    last: bool = False
    """Written after every other file of the job: the manifest, so a complete manifest always
    describes a complete set of files."""
    holes_only: bool = False
    """Written only for sheets that have holes: a drilling template of a blank panel is of
    no use to anyone."""
    suffix: str | None = None
    """What may follow a stem in this writer's file names, as a regular expression; None
    means a sheet number (``-sheetN``) for per-sheet writers and nothing for the others."""
    many: Callable[[Board, OutputSettings], dict[str, bytes]] | None = None
    """Several files by name (G-code: one program per tool), instead of ``render``."""
    backs: bool = False
    """A laser's cut file: also written for each sheet's back (``Board.back_side``, ``-back``
    after the sheet's stem) where its pieces have engraving there."""
    sections: tuple[str, ...] = ()
    """The option sections (``options.SECTIONS``) this format reads besides the board's, so a
    form shows them only when it is chosen: the LightBurn project's laser settings, the G-code's
    CNC ones."""
    pack: Callable[[Board, Packed, OutputSettings], bytes] | None = None
    """One file holding the job's other formats' files (the zip), instead of ``render``: the
    job renders those first (``output.unpacked`` says which) and hands them over."""

    def files(self, board: Board, settings: OutputSettings) -> dict[str, bytes]:
        if self.many is not None:
            return self.many(board, settings)
        assert self.render is not None
        return {f"{board.stem}.{self.extension}": self.render(board, settings)}

    also: tuple[str, ...] = ()
    """What follows the stem in the names of a writer's other files besides ``extension``'s
    (Tabletop Simulator's saved object, ``-tts.json`` beside its ``.obj``)."""

    def may_write(self, stem: str, name: str) -> bool:
        """Whether a file called ``name`` could be one this writer writes for ``stem``, so a
        rerun can remove what an earlier run of the stem left and touch nothing else."""
        suffix = self.suffix if self.suffix is not None else "(-sheet[0-9]+)?" if self.per_sheet else ""
        suffix += "(-back)?" if self.backs else ""
        endings = "|".join((suffix + re.escape("." + self.extension), *map(re.escape, self.also)))
        return re.fullmatch(re.escape(stem) + f"(?:{endings})", name) is not None


def rules_name(stem: str) -> str:
    """The rule booklet's file name beside a board's files (``--booklet``)."""
    return f"{stem}-rules.pdf"
