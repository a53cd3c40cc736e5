"""``boardgen simulate GAME``: play many whole games and report how they went."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from boardgen.cli.areas import summary
from boardgen.cli.common import refusals
from boardgen.cli.play_options import (Decks, Game, GameFile, Games, Jobs, MaxTurns, Players, Policy, Scheduler,
                                       Seed, Teams,
                                       Think, Variants, game_engine, spread, table)
from boardgen.cli.progress import Progress
from boardgen.errors import ParameterError
from boardgen.games.rules_registry import RulesEngine
from boardgen.write_set import write_files

if TYPE_CHECKING:
    from boardgen.play.stats import SimulationReport

FORMATS = ("table", "json")
COMPARED_COUNT = "bumps"
"""The per-game tally the comparison table shows: how rough a rule set plays."""


def simulate_command(
    game: Game = None,
    players: Players = None,
    games: Games = 100,
    seed: Seed = 1,
    variant: Variants = None,
    teams: Teams = None,
    policy: Policy = None,
    decks: Decks = None,
    max_turns: MaxTurns = None,
    output_format: Annotated[str, typer.Option("--format", metavar="NAME", help="table or json. Default: table.",
                                               show_default=False)] = "table",
    compare: Annotated[Optional[str], typer.Option(
        help="Compare rule sets on the same seeds, e.g. base,nine-split,jqk-11-12-13 (join variations with +; "
        "--variant applies to all): one table of game length (mean, 95% CI), first-seat and team win shares "
        "and bumps per game.", show_default=False)] = None,
    plot_file: Annotated[Optional[Path], typer.Option(
        "--plot", help="With --compare: also draw the game-length distributions side by side to FILE.png or "
        "FILE.svg.", show_default=False)] = None,
    jobs: Jobs = 1,
    scheduler: Scheduler = None,
    think: Think = None,
    game_file: GameFile = None,
) -> None:
    """Whole games of one rule set, or several compared on the same seeds (its help: ``areas``)."""
    from boardgen.play.compare import Compared, comparison_json, parse_compare, render_comparison
    from boardgen.play.stats import render_json, render_table

    with refusals():
        found = game_engine(game, output_format, FORMATS, game_file)
        if plot_file is not None and compare is None:
            raise ParameterError("--plot", "only with --compare", got=str(plot_file))
        if plot_file is not None:
            from boardgen.play import plot  # svgwrite, loaded only to draw a plot

            plot.render([], "", plot_file.name)  # refuses a wrong extension before any game is played
        count, policy, searched = table(found, players, policy, max_turns, think)
        rule_sets = parse_compare(compare, found.variants.ids) if compare else [("", ())]
        played = play_each(found, rule_sets, tuple(variant or ()), (count, teams, policy, searched),
                           (games, seed, decks, max_turns), jobs, scheduler)
        reports = [(name, report) for name, _, report in played]
        if compare:
            rows = [Compared(name, report) for name, report in reports]
            if plot_file is not None:
                title = f"{found.game}, {count} players, {policy} play, {games} games each"
                write_files(plot_file.parent, {plot_file.name: plot.render(rows, title, plot_file.name)}, "--plot")
    if compare:
        typer.echo(comparison_json(rows) if output_format == "json"
                   else render_comparison(rows, COMPARED_COUNT))
    else:
        typer.echo(render_json(reports[0][1]) if output_format == "json" else render_table(reports[0][1]))
    for name, report in reports:
        if report.finished < report.games:
            typer.echo(f"boardgen: {report.games - report.finished} of {report.games} games reached the turn "
                       f"limit ({report.as_dict()['max_turns']} turns){f' under {name}' if name else ''}; "
                       "raise --max-turns to play them out", err=True)


def play_each(found: RulesEngine, rule_sets: list[tuple[str, tuple[str, ...]]], everyone: tuple[str, ...],
              seating: tuple[int, str | None, str, dict[str, object]], run_by: tuple[int, int, int | None, int | None],
              jobs: int, scheduler: str | None) -> list[tuple[str, object, SimulationReport]]:
    """Each named rule set (``--variant``'s ``everyone`` added to its own) played on one cluster
    from the same seed, in order: its name, rules and report. ``seating`` is the player count,
    teams, policy and search budget; ``run_by`` the games, seed, decks and turn cap."""
    count, teams, policy, searched = seating
    games, seed, decks, max_turns = run_by
    made = [(name, found.make_rules(count, teams, everyone + chosen)) for name, chosen in rule_sets]
    with spread(games, jobs, scheduler):
        return [(name, rules, run(found, rules, games, seed, policy, decks, max_turns, jobs, searched))
                for name, rules in made]


def run(found: RulesEngine, rules: object, games: int, seed: int, policy: str, decks: int | None,
        max_turns: int | None, jobs: int, searched: dict[str, object]) -> SimulationReport:
    """One rule set's report, with its progress on stderr when it takes more than a moment;
    ``searched`` holds ``--think``'s budget when given."""
    progress = Progress("simulating", games, "games")
    report = found.simulate(rules, games, seed, policy, decks, max_turns, progress.advance, jobs=jobs, **searched)
    progress.finish()
    return report


def register(app: typer.Typer) -> None:
    app.command("simulate", help=summary("simulate"))(simulate_command)
