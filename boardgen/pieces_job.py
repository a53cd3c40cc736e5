"""A pieces job from the options given to files in memory, shared by ``boardgen pieces``. The
board is made as ``boardgen board`` makes it with the same options. Its own ``--bed`` is left
out: here the bed is the printer's or the laser's. Its pieces are sized to it. Their files are
all rendered before any is written, so a refusal leaves nothing behind.

Formats: ``stl`` (one file a seat) and ``3mf`` (one object a seat in its colour) for a 3D
printer; ``svg``, ``dxf`` and ``lbrn2`` for a laser, through the board's own cut-file writers.
The default follows the material preset's machine: a laser's cut files, else the printer's.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

from boardgen.errors import ParameterError
from boardgen.games.registry import Game
from boardgen.job import all_options, make_board
from boardgen.options import Option, parse_all
from boardgen.output import BOOKLET, Output, Written, render_files
from boardgen.pieces import STYLES, PieceSet, flat_discs, flat_halves, peg_width, piece_set, printed, slot_width
from boardgen.shop.settings import shop_options

PRINTED = ("stl", "3mf")
CUT = ("svg", "dxf", "lbrn2")
PRINTED_FORMATS = "stl,3mf"
LASER_FORMATS = "svg,dxf,lbrn2"
FORMAT_HELP = ("Comma-separated formats to write: stl (one file a seat, to print in its colour) and 3mf (one "
               "object a seat in its --palette colour) for a 3D printer; svg, dxf and lbrn2 (a LightBurn project) "
               "for a laser's slotted flat pieces; empty takes the laser's files for a laser --material, else the "
               "printer's")

BED_HELP = ("The 3D printer's or laser's bed WIDTHxHEIGHT the pieces are laid out on (the board they fit is made "
            "as with no bed); empty = no limit")


PIECE_STYLE = Option("piece-style", "The laser's pieces: halves (two slotted halves of a pawn that cross and stand "
                     "beside a hole) or disc (a disc on a flat peg that stands in the hole, the peg's corners the "
                     "hole less --joint-clearance across)", "halves", kind="choice", choices=STYLES,
                     label="Laser piece style", section="Pieces and holes")
"""The pieces' own option, beside the board's: which flat piece a laser cuts."""
OWN_HELP = {"format": FORMAT_HELP, "bed": BED_HELP}
"""The board's options the pieces read their own way: their formats, and the printer's or laser's bed."""


def pieces_option(option: Option) -> Option:
    """A board option as the pieces take it: the format and bed their own, with no default."""
    return replace(option, default="", help=OWN_HELP[option.name]) if option.name in OWN_HELP else option


def pieces_options(g: Game) -> tuple[Option, ...]:
    """The board's options, whose pieces fit its holes, with the pieces' own formats and bed:
    the command's options and the preview page's pieces tab alike."""
    return (*(pieces_option(o) for o in all_options(g) if o is not BOOKLET), PIECE_STYLE)


@dataclass(frozen=True)
class PiecesJob:
    """The job's files by name and what its summary says."""

    pieces: PieceSet
    files: dict[str, bytes]
    lines: tuple[str, ...]
    output: Output


def pieces_job(game_name: str, raw: Mapping[str, str], machine: str | None) -> PiecesJob:
    """Every file of the pieces of ``game_name`` under the options ``raw`` (a preset's values
    already under the user's); refusals propagate, before anything is written."""
    chosen = dict(raw)
    if not chosen.get("format", "").strip():
        chosen["format"] = LASER_FORMATS if machine == "laser" else PRINTED_FORMATS
    output = Output.parse(chosen)
    wrong = [f for f in output.formats if f not in (*PRINTED, *CUT)]
    if wrong:
        raise ParameterError("--format", "a comma-separated list of " + ", ".join((*PRINTED, *CUT)), chosen["format"])
    values = parse_all(shop_options(), {k: v for k, v in chosen.items() if k in {"bed", "joint-clearance"}})
    bed, clearance = values["bed"], values["joint-clearance"]
    style = PIECE_STYLE.parse(chosen.get(PIECE_STYLE.name, PIECE_STYLE.default))
    board = make_board(game_name, {k: v for k, v in chosen.items() if k not in ("bed", PIECE_STYLE.name)}).board
    settings = output.settings
    pieces = piece_set(board, settings.gcode, clearance, settings.paper_board.palette)
    files: dict[str, bytes] = {}
    lines = [pieces.buy_line()]
    if any(f in PRINTED for f in output.formats):
        files.update(_printed_files(pieces, output.formats, bed))
        lines.append(_printed_line(pieces))
        if clearance == 0:
            lines.append("no --joint-clearance: the shank is the hole's size, a press fit; --material pla or petg "
                         "sets a printing fit")
    laser = tuple(f for f in output.formats if f in CUT)
    if laser:
        stock = settings.gcode.stock
        flat = (flat_discs if style == "disc" else flat_halves)(pieces, stock, bed, board.kerf)
        files.update(render_files(flat, laser, settings))
        if style == "disc":
            said = (f"laser pieces: a disc on a peg {mm(peg_width(pieces.size.plug, stock))} wide and "
                    f"{mm(pieces.size.plug_length)} long, its corners {mm(pieces.size.plug)} across in the "
                    f"{mm(pieces.hole)} holes (--stock {stock:g} mm, --joint-clearance {clearance:g} mm)")
        else:
            said = (f"laser pieces: two halves a piece, slotted {slot_width(stock, clearance):g} mm "
                    f"(--stock {stock:g} mm and --joint-clearance {clearance:g} mm) to cross")
        lines += [*flat.notes, said]
    return PiecesJob(pieces, files, tuple(lines), output)


