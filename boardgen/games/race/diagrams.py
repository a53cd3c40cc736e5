"""A track game's booklet diagrams, drawn from the board's own geometry. They use
``geometry.layout``, the function the cut files' holes come from, at a pitch of one. So every
hole on the page is a hole the board has, where the board has it.

``setup``: the whole board with each seat's pieces in its start area, its name, and the marks
the board engraves (entry rings, safe squares, shortcut rings, slide and home arrows).
``home``: seat 0's corner up close, with arrows for the way out onto the track and the way
in to the home row.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.graphics.shapes import Drawing, Group, Polygon, Rect

from boardgen.booklet.drawing import HOLE, Picture, piece_fill
from boardgen.booklet.layout import INK
from boardgen.booklet.source import Figure
from boardgen.games.race.board.geometry import DescribedLayout, layout
from boardgen.games.race.board.topology import RaceTopology
from boardgen.geometry.vec import Point
from boardgen.lettering.pdf_fonts import REGULAR, register_fonts

SPACE_RADIUS = 0.3
"""A hole's drawn radius, in pitches: the smallest circle in every picture."""
PIECE_RADIUS = 0.38
RING_RADIUS = 0.5
"""The ring round an entry or shortcut space, as the board engraves it."""
SQUARE = 0.48
"""Half the side of a safe space's square, in pitches."""
ROOM = 1.6
"""Pitches of paper round what a picture shows."""
MAX_SIDE = 250.0
"""Widest and tallest a picture is drawn, in points."""
NAME_SIZE = 0.8
MAX_SCALE = 20.0
"""Points a pitch at most: a close-up is drawn no larger than this."""
CLOSE_ROOM = 2.5
"""Pitches of the board round a seat's corner in its close-up."""


def holes(geo: DescribedLayout) -> list[Point]:
    """Every hole the board has: track, each seat's start and home, the centre."""
    return [*geo.track, *(p for seat in geo.seats for p in (*seat.start, *seat.home)),
            *([geo.centre] if geo.centre is not None else [])]


def _drawing(width: float, box: tuple[float, float, float, float],
             paint: Callable[[Picture], None]) -> Drawing:
    """A drawing at most ``width`` wide (and ``MAX_SIDE`` either way) of the board area ``box``."""
    register_fonts()
    x0, y0, x1, y1 = box
    scale = min(min(width, MAX_SIDE) / (x1 - x0), MAX_SIDE / (y1 - y0), MAX_SCALE)
    d = Drawing((x1 - x0) * scale, (y1 - y0) * scale, initialFontName=REGULAR, initialFontSize=8)
    g = Group()
    paint(Picture(g, scale, -x0 * scale, -y0 * scale))
    d.add(g)
    return d


def _box(points: Sequence[Point], room: float = ROOM) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs) - room, min(ys) - room, max(xs) + room, max(ys) + room


def _marks(picture: Picture, topology: RaceTopology, geo: DescribedLayout, shown: Callable[[Point], bool]) -> None:
    """What the board engraves round its holes. A square goes round each safe space, and a ring
    round each shortcut space and the centre. A ring in its colour goes round each seat's entry.
    A slide's arrow runs outside the track, and an arrow from each home turn into its home row."""
    scale = picture.scale
    for i in topology.safe:
        if shown(geo.track[i]):
            x, y = picture.xy(geo.track[i])
            picture.g.add(Rect(x - SQUARE * scale, y - SQUARE * scale, 2 * SQUARE * scale, 2 * SQUARE * scale,
                               fillColor=None, strokeColor=INK, strokeWidth=0.8))
    rings = [geo.track[i] for i in topology.shortcut_spaces] + ([geo.centre] if geo.centre is not None else [])
    for p in rings:
        if shown(p):
            picture.dot(p, RING_RADIUS, fill=None, stroke=INK, width=0.8)
    for seat in topology.seats:
        if shown(geo.track[seat.entry]):
            picture.dot(geo.track[seat.entry], RING_RADIUS, fill=None, stroke=piece_fill(seat.color), width=1.6)
    for first, last in topology.slides:
        if shown(geo.track[first]):
            frames = geo.frames
            picture.arrow([frames[first].at(0.0, -0.8), frames[last].at(0.0, -0.8)])


