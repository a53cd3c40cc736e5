"""A lane game's position as a mutable board (``lanes``): where pieces stand, how one steps and
lands, and every way one goes forward. ``lane_cards`` builds each card's moves on these steps.

The move generators of a lane game spend their time here, so it trades the general engine's
immutable positions for lists changed in place and undone, and plain integer codes.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from functools import partial
from typing import NamedTuple

from boardgen.games.race.lanes.tables import START, Lanes
from boardgen.play.moves import BUMPED, MOVED

Relocation = tuple[int, int, int, int]
"""``(seat, origin, destination, kind)``: one piece shifted, in lane codes."""
Advance = tuple[tuple[Relocation, ...], bool]
"""One piece moved forward: its relocations (with any bump) and whether it went round again."""


class LaneMove(NamedTuple):
    """One legal play of one card; ``around`` marks a piece carried past its own exit.

    A named tuple rather than a frozen dataclass: just as immutable, and a game builds
    thousands of candidate moves, for which tuple construction costs half as much.
    """

    card: str
    relocations: tuple[Relocation, ...]
    around: bool = False


new_move = partial(tuple.__new__, LaneMove)
"""``new_move((card, relocations, around))``: a ``LaneMove`` built without the Python-level
``__new__`` a named tuple has, which the move generators call hundreds of thousands of times
a game; all three fields are given."""


class LaneBoard:
    """A mutable copy of a position, quick to query and update, for generating and playing moves.

    The engine keeps one per game and applies each chosen move to it; split cards apply
    their first part, look for a second, and undo, so no candidate is ever copied. Each
    seat's row is kept ascending, as in ``State``, so the moves come in an order that depends
    on the position alone (not on which moves were tried before), which keeps seeds replayable.
    """

    __slots__ = (
        "lanes", "n", "home_end", "to_in_spot", "in_spot", "come_out", "team_of", "pegs", "occ", "bits", "on_track",
        "overshoot_blocked", "forced_around", "jumps_own", "to_partner", "partial_last", "three_card", "idle_start",
        "starters",
    )

    def __init__(self, lanes: Lanes, pegs: Sequence[Sequence[int]]) -> None:
        self.lanes = lanes
        self.n = n = lanes.n
        self.home_end = lanes.home_end
        self.to_in_spot = lanes.to_in_spot
        self.in_spot = lanes.in_spot
        self.come_out = lanes.come_out
        self.team_of = lanes.team_of
        self.pegs = [sorted(row) for row in pegs]
        occ = [-1] * self.n
        for seat, row in enumerate(pegs):
            for code in row:
                if 0 <= code < self.n:
                    occ[code] = seat
        self.occ = occ
        self.bits = tuple(1 << code for code in range(n)) + (0,) * (self.home_end - n + 1)
        """By peg code: the code's bit in a mask of track holes, 0 for home and ``START`` (the last)."""
        self.on_track: list[int] | None = None
        """``track_masks`` once asked for, else None."""
        self.overshoot_blocked = lanes.overshoot_blocked
        self.forced_around = lanes.forced_around
        self.jumps_own = lanes.jumps_own
        self.to_partner = lanes.to_partner
        self.partial_last = lanes.partial_last
        self.three_card = lanes.three_card
        self.idle_start = lanes.idle_start
        self.starters = lanes.starters

    def copy(self) -> LaneBoard:
        """Another board in this position, to play on without touching this one: the pegs are
        copied, the rule tables (never changed) shared. Far cheaper than building one from a
        position, which sorts every row again; a tree search makes one per playout."""
        twin = object.__new__(type(self))
        for name in LaneBoard.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.pegs = [row[:] for row in self.pegs]
        twin.occ = self.occ[:]
        twin.on_track = None if self.on_track is None else self.on_track[:]
        return twin

    def track_masks(self) -> list[int]:
        """By seat: the mask of the track holes holding its pegs (bit ``h`` for hole ``h``), for
        players that ask where the pegs stand every turn (smart's danger).

        Worked out on the first call, then kept by the turn loop (``lane_table.play_turns``) as it
        plays each move; a board nobody asks is spared that (a random game would be 4% slower).
        ``do`` and ``undo`` leave the masks, as a move tried out is undone before anyone asks.
        """
        if self.on_track is None:
            self.on_track = [sum(self.bits[code] for code in row) for row in self.pegs]
        return self.on_track

    def finished(self, seat: int) -> bool:
        return self.pegs[seat][0] >= self.n

    def team_home(self, seat: int) -> bool:
        team, n, team_of = self.team_of[seat], self.n, self.team_of
        return all(row[0] >= n for s, row in enumerate(self.pegs) if team_of[s] == team)

    def acting_seats(self, player: int) -> tuple[int, ...]:
        """Whose pegs ``player`` moves: their own, or once home the next teammate's to their left.

        With ``rules.partners_move = "always"`` teammates help each other all the time, so every unfinished
        teammate is offered, the player first.
        """
        if not self.three_card and not self.finished(player):
            return (player,)
        players, team = self.lanes.players, self.team_of[player]
        mates = []
        for step in range(players):
            seat = (player + step) % players
            if self.team_of[seat] == team and not self.finished(seat):
                mates.append(seat)
        return tuple(mates) if self.three_card else tuple(mates[:1])

    def others_on_track(self, seat: int) -> list[int]:
        """The track holes holding another seat's peg, ascending: a joker's or a swap's targets.

        Gathered from the twenty-odd pegs rather than by walking every hole of the track.
        """
        n = self.n
        return sorted(code for other, row in enumerate(self.pegs) if other != seat for code in row if 0 <= code < n)

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
        """``do`` backwards: each relocation reversed, the last first."""
        self.do(tuple((seat, dest, origin, kind) for seat, origin, dest, kind in reversed(relocations)))

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
        """The relocations of a peg arriving at ``dest``, with its bump (a partner's as the game's
        ``partner_landing`` hook says); None if not allowed."""
        moved = (seat, origin, dest, MOVED)
        if dest >= self.n:
            return (moved,)
        other = self.occ[dest]
        if other < 0:
            return (moved,)
        if other == seat:
            return None
        if self.team_of[other] != self.team_of[seat] or self.lanes.partner_landing is None:
            return (moved, (other, dest, START, BUMPED))
        return self.lanes.partner_landing(self, moved, other)

    def simple(self, card: str, count: int, seat: int, _player: int, out: list[LaneMove]) -> None:
        """Append every move of one of ``seat``'s pegs ``count`` forward: ``steps`` for one card.

        Its arguments end as a card's generator's do (seat, player, list), so a card that only
        steps forward calls it with no layer between.
        """
        self.steps(seat, ((card, count, out),))

    def steps(self, seat: int, cards: Sequence[tuple[str, int, list[LaneMove]]]) -> None:
        """For each ``(card, count, out)``, append to ``out`` every move of one of ``seat``'s pegs
        ``count`` forward: ``advances`` as whole moves.

        Most turns play cards like this. So it is ``lane`` and ``advances`` in one pass that
        makes the ``LaneMove`` objects straight away. A player weighing the whole hand has all its
        plain cards listed in that one pass, each peg's surroundings read once for all of them.
        That is a third faster than a pass per card. tests/games/pegs_and_jokers/test_fast_paths.py checks that it
        gives the same moves as ``advances``, in the same order.
        """
        row = self.pegs[seat]
        n, home_end, pegs = self.n, self.home_end, len(row)
        low = bisect_left(row, 0)  # past the START pegs
        high = bisect_left(row, n, low)
        if high < pegs and row[high] + pegs - high < home_end:  # else packed at the far end
            for i in range(high, pegs):
                origin = row[i]
                room = (row[i + 1] if i < pegs - 1 else home_end) - origin
                if room > 1:  # else the next hole is taken: no count fits
                    for card, count, out in cards:
                        if count < room:
                            out.append(new_move((card, ((seat, origin, origin + count, MOVED),), False)))
        if low == high:
            return
        occ, to_in_spot = self.occ, self.to_in_spot[seat]
        home_block = row[high] if high < pegs else home_end
        wrap = row[low] + n  # the first track peg seen from behind the last one
        for i in range(low, high):
            origin = row[i]
            block = (row[i + 1] if i < high - 1 else wrap) - origin
            to_go = to_in_spot[origin]
            for card, count, out in cards:
                dest = origin + count
                if dest >= n:
                    dest -= n
                if count <= to_go:
                    if block > count:
                        relocations = ((seat, origin, dest, MOVED),) if occ[dest] < 0 else self.land(seat, origin, dest)
                        if relocations is not None:
                            out.append(new_move((card, relocations, False)))
                    continue
                inside = n + count - to_go - 1
                if inside < home_block and block > to_go:
                    out.append(new_move((card, ((seat, origin, inside, MOVED),), False)))
                if block > count and not self.overshoot_blocked:
                    relocations = self.land(seat, origin, dest)
                    if relocations is not None:
                        out.append(new_move((card, relocations, True)))

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

    def movable(self, track: list[int], home: list[int]) -> int:
        """A count of a lane's pegs that might move forward, at least as large as the truth:
        every track peg, and each home peg with a free hole above it.

        A home peg with none stays stuck whatever else moves, as a peg entering home comes in
        below it. So when this is under two no split can be made, and a split card need not
        look for one. That is about half the 7s of a random game.
        """
        end = self.home_end
        stuck = sum(1 for i, code in enumerate(home) if code + 1 == (home[i + 1] if i + 1 < len(home) else end))
        return len(track) + len(home) - stuck

    def advances(self, seat: int, count: int, track: list[int], home: list[int], skip: int = -2) -> list[Advance]:
        """Every way to move one of ``seat``'s pegs (bar the one at ``skip``) ``count`` forward.

        ``track`` and ``home`` are the seat's ``lane`` on the board as it is now. Part-moves of
        split cards come back as bare relocations; only whole moves become ``LaneMove`` objects.
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
        surroundings once instead of seven times. tests/games/pegs_and_jokers/test_fast_paths.py compares the two.
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

    def start(self, seat: int, card: str, out: list[LaneMove]) -> None:
        if START in self.pegs[seat]:
            relocations = self.land(seat, START, self.come_out[seat])
            if relocations is not None:
                out.append(new_move((card, relocations, False)))
