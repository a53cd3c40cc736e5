"""``boardgen cards GAME``: a game's own deck to print and cut, or a quick reference card a player."""

from __future__ import annotations

import time
from typing import Annotated, Optional

import typer

from boardgen.cards.made import BLEED_HELP, PAPER_HELP
from boardgen.cli.areas import summary
from boardgen.cli.common import headline, refusals
from boardgen.cli.play_options import GameFile, Variants
from boardgen.errors import ParameterError, not_one_of

CARD_GAMES = ("slide-race", "tock", "pegs-and-jokers", "fast-track")
"""The shipped games played with cards (the rest throw dice); ``faces.printed`` refuses another
by its booklet's chart, so this list only guides the help."""

Game = Annotated[Optional[str], typer.Argument(
    metavar="GAME", help="The game: " + ", ".join(CARD_GAMES) + ", or track with --game-file (which may also stand "
    "alone).", show_default=False)]
Paper = Annotated[str, typer.Option("--paper", metavar="NAME", help=PAPER_HELP)]
Bleed = Annotated[bool, typer.Option("--bleed", help=BLEED_HELP)]
Out = Annotated[str, typer.Option("--out", metavar="DIR", help="Folder the PDF is written to.")]
Players = Annotated[Optional[int], typer.Option("--players", metavar="N", help="Number of players. Default: the game's "
                                             "first count.", show_default=False)]

DETAILS = ("A game with a deck of its own (slide-race, or track --game-file FILE whose movement.deck is not a plain "
           "52/54-card deck) gets every card at poker size (63 x 88 mm), nine to a page with crop marks, each page "
           "followed by its backs for long-edge duplex printing. A game played with plain decks (tock, "
           "pegs-and-jokers, fast-track) gets one quick reference card a player: what each card does under the "
           "chosen --variant. See docs/cards.md.")


def cards(ctx: typer.Context, game: Game = None, players: Players = None, game_file: GameFile = None,
          variant: Variants = None, paper: Paper = "letter", bleed: Bleed = False, out: Out = "output") -> None:
    """Write GAME-cards.pdf or GAME-quick-reference.pdf (help: ``areas`` and ``DETAILS``)."""
    from boardgen.booklet.house_rules import HouseRules
    from boardgen.booklet.registry import SOURCES
    from boardgen.cards.made import cards_file
    from boardgen.output import output_folder
    from boardgen.write_set import write_files

    began = time.perf_counter()
    with refusals():
        folder = output_folder(out)
        game = "track" if game is None and game_file is not None else game
        if game is None:
            raise ParameterError("GAME", "a game name, or --game-file FILE")
        if game not in SOURCES:
            raise not_one_of("GAME", "a game played with cards", game, (*CARD_GAMES, "track"))
        if (game == "track") != (game_file is not None):
            raise ParameterError("--game-file", "given with GAME track, and only then", str(game_file or game))
        options = (("game-file", str(game_file)),) if game_file is not None else ()
        made = cards_file(HouseRules(game, players, None, tuple(variant or ()), None, options), paper, bleed)
        data, what = made.data, made.what
        written = write_files(folder, {made.name: data})
    seconds = time.perf_counter() - began
    typer.echo(headline(ctx, f"Cards: {what} ({paper.lower()}{', 3 mm bleed' if bleed else ''}), {len(data)} bytes, "
                             f"{seconds:.1f} s"))
    for path in written:
        typer.echo(f"  wrote {path}")


def register(app: typer.Typer) -> None:
    app.command("cards", help=f"{summary('cards')}\n\n{DETAILS}")(cards)
