"""The one board model every writer reads: pieces, holes and engraving, nothing about games.

Coordinates are millimetres with y pointing up, in the frame of the assembled board.
Each piece also carries where it lies on the cutting sheet, so the manifest can speak of
the assembled board while the cut files lay the pieces out apart from each other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from itertools import chain
from typing import Any

from boardgen.design import Design
from boardgen.geometry.outline import Outline
from boardgen.geometry.placement import IDENTITY, Placement
from boardgen.geometry.vec import Point

Loop = tuple[Point, ...]
Tag = tuple[str, str | int | float]
"""What an engraved label or mark belongs to, as the manifest names it: ('seat', 2), ('track', 8), ('part', 'B')."""

MANIFEST_DECIMALS = 4
"""Places of a millimetre the manifest keeps (0.1 µm): far inside every check's tolerance, short to read."""
ORIGINS = ("lower-left", "centre")
"""Where X0 Y0 of the output files is: a corner of the bounding box (a shop's zero) or its centre."""


class ManifestPoint(list):
    """``[x, y]`` in a game's manifest layout, marked as a point so the manifest writer can move
    every point to the chosen origin without knowing the game's layout."""


def manifest_points(points: Iterable[Point]) -> list[ManifestPoint]:
    """Points as every manifest lists them, ``[x, y]`` rounded alike, so checks read all boards the same way."""
    return [ManifestPoint([round(x, MANIFEST_DECIMALS), round(y, MANIFEST_DECIMALS)]) for x, y in points]


def origin_point(bounds: tuple[float, float, float, float], origin: str) -> Point:
    """The point of a bounding box that ``origin`` (one of ``ORIGINS``) makes X0 Y0."""
    x0, y0, x1, y1 = bounds
    return (x0, y0) if origin == "lower-left" else ((x0 + x1) / 2, (y0 + y1) / 2)


DOWEL_ROLE = "dowel"
"""The role of the holes a split adds for dowels: not the game's, so summaries leave them out."""


@dataclass(frozen=True)
class Hole:
    center: Point
    diameter: float
    role: str
    """What the game calls it ('track', 'start', 'home', ...): for people and tools, not writers."""
    depth: float | None = None
    """Seat depth for marbles; None drills through."""

    def placed(self, placement: Placement) -> "Hole":
        return replace(self, center=placement.apply(self.center))


@dataclass(frozen=True)
class Engraving:
    """One engraved shape kept whole, so every importer treats it as one thing.

    Closed: a glyph's or mark's contours together, counters included with the font's
    opposite windings, so software that fills each shape leaves the inside of an O open.
    Open: the single-line strokes of one glyph, which a laser scores and a V-bit follows.
    """

    paths: tuple[Loop, ...]
    closed: bool = True

    def placed(self, placement: Placement) -> "Engraving":
        return replace(self, paths=tuple(placement.apply_all(path) for path in self.paths))

    @property
    def points(self) -> tuple[Point, ...]:
        return tuple(chain.from_iterable(self.paths))

    def mirrored(self, x: float) -> "Engraving":
        """The shape mirrored left to right about the vertical line through ``x``."""
        return replace(self, paths=tuple(tuple([(2 * x - px, py) for px, py in path]) for path in self.paths))


@dataclass(frozen=True)
class Label:
    """An engraved text as the manifest describes it, so other tools can find it without reading shapes."""

    text: str
    at: Point
    """Centre of the text's cap-height box (assembled frame)."""
    height: float
    """Cap height, mm."""
    angle: float
    """Baseline angle, degrees counter-clockwise."""
    owner: tuple[Tag, ...]


@dataclass(frozen=True)
class Mark:
    """An engraved mark (in-spot, come-out, seam, reference square...) as the manifest lists it."""

    kind: str
    at: Point
    owner: tuple[Tag, ...] = ()


@dataclass(frozen=True)
class Seat:
    """A player's own holes (start and home) and the colour the game gives that seat, so a
    writer can draw each seat apart (the paper board, a multi-colour print) knowing no game."""

    seat: int
    """Its number in seating order, as the labels' and marks' ``('seat', n)`` tags give it."""
    colour: str
    """The game's name for it ('red'), one of ``play.ring.SEAT_COLORS``."""
    holes: tuple[Point, ...]
    """Its start and home holes (assembled frame)."""
    start: tuple[Point, ...] = ()
    """Its start holes alone, one a piece: where a table that sets the game up puts its pieces."""


def seats_of(colours: Iterable[str], holes: Iterable[Iterable[Point]],
             starts: Iterable[Iterable[Point]] = ()) -> tuple[Seat, ...]:
    """Each seat in seating order, from its colour, its own holes (start and home together) and,
    when given, its start holes alone."""
    starts = list(starts)
    return tuple(Seat(k, colour, tuple(own), tuple(starts[k]) if k < len(starts) else ())
                 for k, (colour, own) in enumerate(zip(colours, holes)))




@dataclass(frozen=True)
class CardFace:
    """One kind of card of a game's own deck: its rank, how many copies, what it does there."""

    rank: str
    copies: int
    text: str
    """A short sentence: what the card lets its player do in this game."""


