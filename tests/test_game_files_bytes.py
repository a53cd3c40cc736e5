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
        "pegs-and-jokers-5p.svg": "848eb8cfd0e8ef56",
        "pegs-and-jokers-5p.dxf": "d2d73c55d8c7df4b",
        "pegs-and-jokers-5p.pdf": "45bd8ab42decc96c",
        "pegs-and-jokers-5p-1-drill-4.8mm.nc": "c0e37596e6686949",
        "pegs-and-jokers-5p-2-profile-6.35mm.nc": "9c19fe26b08a47ab",
        "pegs-and-jokers-5p.lbrn2": "cb16efd1bd99ed8e",
        "pegs-and-jokers-5p.json": "a1e57da04cf0f1f5",
    },
    ("solitaire", (("shape", "european"),), "svg,dxf,pdf,json"): {
        "solitaire-european.svg": "a08429c0ea478744",
        "solitaire-european.dxf": "10e5ef9a12a940c5",
        "solitaire-european.pdf": "a2db733c37bae3bf",
        "solitaire-european.json": "1ac7cfb07690e365",
    },
    ("pegs-and-jokers", (("players", "6"), ("style", "sections")), "svg,dxf,pdf,json"): {
        "pegs-and-jokers-6p-sections.svg": "448a88bb88b9fcff",
        "pegs-and-jokers-6p-sections.dxf": "6a911b9d490af642",
        "pegs-and-jokers-6p-sections.pdf": "2aac092805ad31ed",
        "pegs-and-jokers-6p-sections.json": "4bbf7bbfca5d0da7",
    },
    ("fast-track", (), "svg,dxf,pdf,json"): {
        "fast-track-4p.svg": "956331d0c2374c0e",
        "fast-track-4p.dxf": "49f8dbbad6ab70f9",
        "fast-track-4p.pdf": "467b011530360acb",
        "fast-track-4p.json": "401e70ab8c20f033",
    },
    ("triangle", (), "svg,dxf,pdf,json"): {
        "triangle-5rows.svg": "a441268b026789b9",
        "triangle-5rows.dxf": "f3b66df1c2dbb37a",
        "triangle-5rows.pdf": "7e76231f86b51c41",
        "triangle-5rows.json": "bd04a8672fc1c189",
    },
}
"""(game, options, formats) -> each file's name and the first 16 hex digits of its sha256."""


@pytest.mark.parametrize(("game", "options", "formats"), list(RECORDED))
def test_each_games_board_keeps_its_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
