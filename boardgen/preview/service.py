"""What the preview page asks for, answered by the same definitions and code as the command line.

Game-neutral: games, options, formats and rule booklets come from their registries, so a new
game, option or format appears on the page with no change here. Every answer is computed in
memory from the request alone, and nothing is written; the one thing kept between requests is
a few boards as laid out for cutting (``LAID``), each under everything its layout depends on.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from boardgen.board import Board
from boardgen.booklet import build as booklet_build
from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.layout import LAYOUTS, PAPERS
from boardgen.booklet.registry import source, sources
from boardgen.booklet.source import BookletSource
from boardgen.cards.made import BLEED_HELP
from boardgen.errors import ParameterError
from boardgen.games.registry import game, games
from boardgen.games.race.description.loading import GAME_FILE, GAME_TEXT
from boardgen.job import make_board, summary
from boardgen.output import BOOKLET, OUTPUT_OPTIONS, Output, parse_formats, render_files, reports, unpacked
from boardgen.options import SECTIONS, Option, whole_number
from boardgen.pieces_job import CUT, OWN_HELP, PIECE_STYLE, PRINTED, pieces_option
from boardgen.play.teams import TEAM_MODES
from boardgen.preview.assembled import assembled
from boardgen.shop import coupon_job, materials
from boardgen.shop.coupon_options import COUPON_OPTIONS
from boardgen.shop.settings import shop_options
from boardgen.user_config import UserDefaults
from boardgen.verify import SHOP_REMEDIES
from boardgen.writers.archive import zipped
from boardgen.writers.registry import writers
from boardgen.writers.writer import Writer

Query = Mapping[str, Sequence[str]]
"""A parsed query string (``urllib.parse.parse_qs``): every name with all its values."""

PREVIEW_FORMAT = "svg"
"""The page draws the SVG cut file itself, so what it shows is what gets cut."""

FILE_TURNS = threading.Lock()
"""Downloads render one at a time: reportlab keeps settings in module globals (the PDF
writer switches ``rl_config.useA85`` while it saves), so two PDF renders at once could give
bytes that differ from the command line's. The live SVG preview does not touch reportlab and
runs in parallel."""


LAID_KEPT = 8
"""Laid-out boards each worker keeps: a few designs being compared, a few megabytes each."""


class Recent(OrderedDict):
    """The most recently used ``size`` entries, the least recently used forgotten first."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def get(self, key: object, default: object = None) -> object:
        if key in self:
            self.move_to_end(key)
        return super().get(key, default)

    def __setitem__(self, key: object, value: object) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        while len(self) > self.size:
            self.popitem(last=False)


LAID: Recent = Recent(LAID_KEPT)
"""Boards laid out in this worker process, by ``job.LayoutKey``: a split board's split, nesting
and part names take seconds, and a keystroke in the output, laser or CNC options changes none
of it."""


@dataclass(frozen=True)
class File:
    name: str
    data: bytes


@dataclass(frozen=True)
class Preview:
    sheets: tuple[File, ...]
    """The SVG cut file of each bed sheet (one, unless a bed splits the board)."""
    assembled: dict[str, Any] | None
    """Each part where it goes in the finished board, with its name and sheet, for a board on
    several sheets (``preview.assembled``)."""
    summary: str
    """What the command line prints for the same choices, less the files written: its summary
    line, the board's notes, the material preset's line and the chosen formats' own (the
    G-code's programs in run order with their estimates), one per line."""


@dataclass(frozen=True)
class Job:
    """A board or coupon as its command makes it from the page's choices, with how its files
    are written and the first line and material line of its command's summary."""

    board: Board
    output: Output
    headline: str
    note: str | None


