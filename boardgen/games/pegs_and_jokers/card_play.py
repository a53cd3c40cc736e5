"""Which moves a card allows, and what a move does: the rules of Pegs and Jokers, played by the
track engine's lane board compiled from the game's description (``on_engine.course_for``).

A ``LaneMove`` carries its whole effect as relocations ``(seat, from, to, kind)`` -- the pegs
moved by the card, then any peg bumped or swapped -- so applying a move needs no rule
knowledge and previewing one never touches the position it came from.

Points the sources leave open are settled as docs/pegs-and-jokers-rules.md explains:

* Home is entered by counting on from the in-spot: the in-spot is 0 steps, home:0 is 1 step.
  A peg may branch into home on any forward move that reaches past its own in-spot, including
  a peg sitting on its in-spot and a peg that came out and backed up with an 8.
* Inside home a peg moves by exact count and may neither land on nor jump another home peg.
* "Passing your own in-spot" (for the two overshoot variations) includes leaving it forward
  along the track; backward moves pass it freely and never enter home.
* Landing on a teammate sends its peg to its in-spot, and is refused only when that teammate's
  own peg already holds it (seed 001's condition; ``partner-bump-chain`` sends that peg to start
  instead). An opponent on the in-spot goes to its start; another teammate's peg there, yours
  included, is landed on in turn and goes to its own in-spot. Your own pegs are never sent to
  start, not even by ``partner-bump-chain`` (``hooks.partner_links``).
* ``two-wild``: the 2 still moves 2 forward; the swap is an extra choice.
* ``overshoot-forced-around``: the whole hand is looked at; round-again moves are legal only
  when no card but a joker has another move, so holding a joker never lets a player discard
  instead of going round.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from boardgen.games.pegs_and_jokers.on_engine import course_for
from boardgen.games.pegs_and_jokers.state import START, PegsRuleSet, State
from boardgen.games.pegs_and_jokers.board.topology import COLORS
from boardgen.games.race.lanes.board import LaneMove, Relocation
from boardgen.games.race.lanes.cards import LaneCards
from boardgen.games.race.lanes.turn import LaneTurn
from boardgen.games.race.lanes.tables import Lanes, lanes_of
from boardgen.play.moves import BUMPED, MOVED, SWAPPED, describe_relocations

__all__ = [
    "BUMPED", "MOVED", "SWAPPED", "PegsLaneBoard", "LaneMove", "Relocation", "Turn",
    "apply", "code_name", "describe", "legal_moves",
]

PHRASES = {
    MOVED: "{colour} {origin} -> {dest}",
    BUMPED: "bumps {colour} from {origin} to {dest}",
    SWAPPED: "swaps with {colour}",
}


def legal_moves(state: State, player: int, hand: Iterable[str], idle_turns: int = 0) -> tuple[LaneMove, ...]:
    """Every legal move for the cards in ``hand``; one per distinct result for each card.

    ``idle_turns`` is how many turns in a row the player has gone without moving, which only
    the ``five-turn-start`` variation reads.
    """
    distinct: dict[tuple[str, State], LaneMove] = {}
    for move in Turn(PegsLaneBoard(state), player, hand, idle_turns).all_moves():
        distinct.setdefault((move.card, apply(state, move)), move)
    return tuple(distinct.values())


def apply(state: State, move: LaneMove) -> State:
    """The position after ``move``; the given state is left as it was."""
    pegs = list(state.pegs)
    touched: dict[int, list[int]] = {}
    for seat, origin, dest, _kind in move.relocations:
        row = touched.get(seat)
        if row is None:
            row = touched[seat] = list(pegs[seat])
        row[row.index(origin)] = dest
    for seat, row in touched.items():
        row.sort()
        pegs[seat] = tuple(row)
    return State(state.rules, tuple(pegs))


def code_name(rules: PegsRuleSet, code: int) -> str:
    """A peg code as the position format writes it: ``start``, ``track:N`` or ``home:H``."""
    if code == START:
        return "start"
    if code >= rules.track:
        return f"home:{code - rules.track}"
    return f"track:{code}"


def describe(rules: PegsRuleSet, move: LaneMove) -> str:
    """One line a player can follow, e.g. ``K: red track:8 -> track:18; bumps blue from track:18 to start``."""
    return describe_relocations(move.card, move.relocations, COLORS, lambda _seat, code: code_name(rules, code), PHRASES)


@cache
def _lanes(rules: PegsRuleSet) -> Lanes:
    """The table's description compiled for the lane board, looked up by the rule set alone."""
    return lanes_of(course_for(rules))


class PegsLaneBoard(LaneCards):
    """The lane board of a ``State``: the description of its rule set's table, compiled once
    (``lanes.lanes_of``), and the rule set kept to hand its positions back as ``State``."""

    __slots__ = ("rules",)

    def __init__(self, state: State) -> None:
        super().__init__(_lanes(state.rules), state.pegs)
        self.rules = state.rules

    def copy(self) -> PegsLaneBoard:
        twin = super().copy()
        assert isinstance(twin, PegsLaneBoard)
        twin.rules = self.rules
        return twin

    def state(self) -> State:
        return State(self.rules, tuple(tuple(row) for row in self.pegs))


class Turn(LaneTurn):
    """``LaneTurn`` on a Pegs and Jokers board, whose players read the rule set."""

    __slots__ = ()
    board: PegsLaneBoard

    @property
    def rules(self) -> PegsRuleSet:
        return self.board.rules
