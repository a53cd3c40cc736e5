"""What the peg solitaire rules sheet needs from the game: the board, the solver's numbers, the moves.

The words live in ``templates/solitaire/``, shared by the triangle and the cross boards since
both play by the same single rule. The numbers come from the solver as ``boardgen solve``
reports them: ``counting`` (every game, boards of up to 21 holes) or ``search`` (one winning
line on larger boards). A start or target with no one-peg finish is refused, since the sheet
exists to show one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.source import BookletSource, Chart, Prepared, Searching
from boardgen.errors import ParameterError
from boardgen.games.solitaire import diagrams
from boardgen.games.solitaire.board import CROSS_NAME, TRIANGLE_NAME
from boardgen.games.solitaire.counting import COUNTED_BY_DEFAULT, GameCounts, count_games
from boardgen.games.solitaire.game import ROWS, SHAPE
from boardgen.games.solitaire.search import find_solution
from boardgen.games.solitaire.topology import (
    SHAPES, TRIANGLE_START, Jump, SolitaireTopology, classic_start, cross, triangle)
from boardgen.options import Option, parse_all
from boardgen.resources import TEMPLATES

EMPTY_HELP = "Hole left empty at the start, numbered row by row from 1"
TARGET_HELP = "Hole the last peg must end in"
TRIANGLE_OPTIONS = (
    ROWS,
    Option("empty", f"{EMPTY_HELP} at the apex", str(TRIANGLE_START), "int", minimum=1),
    Option("target", f"{TARGET_HELP}. Default: any hole", "", "int", minimum=1),
)
CROSS_OPTIONS = (
    SHAPE,
    Option("empty", f"{EMPTY_HELP} at top left. Default: the centre (english), hole 9 (european)", "", "int",
           minimum=1),
    Option("target", f"{TARGET_HELP}. Default: the centre (english), any hole (european)", "", "int", minimum=1),
)
RATINGS = (
    (1, "1", "Champion: the board is swept clean"),
    (2, "2", "Sharp: one jump away from perfect"),
    (3, "3", "Steady: a good game, with better to find"),
    (4, "4", "Learner: plan a few jumps further ahead"),
    (5, "5 or more", "Warm-up: set the pegs back and try again"),
)
"""The scoring chart: (fewest pegs the row covers, pegs as printed, rating). The last row
covers every larger count too."""


@dataclass(frozen=True)
class Solved:
    """One sheet's board, start and the solver's answer."""

    topology: SolitaireTopology
    empty: int
    target: int | None
    counts: GameCounts | None
    """Every game counted, on boards small enough; None when the line came from a search."""
    solution: tuple[Jump, ...]
    searched: int
    """Positions the search examined (0 when every game was counted)."""


def solve(topology: SolitaireTopology, empty: int, target: int | None, searching: Searching = None) -> Solved:
    """Count or search as ``boardgen solve`` would; refuse a start or target with no one-peg line.
    ``searching`` hears the positions a search has examined."""
    topology.check_hole(empty, "--empty")
    if target is not None:
        topology.check_hole(target, "--target")
    if topology.hole_count <= COUNTED_BY_DEFAULT:
        counts = count_games(topology, empty, target)
        if counts.solution is not None:
            return Solved(topology, empty, target, counts, counts.solution, 0)
        if target is not None:
            ends = ", ".join(map(str, counts.one_peg_end_holes)) or "none"
            raise ParameterError("--target", f"a hole the last peg can reach from hole {empty} empty: {ends}", target)
        raise ParameterError("--empty", f"a start from which one peg can be left (from hole {empty} the fewest is "
                                        f"{counts.min_pegs})", empty)
    result = find_solution(topology, empty, target, progress=searching)
    if result.solution is not None:
        return Solved(topology, empty, target, None, result.solution, result.positions)
    why = f"{result.outcome} from hole {empty}: {result.reason}"
    if target is not None:
        raise ParameterError("--target", f"a hole the last peg can reach from hole {empty} empty ({why})", target)
    known = classic_start(topology)[0] if topology.name in SHAPES else None
    works = f"; hole {known} empty is one" if known not in (None, empty) else ""
    raise ParameterError("--empty", f"a start from which one peg can be left ({why}{works})", empty)


def percent(value: float) -> str:
    return f"{value:.1f}%" if value >= 0.1 or value == 0 else "under 0.1%"


def scoring_chart(counts: GameCounts | None) -> Chart:
    """Pegs left to a rating; with every game counted, also how often random play ends there."""
    rows = []
    for fewest, shown, rating in RATINGS:
        row = (shown, rating)
        if counts is not None:
            upper = fewest if fewest < RATINGS[-1][0] else counts.max_pegs
            share = sum(counts.share(left) for left in range(fewest, upper + 1))
            row += (percent(share),)
        rows.append(row)
    if counts is None:
        return Chart(("Pegs left", "Rating"), tuple(rows), (0.22, 0.78))
    return Chart(("Pegs left", "Rating", "Share of games"), tuple(rows), (0.18, 0.57, 0.25))


def games_chart(counts: GameCounts) -> Chart:
    rows = tuple((str(left), f"{games:,}", percent(counts.share(left))) for left, games in counts.pegs_left.items())
    return Chart(("Pegs left", "Games", "Share"), rows, (0.3, 0.4, 0.3))


def context(solved: Solved, board: str, move_figures: list[str]) -> dict[str, Any]:
    """What the fragments read: the board's words and the solver's figures, already formatted."""
    topology, counts = solved.topology, solved.counts
    numbers: dict[str, Any] = {}
    if counts is not None:
        numbers = {
            "games": f"{counts.games:,}",
            "one_share": percent(counts.share(1)),
            "two_to_four_share": percent(sum(counts.share(left) for left in (2, 3, 4))),
            "five_plus_share": percent(sum(counts.share(left) for left in counts.pegs_left if left >= 5)),
            "min_pegs": counts.min_pegs,
            "max_pegs": counts.max_pegs,
            "end_holes": holes_text(counts.one_peg_end_holes),
        }
    return {
        "board": board,
        "holes": topology.hole_count,
        "triangular": topology.lattice == "triangular",
        "centre": topology.centre,
        "empty": solved.empty,
        "target": solved.target,
        "end": solved.solution[-1].end,
        "jumps": len(solved.solution),
        "counted": counts is not None,
        "searched": f"{solved.searched:,}",
        "move_figures": move_figures,
        **numbers,
    }


def holes_text(holes: tuple[int, ...]) -> str:
    """``hole 13`` or ``holes 1, 7, 10 or 13``."""
    words = [str(hole) for hole in holes]
    if len(words) == 1:
        return f"hole {words[0]}"
    return "holes " + ", ".join(words[:-1]) + f" or {words[-1]}"


def refuse_table_options(house: HouseRules) -> None:
    """Solitaire is played alone and has no named variations."""
    for flag, given in (("--players", house.players), ("--teams", house.teams), ("--variant", house.variations)):
        if given not in (None, ()):
            raise ParameterError(flag, f"not an option of the {house.game} booklet: peg solitaire is played alone "
                                       "by one set of rules", given)


def prepared(house: HouseRules, solved: Solved, board: str, title: str, stem: str) -> Prepared:
    target = f", last peg in hole {solved.target}" if solved.target is not None else ""
    subtitle = f"{board}, hole {solved.empty} empty at the start{target}: the rules, a score chart and a " \
               f"winning line of {len(solved.solution)} jumps"
    charts = {"scoring": scoring_chart(solved.counts)}
    if solved.counts is not None:
        charts["games"] = games_chart(solved.counts)
    ending = f"-target{solved.target}" if solved.target is not None else ""
    figures = diagrams.figures(solved.topology, solved.empty, solved.solution)
    moves = [name for name in figures if name.startswith(diagrams.MOVES)]
    return Prepared(
        title=house.title or title,
        subject=f"{title} rules: {board}, hole {solved.empty} empty{target}",
        subtitle=subtitle,
        variations=frozenset(),
        context=context(solved, board, moves),
        charts=charts,
        figures=figures,
        stem=f"{stem}-empty{solved.empty}{ending}",
    )


def prepare_triangle(house: HouseRules, searching: Searching = None) -> Prepared:
    refuse_table_options(house)
    values = parse_all(TRIANGLE_OPTIONS, dict(house.options))
    topology = triangle(values["rows"])
    board = f"{topology.hole_count}-hole triangle ({values['rows']} rows)"
    return prepared(house, solve(topology, values["empty"], values["target"], searching), board, "Triangle Peg Solitaire",
                    f"{TRIANGLE_NAME}-{values['rows']}rows")


def prepare_cross(house: HouseRules, searching: Searching = None) -> Prepared:
    refuse_table_options(house)
    values = parse_all(CROSS_OPTIONS, dict(house.options))
    topology = cross(values["shape"])
    default_empty, default_target = classic_start(topology)
    empty = default_empty if values["empty"] is None else values["empty"]
    target = default_target if values["target"] is None else values["target"]
    board = f"{values['shape'].capitalize()} cross ({topology.hole_count} holes)"
    return prepared(house, solve(topology, empty, target, searching), board, "Peg Solitaire",
                    f"{CROSS_NAME}-{values['shape']}")


TRIANGLE = BookletSource(TRIANGLE_NAME, TEMPLATES / "solitaire", prepare_triangle, options=TRIANGLE_OPTIONS)
CROSS = BookletSource(CROSS_NAME, TEMPLATES / "solitaire", prepare_cross, options=CROSS_OPTIONS)
