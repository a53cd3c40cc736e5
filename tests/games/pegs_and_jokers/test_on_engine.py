"""Whole games of Pegs and Jokers played by the card track engine from its description: each
drawing rule holds the hand its variation says at every play, the games end with a winning
team, and a seed replays its game exactly."""

from __future__ import annotations

import random

import pytest

from boardgen.games.pegs_and_jokers import on_engine
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.games.race.cards.turns import POLICIES, play_game

HANDS = {(): {6}, ("draw-after",): {5}, ("three-card",): {3}, ("draw-two-late",): {4, 5, 6}}
"""The cards a seat holds when it plays: five drawn to six; five, drawing after; three,
drawing after; six having drawn first, five having played first, four the turn after that
(its two late cards join the hand only after the play), as the game's own engine deals them."""


class Watcher:
    """The random player, noting the size of every hand it plays from."""

    name = "watcher"

    def __init__(self, sizes: set[int]) -> None:
        self.player, self.sizes = POLICIES["random"](), sizes

    def move(self, course, position, rng):
        self.sizes.add(len(position.hands[position.turn]))
        return self.player.move(course, position, rng)

    def plays_before_drawing(self, rng: random.Random) -> bool:
        return self.player.plays_before_drawing(rng)


@pytest.mark.parametrize("variations", list(HANDS), ids=lambda v: "+".join(v) or "base")
def test_whole_games_hold_the_hand_each_drawing_rule_says(variations):
    rules = PegsRuleSet.create(4, variants=variations)
    course = on_engine.course_for(rules)
    sizes: set[int] = set()
    record = play_game(course, [Watcher(sizes) for _ in range(4)], random.Random(7), 4000)
    assert record.finished and record.winning_team in ("seats 0+2", "seats 1+3")
    assert sizes == HANDS[variations]
    again = play_game(course, [Watcher(set()) for _ in range(4)], random.Random(7), 4000)
    assert again == record


def test_a_six_player_table_in_pairs_finishes_with_a_pair():
    rules = PegsRuleSet.create(6, "pairs")
    record = play_game(on_engine.course_for(rules), [POLICIES["greedy"]() for _ in range(6)], random.Random(3), 6000)
    assert record.finished and record.winning_team in ("seats 0+3", "seats 1+4", "seats 2+5")