def setting_options() -> tuple[Option, ...]:
    """The output options that shape a file (paper, DXF version, G-code drilling...) and the
    material preset's: all but where the files go (``--out``) and the file of presets
    (``--materials``, taken as its text, ``--materials-text``: the page opens no file)."""
    return tuple(o for o in (*OUTPUT_OPTIONS, *materials.PAGE_OPTIONS) if o.name not in ("format", "out")
                 and o is not BOOKLET)  # a board's alone: the games list it with their own


FORMAT = next(o for o in OUTPUT_OPTIONS if o.name == "format")
PASTED = ((materials.MATERIALS_FILE, materials.MATERIALS_TEXT, "YOUR-PRESETS.toml"),
          (GAME_FILE, GAME_TEXT, "YOUR-GAME.toml"))
"""Command-line options that name a file, the option the page takes the file's text in, and
the file the page's command lines name for that text: the page opens no file on this computer
for whoever loads it."""
PAGE_INSTEAD = {file.name: text.flag for file, text, _ in PASTED}


def on_page(options: tuple[Option, ...]) -> tuple[Option, ...]:
    """A game's or booklet's options as the page takes them: none that names a file."""
    return tuple(o for o in options if o.name not in PAGE_INSTEAD)


def catalogue(defaults: Mapping[str, str] = MappingProxyType({})) -> dict[str, Any]:
    """Everything the page builds its form from, as JSON-ready data; each option's default the
    user's own (``user_config``) where the config file sets one."""
    booklets = sources()
    return {
        "games": [
            {
                "name": g.name,
                "title": g.title,
                "summary": g.summary,
                "options": [option_data(o, defaults) for o in (*on_page(g.options), BOOKLET)],
                "booklet": booklet_data(booklets[g.name]) if g.name in booklets else None,
            }
            for g in games().values()
        ],
        "coupon": {"options": [option_data(o, defaults) for o in COUPON_OPTIONS], "format": coupon_job.FORMATS,
                   "summary": "A fit-test coupon: holes, a kerf comb and dovetail pairs to cut from the board's stock "
                              "first, to dial in the hole size, the kerf and the joint clearance."},
        "pieces": {"format": option_data(pieces_option(FORMAT), defaults),
                   "own": {o.name: option_data(pieces_option(o), defaults) for o in shop_options()
                           if o.name in OWN_HELP},
                   "options": [option_data(PIECE_STYLE, defaults)],
                   "formats": [format_data(writers()[name]) for name in (*PRINTED, *CUT)],
                   "summary": "The playing pieces: a pawn a start hole in each seat's colour, fitted to the holes of "
                              "the board the same options make, to 3D print or cut on a laser."},
        "cards": {"bleed": BLEED_HELP,
                  "summary": "The cards: a game's own deck at poker size with backs to print duplex, or a quick "
                             "reference card a player for a game played with plain decks."},
        "settings": [option_data(o, defaults) for o in setting_options()],
        "sections": list(SECTIONS),
        "format": option_data(FORMAT, defaults),
        "formats": [format_data(w) for w in writers().values()],
        "material": materials.MATERIAL.name,
        "materialsText": materials.MATERIALS_TEXT.name,
        "pasted": {text.name: [file.flag, name] for file, text, name in PASTED},
        "materials": [{"name": m.name, "description": m.description, "machine": m.machine,
                       "settings": {laser: m.settings(laser) for laser in materials.LASERS}}
                      for m in materials.presets().values()],
        # A game's own checks concern the board as a whole and are shown above the preview.
        "checks": {name: list(remedy.options) for name, remedy in SHOP_REMEDIES.items()},
    }


def format_data(w: Writer) -> dict[str, Any]:
    """A format as the page's check boxes and download buttons read it."""
    return {"name": w.name, "extension": w.extension, "packs": w.pack is not None, "sections": list(w.sections)}


def option_data(option: Option, defaults: Mapping[str, str] = MappingProxyType({})) -> dict[str, Any]:
    """An option as the page's form reads it, its default the user's where given."""
    return {
        "name": option.name,
        "flag": option.flag,
        "label": option.title,
        "section": option.section,
        "help": option.help,
        "default": defaults.get(option.name, option.default),
        "kind": option.kind,
        "choices": list(option.choices),
        "minimum": option.minimum,
        "maximum": option.maximum,
    }


