"""``boardgen board GAME``: one subcommand per game, its options built from the game's
own parameter definitions, so every game's options and help come from one place.
"""

from __future__ import annotations

import inspect
from typing import Annotated

import typer

from boardgen.cli.common import lazy_group, refusals, report, uncollected
from boardgen.cli.progress import Progress
from boardgen.games.registry import GAMES, Game, game
from boardgen.options import Option


METAVARS = {"int": "N", "int-list": "N,N", "length": "LENGTH", "size": "WxH", "choice": "NAME"}


def option_parameter(option: Option) -> inspect.Parameter:
    shown = option.default if option.default != "" else "(none)"
    choices = f"; one of {', '.join(option.choices)}" if option.choices else ""
    text = f"{option.title}. {option.help}{choices}. Default: {shown}."  # the page's label first
    return inspect.Parameter(
        option.name.replace("-", "_"),
        inspect.Parameter.KEYWORD_ONLY,
        default=option.default,
        annotation=Annotated[str, typer.Option(option.flag, help=text,
                                               metavar=METAVARS.get(option.kind, "TEXT"), show_default=False)],
    )


def given(ctx: typer.Context, options: tuple[Option, ...], values: dict[str, str]) -> dict[str, str]:
    """The options typed on the command line (or set in the environment), by name: only these
    override a material preset, even when typed with their default value."""
    out = {}
    for o in options:
        source = ctx.get_parameter_source(o.name.replace("-", "_"))
        if source is not None and source.name in ("COMMANDLINE", "ENVIRONMENT", "PROMPT"):
            out[o.name] = values[o.name.replace("-", "_")]
    return out


def command_signature(options: tuple[Option, ...]) -> inspect.Signature:
    """A command's signature for typer: the click context (for ``given``), then one option each."""
    context = inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=typer.Context)
    return inspect.Signature([context, *(option_parameter(o) for o in options)])


def board_command(g: Game):
    # the job and the material presets load with the first board command, not with --help
    from boardgen.shop import materials
    from boardgen.job import Output, all_options, make_board, summary

    options = all_options(g)

    def command(ctx: typer.Context, **kwargs: str) -> None:
        with refusals(), uncollected():
            chosen = materials.apply(given(ctx, options, kwargs))
            output = Output.parse(chosen.raw)
            splitting = Progress("splitting", None, "seam searches")
            try:
                made = make_board(g.name, chosen.raw, splitting.update)
            finally:
                splitting.finish()
            written = output.write(made.board, g.name)
        report(summary(made.board), made.board, written, (chosen.note,) if chosen.note else ())

    command.__signature__ = command_signature(options)  # type: ignore[attr-defined]
    command.__doc__ = f"{g.title}: {g.summary} Writes SVG, DXF, PDF template and JSON manifest."
    return command


def register(app: typer.Typer) -> None:
    commands = lazy_group(lambda: list(GAMES), lambda name: board_command(game(name)) if name in GAMES else None,
                          implied={"--game-file": "track"})
    board_app = typer.Typer(cls=commands, no_args_is_help=True,
                            help="Write a board's cut files, drilling template and manifest.")
    app.add_typer(board_app, name="board")
