"""Speed-ups keep every file byte for byte: the files of a few default boards, rendered in
memory, against hashes recorded before the start-up work (issue 17: lazy imports, the fonts
read once, the seat-name search without numpy). A change of output must show up here and be
recorded on purpose."""

from __future__ import annotations

import hashlib

import pytest

from boardgen.job import Output, make_board, render_files

RECORDED = {
    ("pegs-and-jokers", (("players", "8"),), "svg,dxf,pdf,json,gcode,lbrn2"): {
        "pegs-and-jokers-8p.svg": "e818ed3d6a9afa5b",
        "pegs-and-jokers-8p.dxf": "dcad65f8e832d6f1",
        "pegs-and-jokers-8p.pdf": "0875dc56f9e2ca5f",
        "pegs-and-jokers-8p-1-drill-4.8mm.nc": "dbbd89234e5c9033",
        "pegs-and-jokers-8p-2-profile-6.35mm.nc": "3137edfcd4355b00",
        "pegs-and-jokers-8p.lbrn2": "e5632a07e394a9e3",
        "pegs-and-jokers-8p.json": "deb3bddbe039cc2d",
    },
    ("pegs-and-jokers", (("players", "6"), ("style", "sections")), "svg,dxf,pdf,json"): {
        "pegs-and-jokers-6p-sections.svg": "fb7613d1df649ce7",
        "pegs-and-jokers-6p-sections.dxf": "fdc07181e4ed93bd",
        "pegs-and-jokers-6p-sections.pdf": "2aac092805ad31ed",
        "pegs-and-jokers-6p-sections.json": "1b102323fce7a006",
    },
    ("fast-track", (), "svg,dxf,pdf,json"): {
        "fast-track-4p.svg": "6ff5fc2618c548d9",
        "fast-track-4p.dxf": "fba0c7df16c39340",
        "fast-track-4p.pdf": "467b011530360acb",
        "fast-track-4p.json": "b1a6c810970db720",
    },
    ("triangle", (), "svg,dxf,pdf,json"): {
        "triangle-5rows.svg": "c733ff890541e3fb",
        "triangle-5rows.dxf": "dca24b0bb5821b6f",
        "triangle-5rows.pdf": "7e76231f86b51c41",
        "triangle-5rows.json": "c61aa40420345c51",
    },
}
"""(game, options, formats) -> each file's name and the first 16 hex digits of its sha256."""


@pytest.mark.parametrize(("game", "options", "formats"), list(RECORDED))
def test_default_boards_keep_their_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
