"""Pegs and Jokers on the track engine's general move generator against its lane board, the
two readings of the game's description (``games/race/cards/moves.py``, ``games/race/lanes/tables.py``;
until 1f3c457 the lane board was the game's own hand-written engine): seeded positions reached
in games the lane board plays (random players, three to twelve seats, in each team mode), each
with the hand its player holds, and at every one both generators' legal moves compared card by
card as the positions they lead to.

Every difference is sorted into a kind (the card, which engine offers the move, and what the
move does: bumps, enters home, goes round again), so a drifting reading shows as a kind with
a count. Run as a script for the big figure: ``python3 -m tests.support.games.pj_agreement 10000
[variation]``; tests/games/pegs_and_jokers/test_agreement.py runs a small sample.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass

from boardgen.games.pegs_and_jokers import on_engine
from boardgen.games.pegs_and_jokers.card_play import PegsLaneBoard, Turn, apply, legal_moves
from boardgen.games.pegs_and_jokers.state import PegsRuleSet, State, default_decks
from boardgen.games.pegs_and_jokers.players.strategies import RandomStrategy
from boardgen.games.race.lanes.table import Table, play_turns
from boardgen.games.race.cards import moves as card_moves
from boardgen.games.race.cards.position import CardPosition
from boardgen.play.cards import Shoe

from tests.support.games.agreement import Agreement, by_card, main, measure

TABLES = ((4, None), (3, None), (6, None), (5, None), (8, None), (6, "pairs"), (7, None), (4, "individual"),
          (10, None), (9, None), (12, "pairs"), (11, None), (8, "pairs"), (12, None), (10, "pairs"))
"""The tables the games cycle through: players and team mode (None: the count's default)."""
KEEP = 7
"""One position in this many is compared, so the sample spreads over many games."""


@dataclass(frozen=True)
class Sample:
    state: State
    player: int
    hand: tuple[str, ...]
    idle: int


def samples(count: int, variations: tuple[str, ...] = (), seed: int = 29) -> Iterator[Sample]:
    """``count`` positions from seeded games on the lane board, each before a turn."""
    rng = random.Random(seed)
    made, game = 0, 0
    while True:
        rules = PegsRuleSet.create(*TABLES[game % len(TABLES)], variants=variations)
        game += 1
        shoe = Shoe(default_decks(rules.players), rng)
        table = Table(PegsLaneBoard(State.initial(rules)), shoe, shoe.deal(rules.players, rules.hand_size), turns=Turn)
        players = [RandomStrategy() for _ in range(rules.players)]
        for _ in range(1000 * rules.players):
            if rng.random() * KEEP < 1:
                yield Sample(table.board.state(), table.player, tuple(table.hands[table.player]),
                             table.idle[table.player])
                made += 1
                if made == count:
                    return
            if play_turns(table, players, rng, 1)[1] is not None:
                break


def old_moves(sample: Sample) -> dict[str, set[State]]:
    return by_card(sample.hand, ((move.card, apply(sample.state, move))
                                 for move in legal_moves(sample.state, sample.player, sample.hand, sample.idle)))


def new_moves(sample: Sample) -> dict[str, set[State]]:
    rules = sample.state.rules
    course = on_engine.course_for(rules)
    seats = on_engine.engine_seats(course, sample.state)
    hands = tuple(sample.hand if seat == sample.player else () for seat in range(rules.players))
    idle = tuple(sample.idle if seat == sample.player else 0 for seat in range(rules.players))
    return by_card(sample.hand, ((move.card, on_engine.state_of(course, rules, card_moves.applied(seats, move.relocations)))
                                 for move in card_moves.legal_moves(course, CardPosition(seats, sample.player, hands, idle))))


def kind(sample: Sample, card: str, after: State, side: str) -> str:
    """What a move one engine offers alone does, in words: the card, the engine, and whether
    it bumps, brings a peg home or carries one round past its in-spot again."""
    before, rules = sample.state, sample.state.rules
    moved = [(seat, sorted(set(after.pegs[seat]) - set(row)), sorted(set(row) - set(after.pegs[seat])))
             for seat, row in enumerate(before.pegs) if after.pegs[seat] != row]
    traits = []
    if any(seat != sample.player and any(code < 0 for code in to) for seat, to, _ in moved):
        traits.append("bump")
    if any(code >= rules.track for _, to, _ in moved for code in to):
        traits.append("home")
    if len(moved) > 1:
        traits.append(f"{len(moved)} seats")
    return f"{card}: {side} only" + (f" ({', '.join(traits)})" if traits else "")


def compare(count: int, variations: tuple[str, ...] = ()) -> Agreement:
    return measure(samples(count, variations), old_moves, new_moves, kind)


if __name__ == "__main__":
    main(sys.argv, compare)
