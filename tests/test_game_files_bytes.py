"""Start-up work keeps every file byte for byte: the files of a board of each game, rendered in
memory, against hashes recorded from main's code (f591c01) before it (issue 17: the fonts read
with numbered glyphs, the job run without the cycle collector, the modules moved out of the
registries). A change of output must show up here and be recorded on purpose."""

from __future__ import annotations

import hashlib

import pytest

from boardgen.job import Output, make_board, render_files

RECORDED = {('pegs-and-jokers', (('players', '5'),), 'svg,dxf,pdf,json,gcode,lbrn2'): {'pegs-and-jokers-5p.svg': '71b87525334b1213',
                                                                            'pegs-and-jokers-5p.dxf': '9df2c646a96e521a',
                                                                            'pegs-and-jokers-5p.pdf': '853e97fca6b29731',
                                                                            'pegs-and-jokers-5p-1-drill-4.8mm.nc': '5ef4f0dcc7309bf9',
                                                                            'pegs-and-jokers-5p-2-profile-6.35mm.nc': 'c4bc80ee6929ec02',
                                                                            'pegs-and-jokers-5p.lbrn2': '2fa100b9fe5fddf1',
                                                                            'pegs-and-jokers-5p.json': 'd0cc5164c822e323'},
 ('solitaire', (('shape', 'european'),), 'svg,dxf,pdf,json'): {'solitaire-european.svg': 'c69d70d37745e591',
                                                               'solitaire-european.dxf': 'cb5cb50671328c0b',
                                                               'solitaire-european.pdf': 'a2db733c37bae3bf',
                                                               'solitaire-european.json': 'b19768e0ef7a6490'},
 ('pegs-and-jokers', (('players', '6'), ('style', 'sections')), 'svg,dxf,pdf,json'): {'pegs-and-jokers-6p-sections.svg': '59423cfc15b16844',
                                                                                      'pegs-and-jokers-6p-sections.dxf': '7be2ffcb3b2af742',
                                                                                      'pegs-and-jokers-6p-sections.pdf': 'ebc99445f7533aa9',
                                                                                      'pegs-and-jokers-6p-sections.json': '5f4cbfcafef7f673'},
 ('fast-track', (), 'svg,dxf,pdf,json'): {'fast-track-4p.svg': '70a85a6739056680',
                                          'fast-track-4p.dxf': 'be519c59178eeb98',
                                          'fast-track-4p.pdf': 'cc5ed9c83d243592',
                                          'fast-track-4p.json': '0c295f3190c5f026'},
 ('triangle', (), 'svg,dxf,pdf,json'): {'triangle-5rows.svg': 'a7eb2cd4aabb621b',
                                        'triangle-5rows.dxf': '199fa616f11af070',
                                        'triangle-5rows.pdf': '7e76231f86b51c41',
                                        'triangle-5rows.json': '8ded674adec2e8c7'}}
"""(game, options, formats) -> each file's name and the first 16 hex digits of its sha256."""


@pytest.mark.parametrize(("game", "options", "formats"), list(RECORDED))
def test_each_games_board_keeps_its_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
