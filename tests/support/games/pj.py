"""Building Pegs and Jokers positions for tests by hole names, as a player would say them.

Four players unless told: seat 0 (red) has its corner at track:0, in-spot track:3 and
come-out track:8; seat 1 18/21/26; seat 2 36/39/44; seat 3 54/57/62; the track has 72 holes.
Teams alternate, so seats 0 and 2 are partners.
"""

from __future__ import annotations

from boardgen.games.pegs_and_jokers import card_play
from boardgen.games.pegs_and_jokers.position import _code
from boardgen.games.pegs_and_jokers.state import PegsRuleSet, State


def board(pegs: dict[int, list[str]], players: int = 4, variants: tuple[str, ...] = (), teams: str | None = None) -> State:
    """Seats not named keep all five pegs in start; named seats are padded with start pegs."""
    rule_set = PegsRuleSet.create(players, teams, variants)
    rows = []
    for seat in range(players):
        names = pegs.get(seat, [])
        names = names + ["start"] * (5 - len(names))
        rows.append(tuple(sorted(_code(rule_set, seat, name) for name in names)))
    return State(rule_set, tuple(rows))


def results(state: State, player: int, hand: list[str] | str, idle_turns: int = 0) -> set[State]:
    hand = [hand] if isinstance(hand, str) else hand
    return {card_play.apply(state, m) for m in card_play.legal_moves(state, player, hand, idle_turns)}


def after(state: State, changes: dict[int, list[str]]) -> State:
    """``state`` with the named seats' pegs replaced (padded with start pegs)."""
    rule_set = state.rules
    rows = list(state.pegs)
    for seat, names in changes.items():
        names = names + ["start"] * (5 - len(names))
        rows[seat] = tuple(sorted(_code(rule_set, seat, name) for name in names))
    return State(rule_set, tuple(rows))
