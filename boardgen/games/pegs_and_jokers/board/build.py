"""A Pegs and Jokers board from its parameters: holes, labels and the pieces they sit on.

Three styles, as real boards are built:
- ``single``: one polygon board, its outline the track polygon grown by the margin;
- ``concentric``: one board carrying several tracks nested (say 8, 6 and 4 players), the
  largest outermost. Each inner track is turned so its corners, start and home holes fall
  where the others leave room. An outer track's pitch grows only if no turn fits;
- ``sections``: one piece per player. Seams run beside each corner hole, parallel to the
  corner's bisector and halfway between the corner hole and the last hole of the side
  before, so no hole is cut. Each piece owns its side's corner hole and reaches inward just
  past its home and start holes, leaving the middle of the table free for the cards.
"""

from __future__ import annotations

import math
from functools import partial
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from boardgen.board import Board, Engraved, Equipment, Hole, Piece, Seat, manifest_points, seats_of
from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers.board.engraving import NAME_ROOM, TITLE, engrave
from boardgen.games.pegs_and_jokers.board.geometry import PegsLayout, home_lean, layout
from boardgen.games.pegs_and_jokers.board.topology import BOARD, PegsTopology
from boardgen.games.race.board.assemble import race_board
from boardgen.geometry.outline import Outline
from boardgen.geometry.placement import Placement
from boardgen.geometry.polygon import clip_half_plane
from boardgen.geometry.vec import Point, add, bounding_circle, distance, scale, sub, unit
from boardgen.shop.settings import ARROWS, Shop

if TYPE_CHECKING:
    from boardgen.games.pegs_and_jokers.board.nesting import Nested

GAME_NAME = BOARD.name
MIN_SECTION_PLAYERS = 4
CONCENTRIC = "concentric"
MAX_TRACKS = 4
"""Tracks one concentric board may nest: four take seconds to fit and already span 1.5 m at
the default pitch; ten ran for minutes."""
SHEET_GAP = 10.0
"""Space between pieces laid out on the cutting sheet, in mm."""


def build(values: Mapping[str, Any]) -> Board:
    shop = Shop.from_values(values)
    style = values["style"]
    counts = values["players"]
    if style == CONCENTRIC:
        return _concentric(counts, shop)
    if len(counts) != 1:
        raise ParameterError("--players", "one number (a comma list such as 4,6,8 only with --style concentric)",
                             ",".join(str(n) for n in counts))
    topology = PegsTopology(counts[0])
    if style == "sections" and topology.players < MIN_SECTION_PLAYERS:
        raise ParameterError("--style", f"sections needs {MIN_SECTION_PLAYERS} or more players (a triangle's "
                             "corners are too sharp for seams clear of the home rows); use single", style)
    geo_lean = home_lean(topology.players, sections=style == "sections")
    geo = layout(topology, shop.pitch, geo_lean)
    engraved = engrave(topology, geo, shop.pitch, shop, with_title=style != "sections")
    pieces = _sections(topology, geo, shop, engraved) if style == "sections" else (_single(topology, geo, shop, engraved),)
    notes = ()
    if style == "sections":
        notes = (
            f"{topology.players} sections butt along straight seams beside each corner hole (no hole is cut); "
            "glue or screw them to a backing board, or clamp them in a frame; the middle stays open for the cards",
            f"home rows slant {math.degrees(geo_lean):.1f}° from straight in, so each stays on its own section clear "
            "of the seam beside its corner",
        )
    named = (GAME_NAME, f"{GAME_NAME}-{topology.players}p" + ("-sections" if style == "sections" else ""),
             f"{TITLE}, {topology.players} players")
    manifest = {"players": topology.players, "style": style, **_track_entry(topology, geo, shop.pitch)}
    return race_board(shop, engraved, named, pieces, manifest, _seats(topology, geo), notes,
                      partial(_equipment, topology.players))


def _holes(topology: PegsTopology, geo: PegsLayout, shop: Shop) -> list[Hole]:
    holes = [Hole(p, shop.hole, "track", shop.depth) for p in geo.track]
    for seat in geo.seats:
        holes.extend(Hole(p, shop.hole, "start", shop.depth) for p in seat.start)
        holes.extend(Hole(p, shop.hole, "home", shop.depth) for p in seat.home)
    return holes


def _single(topology: PegsTopology, geo: PegsLayout, shop: Shop, engraved: Engraved) -> Piece:
    outline = Outline.polygon(geo.corners).offset(shop.margin)
    return Piece(name="board", outline=outline, holes=tuple(_holes(topology, geo, shop)), engraving=engraved.shapes)


def _sections(topology: PegsTopology, geo: PegsLayout, shop: Shop, engraved: Engraved) -> tuple[Piece, ...]:
    n = topology.players
    p = shop.pitch
    sharp = Outline.polygon(geo.corners, 0.0).offset(shop.margin)
    holes = _holes(topology, geo, shop)
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
        shapes = tuple(e for e in engraved.shapes if outline.contains(bounding_circle(e.points)[0]))
        turn = 2 * math.pi * k / n
        x0, y0, x1, y1 = outline.placed(Placement(turn)).bounds()
        placement = Placement(turn, -x0, offset_y - y0)
        offset_y += (y1 - y0) + SHEET_GAP
        pieces.append(Piece(f"section {k + 1} ({topology.seats[k].color})", outline, mine, shapes, placement,
                            butt_edges=_on_seams(poly, (seams[k], seams[(k + 1) % n]))))
    return tuple(pieces)


