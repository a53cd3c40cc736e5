"""The one board model every writer reads: pieces, holes and engraving, nothing about games.

Coordinates are millimetres with y pointing up, in the frame of the assembled board.
Each piece also carries where it lies on the cutting sheet, so the manifest can speak of
the assembled board while the cut files lay the pieces out apart from each other.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from boardgen.geometry.outline import Outline
from boardgen.geometry.placement import IDENTITY, Placement
from boardgen.geometry.vec import Point

Loop = tuple[Point, ...]

MANIFEST_DECIMALS = 4
"""Places of a millimetre the manifest keeps (0.1 µm): far inside every check's tolerance, short to read."""


def manifest_points(points: Iterable[Point]) -> list[list[float]]:
    """Points as every manifest lists them, ``[x, y]`` rounded alike, so checks read all boards the same way."""
    return [[round(x, MANIFEST_DECIMALS), round(y, MANIFEST_DECIMALS)] for x, y in points]


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
class Piece:
    name: str
    outline: Outline
    holes: tuple[Hole, ...]
    engraving: tuple[Loop, ...] = ()
    """Closed loops to engrave (outlined text, marks)."""
    placement: Placement = IDENTITY
    """From the assembled board to this piece's place on the cutting sheet."""
    sheet: int = 0
    """Which cutting sheet the piece is laid out on (0-based), when a bed limits the sheet size."""

    def on_sheet(self) -> "Piece":
        """This piece moved to its place on the cutting sheet."""
        p = self.placement
        if p.is_identity:
            return self
        return Piece(
            name=self.name,
            outline=self.outline.placed(p),
            holes=tuple(h.placed(p) for h in self.holes),
            engraving=tuple(tuple(p.apply(pt) for pt in loop) for loop in self.engraving),
            sheet=self.sheet,
        )

    def compensated(self, kerf: float) -> "Piece":
        """The toolpath for a cut of full width ``kerf``: the part comes out at nominal size.

        The beam or bit removes half the kerf on each side of the line, so outlines move
        out by half of it and holes are drawn a whole kerf smaller.
        """
        if kerf == 0:
            return self
        return replace(
            self,
            outline=self.outline.offset(kerf / 2),
            holes=tuple(replace(h, diameter=h.diameter - kerf) for h in self.holes),
        )


@dataclass(frozen=True)
class Board:
    game: str
    stem: str
    """File name stem, e.g. 'pegs-and-jokers-6p'."""
    title: str
    pieces: tuple[Piece, ...]
    kerf: float = 0.0
    layout: Mapping[str, Any] = field(default_factory=dict)
    """The game's own description of the holes, JSON-ready, for the manifest."""
    notes: tuple[str, ...] = ()
    """Lines for the summary, e.g. how sections join."""
    pieces_label: str = ""
    """What the holes are for, e.g. 'golf tees'."""

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
        )

    def sheet(self) -> tuple[Piece, ...]:
        """Pieces as laid out for cutting, at nominal size."""
        return tuple(p.on_sheet() for p in self.pieces)

    def toolpaths(self) -> tuple[Piece, ...]:
        """Pieces as laid out for cutting, kerf-compensated: what cut files carry."""
        return tuple(p.on_sheet().compensated(self.kerf) for p in self.pieces)

    @staticmethod
    def extent(pieces: tuple[Piece, ...]) -> tuple[float, float, float, float]:
        boxes = [p.outline.bounds() for p in pieces]
        return (
            min(b[0] for b in boxes),
            min(b[1] for b in boxes),
            max(b[2] for b in boxes),
            max(b[3] for b in boxes),
        )
