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
            '219a940226008f2aa4f0199ce806c26c7a39d5af3e6495a172e8c5e3eed9eb2e',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.svg':
            '2f876784b7c0391278836830617e28eb85d438f3ad703f102ffee11f8472e136',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.svg':
            'da6d97938af747465bcdd4aa7d3b374ce175234ba7ab7690e3a5b218aadcb21d',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.dxf':
            '33d66ae6ced550469d507eac285d7a8a6b243ab525c71890d3faf8dec2512218',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.dxf':
            'dfd3ec872c66ab2179c6e90467c07a6ff66a2b177a8d90b8f62c1a3b192e04fd',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.dxf':
            '67009dfc811d00d45c18cafbade297fcf1c5dd68c5d3d0e00d2a42c060d855e1',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.pdf':
            '823d160603270ebc69fabd88e8f5fc9710d948eb280224dc21821a58e3644a1a',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.pdf':
            '65ce76e4806a70e092f7d9fa73610b083b9d55d816ad92315120f218adcf6eba',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.pdf':
            'a07e6de2d6e4b2355e2bdfe272257c22c09240287658a653f621b4d7efc39812',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.png':
            '9a66e49452ee2f3e8950716cd1ad445da505f00424ed4d04805b830e584d6e8e',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.png':
            '1c0d93cb2148b3536e5320f3e8b5f241640f262a3d7555e788be6560c92668f0',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.png':
            'de8d92647645106dde40a5d735857777a759a3ed1c9bddc6def521b28dcc4ab4',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1-1-drill-4.8mm.nc':
            '7362c0db67fda2d66c7b755ae63957464770812c8365779e5c4cb466999526e7',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1-2-profile-6.35mm.nc':
            '3501b993ee962f88a0e11155daa67bcd188be562241dd61436f253515ac904bb',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2-1-drill-4.8mm.nc':
            '3d0f4e16234b13976a19941757a79d4a53a2bcbb9e657b5941b2d34c8de3fee1',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2-2-profile-6.35mm.nc':
            'd507272ca3b3849d4e4b2500bd5e83f20ef3c6719711a078047c4304be8db67d',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3-1-drill-4.8mm.nc':
            'b06bb79da42082e8ab268ba16819cc7548f04bf5c76bff652a39bdbef6c5b32e',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3-2-profile-6.35mm.nc':
            '8a22de5add5bae50b81473a2954401db5da17e65b0cf60a463e5a3273cde75d6',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.lbrn2':
            'ec8d5416947c74a16987cf42d7676ba2951c268d87a0c030af266b6c588cb3f4',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.lbrn2':
            '92c5fb290f9a579f754b4388863904e0533c22177a43946d11c7d0bcfee454bf',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.lbrn2':
            '3d554c75a7ed9ea34b1dadb022b65f5d6e572b9f01686075c129ba826569c4bc',
        'pegs-and-jokers-6p-sections-bed600x300mm.json':
            'a925b81c51fb7c164e3b024a8444ca1de9bf10197c3d50048b570179edfefd33',
    },
}


@pytest.mark.parametrize("design", sorted(DESIGNS))
def test_every_file_of_the_design_is_byte_identical(design: str) -> None:
    need("rsvg-convert")  # the PNG's rasteriser
    files = render_files(make_board(GAME, DESIGNS[design]).board, tuple(FORMATS), OutputSettings())
    assert {name: hashlib.sha256(data).hexdigest() for name, data in files.items()} == SHA256[design]
