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
* A teammate's in-spot counts as taken whatever colour occupies it; your own pegs are never
  bumped, not even by ``partner-bump-chain``.
* ``two-wild``: the 2 still moves 2 forward; the swap is an extra choice.
* ``overshoot-forced-around``: the whole hand is looked at; round-again moves are legal only
  when no other move at all (jokers included) is.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable
from functools import partial
from typing import NamedTuple

from boardgen.games.pegs_and_jokers.state import START, RuleSet, State
from boardgen.games.pegs_and_jokers.topology import COLORS, HOME_HOLES
from boardgen.play.cards import JOKER
from boardgen.play.moves import BUMPED, MOVED, SWAPPED, describe_relocations

PHRASES = {
    MOVED: "{colour} {origin} -> {dest}",
    BUMPED: "bumps {colour} from {origin} to {dest}",
    SWAPPED: "swaps with {colour}",
}

Relocation = tuple[int, int, int, int]
Advance = tuple[tuple[Relocation, ...], bool]
"""One peg moved forward: its relocations (with any bump) and whether it went round again."""

FORWARD = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10}
LONG_FACES = {"J": 11, "Q": 12, "K": 13}
STARTERS = frozenset({"A", "J", "Q", "K"})
BACKWARD = 8
SEVEN = 7
NINE = 9
IDLE_TURNS_TO_START = 5


class Move(NamedTuple):
    """One legal play of one card; ``around`` marks a peg carried past its own in-spot.

    A named tuple rather than a frozen dataclass: just as immutable, and a game builds
    thousands of candidate moves, for which tuple construction costs half as much.
    """

    card: str
    relocations: tuple[Relocation, ...]
    around: bool = False


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


def card_count(rules: RuleSet, card: str) -> int | None:
    """How far a card moves forward, or None for the 8 and the joker which don't."""
    if rules.has("jqk-11-12-13") and card in LONG_FACES:
        return LONG_FACES[card]
    return FORWARD.get(card)


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
            moves = self._generate(card)
        if self.board.forced_around and moves and any(m.around for m in moves):
            if self._any_plain():
                moves = [m for m in moves if not m.around]
        return moves

    def all_moves(self) -> tuple[Move, ...]:
        return tuple(move for card in dict.fromkeys(self.hand) for move in self.moves_for(card))

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
        if self._plain_exists is None:
            self._plain_exists = any(not m.around for card in dict.fromkeys(self.hand) for m in self._raw_moves(card))
        return self._plain_exists