@dataclass(frozen=True)
class Equipment:
    """What a game is played with besides the board and its pieces, for writers that set the
    whole game out (Tabletop Simulator): dice, or a deck, plain or the game's own."""

    dice: int = 0
    faces: int = 6
    plain_decks: int = 0
    """Plain 52-card decks (54 with ``jokers``), as a shop sells them."""
    jokers: bool = False
    deck: tuple[CardFace, ...] = ()
    """The game's own deck, when it is no plain one (the slide race's 45 cards)."""
    rules: str = ""
    """The rule booklet's words as plain text; empty for a game with no booklet of its own (a
    user's description)."""
    pegs: tuple[Point, ...] = ()
    """Holes a peg stands in when the game starts (assembled frame), for a game of pegs and no
    seats: peg solitaire fills every hole but the one left empty."""


def hole_key(point: Point) -> Point:
    """A hole's centre rounded to a micrometre, to find the same hole from a seat or a mark."""
    return round(point[0], 3), round(point[1], 3)


def seats_by_hole(board: "Board") -> tuple[dict[Point, int], dict[Point, int]]:
    """Which seat each hole is for, by ``hole_key`` of its centre (assembled frame). That is a
    seat's own holes (start and home), and the track holes a seat's mark sits on (its in-spot,
    come-out or entry). Those are the seat's to mark but every player's to land on."""
    own = {hole_key(point): seat.seat for seat in board.seats for point in seat.holes}
    holes = {hole_key(h.center) for piece in board.assembled for h in piece.holes}
    marked: dict[Point, int] = {}
    for mark in board.marks:
        key = hole_key(mark.at)
        seat = next((int(value) for tag, value in mark.owner if tag == "seat"), None)
        if seat is not None and key in holes and key not in own:
            marked.setdefault(key, seat)
    return own, marked


@dataclass(frozen=True)
class Engraved:
    """What a board builder engraves: the shapes for the pieces and their manifest entries."""

    shapes: tuple[Engraving, ...] = ()
    labels: tuple[Label, ...] = ()
    marks: tuple[Mark, ...] = ()

    def __add__(self, other: "Engraved") -> "Engraved":
        return Engraved(self.shapes + other.shapes, self.labels + other.labels, self.marks + other.marks)


@dataclass(frozen=True)
class Piece:
    name: str
    outline: Outline
    holes: tuple[Hole, ...]
    engraving: tuple[Engraving, ...] = ()
    """Shapes to engrave: text and marks."""
    placement: Placement = IDENTITY
    """From the assembled board to this piece's place on the cutting sheet."""
    sheet: int = 0
    """Which cutting sheet the piece is laid out on (0-based), when a bed limits the sheet size."""
    short_name: str = ""
    """The name engraved on a part of a board in several parts (A, B...), empty on a one-piece board."""
    neighbours: tuple[str, ...] = ()
    """Short names of the parts this one shares a seam with."""
    joint_edges: tuple[int, ...] = ()
    """Edges (each by the index of the corner it starts at) cut along a dovetailed seam: the
    joint clearance opens these, and only these, beyond the kerf."""
    butt_edges: tuple[int, ...] = ()
    """Edges (as ``joint_edges``) where the part butts against another with no joint (a
    section's seams): a seam all the same, so no holding tab goes there while the part has
    outer edge enough, but no clearance opens it."""

    @property
    def seam_edges(self) -> tuple[int, ...]:
        """Every edge that meets another part: the dovetailed seams and the butt seams."""
        return tuple(sorted({*self.joint_edges, *self.butt_edges}))
    back: tuple[Engraving, ...] = ()
    """Shapes to engrave on the piece's back, drawn where they lie seen through the piece from
    its face (each mirrored in place), so they read true from the back: cut files put them in
    a file of their own (``Board.back_side``)."""

    def moved(self, placement: Placement) -> "Piece":
        """This piece's outline, holes and engraving moved by ``placement``; the rest kept."""
        return replace(self, outline=self.outline.placed(placement), holes=tuple(h.placed(placement) for h in self.holes),
                       engraving=tuple(shape.placed(placement) for shape in self.engraving),
                       back=tuple(shape.placed(placement) for shape in self.back))

    def on_sheet(self) -> "Piece":
        """This piece moved to its place on the cutting sheet."""
        p = self.placement
        if p.is_identity:
            return self
        return replace(self.moved(p), placement=IDENTITY)

    def compensated(self, kerf: float, clearance: float = 0.0) -> "Piece":
        """The toolpath for a cut of full width ``kerf``: the part comes out at nominal size,
        less half the joint ``clearance`` along its joint edges, so a tab and its socket part
        by the whole clearance.

        The beam or bit removes half the kerf on each side of the line, so outlines move
        out by half of it and holes are drawn a whole kerf smaller.
        """
        opened = clearance > 0 and bool(self.joint_edges)
        if kerf == 0 and not opened:
            return self
        outline = self.outline.offset(kerf / 2)
        if opened:
            outline = self.outline.offset_edges([kerf / 2 - (clearance / 2 if i in self.joint_edges else 0.0)
                                                 for i in range(len(self.outline.corners))])
        return replace(self, outline=outline, holes=tuple(replace(h, diameter=h.diameter - kerf) for h in self.holes))


