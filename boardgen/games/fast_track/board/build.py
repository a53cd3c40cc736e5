"""A Fast Track board from its parameters: one polygon piece with its spaces and labels.

The outline is the regular polygon whose sides just reach the arm tips and pens (a square
for four colours, a hexagon for six), grown by the margin; what it engraves is
``engraving.py``'s.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from boardgen.board import Board, Equipment, Hole, Piece, manifest_points, seats_of
from boardgen.games.fast_track.board.engraving import engrave
from boardgen.games.fast_track.board.geometry import FastTrackLayout, layout
from boardgen.games.fast_track.board.topology import BOARD, FastTrackTopology
from boardgen.games.race.board.assemble import race_board
from boardgen.geometry.outline import Outline
from boardgen.shop.settings import Shop

GAME_NAME = BOARD.name
TITLE = BOARD.title


def build(values: Mapping[str, Any]) -> Board:
    topology = FastTrackTopology(values["players"])
    shop = Shop.from_values(values)
    geo = layout(topology, shop.pitch)
    engraved = engrave(topology, geo, shop)
    piece = Piece(
        name="board",
        outline=Outline.polygon(geo.outline).offset(shop.margin),
        holes=tuple(_holes(topology, geo, shop)),
        engraving=engraved.shapes,
    )
    shape = {4: "square", 6: "hexagon"}.get(topology.players, f"{topology.players}-sided")
    named = (GAME_NAME, f"{GAME_NAME}-{topology.players}p", f"{TITLE}, {topology.players} colours ({shape})")
    seats = seats_of((seat.color for seat in topology.seats), ((*spaces.pen, *spaces.home) for spaces in geo.seats),
                     (spaces.pen for spaces in geo.seats))
    return race_board(shop, engraved, named, (piece,), _manifest(topology, geo, shop), seats,
                      equipment=partial(_equipment, topology.players))


def _equipment(players: int) -> Equipment:
    """Each colour's own deck, as the game's description has them."""
    from boardgen.games.race.equipment import equipment  # the description's reader, loaded only when asked
    from boardgen.games.race.description.loading import game_description

    return equipment(game_description("fast_track"), players, GAME_NAME)


def _holes(topology: FastTrackTopology, geo: FastTrackLayout, shop: Shop) -> list[Hole]:
    fast = set(topology.fast_track)
    holes = [Hole(p, shop.hole, "fast-track" if i in fast else "track", shop.depth) for i, p in enumerate(geo.track)]
    for seat in geo.seats:
        holes.extend(Hole(p, shop.hole, "pen", shop.depth) for p in seat.pen)
        holes.extend(Hole(p, shop.hole, "home", shop.depth) for p in seat.home)
    holes.append(Hole(geo.bulls_eye, shop.hole, "bulls-eye", shop.depth))
    return holes


def _manifest(topology: FastTrackTopology, geo: FastTrackLayout, shop: Shop) -> dict[str, Any]:
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
