"""The paper board's picture, in the millimetres of the print. Each hole is a spot to set a
coin, counter or peg on. Each seat's spots are filled in its colour, with its symbol in them,
on a pale ground of its colour. The engraving is inked in the colour of the seat it belongs to:
names, START, HOME, the rings round in-spots and come-outs, the arrows of play.

Which shape belongs to which seat is read from the board's labels and marks (their ``seat``
tags), never from a game: a glyph lies in a seat's label's box, an arrow or ring by a seat's
mark. A ring or square round a hole is redrawn round the spot, which is wider than the drilled
hole it was made for.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from reportlab.pdfgen.canvas import Canvas

from boardgen.board import Board, Engraving, Hole, Label, Mark, Piece, hole_key, seats_by_hole
from boardgen.geometry.marks import RING_BAND
from boardgen.geometry.outline import Outline
from boardgen.geometry.symbols import symbol
from boardgen.geometry.vec import Point, bounds, rotate
from boardgen.lettering.outline import text_width
from boardgen.writers.pdf.drawing import circles, outline_path, polylines
from boardgen.writers.pdf.tiles import HoleGrid, Punch
from boardgen.writers.paper.palette import RGB, SeatStyle

SPOT = 0.56
"""A spot's diameter, in hole spacings: room for a coin or counter, with paper between."""
AREA = 0.5
"""Radius of a seat's pale ground round each of its spots, in spacings: neighbours' grounds meet."""
RING_OUT = 0.08
"""How far outside its spot a ring or square round a hole runs, in spacings."""
SPOT_SYMBOL = 0.5
"""A seat's symbol inside its spots, as a fraction of the spot."""
NAME_SYMBOL = 1.3
"""A seat's symbol beside its name, in the name's cap heights."""
NEUTRAL = (0.2, 0.2, 0.2)
TRACK_EDGE = (0.45, 0.45, 0.45)
OUTLINE = (0.55, 0.55, 0.55)
NEAR_MARK = 0.5
"""How near a mark (in spacings) a shape that is no label's glyph must be to be that mark's."""


@dataclass(frozen=True)
class PaperBoard:
    """The board scaled to paper: its pieces (holes widened to spots), seats' spots and styles."""

    pieces: tuple[Piece, ...]
    spacing: float
    """The nearest holes' distance on paper, mm."""
    seat_of_hole: dict[Point, int]
    """Each seat's own holes (start and home), by ``hole_key`` of the centre on paper."""
    marked: dict[Point, int]
    """The track holes a seat's mark sits on, likewise."""
    styles: dict[int, SeatStyle]
    labels: tuple[Label, ...]
    marks: tuple[Mark, ...]


def on_paper(board: Board, scale: float, spacing: float, styles: dict[int, SeatStyle]) -> PaperBoard:
    """``board`` (its assembled pieces, ``spacing`` their nearest holes' distance) at ``scale``,
    each hole drawn ``SPOT`` spacings wide."""
    paper_spacing = spacing * scale if math.isfinite(spacing) else 10.0
    spot = SPOT * paper_spacing

    def at(point: Point) -> Point:
        return point[0] * scale, point[1] * scale

    pieces = tuple(Piece(p.name, Outline(tuple(at(c) for c in p.outline.corners),
                                         tuple(r * scale for r in p.outline.radii)),
                         tuple(replace(h, center=at(h.center), diameter=spot) for h in p.holes),
                         tuple(Engraving(tuple(tuple(at(q) for q in path) for path in e.paths), e.closed)
                               for e in p.engraving)) for p in board.assembled)
    own, marked = seats_by_hole(board)
    moved = [(hole_key(h.center), hole_key(at(h.center))) for p in board.assembled for h in p.holes]
    labels = tuple(replace(label, at=at(label.at), height=label.height * scale) for label in board.labels)
    marks = tuple(replace(mark, at=at(mark.at)) for mark in board.marks)
    return PaperBoard(pieces, paper_spacing, {new: own[old] for old, new in moved if old in own},
                      {new: marked[old] for old, new in moved if old in marked}, styles, labels, marks)


