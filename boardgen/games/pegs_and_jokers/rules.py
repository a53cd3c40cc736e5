"""Which moves a card allows, and what a move does: the rules of Pegs and Jokers.

A ``Move`` carries its whole effect as relocations ``(seat, from, to, kind)`` -- the pegs
moved by the card, then any peg bumped or swapped -- so applying a move needs no rule
knowledge and previewing one never touches the position it came from.

Points the sources leave open are settled as docs/pegs-and-jokers-rules.md explains:

* Home is entered by counting on from the in-spot: the in-spot is 0 steps, home:0 is 1 step.
  A peg may branch into home on any forward move that reaches past its own in-spot, including
  a peg sitting on its in-spot and a peg that came out and backed up with an 8.
* Inside home a peg moves by exact count and may neither land on nor jump another home peg.
* "Passing your own in-spot" (for the two overshoot variations) includes leaving it forward
  along the track; backward moves pass it freely and never enter home.
* Landing on a teammate sends its peg to its in-spot, and is refused only when that teammate's
  own peg already holds it (seed 001's condition; ``partner-bump-chain`` sends that peg to start
  instead). An opponent on the in-spot goes to its start; another teammate's peg there, yours
  included, is landed on in turn and goes to its own in-spot. Your own pegs are never sent to
  start, not even by ``partner-bump-chain`` (``PegBoard.partner_landing``).
* ``two-wild``: the 2 still moves 2 forward; the swap is an extra choice.
* ``overshoot-forced-around``: the whole hand is looked at; round-again moves are legal only
  when no card but a joker has another move, so holding a joker never lets a player discard
  instead of going round.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial

from boardgen.games.pegs_and_jokers.card_moves import Board
from boardgen.games.pegs_and_jokers.move import (
    FORWARD, IDLE_TURNS_TO_START, LONG_FACES, STARTERS, Move, Relocation, card_count,
)
from boardgen.games.pegs_and_jokers.state import START, RuleSet, State
from boardgen.games.pegs_and_jokers.topology import COLORS
from boardgen.play.cards import JOKER
from boardgen.play.moves import BUMPED, MOVED, SWAPPED, describe_relocations

__all__ = [
    "BUMPED", "FORWARD", "LONG_FACES", "MOVED", "STARTERS", "SWAPPED", "Board", "Move", "Relocation", "Turn",
    "apply", "card_count", "code_name", "describe", "legal_moves",
]

PHRASES = {
    MOVED: "{colour} {origin} -> {dest}",
    BUMPED: "bumps {colour} from {origin} to {dest}",
    SWAPPED: "swaps with {colour}",
}


def legal_moves(state: State, player: int, hand: Iterable[str], idle_turns: int = 0) -> tuple[Move, ...]:
    """Every legal move for the cards in ``hand``; one per distinct result for each card.

    ``idle_turns`` is how many turns in a row the player has gone without moving, which only
    the ``five-turn-start`` variation reads.
    """
    distinct: dict[tuple[str, State], Move] = {}
    for move in Turn(Board(state), player, hand, idle_turns).all_moves():
        distinct.setdefault((move.card, apply(state, move)), move)
    return tuple(distinct.values())


def apply(state: State, move: Move) -> State:
    """The position after ``move``; the given state is left as it was."""
    pegs = list(state.pegs)
    touched: dict[int, list[int]] = {}
    for seat, origin, dest, _kind in move.relocations:
        row = touched.get(seat)
        if row is None:
            row = touched[seat] = list(pegs[seat])
        row[row.index(origin)] = dest
    for seat, row in touched.items():
        row.sort()
        pegs[seat] = tuple(row)
    return State(state.rules, tuple(pegs))


def code_name(rules: RuleSet, code: int) -> str:
    """A peg code as the position format writes it: ``start``, ``track:N`` or ``home:H``."""
    if code == START:
        return "start"
    if code >= rules.track:
        return f"home:{code - rules.track}"
    return f"track:{code}"


def describe(rules: RuleSet, move: Move) -> str:
    """One line a player can follow, e.g. ``K: red track:8 -> track:18; bumps blue from track:18 to start``."""
    return describe_relocations(move.card, move.relocations, COLORS, partial(code_name, rules), PHRASES)


class Turn:
    """The choices open to one player holding one hand, worked out card by card on demand.

    A strategy that plays the first card it likes never pays for the others; the rules that
    look at the whole hand (``overshoot-forced-around``) look further only when they must.
    """

    __slots__ = ("board", "player", "hand", "seats", "starts_any", "_raw", "_plain_exists")

    def __init__(self, board: Board, player: int, hand: Iterable[str], idle_turns: int = 0) -> None:
        self.board = board
        self.player = player
        self.hand = tuple(hand)
        # the usual case, a player moving their own pegs, without the call
        unhelped = board.pegs[player][0] < board.n and not board.three_card
        self.seats = (player,) if unhelped else board.acting_seats(player)
        self.starts_any = board.five_turn_start and idle_turns >= IDLE_TURNS_TO_START
        self._raw: dict[str, list[Move]] = {}
        self._plain_exists: bool | None = None

    @property
    def rules(self) -> RuleSet:
        return self.board.rules

    def moves_for(self, card: str) -> list[Move]:
        """The legal moves of one card of the hand."""
        moves = self._raw.get(card)
        if moves is None:
            if self.starts_any or len(self.seats) != 1:
                moves = self._generate(card)
            else:  # ``_generate``'s usual case, one seat and no start from idling, without the call
                moves = self._raw[card] = []
                self.board.by_card[card](self.seats[0], self.player, moves)
        if moves and self.board.forced_around and any(m.around for m in moves):
            if self._any_plain():
                moves = [m for m in moves if not m.around]
        return moves

    def all_moves(self) -> tuple[Move, ...]:
        raw = self._raw
        if raw or self.starts_any or len(self.seats) != 1 or self.board.forced_around:
            return tuple(move for card in dict.fromkeys(self.hand) for move in self.moves_for(card))
        # ``moves_for``'s usual case for each card, in one loop: players that weigh every move
        # of the hand (greedy, smart) ask this every turn, and the calls cost a quarter of it.
        # The cards that only step forward are listed together, in one ``steps``, at the end.
        board, seat, player = self.board, self.seats[0], self.player
        by_card, plain_counts = board.by_card, board.plain_counts
        plain: list[tuple[str, int, list[Move]]] = []
        for card in dict.fromkeys(self.hand):
            moves = raw[card] = []
            count = plain_counts.get(card)
            if count is None:
                by_card[card](seat, player, moves)
            else:
                if card in STARTERS:
                    board.start(seat, card, moves)
                plain.append((card, count, moves))
        if plain:
            board.steps(seat, plain)
        found: list[Move] = []
        for moves in raw.values():  # the hand's order: ``raw`` was empty
            found += moves
        return tuple(found)

    def may_discard(self) -> bool:
        """Discarding is allowed only when no card but a joker can move."""
        return not any(self.moves_for(card) for card in dict.fromkeys(self.hand) if card != JOKER)

    def _raw_moves(self, card: str) -> list[Move]:
        moves = self._raw.get(card)
        return self._generate(card) if moves is None else moves

    def _generate(self, card: str) -> list[Move]:
        """``card``'s moves with each acting seat's pegs; any card starts a peg under ``starts_any``."""
        moves: list[Move] = []
        board = self.board
        generate = board.by_card[card]
        starts = self.starts_any and card not in STARTERS
        for seat in self.seats:
            if starts:
                board.start(seat, card, moves)
            generate(seat, self.player, moves)
        self._raw[card] = moves
        return moves

    def _any_plain(self) -> bool:
        """Whether a card other than a joker has a move that does not go round again.

        Jokers are left out: a player is never made to play one, so a joker's moves must not
        make the round-again move illegal and leave the player free to discard instead.
        """
        if self._plain_exists is None:
            self._plain_exists = any(
                not m.around for card in dict.fromkeys(self.hand) if card != JOKER for m in self._raw_moves(card)
            )
        return self._plain_exists

