"""``boardgen pieces GAME``: one subcommand per game, with the board command's options (the
pieces fit the board those options make), the formats a 3D printer or a laser takes, and the
summary and all-or-nothing writing of every command that makes files."""

from __future__ import annotations

import typer

from boardgen.cli.board_cmd import LENGTHS, command_signature, given
from boardgen.cli.common import add_game_commands, headline, named_in_file, refusals, report, uncollected
from boardgen.games.registry import Game


def pieces_command(g: Game):
    from boardgen.pieces_job import pieces_job, pieces_options, write_pieces
    from boardgen.pieces_job import summary as pieces_summary
    from boardgen.shop import materials

    options = pieces_options(g)

    def command(ctx: typer.Context, **kwargs: str) -> None:
        with refusals(), uncollected(), named_in_file(ctx):
            chosen = materials.apply(given(ctx, options, kwargs))
            job = pieces_job(g.name, chosen.raw, chosen.machine)
            written = write_pieces(job)
        notes = (*chosen.notes, *job.lines)
        report(headline(ctx, pieces_summary(job.pieces)), None, written, notes)

    command.__signature__ = command_signature(options)  # type: ignore[attr-defined]
    command.__doc__ = (f"{g.title}: the playing pieces, a pawn a start hole in each seat's colour and symbol, "
                       f"fitted to the board the same options make. Writes STL and 3MF, or a laser's SVG, DXF "
                       f"and LightBurn project.\n\n{LENGTHS}")
    return command


def register(app: typer.Typer) -> None:
    add_game_commands(app, "pieces", pieces_command)
