"""Peg solitaire boards for the writers: the topology's lattice placed at the pitch.

Holes come straight from ``topology.positions`` (pitch units, y down, hole 1 first), scaled and
turned y-up for the board model, so the manifest's hole numbers are the solver's. The outline
is the convex hull of the hole centres grown by the margin: a triangle for the triangles and
an octagon for both crosses, the shapes such boards are commonly cut in.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from boardgen.board import Board, Equipment, Hole, Piece, manifest_points
from boardgen.games.solitaire.topology import SolitaireTopology, cross, start_hole, triangle
from boardgen.geometry.outline import Outline
from boardgen.geometry.vec import Point
from boardgen.shop.settings import Shop
from boardgen.verify import Check

TRIANGLE_NAME = "triangle"
CROSS_NAME = "solitaire"


def build_triangle(values: Mapping[str, Any]) -> Board:
    topology = triangle(values["rows"])
    return _board(topology, values, TRIANGLE_NAME, f"{TRIANGLE_NAME}-{values['rows']}rows",
                  f"Triangle peg solitaire, {topology.hole_count} holes")


def build_cross(values: Mapping[str, Any]) -> Board:
    topology = cross(values["shape"])
    return _board(topology, values, CROSS_NAME, f"{CROSS_NAME}-{values['shape']}",
                  f"Peg solitaire, {values['shape']} {topology.hole_count} holes")


def checks(board: Board) -> list[Check]:
    """The manifest numbers every hole once, in the order the solver numbers them."""
    listed = len(board.layout["holes"])
    return [Check("solitaire holes", listed == len(board.holes) == board.layout["hole_count"],
                  f"{listed} numbered holes, {len(board.holes)} drilled")]


def _board(topology: SolitaireTopology, values: Mapping[str, Any], game: str, stem: str, title: str) -> Board:
    shop = Shop.from_values(values)
    centres = [(x * shop.pitch, -y * shop.pitch) for x, y in topology.positions()]
    piece = Piece(
        name="board",
        outline=Outline.polygon(_hull(centres)).offset(shop.margin),
        holes=tuple(Hole(centre, shop.hole, "hole", shop.depth) for centre in centres),
    )
    return Board(
        game=game,
        stem=stem,
        title=title,
        pieces=(piece,),
        kerf=shop.kerf,
        layout={
            "board": topology.name,
            "lattice": topology.lattice,
            "pitch": round(shop.pitch, 4),
            "hole_count": topology.hole_count,
            "centre": topology.centre,
            "holes": manifest_points(centres),
        },
        pieces_label=shop.piece.label,
        equipment=partial(_equipment, tuple(centres), start_hole(topology)),
    )


def _equipment(centres: tuple[Point, ...], empty: int) -> Equipment:
    """A peg in every hole but ``empty`` (numbered from 1), as the game starts."""
    return Equipment(pegs=tuple(centre for number, centre in enumerate(centres, 1) if number != empty))


def _hull(points: list[Point]) -> list[Point]:
    """Convex hull, counter-clockwise (monotone chain); collinear points dropped."""
    ordered = sorted(set((round(x, 9), round(y, 9)) for x, y in points))

    def half(sequence: list[Point]) -> list[Point]:
        chain: list[Point] = []
        for point in sequence:
            while len(chain) >= 2 and _turn(chain[-2], chain[-1], point) <= 0:
                chain.pop()
            chain.append(point)
        return chain[:-1]

    return half(ordered) + half(ordered[::-1])


def _turn(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
