"""Fast Track played by the description-driven card engine (``games/track``): its description
(``description.toml``, next to this module) and the translation between the engine's positions
and this game's ``State``.

The description is the base game; a table's player count and team mode are the table's. Every
variation is an edit of the description (``VARIATIONS``).
tests/ft_agreement.py holds both engines to the same moves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache

from boardgen.games.fast_track.rules import IDLE_TURNS_TO_LEAVE
from boardgen.games.fast_track.state import PEN, RuleSet, State
from boardgen.games.track import card_shortcuts
from boardgen.games.track.card_course import CardCourse
from boardgen.games.track.course import START
from boardgen.games.track.description import Description
from boardgen.games.track.loading import game_description
from boardgen.games.track.topology import Topology

VARIATIONS: dict[str, Callable[[Description], Description]] = {
    "top-card": lambda d: replace(d, movement=replace(d.movement, hand=0, draws="before")),
    "no-backward-fallback": lambda d: replace(d, rules=replace(d.rules, backward_when_stuck=False)),
    "swap-bulls-eye": lambda d: replace(d, rules=replace(d.rules, swap_centre=True)),
    "fourth-turn-out": lambda d: replace(d, rules=replace(d.rules, idle_start=IDLE_TURNS_TO_LEAVE,
                                                          idle_start_needs="none-out")),
    "one-player-per-team": lambda d: replace(d, rules=replace(d.rules, team_turns=True)),
}
"""Each variation the engine plays, as the edit it makes to the base description."""


def description() -> Description:
    """The base game, read and checked as every shipped description is."""
    return game_description("fast_track")


@cache
def course_for(rules: RuleSet) -> CardCourse:
    """The card engine's rule set for a table: the description, edited for its variations, for
    its player count and team mode."""
    table = description()
    for variation in sorted(rules.variants):
        table = VARIATIONS[variation](table)
    return CardCourse(Topology(replace(table, players=(rules.players,)), rules.players), seating=rules.teams)


def engine_code(course: CardCourse, rules: RuleSet, seat: int, code: int) -> int:
    """A ``State`` marble code as the engine's code for ``seat``."""
    if code == PEN:
        return START
    if code < rules.track:
        return course.step_of(seat, code)
    if code < rules.bulls_eye:
        return card_shortcuts.riding(course, seat, code - rules.ride)
    if code == rules.bulls_eye:
        return course.centre_code
    return course.ring + 1 + code - rules.home0


def state_code(course: CardCourse, rules: RuleSet, seat: int, code: int) -> int:
    """The engine's code for ``seat`` as a ``State`` marble code."""
    if code == START:
        return PEN
    if code <= course.ring:
        return course.spaces[seat][code]
    if code <= course.last:
        return rules.home0 + code - course.ring - 1
    if code == course.centre_code:
        return rules.bulls_eye
    return rules.riding(course.rider_side(seat, code))


def engine_seats(course: CardCourse, state: State) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sorted(engine_code(course, state.rules, seat, code) for code in row))
                 for seat, row in enumerate(state.marbles))


def state_of(course: CardCourse, rules: RuleSet, seats: tuple[tuple[int, ...], ...]) -> State:
    return State(rules, tuple(tuple(sorted(state_code(course, rules, seat, code) for code in row))
                              for seat, row in enumerate(seats)))
