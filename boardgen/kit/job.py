"""A kit job: the board as ``boardgen board`` makes it with the same options, the pieces
(``pieces_job``), the cards (the ``cards`` module), the rule booklet and one print-and-play PDF.
All are rendered in memory, then written as one folder and one zip beside it, all or nothing."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from boardgen.errors import ParameterError
from boardgen.job import make_board
from boardgen.output import Output, render_files
from boardgen.kit import paper
from boardgen.board import DOWEL_ROLE, Board
from boardgen.pieces_job import PiecesJob, pieces_job

PIECE_FORMATS = ("stl", "3mf")
"""A kit's ``--format`` values the pieces take as asked; else the pieces' own default follows the
machine (a laser's cut files for a laser ``--material``, else the printer's), as ``pieces`` does."""


@dataclass(frozen=True)
class KitJob:
    """The kit's files by name inside its folder, its zip's name and bytes, and what to say."""

    stem: str
    board_stem: str
    title: str
    files: dict[str, bytes]
    zip_name: str
    zip_data: bytes
    folder: Path
    lines: tuple[str, ...]


TTS_PURPOSES = {"-tts.json": "Tabletop Simulator saved game: copy it to TTS's Saves folder (docs/tabletop.md)",
                "-tts.png": "Tabletop Simulator: the board's texture", "-tts-cards.png": "Tabletop Simulator: the "
                "deck's faces", "-tts-back.png": "Tabletop Simulator: the cards' back", ".obj": "Tabletop Simulator: "
                "the board's mesh"}
"""What each file of the saved game is for, by how its name ends."""


def _purpose(name: str) -> str:
    """What a board file is for, by its extension."""
    ext = name.rsplit(".", 1)[-1]
    if name.endswith(".paper.pdf"):
        return "the paper board, to print and play on (also in the print-and-play PDF)"
    for end, purpose in TTS_PURPOSES.items():
        if name.endswith(end):
            return purpose
    return {"svg": "board cut file (laser or CNC)", "dxf": "board cut file (CAD/CAM)",
            "pdf": "1:1 drilling template", "json": "board manifest: the design and its files",
            "png": "board picture", "nc": "CNC router program", "lbrn2": "LightBurn project of the board",
            "stl": "3D-printable board", "3mf": "3D-printable board", "glb": "the board in 3D to look at",
            "zip": "the board's job in one file"}.get(ext, f"board file ({ext})")


def kit_job(game_name: str, raw: Mapping[str, str], machine: str | None, variants: tuple[str, ...],
            tts_folder: str | None = None) -> KitJob:
    """Every file of the kit; refusals propagate before anything is written. The Tabletop
    Simulator saved game is always in it, naming its mesh and pictures in the kit's folder
    (``tts_folder``: a ``file:///`` URL, or "" for names alone, as the page's download has it)."""
    from boardgen.booklet import build
    from boardgen.booklet.for_board import board_rules, booklet_name
    from boardgen.booklet.registry import SOURCES, source
    from boardgen.cards.made import cards_file
    from boardgen.writers.archive import zipped

    output = Output.parse(raw)
    board = make_board(game_name, raw).board
    board_files = render_files(board, tuple(f for f in output.formats if f != "tts"), output.settings)
    if tts_folder is None:
        tts_folder = (output.folder / f"{board.stem}-kit").resolve().as_uri()
    board_files.update(render_files(board, ("tts",), replace(output.settings, folder=tts_folder)))
    pieces = _pieces(board, game_name, raw, output, machine)
    sheet = output.settings.paper
    paper_board = render_files(board, ("paper",), output.settings)
    listed: dict[str, str] = {n: _purpose(n) for n in board_files}
    files = dict(board_files)
    if pieces is None:  # a solitaire board: its pegs fill every hole but one
        holes = sum(h.role != DOWEL_ROLE for h in board.holes)
        buy = [f"{holes - 1} {board.pieces_label} for the {board.holes[0].diameter:g} mm holes, one in every hole "
               f"but the one left empty at the start"]
        lines: tuple[str, ...] = (f"to buy: {buy[0]}",)
    else:
        files.update(pieces.files)
        listed.update({n: ("pieces to 3D print, one a seat in its colour" if n.endswith((".stl", ".3mf"))
                           else "flat pieces to cut on a laser") for n in pieces.files})
        buy = [pieces.lines[0].removeprefix("to buy instead: ").capitalize()
               + " (or print or cut the pieces in this kit, or use the paper tokens)"]
        lines = pieces.lines
    card_part: list[bytes] = []
    booklet_pdf = b""
    if game_name in SOURCES:
        house = board_rules(board, game_name, variants)
        booklet_pdf = build.make(house, "sheet", sheet).pdf
        name = booklet_name(board.stem)
        files[name], listed[name] = booklet_pdf, "the rule booklet"
        if source(game_name).prepare(house, None).charts.get("cards") is not None:
            made = cards_file(house, sheet, False, board.stem)
            if made.own_deck:
                what = f"the game's {made.what.split(',')[0]}, backs to print duplex"
                buy.append("Nothing for the deck: print its cards from this kit")
            else:
                what = "a quick reference card a player"
                buy.append("Plain 52-card decks with jokers, as the rule booklet says how many")
            files[made.name], listed[made.name] = made.data, what
            card_part = [made.data]
        elif pieces is not None:
            buy.append("Dice, as the rule booklet says")
    elif variants:
        raise ParameterError("--variant", "only with a game that has a rule booklet", ",".join(variants))
    stem = f"{board.stem}-kit"
    (board_paper,) = paper_board.values()
    tokens = [paper.tokens(pieces.pieces, sheet)[0]] if pieces is not None else []
    pnp_name = f"{stem}-print-and-play.pdf"
    listed[pnp_name] = (f"print and play: cover, paper board, {'tokens, ' if tokens else ''}"
                        f"{'cards and ' if card_part else ''}rules, in printing order")
    manifest_name = f"{stem}-manifest.json"
    listed[manifest_name] = "this list: every file of the kit and what it is for"
    cover = paper.cover(board.title, sorted(listed.items()), buy, sheet)
    files[pnp_name] = paper.joined([cover, board_paper, *tokens, *card_part, *([booklet_pdf] if booklet_pdf else [])],
                                   f"{board.title} print and play")
    manifest = {"kit": stem, "game": game_name, "title": board.title,
                "files": [{"name": n, "purpose": listed[n]} for n in sorted(listed)], "to_buy": buy}
    files[manifest_name] = (json.dumps(manifest, indent=2) + "\n").encode()
    files = dict(sorted(files.items()))
    zip_data = zipped({f"{stem}/{n}": d for n, d in files.items()})
    return KitJob(stem, board.stem, board.title, files, f"{stem}.zip", zip_data, output.folder, tuple(lines))


def _pieces(board: Board, game_name: str, raw: Mapping[str, str], output: Output,
            machine: str | None) -> PiecesJob | None:
    """The pieces ``boardgen pieces`` makes for the board's options (the kit's printer formats as
    asked, else the pieces' own default), or None for a board with no seats (solitaire)."""
    if not board.seats:
        return None
    piece_raw = {k: v for k, v in raw.items() if k != "format"}
    asked = [f for f in output.formats if f in PIECE_FORMATS]
    if asked:
        piece_raw["format"] = ",".join(asked)
    return pieces_job(game_name, piece_raw, machine)


def write_kit(job: KitJob) -> tuple[Path, ...]:
    """The folder's files and the zip beside it as one set. Both are prepared before either is
    renamed into place. The zip's renames run inside the folder's, with interrupts held. Then the
    board files an earlier kit of this stem wrote and this one did not are removed, as ``board`` does."""
    from boardgen.write_set import Interrupted, WriteSet
    from boardgen.writers.stale import remove_stale

    with WriteSet(job.folder / job.stem, job.files) as inner, WriteSet(job.folder, {job.zip_name: job.zip_data}) as z:
        try:
            inner.prepare()
            z.prepare()
        except KeyboardInterrupt:
            raise Interrupted() from None
        inner.check()
        z.check()
        done, ((zipped_done, _), _) = inner.commit(lambda: (z.commit(lambda: None),
                                                            remove_stale(inner.folder, job.board_stem, job.files, None)))
    return (*done, *zipped_done)