def draw_paper_board(canvas: Canvas, paper: PaperBoard) -> None:
    """The whole board: outlines, seats' grounds, spots, then the engraving over them."""
    holes = [h for p in paper.pieces for h in p.holes]
    by_seat: dict[int | None, list[Hole]] = {}
    for hole in holes:
        by_seat.setdefault(paper.seat_of_hole.get(hole_key(hole.center)), []).append(hole)
    grounds: dict[int, list[Hole]] = {}
    for hole in holes:
        seat = paper.seat_of_hole.get(hole_key(hole.center), paper.marked.get(hole_key(hole.center)))
        if seat is not None:
            grounds.setdefault(seat, []).append(replace(hole, diameter=2 * AREA * paper.spacing))
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    for seat in sorted(grounds):
        _fill(canvas, circles(grounds[seat]), paper.styles[seat].tint)
    outlines = canvas.beginPath()
    for piece in paper.pieces:
        outline_path(outlines, piece.outline)
    _stroke(canvas, outlines, 0.5, OUTLINE)
    _spots(canvas, by_seat.get(None, []), (1.0, 1.0, 1.0), TRACK_EDGE)
    for seat in sorted(s for s in by_seat if s is not None):
        style = paper.styles[seat]
        _spots(canvas, by_seat[seat], style.colour, style.ink)
        size = SPOT_SYMBOL * SPOT * paper.spacing
        inside = (1.0, 1.0, 1.0) if style.ink == style.colour else style.ink
        _fill(canvas, polylines((symbol(style.symbol, h.center, size), True) for h in by_seat[seat]), inside)
    _engraving(canvas, paper, holes)
    _name_symbols(canvas, paper)


def _spots(canvas: Canvas, holes: Sequence[Hole], fill: RGB, edge: RGB) -> None:
    canvas.setFillColorRGB(*fill)
    canvas.setStrokeColorRGB(*edge)
    canvas.setLineWidth(0.35)
    canvas.drawPath(circles(holes), stroke=1, fill=1)


def _fill(canvas: Canvas, path, colour: RGB) -> None:
    canvas.setFillColorRGB(*colour)
    canvas.drawPath(path, stroke=0, fill=1, fillMode=0)


def _stroke(canvas: Canvas, path, width: float, colour: RGB) -> None:
    canvas.setLineWidth(width)
    canvas.setStrokeColorRGB(*colour)
    canvas.drawPath(path, stroke=1, fill=0)


def _seat(owner: Sequence[tuple[str, object]]) -> int | None:
    return next((int(value) for tag, value in owner if tag == "seat"), None)  # type: ignore[call-overload]


def _engraving(canvas: Canvas, paper: PaperBoard, holes: Sequence[Hole]) -> None:
    """Each engraved shape in its seat's ink, or a neutral dark grey: glyphs and arrows filled,
    single-line strokes and rings round holes stroked, the rings moved out round the spots."""
    grid = HoleGrid(tuple((h.center[0], h.center[1], 0.0) for h in holes), paper.spacing)
    filled: dict[int | None, list[Engraving]] = {}
    lines: dict[int | None, list[Engraving]] = {}
    for shape in (s for p in paper.pieces for s in p.engraving):
        seat = _owner(shape, paper)
        around = _encircled(shape, grid.around(_middle(shape)))
        if around is not None:
            lines.setdefault(seat, []).append(_round_spot(shape, around, paper.spacing))
        else:
            (filled if shape.closed else lines).setdefault(seat, []).append(shape)
    for seat, shapes in sorted(filled.items(), key=lambda kv: -1 if kv[0] is None else kv[0]):
        colour = NEUTRAL if seat is None else paper.styles[seat].ink
        _fill(canvas, polylines((path, True) for s in shapes for path in s.paths), colour)
    for seat, shapes in sorted(lines.items(), key=lambda kv: -1 if kv[0] is None else kv[0]):
        colour = NEUTRAL if seat is None else paper.styles[seat].ink
        _stroke(canvas, polylines((path, s.closed) for s in shapes for path in s.paths), 0.5, colour)


