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
        "pegs-and-jokers-5p.svg": "41707bdbbc97e2a3",
        "pegs-and-jokers-5p.dxf": "df2850ebdb3e7f9b",
        "pegs-and-jokers-5p.pdf": "45bd8ab42decc96c",
        "pegs-and-jokers-5p-1-drill-4.8mm.nc": "fecb1150127f331c",
        "pegs-and-jokers-5p-2-profile-6.35mm.nc": "9760f2b10ac1be7c",
        "pegs-and-jokers-5p.lbrn2": "cb16efd1bd99ed8e",
        "pegs-and-jokers-5p.json": "318405a946ac61fa",
    },
    ("solitaire", (("shape", "european"),), "svg,dxf,pdf,json"): {
        "solitaire-european.svg": "13d0b469711f0a8e",
        "solitaire-european.dxf": "93223f64b2ebd13d",
        "solitaire-european.pdf": "a2db733c37bae3bf",
        "solitaire-european.json": "d8b1c126e057a511",
    },
    ("pegs-and-jokers", (("players", "6"), ("style", "sections")), "svg,dxf,pdf,json"): {
        "pegs-and-jokers-6p-sections.svg": "877e24580e543ab2",
        "pegs-and-jokers-6p-sections.dxf": "581109ba027e517a",
        "pegs-and-jokers-6p-sections.pdf": "2aac092805ad31ed",
        "pegs-and-jokers-6p-sections.json": "bc14a77702f86f8b",
    },
    ("fast-track", (), "svg,dxf,pdf,json"): {
        "fast-track-4p.svg": "c0250466089b0fc6",
        "fast-track-4p.dxf": "28e1f8a1aa524ab1",
        "fast-track-4p.pdf": "467b011530360acb",
        "fast-track-4p.json": "07d62860acd360fa",
    },
    ("triangle", (), "svg,dxf,pdf,json"): {
        "triangle-5rows.svg": "f6ee5f6374d254c3",
        "triangle-5rows.dxf": "44ef7c87911caecd",
        "triangle-5rows.pdf": "7e76231f86b51c41",
        "triangle-5rows.json": "ced80ce7665f912e",
    },
}
"""(game, options, formats) -> each file's name and the first 16 hex digits of its sha256."""


@pytest.mark.parametrize(("game", "options", "formats"), list(RECORDED))
def test_each_games_board_keeps_its_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
