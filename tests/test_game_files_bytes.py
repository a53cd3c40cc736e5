"""Start-up work keeps every file byte for byte: the files of a board of each game, rendered in
memory, against hashes recorded from main's code (f591c01) before it (issue 17: the fonts read
with numbered glyphs, the job run without the cycle collector, the modules moved out of the
registries). A change of output must show up here and be recorded on purpose."""

from __future__ import annotations

import hashlib

import pytest

from boardgen.job import Output, make_board, render_files

RECORDED = {('pegs-and-jokers', (('players', '5'),), 'svg,dxf,pdf,json,gcode,lbrn2'): {'pegs-and-jokers-5p.svg': '2e541f16c9dbf555',
                                                                            'pegs-and-jokers-5p.dxf': '50f52ac4dde19a04',
                                                                            'pegs-and-jokers-5p.pdf': '853e97fca6b29731',
                                                                            'pegs-and-jokers-5p-1-drill-4.8mm.nc': '02dbb193ff6cc6a2',
                                                                            'pegs-and-jokers-5p-2-profile-6.35mm.nc': 'c0c3989e67eb37b3',
                                                                            'pegs-and-jokers-5p.lbrn2': '2fa100b9fe5fddf1',
                                                                            'pegs-and-jokers-5p.json': '241de3c18fcfcdec'},
 ('solitaire', (('shape', 'european'),), 'svg,dxf,pdf,json'): {'solitaire-european.svg': '3246f067d294d52d',
                                                               'solitaire-european.dxf': '59dbd6be9a6dee46',
                                                               'solitaire-european.pdf': 'a2db733c37bae3bf',
                                                               'solitaire-european.json': '02a9d99813403db2'},
 ('pegs-and-jokers', (('players', '6'), ('style', 'sections')), 'svg,dxf,pdf,json'): {'pegs-and-jokers-6p-sections.svg': '1fa9146950374d06',
                                                                                      'pegs-and-jokers-6p-sections.dxf': 'cec2b7fe612ae12e',
                                                                                      'pegs-and-jokers-6p-sections.pdf': 'ebc99445f7533aa9',
                                                                                      'pegs-and-jokers-6p-sections.json': '189f612f0bd008d7'},
 ('fast-track', (), 'svg,dxf,pdf,json'): {'fast-track-4p.svg': '52a1acd057412295',
                                          'fast-track-4p.dxf': '4309367c6351d707',
                                          'fast-track-4p.pdf': 'cc5ed9c83d243592',
                                          'fast-track-4p.json': '813d457c091f7e92'},
 ('triangle', (), 'svg,dxf,pdf,json'): {'triangle-5rows.svg': '0aad4b6598607ca4',
                                        'triangle-5rows.dxf': 'b48f2e552826a508',
                                        'triangle-5rows.pdf': '7e76231f86b51c41',
                                        'triangle-5rows.json': '54c143138932682a'}}
"""(game, options, formats) -> each file's name and the first 16 hex digits of its sha256."""


@pytest.mark.parametrize(("game", "options", "formats"), list(RECORDED))
def test_each_games_board_keeps_its_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