def _middle(shape: Engraving) -> Point:
    x0, y0, x1, y1 = bounds(shape.points)
    return (x0 + x1) / 2, (y0 + y1) / 2


def _encircled(shape: Engraving, near: Sequence[Punch]) -> Point | None:
    """The centre of the hole ``shape`` runs round (a ring, a square), if it is such a mark. Such
    a mark is one path, every point of it between half and all of its greatest distance from the
    centre. Or it is a ring's band (``marks.annulus``: two such paths ``RING_BAND`` apart)."""
    if len(shape.paths) not in (1, 2):
        return None
    for x, y, _ in near:
        reach = [[math.dist((x, y), p) for p in path] for path in shape.paths]
        if all(min(r) > 0.5 * max(r) and _winds_round(path, (x, y)) for r, path in zip(reach, shape.paths)) and (
                len(reach) == 1 or abs(max(reach[0]) - max(reach[1]) - RING_BAND) < 1e-3):
            return x, y
    return None


def _winds_round(path: Sequence[Point], centre: Point) -> bool:
    """Whether ``path`` goes once round ``centre`` (its turning about the centre adds to a full turn)."""
    total = 0.0
    for a, b in zip(path, (*path[1:], path[0])):
        total += math.remainder(math.atan2(b[1] - centre[1], b[0] - centre[0])
                                - math.atan2(a[1] - centre[1], a[0] - centre[0]), math.tau)
    return abs(abs(total) - math.tau) < 0.5


def _round_spot(shape: Engraving, centre: Point, spacing: float) -> Engraving:
    """A ring or square round a hole, grown about the hole's centre to run just outside its spot
    (a ring's band by its outer path: on paper it is one stroked line)."""
    mean = sum(math.dist(centre, p) for p in shape.paths[0]) / len(shape.paths[0])
    grow = (SPOT / 2 + RING_OUT) * spacing / mean
    return Engraving((tuple((centre[0] + (x - centre[0]) * grow, centre[1] + (y - centre[1]) * grow)
                            for x, y in shape.paths[0]),))


def _owner(shape: Engraving, paper: PaperBoard) -> int | None:
    """The seat a shape is engraved for: that of the label it is a glyph of, else that of the
    nearest mark within ``NEAR_MARK`` spacings; None for the board's own (a title, a safe space)."""
    middle = _middle(shape)
    for label in paper.labels:
        if _in_label(middle, label):
            return _seat(label.owner)
    x0, y0, x1, y1 = bounds(shape.points)
    best, seat = NEAR_MARK * paper.spacing, None
    for mark in paper.marks:
        gap = math.hypot(max(x0 - mark.at[0], 0.0, mark.at[0] - x1), max(y0 - mark.at[1], 0.0, mark.at[1] - y1))
        if gap <= best:
            best, seat = gap, _seat(mark.owner)
    return seat


def _in_label(point: Point, label: Label) -> bool:
    """Whether ``point`` lies in the box of ``label``'s text (a little wider than its glyphs)."""
    u, v = rotate((point[0] - label.at[0], point[1] - label.at[1]), -math.radians(label.angle))
    return abs(u) <= _label_width(label) / 2 + 0.2 * label.height and abs(v) <= 0.8 * label.height


def _label_width(label: Label) -> float:
    return text_width(label.text, label.height)


def _name_symbols(canvas: Canvas, paper: PaperBoard) -> None:
    """Each seat's symbol before its name (the label that reads as its colour), in its ink."""
    for label in paper.labels:
        seat = _seat(label.owner)
        if seat is None or not label.text.upper().startswith(paper.styles[seat].name.upper()):
            continue
        style = paper.styles[seat]
        angle = math.radians(label.angle)
        back = _label_width(label) / 2 + NAME_SYMBOL * label.height * 0.75
        centre = (label.at[0] - back * math.cos(angle), label.at[1] - back * math.sin(angle))
        _fill(canvas, polylines(((symbol(style.symbol, centre, NAME_SYMBOL * label.height), True),)), style.ink)
