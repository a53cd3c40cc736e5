"""Start-up work keeps every file byte for byte: the files of a board of each game, rendered in
memory, against hashes recorded from main's code (f591c01) before it (issue 17: the fonts read
with numbered glyphs, the job run without the cycle collector, the modules moved out of the
registries). A change of output must show up here and be recorded on purpose."""

from __future__ import annotations

import hashlib

import pytest

from boardgen.job import Output, make_board, render_files

RECORDED = {('pegs-and-jokers', (('players', '5'),), 'svg,dxf,pdf,json,gcode,lbrn2'): {'pegs-and-jokers-5p.svg': '9f44ec1c933a5e6a',
                                                                            'pegs-and-jokers-5p.dxf': '446e1774380c9562',
                                                                            'pegs-and-jokers-5p.pdf': '853e97fca6b29731',
                                                                            'pegs-and-jokers-5p-1-drill-4.8mm.nc': 'fbd7e107e6be259e',
                                                                            'pegs-and-jokers-5p-2-profile-6.35mm.nc': 'b854169cac1223f0',
                                                                            'pegs-and-jokers-5p.lbrn2': '2fa100b9fe5fddf1',
                                                                            'pegs-and-jokers-5p.json': '382d0f5c3a4b383a'},
 ('solitaire', (('shape', 'european'),), 'svg,dxf,pdf,json'): {'solitaire-european.svg': '65462f9240f3ee84',
                                                               'solitaire-european.dxf': '1a9013954d32a3d4',
                                                               'solitaire-european.pdf': 'a2db733c37bae3bf',
                                                               'solitaire-european.json': 'ab1aff018be4d12c'},
 ('pegs-and-jokers', (('players', '6'), ('style', 'sections')), 'svg,dxf,pdf,json'): {'pegs-and-jokers-6p-sections.svg': '36f7e75a09ea8ad4',
                                                                                      'pegs-and-jokers-6p-sections.dxf': 'a6c976968b7839c7',
                                                                                      'pegs-and-jokers-6p-sections.pdf': 'ebc99445f7533aa9',
                                                                                      'pegs-and-jokers-6p-sections.json': '7f13101c09d1d121'},
 ('fast-track', (), 'svg,dxf,pdf,json'): {'fast-track-4p.svg': 'd6e01aedac04914b',
                                          'fast-track-4p.dxf': 'a58c965dd111aa2f',
                                          'fast-track-4p.pdf': 'cc5ed9c83d243592',
                                          'fast-track-4p.json': 'e4fe1fce7a919b52'},
 ('triangle', (), 'svg,dxf,pdf,json'): {'triangle-5rows.svg': 'a010f4c44425b91e',
                                        'triangle-5rows.dxf': '67b38ae45a758bd1',
                                        'triangle-5rows.pdf': '7e76231f86b51c41',
                                        'triangle-5rows.json': 'd3af69ab08fa033a'}}
"""(game, options, formats) -> each file's name and the first 16 hex digits of its sha256."""


@pytest.mark.parametrize(("game", "options", "formats"), list(RECORDED))
def test_each_games_board_keeps_its_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
