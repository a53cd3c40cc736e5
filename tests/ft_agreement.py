"""Fast Track on the description-driven card engine against the game's own engine: seeded
positions reached in games the game's engine plays (random players, four to eight colours,
each for itself or in the table's teams), each with the hand its player holds, and at every one
both engines' legal moves compared card by card as the positions they lead to.

The game's engine spends a card that can do nothing (the position stays as it was); the card
engine offers no move for it, which is read here as that same unchanged position. Every
difference is sorted into a kind (the card, which engine offers the move, and what it does), so
a drifting reading shows as a kind with a count. Games seldom put a marble on the fast track,
so ``scattered`` positions, marbles strewn at random, are compared too. Run as a script for the
big figure: ``python3 tests/ft_agreement.py 10000 [variation] [--scattered]``;
tests/test_ft_agreement.py runs a sample of each.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass

from boardgen.games.fast_track import on_engine
from boardgen.games.fast_track.engine import play_game
from boardgen.games.fast_track.rules import COUNT, IDLE_TURNS_TO_LEAVE, Move, Turn, apply, legal_moves
from boardgen.games.fast_track.state import PEN, RuleSet, State
from boardgen.games.fast_track.strategies import RandomStrategy
from boardgen.games.fast_track.variants import ONE_PLAYER_PER_TEAM
from boardgen.games.track import card_moves
from boardgen.games.track.card_position import CardPosition

from agreement import Agreement, by_card, main, measure

TABLES = ((4, "individual"), (6, "pairs"), (5, "individual"), (6, "alternate"), (8, "individual"),
          (7, "individual"), (6, "individual"))
"""The table sizes and team modes the games cycle through."""
TEAM_TABLES = ((4, "pairs"), (6, "pairs"), (6, "alternate"), (8, "pairs"), (8, "alternate"))
"""Those ``one-player-per-team`` cycles through: teams only."""
KEEP = 5
"""One position in this many is compared, so the sample spreads over many games."""


@dataclass(frozen=True)
class Sample:
    state: State
    player: int
    hand: tuple[str, ...]
    idle: int = 0
    """The player's turns in a row without a move (read by ``fourth-turn-out``)."""


class _Enough(Exception):
    """Raised by the recording player once the sample is full, to stop the game it is in."""


class _Recorder(RandomStrategy):
    """The random player, keeping one position in ``KEEP`` it is asked to play from."""

    def __init__(self, found: list[Sample], count: int) -> None:
        self.found, self.count = found, count

    def choose(self, turn: Turn, rng: random.Random) -> Move:
        if rng.random() * KEEP < 1:
            self.found.append(Sample(turn.table.state(), turn.player, turn.hand, turn.idle_turns))
            if len(self.found) == self.count:
                raise _Enough
        return super().choose(turn, rng)


def _tables(variations: tuple[str, ...]) -> tuple[tuple[int, str], ...]:
    return TEAM_TABLES if ONE_PLAYER_PER_TEAM in variations else TABLES


def samples(count: int, variations: tuple[str, ...] = (), seed: int = 29) -> Iterator[Sample]:
    """``count`` positions from seeded games of the game's own engine, each before a card."""
    rng = random.Random(seed)
    game = 0
    tables = _tables(variations)
    while True:
        players, teams = tables[game % len(tables)]
        game += 1
        found: list[Sample] = []
        rules = RuleSet.create(players, teams, variations)
        try:
            play_game(rules, [_Recorder(found, count)] * players, rng, decks=1, max_turns=400 * players)
        except _Enough:
            yield from found
            return
        yield from found
        count -= len(found)


