"""A Pegs and Jokers board from its parameters: holes, labels and the pieces they sit on.

Two styles, as real boards are built:
- ``single``: one polygon board, its outline the track polygon grown by the margin;
- ``sections``: one piece per player. Seams run beside each corner hole, parallel to the
  corner's bisector and halfway between the corner hole and the last hole of the side
  before, so no hole is cut; each piece owns its side's corner hole and reaches inward just
  past its home and start holes, leaving the middle of the table free for the cards.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from boardgen.board import Board, Hole, Piece
from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers.geometry import Layout, home_lean, layout
from boardgen.games.pegs_and_jokers.topology import Topology
from boardgen.geometry.outline import Outline
from boardgen.geometry.placement import Placement
from boardgen.geometry.polygon import clip_half_plane
from boardgen.geometry.vec import Point, add, distance, scale, sub, unit
from boardgen.shop import Shop
from boardgen.text import text_outline

GAME_NAME = "pegs-and-jokers"
TITLE = "Pegs and Jokers"
MIN_SECTION_PLAYERS = 4
SHEET_GAP = 10.0
"""Space between pieces laid out on the cutting sheet, in mm."""


def build(values: Mapping[str, Any]) -> Board:
    topology = Topology(values["players"])
    shop = Shop.from_values(values)
    style = values["style"]
    if style == "sections" and topology.players < MIN_SECTION_PLAYERS:
        raise ParameterError("--style", f"sections needs {MIN_SECTION_PLAYERS} or more players (a triangle's "
                             "corners are too sharp for seams clear of the home rows); use single", style)
    geo = layout(topology, shop.pitch, home_lean(topology.players, sections=style == "sections"))
    pieces = _sections(topology, geo, shop) if style == "sections" else (_single(topology, geo, shop),)
    notes = ()
    if style == "sections":
        notes = (
            f"{topology.players} sections butt along straight seams beside each corner hole (no hole is cut); "
            "glue or screw them to a backing board, or clamp them in a frame; the middle stays open for the cards",
        )
    return Board(
        game=GAME_NAME,
        stem=f"{GAME_NAME}-{topology.players}p" + ("-sections" if style == "sections" else ""),
        title=f"{TITLE}, {topology.players} players",
        pieces=pieces,
        kerf=shop.kerf,
        layout=_manifest(topology, geo, shop, style, pieces),
        notes=notes,
        pieces_label=shop.piece.label,
    )


def _holes(topology: Topology, geo: Layout, shop: Shop) -> list[Hole]:
    holes = [Hole(p, shop.hole, "track", shop.depth) for p in geo.track]
    for seat in geo.seats:
        holes.extend(Hole(p, shop.hole, "start", shop.depth) for p in seat.start)
        holes.extend(Hole(p, shop.hole, "home", shop.depth) for p in seat.home)
    return holes


def _labels(topology: Topology, geo: Layout, shop: Shop, with_title: bool) -> dict[int, list]:
    """Engraved labels keyed by seat, each readable from that seat."""
    p = shop.pitch
    cap = 0.22 * p
    lean_u, lean_v = geo.home_direction
    out: dict[int, list] = {}
    for seat, frame in zip(topology.seats, geo.frames):
        angle = frame.reading_angle
        come_out = (seat.come_out - seat.corner) * p
        in_spot = (seat.in_spot - seat.corner) * p
        loops = [
            *text_outline(seat.color.upper(), cap, frame.at(14 * p, 1.3 * p), angle),
            *text_outline("START", cap * 0.8, frame.at(come_out + 2.3 * p, 1.6 * p), angle),
            *text_outline("HOME", cap * 0.8, frame.at(in_spot + 3 * lean_u * p + 1.2 * p, 3 * lean_v * p), angle),
        ]
        out[seat.seat] = loops
    if with_title:
        out[0] = [*out[0], *text_outline(TITLE, 2 * cap, (0.0, 0.0), 0.0)]
    return out


def _single(topology: Topology, geo: Layout, shop: Shop) -> Piece:
    outline = Outline.polygon(geo.corners).offset(shop.margin)
    labels = _labels(topology, geo, shop, with_title=True)
    return Piece(
        name="board",
        outline=outline,
        holes=tuple(_holes(topology, geo, shop)),
        engraving=tuple(loop for seat in sorted(labels) for loop in labels[seat]),
    )


def _sections(topology: Topology, geo: Layout, shop: Shop) -> tuple[Piece, ...]:
    n = topology.players
    p = shop.pitch
    sharp = Outline.polygon(geo.corners, 0.0).offset(shop.margin)
    holes = _holes(topology, geo, shop)
    labels = _labels(topology, geo, shop, with_title=False)
    seams = [_seam(geo, k, p) for k in range(n)]
    deepest = max(
        frame_depth
        for seat_holes, frame in zip(geo.seats, geo.frames)
        for frame_depth in (_depth(frame, q) for q in (*seat_holes.start, *seat_holes.home))
    )
    pieces = []
    offset_y = 0.0
    for k, frame in enumerate(geo.frames):
        poly = list(sharp.corners)
        point_a, dir_a = seams[k]
        point_b, dir_b = seams[(k + 1) % n]
        poly = clip_half_plane(poly, point_a, dir_a)
        poly = clip_half_plane(poly, point_b, scale(dir_b, -1))
        inner = frame.at(0.0, deepest + shop.margin)
        poly = clip_half_plane(poly, inner, frame.u)
        outline = Outline.polygon(poly, _corner_radii(poly, sharp.corners, shop.margin))
        mine = tuple(h for h in holes if outline.contains(h.center))
        turn = 2 * math.pi * k / n
        x0, y0, x1, y1 = outline.placed(Placement(turn)).bounds()
        placement = Placement(turn, -x0, offset_y - y0)
        offset_y += (y1 - y0) + SHEET_GAP
        pieces.append(Piece(f"section {k + 1} ({topology.seats[k].color})", outline, mine,
                            tuple(labels[k]), placement))
    return tuple(pieces)


def _seam(geo: Layout, k: int, pitch: float) -> tuple[Point, Point]:
    """A point on the seam at corner k and its direction, pointing into the board."""
    corner = geo.corners[k]
    before = geo.frames[k - 1].at(17 * pitch, 0.0)
    inward = unit(add(geo.frames[k].v, geo.frames[k - 1].v))
    return scale(add(corner, before), 0.5), inward


def _depth(frame, point: Point) -> float:
    d = sub(point, frame.origin)
    return d[0] * frame.v[0] + d[1] * frame.v[1]


def _corner_radii(poly: list[Point], outer_corners: tuple[Point, ...], margin: float) -> list[float]:
    """Round the board's outer corners as far as the piece's short seam edges allow."""
    radii = []
    for i, here in enumerate(poly):
        if any(distance(here, c) < 1e-6 for c in outer_corners):
            prev_len = distance(here, poly[i - 1])
            next_len = distance(here, poly[(i + 1) % len(poly)])
            a = unit(sub(poly[i - 1], here))
            b = unit(sub(poly[(i + 1) % len(poly)], here))
            half = math.acos(max(-1.0, min(1.0, a[0] * b[0] + a[1] * b[1]))) / 2
            radii.append(min(margin, 0.8 * min(prev_len, next_len) * math.tan(half)))
        else:
            radii.append(0.0)
    return radii


def _manifest(topology: Topology, geo: Layout, shop: Shop, style: str, pieces: tuple[Piece, ...]) -> dict[str, Any]:
    def pts(points) -> list[list[float]]:
        return [[round(x, 4), round(y, 4)] for x, y in points]

    return {
        "players": topology.players,
        "style": style,
        "pitch": round(shop.pitch, 4),
        "track": pts(geo.track),
        "seats": [
            {
                "seat": seat.seat,
                "color": seat.color,
                "corner": seat.corner,
                "in_spot": seat.in_spot,
                "come_out": seat.come_out,
                "start": pts(holes.start),
                "home": pts(holes.home),
            }
            for seat, holes in zip(topology.seats, geo.seats)
        ],
    }
