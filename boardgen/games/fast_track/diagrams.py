"""Booklet diagrams of a Fast Track board, drawn from the board model itself.

Space positions come from ``geometry.layout`` (the function the cut files use), in pitches.
Worked examples are positions given to the card engine that plays the game (``on_engine``).
It lists the legal moves, and the example picks one by what it does. The drawing shows each
position with an arrow for the move that left it. If the engine ever stops allowing a move, the example disappears instead
of showing a wrong picture (a test checks they are all there).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.graphics.shapes import Drawing, Group, Line
from reportlab.pdfbase.pdfmetrics import stringWidth

from boardgen.booklet.drawing import HOLE, Picture, piece_fill
from boardgen.booklet.layout import INK
from boardgen.booklet.source import Figure
from boardgen.games.fast_track.board.geometry import FastTrackLayout, layout
from boardgen.games.fast_track.on_engine import course_for
from boardgen.games.fast_track.position import Marbles, code, placed
from boardgen.games.fast_track.rule_set import FastTrackRuleSet
from boardgen.games.fast_track.board.topology import COLORS, SIDE_LENGTH
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.moves import CardMove, apply, card_moves
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.dice.course import START
from boardgen.lettering.pdf_fonts import BOLD, REGULAR, register_fonts
from boardgen.play.moves import MOVED
from boardgen.play.positions import Position

Relocation = tuple[int, int, int, int]
"""``(seat, from, to, kind)``: one marble's change of place, as the card engine's moves list them."""

LABEL_SIZE = 0.75
"""Colour names' font size, in pitches."""
LABEL_CLEAR = 0.3
"""Pitches of paper between a colour's name and the nearest space's edge."""
SPACE_RADIUS = 0.22
"""A space's drawn radius, in pitches."""
FAST_RADIUS = 0.3
"""A fast-track space's drawn radius, in pitches: the ring that marks it."""
MAX_WIDTH = 300.0
"""Widest one board picture is drawn, in points."""
ROOM = 3.1
"""Pitches of paper round the board in every picture, for the examples' panel titles."""
NAME_MARGIN = 0.3
"""Pitches of paper kept beyond a colour's name where it reaches past ``ROOM``."""
NAME_HALF_HEIGHT = 0.36
"""Half a colour name's capital height, as a share of its font size."""


class FastTrackPicture(Picture):
    """One picture of the whole board, pitches to points, y up."""

    def __init__(self, geo: FastTrackLayout, group: Group, scale: float, x0: float, y0: float) -> None:
        super().__init__(group, scale, x0, y0)
        self.geo = geo

    def spaces(self, fast: tuple[int, ...]) -> None:
        geo = self.geo
        for i, p in enumerate(geo.track):
            self.dot(p, FAST_RADIUS if i in fast else SPACE_RADIUS, stroke=INK if i in fast else HOLE,
                     width=1.0 if i in fast else 0.5)
        for seat in geo.seats:
            for p in (*seat.pen, *seat.home):
                self.dot(p, SPACE_RADIUS)
        self.dot(geo.bulls_eye, 0.42, stroke=INK, width=1.0)
        self.dot(geo.bulls_eye, SPACE_RADIUS)

    def marbles(self, course: CardCourse, position: CardPosition) -> None:
        for seat, row in enumerate(position.seats):
            pens = 0
            for step in row:
                p = where(self.geo, course, seat, step, pens)
                pens += step == START
                self.dot(p, 0.34, fill=piece_fill(COLORS[seat]), stroke=INK, width=0.6)


def where(geo: FastTrackLayout, course: CardCourse, seat: int, code: int, pen_slot: int = 0) -> tuple[float, float]:
    """Where a marble code is drawn."""
    kind, at = course.place(seat, code)
    if kind == "start":
        return geo.seats[seat].pen[pen_slot]
    if kind == "centre":
        return geo.bulls_eye
    if kind == "home":
        return geo.seats[seat].home[at]
    return geo.track[at]


def _space(course: CardCourse, seat: int, code: int) -> int:
    """The main-track space a marble stands on (a rider on its ring space's), or -1."""
    kind, at = course.place(seat, code)
    return at if kind in ("track", "ring") else -1


