"""Start-up work keeps every file byte for byte: the files of a board of each game, rendered in
memory, against hashes recorded from main's code (f591c01) before it (issue 17: the fonts read
with numbered glyphs, the job run without the cycle collector, the modules moved out of the
registries). A change of output must show up here and be recorded on purpose."""

from __future__ import annotations

import hashlib

import pytest

from boardgen.job import Output, make_board, render_files

RECORDED = {('pegs-and-jokers', (('players', '5'),), 'svg,dxf,pdf,json,gcode,lbrn2'): {'pegs-and-jokers-5p.svg': '878a3a9ef49961b7',
                                                                            'pegs-and-jokers-5p.dxf': '0cc9fda456af509f',
                                                                            'pegs-and-jokers-5p.pdf': '853e97fca6b29731',
                                                                            'pegs-and-jokers-5p-1-drill-4.8mm.nc': '196957c21899b293',
                                                                            'pegs-and-jokers-5p-2-profile-6.35mm.nc': 'ffb77bfe6051ffa7',
                                                                            'pegs-and-jokers-5p.lbrn2': '2fa100b9fe5fddf1',
                                                                            'pegs-and-jokers-5p.json': '2c608cda322f98da'},
 ('solitaire', (('shape', 'european'),), 'svg,dxf,pdf,json'): {'solitaire-european.svg': 'a0a96ba22704e8a5',
                                                               'solitaire-european.dxf': '9205b9b1fcecfe73',
                                                               'solitaire-european.pdf': 'a2db733c37bae3bf',
                                                               'solitaire-european.json': '4a4793b944e4a6a4'},
 ('pegs-and-jokers', (('players', '6'), ('style', 'sections')), 'svg,dxf,pdf,json'): {'pegs-and-jokers-6p-sections.svg': 'b73669f2ca01c062',
                                                                                      'pegs-and-jokers-6p-sections.dxf': '31b37b9702547ea2',
                                                                                      'pegs-and-jokers-6p-sections.pdf': 'ebc99445f7533aa9',
                                                                                      'pegs-and-jokers-6p-sections.json': 'f4875d20b995ca13'},
 ('fast-track', (), 'svg,dxf,pdf,json'): {'fast-track-4p.svg': '62d4ef6a7485b150',
                                          'fast-track-4p.dxf': 'ede6f19480ce83ec',
                                          'fast-track-4p.pdf': 'cc5ed9c83d243592',
                                          'fast-track-4p.json': '3ae6e3b8deb208fd'},
 ('triangle', (), 'svg,dxf,pdf,json'): {'triangle-5rows.svg': '5bfcde18a11386f9',
                                        'triangle-5rows.dxf': 'e1bd46c2dbb4b8b7',
                                        'triangle-5rows.pdf': '7e76231f86b51c41',
                                        'triangle-5rows.json': '7274a8dd0abf05d2'}}
"""(game, options, formats) -> each file's name and the first 16 hex digits of its sha256."""


@pytest.mark.parametrize(("game", "options", "formats"), list(RECORDED))
def test_each_games_board_keeps_its_bytes(game: str, options: tuple[tuple[str, str], ...], formats: str) -> None:
    output = Output.parse({"format": formats})
    files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
    found = {name: hashlib.sha256(data).hexdigest()[:16] for name, data in files.items()}
    assert found == RECORDED[(game, options, formats)]
