"""What a track game's board engraves, so a player reads it without the rules in hand.

- Each seat's colour name beside its start area, upright from where that player looks.
- The shared race marks (``games/race/board/marks.py``): a ring round each entry space, an
  arrow from each exit space into its home row, and an arrow the way play goes on each side.
- The description's own spaces: a square round each safe space, and a ring round each
  shortcut space and the centre.
- Along each slide, a dot beside its first space and an arrow on to its last. They sit
  outside the track, where nothing else is engraved.
"""

from __future__ import annotations

import math

from boardgen.board import Engraved, Tag
from boardgen.games.race.board.marks import along_play, along_slide, into_home, ring_mark, square_mark
from boardgen.games.race.board.geometry import DescribedLayout
from boardgen.games.race.board.topology import RaceTopology
from boardgen.shop.settings import ARROWS, NO_MARKS, Shop

NAME_CAP = 0.28
"""Cap height of a colour name, in pitches."""
ALONG_SIDE = 0.5
"""How far inside the track (pitches) the arrows along a side run: between the track and the
start areas and home rows, clear of both."""
PLAY_SPAN = 2.0
"""Length of a direction-of-play arrow, in pitches."""


def engrave(topology: RaceTopology, geo: DescribedLayout, pitch: float, shop: Shop) -> Engraved:
    letters = shop.lettering
    out = Engraved()
    for seat, holes in zip(topology.seats, geo.seats):
        owner: tuple[Tag, ...] = (("seat", seat.seat),)
        out += letters.label(seat.color.upper(), NAME_CAP * pitch, holes.reading.origin,
                             holes.reading.reading_angle, *owner)
        if shop.marks == NO_MARKS:
            continue
        out += ring_mark("entry", geo.track[seat.entry], pitch, shop, *owner, ("hole", seat.entry))
        exit_hole = geo.track[seat.exit]
        if shop.marks == ARROWS:
            out += into_home("home-entry", exit_hole, holes.home[0], pitch, shop, *owner, ("hole", seat.exit))
            out += _play_arrow(topology, geo, seat.seat, pitch, owner)
        else:
            out += ring_mark("home-entry", exit_hole, pitch, shop, *owner, ("hole", seat.exit))
    if shop.marks == NO_MARKS:
        return out
    return out + _spaces(topology, geo, pitch, shop)


def _spaces(topology: RaceTopology, geo: DescribedLayout, pitch: float, shop: Shop) -> Engraved:
    """The marks of the description's special spaces, on every side alike."""
    out = Engraved()
    for index in topology.safe:
        frame = geo.frames[index]
        out += square_mark("safe", frame.origin, math.atan2(frame.u[1], frame.u[0]), pitch, shop, ("hole", index))
    for index in topology.shortcut_spaces:
        out += ring_mark("shortcut", geo.track[index], pitch, shop, ("hole", index))
    if geo.centre is not None and topology.routes:
        out += ring_mark("shortcut", geo.centre, pitch, shop, ("hole", "centre"))
    for first, last in topology.slides:
        out += along_slide(geo.track[first], geo.track[last % topology.track_length], ALONG_SIDE, pitch,
                           ("hole", first))
    return out


def _play_arrow(topology: RaceTopology, geo: DescribedLayout, seat: int, pitch: float, owner: tuple[Tag, ...]) -> Engraved:
    """The arrow that says which way play goes on a seat's side. On a cross it runs out along
    the arm between its left column and its home column; elsewhere inside the track, over the
    longest stretch of the side that has no start area or home row beside it."""
    if geo.arms:
        arm = geo.arms[seat]
        base = arm.local(geo.track[topology.index(seat, 0)])[1] / pitch
        return along_play(arm, (base + 0.5, base + 0.5 + PLAY_SPAN), -ALONG_SIDE, pitch, *owner, along_v=True)
    d = topology.description
    busy = {d.home.leaves_at, d.start.enters_at}
    side = topology.index(seat, 0)
    frame = geo.frames[side + d.start.enters_at]
    busy |= {round(frame.local(p)[0] / pitch) + d.start.enters_at for p in geo.seats[seat].start}
    free = [o for o in range(1, topology.per_side - 1) if not busy & {o - 1, o, o + 1}]
    runs: list[list[int]] = []
    for o in free:
        if runs and runs[-1][-1] == o - 1:
            runs[-1].append(o)
        else:
            runs.append([o])
    longest = max(runs, key=len, default=[topology.per_side // 2])
    middle = (longest[0] + longest[-1]) / 2
    here = geo.frames[side + math.floor(middle)]
    shift = middle - math.floor(middle)
    return along_play(here, (shift - PLAY_SPAN / 2, shift + PLAY_SPAN / 2), ALONG_SIDE, pitch, *owner)
