"""The JSON manifest: the layout as data, in the assembled board's frame, so any tool (and
the rules engine) can read where every hole is without parsing a drawing.
"""

from __future__ import annotations

import json
import math

from boardgen.board import Board, Label, Mark, manifest_points
from boardgen.writers.registry import OutputSettings, Writer


def manifest(board: Board) -> dict:
    """Nominal sizes (not kerf-compensated): this describes the board, not the toolpath. Each
    piece's placement (turn about the origin, then shift) takes it onto its cutting sheet."""
    holes = board.holes
    design = board.design
    return {
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
                              "shift": manifest_points([(piece.placement.dx, piece.placement.dy)])[0]},
            }
            for piece in board.pieces
        ],
        "labels": [_label(label) for label in board.labels],
        "marks": [_mark(mark) for mark in board.marks],
    }


def _label(label: Label) -> dict:
    (at,) = manifest_points([label.at])
    return {"text": label.text, "at": at, "height": round(label.height, 4), "angle": label.angle,
            **dict(label.owner)}


def _mark(mark: Mark) -> dict:
    (at,) = manifest_points([mark.at])
    return {"kind": mark.kind, "at": at, **dict(mark.owner)}


def render(board: Board, settings: OutputSettings) -> bytes:
    return (json.dumps(manifest(board), indent=1) + "\n").encode("utf-8")


WRITER = Writer("json", "json", render, per_sheet=False, last=True)
