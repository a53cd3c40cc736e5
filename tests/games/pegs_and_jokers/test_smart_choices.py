"""The fast smart player chooses exactly the moves smart chose before it was sped up.

``tests/data/pj_smart_choices.json`` was taken with the smart player of commit 5a4b8ae (one
full danger map and a scoring call per move). Each case plays one seeded game with smart in
every seat and digests every move chosen (card and relocations, or a discard) and the
generator's next number, so a different choice on any turn, or a tie list of another length
(which draws another number), changes the digest. Variations are covered because several
change the moves smart scores (split 9s, swaps, helping a partner, three-card hands).
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from boardgen.games.pegs_and_jokers.simulation import TURNS_PER_PLAYER_LIMIT, default_decks, play_game
from boardgen.games.pegs_and_jokers.card_play import LaneMove, Turn
from boardgen.games.pegs_and_jokers.players.smart import SmartStrategy
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from tests.support import paths

DATA = paths.DATA / "pj_smart_choices.json"
CASES = json.loads(DATA.read_text()) if DATA.exists() else []


class _Noted(SmartStrategy):
    """Smart, writing each choice into a shared digest."""

    def __init__(self, digest: hashlib._Hash) -> None:
        super().__init__()
        self.digest = digest

    def choose(self, turn: Turn, rng: random.Random) -> LaneMove | None:
        move = super().choose(turn, rng)
        self.digest.update(repr(None if move is None else (move.card, move.relocations)).encode())
        return move

    def discard(self, turn: Turn, rng: random.Random) -> str:
        card = super().discard(turn, rng)
        self.digest.update(f"discard {card}".encode())
        return card


def choices_digest(players: int, variants: tuple[str, ...], seed: int) -> str:
    """The digest of every choice of one seeded smart game and the generator's next number."""
    rules = PegsRuleSet.create(players, None, variants)
    digest = hashlib.sha256()
    rng = random.Random(seed)
    seats = [_Noted(digest) for _ in range(players)]
    record = play_game(rules, seats, rng, default_decks(players), TURNS_PER_PLAYER_LIMIT * players)
    digest.update(repr((record, rng.random())).encode())
    return digest.hexdigest()


def case_id(case: dict) -> str:
    return f"{case['players']}p-{'+'.join(case['variants']) or 'base'}-{case['seed']}"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_smart_chooses_as_before(case):
    assert choices_digest(case["players"], tuple(case["variants"]), case["seed"]) == case["digest"]


def test_cases_were_taken():
    assert len(CASES) >= 20
