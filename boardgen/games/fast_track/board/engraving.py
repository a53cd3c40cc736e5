"""What a Fast Track board engraves, placed for the players at the table.

Each colour's name sits just inside its pen, START beside the pen and HOME at the inner end
of the home row, all reading upright from the colour's seat. Rings mark the fast-track spaces
and the bull's eye; with arrows (the default ``--marks``) an arrow also leads from each home
entry into its home row, and one beside each arm's inbound edge shows the way round.
"""

from __future__ import annotations

from boardgen.board import Engraved, Engraving, Mark
from boardgen.games.fast_track.board.geometry import HOME_WORD_AT, LABEL_AT, PLAY_ARROW, START_WORD_AT, FastTrackLayout
from boardgen.games.fast_track.board.topology import FastTrackTopology
from boardgen.games.race.board.marks import along_play, into_home, ring_mark
from boardgen.geometry.marks import ring, ring_gap
from boardgen.shop.settings import ARROWS, NO_MARKS, Shop

NAME_CAP = 0.22
"""Cap height of a colour name, in pitches."""
WORD_CAP = 0.8 * NAME_CAP


def engrave(topology: FastTrackTopology, geo: FastTrackLayout, shop: Shop) -> Engraved:
    """Marks as ``--marks`` asks (rings round the shortcut spaces and the bull's eye, with
    arrows the arrows too), then each colour's name and its START and HOME."""
    pitch = shop.pitch
    out = Engraved()
    if shop.marks != NO_MARKS:
        for i in topology.fast_track:
            out += ring_mark("fast-track", geo.track[i], pitch, shop, ("hole", i))
        gap = ring_gap(pitch, shop.hole, shop.web)
        radius = shop.hole / 2 + gap
        bull = Engraving((ring(geo.bulls_eye, radius), ring(geo.bulls_eye, radius + gap)))
        out += Engraved((bull,), (), (Mark("bulls-eye", geo.bulls_eye),))
    if shop.marks == ARROWS:
        for seat, frame, spaces in zip(topology.seats, geo.frames, geo.seats):
            owner = ("seat", seat.seat)
            out += into_home("home-entry", geo.track[seat.home_entry], spaces.home[0], pitch, shop, owner,
                             ("hole", seat.home_entry))
            span, across = PLAY_ARROW
            out += along_play(frame, span, across, pitch, owner, along_v=True)
    letters = shop.lettering
    for seat, frame in zip(topology.seats, geo.frames):
        for text, cap, (s, t) in ((seat.color.upper(), NAME_CAP, LABEL_AT), ("START", WORD_CAP, START_WORD_AT),
                                  ("HOME", WORD_CAP, HOME_WORD_AT)):
            centre = frame.at(s * pitch, t * pitch + cap * pitch / 2)
            out += letters.label(text, cap * pitch, centre, frame.reading_angle, ("seat", seat.seat))
    return out