def route(course: CardCourse, card: str, relocation: Relocation) -> tuple[int, ...]:
    """The codes a moved marble's arrow goes through, from where it was to where it ends.

    A move that hops goes round the fast track space by space, then along the main track from
    where it leaves the ring: drawn straight, its arrow would cut across the arms and show a
    move no marble makes. Any other move is one straight arrow. The move is taken to use the
    card's whole count, as every worked example's does (none splits a 7).
    """
    seat, origin, dest, _kind = relocation
    n, space, target = course.topology.track_length, _space(course, seat, origin), _space(course, seat, dest)
    (action,) = [action for action in course.cards[card].actions if action.count is not None]
    step = -1 if action.verb == "backward" else 1
    if space < 0 or space % SIDE_LENGTH or target < 0 or (target - space) * step % n == action.count:
        return (origin, dest)
    leave = seat if step == 1 else (seat + 1) % course.players
    corner, out = space // SIDE_LENGTH, [origin]
    while corner * SIDE_LENGTH != target and corner != leave:
        corner = (corner + step) % course.players
        out.append(_on_track(course, seat, corner * SIDE_LENGTH))
    at = corner * SIDE_LENGTH
    while at != target:
        at = (at + step) % n
        out.append(_on_track(course, seat, at))
    out[-1] = dest
    return tuple(out)


def _on_track(course: CardCourse, seat: int, index: int) -> int:
    """``seat``'s code for main-track space ``index``, where an arrow passes."""
    return course.step_of(seat, index)


def _picture(rules: FastTrackRuleSet, width: float, panels: int, paint: Callable[[FastTrackPicture, int], None],
             reach: tuple[tuple[float, float], ...] = ()) -> Drawing:
    """``panels`` whole-board pictures side by side, ``paint(board, i)`` filling the i-th; the
    frame takes in the board with room round it, and every point of ``reach`` with a little."""
    register_fonts()
    geo = layout(rules.topology, 1.0)
    xs = [p[0] for p in geo.all_points()]
    ys = [p[1] for p in geo.all_points()]
    x0 = min([min(xs) - ROOM, *(p[0] - NAME_MARGIN for p in reach)])
    y0 = min([min(ys) - ROOM, *(p[1] - NAME_MARGIN for p in reach)])
    x1 = max([max(xs) + ROOM, *(p[0] + NAME_MARGIN for p in reach)])
    y1 = max([max(ys) + ROOM, *(p[1] + NAME_MARGIN for p in reach)])
    width = min(width, MAX_WIDTH * panels)
    scale = width / panels / (x1 - x0)
    d = Drawing(width, (y1 - y0) * scale, initialFontName=REGULAR, initialFontSize=8)
    for i in range(panels):
        g = Group()
        board = FastTrackPicture(geo, g, scale, (i * (x1 - x0) - x0) * scale, -y0 * scale)
        if i:
            g.add(Line(i * width / panels, 0, i * width / panels, (y1 - y0) * scale, strokeColor=HOLE,
                       strokeWidth=0.4, strokeDashArray=[2, 2]))
        paint(board, i)
        d.add(g)
    return d


@dataclass(frozen=True)
class Name:
    """A colour's name beside its pen: its centre and half its box, in pitches."""

    text: str
    x: float
    y: float
    half_w: float
    half_h: float

    def corners(self) -> tuple[tuple[float, float], ...]:
        return ((self.x - self.half_w, self.y - self.half_h), (self.x + self.half_w, self.y + self.half_h))


def _name(pen: tuple[tuple[float, float], ...], text: str, spaces: list[tuple[float, float]]) -> Name:
    """A colour's name straight out from its pen, away from the bull's eye, just far enough
    that its box keeps ``LABEL_CLEAR`` from every space."""
    register_fonts()
    half_w, half_h = stringWidth(text, BOLD, LABEL_SIZE) / 2, NAME_HALF_HEIGHT * LABEL_SIZE
    cx, cy = sum(p[0] for p in pen) / len(pen), sum(p[1] for p in pen) / len(pen)
    reach = math.hypot(cx, cy)
    ux, uy = cx / reach, cy / reach
    out = 0.0
    while not all(math.hypot(max(abs(px - cx - ux * out) - half_w, 0.0), max(abs(py - cy - uy * out) - half_h, 0.0))
                  >= FAST_RADIUS + LABEL_CLEAR for px, py in spaces):
        out += 0.05
    return Name(text, cx + ux * out, cy + uy * out, half_w, half_h)


