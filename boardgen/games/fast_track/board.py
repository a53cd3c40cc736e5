"""A Fast Track board from its parameters: one polygon piece with its spaces and labels.

The outline is the regular polygon whose sides just reach the arm tips and pens (a square
for four colours, a hexagon for six), grown by the margin. Engraved rings mark the fast-track
spaces and the bull's eye, and each colour's name is engraved beside its pen, readable from
its seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardgen.board import Board, Engraved, Engraving, Hole, Mark, Piece, manifest_points
from boardgen.games.fast_track.geometry import LABEL_AT, Layout, layout
from boardgen.games.fast_track.topology import Topology
from boardgen.geometry.marks import ring, ring_gap
from boardgen.geometry.outline import Outline
from boardgen.shop.settings import Shop

GAME_NAME = "fast-track"
TITLE = "Fast Track"


def build(values: Mapping[str, Any]) -> Board:
    topology = Topology(values["players"])
    shop = Shop.from_values(values)
    geo = layout(topology, shop.pitch)
    engraved = _engraving(topology, geo, shop)
    piece = Piece(
        name="board",
        outline=Outline.polygon(geo.outline).offset(shop.margin),
        holes=tuple(_holes(topology, geo, shop)),
        engraving=engraved.shapes,
    )
    shape = {4: "square", 6: "hexagon"}.get(topology.players, f"{topology.players}-sided")
    return Board(
        game=GAME_NAME,
        stem=f"{GAME_NAME}-{topology.players}p",
        title=f"{TITLE}, {topology.players} colours ({shape})",
        pieces=(piece,),
        kerf=shop.kerf,
        layout=_manifest(topology, geo, shop),
        pieces_label=shop.piece.label,
        labels=engraved.labels,
        marks=engraved.marks,
    )


def _holes(topology: Topology, geo: Layout, shop: Shop) -> list[Hole]:
    fast = set(topology.fast_track)
    holes = [Hole(p, shop.hole, "fast-track" if i in fast else "track", shop.depth) for i, p in enumerate(geo.track)]
    for seat in geo.seats:
        holes.extend(Hole(p, shop.hole, "pen", shop.depth) for p in seat.pen)
        holes.extend(Hole(p, shop.hole, "home", shop.depth) for p in seat.home)
    holes.append(Hole(geo.bulls_eye, shop.hole, "bulls-eye", shop.depth))
    return holes


def _engraving(topology: Topology, geo: Layout, shop: Shop) -> Engraved:
    """Rings round the shortcut spaces and the bull's eye (unless ``--marks none``), then each
    colour's name beside its pen."""
    out = Engraved()
    if shop.marks:
        gap = ring_gap(shop.pitch, shop.hole, shop.web)
        radius = shop.hole / 2 + gap
        for i in topology.fast_track:
            out += Engraved((Engraving((ring(geo.track[i], radius),)),), (),
                            (Mark("fast-track", geo.track[i], (("hole", i),)),))
        bull = Engraving((ring(geo.bulls_eye, radius), ring(geo.bulls_eye, radius + gap)))
        out += Engraved((bull,), (), (Mark("bulls-eye", geo.bulls_eye),))
    cap = 0.22 * shop.pitch
    s, t = LABEL_AT
    for seat, frame in zip(topology.seats, geo.frames):
        centre = frame.at(s * shop.pitch, t * shop.pitch + cap / 2)
        out += shop.lettering.label(seat.color.upper(), cap, centre, frame.reading_angle, ("seat", seat.seat))
    return out


def _manifest(topology: Topology, geo: Layout, shop: Shop) -> dict[str, Any]:
    return {
        "players": topology.players,
        "pitch": round(shop.pitch, 4),
        "track": manifest_points(geo.track),
        "fast_track": list(topology.fast_track),
        "bulls_eye": manifest_points([geo.bulls_eye])[0],
        "seats": [
            {
                "seat": seat.seat,
                "color": seat.color,
                "fast_track": seat.fast_track,
                "exit": seat.exit,
                "home_entry": seat.home_entry,
                "pen": manifest_points(spaces.pen),
                "home": manifest_points(spaces.home),
            }
            for seat, spaces in zip(topology.seats, geo.seats)
        ],
    }
