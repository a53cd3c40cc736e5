"""Workshop parameters shared by every game: spacing, hole size, piece type, kerf, bed.

Starting values come from ../shared/reference/SHOP.md: tee boards are drilled about 4.8 mm,
real Pegs and Jokers boards run about an inch between holes, a 16 mm marble sits in a
12.7 mm hole about 3 mm deep.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from boardgen.errors import ParameterError
from boardgen.lettering.labels import FONTS, Lettering
from boardgen.options import Option, length_option


JOINTS = ("tabs", "dowels", "none")
"""How split parts join: dovetails in the plane, dowels into a backing board, or no split (refuse)."""


@dataclass(frozen=True)
class PieceType:
    name: str
    label: str
    hole: float
    depth: float | None
    """Seat depth in mm; None drills through."""


PIECE_TYPES = {
    p.name: p
    for p in (
        PieceType("golf-tee", "golf tees", 4.8, None),
        PieceType("peg", "wooden pegs", 6.35, None),
        PieceType("marble", "16 mm marbles", 12.7, 3.2),
    )
}


def shop_options(pitch: str = "1in", piece: str = "golf-tee", margin: str = "19mm",
                 marks: bool = True) -> tuple[Option, ...]:
    """The options every board shares; a game passes its own sensible defaults, and
    ``marks=False`` when it has no special holes, so ``--marks`` is refused rather than ignored."""
    presets = ", ".join(f"{p.name} {p.hole:g} mm" for p in PIECE_TYPES.values())
    return (
        length_option("pitch", "Hole spacing along the track", pitch, minimum=3.0, maximum=200.0,
                      label="Hole spacing (pitch)", section="Pieces and holes"),
        Option("piece", "Playing piece; sets the hole size and, for marbles, the seat depth", piece, "choice",
               choices=tuple(PIECE_TYPES), section="Pieces and holes"),
        length_option("hole", f"Hole diameter; empty takes the piece's size ({presets})", "", minimum=0.5,
                      label="Hole diameter", section="Pieces and holes"),
        length_option("margin", "Board edge beyond the outermost hole centres", margin, minimum=0.0, maximum=500.0),
        length_option("kerf", "Full kerf width of the laser or bit; cut files are compensated, 0 = none", "0mm",
                      minimum=0.0, maximum=2.0),
        Option("bed", "Laser or CNC bed WIDTHxHEIGHT every piece must fit, e.g. 600x300mm; empty = no limit",
               "", "size", label="Bed size"),
        Option("split", "How a piece bigger than --bed is split: tabs (dovetail joints), dowels (straight seams and "
               "dowel holes for a backing board) or none (refuse the board)", "tabs", "choice", choices=JOINTS),
        Option("nest-seconds", "Most processor seconds spent nesting the parts on --bed sheets by their true shapes "
               "(sparrow, seeded: the same parameters give the same sheets; past the limit the parts keep their "
               "box packing)", "10", "int", minimum=1, maximum=600, label="Nesting time (s)"),
        length_option("joint-clearance", "Gap between a dovetail tab and its socket, apart from the kerf: a press "
                      "fit at 0 varies with the beam's taper (a material preset sets it)", "0mm",
                      minimum=0.0, maximum=1.0),
        length_option("web", "Least wood left between two holes", "2mm", minimum=0.0, maximum=50.0,
                      label="Wood between holes", section="Pieces and holes"),
        length_option("edge", "Least wood left between a hole and the board edge", "3mm", minimum=0.0, maximum=50.0,
                      label="Wood at the edge", section="Pieces and holes"),
        Option("font", "How labels are engraved: outline (letters outlined, to fill or trace) or single-line "
               "(open strokes a laser scores in one pass and a V-bit follows)", FONTS[0], "choice", choices=FONTS,
               label="Font", section="Marks and labels"),
        *([Option("marks", "arrows: a ring where pegs come out (and round each shortcut), an arrow into home at "
                  "each home's entry and an arrow along each side in the direction of play; rings: a ring round "
                  "each special hole (in-spots, come-outs, shortcuts); none: leave them off", MARKS[0], "choice",
                  choices=MARKS, label="Marks", section="Marks and labels")] if marks else []),
        Option("title", "A name engraved where the board has room, e.g. \"The Millers'\" (nearest the middle of "
               "the largest piece, as large as fits); empty = none", "", "text",
               label="Title", section="Marks and labels"),
        length_option("reference", "Side of a reference square engraved on the board, to check the import scale "
                      "in laser or CAM software before cutting; empty = none", "", minimum=5.0, maximum=200.0,
                      label="Reference square", section="Marks and labels"),
        Option("assembly-marks", "Where a board in several parts gets its part letters and seam pairs (A-B): face "
               "(engraved with the rest), back (mirrored in an engrave-only STEM-sheetN-back file per sheet, run with "
               "the sheet turned over left to right) or none", ASSEMBLY_MARKS[0], "choice", choices=ASSEMBLY_MARKS,
               label="Assembly marks", section="Marks and labels"),
    )


MARKS = ("arrows", "rings", "none")
"""What marks the special holes: rings and arrows (a come-out's ring apart from an in-spot's arrow,
and the way round), rings only (every special hole alike), or nothing."""
ARROWS, RINGS, NO_MARKS = MARKS
ASSEMBLY_MARKS = ("face", "back", "none")
"""Which side of a part its assembly marks are engraved on, if any (``layout.assembly``)."""


@dataclass(frozen=True)
class Shop:
    pitch: float
    piece: PieceType
    hole: float
    depth: float | None
    margin: float
    kerf: float
    bed: tuple[float, float] | None
    split: str
    nest_seconds: int
    joint_clearance: float
    web: float
    edge: float
    lettering: Lettering = Lettering()
    marks: str = ARROWS
    """Which marks are engraved: one of ``MARKS``."""
    reference: float | None = None
    """Side of the reference square in mm, if one is wanted."""
    assembly_marks: str = ASSEMBLY_MARKS[0]
    """``ASSEMBLY_MARKS``: the side a board in several parts is named on, or none."""
    title: str = ""
    """A name to engrave on the board (``--title``), or none."""

    @staticmethod
    def from_values(values: Mapping[str, Any]) -> "Shop":
        piece = PIECE_TYPES[values["piece"]]
        hole = values["hole"] if values["hole"] is not None else piece.hole
        if hole >= values["pitch"]:
            raise ParameterError("--hole", f"must be smaller than the pitch ({values['pitch']:g} mm)", f"{hole:g} mm")
        if values["kerf"] >= hole:
            raise ParameterError("--kerf", f"must be smaller than the hole ({hole:g} mm)", f"{values['kerf']:g} mm")
        return Shop(
            pitch=values["pitch"],
            piece=piece,
            hole=hole,
            depth=piece.depth,
            margin=values["margin"],
            kerf=values["kerf"],
            bed=values["bed"],
            split=values["split"],
            nest_seconds=values["nest-seconds"],
            joint_clearance=values["joint-clearance"],
            web=values["web"],
            edge=values["edge"],
            lettering=Lettering(values["font"]),
            marks=values.get("marks", NO_MARKS),
            reference=values["reference"],
            assembly_marks=values.get("assembly-marks", ASSEMBLY_MARKS[0]),
            title=values["title"].strip(),
        )
