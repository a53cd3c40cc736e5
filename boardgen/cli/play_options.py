"""The options every command that plays simulated games takes (``simulate``, ``balance``),
defined once, and where those games are played (``spread``).

Apart from ``common`` (which every command loads) because the help reads each game's
simulation facts; loading only those, never an engine, keeps ``--help`` light.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Optional

import typer

from boardgen.errors import ParameterError
from boardgen.games.rules_registry import ENGINES, SIMULATION_FACTS, RulesEngine, engine

Game = Annotated[Optional[str], typer.Argument(
    metavar="GAME", help="The game: " + ", ".join(ENGINES) + ", or track with --game-file (which may also stand alone).",
    show_default=False)]
OWN_GAME = "track"
"""The game a user's own description file plays as: ``simulate track --game-file FILE``."""
GameFile = Annotated[Optional[Path], typer.Option(
    "--game-file", metavar="FILE", help="With GAME track: a track-game description of your own, dice or cards (TOML, "
    "docs/track-games.md).", show_default=False)]
Players = Annotated[Optional[int], typer.Option(
    help="Number of players. Default: " + ", ".join(f"{g} {f.default_players}" for g, f in SIMULATION_FACTS.items())
    + ".", show_default=False)]
Games = Annotated[int, typer.Option(help="Games to play. Default: 100.", show_default=False)]
Seed = Annotated[int, typer.Option(help="Random seed; the same seed gives the same report. Default: 1.",
                                   show_default=False)]
Variants = Annotated[Optional[list[str]], typer.Option(
    "--variant", metavar="ID", help="A named variation (repeat for several; see `boardgen rules variants`). "
    "Default: none, the base game.", show_default=False)]
Teams = Annotated[Optional[str], typer.Option(
    metavar="NAME", help="alternate, pairs or individual. Default: pegs-and-jokers alternate for an even count, else individual; "
    "fast-track individual.", show_default=False)]
Policy = Annotated[Optional[str], typer.Option(
    metavar="NAME", help="How every player chooses: " + "; ".join(f"{g} {', '.join(f.policies)}" for g, f in SIMULATION_FACTS.items())
    + ". Default: " + ", ".join(f"{g} {f.default_policy}" for g, f in SIMULATION_FACTS.items()) + ".",
    show_default=False)]
Decks = Annotated[Optional[int], typer.Option(
    help=" ".join(f"{g}: {f.decks_help}" for g, f in SIMULATION_FACTS.items()), show_default=False)]
MaxTurns = Annotated[Optional[int], typer.Option(
    help="Stop and count a game unfinished after this many turns, extra turns counted too. Default: 1000 a "
    "player, or on a large board 2 a player for each of its pieces and track spaces, whichever is more.",
    show_default=False)]
Jobs = Annotated[int, typer.Option(
    help="Play the games over this many local worker processes with Dask (1 to twice the cores, at least 4; "
    "more than 1 needs Dask: python3 -m pip install 'dask[distributed]'); the report is the same for any number. Default: 1.",
    show_default=False)]
Think = Annotated[Optional[str], typer.Option(
    help="How long --policy mcts thinks about each move: playouts (e.g. 200; the same seed gives the same "
    "games) or seconds (e.g. 0.2s; as strong as the machine allows). Default: 100 playouts, about 0.1 s a move.",
    show_default=False)]
Scheduler = Annotated[Optional[str], typer.Option(
    help="Play the games on the Dask cluster whose scheduler is at this address, e.g. tcp://HOST:8786 "
    "(see docs/playing.md); the report is the same. Default: none, this machine.", show_default=False)]


@contextlib.contextmanager
def spread(games: int, jobs: int, scheduler: str | None) -> Iterator[None]:
    """Every run in the block plays on one cluster (``workers.cluster``), once the game and job
    counts are known to be sound: a refusal never waits for worker processes to start."""
    from boardgen.play import workers
    from boardgen.play.batch import check_jobs
    from boardgen.play.stats import check_games

    check_games(games)
    check_jobs(jobs)
    with workers.cluster(jobs, scheduler):
        yield


def game_engine(game: str | None, output_format: str, formats: tuple[str, ...],
                game_file: Path | None = None) -> RulesEngine:
    """The named game's rules engine, or with ``track`` (or no game named) the engine of the
    ``--game-file`` description, once the report's ``--format`` is one the command writes."""
    if game is None and game_file is None:
        raise ParameterError("GAME", "one of " + ", ".join(ENGINES) + ", or --game-file FILE")
    game = OWN_GAME if game is None else game
    if (game == OWN_GAME) != (game_file is not None):
        raise ParameterError("--game-file", f"given with GAME {OWN_GAME}, and only then", str(game_file or game))
    if game_file is not None:
        from boardgen.games.race.rules_engine import engine_for_file

        found = engine_for_file(game_file)
    else:
        found = engine(game)
    if output_format not in formats:
        raise ParameterError("--format", "one of " + ", ".join(formats), got=output_format)
    return found


def table(found: RulesEngine, players: int | None, policy: str | None, max_turns: int | None,
          think: str | None) -> tuple[int, str, dict[str, object]]:
    """The players and the policy a run seats, the game's own unless told, and the searching
    player's budget (``--think``, only with that player); a turn cap below 1 refused."""
    from boardgen.play.budget import parse_budget

    if max_turns is not None and max_turns < 1:
        raise ParameterError("--max-turns", "at least 1", got=max_turns)
    policy = policy or found.facts.default_policy
    searched: dict[str, object] = {} if think is None else {"think": parse_budget(think)}
    if searched and policy != found.facts.searching:
        raise ParameterError("--think", "only with " + ", ".join(
            f"{name} --policy {facts.searching}" for name, facts in SIMULATION_FACTS.items() if facts.searching),
            got=think)
    return found.facts.default_players if players is None else players, policy, searched