PIECE_NAMES = re.compile(r"(?:-[a-z0-9-]+\.stl|\.3mf|(?:-sheet[0-9]+)?\.(?:svg|dxf|lbrn2))")
"""What follows the stem in the names ``pieces`` writes: an STL a seat (its colour), the 3MF, and
a laser's cut files, one a bed sheet when the pieces take several."""


def may_write(stem: str, name: str) -> bool:
    """Whether ``name`` could be a file ``pieces`` wrote for ``stem`` (another run's formats,
    seats or sheets), so a rerun removes it and touches nothing else."""
    return name.startswith(stem) and PIECE_NAMES.fullmatch(name[len(stem):]) is not None


def write_pieces(job: PiecesJob) -> Written:
    """The job's files as one set, then the files of its stem an earlier run wrote and this one
    did not removed, as ``board`` and ``kit`` do, so the folder holds what the run lists."""
    from boardgen.write_set import write_files_then
    from boardgen.writers.stale import remove_stale

    folder, stem = job.output.folder, job.pieces.stem
    done, (removed, kept), aside = write_files_then(folder, job.files,
                                                    lambda: remove_stale(folder, stem, job.files, None, may_write))
    return Written(done, (), removed, (*aside, *kept))


def _printed_files(pieces: PieceSet, formats: tuple[str, ...], bed: tuple[float, float] | None) -> dict[str, bytes]:
    """The 3MF of every seat in colour and an STL a seat, as asked."""
    from boardgen.writers.solids.pieces import Coloured, colour_3mf, one_stl  # lib3mf: only for a model

    objects = [Coloured.of(f"{seat.style.name} pieces", seat.style.hex, solid) for seat, solid in printed(pieces, bed)]
    files = {}
    if "3mf" in formats:
        files[f"{pieces.stem}.3mf"] = colour_3mf(pieces.stem, objects)
    if "stl" in formats:
        for seat, item in zip(pieces.seats, objects):
            files[f"{pieces.stem}-{seat.style.name}.stl"] = one_stl(pieces.stem, item)
    return files


def _printed_line(pieces: PieceSet) -> str:
    """How a printed pawn fits and prints: its shank in a peg hole, or its foot in a marble's seat."""
    size = pieces.size
    seat = pieces.seat_depth is not None
    fit = (f"a {mm(size.plug)} {'foot' if seat else 'shank'} {mm(size.plug_length)} long in the {mm(pieces.hole)} "
           f"{'seats' if seat else 'holes'} (--joint-clearance {pieces.clearance:g} mm)")
    return (f"printed pawns: {fit}, {mm(size.total)} tall, standing on the {'foot' if seat else 'shank'} "
            f"to print{'' if seat else ' (with a brim)'}")


def summary(pieces: PieceSet) -> str:
    per = sorted({s.count for s in pieces.seats})
    each = f"{per[0]} a seat" if len(per) == 1 else "by seat " + ", ".join(str(s.count) for s in pieces.seats)
    return (f"Pieces for {pieces.title}: {pieces.count} ({each}, {len(pieces.seats)} seats), pawns "
            f"{mm(pieces.size.width)} wide for {mm(pieces.hole)} "
            f"{'seats' if pieces.seat_depth is not None else 'holes'}")


def mm(value: float) -> str:
    """A length in the summary: millimetres to a hundredth, trimmed."""
    return f"{round(value, 2):g} mm"
