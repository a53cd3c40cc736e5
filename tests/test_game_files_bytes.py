"""Start-up work keeps every file byte for byte: the files of a board of each game, rendered in
memory, against hashes recorded from main's code (f591c01) before it (issue 17: the fonts read
with numbered glyphs, the job run without the cycle collector, the modules moved out of the
registries). A change of output must show up here and be recorded on purpose."""

from __future__ import annotations

import hashlib

import pytest

from boardgen.job import Output, make_board, render_files

RECORDED = {('pegs-and-jokers', (('players', '5'),), 'svg,dxf,pdf,json,gcode,lbrn2'): {'pegs-and-jokers-5p.svg': '64e0e43454449042',
                                                                            'pegs-and-jokers-5p.dxf': '984ba3bf194653a9',
                                                                            'pegs-and-jokers-5p.pdf': '45bd8ab42decc96c',
                                                                            'pegs-and-jokers-5p-1-drill-4.8mm.nc': '492c683898b7ea6a',
                                                                            'pegs-and-jokers-5p-2-profile-6.35mm.nc': 'b60562f83a7c2958',
                                                                            'pegs-and-jokers-5p.lbrn2': 'cb16efd1bd99ed8e',
                                                                            'pegs-and-jokers-5p.json': '50a4f4bc463be420'},
 ('solitaire', (('shape', 'european'),), 'svg,dxf,pdf,json'): {'solitaire-european.svg': '7e8e25dfe45219f4',
                                                               'solitaire-european.dxf': '5b6e472d185e0e72',
                                                               'solitaire-european.pdf': 'a2db733c37bae3bf',
                                                               'solitaire-european.json': 'd9dc46969429c044'},
 ('pegs-and-jokers', (('players', '6'), ('style', 'sections')), 'svg,dxf,pdf,json'): {'pegs-and-jokers-6p-sections.svg': '28d895bc9aa831a4',
                                                                                      'pegs-and-jokers-6p-sections.dxf': '3986c3caf999fbe7',
                                                                                      'pegs-and-jokers-6p-sections.pdf': '2aac092805ad31ed',
                                                                                      'pegs-and-jokers-6p-sections.json': 'dfdcfdff3e54d42f'},
 ('fast-track', (), 'svg,dxf,pdf,json'): {'fast-track-4p.svg': '60bb6261d1f3ca4d',
                                          'fast-track-4p.dxf': 'bb916dc1c1cffe9b',
                                          'fast-track-4p.pdf': '467b011530360acb',
                                          'fast-track-4p.json': '024dc8ed46b7ba40'},
 ('triangle', (), 'svg,dxf,pdf,json'): {'triangle-5rows.svg': '2ed9cc126c8b467c',
                                        'triangle-5rows.dxf': '1291cf018d13b59f',
                                        'triangle-5rows.pdf': '7e76231f86b51c41',
                                        'triangle-5rows.json': '899e2e94c6b30406'}}
"""(game, options, formats) -> each file's name and the first 16 hex digits of its sha256."""


@pytest.mark.parametrize(("game", "options", "formats"), list(RECORDED))
def test_each_games_board_keeps_its_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
