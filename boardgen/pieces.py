"""A game's playing pieces, sized from the board ``boardgen board`` makes with the same options.
It says how many each seat has (one a start hole, as the game's description counts them). It
gives the pawn that fits the board's holes, and what to buy instead. It makes the pieces as
solids (a 3D printer) or as a ``Board`` of flat halves (a laser). The existing writers write
those knowing no game.

The fit: a printed pawn's shank (peg holes) or foot (a marble's seat) is the hole less
``--joint-clearance``, as deep as the hole allows. A laser piece's slot is ``--stock`` plus
``--joint-clearance``, so the two halves cross snugly.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from boardgen.board import DOWEL_ROLE, Board, Engraving, Piece, hole_key
from boardgen.errors import ParameterError
from boardgen.geometry.outline import Outline
from boardgen.geometry.pawn import NECK, PawnSize, pawn_solid, silhouette, slotted
from boardgen.geometry.placement import Placement
from boardgen.geometry.symbols import symbol
from boardgen.geometry.vec import nearest_spacing
from boardgen.shop.drilling import DrillSettings
from boardgen.shop.printing import bore_depth
from boardgen.writers.paper.palette import SeatStyle, seat_styles

WIDTH = 0.8
"""A pawn's base as a share of the board's least hole spacing: pawns on neighbouring holes
stand clear of each other."""
TALL = 1.7
"""A pawn's height above the flare as a multiple of its base."""
PLUG_DEPTH = 1.5
"""The longest plug as a multiple of the hole: deeper holds no better and prints taller."""
MIN_PLUG = 2.0
"""mm: the thinnest shank or foot a printer makes strong enough to hold a pawn upright."""
MIN_PLUG_LENGTH = 1.0
"""mm: the shortest plug that keeps a pawn in its hole."""
LIP = 1.0
"""mm the base reaches past the hole's edge all round, to rest on the board."""
MIN_WALL = 1.5
"""mm of stock left each side of a laser piece's slot at its narrowest (the neck)."""
GAP = 5.0
"""mm between pieces on a bed, and from the bed's edges."""
STANDING = ("start", "pen")
"""The hole roles where a seat's pieces wait at the start: one piece a hole."""


@dataclass(frozen=True)
class SeatPieces:
    """One seat's pieces: its number, its style (colour and symbol) and how many."""

    seat: int
    style: SeatStyle
    count: int


@dataclass(frozen=True)
class PieceSet:
    """What a game is played with on this board: each seat's pieces, the pawn's size, and what
    the board's holes were made for (``Board.pieces_label``), to buy instead."""

    stem: str
    title: str
    seats: tuple[SeatPieces, ...]
    size: PawnSize
    hole: float
    seat_depth: float | None
    """The marble seat's depth; None for a peg hole."""
    bought: str
    """The board's piece as a shop sells it ('golf tees', '16 mm marbles')."""
    clearance: float

    @property
    def count(self) -> int:
        return sum(s.count for s in self.seats)

    def buy_line(self) -> str:
        """What to buy instead of printing or cutting: the board's own piece, a count a colour."""
        where = f"{self.hole:g} mm {'seats' if self.seat_depth is not None else 'holes'}"
        colours = ", ".join(s.style.name for s in self.seats)
        per = {s.count for s in self.seats}
        each = f"{per.pop()} in each of {colours}" if len(per) == 1 else colours
        return f"to buy instead: {self.count} {self.bought} for the {where}, {each}"


def seat_counts(board: Board) -> dict[int, int]:
    """Pieces per seat: its own holes where pieces wait at the start (a start hole, a pen), one
    piece each, as every race game's description counts them."""
    roles = {hole_key(h.center): h.role for h in board.holes}
    return {seat.seat: sum(roles.get(hole_key(p)) in STANDING for p in seat.holes) for seat in board.seats}


