"""Start-up work keeps every file byte for byte: the files of a board of each game, rendered in
memory, against hashes recorded from main's code (f591c01) before it (issue 17: the fonts read
with numbered glyphs, the job run without the cycle collector, the modules moved out of the
registries). A change of output must show up here and be recorded on purpose."""

from __future__ import annotations

import hashlib

import pytest

from boardgen.job import Output, make_board, render_files

RECORDED = {('pegs-and-jokers', (('players', '5'),), 'svg,dxf,pdf,json,gcode,lbrn2'): {'pegs-and-jokers-5p.svg': '26ecda40d7364084',
                                                                            'pegs-and-jokers-5p.dxf': '7d09e6788ebb4f53',
                                                                            'pegs-and-jokers-5p.pdf': '45bd8ab42decc96c',
                                                                            'pegs-and-jokers-5p-1-drill-4.8mm.nc': 'a30ffbf74cf0a3be',
                                                                            'pegs-and-jokers-5p-2-profile-6.35mm.nc': 'f97550d98acb80a6',
                                                                            'pegs-and-jokers-5p.lbrn2': 'cb16efd1bd99ed8e',
                                                                            'pegs-and-jokers-5p.json': '7a8c151dffcfb274'},
 ('solitaire', (('shape', 'european'),), 'svg,dxf,pdf,json'): {'solitaire-european.svg': '90f9038f126d0e25',
                                                               'solitaire-european.dxf': '30105abf8baf004e',
                                                               'solitaire-european.pdf': 'a2db733c37bae3bf',
                                                               'solitaire-european.json': '6ba1519239085e4a'},
 ('pegs-and-jokers', (('players', '6'), ('style', 'sections')), 'svg,dxf,pdf,json'): {'pegs-and-jokers-6p-sections.svg': '53d570511d0fb480',
                                                                                      'pegs-and-jokers-6p-sections.dxf': '78e67dc95595d2b1',
                                                                                      'pegs-and-jokers-6p-sections.pdf': '2aac092805ad31ed',
                                                                                      'pegs-and-jokers-6p-sections.json': '69fe80d72a5785d7'},
 ('fast-track', (), 'svg,dxf,pdf,json'): {'fast-track-4p.svg': '188e86b6235d95e9',
                                          'fast-track-4p.dxf': '75056e6832561421',
                                          'fast-track-4p.pdf': '467b011530360acb',
                                          'fast-track-4p.json': '878d0544ee0e0cff'},
 ('triangle', (), 'svg,dxf,pdf,json'): {'triangle-5rows.svg': 'd8f62da1ef752f62',
                                        'triangle-5rows.dxf': '42607ee93b942586',
                                        'triangle-5rows.pdf': '7e76231f86b51c41',
                                        'triangle-5rows.json': 'd6b7cac57e445fd6'}}
"""(game, options, formats) -> each file's name and the first 16 hex digits of its sha256."""


@pytest.mark.parametrize(("game", "options", "formats"), list(RECORDED))
def test_each_games_board_keeps_its_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
