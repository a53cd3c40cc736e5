"""Booklet sentences that must agree with the engines (issue 16): optional discards with a joker,
the draw after a discard under play-then-draw, own pegs jumped by an 8 under eight-jumps-own,
choosing the dealer, the joker start, the three-card 7, and Fast Track's backward fallback and
split 7 under fast track first. Assembled text only; the PDFs are proven in test_booklet.py."""

from __future__ import annotations

import re

import pytest

from boardgen.booklet import content
from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.registry import sources
from boardgen.games.pegs_and_jokers.booklet import card_rows


def text(game: str, players: int, *chosen: str) -> str:
    src = sources()[game]
    prepared = src.prepare(HouseRules(game, players, None, chosen))
    plan = content.load_plan(src.templates)
    words = content.plain_text(content.assemble(src.templates, plan, prepared.variations, prepared.context))
    return re.sub(r"\s+", " ", words)


def test_a_joker_is_never_forced_and_the_discard_reads_as_a_choice():
    base = text("pegs-and-jokers", 4)
    assert "If nothing but a joker can move, discard one card" not in base
    assert "If only a joker can move, you may play it, or keep it and discard another card" in base
    assert "If only a joker can move you may keep it and discard another card" in base  # quick reference


@pytest.mark.parametrize(("chosen", "draws"), [((), False), (("draw-after",), True), (("three-card",), True)])
def test_a_discard_ends_the_turn_with_the_draw_the_engine_makes(chosen, draws):
    words = text("pegs-and-jokers", 4, *chosen)
    assert ("draw your card after it as usual, and your turn is over" in words) is draws
    assert ("A discard takes the place of your move, and your turn is over" in words) is not draws


def test_eight_jumps_own_is_the_exception_in_the_main_rule_too():
    assert "(except that an 8 may pass over them going backward" in text("pegs-and-jokers", 4, "eight-jumps-own")
    assert "except that an 8" not in text("pegs-and-jokers", 4)


def test_the_dealer_is_chosen_by_a_cut():
    assert "To choose the dealer, each player cuts the shuffled cards; the highest card deals" in text(
        "pegs-and-jokers", 6)


def test_partner_bump_wording_follows_the_source_reading():
    words = text("pegs-and-jokers", 4)
    assert "If an opponent's peg sits on the in-spot, it is bumped back to its start" in words
    assert "If any peg already sits on that in-spot, the move is not allowed" not in words


def test_joker_start_and_three_card_seven_appear_with_their_variations():
    assert "Joker to start." in text("pegs-and-jokers", 4, "joker-starts")
    assert "Joker to start." not in text("pegs-and-jokers", 4)
    assert "A 7 may be shared between one of your pegs and one of a partner's" in text(
        "pegs-and-jokers", 4, "three-card")


def test_fast_track_backward_fallback_and_split_seven_are_stated_as_played():
    words = text("fast-track", 4)
    assert "If it cannot move any marble forward, it moves one" not in words
    assert "If it has no move at all of its own" in words
    assert "A split 7 moves the riding marble first. Only if that part takes it off the fast track" in words
    assert "A ride that ends exactly on its own colour's space has ended" in words


def test_fast_track_backward_shortcuts_are_stated_for_every_backward_move_as_the_engine_plays_them():
    words = text("fast-track", 4)
    assert "This works on every backward move too: a 4, or a card that has to back a marble up." in words
    assert "a marble of your own colour standing there does not stop it" in words
    assert "a marble already riding on that space leaves at once and backs along the main track" in words
    assert "backward with a 4 too" not in words


@pytest.mark.parametrize("chosen", [(), ("joker-moves-one",)])
def test_the_joker_text_says_home_pegs_stay_home_as_the_engine_plays_it(chosen):
    words = text("pegs-and-jokers", 4, *chosen)
    assert "Pegs already in your home row stay there: a joker never takes one out." in words
    assert "Jump any of your pegs not yet home" in dict(card_rows(frozenset(chosen)))["Joker"]
    assert ("a peg in your home row may take that one step inside it" in words) is bool(chosen)


def test_two_wild_only_reads_as_a_swap_that_never_moves_two():
    words = text("pegs-and-jokers", 4, "two-wild-only")
    assert "A 2 never moves a peg 2 holes." in words and "A 2 may still move a peg 2 forward" not in words
    assert dict(card_rows(frozenset({"two-wild-only"})))["2"].endswith("(never move 2)")
