"""Every written file of a few designs, byte for byte as before the rendering speed-ups of
issue 17: a faster path that changed one byte of a cut file, a template or a manifest would show
here. The hashes were taken from main's code (7d17662) before the work began; change one only
for a change that means to alter that design's output, and say so in its commit.
"""

from __future__ import annotations

import hashlib

import pytest

from conftest import GAME, need
from boardgen.job import make_board, render_files
from boardgen.writers.registry import FORMATS
from boardgen.writers.writer import OutputSettings

DESIGNS = {
    "8p": {"players": "8"},
    "concentric": {"players": "4,6,8", "style": "concentric"},
    "sections-bed": {"players": "6", "style": "sections", "bed": "600x300mm"},
}

SHA256 = {
    '8p': {
        'pegs-and-jokers-8p.svg':
            '2d1db3746e258c32c54d2bac90546681b59356f5d155400a87a4d72f4f9e1b1c',
        'pegs-and-jokers-8p.dxf':
            '29da4321a1896172428a7b60afef4ba55554ac85de63d6be0c36642484a76444',
        'pegs-and-jokers-8p.pdf':
            '0875dc56f9e2ca5fb2e153899c272604c76805ad36fa7707cd3095011a444978',
        'pegs-and-jokers-8p.png':
            '63430a3f878e5f5fa7577323aad34f5f65ec0c05a0c55cd837c7d723d29adeff',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc':
            '830de8fab315e7e3befecf7060cb66eb04e22921803c2ae9d882af665c6fa317',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc':
            '92b475e53b147d9d889214212944c1c64bd0c9408444aa99652dd0410efc7f86',
        'pegs-and-jokers-8p.lbrn2':
            'e5632a07e394a9e38773828f60d07a8344c68c8a1b36bda8df5d766cc5af8c0c',
        'pegs-and-jokers-8p.json':
            '72a2767977e587df4b5a374c2d25de72d9992d7db461339e9553764edfb526ff',
    },
    'concentric': {
        'pegs-and-jokers-8-6-4p-concentric.svg':
            '6d56fef0ca73f8e91c5203f7e16c041d04693bb692326133666b432a5c28dff0',
        'pegs-and-jokers-8-6-4p-concentric.dxf':
            'a91170bb0e0c5734ef2f2993837a0a8ac382a3e211ce04689cb65327bccc3758',
        'pegs-and-jokers-8-6-4p-concentric.pdf':
            '9687f7065b365e57a19b04ede97cfe06a047cc1b0055b13381f156dd0576cc18',
        'pegs-and-jokers-8-6-4p-concentric.png':
            '137b2146a8b0f0f1b4d9ea50e9920394a23671b64d899e1bf7efe7837dab44ae',
        'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc':
            '283f0901851a0aed9af903154c501fb9f37187a7d96960adc1769c7f6f31c76e',
        'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc':
            '5f8072a7bd04ab1f46c6ceaf9346bbe1e6f9510f9488531ca626681e8b276299',
        'pegs-and-jokers-8-6-4p-concentric.lbrn2':
            'd6410136c5d56fc2f4ffa828a5f287125399f1db7ff634a1e29553083c0c794c',
        'pegs-and-jokers-8-6-4p-concentric.json':
            '0c196ecfdf26fe091c098d5da3b758ffcf4947da604d6056799fd480ae879935',
    },
    'sections-bed': {
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.svg':
            '09ee7e87f303fb2cb4e81aa65fd75e9afda6b3a1cb21470a5f8c00e8a87e468a',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.svg':
            'd100744b0501d4b954fdd2878fed8a4325afea7bc6b721f6a328ef735e0e9d0f',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.svg':
            '344bb9b6fe3654573949ffc34bd00b3334126b17902e7c61fd5ed9da44da668a',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.dxf':
            'fdb7b939fb562e59f5a08180d78242d6b69036929b8d97324b5491f2c0e9a304',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.dxf':
            '584fb52ec2772010c64be4819611c59a0b1171dddb6a75dfc198fea65c3d017c',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.dxf':
            '64026e7fcc4de8955b1aae9c4c8e5e116252a9919a5cd7377444ba983a27c5e0',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.pdf':
            '39de32a2de785ef3189b53a0150296be67db9224e7294c12d66648f349af9376',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.pdf':
            '3f3e39e46f8ddcb364772dd8c89d71e2662fbabfb93b103acdc3968bc42631d5',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.pdf':
            '2e5f719ae2316841ff3cba385e71bb4c52b885759de5ccc0df64b862bee5f0a9',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.png':
            '46d18c621d80566d76035f341303f9ad56dadc3761dce625b2bcb92981fdff8d',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.png':
            '8b7f29abeec11f7f7d15732979b40c464973285eaed528680c1991162bf6ae2c',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.png':
            '0f424ec41d789bd846f7f9a9cda06075424d18aa9cd733e88a336f1810f8a719',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1-1-drill-4.8mm.nc':
            '876ac78467773e46a5df88c3a372e157829a7b550a986c8cea5a80564d112966',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1-2-profile-6.35mm.nc':
            '48304a9754bbbb106fb41463b7909e5a315fb23fa1bcbe8662a27aa4cb00922d',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2-1-drill-4.8mm.nc':
            '4d13a8bdae0489cef51d38df3359b78a47ee37abe35acc34a301a83f37f7f1c7',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2-2-profile-6.35mm.nc':
            '806c272ad70b79312de89e94a017c5f1b816120336e1b6bd734a46657b55d0da',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3-1-drill-4.8mm.nc':
            '5514a922bf313273739521c43d888fb1c1130479d2dc099414a2ee6d275328f3',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3-2-profile-6.35mm.nc':
            '8a6333cf7516e160617a30f978fd3f96eb7581548de4aa64b524683f65eec5a3',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.lbrn2':
            'cff07b987abe7457f1f5567cc72a58fe442aaf80482dd2e868d714989b8fa8a9',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.lbrn2':
            'fe7c0ff3251135736953daad1cf9b75be4b1efdcf6f5faab31a7f2b67b6ba916',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.lbrn2':
            '7934489471ee901a9d4f09376e3147d0a41ddac989196300597a444e03634802',
        'pegs-and-jokers-6p-sections-bed600x300mm.json':
            '3066015d84e7619bf570c0b444a92cf0aceda384a7a83056c9bbd7073843c867',
    },
}


@pytest.mark.parametrize("design", sorted(DESIGNS))
def test_every_file_of_the_design_is_byte_identical(design: str) -> None:
    need("rsvg-convert")  # the PNG's rasteriser
    files = render_files(make_board(GAME, DESIGNS[design]).board, tuple(FORMATS), OutputSettings())
    assert {name: hashlib.sha256(data).hexdigest() for name, data in files.items()} == SHA256[design]
