"""What each card of a lane game (``lanes``) does on the lane board: its description's choices
(forward, backward, split, split-back, swap, enter, the game's special move) in the order the
card lists them, each a generator picked once per board.

``LaneCards`` adds them to ``LaneBoard``'s steps; the rules that look at a whole hand stay in
``lane_turn.LaneTurn``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from boardgen.games.race.description.model import Action
from boardgen.games.race.lanes.board import Advance, LaneBoard, LaneMove, Relocation, new_move
from boardgen.games.race.lanes.tables import Lanes
from boardgen.play.moves import MOVED, SWAPPED

Generator = Callable[[int, int, list[LaneMove]], None]
"""A card's moves, called with the seat whose pieces move, the player and the list to fill."""


class LaneCards(LaneBoard):
    """A ``LaneBoard`` that knows each card's moves, picked once per board (``by_card``)."""

    __slots__ = ("by_card", "plain_counts")

    def __init__(self, lanes: Lanes, pegs: Sequence[Sequence[int]]) -> None:
        super().__init__(lanes, pegs)
        self.plain_counts = lanes.plain_counts
        self.by_card = self._card_generators()

    def copy(self) -> LaneCards:
        twin = super().copy()
        assert isinstance(twin, LaneCards)
        twin.plain_counts = self.plain_counts
        twin.by_card = twin._card_generators()  # bound to the copy, which they read
        return twin

    # --- cards -------------------------------------------------------------------------

    def _card_generators(self) -> dict[str, Generator]:
        """Each card's move generator. Picked once per board, so a turn goes straight to the
        right generator instead of reading the card's choices every time it looks at a card."""
        generators: dict[str, Generator] = {}
        for card, actions in self.lanes.plays.items():
            count = self.plain_counts.get(card)
            if count is not None:
                generators[card] = partial(self.forward if card in self.lanes.starters else self.simple, card, count)
                continue
            each = [self._choice(card, action) for action in actions]
            generators[card] = each[0] if len(each) == 1 else partial(self._every, tuple(each))
        return generators

    def _choice(self, card: str, action: Action) -> Generator:
        verb, count = action.verb, action.count or 0
        if verb == "forward":
            return partial(self.simple, card, count)
        if verb == "enter":
            return partial(self.enter, card)
        if verb == "backward":
            return partial(self.back, card, count)
        if verb == "split":
            return partial(self.split, card, count)
        if verb == "split-back":
            return partial(self.split_back, card, count)
        if verb == "swap":
            return partial(self.swap, card)
        special = self.lanes.special
        assert special is not None, "lanes.unplayable refuses a special move without its hook"
        return partial(special, self, card)

    @staticmethod
    def _every(each: tuple[Generator, ...], seat: int, player: int, out: list[LaneMove]) -> None:
        """A card with several choices: each one's moves, in the order the card lists them."""
        for generate in each:
            generate(seat, player, out)

    def forward(self, card: str, count: int, seat: int, player: int, out: list[LaneMove]) -> None:
        """A card that starts a peg or moves one ``count`` forward."""
        self.start(seat, card, out)
        self.steps(seat, ((card, count, out),))

    def enter(self, card: str, seat: int, player: int, out: list[LaneMove]) -> None:
        self.start(seat, card, out)

    def back(self, card: str, count: int, seat: int, player: int, out: list[LaneMove]) -> None:
        """Any peg on the track ``count`` back; ``rules.pass_own = "backward"`` lets it pass
        the seat's own pegs."""
        n = self.n
        for origin in self.pegs[seat]:
            if 0 <= origin < n:  # ``backward`` says None to the others, but only after a call
                dest = self.backward(seat, origin, count, self.jumps_own)
                if dest is not None:
                    relocations = self.land(seat, origin, dest)
                    if relocations is not None:
                        out.append(new_move((card, relocations, False)))

    def swap(self, card: str, seat: int, player: int, out: list[LaneMove]) -> None:
        """A peg on the track exchanged with another seat's (an opponent's, or with
        ``rules.swap_partners`` anyone's)."""
        n, occ, team_of = self.n, self.occ, self.team_of
        targets = self.others_on_track(seat)
        if not self.lanes.swap_partners:
            targets = [target for target in targets if team_of[occ[target]] != team_of[seat]]
        for origin in self.pegs[seat]:
            if 0 <= origin < n:
                for target in targets:
                    swapped = (occ[target], target, origin, SWAPPED)
                    out.append(new_move((card, ((seat, origin, target, MOVED), swapped), False)))

    def split(self, card: str, count: int, seat: int, player: int, out: list[LaneMove]) -> None:
        """``split N`` (Pegs and Jokers' 7): N forward with one peg, or split 1 + (N-1) ..
        (N-1) + 1 between two (both orders tried).

        ``rules.split_to_partner`` hands the rest to the next teammate once the first part
        brings the mover's last peg home; ``rules.split_partial_win`` lets a winning move stop short.

        Each count's part-moves are worked out once. The rest of a split is normally found by
        playing the first part on the board and asking again. Shortcuts that give the same
        moves in the same order cover most 7s far more cheaply:

        - no split is looked for when fewer than two pegs can move (``movable``);
        - ``home_rest`` when the first part moved a home peg or the only track peg;
        - ``apart`` when the first part cannot affect the other pegs' moves. Then the pairs with
          the larger part first are not built at all when each was made already with the
          smaller part first.

        tests/games/pegs_and_jokers/test_fast_paths.py checks
        them against the long way, on crowded positions.
        """
        splits = _Splits(card, out)
        if self.three_card:
            self.split_with_mates(seat, player, count, splits)
        track, home = self.lane(seat)
        plain = not (self.to_partner or self.partial_last)
        # A whole 7 moves one peg and a split two, so none of these can repeat a split: they
        # go straight in, with no set of relocations made to compare.
        if plain and self.movable(track, home) < 2:  # a split needs two pegs that can move
            out += [new_move((card, first, around)) for first, around in self.advances(seat, count, track, home)]
            return
        solo = self.advances_upto(seat, count, track, home)
        out += [new_move((card, first, around)) for first, around in solo[count]]
        all_apart = [False] * count  # for the smaller parts: every first part of that count was taken apart
        n = self.n
        for part in range(1, count):
            rest = count - part
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
                self.split_rest(splits, seat, moved, rest, first, around)
                if self.to_partner and self.finished(seat):
                    helped = self.acting_seats(player)
                    if helped:
                        self.split_rest(splits, helped[0], -2, rest, first, around)
                self.undo(first)
            all_apart[part] = every

    def split_with_mates(self, seat: int, player: int, count: int, splits: _Splits) -> None:
        """With ``rules.partners_move = "always"`` (Pegs and Jokers' ``three-card``): a split
        shared between one of ``seat``'s pegs and one of a teammate's.

        Partners help each other all the time in that game (seed 004), so a card that may move
        either's pegs may move one of each. Each pair of seats is tried once, from the earlier
        seat of the turn's order, in both orders of play.
        """
        mates = self.acting_seats(player)
        for mate in mates[mates.index(seat) + 1:]:
            for first_seat, second_seat in ((seat, mate), (mate, seat)):
                track, home = self.lane(first_seat)
                for part in range(1, count):
                    for first, around in self.advances(first_seat, part, track, home):
                        self.do(first)
                        self.split_rest(splits, second_seat, -2, count - part, first, around)
                        self.undo(first)

    def split_rest(
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
        that bumps nobody and stays on the track changes none of these. The exceptions: it starts
        or ends on the way, or the landing involves a teammate. Otherwise the rest is taken as it
        was before the first part, with no need to play it on the board.
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
        place, without playing it on the board. A home peg's move changes nothing outside home,
        as home is never shared. After the only track peg moved, only home pegs are left to
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

    def split_back(self, card: str, count: int, seat: int, player: int, out: list[LaneMove]) -> None:
        """``split-back N`` (Pegs and Jokers' ``nine-split``): one peg forward and another
        backward, N in all, in either order."""
        splits = _Splits(card, out)
        track, home = self.lane(seat)
        for part in range(1, count):
            for first, around in self.advances(seat, part, track, home):
                self.do(first)
                moved = first[0][2]
                for other in tuple(self.pegs[seat]):
                    if other != moved:
                        back = self.backward(seat, other, count - part, False)
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
                for second, around in self.advances(seat, count - part, *self.lane(seat), back):
                    splits.add(first, second, around)
                self.undo(first)


class _Splits:
    """Collects the moves of one split card, keeping one per set of relocations.

    Splitting between two pegs in either order usually comes to the same relocations, and a
    player chooses a result, not an order. ``legal_moves`` removes the rare remaining
    duplicates (orders that differ only in a chain of bumps) by comparing positions.
    """

    __slots__ = ("card", "out", "seen")

    def __init__(self, card: str, out: list[LaneMove]) -> None:
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
