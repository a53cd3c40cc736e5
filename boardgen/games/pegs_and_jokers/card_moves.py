"""What each card does on a Pegs and Jokers board: the 8, the split 7 and 9, the joker, the swap.

``Board`` adds the card rules to ``PegBoard``'s steps; the rules that look at a whole hand
stay in ``rules.Turn``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from boardgen.games.pegs_and_jokers.move import BACKWARD, NINE, SEVEN, STARTERS, Advance, Move, Relocation, new_move
from boardgen.games.pegs_and_jokers.pegboard import PegBoard
from boardgen.games.pegs_and_jokers.state import State
from boardgen.play.cards import JOKER
from boardgen.play.moves import MOVED, SWAPPED


class Board(PegBoard):
    """A ``PegBoard`` that knows each card's moves, picked once per board (``by_card``)."""

    __slots__ = ("by_card", "joker_starts", "plain_counts")

    def __init__(self, state: State) -> None:
        super().__init__(state)
        self.joker_starts = state.rules.has("joker-starts")
        self.plain_counts = {
            card: count for card, count in self.counts.items()
            if card != "7" and not (card == "9" and self.nine_split) and not (card == "2" and self.two_wild)
        }
        """The cards that only step forward (a starter may start a peg first), by their count:
        ``rules.Turn`` lists all of a hand's in one ``steps``."""
        self.by_card = self._card_generators()

    def copy(self) -> Board:
        twin = super().copy()
        assert isinstance(twin, Board)
        twin.joker_starts, twin.plain_counts = self.joker_starts, self.plain_counts
        twin.by_card = twin._card_generators()  # bound to the copy, which they read
        return twin

    # --- cards -------------------------------------------------------------------------

    def _card_generators(self) -> dict[str, Callable[[int, int, list[Move]], None]]:
        """Each card's move generator, called with the seat whose pegs move, the player and the list to fill.

        Picked once per board, so a turn goes straight to the right generator instead of
        testing the card and the variations every time it looks at a card.
        """
        generators: dict[str, Callable[[int, int, list[Move]], None]] = {
            JOKER: self.joker_card, "8": self.eight, "7": self.seven, "9": self.nine_card, "2": self.two_card,
        }
        # the 9 and the 2 split and swap only under their variations; otherwise they are plain
        for card, count in self.plain_counts.items():
            generators[card] = partial(self.forward if card in STARTERS else self.simple, card, count)
        return generators

    def forward(self, card: str, count: int, seat: int, player: int, out: list[Move]) -> None:
        """A card that starts a peg or moves one ``count`` forward."""
        self.start(seat, card, out)
        self.steps(seat, ((card, count, out),))

    def eight(self, seat: int, player: int, out: list[Move]) -> None:
        """Any peg on the track 8 back; ``eight-jumps-own`` lets it pass the player's own pegs."""
        n = self.n
        for origin in self.pegs[seat]:
            if 0 <= origin < n:  # ``backward`` says None to the others, but only after a call
                dest = self.backward(seat, origin, BACKWARD, self.jumps_own)
                if dest is not None:
                    relocations = self.land(seat, origin, dest)
                    if relocations is not None:
                        out.append(new_move(("8", relocations, False)))

    def nine_card(self, seat: int, player: int, out: list[Move]) -> None:
        """Under ``nine-split``: the splits first, then 9 forward whole."""
        self.split_nine(seat, out)
        self.simple("9", self.counts["9"], seat, player, out)

    def two_card(self, seat: int, player: int, out: list[Move]) -> None:
        """Under ``two-wild``: the swaps first, then 2 forward as usual, which ``two-wild-only`` takes away."""
        self.swap(seat, out)
        if not self.two_only:
            self.simple("2", self.counts["2"], seat, player, out)

    def joker_card(self, seat: int, player: int, out: list[Move]) -> None:
        """A start peg may jump straight onto a peg; ``joker-starts`` adds the come-out move."""
        if self.joker_starts:
            self.start(seat, JOKER, out)
        self.joker(seat, out)

    def joker(self, seat: int, out: list[Move]) -> None:
        before = len(out)
        origins = list(dict.fromkeys(code for code in self.pegs[seat] if code < self.n))
        for target in self.others_on_track(seat):
            for origin in origins:
                relocations = self.land(seat, origin, target)
                if relocations is not None:
                    out.append(new_move((JOKER, relocations, False)))
        if len(out) == before and self.joker_one:
            self.simple(JOKER, 1, seat, -1, out)

    def swap(self, seat: int, out: list[Move]) -> None:
        n = self.n
        occ, targets = self.occ, self.others_on_track(seat)
        for origin in self.pegs[seat]:
            if 0 <= origin < n:
                for target in targets:
                    swapped = (occ[target], target, origin, SWAPPED)
                    out.append(new_move(("2", ((seat, origin, target, MOVED), swapped), False)))

    def seven(self, seat: int, player: int, out: list[Move]) -> None:
        """Seven forward with one peg, or split 1+6 .. 6+1 between two (both orders tried).

        ``seven-to-partner`` hands the rest to the next teammate once the first part brings
        the mover's last peg home; ``seven-partial-last`` lets a winning move stop short.

        Each count's part-moves are worked out once. The rest of a split is normally found by
        playing the first part on the board and asking again; shortcuts that give the same
        moves in the same order cover most 7s far more cheaply: no split is looked for when
        fewer than two pegs can move (``movable``); ``home_rest`` when the first part moved a
        home peg or the only track peg; ``apart`` when the first part cannot affect the other
        pegs' moves, and then the pairs with the larger part first are not built at all when
        each was made already with the smaller part first. tests/test_pj_fast_paths.py checks
        them against the long way, on crowded positions.
        """
        splits = _Splits("7", out)
        if self.three_card:
            self.seven_with_mates(seat, player, splits)
        track, home = self.lane(seat)
        plain = not (self.to_partner or self.partial_last)
        # A whole 7 moves one peg and a split two, so none of these can repeat a split: they
        # go straight in, with no set of relocations made to compare.
        if plain and self.movable(track, home) < 2:  # a split needs two pegs that can move
            out += [new_move(("7", first, around)) for first, around in self.advances(seat, SEVEN, track, home)]
            return
        solo = self.advances_upto(seat, SEVEN, track, home)
        out += [new_move(("7", first, around)) for first, around in solo[SEVEN]]
        all_apart = [False] * SEVEN  # for 1 to 3: every first part of that count was taken apart
        n = self.n
        for part in range(1, SEVEN):
            rest = SEVEN - part
            every = True
            for first, around in solo[part]:
                origin = first[0][1]
                if plain and (origin >= n or track == [origin]):
                    self.home_rest(splits, seat, track, home, first, rest, solo[rest], around)
                    every = False
                    continue
                if plain and self.apart(seat, first, track, rest):
                    # With the rest's own first parts all taken apart, each of these pairs was
                    # made already, the smaller part first, with these very relocations.
                    if part < rest or not all_apart[rest]:
                        splits.add_all(first, solo[rest], around, origin)
                    continue
                every = False
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
            all_apart[part] = every

    def seven_with_mates(self, seat: int, player: int, splits: _Splits) -> None:
        """Under ``three-card``: a 7 shared between one of ``seat``'s pegs and one of a teammate's.

        Partners help each other all the time in that game (seed 004), so a card that may move
        either's pegs may move one of each. Each pair of seats is tried once, from the earlier
        seat of the turn's order, in both orders of play.
        """
        mates = self.acting_seats(player)
        for mate in mates[mates.index(seat) + 1:]:
            for first_seat, second_seat in ((seat, mate), (mate, seat)):
                track, home = self.lane(first_seat)
                for part in range(1, SEVEN):
                    for first, around in self.advances(first_seat, part, track, home):
                        self.do(first)
                        self.seven_rest(splits, second_seat, -2, SEVEN - part, first, around)
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
        self, splits: _Splits, seat: int, track: list[int], home: list[int], first: tuple[Relocation, ...],
        rest: int, rests: list[Advance], around: bool,
    ) -> None:
        """Second parts of a split 7 whose first part moved a home peg, or the seat's only track peg;
        ``rests`` are the seat's moves of ``rest`` holes as the board is.

        Either way the rest is worked out from the lane with the first part's peg put in its
        place, without playing it on the board: a home peg's move changes nothing outside home
        (home is never shared), and after the only track peg moved only home pegs are left to
        move, as in ``rests`` when it stayed on the track. Most splits late in a game are like this.
        """
        _seat, origin, moved, _kind = first[0]
        n = self.n
        if origin < n and moved < n:
            splits.add_all(first, rests, around, origin)
            return
        if origin >= n:
            home = [moved if code == origin else code for code in home]  # stays ascending
        else:
            track = []  # the peg moved is not moved again
            home = [moved, *home]  # entered below every home peg, or it would have been blocked
        splits.add_all(first, self.advances(seat, rest, track, home, moved), around)

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
                    out.append(new_move((card, relocations, around or around2)))
