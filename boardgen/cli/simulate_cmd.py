"""``boardgen simulate GAME``: play many whole games and report how they went."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from boardgen.cli.common import ThinkOption, refusals
from boardgen.cli.progress import Progress
from boardgen.errors import ParameterError
from boardgen.games.rules_registry import ENGINES, SIMULATION_FACTS, RulesEngine, engine
from boardgen.write_set import write_files

if TYPE_CHECKING:
    from boardgen.play.stats import SimulationReport

FORMATS = ("table", "json")
COMPARED_COUNT = "bumps"
"""The per-game tally the comparison table shows: how rough a rule set plays."""


def simulate_command(
    game: Annotated[str, typer.Argument(help="The game: " + ", ".join(ENGINES) + ".", show_default=False)],
    players: Annotated[Optional[int], typer.Option(
        help="Number of players. Default: " + ", ".join(f"{g} {f.default_players}" for g, f in SIMULATION_FACTS.items())
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
    policy: Annotated[Optional[str], typer.Option(
        help="How every player chooses: " + "; ".join(f"{g} {', '.join(f.policies)}" for g, f in SIMULATION_FACTS.items())
        + ". Default: " + ", ".join(f"{g} {f.default_policy}" for g, f in SIMULATION_FACTS.items()) + ".",
        show_default=False)] = None,
    decks: Annotated[
        Optional[int],
        typer.Option(help=" ".join(f"{g}: {f.decks_help}" for g, f in SIMULATION_FACTS.items()),
                     show_default=False),
    ] = None,
    max_turns: Annotated[
        Optional[int],
        typer.Option(help="Stop and count a game unfinished after this many turns. Default: 1000 per player.",
                     show_default=False),
    ] = None,
    output_format: Annotated[str, typer.Option("--format", help="table or json. Default: table.",
                                               show_default=False)] = "table",
    compare: Annotated[Optional[str], typer.Option(
        help="Compare rule sets on the same seeds, e.g. base,nine-split,jqk-11-12-13 (join variations with +; "
        "--variant applies to all): one table of game length (mean, 95% CI), first-seat and team win shares "
        "and bumps per game.", show_default=False)] = None,
    plot_file: Annotated[Optional[Path], typer.Option(
        "--plot", help="With --compare: also draw the game-length distributions side by side to FILE.png or "
        "FILE.svg.", show_default=False)] = None,
    jobs: Annotated[int, typer.Option(
        help="Play the games over this many processes (1 to twice the cores, at least 4); the report is the "
        "same for any number. Default: 1.",
        show_default=False)] = 1,
    think: ThinkOption = None,
) -> None:
    """Play whole games and report turns, wins by team and seat, bumps and discards."""
    from boardgen.play.budget import parse_budget
    from boardgen.play.compare import Compared, comparison_json, parse_compare, render_comparison
    from boardgen.play.stats import render_json, render_table

    with refusals():
        found = engine(game)
        if output_format not in FORMATS:
            raise ParameterError("--format", "one of " + ", ".join(FORMATS), got=output_format)
        if max_turns is not None and max_turns < 1:
            raise ParameterError("--max-turns", "at least 1", got=max_turns)
        if plot_file is not None and compare is None:
            raise ParameterError("--plot", "only with --compare", got=str(plot_file))
        if plot_file is not None:
            from boardgen.play import plot  # svgwrite, loaded only to draw a plot

            plot.render([], "", plot_file.name)  # refuses a wrong extension before any game is played
        policy = policy or found.facts.default_policy
        searched = {} if think is None else {"think": parse_budget(think)}
        if searched and policy != found.facts.searching:
            raise ParameterError("--think", "only with " + ", ".join(
                f"{name} --policy {facts.searching}" for name, facts in SIMULATION_FACTS.items() if facts.searching),
                got=think)
        count = found.facts.default_players if players is None else players
        rule_sets = parse_compare(compare, found.variants.ids) if compare else [("", ())]
        everyone = tuple(variant or ())
        made = [(name, found.make_rules(count, teams, everyone + chosen)) for name, chosen in rule_sets]
        reports = [(name, run(found, rules, games, seed, policy, decks, max_turns, jobs, searched)) for name, rules in made]
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


def run(found: RulesEngine, rules: object, games: int, seed: int, policy: str, decks: int | None,
        max_turns: int | None, jobs: int, searched: dict[str, object]) -> SimulationReport:
    """One rule set's report, with its progress on stderr when it takes more than a moment;
    ``searched`` holds ``--think``'s budget when given."""
    progress = Progress("simulating", games, "games")
    report = found.simulate(rules, games, seed, policy, decks, max_turns, progress.advance, jobs=jobs, **searched)
    progress.finish()
    return report


def register(app: typer.Typer) -> None:
    app.command("simulate")(simulate_command)
