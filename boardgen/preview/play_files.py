"""The page's pieces and cards tabs and its kit download: the very jobs ``boardgen pieces``,
``boardgen cards`` and ``boardgen kit`` run, from the page's query, with a picture of each.

Kept apart from ``service`` (the board's and coupon's answers), whose query helpers it uses.
"""

from __future__ import annotations

from html import escape
from textwrap import wrap
from typing import TYPE_CHECKING

from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.registry import source
from boardgen.errors import ParameterError
from boardgen.games.registry import game
from boardgen.job import parse_formats
from boardgen.options import Option
from boardgen.pieces import PieceSet
from boardgen.preview.service import (DEFAULTS_NOTE, FILE_TURNS, FORMAT, File, Preview, Query, first, on_page,
                                      setting_options)
from boardgen.shop import materials
from boardgen.writers.archive import zipped

if TYPE_CHECKING:  # the jobs' modules load when a tab first asks
    from boardgen.cards.made import CardsFile
    from boardgen.pieces_job import PiecesJob

CARDS_SHOWN = 18
"""Kinds of card the cards tab draws: a deck of its own has a dozen or so; more would be a wall."""
BLEED_WORDS = {"": False, "false": False, "true": True}


def _raw(query: Query, own: tuple[Option, ...] = ()) -> tuple[str, dict[str, str]]:
    """The game and the board options given (and the command's ``own``), as the command line's
    ``given`` has them."""
    g = game(first(query, "game"))
    return g.name, {o.name: first(query, o.name) for o in (*on_page(g.options), *setting_options(), FORMAT, *own)
                    if o.name in query}


def _pieces(query: Query, format_text: str | None = None) -> tuple[PiecesJob, str | None]:
    """``boardgen pieces GAME`` under the query's options (a preset's under the user's)."""
    from boardgen.pieces_job import PIECE_STYLE, pieces_job

    name, raw = _raw(query, (PIECE_STYLE,))
    if format_text is not None:
        raw["format"] = format_text
    chosen = materials.apply(raw)
    return pieces_job(name, chosen.raw, chosen.machine), chosen.note


def pieces_preview(query: Query) -> Preview:
    """The laser's cut file when the formats make one, else the pawns side by side in their
    colours; and the summary ``boardgen pieces`` prints, less the files written."""
    from boardgen.pieces_job import summary

    job, note = _pieces(query)
    cut = tuple(File(n, d) for n, d in job.files.items() if n.endswith(".svg"))
    headline = summary(job.pieces)
    said = (f"{headline}; {first(query, DEFAULTS_NOTE)}" if first(query, DEFAULTS_NOTE) else headline,
            *((note,) if note else ()), *job.lines)
    return Preview(cut or (File(f"{job.pieces.stem}-side.svg", side_view(job.pieces)),), None, "\n".join(said))


def pieces_file(query: Query) -> File:
    """One format's files as ``boardgen pieces --format NAME`` writes them, zipped when several
    (an STL a seat)."""
    text = first(query, "format")
    formats = parse_formats(text)
    if len(formats) != 1:
        raise ParameterError("--format", "one format per download", text)
    with FILE_TURNS:
        job, _ = _pieces(query, formats[0])
    if len(job.files) == 1:
        ((name, data),) = job.files.items()
        return File(name, data)
    return File(f"{job.pieces.stem}-{formats[0]}.zip", zipped(job.files))


