"""``boardgen board GAME``: one subcommand per game, its options built from the game's
own parameter definitions, so every game's options and help come from one place.
"""

from __future__ import annotations

import inspect
from typing import Annotated

import typer

from boardgen.cli.common import add_game_commands, headline, named_in_file, refusals, report, set_aside, uncollected
from boardgen.cli.progress import Progress
from boardgen.games.registry import Game
from boardgen.options import COMMON, Option
from boardgen.units import UNITS_HELP

METAVARS = {"int": "N", "int-list": "N", "length": "LENGTH", "size": "SIZE", "choice": "NAME", "document": "TEXT"}
"""Placeholders in the one style of every command (``common.placeholder``), by kind; a list is said
in the text."""
NAMED_PLACEHOLDERS = {"out": "DIR", "materials": "FILE", "game-file": "FILE", "material": "NAME", "format": "FORMATS"}
"""Text options whose placeholder says more than ``TEXT``."""
LENGTHS = "LENGTH takes mm, cm or in (no unit means mm)."
"""Said once in a command's help, where each length option's text on the page says it again."""
SAID_BY_SECTION = {"CNC": "G-code: ", "Laser": "Laser: "}
"""The start of an option's text its section's heading already says."""


def option_text(option: Option) -> str:
    """What the help says of an option beyond its name. That is the page's text without what
    the help says once elsewhere (the units of a length, its section). Then the choices when the
    text does not name them all, and the default when there is one."""
    text = option.help.removesuffix(f" ({UNITS_HELP})")
    said = SAID_BY_SECTION.get(option.section, "")
    if said and text.startswith(said):
        text = text[len(said):]
        if not text.startswith(option.choices):  # a choice keeps its case: "grbl (GRBL 1.1 ...) or linuxcnc"
            text = text[:1].upper() + text[1:]
    unnamed = [choice for choice in option.choices if choice not in text]
    choices = f"; one of {', '.join(option.choices)}" if unnamed else ""
    default = f" Default: {option.default}." if option.default != "" else ""
    return f"{text}{choices}.{default}"


def placeholder(option: Option) -> str:
    """The option's placeholder in the help: by its name, else by its kind."""
    return NAMED_PLACEHOLDERS.get(option.name) or METAVARS.get(option.kind, "TEXT")


def option_parameter(option: Option, common: bool = False) -> inspect.Parameter:
    """The option as typer reads it, shown in the help under its section (or ``Common``)."""
    return inspect.Parameter(
        option.name.replace("-", "_"),
        inspect.Parameter.KEYWORD_ONLY,
        default=option.default,
        annotation=Annotated[str, typer.Option(option.flag, help=option_text(option),
                                               metavar=placeholder(option), show_default=False,
                                               rich_help_panel="Common" if common else option.section)],
    )


def given(ctx: typer.Context, options: tuple[Option, ...], values: dict[str, str]) -> dict[str, str]:
    """The options typed on the command line (or set in the environment), and the user's
    config file's, by name: only these override a material preset, even when typed with their
    default value. Whatever the command line says wins over the file: a preset typed there
    brings its own values over the file's (``common.set_aside``)."""
    typed, filed = {}, {}
    for o in options:
        source = ctx.get_parameter_source(o.name.replace("-", "_"))
        if source is not None and source.name in ("COMMANDLINE", "ENVIRONMENT", "PROMPT"):
            typed[o.name] = values[o.name.replace("-", "_")]
        elif source is not None and source.name == "DEFAULT_MAP":
            filed[o.name] = values[o.name.replace("-", "_")]
    if "material" in typed and filed:
        from boardgen.shop import materials

        preset = materials.presets({**filed, **typed}.get("materials", "")).get(typed["material"])
        if preset is not None:
            beaten = set().union(*(preset.settings(laser) for laser in materials.LASERS)) & set(filed)
            set_aside(ctx, beaten)
            filed = {name: value for name, value in filed.items() if name not in beaten}
    return {**filed, **typed}


def own_options(options: tuple[Option, ...]) -> frozenset[str]:
    """The options of a command that no other board command shares (``--players``, ``--rows``,
    the coupon's ``--step``), with ``COMMON``: what the help lists first."""
    from boardgen.output import OUTPUT_OPTIONS
    from boardgen.shop.materials import MATERIAL_OPTIONS
    from boardgen.shop.settings import shop_options

    shared = {o.name for o in (*shop_options(), *OUTPUT_OPTIONS, *MATERIAL_OPTIONS)}
    return frozenset(o.name for o in options if o.name not in shared or o.name in COMMON)


def command_signature(options: tuple[Option, ...]) -> inspect.Signature:
    """A command's signature for typer: the click context (for ``given``), then one option each."""
    context = inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=typer.Context)
    common = own_options(options)
    return inspect.Signature([context, *(option_parameter(o, o.name in common) for o in options)])


def board_command(g: Game):
    # the job and the material presets load with the first board command, not with --help
    from boardgen.shop import materials
    from boardgen.job import all_options, make_board, summary
    from boardgen.output import Output

    options = all_options(g)

    def command(ctx: typer.Context, **kwargs: str) -> None:
        with refusals(), uncollected(), named_in_file(ctx):
            chosen = materials.apply(given(ctx, options, kwargs))
            output = Output.parse(chosen.raw)
            splitting = Progress("splitting", None, "seam searches")
            try:
                made = make_board(g.name, chosen.raw, splitting.update)
            finally:
                splitting.finish()
            written = output.write(made.board, g.name)
        report(headline(ctx, summary(made.board)), made.board, written, chosen.notes)

    command.__signature__ = command_signature(options)  # type: ignore[attr-defined]
    command.__doc__ = f"{g.title}: {g.summary} Writes SVG, DXF, PDF template and JSON manifest.\n\n{LENGTHS}"
    return command


def register(app: typer.Typer) -> None:
    add_game_commands(app, "board", board_command)
