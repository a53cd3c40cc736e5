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
            '97cede5f3efba591f852bded6e328c82fc44592c62ec8e9075a9e4982ffe9c4c',
        'pegs-and-jokers-8p.dxf':
            'f331f547d6034d330bbecef485bc779f23cb1b6af5c0102177bf59282f29c110',
        'pegs-and-jokers-8p.pdf':
            '0875dc56f9e2ca5fb2e153899c272604c76805ad36fa7707cd3095011a444978',
        'pegs-and-jokers-8p.png':
            '63430a3f878e5f5fa7577323aad34f5f65ec0c05a0c55cd837c7d723d29adeff',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc':
            '5672f7b51933f2df691c62533ac0762cb1fcb490fb0bbd70c071eacad780bb3a',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc':
            '5aca9e1498e000100099e715304b1df7c2b10d82566f1852bf02cc6d843bd098',
        'pegs-and-jokers-8p.lbrn2':
            'e5632a07e394a9e38773828f60d07a8344c68c8a1b36bda8df5d766cc5af8c0c',
        'pegs-and-jokers-8p.json':
            '4b3deb93cef5462bedff8b777df7b731300462bab7e4ca5bb8b10431b96219a6',
    },
    'concentric': {
        'pegs-and-jokers-8-6-4p-concentric.svg':
            '2a8e071f73d255614811e8523187bc6ae044270d78090fd46c5914ab1c0dac3a',
        'pegs-and-jokers-8-6-4p-concentric.dxf':
            'ea978f94313238c95d71683cc7fd31d2173ac501f55a4217561275beae6a8d3a',
        'pegs-and-jokers-8-6-4p-concentric.pdf':
            '9687f7065b365e57a19b04ede97cfe06a047cc1b0055b13381f156dd0576cc18',
        'pegs-and-jokers-8-6-4p-concentric.png':
            '137b2146a8b0f0f1b4d9ea50e9920394a23671b64d899e1bf7efe7837dab44ae',
        'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc':
            '12bcd9f6c54ed0f9795deb0e1c68e18756ffa98ed5056e90fdae80d263fbabb9',
        'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc':
            '9e5beb750b74829aa7069ab0aa4850324590b1da7b018504029d594de74c8fe0',
        'pegs-and-jokers-8-6-4p-concentric.lbrn2':
            'd6410136c5d56fc2f4ffa828a5f287125399f1db7ff634a1e29553083c0c794c',
        'pegs-and-jokers-8-6-4p-concentric.json':
            '28dd490fa50b1ce2e337b4702184e82afcb4063f2a179363af229d9f65559615',
    },
    'sections-bed': {
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.svg':
            'f3cc0439b78290faf0082d09d277c8cfe08ad4e09f48b83d66c5d5213747917d',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.svg':
            'a653d7674c59e7ef4a26cea1a8804e83990d51c77b5fa15fb858636aae463337',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.svg':
            'c4056ed7a77d4d626c0dc76cb60d5aad7909af80901783e8490369e23eb1635f',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.dxf':
            '6fca6db9bee134b3bc48e098ffc1c269cd636b35d8446d29fbe14cb33989cb4a',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.dxf':
            '4ab938bd8e8d955b7f2889ce40d55b2af2b3623f12f0837fefaae1ffe5c0bdf6',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.dxf':
            'ecc669510d64b8af10053f861e8db82b921dd8c7db3423209a2fc4d6b2289578',
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
            '38d429a610889a9a9e032348f0d24c1945ac2974ae921614afd36dd521881e66',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1-2-profile-6.35mm.nc':
            '2703348f7492eaf65a58982bccc7177115ce42ed84046f9e8b93a256780bb264',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2-1-drill-4.8mm.nc':
            '3b30550cba5f664d4e340907c70876d5fae3fb616286eb2bc2e539e57b661080',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2-2-profile-6.35mm.nc':
            'f2723217c3d36c65fc2115f82fa052bc7c3b30503ef08babb58535c897fa8bf5',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3-1-drill-4.8mm.nc':
            '6f624c3bc9163b23580c31433fd7610ea8c273cb1cc29372359d8108cb7bcba7',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3-2-profile-6.35mm.nc':
            'a75de34da50dd5a349e807f49b7354fcb15a9a2e4ec86fb89c5be44e2ff9a92b',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet1.lbrn2':
            'cff07b987abe7457f1f5567cc72a58fe442aaf80482dd2e868d714989b8fa8a9',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet2.lbrn2':
            'fe7c0ff3251135736953daad1cf9b75be4b1efdcf6f5faab31a7f2b67b6ba916',
        'pegs-and-jokers-6p-sections-bed600x300mm-sheet3.lbrn2':
            '7934489471ee901a9d4f09376e3147d0a41ddac989196300597a444e03634802',
        'pegs-and-jokers-6p-sections-bed600x300mm.json':
            'edda3b4646e13ad00de6492105c9c1f8dc8473dc5fcb63af45aea6be815b1048',
    },
}


@pytest.mark.parametrize("design", sorted(DESIGNS))
def test_every_file_of_the_design_is_byte_identical(design: str) -> None:
    need("rsvg-convert")  # the PNG's rasteriser
    files = render_files(make_board(GAME, DESIGNS[design]).board, tuple(FORMATS), OutputSettings())
    assert {name: hashlib.sha256(data).hexdigest() for name, data in files.items()} == SHA256[design]