def scattered(count: int, variations: tuple[str, ...] = (), seed: int = 29) -> Iterator[Sample]:
    """``count`` positions with the marbles strewn at random (one a space, a rider never on its
    own colour's space, one on the bull's eye at most), a fifth of them riding: the fast track
    and the bull's eye far more often than games reach them."""
    rng = random.Random(seed)
    cards = sorted(COUNT)
    tables = _tables(variations)
    for made in range(count):
        players, teams = tables[made % len(tables)]
        rules = RuleSet.create(players, teams, variations)
        taken: set[int] = set()
        rows = []
        for seat in range(players):
            row = []
            for _ in range(4):
                roll = rng.random()
                if roll < 0.2:
                    code = rules.riding(rng.choice([j for j in range(players) if j != seat]))
                elif roll < 0.3:
                    code = rules.bulls_eye
                elif roll < 0.45:
                    code = rules.home(rng.randrange(4))
                elif roll < 0.6:
                    code = PEN
                else:
                    code = rng.randrange(rules.track)
                where = rules.space(code) if rules.space(code) >= 0 else code
                if code != PEN and (where in taken or code in row):
                    code = PEN
                elif code != PEN and code < rules.home0:
                    taken.add(where)
                row.append(code)
            rows.append(tuple(sorted(row)))
        hand = 1 if "top-card" in variations else 5
        player = rules.turn_seats[made % len(rules.turn_seats)]
        idle = 0
        if "fourth-turn-out" in variations:  # long idle, and a third of the time nothing out
            idle = rng.randrange(2 * IDLE_TURNS_TO_LEAVE)
            if rng.random() < 1 / 3:
                homes = rng.sample(range(4), 4)
                rows[player] = tuple(sorted(PEN if rng.random() < 0.7 else rules.home(homes[k]) for k in range(4)))
        yield Sample(State(rules, tuple(rows)), player, tuple(rng.choice(cards) for _ in range(hand)), idle)


def old_moves(sample: Sample) -> dict[str, set[State]]:
    return by_card(sample.hand, ((move.card, apply(sample.state, move))
                                 for move in legal_moves(sample.state, sample.player, sample.hand, sample.idle)))


def new_moves(sample: Sample) -> dict[str, set[State]]:
    rules = sample.state.rules
    course = on_engine.course_for(rules)
    seats = on_engine.engine_seats(course, sample.state)
    hands = tuple(sample.hand if seat == sample.player else () for seat in range(rules.players))
    idle = tuple(sample.idle if seat == sample.player else 0 for seat in range(rules.players))
    position = CardPosition(seats, sample.player, hands, idle)
    found = by_card(sample.hand, ((move.card, on_engine.state_of(course, rules, card_moves.applied(seats, move.relocations)))
                                  for move in card_moves.legal_moves(course, position)))
    for ends in found.values():
        if not ends:
            ends.add(sample.state)  # no move: the card is spent
    return found


def kind(sample: Sample, card: str, after: State, side: str) -> str:
    """What a move one engine offers alone does, in words: the card, the engine, and whether it
    bumps, sends a marble back, rides the fast track, enters or leaves the bull's eye or home."""
    before, rules = sample.state, sample.state.rules
    traits = []
    for seat, row in enumerate(before.marbles):
        gone, came = set(row) - set(after.marbles[seat]), set(after.marbles[seat]) - set(row)
        if PEN in came:
            traits.append("bump" if rules.team_of[seat] != rules.team_of[sample.player] else "to pen")
        for code in gone | came:
            if rules.ride <= code < rules.bulls_eye:
                traits.append("fast track")
            elif code == rules.bulls_eye:
                traits.append("bull's eye")
            elif code >= rules.home0:
                traits.append("home")
    if after == before:
        traits.append("spent")
    return f"{card}: {side} only" + (f" ({', '.join(dict.fromkeys(traits))})" if traits else "")


def compare(count: int, variations: tuple[str, ...] = ()) -> Agreement:
    return measure(samples(count, variations), old_moves, new_moves, kind)


def compare_scattered(count: int, variations: tuple[str, ...] = ()) -> Agreement:
    return measure(scattered(count, variations), old_moves, new_moves, kind)


if __name__ == "__main__":
    main([arg for arg in sys.argv if arg != "--scattered"], compare_scattered if "--scattered" in sys.argv else compare)
