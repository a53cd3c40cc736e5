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
            'e818ed3d6a9afa5b750f7f80b5bebed97e848aff691783fc3705468af607137f',
        'pegs-and-jokers-8p.dxf':
            'dcad65f8e832d6f122365ef8e26011decbde2aff3d21299b89c4408a6be8b750',
        'pegs-and-jokers-8p.pdf':
            '0875dc56f9e2ca5fb2e153899c272604c76805ad36fa7707cd3095011a444978',
        'pegs-and-jokers-8p.png':
            '63430a3f878e5f5fa7577323aad34f5f65ec0c05a0c55cd837c7d723d29adeff',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc':
            'dbbd89234e5c90330671532ad7849a339d9b1cbb2eac64d01d09167c4aef4944',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc':
            '3137edfcd4355b002754a1e4ac4189832c43770761682617d9059fc8bfb75256',
        'pegs-and-jokers-8p.lbrn2':
            'e5632a07e394a9e38773828f60d07a8344c68c8a1b36bda8df5d766cc5af8c0c',
        'pegs-and-jokers-8p.json':
            'f9354e46656f6ef92757c9f3c4cf53ed8d035091577b7e21a2e147d4f7d50663',
    },
    'concentric': {
        'pegs-and-jokers-8-6-4p-concentric.svg':
            '14927f96ad44c25c84880c99293bc07de95bf23e0fe455258bba35abd12335ea',
        'pegs-and-jokers-8-6-4p-concentric.dxf':
            '98d22c55965ee715579644651d18c2faf012a322daae793234e0334924e74764',
        'pegs-and-jokers-8-6-4p-concentric.pdf':
            '9687f7065b365e57a19b04ede97cfe06a047cc1b0055b13381f156dd0576cc18',
        'pegs-and-jokers-8-6-4p-concentric.png':
            '137b2146a8b0f0f1b4d9ea50e9920394a23671b64d899e1bf7efe7837dab44ae',
        'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc':
            'b5ab48f3140392fda2aaae050fe505db8d012ac53f4ddbbe3be74f02d138989e',
        'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc':
            '2b84f15c7641756da04963b4d9372c97f5f843f5850544c62f40b3918d80e805',
        'pegs-and-jokers-8-6-4p-concentric.lbrn2':
            'd6410136c5d56fc2f4ffa828a5f287125399f1db7ff634a1e29553083c0c794c',
        'pegs-and-jokers-8-6-4p-concentric.json':
            'aac304bce21079c1d7f35f8b7a4fb1e55343f5c04456675707bd86b4742e27be',
    },
    'sections-bed': {
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.svg':
            '19fa2498ba94da675869ec16109cd6ca81f11deb60ad4dde6f8ee66935d9b260',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.svg':
            'ebd4b7f231e2d56f93acb56f9dff94b0cb2bee12fe0359ca721950d7af69abc1',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.svg':
            'd6bf8fd90551231f1f9946a822bbe02b5c4f572e4a30657c00ebb1f4003bac56',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.dxf':
            'df21eb04aa027313582782575c0b2e085ed3d232ddd9459a2df91464e2b57999',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.dxf':
            'b85cd7bcc72bef30210076563442ce770b36207b72e5516476a291fc9e25c68e',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.dxf':
            '5fcbd0c41847cdb686b31f1bfb0fe55498a82a6b35e7ba342a54601541e821df',
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
            '97b637a0080078849148f2321c9c062aa15de7b482a60fdfe60494af7984d75e',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1-2-profile-6.35mm.nc':
            'e98657aaebeaa0dfed8235be9f3a721a31b5afae7b6b0052daa01dffa34a066e',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2-1-drill-4.8mm.nc':
            '139df5f41b8818f81049930a6a992353ae6055eb086967cd05b774655897651f',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2-2-profile-6.35mm.nc':
            'b06b6f50e77521dea6c7dc6658c2bdfd637c11723549da3dc66fe15fbc0d6908',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3-1-drill-4.8mm.nc':
            '3b31490b340aa6ed06abe434887845bc955bd5e5adbdff3da64eab347b42e3b1',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3-2-profile-6.35mm.nc':
            '9fefd90ff4ee409555b333dd8ef8992236a677f4273fe8b65ec4ad4656573b89',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.lbrn2':
            'cff07b987abe7457f1f5567cc72a58fe442aaf80482dd2e868d714989b8fa8a9',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.lbrn2':
            'fe7c0ff3251135736953daad1cf9b75be4b1efdcf6f5faab31a7f2b67b6ba916',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.lbrn2':
            '7934489471ee901a9d4f09376e3147d0a41ddac989196300597a444e03634802',
        'pegs-and-jokers-6p-sections-bed600x300mm.json':
            '475fc002ca66bc00a0a1f22ce02e3887ed82b792e6481d9c451c63e9722c000c',
    },
}


@pytest.mark.parametrize("design", sorted(DESIGNS))
def test_every_file_of_the_design_is_byte_identical(design: str) -> None:
    need("rsvg-convert")  # the PNG's rasteriser
    files = render_files(make_board(GAME, DESIGNS[design]).board, tuple(FORMATS), OutputSettings())
    assert {name: hashlib.sha256(data).hexdigest() for name, data in files.items()} == SHA256[design]
