"""The JSON manifest: the layout as data, in the assembled board's frame, so any tool (and
the rules engine) can read where every hole is without parsing a drawing.

Every point is moved to the chosen ``--origin`` of the assembled board, as the cut files
and programs of a one-sheet board are, and the manifest records the move.
"""

from __future__ import annotations

import json
import math
from typing import Any

from boardgen.board import (MANIFEST_DECIMALS, Board, Label, ManifestPoint, Mark, Piece, manifest_points,
                            origin_point)
from boardgen.geometry.vec import Point, rotate
from boardgen.writers.writer import OutputSettings, Writer


def manifest(board: Board, origin: str | None = None) -> dict:
    """Nominal sizes (not kerf-compensated): this describes the board, not the toolpath. Each
    piece's placement (turn about the origin, then shift) takes it onto its cutting sheet, as
    the cut files draw it. Without ``origin`` the points stay in the frame the board was built
    in, and placements lead to the sheet's own frame."""
    holes = board.holes
    design = board.design
    zero = origin_point(Board.extent(board.pieces), origin) if origin else (0.0, 0.0)
    data = {
        "game": board.game,
        **({"design": {"command": design.command, "parameters": dict(design.parameters), "files": list(design.files)}}
           if design.command else {}),
        **board.layout,
        "units": "mm",
        "hole_diameter": round(holes[0].diameter, 4) if holes else None,
        "hole_depth": holes[0].depth if holes else None,
        "kerf": board.kerf,
        "pieces": [
            {
                "id": piece.name,
                "outline": manifest_points((x, y) for x, y, _ in piece.outline.vertices()),
                "bulges": [round(b, 6) for _, _, b in piece.outline.vertices()],
                "holes": len(piece.holes),
                "sheet": piece.sheet + 1,
                **({"name": piece.short_name, "neighbours": list(piece.neighbours)} if piece.short_name else {}),
                "placement": {"turn_degrees": round(math.degrees(piece.placement.angle), 6),
                              "shift": [round(c, MANIFEST_DECIMALS) for c in _shift(board, piece, zero, origin)]},
            }
            for piece in board.pieces
        ],
        "labels": [_label(label) for label in board.labels],
        "marks": [_mark(mark) for mark in board.marks],
    }
    if origin:
        data["origin"] = {"at": origin, "moved_by": [round(-c, MANIFEST_DECIMALS) for c in zero]}
    return _moved(data, zero)


def _shift(board: Board, piece: Piece, zero: Point, origin: str | None) -> Point:
    """The placement's shift from the moved manifest frame to the cut files' frame of the
    piece's sheet, each with its own origin: turn the manifest's zero, add the shift, less
    the sheet's zero."""
    p = piece.placement
    sheet_zero = origin_point(board.for_sheet(piece.sheet).frame(), origin) if origin else (0.0, 0.0)
    x, y = rotate(zero, p.angle)
    return (x + p.dx - sheet_zero[0], y + p.dy - sheet_zero[1])


def _moved(value: Any, zero: Point) -> Any:
    """The layout with every marked point taken relative to ``zero``."""
    if isinstance(value, ManifestPoint):
        return [round(value[0] - zero[0], MANIFEST_DECIMALS), round(value[1] - zero[1], MANIFEST_DECIMALS)]
    if isinstance(value, dict):
        return {key: _moved(item, zero) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_moved(item, zero) for item in value]
    return value


def _label(label: Label) -> dict:
    (at,) = manifest_points([label.at])
    return {"text": label.text, "at": at, "height": round(label.height, 4), "angle": label.angle,
            **dict(label.owner)}


def _mark(mark: Mark) -> dict:
    (at,) = manifest_points([mark.at])
    return {"kind": mark.kind, "at": at, **dict(mark.owner)}


def render(board: Board, settings: OutputSettings) -> bytes:
    return (json.dumps(manifest(board, settings.origin), indent=1) + "\n").encode("utf-8")


WRITER = Writer("json", "json", render, per_sheet=False, last=True)
