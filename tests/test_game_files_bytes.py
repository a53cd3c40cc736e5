"""Start-up work keeps every file byte for byte: the files of a board of each game, rendered in
memory, against hashes recorded from main's code (f591c01) before it (issue 17: the fonts read
with numbered glyphs, the job run without the cycle collector, the modules moved out of the
registries). A change of output must show up here and be recorded on purpose."""

from __future__ import annotations

import hashlib

import pytest

from boardgen.job import Output, make_board, render_files

RECORDED = {('pegs-and-jokers', (('players', '5'),), 'svg,dxf,pdf,json,gcode,lbrn2'): {'pegs-and-jokers-5p.svg': '4b8fdf5c983c97a2',
                                                                            'pegs-and-jokers-5p.dxf': '8a23e7d729a12a13',
                                                                            'pegs-and-jokers-5p.pdf': '853e97fca6b29731',
                                                                            'pegs-and-jokers-5p-1-drill-4.8mm.nc': 'aeb699703d73ad9c',
                                                                            'pegs-and-jokers-5p-2-profile-6.35mm.nc': 'f98124e2d2d7328d',
                                                                            'pegs-and-jokers-5p.lbrn2': '2fa100b9fe5fddf1',
                                                                            'pegs-and-jokers-5p.json': '8eeb2d9a22b6fcab'},
 ('solitaire', (('shape', 'european'),), 'svg,dxf,pdf,json'): {'solitaire-european.svg': '670e3ee67736ef1a',
                                                               'solitaire-european.dxf': '74e16cdaf89df100',
                                                               'solitaire-european.pdf': 'a2db733c37bae3bf',
                                                               'solitaire-european.json': '9dcd51429e849c0e'},
 ('pegs-and-jokers', (('players', '6'), ('style', 'sections')), 'svg,dxf,pdf,json'): {'pegs-and-jokers-6p-sections.svg': 'd71383a384d31d72',
                                                                                      'pegs-and-jokers-6p-sections.dxf': '4a75afe7111bc45c',
                                                                                      'pegs-and-jokers-6p-sections.pdf': 'ebc99445f7533aa9',
                                                                                      'pegs-and-jokers-6p-sections.json': '37c68630b8d02e18'},
 ('fast-track', (), 'svg,dxf,pdf,json'): {'fast-track-4p.svg': '1b0dc2db6de0cc7d',
                                          'fast-track-4p.dxf': '66ec45b7d37af23e',
                                          'fast-track-4p.pdf': 'cc5ed9c83d243592',
                                          'fast-track-4p.json': 'd5c6b4798f524c27'},
 ('triangle', (), 'svg,dxf,pdf,json'): {'triangle-5rows.svg': 'ae734b0e06595331',
                                        'triangle-5rows.dxf': 'b53b7fc8ab798511',
                                        'triangle-5rows.pdf': '7e76231f86b51c41',
                                        'triangle-5rows.json': 'c4775adf099a3aae'}}
"""(game, options, formats) -> each file's name and the first 16 hex digits of its sha256."""


@pytest.mark.parametrize(("game", "options", "formats"), list(RECORDED))
def test_each_games_board_keeps_its_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
