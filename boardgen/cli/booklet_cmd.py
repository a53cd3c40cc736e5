"""``boardgen rules booklet``: a printable rule booklet for the rules a table actually plays."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Optional

import typer

from boardgen.booklet.registry import SOURCES
from boardgen.cli.common import headline, refusals
from boardgen.cli.progress import Progress
from boardgen.errors import ParameterError

FILE_KEYS = {"GAME": "game", "--players": "players", "--teams": "teams", "--variant": "variations",
             "--title": "title"}
"""A refusal about a value read from a house-rules file names the file's key, not the option."""


OWN_TRACK_GAME = "track"
"""The game a bare ``--game-file FILE`` names: a user's own track-game description."""

GAME_OPTIONS = {"allow_extra_args": True, "ignore_unknown_options": True}
"""Click hands over the options it does not know, in the order typed: the game's own."""


def game_and_options(game: str | None, extra: list[str]) -> tuple[str | None, tuple[tuple[str, str], ...]]:
    """Split the words after ``booklet`` into the game and its own ``--NAME VALUE`` options.

    A game's options are known only once the game is, so they arrive unparsed; the game's
    ``BookletSource.options`` then says which it takes. Click may have taken an option typed
    before the game for the game, so the words are read again in their typed order.
    """
    words = ([game] if game is not None else []) + extra
    named: str | None = None
    options: dict[str, str] = {}
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        if not word.startswith("--"):
            if named is not None:
                raise ParameterError("GAME", "one game name", word)
            named = word
            continue
        name, equals, value = word[2:].partition("=")
        if not equals:
            if index == len(words) or words[index].startswith("--"):
                raise ParameterError(word, "a value, e.g. --rows 5")
            value = words[index]
            index += 1
        if name in options:
            raise ParameterError(word, "given once", value)
        options[name] = value
    return named, tuple(options.items())


def booklet(
    ctx: typer.Context,
    game: Annotated[Optional[str], typer.Argument(
        metavar="GAME", help="The game: " + ", ".join(SOURCES) + " (or name it in --house-rules).", show_default=False)] = None,
    players: Annotated[Optional[int], typer.Option("--players", metavar="N", help="Number of players.",
                                                   show_default=False)] = None,
    teams: Annotated[Optional[str], typer.Option("--teams", metavar="NAME",
                                                 help="alternate, pairs or individual. Default: from the players.",
                                                 show_default=False)] = None,
    variant: Annotated[Optional[list[str]], typer.Option("--variant", metavar="ID",
                                                         help="A variation to play; repeat for more.",
                                                         show_default=False)] = None,
    house_rules: Annotated[Optional[Path], typer.Option("--house-rules", metavar="FILE",
                                                        help="A TOML file naming game, players, teams, "
                                                             "variations and title.", show_default=False)] = None,
    title: Annotated[Optional[str], typer.Option("--title", metavar="TEXT", help="Title on the cover.", show_default=False)] = None,
    layout: Annotated[str, typer.Option("--layout", metavar="NAME",
                                        help="sheet: Letter/A4 pages; booklet: half-size pages imposed to fold "
                                             "and staple.")] = "sheet",
    paper: Annotated[str, typer.Option("--paper", metavar="NAME", help="letter or a4.")] = "letter",
    out: Annotated[str, typer.Option("--out", metavar="DIR", help="Folder the PDF is written to.")] = "output",
) -> None:
    """Write GAME-rules.pdf: the chosen rules and variations, setup, charts, diagrams, quick reference.

    A game's own options follow it, e.g. triangle --rows 5 --empty 1 --target 13, solitaire --shape european, or track --game-file FILE (a track-game description, docs/track-games.md); one the game does not take is refused with those it does.
    """
    from boardgen.booklet import build, house_rules as house
    from boardgen.games.solitaire.search import DEFAULT_BUDGET
    from boardgen.output import output_folder
    from boardgen.write_set import write_files

    began = time.perf_counter()
    with refusals():
        folder = output_folder(out)
        game, options = game_and_options(game, ctx.args)
        if house_rules is not None:
            if game is not None or players is not None or teams is not None or variant or options:
                raise ParameterError("--house-rules", "on its own: the file names the game, players, teams "
                                     "and variations (only --title, --layout, --paper, --out may be added)")
            rules = house.load(house_rules)
            if title:
                rules = house.HouseRules(rules.game, rules.players, rules.teams, rules.variations, title)
        else:
            if game is None and "game-file" in dict(options):
                game = OWN_TRACK_GAME
            if game is None:
                raise ParameterError("GAME", "a game name, or --house-rules FILE")
            rules = house.HouseRules(game, players, teams, tuple(variant or ()), title, options)
        searching = Progress("searching", DEFAULT_BUDGET, "positions", bound=True)
        try:
            made = build.make(rules, layout, paper.lower(), searching.update)
        except ParameterError as error:
            if house_rules is None or error.parameter not in FILE_KEYS:
                raise
            raise ParameterError(f"--house-rules {house_rules.name}: {FILE_KEYS[error.parameter]}",
                                 error.allowed, error.got) from None
        finally:
            searching.finish()
        written = write_files(folder, {made.filename: made.pdf})
    seconds = time.perf_counter() - began
    typer.echo(headline(ctx, f"Rule booklet: {made.pages} pages ({layout}, {paper.lower()}), {len(made.pdf)} bytes, "
                             f"{seconds:.1f} s"))
    for path in written:
        typer.echo(f"  wrote {path}")


def add_booklet(rules_app: typer.Typer) -> None:
    """Add ``booklet`` to the ``rules`` command group."""
    rules_app.command("booklet", context_settings=GAME_OPTIONS)(booklet)

