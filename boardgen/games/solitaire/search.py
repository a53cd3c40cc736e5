"""Finding one game that leaves a single peg, on boards too large to count every game.

The cross boards have far too many games to count (the English board has more than 10^20),
but one winning line is found quickly by depth-first search that remembers positions already
shown to be dead ends. Positions that are rotations or reflections of each other are stored
once, and the position-class invariant settles impossible requests before any search. The
search has a budget of positions, so a request it cannot settle ends as "undecided" instead of
running for hours.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from boardgen.games.solitaire.invariants import reachable_single_pegs
from boardgen.games.solitaire.rules import bit, compile_jumps, permuter, stabiliser, start_position
from boardgen.games.solitaire.topology import Jump, SolitaireTopology

DEFAULT_BUDGET = 2_000_000
"""Positions the search may examine before it gives up (roughly a minute on this machine)."""

PROGRESS_EVERY = 10_000
"""Positions between progress reports: a few a second, at no cost to the search."""

SOLVED = "solved"
IMPOSSIBLE = "impossible"
UNDECIDED = "undecided"


@dataclass(frozen=True)
class SearchResult:
    """Whether one peg can be left (in ``target``, or anywhere when it is ``None``) and how.

    ``reason`` says what settled the question, so an "impossible" can be trusted: either the
    position classes (a proof) or a search that exhausted every position (``positions`` of them).
    """

    empty: int
    target: int | None
    outcome: str
    reason: str
    positions: int
    solution: tuple[Jump, ...] | None


def find_solution(
    topology: SolitaireTopology, empty: int, target: int | None = None, budget: int = DEFAULT_BUDGET,
    progress: Callable[[int], None] | None = None,
) -> SearchResult:
    """Search for a game from the board full but ``empty`` that ends with one peg; ``progress``
    hears the positions examined so far every ``PROGRESS_EVERY``."""
    start = start_position(topology, empty)
    if target is not None:
        topology.check_hole(target, "target")
    possible = reachable_single_pegs(topology, start)
    finishes = tuple(hole for hole in possible if target in (None, hole))
    if not finishes:
        where = f"in hole {target}" if target is not None else "anywhere"
        reason = f"position classes: a single peg {where} is in a different class from the start"
        return SearchResult(empty, target, IMPOSSIBLE, reason, 0, None)
    search = _Search(topology, finishes, budget, progress)
    solution = search.run(start)
    if solution is not None:
        return SearchResult(empty, target, SOLVED, "depth-first search", search.examined, solution)
    if search.exhausted:
        return SearchResult(empty, target, UNDECIDED, f"search budget of {budget} positions used up", search.examined, None)
    reason = f"exhaustive search of {search.examined} positions"
    return SearchResult(empty, target, IMPOSSIBLE, reason, search.examined, None)


class _Search:
    """One depth-first search; holds the dead-end memo and the budget while it runs."""

    def __init__(self, topology: SolitaireTopology, finishes: Sequence[int], budget: int,
                 progress: Callable[[int], None] | None) -> None:
        self.masks = compile_jumps(topology)
        self.lines = [(mask.line, mask.before) for mask in self.masks]
        self.goals = frozenset(bit(hole) for hole in finishes)
        # Only symmetries that map the allowed finishes onto themselves may merge positions.
        self.images = [permuter(perm) for perm in stabiliser(topology.symmetries, finishes)]
        self.dead: set[int] = set()
        self.budget = budget
        self.progress = progress
        self.examined = 0
        self.exhausted = False

    def run(self, start: int) -> tuple[Jump, ...] | None:
        path: list[int] = []
        if not self._solve(start, path):
            return None
        return tuple(self.masks[index].jump for index in path)

    def _solve(self, position: int, path: list[int]) -> bool:
        if position in self.goals:
            return True
        key = self._canonical(position)
        if key in self.dead:
            return False
        self.examined += 1
        if self.progress is not None and self.examined % PROGRESS_EVERY == 0:
            self.progress(self.examined)
        if self.examined > self.budget:
            self.exhausted = True
            return False
        for index, (line, before) in enumerate(self.lines):
            if position & line == before:
                path.append(index)
                if self._solve(position ^ line, path):
                    return True
                path.pop()
                if self.exhausted:
                    return False
        self.dead.add(key)
        return False

    def _canonical(self, position: int) -> int:
        """The smallest image of ``position`` under the kept symmetries."""
        return min(image(position) for image in self.images)