def booklet_data(src: BookletSource) -> dict[str, Any]:
    return {
        "options": [option_data(o) for o in on_page(src.options)],
        "variations": [{"id": vid, "summary": text} for vid, text in src.variations],
        "teams": list(TEAM_MODES),
        "layouts": list(LAYOUTS),
        "papers": list(PAPERS),
    }


BOOKLET_PARAMETERS = ("game", "players", "teams", "variant", "title", "layout", "paper")
"""What every booklet request may name, besides the game's own booklet options."""
REPEATABLE = ("variant",)


def check_query(path: str, query: Query) -> None:
    """Refuse what the command line refuses: a name it does not know, or one given twice
    (``players=4&players=13`` would otherwise quietly mean 4)."""
    allowed = _parameters(path, first(query, "game"))
    for name, values in query.items():
        if name in PAGE_INSTEAD:
            raise ParameterError(f"--{name}", f"a file's name, which the page does not open: give its text in "
                                 f"{PAGE_INSTEAD[name]}")
        if name not in allowed:
            raise ParameterError(f"--{name}", "not a parameter here; the page's form lists them all")
        if len(values) > 1 and name not in REPEATABLE:
            raise ParameterError(f"--{name}", "given once", values)


COUPON_PATHS = ("/api/coupon", "/api/coupon-file")
"""The coupon's preview and download, beside the board's."""


PIECES_PATHS = ("/api/pieces", "/api/pieces-file")
"""The pieces tab's preview and download: the board's options, whose holes the pieces fit."""
CARDS_PATHS = ("/api/cards", "/api/cards-file")
"""The cards tab's preview and download: the rule booklet's choices that change the cards."""
CARDS_PARAMETERS = ("game", "players", "variant", "paper", "bleed")
KIT_PATH = "/api/kit-file"
"""The whole kit in one zip: the board's options and the booklet's variations."""


def _parameters(path: str, game_name: str) -> frozenset[str]:
    if path == "/api/booklet":
        return frozenset((*BOOKLET_PARAMETERS, *(o.name for o in on_page(source(game_name).options))))
    if path in CARDS_PATHS:
        return frozenset((*CARDS_PARAMETERS, *(o.name for o in on_page(source(game_name).options))))
    if path in COUPON_PATHS:
        return frozenset((FORMAT.name, *(o.name for o in (*COUPON_OPTIONS, *setting_options()))))
    board = frozenset(("game", FORMAT.name, *(o.name for o in (*on_page(game(game_name).options),
                                                               *setting_options()))))
    if path in PIECES_PATHS:
        return board | {PIECE_STYLE.name}  # pieces and the kit have no --booklet: the kit's rules are always in it
    if path == KIT_PATH:
        return board | {"variant", PIECE_STYLE.name}
    return board | {BOOKLET.name}


DEFAULTS_NOTE = "defaults-note"
"""Where the server tells the renderer which of the user's defaults a request took, for the
summary's first line: added after ``check_query``, which refuses it from a request."""


def with_defaults(path: str, query: Query, defaults: UserDefaults) -> Query:
    """The query with the user's defaults (``user_config``) for the parameters it leaves out
    that this page's request takes: the page's form starts from them and sends only what
    differs, as the command line's options stand over the config file."""
    allowed = _parameters(path, first(query, "game"))
    taken = {name: [value] for name, value in defaults.values.items() if name in allowed and name not in query}
    note = {DEFAULTS_NOTE: [defaults.note(taken)]} if taken else {}
    return {**taken, **query, **note}


def first(query: Query, name: str, default: str = "") -> str:
    """A single-valued parameter: the first value given, as the command line takes one."""
    values = query.get(name)
    return values[0] if values else default