def _board(picture: Picture, topology: RaceTopology, geo: DescribedLayout, shown: Callable[[Point], bool]) -> None:
    _marks(picture, topology, geo, shown)
    for p in holes(geo):
        if shown(p):
            picture.dot(p, SPACE_RADIUS)
    for seat, where in zip(topology.seats, geo.seats):
        for p in where.start:
            if shown(p):
                picture.dot(p, PIECE_RADIUS, fill=piece_fill(seat.color), stroke=INK, width=0.6)


def _name_at(start: Sequence[Point]) -> Point:
    """A seat's name's baseline centre: just outside its start area, away from the board's
    middle across the page, so the name reads upright and clear of its pieces."""
    x = sum(p[0] for p in start) / len(start)
    if sum(p[1] for p in start) >= 0:
        return x, max(p[1] for p in start) + PIECE_RADIUS + 0.35
    return x, min(p[1] for p in start) - PIECE_RADIUS - 0.35 - NAME_SIZE * 0.75


def setup_figure(topology: RaceTopology, piece: str = "piece") -> Figure:
    geo = layout(topology, 1.0)
    names = [(seat.color, _name_at(where.start)) for seat, where in zip(topology.seats, geo.seats)]

    def paint(picture: Picture) -> None:
        outline = [c for p in geo.outline for c in picture.xy(p)]
        picture.g.add(Polygon(outline, fillColor=None, strokeColor=HOLE, strokeWidth=0.4, strokeDashArray=[2, 2]))
        _board(picture, topology, geo, lambda _p: True)
        for name, p in names:
            picture.text(name, p, size=NAME_SIZE, bold=True)
        for seat, where in zip(topology.seats, geo.seats):
            picture.arrow([geo.track[seat.exit], *where.home[:1]])

    tops = [(x, y + NAME_SIZE) for _, (x, y) in names]  # a name's capitals reach about its size up
    box = _box([*holes(geo), *geo.outline, *(p for _, p in names), *tops])
    n = topology.players
    return Figure(lambda width: _drawing(width, box, paint),
                  f"The board for {n} players, set up: each colour's {topology.description.pieces} {piece}s in its "
                  f"start area. Rings in a colour mark its entry space; the arrows lead from each home turn "
                  f"into its home row.")


def home_figure(topology: RaceTopology, piece: str = "piece") -> Figure:
    geo = layout(topology, 1.0)
    seat, where = topology.seats[0], geo.seats[0]
    entry, exit_ = geo.track[seat.entry], geo.track[seat.exit]
    box = _box([*where.start, *where.home, entry, exit_], CLOSE_ROOM)
    x0, y0, x1, y1 = box

    def shown(p: Point) -> bool:
        return x0 + 0.5 <= p[0] <= x1 - 0.5 and y0 + 0.5 <= p[1] <= y1 - 0.5

    middle = (sum(p[0] for p in where.start) / len(where.start), sum(p[1] for p in where.start) / len(where.start))

    def paint(picture: Picture) -> None:
        _board(picture, topology, geo, shown)
        picture.arrow([middle, entry])
        picture.arrow([exit_, *where.home])

    return Figure(lambda width: _drawing(width, box, paint),
                  f"{seat.color.capitalize()}'s corner. A {piece} comes out of the start area onto the ringed entry "
                  f"space (the first arrow), goes clockwise once round the board, and turns off at the home turn "
                  f"into the home row of {topology.description.home.length} holes (the second arrow).")


def figures(topology: RaceTopology, piece: str) -> dict[str, Figure]:
    """``piece``: what the booklet calls a playing piece (peg, marble)."""
    return {"setup": setup_figure(topology, piece), "home": home_figure(topology, piece)}
