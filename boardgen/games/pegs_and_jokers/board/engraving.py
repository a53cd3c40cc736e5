"""What a Pegs and Jokers track engraves, placed for the players at the table.

Each seat's colour name sits between that seat's own home row and start holes, where its
player looks for it. It is not at the end of the side, beside the next seat's home row. It
reads upright from the seat. START and HOME stand beside their holes. Marks say which hole is
which without counting: a ring round each come-out hole, an arrow from each in-spot into its
home, and an arrow along each side the way play goes. ``--marks rings`` rings both holes
alike. On a concentric board every name
carries its track's player count, so a player can tell the tracks apart.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from boardgen.board import Engraved, Tag
from boardgen.games.pegs_and_jokers.board.geometry import PegsLayout
from boardgen.games.pegs_and_jokers.board.topology import BOARD, PegsSeat, PegsTopology
from boardgen.games.race.board.marks import along_play, into_home, ring_mark
from boardgen.geometry.frame import Frame
from boardgen.geometry.vec import Point
from boardgen.shop.settings import ARROWS, NO_MARKS, Shop

if TYPE_CHECKING:
    import numpy as np

NAME_CAP = 0.22
"""Cap height of a colour name, in pitches."""
WORD_CAP = 0.8 * NAME_CAP
TITLE = BOARD.title
NAME_ROOM = 0.3
"""Pitches of clear wood wanted round a colour name: closer looks crowded."""
SEARCH_STEP = 0.1
"""Pitches between the places tried for a colour name."""
PLAY_ARROW = ((11.5, 13.5), 0.5)
"""The direction-of-play arrow in side coordinates (pitches): from and to along the side, and
how far inside the track; past the start holes, where no home row of either neighbour reaches."""

Crowds = Callable[[tuple[Point, ...]], bool]
"""Whether an arrow with this outline would crowd what another track engraves or drills (on a
concentric board): a player could not tell which track it points along."""


def _never(points: tuple[Point, ...]) -> bool:
    return False


def engrave(topology: PegsTopology, geo: PegsLayout, pitch: float, shop: Shop, with_title: bool,
            track: int | None = None, crowds: Crowds = _never) -> Engraved:
    """Names, words and marks of one track of pitch ``pitch``. ``track`` is its player count on a
    concentric board, where the names must say which track they belong to. There an arrow that
    ``crowds`` another track is left off; an in-spot then keeps a ring, as ``--marks rings``
    draws."""
    import numpy as np  # loaded by a board's build, not by every command that lists the games

    letters = shop.lettering
    cap = NAME_CAP * pitch
    word = WORD_CAP * pitch
    lean_u, lean_v = geo.home_direction
    holes = np.array(geo.all_points())
    out = Engraved()
    for seat, frame, seat_holes in zip(topology.seats, geo.frames, geo.seats):
        owner: tuple[Tag, ...] = (("seat", seat.seat),) + ((("track", track),) if track else ())
        angle = frame.reading_angle
        come_out = (seat.come_out - seat.corner) * pitch
        in_spot = (seat.in_spot - seat.corner) * pitch
        start_at = (come_out + 2.3 * pitch, 1.6 * pitch + word / 2)
        home_at = (in_spot + (3 * lean_u + 1.2) * pitch, 3 * lean_v * pitch + word / 2)
        words = [("START", start_at), ("HOME", home_at)]
        boxes = [(s, t, letters.width(text, word), word) for text, (s, t) in words]
        name = seat.color.upper() + (f" ({track})" if track else "")
        width = letters.width(name, cap)
        target = np.mean([frame.local(p) for p in (*seat_holes.start[:1], *seat_holes.home[:2])], axis=0)
        spot = _clear_spot(frame, holes, boxes, (width, cap), (in_spot, come_out), tuple(target), pitch, shop.hole)
        out += letters.label(name, cap, frame.at(*spot), angle, *owner)
        for text, at in words:
            out += letters.label(text, word, frame.at(*at), angle, *owner)
        out += _marks(seat, frame, geo, seat_holes.home[0], pitch, shop, owner, crowds)
    if with_title:
        # As large as twice a name, but clear of the holes round the middle (a triangle's
        # start holes, or a concentric board's innermost track, come close to it).
        clear = float(np.hypot(holes[:, 0], holes[:, 1]).min()) - shop.hole / 2 - NAME_ROOM * pitch
        title = min(2 * cap, 2 * clear / math.hypot(letters.width(TITLE, 1.0), 1.0))
        out += letters.label(TITLE, title, (0.0, 0.0), 0.0)
    return out


def _marks(seat: PegsSeat, frame: Frame, geo: PegsLayout, first_home: Point, pitch: float, shop: Shop,
           owner: tuple[Tag, ...], crowds: Crowds) -> Engraved:
    """The seat's marks as ``--marks`` asks: its come-out ring, then its in-spot's ring or
    arrow into home, and with arrows the side's direction-of-play arrow, each arrow only where
    it does not crowd another track."""
    if shop.marks == NO_MARKS:
        return Engraved()
    out = ring_mark("come-out", geo.track[seat.come_out], pitch, shop, *owner, ("hole", seat.come_out))
    in_ring = ring_mark("in-spot", geo.track[seat.in_spot], pitch, shop, *owner, ("hole", seat.in_spot))
    if shop.marks != ARROWS:
        return in_ring + out
    home, play = _arrows(seat, frame, geo, first_home, pitch, shop, owner)
    return ((in_ring if crowds(home.shapes[0].points) else home) + out
            + (Engraved() if crowds(play.shapes[0].points) else play))


def _arrows(seat: PegsSeat, frame: Frame, geo: PegsLayout, first_home: Point, pitch: float, shop: Shop,
            owner: tuple[Tag, ...]) -> tuple[Engraved, Engraved]:
    """The seat's arrow into home and its direction-of-play arrow."""
    span, inside = PLAY_ARROW
    return (into_home("in-spot", geo.track[seat.in_spot], first_home, pitch, shop, *owner, ("hole", seat.in_spot)),
            along_play(frame, span, inside, pitch, *owner))


