"""The choices of one seat holding one hand of a lane game (``lanes``). These are each card's
moves on the lane board, and the rules that look at the whole hand. Those are going round as a
last resort (``home.go_round``) and any card bringing a piece out after idle turns
(``rules.idle_start``). Also the partners whose pieces the seat moves, and when a hand may be laid down.
"""

from __future__ import annotations

from collections.abc import Iterable

from boardgen.games.race.lanes.board import LaneMove
from boardgen.games.race.lanes.cards import LaneCards


class LaneTurn:
    """The choices open to one player holding one hand, worked out card by card on demand.

    A strategy that plays the first card it likes never pays for the others; the rules that
    look at the whole hand (``home.go_round = "last-resort"``) look further only when they must.
    """

    __slots__ = ("board", "player", "hand", "seats", "starts_any", "_raw", "_plain_exists")

    def __init__(self, board: LaneCards, player: int, hand: Iterable[str], idle_turns: int = 0) -> None:
        self.board = board
        self.player = player
        self.hand = tuple(hand)
        # the usual case, a player moving their own pegs, without the call
        unhelped = board.pegs[player][0] < board.n and not board.three_card
        self.seats = (player,) if unhelped else board.acting_seats(player)
        waited = board.idle_start
        self.starts_any = waited > 0 and idle_turns >= waited
        self._raw: dict[str, list[LaneMove]] = {}
        self._plain_exists: bool | None = None

    def moves_for(self, card: str) -> list[LaneMove]:
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

    def all_moves(self) -> tuple[LaneMove, ...]:
        raw = self._raw
        if raw or self.starts_any or len(self.seats) != 1 or self.board.forced_around:
            return tuple(move for card in dict.fromkeys(self.hand) for move in self.moves_for(card))
        # ``moves_for``'s usual case for each card, in one loop: players that weigh every move
        # of the hand (greedy, smart) ask this every turn, and the calls cost a quarter of it.
        # The cards that only step forward are listed together, in one ``steps``, at the end.
        board, seat, player = self.board, self.seats[0], self.player
        by_card, plain_counts, starters = board.by_card, board.plain_counts, board.starters
        plain: list[tuple[str, int, list[LaneMove]]] = []
        for card in dict.fromkeys(self.hand):
            moves = raw[card] = []
            count = plain_counts.get(card)
            if count is None:
                by_card[card](seat, player, moves)
            else:
                if card in starters:
                    board.start(seat, card, moves)
                plain.append((card, count, moves))
        if plain:
            board.steps(seat, plain)
        found: list[LaneMove] = []
        for moves in raw.values():  # the hand's order: ``raw`` was empty
            found += moves
        return tuple(found)

    def may_discard(self) -> bool:
        """Discarding is allowed only when no card but a special one (a joker) can move."""
        specials = self.board.lanes.specials
        return not any(self.moves_for(card) for card in dict.fromkeys(self.hand) if card not in specials)

    def _raw_moves(self, card: str) -> list[LaneMove]:
        moves = self._raw.get(card)
        return self._generate(card) if moves is None else moves

    def _generate(self, card: str) -> list[LaneMove]:
        """``card``'s moves with each acting seat's pegs; any card starts a peg under ``starts_any``."""
        moves: list[LaneMove] = []
        board = self.board
        generate = board.by_card[card]
        starts = self.starts_any and card not in board.starters
        for seat in self.seats:
            if starts:
                board.start(seat, card, moves)
            generate(seat, self.player, moves)
        self._raw[card] = moves
        return moves

    def _any_plain(self) -> bool:
        """Whether a card other than a special one has a move that does not go round again.

        Special cards are left out: a player is never made to play one, so a joker's moves must
        not make the round-again move illegal and leave the player free to discard instead.
        """
        if self._plain_exists is None:
            specials = self.board.lanes.specials
            self._plain_exists = any(
                not m.around for card in dict.fromkeys(self.hand) if card not in specials for m in self._raw_moves(card)
            )
        return self._plain_exists

