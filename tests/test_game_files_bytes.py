"""Start-up work keeps every file byte for byte: the files of a board of each game, rendered in
memory, against hashes recorded from main's code (f591c01) before it (issue 17: the fonts read
with numbered glyphs, the job run without the cycle collector, the modules moved out of the
registries). A change of output must show up here and be recorded on purpose."""

from __future__ import annotations

import hashlib

import pytest

from boardgen.job import Output, make_board, render_files

RECORDED = {
    ("pegs-and-jokers", (("players", "5"),), "svg,dxf,pdf,json,gcode,lbrn2"): {
        "pegs-and-jokers-5p.svg": "80ed654e8c63521a",
        "pegs-and-jokers-5p.dxf": "7ddba476fdcd55c2",
        "pegs-and-jokers-5p.pdf": "45bd8ab42decc96c",
        "pegs-and-jokers-5p-1-drill-4.8mm.nc": "b4cadba57923d2d7",
        "pegs-and-jokers-5p-2-profile-6.35mm.nc": "63f0c0fb9a9745af",
        "pegs-and-jokers-5p.lbrn2": "cb16efd1bd99ed8e",
        "pegs-and-jokers-5p.json": "9e49e67c67b54ab7",
    },
    ("solitaire", (("shape", "european"),), "svg,dxf,pdf,json"): {
        "solitaire-european.svg": "4508ec7879c751d3",
        "solitaire-european.dxf": "ee7bf9f7b837e893",
        "solitaire-european.pdf": "a2db733c37bae3bf",
        "solitaire-european.json": "1e728988c4b6facf",
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
def test_each_games_board_keeps_its_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
