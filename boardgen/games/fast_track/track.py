"""A Fast Track position as a mutable board: where marbles stand, how one walks and lands.

``rules.Table`` adds the card rules to these steps (as ``pegs_and_jokers.card_moves`` does on
its ``PegBoard``), so the walking along the track, the fast track and into home is read and
tested apart from what each card may do.
"""

from __future__ import annotations

from boardgen.games.fast_track.state import PEN, State
from boardgen.games.fast_track.topology import HOME_SPACES, SIDE_LENGTH
from boardgen.play.moves import BUMPED, MOVED

Relocation = tuple[int, int, int, int]
"""``(seat, from, to, kind)``: one marble's change of place, ``kind`` one of ``play.moves``' kinds."""


class Track:
    """A mutable copy of a position, quick to query and update: the engine keeps one per game,
    and a split 7 applies its first part, looks for a second, and undoes. It knows how a
    marble walks and lands; which walks a card allows is ``rules.Table``'s."""

    __slots__ = ("rules", "n", "sides", "marbles", "occ", "bull")

    def __init__(self, state: State) -> None:
        rules = state.rules
        self.rules = rules
        self.n = rules.track
        self.sides = rules.players
        self.marbles = [list(row) for row in state.marbles]
        self.occ = [-1] * self.n
        self.bull = -1
        for seat, row in enumerate(state.marbles):
            for code in row:
                self._put(seat, code)

    def state(self) -> State:
        return State(self.rules, tuple(tuple(sorted(row)) for row in self.marbles))

    def _put(self, seat: int, code: int) -> None:
        space = self.rules.space(code)
        if space >= 0:
            self.occ[space] = seat
        elif code == self.rules.bulls_eye:
            self.bull = seat

    def _take(self, seat: int, code: int) -> None:
        space = self.rules.space(code)
        if space >= 0 and self.occ[space] == seat:
            self.occ[space] = -1
        elif code == self.rules.bulls_eye and self.bull == seat:
            self.bull = -1

    def do(self, relocations: tuple[Relocation, ...]) -> None:
        for seat, origin, dest, _kind in relocations:
            row = self.marbles[seat]
            row[row.index(origin)] = dest
            self._take(seat, origin)
            self._put(seat, dest)

    def undo(self, relocations: tuple[Relocation, ...]) -> None:
        for seat, origin, dest, _kind in reversed(relocations):
            row = self.marbles[seat]
            row[row.index(dest)] = origin
            self._take(seat, dest)
            self._put(seat, origin)

    def finished(self, seat: int) -> bool:
        return min(self.marbles[seat]) >= self.rules.home0

    def team_home(self, seat: int) -> bool:
        return all(self.finished(s) for s in self.rules.mates(seat))

    def holder(self, code: int) -> int:
        """The seat with a marble where ``code`` would stand, or -1."""
        space = self.rules.space(code)
        if space >= 0:
            return self.occ[space]
        return self.bull if code == self.rules.bulls_eye else -1

    # --- walking ---------------------------------------------------------------------

    def forward(self, seat: int, origin: int, count: int) -> list[int]:
        """Where one marble may end ``count`` spaces forward (every shortcut choice), or []."""
        rules = self.rules
        if origin >= rules.home0:
            hole = origin - rules.home0 + count
            between = range(origin + 1, origin + count + 1)
            if hole < HOME_SPACES and not any(code in between for code in self.marbles[seat]):
                return [origin + count]
            return []
        if origin < rules.track:
            if origin < 0:
                return []
            if origin % SIDE_LENGTH:
                return self._forward_track(seat, origin, count, bulls_eye=True)
            return self._forward_track(seat, origin, count, False) + self._hops(seat, origin // SIDE_LENGTH, count, 1)
        if origin < rules.bulls_eye:
            return self._hops(seat, origin - rules.ride, count, 1)
        return []

    def backward(self, seat: int, origin: int, count: int) -> list[int]:
        """Where a marble on the main track may end ``count`` spaces backward, or []."""
        rules = self.rules
        if 0 <= origin < rules.track:
            if origin % SIDE_LENGTH:
                return self._backward_track(seat, origin, count, bulls_eye=True)
            return self._backward_track(seat, origin, count, False) + self._hops(seat, origin // SIDE_LENGTH, count, -1)
        if rules.ride <= origin < rules.bulls_eye:
            corner = origin - rules.ride
            if corner == (seat + 1) % self.sides:
                # Already where a backward ride leaves (a jack swap puts riders there): it
                # leaves at once and backs along the main track, blocked only by its own colour.
                return self._backward_track(seat, corner * SIDE_LENGTH, count, False)
            return self._hops(seat, corner, count, -1)
        return []

    def _forward_track(self, seat: int, origin: int, count: int, bulls_eye: bool) -> list[int]:
        """Along the main track, turning into home at the entry (a marble never passes it).

        A move that would end one space past a fast-track space may drop into the bull's eye
        instead (``bulls_eye``): it never lands on that last space, so only the spaces before
        it, the fast-track space among them, can block it.
        """
        n, occ = self.n, self.occ
        to_entry = (self.rules.entry[seat] - origin) % n
        for step in range(1, min(count, to_entry)):
            if occ[(origin + step) % n] == seat:
                return []
        if count <= to_entry:
            dest = (origin + count) % n
            out = [] if occ[dest] == seat else [dest]
            if bulls_eye and count >= 2 and (dest - 1) % SIDE_LENGTH == 0 and self.bull != seat:
                out.append(self.rules.bulls_eye)
            return out
        if to_entry and occ[(origin + to_entry) % n] == seat:  # passing its own marble on the entry
            return []
        hole = count - to_entry - 1
        home0 = self.rules.home0
        if hole >= HOME_SPACES or any(home0 <= code <= home0 + hole for code in self.marbles[seat]):
            return []
        return [home0 + hole]

    def _backward_track(self, seat: int, origin: int, count: int, bulls_eye: bool) -> list[int]:
        """Along the main track backward, past entries and exits; the bull's eye as forward."""
        n, occ = self.n, self.occ
        for step in range(1, count):
            if occ[(origin - step) % n] == seat:
                return []
        dest = (origin - count) % n
        out = [] if occ[dest] == seat else [dest]
        if bulls_eye and count >= 2 and (dest + 1) % SIDE_LENGTH == 0 and self.bull != seat:
            out.append(self.rules.bulls_eye)
        return out

    def _hops(self, seat: int, corner: int, count: int, step: int) -> list[int]:
        """Along the fast track from ``corner`` (forward: ``step`` 1, backward: -1).

        Forward, the ride ends at the colour's own fast-track space and goes on along the main
        track toward home; backward, it ends at the space after the home arm (the one nearest
        the pen) and goes on backward along the main track. Neither passes the home arm.
        """
        leave = seat if step == 1 else (seat + 1) % self.sides
        if corner == leave:
            return []
        occ, sides = self.occ, self.sides
        for done in range(1, count + 1):
            corner = (corner + step) % sides
            if occ[corner * SIDE_LENGTH] == seat:
                return []
            if corner == leave and done < count:
                space, rest = corner * SIDE_LENGTH, count - done
                if step == 1:
                    return self._forward_track(seat, space, rest, False)
                return self._backward_track(seat, space, rest, False)
        if corner == leave:  # the ride ends on its own exit: the marble is back on the main track
            return [corner * SIDE_LENGTH]
        return [self.rules.riding(corner)]

    def land(self, seat: int, origin: int, dest: int) -> tuple[Relocation, ...]:
        """The relocations of a marble arriving at ``dest``, sending back whoever is there."""
        moved = (seat, origin, dest, MOVED)
        other = self.holder(dest)
        if other < 0:
            return (moved,)
        rules = self.rules
        space = rules.space(dest)
        theirs = next(c for c in self.marbles[other] if (rules.space(c) == space if space >= 0 else c == dest))
        return (moved, (other, theirs, PEN, BUMPED))
