"""Seeded whole games against records kept from before the simulator was sped up.

Each case plays one game from its own ``random.Random(seed)`` straight through ``play_game``,
so the figures depend on the move generator and the strategies alone, not on how a batch
derives its seeds. ``next_draw`` is the generator's next number after the game: it moves if any
turn drew a different number of times, so a change that picks other moves, or the same moves
from a list of another length, shows here even when the game happens to end alike. The mcts
cases think a few playouts a move (``think``), so they replay in seconds; their record changes
whenever the search is tuned, and is then taken again.
"""

from __future__ import annotations

import json
import random

import pytest

from boardgen.games.pegs_and_jokers.simulation import POLICIES, TURNS_PER_PLAYER_LIMIT, default_decks, play_game, policies
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.play.budget import parse_budget
from tests.support.paths import DATA

CASES = json.loads((DATA / "pj_golden_games.json").read_text())


def case_id(case: dict) -> str:
    return f"{case['players']}p-{case['policy']}{case.get('think', '')}-{'+'.join(case['variants']) or 'base'}-{case['seed']}"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_seeded_game_replays_its_record(case):
    players = case["players"]
    rules = PegsRuleSet.create(players, case["teams"], tuple(case["variants"]))
    rng = random.Random(case["seed"])
    think = parse_budget(case["think"]) if "think" in case else None  # mcts's playouts, kept few
    seats = [policies(case["policy"], think)[case["policy"]]() for _ in range(players)]
    record = play_game(rules, seats, rng, default_decks(players), TURNS_PER_PLAYER_LIMIT * players)
    assert record.finished == case["finished"]
    assert record.turns == case["turns"]
    assert record.winning_team == case["winning_team"]
    assert record.winning_seat == case["winning_seat"]
    assert dict(record.counts) == case["counts"]
    assert rng.random() == case["next_draw"]


def test_cases_cover_every_variation_and_policy():
    from boardgen.games.pegs_and_jokers.variants import VARIANT_IDS

    assert {v for case in CASES for v in case["variants"]} == set(VARIANT_IDS)
    assert {case["policy"] for case in CASES} == set(POLICIES)
    assert all(case["finished"] for case in CASES)
