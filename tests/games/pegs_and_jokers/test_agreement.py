"""Pegs and Jokers on the track engine's general move generator agrees with its lane board, on
a sample of the positions tests/support/games/pj_agreement.py compares (the script measures 10,000), and its
description is a checked description that lives with its game, not a shipped track game."""

from __future__ import annotations

import tomllib
from importlib.resources import files

import pytest
from tests.support.games.track_schemas import schema

from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers import on_engine
from boardgen.games.pegs_and_jokers.engine_variations import SUPPORTED
from boardgen.games.pegs_and_jokers.state import START, PegsRuleSet, State
from boardgen.games.pegs_and_jokers.variants import VARIANT_IDS
from boardgen.games.registry import GAMES
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.description.library import SHIPPED
from boardgen.games.race.board.topology import RaceTopology
from tests.support.games.pj_agreement import Sample, compare, new_moves, old_moves, samples


def test_the_description_meets_the_schema_and_is_not_a_shipped_track_game():
    text = (files("boardgen.games.pegs_and_jokers") / "description.toml").read_text(encoding="utf-8")
    schema("moving").validate(tomllib.loads(text))  # how pieces move; the board is board.toml's
    described = on_engine.description()
    assert described.name == "pegs-and-jokers" and described.home.go_round == "always" and described.rules.pass_own == "never"
    assert described.name not in SHIPPED
    assert GAMES["pegs-and-jokers"] == ("pegs_and_jokers", "GAME")  # its own game, as before


def test_a_special_card_without_its_hook_is_refused():
    with pytest.raises(ParameterError, match="special moves have their hook"):
        CardCourse(RaceTopology(on_engine.description(), 4))


def test_peg_codes_go_there_and_back():
    rules = PegsRuleSet.create(5)
    course = on_engine.course_for(rules)
    for seat in range(rules.players):
        for code in range(-1, rules.track + 5):
            assert on_engine.state_code(course, seat, on_engine.engine_code(course, seat, code)) == code
    assert on_engine.engine_code(course, 0, rules.come_out[0]) == 1  # the come-out hole is the entry
    assert on_engine.engine_code(course, 2, rules.in_spot[2]) == course.lap  # the in-spot is the exit


def test_the_sample_reaches_what_the_readings_are_about():
    """The compared positions hold jokers, finished players helping a partner and pegs bumped."""
    found = list(samples(300))
    assert {(len(s.state.pegs), s.state.rules.teams) for s in found} >= {(4, "alternate"), (3, "individual")}
    assert any("JOKER" in s.hand for s in found)
    assert any(any(0 <= code < s.state.rules.track for row in s.state.pegs for code in row) for s in found)


def test_the_base_game_agrees_on_every_move():
    result = compare(1000)
    assert result.positions == 1000 and result.moves > 8000
    assert result.differences == () and result.agreed == result.moves and result.alike == 1000


@pytest.mark.parametrize("variation", sorted(SUPPORTED))
def test_each_variation_the_engine_plays_agrees_on_every_move(variation):
    result = compare(200, (variation,))
    assert result.differences == () and result.agreed == result.moves > 1500


COMBINED = [
    ("draw-after", "jqk-11-12-13", "nine-split", "two-wild", "joker-starts", "joker-moves-one", "eight-jumps-own",
     "seven-to-partner", "seven-partial-last", "overshoot-forced-around", "partner-bump-chain", "three-card",
     "five-turn-start"),
    ("two-wild-only", "overshoot-blocked", "nine-split", "seven-partial-last", "seven-to-partner", "joker-moves-one",
     "draw-two-late"),
]
"""Every variation the engine plays, in two sets that do not clash: where readings meet (the
9's backward part and ``eight-jumps-own``, a split 9 and ``three-card``)."""


@pytest.mark.parametrize("variations", COMBINED, ids=["all-but-clashes", "the-others"])
def test_variations_together_agree_on_every_move(variations):
    assert set().union(*COMBINED) == SUPPORTED == set(VARIANT_IDS)
    result = compare(200, variations)
    assert result.differences == () and result.agreed == result.moves > 2000


def _table(variation: str, pegs: dict[int, tuple[int, ...]], hand: tuple[str, ...], idle: int = 0) -> Sample:
    """Seat 0 to play at a four-player table (seats 0 and 2 partners), every peg not given in start."""
    rules = PegsRuleSet.create(4, variants=(variation,))
    rows = tuple(tuple(sorted(pegs.get(seat, ()) + (START,) * (5 - len(pegs.get(seat, ()))))) for seat in range(4))
    return Sample(State(rules, rows), 0, hand, idle)


HOME = (73, 74, 75, 76)
"""Home holes 1 to 4 of a four-player board (72 track holes; seat 0's in-spot is hole 3)."""
RARE = [
    # nobody else on the track: the joker moves a peg 1 instead
    ("joker-moves-one", _table("joker-moves-one", {0: (10,)}, ("JOKER",)), {0: (11,)}),
    # 3 of the 7 bring the last peg home and win: the rest need not be played
    ("seven-partial-last", _table("seven-partial-last", {0: (1, *HOME), 2: (72, *HOME)}, ("7",)), {0: (72, *HOME)}),
    # 3 of the 7 bring the last peg home; the other 4 move the partner's peg
    ("seven-to-partner", _table("seven-to-partner", {0: (1, *HOME), 2: (20,)}, ("7",)), {0: (72, *HOME), 2: (24,)}),
    # landing on a partner whose own peg holds its in-spot (39) sends that peg to start
    ("partner-bump-chain", _table("partner-bump-chain", {0: (30,), 2: (35, 39)}, ("5",)), {0: (35,), 2: (39,)}),
    # five turns without moving: a 3 brings a peg out onto the come-out hole (8)
    ("five-turn-start", _table("five-turn-start", {0: (30,)}, ("3",), idle=5), {0: (8, 30)}),
]


@pytest.mark.parametrize(("variation", "sample", "placed"), RARE, ids=[rare[0] for rare in RARE])
def test_rare_readings_agree_where_the_sample_seldom_goes(variation, sample, placed):
    """Positions the random games seldom reach, made by hand: both engines offer the same
    moves, the reading's move among them, and the base game refuses that move."""
    old, new = old_moves(sample), new_moves(sample)
    assert old == new
    ends = {tuple(tuple(code for code in after.pegs[seat] if code != START) for seat in placed) for card in old
            for after in old[card]}
    assert tuple(tuple(sorted(placed[seat])) for seat in placed) in ends
    base = Sample(State(PegsRuleSet.create(4), sample.state.pegs), 0, sample.hand, sample.idle)
    assert old_moves(base) == new_moves(base) and old_moves(base) != old