@dataclass(frozen=True)
class Board:
    game: str
    stem: str
    """File name stem, e.g. 'pegs-and-jokers-6p'."""
    title: str
    pieces: tuple[Piece, ...]
    kerf: float = 0.0
    joint_clearance: float = 0.0
    """Gap opened between dovetailed parts beyond the kerf (see ``Piece.joint_edges``)."""
    layout: Mapping[str, Any] = field(default_factory=dict)
    """The game's own description of the holes, JSON-ready, for the manifest."""
    notes: tuple[str, ...] = ()
    """Lines for the summary, e.g. how sections join."""
    pieces_label: str = ""
    """What the holes are for, e.g. 'golf tees'."""
    labels: tuple[Label, ...] = ()
    """Every engraved text, for the manifest; the shapes themselves are on the pieces."""
    marks: tuple[Mark, ...] = ()
    """Every engraved mark, for the manifest."""
    whole: tuple[Piece, ...] = ()
    """On one sheet of a board (``for_sheet``), every piece of the board, for an assembly view."""
    sheet_size: tuple[float, float] | None = None
    """The bed the pieces are laid out on, when one is given: cut files are drawn that size,
    with its edge, so the user sees where each part lies."""
    design: Design = Design()
    """The parameters and command line that made it, for every file to repeat."""
    engrave_only: bool = False
    """A file of engraving alone (a sheet's back, ``back_side``): cut files draw no outline or hole."""
    seats: tuple[Seat, ...] = ()
    """Each player's colour and own holes, for writers that draw seats apart; none on a board
    without seats (solitaire, the fit coupon)."""
    equipment: Callable[[], Equipment] = field(default=Equipment, compare=False)
    """The game's dice or deck, worked out when a writer asks (Tabletop Simulator's), as reading a
    game's description brings in modules the other formats never need; none for a board alone."""
    joined: bool = True
    """Whether the pieces go together into one board; the fit coupon's tests do not, so its
    drilling template has no page showing how they join."""

    @property
    def assembled(self) -> tuple[Piece, ...]:
        """Every piece of the whole board, also when this is one sheet of it."""
        return self.whole or self.pieces

    @property
    def holes(self) -> tuple[Hole, ...]:
        return tuple(h for piece in self.pieces for h in piece.holes)

    @property
    def sheet_count(self) -> int:
        return 1 + max((p.sheet for p in self.pieces), default=0)

    def for_sheet(self, sheet: int) -> "Board":
        """The pieces of one cutting sheet as a board of their own, so every cut-file writer
        renders a sheet without knowing there are others; named ``STEM-sheetN``."""
        count = self.sheet_count
        return replace(
            self,
            stem=f"{self.stem}-sheet{sheet + 1}",
            title=f"{self.title}, sheet {sheet + 1} of {count}",
            pieces=tuple(p for p in self.pieces if p.sheet == sheet),
            whole=self.pieces,
        )

    @property
    def has_back(self) -> bool:
        return any(p.back for p in self.pieces)

    def back_side(self) -> "Board":
        """The engraving of the pieces' backs as a board of its own (``STEM-back``). It is
        mirrored left to right about the middle of the sheet's frame (the bed, when there is
        one). Turned over about its vertical axis and set to the same corner, the sheet takes
        each shape on the back of its piece, reading true."""
        x0, _, x1, _ = self.frame()
        middle = (x0 + x1) / 2
        pieces = tuple(Piece(p.name, p.outline.mirrored(middle), (), tuple(shape.mirrored(middle) for shape in p.back),
                             sheet=p.sheet, short_name=p.short_name, neighbours=p.neighbours)
                       for p in self.sheet())
        return replace(self, stem=f"{self.stem}-back", title=f"{self.title}, back: engrave with the sheet turned over "
                       "left to right", pieces=pieces, kerf=0.0, engrave_only=True)

    def sheet(self) -> tuple[Piece, ...]:
        """Pieces as laid out for cutting, at nominal size."""
        return tuple(p.on_sheet() for p in self.pieces)

    def toolpaths(self) -> tuple[Piece, ...]:
        """Pieces as laid out for cutting, kerf-compensated: what cut files carry."""
        return tuple(p.on_sheet().compensated(self.kerf, self.joint_clearance) for p in self.pieces)

    def frame(self) -> tuple[float, float, float, float]:
        """The box the output files' origin is taken from: the bed when the sheets are drawn
        bed-sized, else the nominal pieces' extent on the sheet."""
        return (0.0, 0.0, *self.sheet_size) if self.sheet_size else Board.extent(self.sheet())

    @staticmethod
    def extent(pieces: tuple[Piece, ...]) -> tuple[float, float, float, float]:
        boxes = [p.outline.bounds() for p in pieces]
        return (
            min(b[0] for b in boxes),
            min(b[1] for b in boxes),
            max(b[2] for b in boxes),
            max(b[3] for b in boxes),
        )
