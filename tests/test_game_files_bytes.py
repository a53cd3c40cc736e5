"""Start-up work keeps every file byte for byte: the files of a board of each game, rendered in
memory, against hashes recorded from main's code (f591c01) before it (issue 17: the fonts read
with numbered glyphs, the job run without the cycle collector, the modules moved out of the
registries). A change of output must show up here and be recorded on purpose."""

from __future__ import annotations

import hashlib

import pytest

from boardgen.job import make_board
from boardgen.output import Output, render_files

RECORDED = {('pegs-and-jokers', (('players', '5'),), 'svg,dxf,pdf,json,gcode,lbrn2'): {'pegs-and-jokers-5p.svg': 'ca458f90c0815283',
                                                                            'pegs-and-jokers-5p.dxf': '1891ac28d570117f',
                                                                            'pegs-and-jokers-5p.pdf': '566c924fef5dff6f',
                                                                            'pegs-and-jokers-5p-1-drill-4.8mm.nc': 'fbd7e107e6be259e',
                                                                            'pegs-and-jokers-5p-2-profile-6.35mm.nc': 'b854169cac1223f0',
                                                                            'pegs-and-jokers-5p.lbrn2': 'b84865b315e243fb',
                                                                            'pegs-and-jokers-5p.json': '382d0f5c3a4b383a'},
 ('solitaire', (('shape', 'european'),), 'svg,dxf,pdf,json'): {'solitaire-european.svg': '65462f9240f3ee84',
                                                               'solitaire-european.dxf': '1a9013954d32a3d4',
                                                               'solitaire-european.pdf': 'a2db733c37bae3bf',
                                                               'solitaire-european.json': 'ab1aff018be4d12c'},
 ('pegs-and-jokers', (('players', '6'), ('style', 'sections')), 'svg,dxf,pdf,json'): {'pegs-and-jokers-6p-sections.svg': '91d4e59330d3ac9f',
                                                                                      'pegs-and-jokers-6p-sections.dxf': '1729fdf51d328d3b',
                                                                                      'pegs-and-jokers-6p-sections.pdf': '0786aa6d5fb46d76',
                                                                                      'pegs-and-jokers-6p-sections.json': '7f13101c09d1d121'},
 ('fast-track', (), 'svg,dxf,pdf,json'): {'fast-track-4p.svg': 'afa15033c7c702ef',
                                          'fast-track-4p.dxf': '8736a84e9823a272',
                                          'fast-track-4p.pdf': '8d86a86df3c2f9e0',
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