def piece_set(board: Board, drill: DrillSettings, clearance: float, palette: str) -> PieceSet:
    """The pieces of ``board``'s game, their pawn fitted to its holes with ``clearance``;
    refused in one line naming the option that makes a pawn that cannot hold or stand."""
    if not board.seats:
        raise ParameterError("GAME", "a race game whose seats have pieces (solitaire's pegs fill the board's holes)",
                             board.game)
    counts = seat_counts(board)
    styles = seat_styles(board.seats, palette)
    holes = [h for h in board.holes if h.role != DOWEL_ROLE]
    ((hole, depth), _), = Counter((h.diameter, h.depth) for h in holes if h.role in STANDING).most_common(1)
    reach = bore_depth(next(h for h in holes if h.role in STANDING), drill)
    plug = hole - clearance
    if plug < MIN_PLUG:
        raise ParameterError("--hole", f"at least {MIN_PLUG + clearance:g} mm for a pawn's shank to hold: the hole "
                             f"less --joint-clearance {clearance:g} mm leaves {plug:g} mm", f"{hole:g} mm")
    plug_length = min(drill.stock if reach is None else reach, PLUG_DEPTH * hole)
    if plug_length < MIN_PLUG_LENGTH:
        raise ParameterError("--stock", f"at least {MIN_PLUG_LENGTH:g} mm of hole for a pawn's shank to hold",
                             f"{plug_length:g} mm")
    width = round(WIDTH * nearest_spacing([h.center for h in holes]), 2)
    if width < hole + 2 * LIP:
        raise ParameterError("--pitch", f"holes far enough apart for pawns wider than the {hole:g} mm holes "
                             f"(a pawn is {WIDTH:g} of the spacing, here {width:g} mm)", f"{width / WIDTH:g} mm")
    size = PawnSize(round(plug, 4), round(plug_length, 4), width, round(TALL * width, 2))
    seats = tuple(SeatPieces(n, styles[n], counts[n]) for n in sorted(counts))
    return PieceSet(f"{board.stem}-pieces", board.title, seats, size, hole, depth, board.pieces_label, clearance)


