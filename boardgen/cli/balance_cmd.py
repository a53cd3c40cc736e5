"""``boardgen balance GAME``: how fair a rule set is to each seat and team, and with
``--sweep`` which set of variations evens a game out.

The games are ``simulate``'s (the same options, engine call and seeds: ``simulate_cmd.play_each``),
played on one cluster for the whole command; only the reading of them is new
(``play/balance/fairness.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from boardgen.cli.areas import summary
from boardgen.cli.common import refusals
from boardgen.cli.play_options import (Decks, Game, GameFile, Games, Jobs, MaxTurns, Players, Policy, Scheduler,
                                       Seed, Teams,
                                       Think, Variants, game_engine, table)
from boardgen.cli.simulate_cmd import play_each
from boardgen.write_set import write_files

FORMATS = ("text", "json")


def balance_command(
    game: Game = None,
    players: Players = None,
    games: Games = 100,
    seed: Seed = 1,
    variant: Variants = None,
    teams: Teams = None,
    policy: Policy = None,
    decks: Decks = None,
    max_turns: MaxTurns = None,
    sweep: Annotated[Optional[str], typer.Option(
        help="Play every compatible set of these variations (e.g. nine-split,jqk-11-12-13: the base game, each "
        "alone and together; --variant applies to all) on the same seeds and rank them, fairest first, then "
        "shortest.", show_default=False)] = None,
    plot_file: Annotated[Optional[Path], typer.Option(
        "--plot", help="Also draw each side's win share with its 95% interval, per rule set, to FILE.png or FILE.svg.",
        show_default=False)] = None,
    output_format: Annotated[str, typer.Option("--format", metavar="NAME", help="text or json. Default: text.",
                                               show_default=False)] = "text",
    jobs: Jobs = 1,
    scheduler: Scheduler = None,
    think: Think = None,
    game_file: GameFile = None,
) -> None:
    """How even the seats are under one rule set, or a sweep of them (its help: ``areas``)."""
    from boardgen.play.balance import report as balance_report
    from boardgen.play.balance.fairness import Fairness
    from boardgen.play.balance.sweep import ranked, sweep_sets

    with refusals():
        found = game_engine(game, output_format, FORMATS, game_file)
        if plot_file is not None:
            from boardgen.play import plot  # svgwrite, loaded only to draw a plot
            from boardgen.play.balance import plot as balance_plot

            plot.file_kind(plot_file.name)  # refused before any game is played
        count, policy, searched = table(found, players, policy, max_turns, think)
        everyone = tuple(variant or ())
        rule_sets, skipped = (sweep_sets(sweep, found.variants, everyone) if sweep
                              else ([("+".join(everyone) or "base", ())], 0))
        played = play_each(found, rule_sets, everyone, (count, teams, policy, searched),
                           (games, seed, decks, max_turns), jobs, scheduler)
        rows = [Fairness.of(name, report, rules.team_of) for name, rules, report in played]
        if sweep:
            rows = ranked(rows)
        if plot_file is not None:
            title = f"{found.game}, {count} players, {policy} play, {games} games each"
            write_files(plot_file.parent, {plot_file.name: balance_plot.render(rows, title, plot_file.name)}, "--plot")
    if output_format == "json":
        typer.echo(balance_report.render_json(rows, skipped if sweep else None))
    else:
        typer.echo(balance_report.render_ranking(rows, skipped) if sweep else balance_report.render_text(rows[0]))


def register(app: typer.Typer) -> None:
    app.command("balance", help=summary("balance"))(balance_command)
