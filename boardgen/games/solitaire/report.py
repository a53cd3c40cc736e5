"""Solver results as JSON-ready dicts and as plain text tables, for the CLI and the printables."""

from __future__ import annotations

from collections.abc import Sequence

from boardgen.games.solitaire.counting import GameCounts
from boardgen.games.solitaire.search import SearchResult
from boardgen.games.solitaire.topology import Jump, SolitaireTopology


def solution_list(solution: Sequence[Jump] | None) -> list[list[int]] | None:
    return None if solution is None else [jump.as_list() for jump in solution]


def counts_json(counts: GameCounts) -> dict[str, object]:
    """The six keys the issue fixes for exact counts, in its order."""
    return {
        "games": counts.games,
        "pegs_left": {str(left): games for left, games in counts.pegs_left.items()},
        "min_pegs": counts.min_pegs,
        "max_pegs": counts.max_pegs,
        "one_peg_end_holes": list(counts.one_peg_end_holes),
        "solution": solution_list(counts.solution),
    }


def search_json(topology: SolitaireTopology, result: SearchResult) -> dict[str, object]:
    """A search answer: whether one peg can be left (in ``target``, null = anywhere), and how."""
    return {
        "board": topology.name,
        "empty": result.empty,
        "target": result.target,
        "outcome": result.outcome,
        "reason": result.reason,
        "positions": result.positions,
        "solution": solution_list(result.solution),
    }


def counts_table(topology: SolitaireTopology, counts: GameCounts) -> list[str]:
    """Games by pegs left with each share of all games, so claims about shares read at a glance."""
    lines = [
        f"{topology.name} board, hole {counts.empty} empty: {counts.games:,} complete games",
        "",
        f"{'pegs left':>9}  {'games':>20}  {'share':>7}",
    ]
    lines += [
        f"{left:>9}  {games:>20,}  {counts.share(left):>6.2f}%" for left, games in counts.pegs_left.items()
    ]
    ends = ", ".join(map(str, counts.one_peg_end_holes)) or "none"
    lines += [
        "",
        f"fewest pegs left: {counts.min_pegs}; most: {counts.max_pegs}",
        f"a single last peg can end in holes: {ends}",
    ]
    return lines + _solution_lines(counts.target, counts.solution)


def search_table(topology: SolitaireTopology, result: SearchResult) -> list[str]:
    """The answer to "can one peg be left?" with what settled it and, if yes, the moves."""
    where = f"in hole {result.target}" if result.target is not None else "anywhere"
    lines = [
        f"{topology.name} board, hole {result.empty} empty, one peg left {where}: {result.outcome}",
        f"settled by: {result.reason}",
    ]
    return lines + _solution_lines(result.target, result.solution)


def _solution_lines(target: int | None, solution: Sequence[Jump] | None) -> list[str]:
    if solution is None:
        where = f"in hole {target}" if target is not None else ""
        return [f"no game ends with one peg {where}".rstrip()]
    lines = [f"solution ending in hole {solution[-1].end} ({len(solution)} jumps, from-over-to):"]
    moves = [f"{jump.start}-{jump.over}-{jump.end}" for jump in solution]
    per_line = 8
    lines += [
        "  " + ", ".join(moves[index : index + per_line]) for index in range(0, len(moves), per_line)
    ]
    return lines