def _board_job(query: Query) -> Job:
    """Parse, build and verify exactly as ``boardgen board GAME`` does, the material preset
    under the options given; refusals propagate."""
    g = game(first(query, "game"))
    raw = {o.name: first(query, o.name) for o in (*on_page(g.options), BOOKLET, *setting_options(), FORMAT)
           if o.name in query}
    chosen = materials.apply(raw)
    output = Output.parse(chosen.raw)  # a bad output option is refused before any build
    board = make_board(g.name, chosen.raw, laid=LAID).board
    return Job(board, output, summary(board), chosen.note)


def _coupon_job(query: Query) -> Job:
    """The coupon ``boardgen coupon`` makes of the same options; refusals propagate."""
    raw = {o.name: first(query, o.name) for o in (*COUPON_OPTIONS, *setting_options(), FORMAT) if o.name in query}
    made = coupon_job.coupon_job(raw)
    return Job(made.board, made.output, coupon_job.summary(made.board, made.machine), made.note)


def preview(job: Job, note: str = "") -> Preview:
    """The SVG of each sheet, and what the command prints but the files written."""
    board, output = job.board, job.output
    files = render_files(board, (PREVIEW_FORMAT,), output.settings)
    said = (f"{job.headline}; {note}" if note else job.headline, *board.notes, *((job.note,) if job.note else ()),
            *reports(board, output.formats, output.settings))
    return Preview(tuple(File(name, data) for name, data in files.items()), assembled(board), "\n".join(said))


def play_board(query: Query) -> dict[str, Any]:
    """The Play tab's board for the form's choices: the paper board's picture and its places
    (``preview.play_board``), built as ``boardgen board`` builds it."""
    from boardgen.preview.play_board import play_board as drawn
    job = _board_job(query)
    return drawn(job.board, job.output.settings)


def board_preview(query: Query) -> Preview:
    return preview(_board_job(query), first(query, DEFAULTS_NOTE))


def coupon_preview(query: Query) -> Preview:
    return preview(_coupon_job(query), first(query, DEFAULTS_NOTE))


def download(query: Query, made: Callable[[Query], Job]) -> File:
    """A format's files, or the job's in one zip (``zip`` among the formats): the very bytes
    the command would write, zipped when there are several (a board split into several sheets
    has one file per sheet)."""
    text = first(query, "format")
    formats = parse_formats(text)
    if len(formats) != 1 and unpacked(formats) == formats:
        raise ParameterError("--format", "one format per download, or several with zip", text)
    job = made(query)
    with FILE_TURNS:
        packs = unpacked(formats) != formats  # the zip holds the job's booklet, when asked for
        documents = job.output.documents(job.board, first(query, "game")) if packs else {}
        # saved wherever the browser saves it: a file naming another (TTS's saved object) names it alone
        files = render_files(job.board, formats, replace(job.output.settings, folder=""), documents)
    if len(files) == 1:
        ((name, data),) = files.items()
        return File(name, data)
    return File(f"{job.board.stem}-{formats[0]}.zip", zipped(files))


def board_file(query: Query) -> File:
    return download(query, _board_job)


def coupon_file(query: Query) -> File:
    return download(query, _coupon_job)


def booklet(query: Query) -> File:
    """The rule booklet ``boardgen rules booklet`` would write for the same choices."""
    players_text = first(query, "players")
    players = whole_number(players_text, "--players") if players_text.strip() else None  # as the command line reads it
    src = source(first(query, "game"))
    options = tuple((o.name, first(query, o.name)) for o in on_page(src.options) if o.name in query)
    rules = HouseRules(src.game, players, first(query, "teams") or None, tuple(query.get("variant", ())),
                       first(query, "title") or None, options)
    with FILE_TURNS:
        made = booklet_build.make(rules, first(query, "layout", "sheet"), first(query, "paper", "letter").lower())
    return File(made.filename, made.pdf)