class Board:
    """A mutable copy of a position, quick to query and update, for generating and playing moves.

    The engine keeps one per game and applies each chosen move to it; split 7s and 9s apply
    their first part, look for a second, and undo, so no candidate is ever copied. Each
    seat's row is kept ascending, as in ``State``, so the moves come in an order that depends
    on the position alone (not on which moves were tried before), which keeps seeds replayable.
    """

    __slots__ = (
        "rules", "n", "home_end", "to_in_spot", "in_spot", "come_out", "team_of", "pegs", "occ", "overshoot_blocked",
        "forced_around", "jumps_own", "chain", "five_turn_start", "two_wild", "nine_split",
        "to_partner", "partial_last", "joker_one", "three_card", "counts", "by_card",
    )

    def __init__(self, state: State) -> None:
        rules = state.rules
        self.rules = rules
        self.n = n = rules.track
        self.home_end = n + HOME_HOLES
        self.to_in_spot = [[(spot - code) % n for code in range(n)] for spot in rules.in_spot]
        self.in_spot = rules.in_spot
        self.come_out = rules.come_out
        self.team_of = rules.team_of
        self.pegs = [sorted(row) for row in state.pegs]
        occ = [-1] * self.n
        for seat, row in enumerate(state.pegs):
            for code in row:
                if 0 <= code < self.n:
                    occ[code] = seat
        self.occ = occ
        has = rules.has
        self.overshoot_blocked = has("overshoot-blocked")
        self.forced_around = has("overshoot-forced-around")
        self.jumps_own = has("eight-jumps-own")
        self.chain = has("partner-bump-chain")
        self.five_turn_start = has("five-turn-start")
        self.two_wild = has("two-wild")
        self.nine_split = has("nine-split")
        self.to_partner = has("seven-to-partner")
        self.partial_last = has("seven-partial-last")
        self.joker_one = has("joker-moves-one")
        self.three_card = has("three-card")
        self.counts = {card: card_count(rules, card) for card in FORWARD}
        self.by_card = self._card_generators()

    def state(self) -> State:
        return State(self.rules, tuple(tuple(row) for row in self.pegs))

    def finished(self, seat: int) -> bool:
        return self.pegs[seat][0] >= self.n

    def team_home(self, seat: int) -> bool:
        team, n, team_of = self.team_of[seat], self.n, self.team_of
        return all(row[0] >= n for s, row in enumerate(self.pegs) if team_of[s] == team)

    def acting_seats(self, player: int) -> tuple[int, ...]:
        """Whose pegs ``player`` moves: their own, or once home the next teammate's to their left.

        With ``three-card`` teammates help each other all the time, so every unfinished
        teammate is offered, the player first.
        """
        if not self.three_card and not self.finished(player):
            return (player,)
        players, team = self.rules.players, self.team_of[player]
        mates = []
        for step in range(players):
            seat = (player + step) % players
            if self.team_of[seat] == team and not self.finished(seat):
                mates.append(seat)
        return tuple(mates) if self.three_card else tuple(mates[:1])

    # --- changing the board ------------------------------------------------------------

    def do(self, relocations: tuple[Relocation, ...]) -> None:
        occ, n = self.occ, self.n
        for seat, origin, dest, _kind in relocations:
            row = self.pegs[seat]
            row[row.index(origin)] = dest
            row.sort()
            if 0 <= origin < n and occ[origin] == seat:
                occ[origin] = -1
            if 0 <= dest < n:
                occ[dest] = seat

    def undo(self, relocations: tuple[Relocation, ...]) -> None:
        occ, n = self.occ, self.n
        for seat, origin, dest, _kind in reversed(relocations):
            row = self.pegs[seat]
            row[row.index(dest)] = origin
            row.sort()
            if 0 <= dest < n and occ[dest] == seat:
                occ[dest] = -1
            if 0 <= origin < n:
                occ[origin] = seat

    # --- single steps ------------------------------------------------------------------

    def backward(self, seat: int, origin: int, count: int, jump_own: bool) -> int | None:
        n = self.n
        if not 0 <= origin < n:
            return None
        for q in self.pegs[seat]:
            if 0 <= q < n and q != origin:
                behind = (origin - q) % n
                if behind == count or (behind < count and not jump_own):
                    return None
        return (origin - count) % n

    def land(self, seat: int, origin: int, dest: int) -> tuple[Relocation, ...] | None:
        """The relocations of a peg arriving at ``dest``, with its bump; None if not allowed."""
        moved = (seat, origin, dest, MOVED)
        if dest >= self.n:
            return (moved,)
        other = self.occ[dest]
        if other < 0:
            return (moved,)
        if other == seat:
            return None
        if self.team_of[other] != self.team_of[seat]:
            return (moved, (other, dest, START, BUMPED))
        spot = self.in_spot[other]
        holder = -1 if spot == origin else self.occ[spot]
        if holder < 0:
            return (moved, (other, dest, spot, BUMPED))
        if holder == seat or not self.chain:
            return None
        if spot == dest:
            return (moved, (other, dest, START, BUMPED))
        return (moved, (holder, spot, START, BUMPED), (other, dest, spot, BUMPED))

    # --- cards -------------------------------------------------------------------------

    def _card_generators(self) -> dict[str, Callable[[int, int, list[Move]], None]]:
        """Each card's move generator, called with the seat whose pegs move, the player and the list to fill.

        Picked once per board, so a turn goes straight to the right generator instead of
        testing the card and the variations every time it looks at a card.
        """
        generators: dict[str, Callable[[int, int, list[Move]], None]] = {
            JOKER: self.joker_card, "8": self.eight, "7": self.seven,
        }
        for card, count in self.counts.items():
            if card == "9" and self.nine_split:
                generators[card] = self.nine_card
            elif card == "2" and self.two_wild:
                generators[card] = self.two_card
            elif card != "7":
                generators[card] = partial(self.forward, card, count, card in STARTERS)
        return generators

    def forward(self, card: str, count: int, starts: bool, seat: int, player: int, out: list[Move]) -> None:
        """A card that moves one peg ``count`` forward, or starts one when it ``starts``."""
        if starts:
            self.start(seat, card, out)
        self.simple(seat, card, count, out)

    def eight(self, seat: int, player: int, out: list[Move]) -> None:
        """Any peg on the track 8 back; ``eight-jumps-own`` lets it pass the player's own pegs."""
        for origin in self.pegs[seat]:
            dest = self.backward(seat, origin, BACKWARD, self.jumps_own)
            if dest is not None:
                relocations = self.land(seat, origin, dest)
                if relocations is not None:
                    out.append(Move("8", relocations))

    def nine_card(self, seat: int, player: int, out: list[Move]) -> None:
        """Under ``nine-split``: the splits first, then 9 forward whole."""
        self.split_nine(seat, out)
        self.simple(seat, "9", self.counts["9"], out)

    def two_card(self, seat: int, player: int, out: list[Move]) -> None:
        """Under ``two-wild``: the swaps first, then 2 forward as usual."""
        self.swap(seat, out)
        self.simple(seat, "2", self.counts["2"], out)

    def joker_card(self, seat: int, player: int, out: list[Move]) -> None:
        self.joker(seat, out)  # a start peg may jump straight onto a peg: no come-out move

    def simple(self, seat: int, card: str, count: int, out: list[Move]) -> None:
        """Append every move of one of ``seat``'s pegs ``count`` forward: ``advances`` as whole moves.

        Most turns play a card like this, so it is ``lane`` and ``advances`` in one pass that
        makes the ``Move`` objects straight away. tests/test_pj_fast_paths.py checks that it
        gives the same moves as ``advances``, in the same order.
        """
        row = self.pegs[seat]
        n, home_end, pegs = self.n, self.home_end, len(row)
        low = bisect_left(row, 0)  # past the START pegs
        high = bisect_left(row, n, low)
        if high < pegs and row[high] + pegs - high < home_end:  # else packed at the far end
            for i in range(high, pegs):
                dest = row[i] + count
                if dest < (row[i + 1] if i < pegs - 1 else home_end):
                    out.append(Move(card, ((seat, row[i], dest, MOVED),)))
        if low == high:
            return
        occ, to_in_spot = self.occ, self.to_in_spot[seat]
        home_block = row[high] if high < pegs else home_end
        wrap = row[low] + n  # the first track peg seen from behind the last one
        for i in range(low, high):
            origin = row[i]
            block = (row[i + 1] if i < high - 1 else wrap) - origin
            dest = origin + count
            if dest >= n:
                dest -= n
            to_go = to_in_spot[origin]
            if count <= to_go:
                if block > count:
                    relocations = ((seat, origin, dest, MOVED),) if occ[dest] < 0 else self.land(seat, origin, dest)
                    if relocations is not None:
                        out.append(Move(card, relocations))
                continue
            inside = n + count - to_go - 1
            if inside < home_block and block > to_go:
                out.append(Move(card, ((seat, origin, inside, MOVED),)))
            if block > count and not self.overshoot_blocked:
                relocations = self.land(seat, origin, dest)
                if relocations is not None:
                    out.append(Move(card, relocations, True))

    def lane(self, seat: int) -> tuple[list[int], list[int]]:
        """``seat``'s track pegs and home pegs, each in ascending order.

        Ascending is ring order, so a track peg's nearest own blocker is simply the next one
        (the last wraps round to the first), and a home peg's is the next home peg. Split
        cards work out one lane and ask it for many counts.
        """
        row = self.pegs[seat]
        low = bisect_left(row, 0)  # past the START pegs
        high = bisect_left(row, self.n, low)
        return row[low:high], row[high:]

    def advances(self, seat: int, count: int, track: list[int], home: list[int], skip: int = -2) -> list[Advance]:
        """Every way to move one of ``seat``'s pegs (bar the one at ``skip``) ``count`` forward.

        ``track`` and ``home`` are the seat's ``lane`` on the board as it is now. Part-moves of
        split cards come back as bare relocations; only whole moves become ``Move`` objects.
        """
        found: list[Advance] = []
        home_end = self.home_end
        last = len(home) - 1
        if home and home[0] + last + 1 < home_end:  # else packed at the far end: none can move
            for i, origin in enumerate(home):
                if origin != skip:
                    dest = origin + count
                    if dest < (home[i + 1] if i < last else home_end):
                        found.append((((seat, origin, dest, MOVED),), False))
        if not track:
            return found
        n, occ = self.n, self.occ
        to_in_spot = self.to_in_spot[seat]
        home_block = home[0] if home else home_end
        last = len(track) - 1
        for i, origin in enumerate(track):
            if origin == skip:
                continue
            block = track[i + 1] - origin if i < last else track[0] + n - origin  # n when alone
            dest = origin + count
            if dest >= n:
                dest -= n
            to_go = to_in_spot[origin]
            if count <= to_go:
                if block > count:
                    # an empty hole is the common case and needs no rule lookup
                    relocations = ((seat, origin, dest, MOVED),) if occ[dest] < 0 else self.land(seat, origin, dest)
                    if relocations is not None:
                        found.append((relocations, False))
                continue
            inside = n + count - to_go - 1
            if inside < home_block and block > to_go:
                found.append((((seat, origin, inside, MOVED),), False))
            if block > count and not self.overshoot_blocked:
                relocations = self.land(seat, origin, dest)
                if relocations is not None:
                    found.append((relocations, True))
        return found

    def advances_upto(self, seat: int, top: int, track: list[int], home: list[int]) -> list[list[Advance]]:
        """``advances`` for every count from 1 to ``top`` at once: entry ``count`` equals
        ``advances(seat, count, track, home)``, in the same order.

        A split 7 needs all seven counts; walking each peg once for all of them reads its
        surroundings once instead of seven times. tests/test_pj_fast_paths.py compares the two.
        """
        found: list[list[Advance]] = [[] for _ in range(top + 1)]
        home_end = self.home_end
        last = len(home) - 1
        for i, origin in enumerate(home):
            room = (home[i + 1] if i < last else home_end) - origin
            for count in range(1, min(room, top + 1)):
                found[count].append((((seat, origin, origin + count, MOVED),), False))
        if not track:
            return found
        n, occ, land, around_ok = self.n, self.occ, self.land, not self.overshoot_blocked
        to_in_spot = self.to_in_spot[seat]
        home_block = home[0] if home else home_end
        last = len(track) - 1
        for i, origin in enumerate(track):
            block = track[i + 1] - origin if i < last else track[0] + n - origin
            to_go = to_in_spot[origin]
            for count in range(1, min(block, top + 1)):  # own pegs block every longer track move
                dest = origin + count
                if dest >= n:
                    dest -= n
                if count <= to_go:
                    relocations = ((seat, origin, dest, MOVED),) if occ[dest] < 0 else land(seat, origin, dest)
                    if relocations is not None:
                        found[count].append((relocations, False))
                    continue
                if n + count - to_go - 1 < home_block:
                    found[count].append((((seat, origin, n + count - to_go - 1, MOVED),), False))
                if around_ok:
                    relocations = land(seat, origin, dest)
                    if relocations is not None:
                        found[count].append((relocations, True))
            if block > to_go:  # counts from ``block`` on are blocked on the track but may go home
                for count in range(max(block, to_go + 1), top + 1):
                    inside = n + count - to_go - 1
                    if inside < home_block:
                        found[count].append((((seat, origin, inside, MOVED),), False))
        return found

    def start(self, seat: int, card: str, out: list[Move]) -> None:
        if START in self.pegs[seat]:
            relocations = self.land(seat, START, self.come_out[seat])
            if relocations is not None:
                out.append(Move(card, relocations))

    def joker(self, seat: int, out: list[Move]) -> None:
        before = len(out)
        origins = list(dict.fromkeys(code for code in self.pegs[seat] if code < self.n))
        for target, other in enumerate(self.occ):
            if other >= 0 and other != seat:
                for origin in origins:
                    relocations = self.land(seat, origin, target)
                    if relocations is not None:
                        out.append(Move(JOKER, relocations))
        if len(out) == before and self.joker_one:
            self.simple(seat, JOKER, 1, out)

    def swap(self, seat: int, out: list[Move]) -> None:
        n = self.n
        for origin in self.pegs[seat]:
            if 0 <= origin < n:
                for target, other in enumerate(self.occ):
                    if other >= 0 and other != seat:
                        out.append(Move("2", ((seat, origin, target, MOVED), (other, target, origin, SWAPPED))))

    def seven(self, seat: int, player: int, out: list[Move]) -> None:
        """Seven forward with one peg, or split 1+6 .. 6+1 between two (both orders tried).

        ``seven-to-partner`` hands the rest to the next teammate once the first part brings
        the mover's last peg home; ``seven-partial-last`` lets a winning move stop short.

        Each count's part-moves are worked out once. The rest of a split is normally found by
        playing the first part on the board and asking again; two shortcuts that give the
        same moves in the same order cover most splits far more cheaply: ``home_rest`` when
        only home pegs are left to move, and ``apart`` when the first part cannot affect the
        other pegs' moves. tests/test_pj_fast_paths.py checks both against the long way.
        """
        splits = _Splits("7", out)
        track, home = self.lane(seat)
        plain = not (self.to_partner or self.partial_last)
        if len(track) + len(home) < 2 and plain:  # a split needs two pegs of one's own out of start
            for first, around in self.advances(seat, SEVEN, track, home):
                splits.add((), first, around)
            return
        solo = self.advances_upto(seat, SEVEN, track, home)
        for first, around in solo[SEVEN]:
            splits.add((), first, around)
        for part in range(1, SEVEN):
            rest = SEVEN - part
            for first, around in solo[part]:
                if plain and (not track or track == [first[0][1]]):
                    self.home_rest(splits, seat, home, first, rest, around)
                    continue
                if plain and self.apart(seat, first, track, rest):
                    splits.add_all(first, solo[rest], around, first[0][1])
                    continue
                self.do(first)
                if self.partial_last and self.team_home(seat):
                    self.undo(first)
                    splits.add((), first, around)
                    continue
                moved = first[0][2]
                self.seven_rest(splits, seat, moved, SEVEN - part, first, around)
                if self.to_partner and self.finished(seat):
                    helped = self.acting_seats(player)
                    if helped:
                        self.seven_rest(splits, helped[0], -2, SEVEN - part, first, around)
                self.undo(first)

    def seven_rest(
        self, splits: _Splits, mover: int, moved: int, rest: int,
        first: tuple[Relocation, ...], around: bool,
    ) -> None:
        """Second parts of a split 7 with ``mover``'s pegs, the first part being on the board."""
        track, home = self.lane(mover)
        splits.add_all(first, self.advances(mover, rest, track, home, moved), around)
        if self.partial_last:
            for count in range(1, rest):
                for second, around2 in self.advances(mover, count, track, home, moved):
                    self.do(second)
                    wins = self.team_home(mover)
                    self.undo(second)
                    if wins:
                        splits.add(first, second, around or around2)

    def apart(self, seat: int, first: tuple[Relocation, ...], track: list[int], rest: int) -> bool:
        """Whether the first part of a split leaves the ``rest`` moves of the seat's other pegs as they were.

        A ``rest`` move reads only the own pegs on its way, the home row if it may go in, the
        hole it lands on and, when that holds a teammate, the teammate's in-spot. A first part
        that bumps nobody and stays on the track changes none of these unless it starts or ends
        on the way, or the landing involves a teammate; then the rest is taken as it was before
        the first part, with no need to play it on the board.
        """
        if len(first) > 1:
            return False
        _seat, origin, dest, _kind = first[0]
        n, occ, team_of = self.n, self.occ, self.team_of
        if origin >= n or dest >= n:
            return False
        for peg in track:
            if peg != origin:
                if (origin - peg) % n <= rest or (dest - peg) % n <= rest:
                    return False
                landing = peg + rest
                other = occ[landing - n if landing >= n else landing]
                if other >= 0 and other != seat and team_of[other] == team_of[seat]:
                    return False
        return True

    def home_rest(
        self, splits: _Splits, seat: int, home: list[int], first: tuple[Relocation, ...], rest: int, around: bool,
    ) -> None:
        """Second parts of a split 7 whose first part moved the seat's only track peg, if any.

        Only home pegs are left to finish it, and home is never shared, so the rest is worked
        out from the home row alone without putting the first part on the board (most splits
        late in a game are like this).
        """
        _seat, origin, moved, _kind = first[0]
        if origin >= self.n:
            home = [moved if code == origin else code for code in home]  # stays ascending
        elif moved >= self.n:
            home = [moved, *home]  # entered below every home peg, or it would have been blocked
        splits.add_all(first, self.advances(seat, rest, [], home, moved), around)

    def split_nine(self, seat: int, out: list[Move]) -> None:
        """One peg forward and another backward, 9 in all, in either order."""
        splits = _Splits("9", out)
        track, home = self.lane(seat)
        for part in range(1, NINE):
            for first, around in self.advances(seat, part, track, home):
                self.do(first)
                moved = first[0][2]
                for other in tuple(self.pegs[seat]):
                    if other != moved:
                        back = self.backward(seat, other, NINE - part, False)
                        second = None if back is None else self.land(seat, other, back)
                        if second is not None:
                            splits.add(first, second, around)
                self.undo(first)
            for origin in tuple(self.pegs[seat]):
                back = self.backward(seat, origin, part, False)
                first = None if back is None else self.land(seat, origin, back)
                if first is None:
                    continue
                self.do(first)
                for second, around in self.advances(seat, NINE - part, *self.lane(seat), back):
                    splits.add(first, second, around)
                self.undo(first)


class _Splits:
    """Collects the moves of one split card, keeping one per set of relocations.

    Splitting between two pegs in either order usually comes to the same relocations, and a
    player chooses a result, not an order. ``legal_moves`` removes the rare remaining
    duplicates (orders that differ only in a chain of bumps) by comparing positions.
    """

    __slots__ = ("card", "out", "seen")

    def __init__(self, card: str, out: list[Move]) -> None:
        self.card, self.out = card, out
        self.seen: set[frozenset[Relocation]] = set()

    def add(self, first: tuple[Relocation, ...], second: tuple[Relocation, ...], around: bool) -> None:
        self.add_all(first, [(second, around)], around)

    def add_all(self, first: tuple[Relocation, ...], seconds: list[Advance], around: bool, skip: int = -2) -> None:
        """``add`` for each second part after one first part, bar those moving the peg from ``skip``.

        Split 7s offer dozens of second parts per first part; one call for all of them
        saves a call for each.
        """
        seen, out, card = self.seen, self.out, self.card
        for second, around2 in seconds:
            if second[0][1] != skip:
                relocations = first + second
                key = frozenset(relocations)
                if key not in seen:
                    seen.add(key)
                    out.append(Move(card, relocations, around or around2))
