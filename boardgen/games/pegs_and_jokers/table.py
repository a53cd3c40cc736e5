"""A Pegs and Jokers table in play (board, hands, shoe, whose turn) and the loop of turns on it.

The engine plays whole games with it from the deal; the tree search plays short stretches from
a position it has guessed the hidden cards of. One loop serves both, so a searched playout
follows exactly the rules of a simulated game.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from boardgen.games.pegs_and_jokers.rules import BUMPED, Board, Turn
from boardgen.play.cards import Shoe

if TYPE_CHECKING:
    from boardgen.games.pegs_and_jokers.strategies import Strategy


def default_decks(players: int) -> int:
    """Three decks up to six players, then one per two players (four for eight), as seed 001."""
    return 3 if players <= 6 else math.ceil(players / 2)


@dataclass
class Table:
    """Everything a turn reads or changes. Mutable on purpose: a game changes it thousands of
    times, and it belongs to one game (or one playout) only."""

    board: Board
    shoe: Shoe
    hands: list[list[str]]
    player: int = 0
    """The seat to play next."""
    owed: list[bool] = field(default_factory=list)
    """Under ``draw-two-late``: played before drawing last turn, so two cards come this turn."""
    idle: list[int] = field(default_factory=list)
    """Turns in a row each seat has gone without moving."""
    bumps: int = 0
    discards: int = 0

    def __post_init__(self) -> None:
        count = len(self.hands)
        self.owed = self.owed or [False] * count
        self.idle = self.idle or [0] * count


def play_turns(table: Table, players: Sequence[Strategy], rng: random.Random, turns: int,
               drawn: bool = False) -> tuple[int, int | None]:
    """Play up to ``turns`` turns from ``table.player``; stop when a team has every peg home.

    Returns the turns played and the seat whose move won (None if no team won). ``drawn``
    says the first player has drawn for this turn already (a search deciding that move).

    This loop runs about 1,500 times a game, so the shoe's methods are bound once and the
    common path (draw, choose, play) makes no calls beyond the strategy and the board; the
    table's counters are written back once at the end. The pass over a played move's
    relocations keeps the board's track masks too, once a player has asked for them.
    """
    board, hands, owed, idle = table.board, table.hands, table.owed, table.idle
    rules = board.rules
    count = rules.players
    draw, discard = table.shoe.draw, table.shoe.discard
    late = rules.has("draw-two-late")
    draws_after = rules.draws_after
    track = rules.track
    bits = board.bits
    bumps, discards, player = table.bumps, table.discards, table.player
    winner = None
    turn_number = 0
    for turn_number in range(1, turns + 1):
        hand = hands[player]
        strategy = players[player]
        set_aside: tuple[str, ...] = ()
        if drawn:
            drawn = False
        elif late and owed[player]:
            set_aside = tuple(card for card in (draw(), draw()) if card is not None)
            owed[player] = False
        elif not draws_after:
            if late and strategy.play_before_drawing(rules, player, rng):
                owed[player] = True
            else:
                card = draw()
                if card is not None:
                    hand.append(card)
        turn = Turn(board, player, hand, idle[player])
        move = strategy.choose(turn, rng) if hand else None
        if move is None:
            if hand:
                if not turn.may_discard():
                    raise RuntimeError(f"strategy {strategy.name} declined a forced move")
                card = strategy.discard(turn, rng)
                hand.remove(card)
                discard(card)
            discards += 1
            idle[player] += 1
        else:
            card, relocations, _around = move
            hand.remove(card)
            discard(card)
            board.do(relocations)
            idle[player] = 0
            reaches_home = False
            on_track = board.on_track  # ``PegBoard.track_masks``, if asked for
            if on_track is not None:
                for seat, origin, dest, _kind in relocations:
                    on_track[seat] ^= bits[origin] ^ bits[dest]
            for _seat, _origin, dest, kind in relocations:
                if kind == BUMPED:
                    bumps += 1
                elif dest >= track:
                    reaches_home = True
            mover = relocations[0][0]  # a finished player moves a teammate's pegs
            if reaches_home and board.team_home(mover):
                winner = player
                break
        if set_aside:
            hand.extend(set_aside)
        if draws_after:
            card = draw()
            if card is not None:
                hand.append(card)
        player = player + 1 if player + 1 < count else 0
    table.bumps, table.discards, table.player = bumps, discards, player
    return turn_number, winner