def side_view(pieces: PieceSet) -> bytes:
    """One pawn a seat seen from the side in its colour, with its colour's name and count: what
    the printer makes, for a page that shows no 3D model of it."""
    from boardgen.geometry.pawn import silhouette

    outline = silhouette(pieces.size)
    width, height = pieces.size.width, pieces.size.height
    step, text = width * 1.6, width * 0.3
    body = " ".join(f"{x:.2f},{-y:.2f}" for x, y in outline)
    items = []
    for k, seat in enumerate(pieces.seats):
        x = step * (k + 0.5)
        items.append(f'<g transform="translate({x:.2f} {height:.2f})"><polygon points="{body}" fill="{seat.style.hex}" '
                     f'stroke="#333" stroke-width="0.3"/><text y="{text * 1.4:.2f}" font-size="{text:.2f}" '
                     f'text-anchor="middle">{escape(seat.style.name)} x{seat.count}</text></g>')
    size = f'{step * len(pieces.seats):.2f} {height + text * 2:.2f}'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size}" role="img" aria-label="'
            f'{escape(pieces.title)}: a pawn of each seat">{"".join(items)}</svg>').encode()


def _house(query: Query) -> HouseRules:
    """The house rules the cards are printed for, read as ``booklet`` reads them."""
    from boardgen.options import whole_number

    players_text = first(query, "players")
    players = whole_number(players_text, "--players") if players_text.strip() else None
    src = source(first(query, "game"))
    options = tuple((o.name, first(query, o.name)) for o in on_page(src.options) if o.name in query)
    return HouseRules(src.game, players, None, tuple(query.get("variant", ())), None, options)


def _cards(query: Query) -> CardsFile:
    from boardgen.cards.made import cards_file

    bleed = first(query, "bleed").lower()
    if bleed not in BLEED_WORDS:
        raise ParameterError("--bleed", "true or false", bleed)
    with FILE_TURNS:  # reportlab's settings are module globals
        return cards_file(_house(query), first(query, "paper", "letter"), BLEED_WORDS[bleed])


def cards_preview(query: Query) -> Preview:
    """The kinds of card drawn at poker size, and what ``boardgen cards`` prints."""
    made = _cards(query)
    note = first(query, DEFAULTS_NOTE)
    headline = f"Cards: {made.what}, {made.name}" + (f"; {note}" if note else "")
    return Preview((File(made.name.replace(".pdf", ".svg"), card_view(made.faces)),), None,
                   "\n".join((headline, *made.faces)))


def cards_file(query: Query) -> File:
    made = _cards(query)
    return File(made.name, made.data)


def card_view(faces: tuple[str, ...]) -> bytes:
    """Each kind of card as a 63 x 88 mm frame, its rank large and what it does below."""
    across, w, h, gap = 6, 63.0, 88.0, 4.0
    shown = faces[:CARDS_SHOWN]
    items = []
    for k, line in enumerate(shown):
        rank, _, sentence = line.partition(": ")
        x, y = (k % across) * (w + gap), (k // across) * (h + gap)
        lines = "".join(f'<tspan x="{w / 2}" dy="5.2">{escape(t)}</tspan>' for t in wrap(sentence, 24)[:11])
        items.append(f'<g transform="translate({x:g} {y:g})"><rect width="{w:g}" height="{h:g}" rx="3" fill="#fff" '
                     f'stroke="#333" stroke-width="0.5"/><text x="4" y="12" font-size="9" font-weight="bold">'
                     f'{escape(rank)}</text><text y="20" font-size="4.2" text-anchor="middle">{lines}</text></g>')
    rows = -(-len(shown) // across)
    size = f"{min(len(shown), across) * (w + gap) - gap:g} {rows * (h + gap) - gap:g}"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size}" role="img" aria-label="The cards">'
            f'{"".join(items)}</svg>').encode()


def kit_file(query: Query) -> File:
    """The zip ``boardgen kit GAME`` writes beside its folder, for the same options and variations."""
    from boardgen.kit.job import kit_job
    from boardgen.pieces_job import PIECE_STYLE

    name, raw = _raw(query, (PIECE_STYLE,))
    chosen = materials.apply(raw)
    with FILE_TURNS:
        # saved wherever the browser saves it: the TTS saved game names its mesh alone, as the board's download does
        job = kit_job(name, chosen.raw, chosen.machine, tuple(query.get("variant", ())), tts_folder="")
    return File(job.zip_name, job.zip_data)
