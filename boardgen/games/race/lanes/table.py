"""A lane game's table in play (lane board, kept hands, shoe, whose turn) and the loop of turns
on it. Each turn draws (before or after playing, or either, as ``movement.draws`` says). Then it
plays a card or lays one down. The loop runs until a team has every piece home.

Pegs and Jokers plays whole games with it from the deal; its tree search plays short stretches
from a position it has guessed the hidden cards of. One loop serves both, so a searched playout
follows exactly the rules of a simulated game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from boardgen.games.race.lanes.board import LaneMove
from boardgen.games.race.lanes.cards import LaneCards
from boardgen.games.race.lanes.turn import LaneTurn
from boardgen.games.race.lanes.tables import Lanes
from boardgen.play.cards import Shoe
from boardgen.play.moves import BUMPED


class LanePlayer(Protocol):
    """Whoever chooses a seat's moves at a lane table."""

    name: str

    def choose(self, turn: LaneTurn, rng: random.Random) -> LaneMove | None:
        """A legal move of ``turn``, or None to lay a card down, which only ``turn.may_discard()`` allows."""

    def discard(self, turn: LaneTurn, rng: random.Random) -> str:
        """The card to lay down when not moving."""

    def play_before_drawing(self, lanes: Lanes, player: int, rng: random.Random) -> bool:
        """Whether to play before drawing; asked only with ``movement.draws = "either"``."""


@dataclass
class Table:
    """Everything a turn reads or changes. Mutable on purpose: a game changes it thousands of
    times, and it belongs to one game (or one playout) only."""

    board: LaneCards
    shoe: Shoe
    hands: list[list[str]]
    player: int = 0
    """The seat to play next."""
    owed: list[bool] = field(default_factory=list)
    """With ``movement.draws = "either"``: played before drawing last turn, so two cards come this turn."""
    idle: list[int] = field(default_factory=list)
    """Turns in a row each seat has gone without moving."""
    turns: type[LaneTurn] = LaneTurn
    """The turn the players are handed: a game's own, for players that read more of it."""
    bumps: int = 0
    discards: int = 0

    def __post_init__(self) -> None:
        count = len(self.hands)
        self.owed = self.owed or [False] * count
        self.idle = self.idle or [0] * count


def play_turns(table: Table, players: Sequence[LanePlayer], rng: random.Random, turns: int,
               drawn: bool = False) -> tuple[int, int | None]:
    """Play up to ``turns`` turns from ``table.player``; stop when a team has every peg home.

    Returns the turns played and the seat whose move won (None if no team won). ``drawn``
    says the first player has drawn for this turn already (a search deciding that move).

    This loop runs about 1,500 times a game, so the shoe's methods are bound once. The common
    path (draw, choose, play) makes no calls beyond the strategy and the board. The table's
    counters are written back once at the end. The pass over a played move's
    relocations keeps the board's track masks too, once a player has asked for them.
    """
    board, hands, owed, idle = table.board, table.hands, table.owed, table.idle
    lanes = board.lanes
    count = lanes.players
    draw, discard = table.shoe.draw, table.shoe.discard
    draws = lanes.course.description.movement.draws
    late, draws_after = draws == "either", draws == "after"
    track, make_turn = lanes.n, table.turns
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
            if late and strategy.play_before_drawing(lanes, player, rng):
                owed[player] = True
            else:
                card = draw()
                if card is not None:
                    hand.append(card)
        turn = make_turn(board, player, hand, idle[player])
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
            on_track = board.on_track  # ``LaneBoard.track_masks``, if asked for
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