def arrows_crowd(topology: PegsTopology, geo: PegsLayout, pitch: float, shop: Shop, crowds: Crowds) -> bool:
    """Whether any arrow of the track would crowd (it is then engraved anew with ``crowds``):
    the arrows alone, without the lettering that takes the time."""
    return shop.marks == ARROWS and any(
        crowds(arrow.shapes[0].points) for seat, frame, holes in zip(topology.seats, geo.frames, geo.seats)
        for arrow in _arrows(seat, frame, geo, holes.home[0], pitch, shop, ()))


def _clear_spot(frame: Frame, holes: np.ndarray, boxes: list[tuple[float, float, float, float]],
                size: tuple[float, float], span: tuple[float, float], target: tuple[float, float],
                pitch: float, hole: float) -> tuple[float, float]:
    """Centre (frame s, t) for a text box of ``size`` between the in-spot and come-out columns.
    It keeps clear of holes and of the other words' boxes (centre s, t, width, height). It is
    the place nearest ``target`` that keeps ``NAME_ROOM`` of wood round it, or else the clearest."""
    import numpy as np  # loaded by a board's build, not by every command that lists the games

    width, height = size
    ss = np.arange(span[0] - 0.5 * pitch, span[1] + 0.5 * pitch, SEARCH_STEP * pitch)
    ts = np.arange(0.6 * pitch, 3.0 * pitch, SEARCH_STEP * pitch)
    s, t = (a.ravel() for a in np.meshgrid(ss, ts))
    local = (holes - np.array(frame.origin)) @ np.array([frame.u, frame.v]).T
    near = local[(local[:, 0] > ss[0] - width - pitch) & (local[:, 0] < ss[-1] + width + pitch)
                 & (local[:, 1] > -pitch) & (local[:, 1] < ts[-1] + 2 * pitch)]
    # Each place's gap to each hole along s depends on its column only, along t on its row
    # only: worked out per column and per row, then met place by place as ``s`` and ``t``
    # run (row by row).
    ds = np.maximum(np.abs(ss[:, None] - near[None, :, 0]) - width / 2, 0.0)
    dt = np.maximum(np.abs(ts[:, None] - near[None, :, 1]) - height / 2, 0.0)
    room = _least_hypot(ds, dt) - hole / 2
    for bs, bt, bw, bh in boxes:
        apart = np.maximum(np.abs(s - bs) - (width + bw) / 2, np.abs(t - bt) - (height + bh) / 2)
        room = np.minimum(room, apart)
    enough = room >= min(NAME_ROOM * pitch, room.max())
    score = np.where(enough, np.hypot(s - target[0], t - target[1]), math.inf)
    best = int(score.argmin())
    return float(s[best]), float(t[best])


TIE = 1e-12
"""Relative slack on a squared gap within which a hole may still be the nearest by ``hypot``:
both sides of the comparison are off by a few units of the last place at most."""


def _least_hypot(ds: np.ndarray, dt: np.ndarray) -> np.ndarray:
    """``np.hypot(ds[None, :, :], dt[:, None, :]).min(axis=2).ravel()`` to the last bit, in half
    the instructions: squared gaps (cheap) find, for each place, the holes within ``TIE`` of the
    nearest, and ``hypot`` (the costly part) measures only those. A hole left out is farther by
    a factor far beyond the rounding of either measure, so it cannot give the least ``hypot``."""
    import numpy as np

    columns = len(ds)
    squared = ((ds * ds).T[:, None, :] + (dt * dt).T[:, :, None]).reshape(ds.shape[1], -1)
    least = squared.min(axis=0)
    hole, place = np.divmod(np.flatnonzero(squared <= least * (1 + TIE)), least.size)
    row, column = np.divmod(place, columns)
    out = np.full(least.size, np.inf)
    np.minimum.at(out, place, np.hypot(ds[column, hole], dt[row, hole]))
    return out