def board_figure(rules: FastTrackRuleSet) -> Figure:
    fast = rules.topology.fast_track
    geo = layout(rules.topology, 1.0)
    names = [_name(geo.seats[seat.seat].pen, seat.color, geo.all_points()) for seat in rules.topology.seats]

    def paint(board: FastTrackPicture, _i: int) -> None:
        board.spaces(fast)
        for name in names:
            board.text(name.text, (name.x, name.y - name.half_h), size=LABEL_SIZE, bold=True)  # baseline

    reach = tuple(corner for name in names for corner in name.corners())
    return Figure(lambda width: _picture(rules, width, 1, paint, reach),
                  f"The board for {rules.players} colours. Each colour has an arm of the star: marbles come out "
                  "of the pen beside the arm's tip, run clockwise round the whole track, and turn into the home "
                  "row at the middle of the tip. The bold rings are the fast-track spaces, the inner corners "
                  "nearest the bull's eye in the centre.")


@dataclass(frozen=True)
class FastTrackExample:
    name: str
    placed: dict[int, list[str]]
    """Marbles by seat, as the position file names them; the other marbles wait in their pens."""
    steps: tuple[tuple[str, Callable[[CardCourse, CardMove], bool]], ...]
    caption: str
    labels: tuple[str, ...]


def _to(seat: int, origin: str, dest: str) -> Callable[[CardCourse, CardMove], bool]:
    return lambda course, move: move.relocations[:1] == (
        (seat, code(course, seat, origin), code(course, seat, dest), MOVED),)


def examples(rules: FastTrackRuleSet) -> list[FastTrackExample]:
    n, side = rules.topology.track_length, SIDE_LENGTH
    second = side  # the next colour's fast-track space
    before_third = 2 * side - 4  # four spaces before the third colour's fast-track space
    return [
        FastTrackExample(
            "example-ride",
            {0: [f"track:{side - 5}"]},
            (("5", _to(0, f"track:{side - 5}", f"track:{second}")),
             ("9", _to(0, f"track:{second}", f"track:{9 - (rules.players - 1)}"))),
            f"A fast-track ride. Red's 5 ends exactly on the fast-track space at track {second}. With the next "
            f"card, a 9, red hops {rules.players - 1} fast-track spaces round to its own, at track 0, and goes on "
            f"out along its arm for the rest of the count, saving most of a lap of {n} spaces.",
            ("Before", "After the 5", "After the 9"),
        ),
        FastTrackExample(
            "example-bulls-eye",
            {0: [f"track:{before_third - 1}"]},
            (("6", _to(0, f"track:{before_third - 1}", "bulls-eye")),
             ("K", _to(0, "bulls-eye", "track:0"))),
            f"Into the bull's eye. Red's 6 from track {before_third - 1} passes the fast-track space at track "
            f"{2 * side} and would end one space beyond it, so red may drop into the bull's eye instead. Only a "
            "jack, queen or king takes it out, onto red's own fast-track space at track 0, seven spaces short "
            "of its home entry.",
            ("Before", "After the 6", "After the king"),
        ),
    ]


def run(rules: FastTrackRuleSet, example: FastTrackExample) -> tuple[list[CardPosition], list[CardMove]] | None:
    """The example's positions and moves as the engine plays them, red playing each card in
    turn; None if one is not legal."""
    course = course_for(rules)
    marbles = placed(rules, example.placed)
    states, moves = [marbles.at(Position(marbles, 0))], []
    for card, pick in example.steps:
        holding = marbles.at(Position(marbles, 0, (card,)))
        legal = [m for m in card_moves(course, holding, card) if pick(course, m)]
        if not legal:
            return None
        marbles = Marbles(rules, apply(course, holding, legal[0]).seats)
        moves.append(legal[0])
        states.append(marbles.at(Position(marbles, 0)))
    return states, moves


def example_figure(rules: FastTrackRuleSet, example: FastTrackExample, states: list[CardPosition], moves: list[CardMove]) -> Figure:
    fast = rules.topology.fast_track
    course = course_for(rules)

    def paint(board: FastTrackPicture, i: int) -> None:
        board.spaces(fast)
        board.marbles(course, states[i])
        top = max(p[1] for p in board.geo.all_points())
        board.text(example.labels[i], (0.0, top + 0.6), size=1.0, bold=True)
        if i:
            move = moves[i - 1]
            seat = move.relocations[0][0]
            board.arrow([where(board.geo, course, seat, step) for step in route(course, move.card, move.relocations[0])])

    return Figure(lambda width: _picture(rules, width, len(states), paint), example.caption)


def figures(rules: FastTrackRuleSet) -> dict[str, Figure]:
    out = {"board": board_figure(rules)}
    for example in examples(rules):
        played = run(rules, example)
        if played is not None:
            out[example.name] = example_figure(rules, example, *played)
    return out
