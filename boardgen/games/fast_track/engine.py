"""Whole games of Fast Track: own decks, hands of five, play-again chains, and the win.

Each colour plays from its own shuffled deck (52 cards and two jokers) and reshuffles its own
played cards when the deck runs out. A turn plays cards until one that is not a play-again
card; a hand emptied by play-again cards is refilled with five, and the turn ends by drawing
back to five. The engine owns cards and turns; what a card may do is ``rules``'. A game not
won after ``max_turns`` turns is stopped and reported unfinished.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from boardgen.games.fast_track import strategies
from boardgen.games.fast_track.rules import BUMPED, MOVED, PLAY_AGAIN, SENT_BACK, SWAPPED, Table, Turn
from boardgen.games.fast_track.simulation_facts import FACTS
from boardgen.games.fast_track.state import RuleSet, State
from boardgen.games.fast_track.variants import canonical
from boardgen.play.cards import Shoe, check_deck_count
from boardgen.play.stats import GameRecord, SimulationReport, simulate_games
from boardgen.play.teams import team_label

GAME = "fast-track"
HAND = 5
TURNS_PER_PLAYER_LIMIT = 1000
DECKS_PER_PLAYER = 1
DEFAULT_POLICY = FACTS.default_policy


def play_game(rules: RuleSet, players: Sequence[strategies.Strategy], rng: random.Random, decks: int,
              max_turns: int) -> GameRecord:
    """Play one game from the deal; seat 0 moves first and play passes to increasing seats
    (only the seats of ``rules.turn_seats``: a team played by one person has one deck, one hand
    and one turn, and its cards move any of its colours)."""
    count = rules.players
    turn_seats = rules.turn_seats
    table = Table(State.initial(rules))
    shoes = {seat: Shoe(decks, rng) for seat in turn_seats}
    top_card = rules.has("top-card")
    hands = {seat: [] if top_card else _draw(shoe, HAND) for seat, shoe in shoes.items()}
    idle = [0] * count
    tally = {"bumps": 0, "fast_track_rides": 0, "bulls_eye_entries": 0, "sent_back": 0, "cards": 0}
    home0, ride, bull = rules.home0, rules.ride, rules.bulls_eye
    for turn_number in range(1, max_turns + 1):
        player = turn_seats[(turn_number - 1) % len(turn_seats)]
        hand, shoe, moved = hands[player], shoes[player], False
        while True:
            if top_card:
                hand[:] = _draw(shoe, 1)
            elif not hand:
                hand.extend(_draw(shoe, HAND))
            move = players[player].choose(Turn(table, player, hand, idle[player]), rng)
            hand.remove(move.card)
            shoe.discard(move.card)
            table.do(move.relocations)
            tally["cards"] += 1
            reaches_home = False
            for _seat, origin, dest, kind in move.relocations:
                moved = moved or kind in (MOVED, SWAPPED)
                if kind == BUMPED:
                    tally["bumps"] += 1
                elif kind == SENT_BACK:
                    tally["sent_back"] += 1
                elif kind == MOVED:
                    reaches_home = reaches_home or dest >= home0
                    if dest == bull:
                        tally["bulls_eye_entries"] += 1
                    elif ride <= dest < bull and not ride <= origin < bull:
                        tally["fast_track_rides"] += 1
            if reaches_home and table.team_home(move.relocations[0][0]):
                team = rules.team_of[move.relocations[0][0]]
                return GameRecord(True, turn_number, team_label(rules.team_of, team), player, tuple(tally.items()))
            if move.card not in PLAY_AGAIN:
                break
        if not top_card:
            hand.extend(_draw(shoe, HAND - len(hand)))
        idle[player] = 0 if moved else idle[player] + 1
    return GameRecord(False, max_turns, None, None, tuple(tally.items()))


def _draw(shoe: Shoe, cards: int) -> list[str]:
    drawn = (shoe.draw() for _ in range(cards))
    return [card for card in drawn if card is not None]


def simulate(
    rules: RuleSet,
    games: int,
    seed: int,
    policy: str = DEFAULT_POLICY,
    decks: int | None = None,
    max_turns: int | None = None,
    progress: Callable[[int], None] | None = None,
    jobs: int = 1,
) -> SimulationReport:
    """``games`` whole games summed up by ``stats.simulate_games``: same seed, same report,
    whatever ``jobs``.

    ``decks`` is the number of decks in each colour's own pile (1, as the rule sheet has it).
    """
    decks = check_deck_count(DECKS_PER_PLAYER if decks is None else decks, 1, " decks in each colour's own pile")
    max_turns = max_turns or TURNS_PER_PLAYER_LIMIT * rules.players
    return simulate_games(
        GAME, rules, partial(play_game, rules, decks=decks, max_turns=max_turns), strategies.POLICIES,
        games=games, seed=seed, policy=policy, variants=canonical(rules.variants),
        decks=("decks_each", decks), max_turns=max_turns, progress=progress, jobs=jobs,
    )
