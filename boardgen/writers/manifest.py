"""The JSON manifest: the layout as data, in the assembled board's frame, so any tool (and
the rules engine) can read where every hole is without parsing a drawing.
"""

from __future__ import annotations

import json

from boardgen.board import Board, manifest_points
from boardgen.writers.registry import OutputSettings, Writer


def manifest(board: Board) -> dict:
    """Nominal sizes (not kerf-compensated): this describes the board, not the toolpath."""
    holes = board.holes
    return {
        "game": board.game,
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
            }
            for piece in board.pieces
        ],
    }


def render(board: Board, settings: OutputSettings) -> bytes:
    return (json.dumps(manifest(board), indent=1) + "\n").encode("utf-8")


WRITER = Writer("json", "json", render, per_sheet=False, last=True)
