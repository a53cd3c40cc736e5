"""Whole games of Fast Track on the card engine's turn loop (``card_turns``): each colour's own
deck, a hand drawn back to five after the turn (five more when play-again cards empty it), a
team played by one person taking one turn, a stuck seat's fourth turn out, and the figures the
old engine reported (fast-track rides, bull's-eye entries, marbles sent back, cards)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from boardgen.games.fast_track import on_engine
from boardgen.games.fast_track.rule_set import FastTrackRuleSet
from boardgen.games.race.cards import moves as card_moves
from boardgen.games.race.cards import turns as card_turns
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.moves import CardMove
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.dice.course import START
from boardgen.games.race.cards.deck import deck_cards


class _Watching(card_turns.CardRandomPlayer):
    """The random player, noting every position it plays from and the move it makes."""

    def __init__(self, seen: list[tuple[CardPosition, CardMove | None]]) -> None:
        self.seen = seen

    def move(self, course: CardCourse, position: CardPosition, rng: random.Random) -> CardMove | None:
        found = super().move(course, position, rng)
        self.seen.append((position, found))
        return found


def _watched(rules: FastTrackRuleSet, seed: int = 3) -> tuple[list[tuple[int, int, tuple[str, ...]]], dict[str, int]]:
    """Each card's seat, whether it gave another turn (-1: no move, the card laid down) and the
    hand it came from, in one whole seeded game; and the game's figures."""
    seen: list[tuple[CardPosition, CardMove | None]] = []
    record = card_turns.play_game(on_engine.course_for(rules), [_Watching(seen)] * rules.players,
                                  random.Random(seed), 4000)
    assert record.finished
    return [(at.turn, -1 if move is None else int(move.again), at.hands[at.turn]) for at, move in seen], \
        dict(record.counts)


def test_a_card_that_cannot_move_is_spent_even_when_another_could_and_still_plays_again():
    """Red in its pen: a K can do nothing, is spent, and red plays again; a 3 spent ends the
    turn. Red on the bull's eye: the 3 may be spent though the K could leave it."""
    course = on_engine.course_for(FastTrackRuleSet.create(4))
    pens = ((START,) * 4,) * 4
    position = CardPosition(pens, 0, (("K", "3"), (), (), ()))
    moves = card_moves.legal_moves(course, position)
    assert [(move.card, move.action, move.relocations, move.again) for move in moves] == [
        ("K", "spent", (), True), ("3", "spent", (), False)]
    after = card_moves.apply(course, position, moves[0])
    assert (after.turn, after.hands[0], after.seats) == (0, ("3",), pens)
    assert card_moves.apply(course, after, card_moves.legal_moves(course, after)[0]).turn == 1
    centre = ((START, START, START, course.centre_code), *pens[1:])
    moves = card_moves.legal_moves(course, CardPosition(centre, 0, (("3", "K"), (), (), ())))
    assert [(move.card, move.action) for move in moves if move.card == "3"] == [("3", "spent")]
    assert any(move.card == "K" and move.relocations for move in moves)


def test_a_hand_is_five_at_each_turn_and_shrinks_only_through_play_again_cards():
    seen, counts = _watched(FastTrackRuleSet.create(4))
    starts = [hand for k, (seat, _again, hand) in enumerate(seen) if k == 0 or seen[k - 1][1] != 1]
    assert {len(hand) for hand in starts} == {5}  # drawn back to five after every turn
    chained = [(before[2], after[2]) for before, after in zip(seen, seen[1:]) if before[1] == 1]
    assert chained and all(len(after) == len(before) - 1 or len(before) == 1 and len(after) == 5
                           for before, after in chained)  # one card gone, or an emptied hand refilled
    assert any(len(before) == 1 for before, _after in chained)
    assert counts["cards"] == len(seen)


def test_each_colour_plays_from_its_own_deck():
    """No colour ever holds more of a rank than its own deck has, however long the game: with one
    shared deck, four colours would often hold six aces between them, never more than four in one
    hand plus discards of their own."""
    course = on_engine.course_for(FastTrackRuleSet.create(4))
    dealers = card_turns._dealers(course, random.Random(1))
    assert len({id(dealer) for dealer in dealers}) == 4
    hands = card_turns._first_hands(course, dealers)
    assert [len(hand) for hand in hands] == [5] * 4
    drawn = [Counter(hand) for hand in hands]
    for seat, dealer in enumerate(dealers):
        for _ in range(len(deck_cards(course.description)) - 5):
            drawn[seat][dealer.draw()] += 1
    whole = Counter(deck_cards(course.description))
    assert all(counts == whole for counts in drawn)  # each the whole 54-card deck, once


def test_a_team_of_one_player_keeps_one_hand_and_deck_and_takes_one_turn():
    rules = FastTrackRuleSet.create(6, "pairs", ("one-player-per-team",))
    course = on_engine.course_for(rules)
    dealers = card_turns._dealers(course, random.Random(1))
    assert [id(dealer) for dealer in dealers] == [id(dealers[min(rules.team_seats(rules.team_of[seat]))])
                                                  for seat in range(6)]
    assert len({id(dealer) for dealer in dealers}) == 3
    assert [bool(hand) for hand in card_turns._first_hands(course, dealers)] == [True] * 3 + [False] * 3
    seen, _counts = _watched(rules)
    assert {seat for seat, _again, _hand in seen} == set(rules.turn_seats)
    report = card_turns.simulate(course, 3, 5, "random").as_dict()
    assert set(report["wins_by_seat"]) == {str(seat) for seat in rules.turn_seats}


def test_a_stuck_colour_comes_out_on_its_fourth_turn():
    """With ``fourth-turn-out`` a colour with nothing out and three turns without a move brings a
    marble out with a card that brings none out otherwise, and only then."""
    course = on_engine.course_for(FastTrackRuleSet.create(4, variants=("fourth-turn-out",)))
    plain = {rank for rank, card in course.cards.items() if all(action.verb != "enter" for action in card.actions)}
    came_out = []
    for seed in range(6):
        seen: list[tuple[CardPosition, CardMove | None]] = []
        card_turns.play_game(course, [_Watching(seen)] * 4, random.Random(seed), 4000)
        came_out += [at for at, move in seen if move is not None and move.card in plain and move.action == "enter"]
    assert came_out
    assert all(at.idle[at.turn] >= 3 and all(code == START or course.is_home(code) for code in at.seats[at.turn])
               for at in came_out)


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_the_report_carries_fast_tracks_figures(policy):
    report = card_turns.simulate(on_engine.course_for(FastTrackRuleSet.create(4)), 6, 11, policy).as_dict()
    assert report["finished"] == 6
    for figure in ("bumps", "cards", "sent_back", "shortcut_rides", "centre_entries"):
        assert f"{figure}_per_game" in report
    assert report["cards_per_game"]["mean"] > report["turns"]["mean"]  # play-again cards
    assert report["centre_entries_per_game"]["mean"] > 0
