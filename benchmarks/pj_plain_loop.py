"""The simulator benchmark's floor: four-player Pegs and Jokers turns in one plain Python loop.

Issue 17 measured "a plain Python loop doing the same work" at 2.5 times the engine's turns per
second and set the engine's target just under it (150 k against 170 k turns/s). This is that
loop, written as one function over lists of ints: the same table (72 track holes, in-spots and
come-out holes, five start and home holes a seat, three shuffled decks with reshuffles, hands
of five, draw then play), a random card of the hand, every peg's move for it listed (start,
forward with home entry, own-peg blocking, bumping, the 8 backward), one taken at random and
played. It leaves out what only the real rules need: split 7s and teammates. Its figure
measures the machine, so the engine's turns per second can be printed as a ratio to it.
"""

from __future__ import annotations

import random

PLAYERS = 4
SIDE = 18
TRACK = SIDE * PLAYERS
HOME = 5
START = -1
FORWARD = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10,
           "JOKER": 1}
STARTERS = {"A", "J", "Q", "K", "JOKER"}
DECK = [rank for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K") for _ in range(4)]
DECK += ["JOKER", "JOKER"]


def play(rng: random.Random, max_turns: int = 4000) -> int:
    """One game to the first seat with every peg home; returns its turns."""
    in_spot = [SIDE * seat + 3 for seat in range(PLAYERS)]
    come_out = [SIDE * seat + 8 for seat in range(PLAYERS)]
    pegs = [[START] * 5 for _ in range(PLAYERS)]
    occ = [-1] * TRACK
    pile = DECK * 3
    rng.shuffle(pile)
    used: list[str] = []
    hands = [[pile.pop() for _ in range(5)] for _ in range(PLAYERS)]
    draw = rng.random
    for turn in range(1, max_turns + 1):
        seat = turn % PLAYERS
        hand, row, spot = hands[seat], pegs[seat], in_spot[seat]
        if not pile:
            pile, used = used, []
            rng.shuffle(pile)
        hand.append(pile.pop())
        order = hand[:]
        moves: list[tuple[int, int]] = []
        while order and not moves:
            card = order.pop(int(draw() * len(order)))
            for i, code in enumerate(row):
                if code == START:
                    dest = come_out[seat] if card in STARTERS else -2
                elif code >= TRACK:
                    dest = code + FORWARD.get(card, 0) if card != "8" else -2
                    if dest >= TRACK + HOME or dest in row:
                        dest = -2
                elif card == "8":
                    dest = (code - 8) % TRACK
                else:
                    to_go = (spot - code) % TRACK
                    count = FORWARD[card]
                    dest = (code + count) % TRACK  # past the in-spot this goes round again
                    if count > to_go:
                        inside = TRACK + count - to_go - 1
                        if inside < TRACK + HOME and inside not in row:
                            moves.append((i, inside))
                if dest != -2 and (dest >= TRACK or occ[dest] != seat):
                    moves.append((i, dest))
        if not moves:
            used.append(hand.pop(int(draw() * len(hand))))
            continue
        hand.remove(card)
        used.append(card)
        i, dest = moves[int(draw() * len(moves))]
        origin = row[i]
        if 0 <= origin < TRACK:
            occ[origin] = -1
        if dest < TRACK:
            other = occ[dest]
            if other >= 0:
                pegs[other][pegs[other].index(dest)] = START
            occ[dest] = seat
        row[i] = dest
        if min(row) >= TRACK:
            return turn
    return max_turns


def turns_per_second_work(games: int, seed: int) -> int:
    """Plays ``games`` games from one seed; the total turns, for the caller to time."""
    rng = random.Random(seed)
    return sum(play(rng) for _ in range(games))
