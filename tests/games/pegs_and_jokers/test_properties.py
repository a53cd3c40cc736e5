"""Properties every legal move keeps, over random positions and hands."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from boardgen.games.pegs_and_jokers import card_play
from boardgen.games.pegs_and_jokers.state import START, PegsRuleSet, State
from boardgen.games.pegs_and_jokers.variants import EXCLUSIONS, VARIANT_IDS
from boardgen.play.cards import CARDS

EXCLUDED = [frozenset((a, b)) for a, b, _ in EXCLUSIONS]


@st.composite
def positions(draw):
    players = draw(st.sampled_from([3, 4, 6, 8]))
    picked = draw(st.sets(st.sampled_from(VARIANT_IDS), max_size=4))
    variants = frozenset(v for v in picked if not any(pair <= picked and v == min(pair) for pair in EXCLUDED))
    rule_set = PegsRuleSet.create(players, None, tuple(variants))
    holes = draw(st.lists(st.integers(0, rule_set.track - 1), unique=True, max_size=4 * players))
    rows = []
    for seat in range(players):
        row = [START] * 5
        free_home = list(range(5))
        for slot in range(5):
            kind = draw(st.sampled_from(["start", "track", "home"]))
            if kind == "track" and holes:
                row[slot] = holes.pop()
            elif kind == "home":
                row[slot] = rule_set.home(free_home.pop(draw(st.integers(0, len(free_home) - 1))))
        rows.append(tuple(sorted(row)))
    hand = draw(st.lists(st.sampled_from(CARDS), min_size=1, max_size=6))
    return State(rule_set, tuple(rows)), draw(st.integers(0, players - 1)), hand


def _valid(state: State) -> bool:
    n = state.rules.track
    track = [code for row in state.pegs for code in row if 0 <= code < n]
    homes_ok = all(
        len([c for c in row if c >= n]) == len({c for c in row if c >= n}) and all(c < n + 5 for c in row)
        for row in state.pegs
    )
    return all(len(row) == 5 for row in state.pegs) and len(track) == len(set(track)) and homes_ok


@settings(max_examples=150, deadline=None)
@given(positions())
def test_every_result_has_five_pegs_per_seat_and_one_peg_per_hole(case):
    state, player, hand = case
    assert _valid(state)
    for move in card_play.legal_moves(state, player, hand, idle_turns=5):
        result = card_play.apply(state, move)
        assert _valid(result)
        assert move.card in hand


@settings(max_examples=100, deadline=None)
@given(positions())
def test_pegs_never_leave_home_and_nobody_else_enters_it(case):
    state, player, hand = case
    n = state.rules.track
    for move in card_play.legal_moves(state, player, hand):
        result = card_play.apply(state, move)
        for before, after in zip(state.pegs, result.pegs):
            assert sum(c >= n for c in after) >= sum(c >= n for c in before)


@settings(max_examples=100, deadline=None)
@given(positions())
def test_the_turn_view_and_legal_moves_agree_and_leave_the_state_alone(case):
    state, player, hand = case
    pegs = state.pegs
    listed = {(m.card, card_play.apply(state, m)) for m in card_play.legal_moves(state, player, hand)}
    viewed = {(m.card, card_play.apply(state, m)) for m in card_play.Turn(card_play.PegsLaneBoard(state), player, hand).all_moves()}
    assert listed == viewed and state.pegs == pegs