def _on_seams(poly: list[Point], seams: tuple[tuple[Point, Point], ...]) -> tuple[int, ...]:
    """The section's edges (by the corner each starts at) that lie on one of its two seams:
    both ends on the seam's line."""
    def on(point: Point, seam: tuple[Point, Point]) -> bool:
        (sx, sy), (dx, dy) = seam
        return abs((point[0] - sx) * dy - (point[1] - sy) * dx) < 1e-6

    n = len(poly)
    return tuple(i for i in range(n) if any(on(poly[i], s) and on(poly[(i + 1) % n], s) for s in seams))


def _seam(geo: PegsLayout, k: int, pitch: float) -> tuple[Point, Point]:
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


def _concentric(counts: tuple[int, ...], shop: Shop) -> Board:
    if not 2 <= len(counts) <= MAX_TRACKS or len(set(counts)) != len(counts):
        raise ParameterError("--players", f"2 to {MAX_TRACKS} different counts for concentric tracks, e.g. 4,6,8",
                             ",".join(str(n) for n in counts))
    # numpy (a tenth of a second to import) is loaded only for a concentric board
    from boardgen.games.pegs_and_jokers.board.nesting import engravings, nest  # numpy

    tracks = nest(sorted(counts), shop)
    inner_first = tracks
    tracks = tracks[::-1]
    holes = [h for t in tracks for h in _holes(t.topology, t.geo, shop)]
    engraved = sum(engravings(inner_first, shop), Engraved())
    piece = Piece("board", Outline.polygon(tracks[0].geo.corners).offset(shop.margin), tuple(holes), engraved.shapes)
    players = [t.topology.players for t in tracks]
    grown = [t for t in tracks if t.pitch > shop.pitch + 1e-9]
    notes = [
        "tracks from the outside in: " + ", ".join(
            f"{t.topology.players} players turned {math.degrees(t.turn):.2f}°" for t in tracks)
    ]
    if grown:
        notes.append("pitch grown to clear the inner tracks: " + ", ".join(
            f"{t.topology.players} players {t.pitch:.2f} mm" for t in grown))
    notes.append(_apart_note(tracks, shop.pitch))
    left_off = 2 * sum(players) - sum(1 for m in engraved.marks if any(tag[0] == "pointing" for tag in m.owner))
    if shop.marks == ARROWS and left_off:
        notes.append(f"{left_off} arrow{'s' if left_off != 1 else ''} left off where {'they' if left_off != 1 else 'it'} "
                     f"would come within {NAME_ROOM * shop.pitch:.1f} mm of another track's holes or labels (an "
                     "arrow into home becomes a ring round its in-spot)")
    named = (GAME_NAME, f"{GAME_NAME}-{'-'.join(str(n) for n in players)}p-concentric",
             f"{TITLE}, concentric {', '.join(str(n) for n in players[:-1])} and {players[-1]} players")
    manifest = {
        "players": players,
        "style": CONCENTRIC,
        "pitch": round(shop.pitch, 4),
        "tracks": [
            {"players": t.topology.players, "turn_degrees": round(math.degrees(t.turn), 4),
             **_track_entry(t.topology, t.geo, t.pitch)}
            for t in tracks
        ],
    }
    seats = tuple(seat for t in tracks for seat in _seats(t.topology, t.geo))
    return race_board(shop, engraved, named, (piece,), manifest, seats, tuple(notes),
                      partial(_equipment, max(t.topology.players for t in tracks)))


def _apart_note(tracks: list[Nested], pitch: float) -> str:
    """How far apart the tracks read: the least distance between two tracks' holes, and each
    track that could not be kept a pitch from those inside it with no home row in line."""
    least = min(t.apart.gap for t in tracks)
    apart = f"tracks at least {least:.1f} mm apart hole to hole"
    crowded = [t for t in tracks if not t.apart.readable]
    if not crowded:
        return f"{apart} (a pitch is {pitch:g} mm), no home row in line with another track's"
    return apart + "; " + "; ".join(
        f"the {t.topology.players}-player track is not kept a pitch from the tracks inside it with no home row in line "
        f"with theirs: no turn does that at a pitch up to {t.apart.growth:.2f} times {pitch:g} mm" for t in crowded)


def _seats(topology: PegsTopology, geo: PegsLayout) -> tuple[Seat, ...]:
    return seats_of((seat.color for seat in topology.seats), ((*holes.start, *holes.home) for holes in geo.seats),
                    (holes.start for holes in geo.seats))


def _track_entry(topology: PegsTopology, geo: PegsLayout, pitch: float) -> dict[str, Any]:
    """One track's layout for the manifest: the same keys for a single board and for each
    track of a concentric one, so the checks and the rules engine read both alike."""
    return {
        "pitch": round(pitch, 4),
        "track": manifest_points(geo.track),
        "seats": [
            {
                "seat": seat.seat,
                "color": seat.color,
                "corner": seat.corner,
                "in_spot": seat.in_spot,
                "come_out": seat.come_out,
                "start": manifest_points(holes.start),
                "home": manifest_points(holes.home),
            }
            for seat, holes in zip(topology.seats, geo.seats)
        ],
    }


def _equipment(players: int) -> Equipment:
    """The decks the game's description deals from."""
    from boardgen.games.race.equipment import equipment  # the description's reader, loaded only when asked
    from boardgen.games.pegs_and_jokers.on_engine import description

    return equipment(description(), players, GAME_NAME)
