"""Fast Track as the description-driven card engine (``games/race``) plays it: its
description (``description.toml``, next to this module) edited for a table's variations, and
the table's course.

The description is the base game; a table's player count and team mode are the table's
(``rule_set.FastTrackRuleSet``). Every variation is an edit of the description (``VARIATIONS``), and so
is a pile of more than one deck a colour (``--decks``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache

from boardgen.games.fast_track.rule_set import FastTrackRuleSet
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.description.model import Description
from boardgen.games.race.description.loading import game_description
from boardgen.games.race.board.topology import RaceTopology

IDLE_TURNS_TO_LEAVE = 3
"""``fourth-turn-out``: after this many turns in a row without a move, the next may leave the pen."""

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
def course_for(rules: FastTrackRuleSet, decks: int = 1) -> CardCourse:
    """The card engine's rule set for a table: the description, edited for its variations, for
    its player count and team mode, each colour's pile ``decks`` decks."""
    table = description()
    for variation in sorted(rules.variants):
        table = VARIATIONS[variation](table)
    if decks != 1:
        table = replace(table, movement=replace(table.movement, deck=tuple(
            (rank, copies * decks) for rank, copies in table.movement.deck)))
    return CardCourse(RaceTopology(replace(table, players=(rules.players,)), rules.players), seating=rules.teams)
