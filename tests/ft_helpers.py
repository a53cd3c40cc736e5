"""Building Fast Track positions for tests by space names, and reading outcomes the same way.

Four colours unless told: red (seat 0) has its fast-track space at track:0, home entry track:7
and pen exit track:8; blue 14/21/22; green 28/35/36; yellow 42/49/50; the track has 56 spaces.
"""

from __future__ import annotations

from boardgen.games.fast_track import rules
from boardgen.games.fast_track.position import code, names
from boardgen.games.fast_track.state import RuleSet, State


def board(marbles: dict[int, list[str]], players: int = 4, teams: str | None = None, variants=()) -> State:
    rule_set = RuleSet.create(players, teams, tuple(variants))
    rows = []
    for seat in range(players):
        given = marbles.get(seat, [])
        rows.append(tuple(sorted(code(rule_set, seat, n) for n in given + ["pen"] * (4 - len(given)))))
    return State(rule_set, tuple(rows))


def results(state: State, card: str, player: int = 0, idle: int = 0) -> set[tuple[tuple[str, ...], ...]]:
    """Each distinct outcome as every seat's sorted marble names, pens left out."""
    return {
        tuple(tuple(sorted(n for n in row if n != "pen")) for row in names(rules.apply(state, m)))
        for m in rules.legal_moves(state, player, [card], idle)
    }


def red(outcomes) -> set[tuple[str, ...]]:
    return {o[0] for o in outcomes}