def grid(count: int, width: float, depth: float, bed: tuple[float, float] | None) -> list[tuple[float, float]]:
    """The centres of ``count`` cells ``width`` x ``depth`` laid out in rows on ``bed`` (GAP
    apart and from its edges), or in a near-square block with no bed; refused naming ``--bed``
    when it holds not one, or not all."""
    if bed is None:
        columns = math.ceil(math.sqrt(count))
    else:
        columns = int((bed[0] - GAP) // (width + GAP))
        rows = int((bed[1] - GAP) // (depth + GAP))
        smallest = f"{width + 2 * GAP:g}x{depth + 2 * GAP:g}mm"
        if columns < 1 or rows < 1:
            raise ParameterError("--bed", f"at least {smallest} for one piece", f"{bed[0]:g}x{bed[1]:g}mm")
        if columns * rows < count:
            raise ParameterError("--bed", f"room for all {count} pieces: it holds {columns * rows} (one piece "
                                 f"takes {width + GAP:g} x {depth + GAP:g} mm)", f"{bed[0]:g}x{bed[1]:g}mm")
    return [(GAP + width / 2 + (k % columns) * (width + GAP), GAP + depth / 2 + (k // columns) * (depth + GAP))
            for k in range(count)]


def printed(pieces: PieceSet, bed: tuple[float, float] | None) -> list[tuple[SeatPieces, Any]]:
    """Each seat's pawns as one manifold3d solid, laid out with the others on ``bed``."""
    import manifold3d

    pawn = pawn_solid(pieces.size)
    places = iter(grid(pieces.count, pieces.size.width, pieces.size.width, bed))
    return [(seat, manifold3d.Manifold.compose([pawn.translate((*next(places), 0.0)) for _ in range(seat.count)]))
            for seat in pieces.seats]


def slot_width(stock: float, clearance: float) -> float:
    """A laser piece's slot: the stock it takes, and the fit's clearance."""
    return stock + clearance


STYLES = ("halves", "disc")
"""A laser piece: two slotted halves crossed, standing beside a hole, or a disc on a peg standing in it."""


def peg_width(plug: float, stock: float) -> float:
    """A flat peg's width whose corners just reach the round plug's circle: a peg of ``stock``
    thickness fits the hole with the clearance all round its corners."""
    return math.sqrt(max(0.0, plug ** 2 - stock ** 2))


def flat_discs(pieces: PieceSet, stock: float, bed: tuple[float, float] | None, kerf: float) -> Board:
    """Every seat's pieces as a disc on a peg, the seat's symbol engraved on the disc: the peg,
    ``stock`` thick, is as wide as lets its corners fit the hole less the clearance (the printed
    shank's circle), as deep as the printed shank. Refused naming ``--stock`` when the peg would
    be under the thinnest a hole holds."""
    import shapely

    size = pieces.size
    width = peg_width(size.plug, stock)
    if width < MIN_PLUG:
        most = math.sqrt(max(0.0, size.plug ** 2 - MIN_PLUG ** 2))
        raise ParameterError("--stock", f"at most {most:.2f} mm for a disc's peg in the {pieces.hole:g} mm holes: a "
                             f"peg of this stock fits only {width:.2f} mm wide (under {MIN_PLUG:g} mm)",
                             f"{stock:g} mm")
    radius = size.width / 2
    centre = size.plug_length + radius
    disc = shapely.Point(0.0, centre).buffer(radius, quad_segs=32)
    peg = shapely.box(-width / 2, 0.0, width / 2, centre)
    shape = shapely.geometry.polygon.orient(disc.union(peg), 1.0)
    corners = [(round(x, 6), round(y, 6)) for x, y in shape.exterior.coords[:-1]]
    parts = [Piece(f"{seat.style.name}-{k + 1}", Outline.polygon(corners), (),
                   (Engraving((symbol(seat.style.symbol, (0.0, centre), 0.5 * size.width),)),))
             for seat in pieces.seats for k in range(seat.count)]
    return _laid_flat(pieces, parts, size.width, centre + radius, bed, kerf)


def flat_halves(pieces: PieceSet, stock: float, bed: tuple[float, float] | None, kerf: float) -> Board:
    """Every seat's pieces as two slotted halves each, the seat's symbol engraved on both, as a
    ``Board`` of pieces the cut-file writers write. They are laid out in rows. With a bed, they
    go on the bed's sheets by the board's nesting (``layout.split.fit_to_bed``). Refused naming ``--stock``
    when the slot leaves too little wood at the neck."""
    size = pieces.size
    slot = slot_width(stock, pieces.clearance)
    if 2 * NECK * size.width - slot < 2 * MIN_WALL:
        raise ParameterError("--stock", f"at most {round(2 * NECK * size.width - 2 * MIN_WALL, 2):g} mm for pieces "
                             f"{size.width:g} mm wide: a slot of the stock and --joint-clearance leaves under "
                             f"{MIN_WALL:g} mm at the neck (or a larger --pitch)", f"{stock:g} mm")
    outline = silhouette(size)
    halves = (slotted(outline, slot, True, size.height), slotted(outline, slot, False, size.height))
    marks = ((0.0, 0.25 * size.height, 0.36 * size.width), (0.0, size.height - 0.24 * size.width, 0.3 * size.width))
    parts: list[Piece] = []
    for seat in pieces.seats:
        for k in range(seat.count):
            for half, (corners, (x, y, side)) in zip("ab", zip(halves, marks)):
                shape = Engraving((symbol(seat.style.symbol, (x, y), side),))
                parts.append(Piece(f"{seat.style.name}-{k + 1}{half}", Outline.polygon(list(corners)), (),
                                   (shape,)))
    return _laid_flat(pieces, parts, size.width, size.height, bed, kerf)


def _laid_flat(pieces: PieceSet, parts: list[Piece], width: float, height: float, bed: tuple[float, float] | None,
               kerf: float) -> Board:
    """Flat pieces ``width`` x ``height`` (standing on y=0, centred on x=0) as a ``Board`` for
    the cut-file writers: in rows, or on the bed's sheets by the board's nesting (``layout.split.
    fit_to_bed``) when a bed is given; refused naming ``--bed`` when one piece does not fit it."""
    places = grid(len(parts), width, height, None)
    parts = [replace(p, placement=Placement(0.0, cx, cy - height / 2)) for p, (cx, cy) in zip(parts, places)]
    board = Board("pieces", pieces.stem, f"{pieces.title} pieces", tuple(parts), kerf, pieces.clearance)
    if bed is None:
        return board
    if max(width, height) + 2 * GAP > max(bed) or min(width, height) + 2 * GAP > min(bed):
        raise ParameterError("--bed", f"at least {width + 2 * GAP:g}x{height + 2 * GAP:g}mm for one piece",
                             f"{bed[0]:g}x{bed[1]:g}mm")
    from boardgen.layout.split import fit_to_bed  # numpy and the nesting: loaded only for a bed

    return fit_to_bed(board, bed, "none", GAP, GAP, 0.0).board
