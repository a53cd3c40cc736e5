"""``boardgen simulate GAME``: play many whole games and report how they went."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from boardgen.cli.common import refusals
from boardgen.cli.progress import Progress
from boardgen.errors import ParameterError
from boardgen.games.rules_registry import engine, engines
from boardgen.play.stats import render_json, render_table

FORMATS = ("table", "json")


def simulate_command(
    game: Annotated[str, typer.Argument(help="The game: " + ", ".join(engines()) + ".", show_default=False)],
    players: Annotated[Optional[int], typer.Option(
        help="Number of players. Default: " + ", ".join(f"{e.game} {e.default_players}" for e in engines().values())
        + ".", show_default=False)] = None,
    games: Annotated[int, typer.Option(help="Games to play. Default: 100.", show_default=False)] = 100,
    seed: Annotated[int, typer.Option(help="Random seed; the same seed gives the same report. Default: 1.",
                                      show_default=False)] = 1,
    variant: Annotated[
        Optional[list[str]],
        typer.Option("--variant", help="A named variation (repeat for several; see `boardgen rules variants`). "
                     "Default: none, the base game.", show_default=False),
    ] = None,
    teams: Annotated[
        Optional[str],
        typer.Option(help="alternate, pairs or individual. Default: pegs-and-jokers alternate for an even count, "
                     "else individual; fast-track individual.",
                     show_default=False),
    ] = None,
    policy: Annotated[str, typer.Option(help="How every player chooses: random or greedy. Default: random.",
                                        show_default=False)] = "random",
    decks: Annotated[
        Optional[int],
        typer.Option(help="Decks of 54 cards. " + " ".join(f"{e.game}: {e.decks_help}" for e in engines().values()),
                     show_default=False),
    ] = None,
    max_turns: Annotated[
        Optional[int],
        typer.Option(help="Stop and count a game unfinished after this many turns. Default: 1000 per player.",
                     show_default=False),
    ] = None,
    output_format: Annotated[str, typer.Option("--format", help="table or json. Default: table.",
                                               show_default=False)] = "table",
) -> None:
    """Play whole games and report turns, wins by team and seat, bumps and discards."""
    with refusals():
        found = engine(game)
        if output_format not in FORMATS:
            raise ParameterError("--format", "one of " + ", ".join(FORMATS), got=output_format)
        if max_turns is not None and max_turns < 1:
            raise ParameterError("--max-turns", "at least 1", got=max_turns)
        rules = found.make_rules(found.default_players if players is None else players, teams, tuple(variant or ()))
        progress = Progress("simulating", games, "games")
        report = found.simulate(rules, games, seed, policy, decks, max_turns, progress.advance)
        progress.finish()
    typer.echo(render_json(report) if output_format == "json" else render_table(report))
    if report.finished < report.games:
        typer.echo(
            f"boardgen: {report.games - report.finished} of {report.games} games did not finish within "
            f"the turn limit; this rule set can stall", err=True,
        )


def register(app: typer.Typer) -> None:
    app.command("simulate")(simulate_command)
