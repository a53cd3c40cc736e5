"""Which moves a card allows, and what a move does: the rules of Fast Track.

A ``Move`` carries its whole effect as relocations ``(seat, from, to, kind)`` -- the marbles
moved by the card, then any marble sent back or swapped -- so applying a move needs no rule
knowledge and previewing one never touches the position it came from.

Every card in the hand can be played, and playing one always does something:

1. If your side has a marble in the fast track (riding it, or just arrived on another colour's
   fast-track space), the card must move it (the one nearest its exit first, per colour); if
   it cannot move without landing on or passing its own colour, it goes back to its pen.
2. Otherwise the card's own moves: count forward (the 4 backward), leave the pen (A, joker, 6),
   leave the bull's eye (J, Q, K), swap (J), split (7).
3. With none of those, one marble on the main track backs up the card's count.
4. With nothing at all, the card is spent without effect.

Points the rule sheet leaves open are settled as docs/fast-track-rules.md explains.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import NamedTuple

from boardgen.games.fast_track.state import PEN, RuleSet, State
from boardgen.games.fast_track.topology import COLORS, SIDE_LENGTH
from boardgen.games.fast_track.track import Relocation, Track
from boardgen.play.cards import JOKER
from boardgen.play.moves import BUMPED, MOVED, SENT_BACK, SWAPPED, describe_relocations

PHRASES = {
    MOVED: "{colour} {origin} -> {dest}",
    BUMPED: "sends {colour} from {origin} to pen",
    SWAPPED: "swaps with {colour}",
    SENT_BACK: "{colour} {origin} is blocked and goes back to pen",
}

COUNT = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
         "J": 1, "Q": 1, "K": 1, JOKER: 1}
PLAY_AGAIN = frozenset({"A", JOKER, "K", "Q", "J", "6"})
LEAVE_PEN = frozenset({"A", JOKER, "6"})
LEAVE_BULLS_EYE = frozenset({"J", "Q", "K"})
SWAP = "J"
SPLIT = "7"
BACKWARD = "4"
IDLE_TURNS_TO_LEAVE = 3
"""``fourth-turn-out``: after this many turns in a row without a move, the next may leave the pen."""


class Move(NamedTuple):
    """One legal play of one card; no relocations means the card was spent without effect."""

    card: str
    relocations: tuple[Relocation, ...]


def legal_moves(state: State, player: int, hand: Iterable[str], idle_turns: int = 0) -> tuple[Move, ...]:
    """Every legal move for the cards in ``hand``; one per distinct result for each card."""
    distinct: dict[tuple[str, State], Move] = {}
    turn = Turn(Table(state), player, hand, idle_turns)
    for move in turn.all_moves():
        distinct.setdefault((move.card, apply(state, move)), move)
    return tuple(distinct.values())


def apply(state: State, move: Move) -> State:
    """The position after ``move``; the given state is left as it was."""
    rows = [list(row) for row in state.marbles]
    for seat, origin, dest, _kind in move.relocations:
        rows[seat][rows[seat].index(origin)] = dest
    return State(state.rules, tuple(tuple(sorted(row)) for row in rows))


def code_name(rules: RuleSet, code: int) -> str:
    """A marble code as the position format writes it."""
    if code == PEN:
        return "pen"
    if code < rules.track:
        return f"track:{code}"
    if code < rules.bulls_eye:
        return f"fast-track:{rules.space(code)}"
    if code == rules.bulls_eye:
        return "bulls-eye"
    return f"home:{code - rules.home0}"


def describe(rules: RuleSet, move: Move) -> str:
    """One line a player can follow, e.g. ``5: red track:8 -> track:13; sends blue from track:13 to pen``."""
    return describe_relocations(move.card, move.relocations, COLORS, partial(code_name, rules), PHRASES,
                                nothing="no marble can move; the card is spent")


class Turn:
    """The choices open to one player holding one hand, worked out card by card on demand."""

    __slots__ = ("table", "player", "hand", "idle_turns", "_moves")

    def __init__(self, table: Table, player: int, hand: Iterable[str], idle_turns: int = 0) -> None:
        self.table = table
        self.player = player
        self.hand = tuple(hand)
        self.idle_turns = idle_turns
        self._moves: dict[str, list[Move]] = {}

    @property
    def rules(self) -> RuleSet:
        return self.table.rules

    def moves_for(self, card: str) -> list[Move]:
        moves = self._moves.get(card)
        if moves is None:
            moves = self._moves[card] = self.table.card_moves(self.player, card, self.idle_turns)
        return moves

    def all_moves(self) -> tuple[Move, ...]:
        return tuple(move for card in dict.fromkeys(self.hand) for move in self.moves_for(card))


class Table(Track):
    """A ``Track`` that knows what each card may do."""

    __slots__ = ()

    def obliged(self, seats: tuple[int, ...], skip: tuple[int, int] = (-1, PEN)) -> list[tuple[int, int]]:
        """Marbles in the fast track that must move first: per colour the one nearest its exit
        (bar ``skip``, the first part of a split 7 when the second is looked for)."""
        sides = self.sides
        out = []
        for seat in seats:
            corners = {c: self.corner_in_fast_track(seat, c) for c in self.marbles[seat] if (seat, c) != skip}
            riders = [c for c, corner in corners.items() if corner >= 0]
            if riders:
                out.append((seat, min(riders, key=lambda c: (seat - corners[c]) % sides)))
        return out

    def corner_in_fast_track(self, seat: int, code: int) -> int:
        """The fast-track space (0 .. players-1) a marble of ``seat`` at ``code`` is in the fast
        track on, or -1. A rider is; so is a marble that has just arrived on another colour's
        fast-track space (the rule sheet's two marbles that "arrived on the Fast Track" by one
        split 7); a marble on its own colour's space is at its exit, on the main track."""
        rules = self.rules
        if rules.ride <= code < rules.bulls_eye:
            return code - rules.ride
        if 0 <= code < rules.track and code % SIDE_LENGTH == 0 and code // SIDE_LENGTH != seat:
            return code // SIDE_LENGTH
        return -1

    def card_moves(self, player: int, card: str, idle_turns: int = 0) -> list[Move]:
        """Every move ``card`` makes for ``player`` (never empty: at worst the card is spent)."""
        rules = self.rules
        seats = rules.mates(player)
        obliged = self.obliged(seats)
        if obliged:
            found = self._options(player, card, seats, obliged, idle_turns)
            return found or [Move(card, ((seat, code, PEN, SENT_BACK),)) for seat, code in obliged]
        found = self._options(player, card, seats, None, idle_turns)
        if not found and card != BACKWARD and not rules.has("no-backward-fallback"):
            for seat, code in self._marbles(seats):
                for dest in self.backward(seat, code, COUNT[card]):
                    found.append(Move(card, self.land(seat, code, dest)))
        return found or [Move(card, ())]

    def _marbles(self, seats: tuple[int, ...], only: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
        if only is not None:
            return only
        return [(seat, code) for seat in seats for code in dict.fromkeys(self.marbles[seat])]

    def _options(self, player: int, card: str, seats: tuple[int, ...], only: list[tuple[int, int]] | None,
                 idle_turns: int) -> list[Move]:
        rules = self.rules
        out: list[Move] = []
        walk = self.backward if card == BACKWARD else self.forward
        for seat, code in self._marbles(seats, only):
            for dest in walk(seat, code, COUNT[card]):
                out.append(Move(card, self.land(seat, code, dest)))
        if card == SPLIT:
            self._split(seats, only, out)
        if card == SWAP:
            self._swaps(seats, only, out)
        if only is not None:
            return out
        leaving = seats if card in LEAVE_PEN else (player,) if self._stuck(player, idle_turns) else ()
        for seat in leaving:
            if PEN in self.marbles[seat] and self.occ[rules.exit[seat]] != seat:
                out.append(Move(card, self.land(seat, PEN, rules.exit[seat])))
        if card in LEAVE_BULLS_EYE:
            for seat in seats:
                own = seat * SIDE_LENGTH
                if self.bull == seat and self.occ[own] != seat:
                    out.append(Move(card, self.land(seat, rules.bulls_eye, own)))
        return out

    def _stuck(self, player: int, idle_turns: int) -> bool:
        """``fourth-turn-out``: long without a move and no marble of the player's out."""
        rules = self.rules
        if not rules.has("fourth-turn-out") or idle_turns < IDLE_TURNS_TO_LEAVE:
            return False
        return all(code == PEN or code >= rules.home0 for code in self.marbles[player])

    def _swaps(self, seats: tuple[int, ...], only: list[tuple[int, int]] | None, out: list[Move]) -> None:
        rules = self.rules
        team = rules.team_of[seats[0]]
        limit = rules.bulls_eye + 1 if rules.has("swap-bulls-eye") else rules.bulls_eye
        mine = [(s, c) for s, c in self._marbles(seats, only) if 0 <= c < limit]
        theirs = [(s, c) for s in range(self.sides) if rules.team_of[s] != team
                  for c in self.marbles[s] if 0 <= c < limit]
        for seat, code in mine:
            for other, target in theirs:
                mover = (seat, code, self.off_own_exit(seat, target), MOVED)
                out.append(Move(SWAP, (mover, (other, target, self.off_own_exit(other, code), SWAPPED))))

    def off_own_exit(self, seat: int, code: int) -> int:
        """``code`` for a marble of ``seat`` put there by a swap: a ride taken over on the colour's
        own fast-track space has ended, so the marble stands on the main track there."""
        return seat * SIDE_LENGTH if code == self.rules.riding(seat) else code

    def _split(self, seats: tuple[int, ...], only: list[tuple[int, int]] | None, out: list[Move]) -> None:
        """A 7 shared between two different marbles of the side, both forward, 7 in all.

        If the side has a marble riding the fast track, the first part moves it; the second
        part then moves one still riding, if there is one other than the first marble, and
        otherwise any marble only if the first part took the rider off the fast track (no other
        marble moves while one rides).
        """
        seen: set[frozenset[Relocation]] = set()
        total = COUNT[SPLIT]
        for part in range(1, total):
            for seat, code in self._marbles(seats, only):
                for dest in self.forward(seat, code, part):
                    first = self.land(seat, code, dest)
                    self.do(first)
                    still = self.obliged(seats, (seat, dest))
                    if only is not None and not still and self.corner_in_fast_track(seat, dest) >= 0:
                        self.undo(first)  # the rider is still on the fast track: no other marble may move
                        continue
                    for seat2, code2 in still or self._marbles(seats):
                        if (seat2, code2) == (seat, dest):
                            continue
                        for dest2 in self.forward(seat2, code2, total - part):
                            relocations = first + self.land(seat2, code2, dest2)
                            key = frozenset(relocations)
                            if key not in seen:
                                seen.add(key)
                                out.append(Move(SPLIT, relocations))
                    self.undo(first)

