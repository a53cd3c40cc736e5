"""``boardgen rules ...``: what the rule engines know, asked from the command line.

Thin wrappers: the answers come from the games' rule modules; this file only parses and prints.
"""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Annotated, Optional

import typer

from boardgen.cli import booklet_cmd
from boardgen.cli.board_cmd import option_parameter, own_options
from boardgen.cli.areas import summary
from boardgen.cli.common import FullHelpGroup, lazy_group, refusals
from boardgen.games.registry import game as board_game
from boardgen.games.rules_registry import ENGINES, engine
from boardgen.play.cards import parse_card
from boardgen.play.positions import PARAM, parse_object, read_text

rules_app = typer.Typer(cls=FullHelpGroup, no_args_is_help=True, help=summary("rules"))
booklet_cmd.add_booklet(rules_app)


@rules_app.command("variants")
def variants_command(
    game: Annotated[str, typer.Argument(metavar="GAME", help="The game, e.g. pegs-and-jokers.", show_default=False)],
) -> None:
    """List every named variation with what it changes, and which cannot be combined."""
    with refusals():
        found = engine(game)
    table = found.variants
    if not table.variants:
        typer.echo(f"{game}: {found.base}; it has no named variations yet.")
        return
    width = max(len(v.id) for v in table.variants)
    typer.echo(f"{game}: {found.base}; switch variations on with --variant ID.")
    for variant in table.variants:
        typer.echo(f"  {variant.id.ljust(width)}  {variant.summary}")
    if table.exclusions:
        typer.echo("Cannot be combined:")
    for first, second, reason in table.exclusions:
        typer.echo(f"  {first} + {second}: {reason}")


@rules_app.command("moves")
def moves_command(
    position: Annotated[
        str, typer.Option("--position", metavar="FILE", help="Position file (JSON, see docs/position-format.md; a track "
                          "game's in docs/track-games.md).", show_default=False)
    ],
    card: Annotated[
        Optional[str],
        typer.Option("--card", metavar="CARD", help="Only this card (A 2 .. 10 J Q K JOKER). Default: each card of the hand."),
    ] = None,
    game_file: Annotated[Optional[Path], typer.Option(
        "--game-file", metavar="FILE", help="A track-game description (TOML, docs/track-games.md) whose game the "
        "position's \"game\" names.", show_default=False)] = None,
) -> None:
    """Print every distinct legal move for the seat to play, with the position after each, as JSON.

    The position's "game" field says which game's rules answer."""
    with refusals():
        text = read_text(position)
        named = parse_object(text, keys=None).get("game")
        if game_file is not None:
            from boardgen.games.race.rules_engine import engine_for_file

            rules = engine_for_file(game_file, named)
        else:
            rules = engine(named, f'{PARAM} "game"')
        loaded = rules.parse_position(text)
        chosen = parse_card(card) if card is not None else None
        found = rules.moves(loaded, chosen)
    typer.echo(json.dumps(found, indent=2))


def checkable(name: str) -> bool:
    """Whether a game has rules checks; each reuses its ``boardgen board`` options."""
    return name in ENGINES and engine(name).rule_checks is not None


def check_command(game_id: str):
    """``rules check GAME``: the board options of ``boardgen board GAME`` plus the rule set."""
    g = board_game(game_id)
    rule_checks = engine(game_id).rule_checks

    def command(**kwargs: object) -> None:
        raw = {o.name: kwargs[o.name.replace("-", "_")] for o in g.options}
        from boardgen.job import assess  # the board job loads with the check, not with --help

        with refusals():
            made = assess(g.name, raw)
            found = [*made.checks, *rule_checks(made.board.layout, kwargs["variant"] or (), kwargs["teams"])]
        for check in found:
            typer.echo(f"{'ok  ' if check.passed else 'FAIL'}  {check.line}")
        failed = [c for c in found if not c.passed]
        if failed:
            typer.echo(f"boardgen: {len(failed)} of {len(found)} checks failed", err=True)
            raise typer.Exit(2)

    rule_options = [
        inspect.Parameter("variant", inspect.Parameter.KEYWORD_ONLY, default=None, annotation=Annotated[
            Optional[list[str]],
            typer.Option("--variant", metavar="ID", help="A named variation (repeatable). Default: none, the base game.",
                         show_default=False, rich_help_panel="Rules")]),
        inspect.Parameter("teams", inspect.Parameter.KEYWORD_ONLY, default=None, annotation=Annotated[
            Optional[str],
            typer.Option("--teams", metavar="NAME", help="alternate, pairs or individual. Default: alternate for an "
                         "even count, else individual.", show_default=False, rich_help_panel="Rules")]),
    ]
    common = own_options(g.options)
    command.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [option_parameter(o, o.name in common) for o in g.options] + rule_options
    )
    command.__doc__ = (f"Check a {g.title} board and rule set: the board verifier, then rule checks played "
                       "on the board (a short simulation that must finish, and the game's own).")
    return command


check_app = typer.Typer(
    cls=lazy_group(lambda: list(filter(checkable, ENGINES)), lambda name: check_command(name) if checkable(name) else None),
    no_args_is_help=True,
    help="Verify a board and a rule set, explaining every check.",
)
rules_app.add_typer(check_app, name="check")


def register(app: typer.Typer) -> None:
    app.add_typer(rules_app, name="rules")
