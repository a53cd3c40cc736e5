"""A track game's board from its description and parameters: holes, engraving and the one
piece they sit on, with the manifest layout the board checks read."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from boardgen.board import Board, Equipment, Hole, Piece, manifest_points, seats_of
from boardgen.errors import ParameterError
from boardgen.games.race.equipment import equipment
from boardgen.games.race.board.assemble import race_board
from boardgen.games.race.description.model import Description
from boardgen.games.race.board.engraving import engrave
from boardgen.games.race.board.geometry import DescribedLayout, layout
from boardgen.games.race.description.library import SHIPPED, shipped
from boardgen.games.race.simulation_facts import FACTS_BY_GAME
from boardgen.games.race.board.topology import CENTRE, RaceTopology
from boardgen.geometry.outline import Outline
from boardgen.shop.settings import Shop


def build(description: Description, values: Mapping[str, Any]) -> Board:
    """The board for ``values`` (the game's parsed options: ``players`` and the shop's)."""
    shop = Shop.from_values(values)
    players = values["players"] if values["players"] is not None else description.players[0]
    topology = RaceTopology(description, players)
    geo = layout(topology, shop.pitch)
    engraved = engrave(topology, geo, shop.pitch, shop)
    outline = Outline.polygon(geo.outline, geo.rounding).offset(shop.margin)
    piece = Piece("board", outline, _holes(topology, geo, shop), engraved.shapes)
    d = description
    seats = seats_of((seat.color for seat in topology.seats), ((*holes.start, *holes.home) for holes in geo.seats),
                     (holes.start for holes in geo.seats))
    notes = (f"{topology.track_length} track spaces ({topology.per_side} a side), {d.pieces} start and "
             f"{d.home.length} home holes a seat" + (", a centre hole" if geo.centre else ""),
             f"follows {d.resembles}; {_played_by(topology)}; boardgen rules booklet prints its rules "
             "(docs/track-games.md)")
    return race_board(shop, engraved, (d.name, f"{d.name}-{players}p", f"{d.title}, {players} players"), (piece,),
                      _layout(topology, geo, shop.pitch), seats, notes, partial(_equipment, d, players))


def _equipment(description: Description, players: int) -> Equipment:
    """The game's dice or deck, with its booklet's words when it is a shipped game's description
    as shipped (a user's own has no booklet by name)."""
    name = description.name
    return equipment(description, players, name if name in SHIPPED and shipped(name) == description else "")


def _played_by(topology: RaceTopology) -> str:
    """Which command plays the game: the rules engine's own refusal says when none does yet."""
    from boardgen.games.race.rules_engine import make_rules  # the engine, loaded only to ask

    try:
        make_rules(lambda: topology.description, topology.players, None, ())
    except ParameterError:
        return "its rules are described, not yet played"
    name = topology.description.name
    return f"boardgen simulate {name} plays it" if name in FACTS_BY_GAME else "boardgen simulate track --game-file plays it"


def _holes(topology: RaceTopology, geo: DescribedLayout, shop: Shop) -> tuple[Hole, ...]:
    holes = [Hole(p, shop.hole, topology.role(i), shop.depth) for i, p in enumerate(geo.track)]
    for seat in geo.seats:
        holes.extend(Hole(p, shop.hole, "start", shop.depth) for p in seat.start)
        holes.extend(Hole(p, shop.hole, "home", shop.depth) for p in seat.home)
    if geo.centre is not None:
        holes.append(Hole(geo.centre, shop.hole, "centre", shop.depth))
    return tuple(holes)


def _layout(topology: RaceTopology, geo: DescribedLayout, pitch: float) -> dict[str, Any]:
    """The manifest's description of the holes: enough for the checks to test the board
    without the description, and for a player program to find every space."""
    d = topology.description
    return {
        "description": d.name,
        "shape": d.shape.kind,
        "players": topology.players,
        "per_side": topology.per_side,
        "pieces": d.pieces,
        "home_length": d.home.length,
        "pitch": round(pitch, 4),
        "track": manifest_points(geo.track),
        "seats": [
            {"seat": seat.seat, "color": seat.color, "entry": seat.entry, "exit": seat.exit,
             "start": manifest_points(holes.start), "home": manifest_points(holes.home)}
            for seat, holes in zip(topology.seats, geo.seats)
        ],
        "safe": list(topology.safe),
        "slides": [list(slide) for slide in topology.slides],
        "shortcuts": [["centre" if a == CENTRE else a, "centre" if b == CENTRE else b] for a, b in topology.routes],
        "centre": manifest_points([geo.centre])[0] if geo.centre else None,
    }
