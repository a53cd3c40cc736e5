"""``boardgen kit GAME``: one subcommand per game, with the board command's options and
``--variant``, writing the whole game (board, pieces, cards, rules, print-and-play PDF) into one
folder and one zip beside it."""

from __future__ import annotations

import inspect

import typer

from boardgen.cli.board_cmd import LENGTHS, command_signature, given
from boardgen.cli.common import add_game_commands, headline, named_in_file, refusals, report, uncollected
from boardgen.cli.play_options import Variants
from boardgen.games.registry import Game


def kit_command(g: Game):
    from boardgen.job import all_options
    from boardgen.output import BOOKLET, Written
    from boardgen.kit.job import kit_job, write_kit
    from boardgen.pieces_job import PIECE_STYLE
    from boardgen.shop import materials

    options = (*(o for o in all_options(g) if o is not BOOKLET), PIECE_STYLE)  # the pieces' style their own

    def command(ctx: typer.Context, variant: Variants = None, **kwargs: str) -> None:
        with refusals(), uncollected(), named_in_file(ctx):
            chosen = materials.apply(given(ctx, options, kwargs))
            job = kit_job(g.name, chosen.raw, chosen.machine, tuple(variant or ()))
            paths = write_kit(job)
        notes = (*chosen.notes, *job.lines)
        report(headline(ctx, f"Kit for {job.title}: {len(job.files)} files in {job.stem}/ and "
                             f"{job.zip_name}"), None, Written(tuple(paths), ()), notes)

    signature = command_signature(options)
    variant_parameter = inspect.Parameter("variant", inspect.Parameter.KEYWORD_ONLY, default=None,
                                          annotation=Variants)
    params = list(signature.parameters.values())
    command.__signature__ = signature.replace(parameters=[params[0], variant_parameter, *params[1:]])  # type: ignore[attr-defined]
    command.__doc__ = (f"{g.title}: the whole game in one folder and one zip: the board's files, the pieces, the "
                       f"cards, the rule booklet and a print-and-play PDF (cover, paper board, tokens, cards, rules) "
                       f"with a manifest.\n\n{LENGTHS}")
    return command


def register(app: typer.Typer) -> None:
    add_game_commands(app, "kit", kit_command)
