"""Pegs and Jokers played by the description-driven card engine (``games/race``). Here are its
description (``description.toml``, next to this module) and its hooks (``hooks``). Here
too is the translation between the general engine's positions and this game's ``State``. The
lane board (``card_play.PegsLaneBoard``) plays ``State`` codes as they are.

The description is the base game; a table's player count (3 to 12, which ``PegsRuleSet`` checks)
and team mode are the table's, and so are its variations (``engine_variations``).
tests/support/games/pj_agreement.py holds the general generator and the lane board to the same moves.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache, partial

from boardgen.games.pegs_and_jokers.hooks import joker, lane_joker, lane_partner_landing, partner_landing
from boardgen.games.pegs_and_jokers.engine_variations import described
from boardgen.games.pegs_and_jokers.state import START, PegsRuleSet, State
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.dice.course import START as OUT
from boardgen.games.race.description.model import Description
from boardgen.games.race.hooks import CardHooks
from boardgen.games.race.description.loading import game_description
from boardgen.games.race.board.topology import RaceTopology


def description() -> Description:
    """The base game, read and checked as every shipped description is."""
    return game_description("pegs_and_jokers")


@cache
def course_for(rules: PegsRuleSet) -> CardCourse:
    """The card engine's rule set for a table: the description for its player count and team
    mode and its variations, with the game's hooks."""
    table = replace(described(description(), rules.variants), players=(rules.players,))
    moves_one, chain = rules.has("joker-moves-one"), rules.has("partner-bump-chain")
    hooks = CardHooks(special=partial(joker, moves_one=moves_one),
                      partner_landing=partial(partner_landing, chain=chain),
                      lane_special=partial(lane_joker, moves_one=moves_one),
                      lane_partner_landing=partial(lane_partner_landing, chain=chain))
    return CardCourse(RaceTopology(table, rules.players), seating=rules.teams, hooks=hooks)


def engine_code(course: CardCourse, seat: int, code: int) -> int:
    """A ``State`` peg code as the engine's code for ``seat``."""
    if code == START:
        return OUT
    if code < course.ring:
        return course.step_of(seat, code)
    return code + 1  # home hole h: ``ring + h`` here, ``ring + 1 + h`` there


def state_code(course: CardCourse, seat: int, code: int) -> int:
    """The engine's code for ``seat`` as a ``State`` peg code."""
    if code == OUT:
        return START
    if code <= course.ring:
        return course.spaces[seat][code]
    return code - 1


def engine_seats(course: CardCourse, state: State) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sorted(engine_code(course, seat, code) for code in row)) for seat, row in enumerate(state.pegs))


def state_of(course: CardCourse, rules: PegsRuleSet, seats: tuple[tuple[int, ...], ...]) -> State:
    return State(rules, tuple(tuple(sorted(state_code(course, seat, code) for code in row))
                              for seat, row in enumerate(seats)))
