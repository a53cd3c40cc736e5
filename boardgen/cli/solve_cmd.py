"""``boardgen solve``: exact figures and winning lines for peg solitaire boards.

A thin layer: it parses options, picks counting or search, and prints what the library returns.
"""

from __future__ import annotations

import json
from enum import Enum
from typing import Annotated, Optional

import typer

from boardgen.cli.areas import summary
from boardgen.cli.common import FullHelpGroup, refusals
from boardgen.cli.progress import Progress
from boardgen.games.solitaire.counting import COUNTED_BY_DEFAULT, MAX_COUNTED_HOLES, check_countable, count_games
from boardgen.games.solitaire.topology import MAX_ROWS, MIN_ROWS, SolitaireTopology, classic_start, cross, triangle


class Format(str, Enum):
    table = "table"
    json = "json"


class SolitaireShape(str, Enum):
    english = "english"
    european = "european"


CountOption = Annotated[
    Optional[bool],
    typer.Option(
        "--count/--no-count",
        help=f"Count every complete game (only boards of up to {MAX_COUNTED_HOLES} holes; 28 take minutes), or "
        f"only search for one game leaving one peg. Default: count when the board has up to {COUNTED_BY_DEFAULT} holes.",
    ),
]
FormatOption = Annotated[Format, typer.Option("--format", help="table (text) or json.")]

solve = typer.Typer(
    cls=FullHelpGroup,
    no_args_is_help=True,
    help=summary("solve"),
)


def register(app: typer.Typer) -> None:
    app.add_typer(solve, name="solve")


@solve.command("triangle")
def solve_triangle(
    rows: Annotated[
        int, typer.Option(help=f"Rows of the triangle, {MIN_ROWS} to {MAX_ROWS}; 5 rows = the classic 15 holes.")
    ] = 5,
    empty: Annotated[
        int, typer.Option(help="Hole left empty at the start, numbered row by row from 1 at the apex.")
    ] = 1,
    target: Annotated[
        Optional[int],
        typer.Option(help="Hole the last peg must end in (the classic challenge: where you started). Default: any hole."),
    ] = None,
    count: CountOption = None,
    output: FormatOption = Format.table,
) -> None:
    """Triangle boards: every game counted by pegs left, and one winning solution."""
    with refusals():
        _solve(triangle(rows), empty, target, count, output)


@solve.command("solitaire")
def solve_solitaire(
    shape: Annotated[SolitaireShape, typer.Option(help="english (33 holes) or european (37 holes).")] = SolitaireShape.english,
    empty: Annotated[
        Optional[int],
        typer.Option(
            help="Hole left empty at the start, numbered row by row from 1 at top left. Default: the centre (17) "
            "on the english board; hole 9 (left end of the third row) on the european, where no start "
            "can leave the last peg in the centre."
        ),
    ] = None,
    target: Annotated[
        Optional[int],
        typer.Option(help="Hole the last peg must end in. Default: the centre on the english board; any hole on the european."),
    ] = None,
    count: CountOption = None,
    output: FormatOption = Format.table,
) -> None:
    """Cross boards: can one peg be left (in the centre), and how."""
    with refusals():
        topology = cross(shape.value)
        default_empty, default_target = classic_start(topology)
        _solve(
            topology,
            default_empty if empty is None else empty,
            default_target if target is None else target,
            count,
            output,
        )


def _solve(topology: SolitaireTopology, empty: int, target: int | None, count: bool | None, output: Format) -> None:
    """Count when asked or when the board is small enough; otherwise search for one winning game."""
    # loaded only for a solve: every other command (and --help) lists this one without them
    from boardgen.games.solitaire.report import counts_json, counts_table, search_json, search_table
    from boardgen.games.solitaire.search import DEFAULT_BUDGET, find_solution

    if count:
        check_countable(topology, "--count")
    if count is None:
        count = topology.hole_count <= COUNTED_BY_DEFAULT
    if count:
        progress = Progress("counting", topology.hole_count - 1, "layers", bound=True, estimate=False)
        counts = count_games(topology, empty, target, progress.update)
        progress.finish()
        _print(output, counts_json(counts), counts_table(topology, counts))
    else:
        progress = Progress("searching", DEFAULT_BUDGET, "positions", bound=True)
        result = find_solution(topology, empty, target, DEFAULT_BUDGET, progress.update)
        progress.finish()
        _print(output, search_json(topology, result), search_table(topology, result))


def _print(output: Format, as_json: dict[str, object], as_table: list[str]) -> None:
    typer.echo(json.dumps(as_json, indent=2) if output is Format.json else "\n".join(as_table))
