"""Every written file of a few designs, byte for byte as before the rendering speed-ups of
issue 17: a faster path that changed one byte of a cut file, a template or a manifest would show
here. The hashes were taken from main's code (7d17662) before the work began; change one only
for a change that means to alter that design's output, and say so in its commit.
"""

from __future__ import annotations

import hashlib

import pytest

from conftest import GAME, need
from boardgen.board import Board
from boardgen.job import make_board, render_files
from boardgen.writers.registry import FORMATS, writer
from boardgen.writers.writer import OutputSettings

EVERY_FORMAT = ",".join(FORMATS)
LOOSE = tuple(f for f in FORMATS if writer(f).pack is None)
"""Every format that writes files of its own; a packing format (the zip) holds the others'."""
DESIGNS = {
    "8p": {"players": "8", "format": EVERY_FORMAT},
    "concentric": {"players": "4,6,8", "style": "concentric", "format": EVERY_FORMAT},
    "sections-bed": {"players": "6", "style": "sections", "bed": "600x300mm", "format": EVERY_FORMAT},
}
"""Built for every format, as the command line builds them: with G-code among the formats, a
board on a bed is laid out for the router."""

SHA256 = {'8p': {'pegs-and-jokers-8p.svg': 'ac3f1c7089803056edaee5d7b52ae7e16db16d6411493c3da6fee527a024922f',
        'pegs-and-jokers-8p.dxf': '6eabee3828f4a6efab9963ef19c8a3501b24b2e274a97256a832884156485518',
        'pegs-and-jokers-8p.pdf': '9d288e19cd9367696431e660d352959c7132c11d9e7dc68cce43b031359230b8',
        'pegs-and-jokers-8p.png': '8e397320d44ba12511db42d8dfaefd070503bc04653c3c7afb791d7c2bb33d2c',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc': '999d3c17071fc46e8a0efa6f58e2f78c656e7be6cea8bb7a0a4bd932cd888aae',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc': 'e1cf1ffabd6419ca546c00a422e10245890815ca9ed73ec0e61dc1363e376648',
        'pegs-and-jokers-8p.lbrn2': '10578723fd372dc5a5df59ac53d628b05aa26260fab344c8584893d6791090e3',
        'pegs-and-jokers-8p.stl': '03e8e4c91b55678115b0cf39581d2d345e24bd5e7e50ceacc98bbf54d40b2014',
        'pegs-and-jokers-8p.3mf': '45c8bbf11f6f30da915c0a621512ddfa0cfe75d63fa39126c5669fee2293227c',
        'pegs-and-jokers-8p.json': '4a7406333e8a5222961444f9d97998d73efad3b0191c41d6aca813b7c1d4ae27',
        'pegs-and-jokers-8p.zip': '8d3c13d446aa194372d99d7fc10dfed9123b09da480e7258fa3cf7e0af130d7a'},
 'concentric': {'pegs-and-jokers-8-6-4p-concentric.svg': '2386783fe84b8fb5c545903ea0f84fcf129ab2c39167c4a54c9cd91a5c86addd',
                'pegs-and-jokers-8-6-4p-concentric.dxf': '4dd476034202996c81c55c6643c671eff7c8b7e71f24162f25313f5a53c4b726',
                'pegs-and-jokers-8-6-4p-concentric.pdf': '23dc590c139161d15bea708eb9f208186ab16d4222deebe32bc79ffe741e27de',
                'pegs-and-jokers-8-6-4p-concentric.png': '7246264c6b3850ba19ba405fa802e5b81c7eb7f5b4fa3535cae66a9b7e7de75f',
                'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc': 'a404fd2ed3c1955db71ab565bf5e684e27ba8fda7ea400b450e1f811d5ecb83e',
                'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc': 'a5e40b1606fdec3df6f9946e72c52fd7055a0809b2a6a275c7f5d5fd860b254d',
                'pegs-and-jokers-8-6-4p-concentric.lbrn2': '83ed7f6f15448a64fea11c01fb36063f33f6cf144535b2db1d60c54f74ba14cb',
                'pegs-and-jokers-8-6-4p-concentric.stl': '0f1fa6376a7fed269ab65be228e8b4d2bdc6299df9960a60a4c4fccaa764a31a',
                'pegs-and-jokers-8-6-4p-concentric.3mf': 'b2315d4e813c203eeb9b1454b1810adabb02a2a41975704e18d4005a651c674e',
                'pegs-and-jokers-8-6-4p-concentric.json': '4487bb6cc6f4e62e6079e8c97e1046d7af2845a4729e7b943b5d9386b816ff83',
                'pegs-and-jokers-8-6-4p-concentric.zip': 'fafa2edfe379271ac5f302265489b7acd070eadc082b6cfb7188625851a3a925'},
 'sections-bed': {'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.svg': '5262e46a82c662f91bda2c55ee5fb8732ba953be91cd79768dfdef03fa285385',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.svg': 'b81a4ae6a2fc941f1cfd09621c9c238e8d949c489c7e5c2761cdb9b3639149e8',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.svg': 'd58c9861f6a65f987b02983f543c1b7137cb2f151dde47a07653f098e618c3b9',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.svg': '8de0d7b564790a635fd4e7e64156234d4b1207128ec724a57e2ad1c9f419b802',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.svg': '98fe398aa9e61246e882ad16afe9e710058b93d7dbab6abcfb5e8607c5cd9925',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.svg': 'd2824ccbc18164889a8bded16ec16a3c760221a42a0fde8cb3050ba3c54567c8',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.dxf': '93ffa050511526482a2b2c62f4bf25b64ecafc93a2aa9c11e85002f3871e5130',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.dxf': '9c113d43529c78ed17831a17dec82e7a1a27aa8940dbcbe56594e29bf2be6ef8',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.dxf': '5b67659220cbb2f19f18f66244d4c10e307a7cac20c3db46a0f33a70a7973af2',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.dxf': 'bd3220c3e17e189017fab93955cc240c7e8b5bc1a04193eb7e1c661b6eebc8a3',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.dxf': '9c76a47c4aeba35b71ef5acca72f74e057096bde48e52d9fd811af2561ebe50b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.dxf': '4e2670b65438eec2b016ab234c1dc36a2617133e1970f764e6e539a5aa03ab90',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.pdf': '3d15f9681301c143992a6e47af5df0167628d9513f6184cc0201304947959694',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.pdf': 'ad898f62dbeaf6113cdd15fadf814aae1a2439162e97bd4d53c6c105c9e92e59',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.pdf': '3daf62f321a3c546f23224ef1e6a6c5eeac29c79046052b82b7aec0f3fb009c2',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.pdf': 'e3a48b1cfc0ab182ac9f58f4184c9dbc218e1c458079f3d83aa2d024ba9199f9',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.pdf': '6fe8149e763c0facb238ad63a126ef63081fe0843e4c4ae2552b2c59a3a6057b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.pdf': '6675676c06e92b3e4e080ad58c7d4333c826502e66bbc47920705e821a41226a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.png': '73f38e2e2acc8016e8cdaf91cdb3fb6d077ec2f5633ee7b97b80bfb169e7e7b5',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.png': '7c27d0c7e387231f3051015931ea42d9cd38cee839f847761d1dbd3ecabe8d04',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.png': 'fff0c7df0745dfb2d7ccf668973bc51cd37df803890b54fd92363575ee5d0d45',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.png': '8bebe55e0da77d061acb3097b0df8a4573953b738fae6d3b028230e916b956d2',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.png': '639907f7e35e81558ba9c4d43e332ff576fad8258d2cee9acdb3a495f484fa73',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.png': 'cbdfec94990eaca69f6b7eb4d56366cb0e50cf89115b69cc2598bbb6a13a4d31',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-1-drill-4.8mm.nc': 'f19797ddabc2bc3961fb3df33ff70fd5a03ae35f1f607e96459cdeabd4decadc',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-2-profile-6.35mm.nc': '988ea4cc29c1df3d55b08246b6dcda0cf38e425e5e480624d06d095d45030d24',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-1-drill-4.8mm.nc': '3f2b21c29f5fce3afea510658282204b7345e17b73e406fe3e683850ffc2f124',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-2-profile-6.35mm.nc': '85497a057909a96f72910a0bc41d102c4ffbdd8f9155b5031fa31bfcde8cc9be',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-1-drill-4.8mm.nc': '635100f08ee5b2fa9eb80e6b8666d81dda5e50d2697f949b95f22336d03083df',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-2-profile-6.35mm.nc': 'c12243b90532436fa4b1c282ddbbf606cd6a97df479b91bcfde97b6d00aaff94',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-1-drill-4.8mm.nc': '2711437da354fbd2cfe2bcbd48960f7a24318fb8cf9dacf0af36dafaade230af',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-2-profile-6.35mm.nc': '7262319aaf2b2b4d167ed747baf0ea491de741736e71555bba670f259c4f9526',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-1-drill-4.8mm.nc': 'aa51bf037ff7c7de72dd49cdc4ded2e70caf308a386f171f55a1c84fd4365e13',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-2-profile-6.35mm.nc': '65e5ad5bdfa4dcc944598b61c22a708164464a3edb668d95eb14bf10ca744043',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-1-drill-4.8mm.nc': 'b809e953c70ec6214c2bb3c7cebdc3ae1de03e7b53903614df3de5a509bb11eb',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-2-profile-6.35mm.nc': 'f98af3c8f1f59736552746aa88306db182a9d4c0d5304084531a0949bde8fa14',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.lbrn2': '97027535758bb0897f3fbb0a94db5eefe070637dc68bad6cfd8bb8bce3b927c4',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.lbrn2': '846827b1af3607cc62b5b0d7b3bdcf0c67a21c30456b71872997f2a26e4f54e2',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.lbrn2': 'b08c13075ed330e0c69809ed72535355d89c87ffb4cad6010296d3efc6a498e1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.lbrn2': '36566cb61bd289e928439d4a13a07af7358e7fc81df7a3e32a01fc3ae551e6d0',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.lbrn2': '6580fd9ae5c51c3349bc6ddf5e123c88ef9d1453371c3e63f143170affecdb40',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.lbrn2': '2eadcf9e14c40506fa4b2266fd01b4951deabb1f6561a740ae0978c4d3443627',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.stl': '52cde75927832d9e133a1512ded3fd88e0f32354916219c3d8c63199d3402d8a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.stl': 'bb92bb3de8f4a9d183c620c358cd933540842b5fbe7c13900b55cb2a419a2fef',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.stl': '95d71c9dbdeb7450622fdb1fc5804fbea9fba62ea9c3c72ecfff4336ebdea8a4',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.stl': 'b634ec26dfff4dfc3be05a5460d6a3e1e6dd98a82cd89c39e9339ed555295369',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.stl': 'a811640e0e1a5504f663044b8d798744900550e77e0829bd1d5b89dbd893c430',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.stl': '5020fb56b5d94337cf5c5fa0d6704626a7e8fc43bab978dca9726dc4cac6dcf8',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.3mf': '01821dcc8e8024207e89ca6bb2f1cf2934ed8911471a43225cc978f44dbe39f1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.3mf': 'c2f453ac651b5bcae202111da1074d18bc0e28be4c68c54214ed8fd80817af03',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.3mf': '7a8c180b675822c63028d0aaf5073b378236c4933264b9a18148b164b842fb50',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.3mf': 'a55fb13fbd36f74ffbaebbd4923e4cb1ad766029f19019a1fac2041a9708cc26',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.3mf': 'a1480b4b8e8339242aaf2fb993e77eca75e25d434066365dfd4d4f1dcc8ccd6e',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.3mf': '6a2624b97fd2818baa8123a1ba131d972924a15356fd5f342de4b6c49f66c6bd',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.json': 'aa0c0d3a4518911a37640f51ad582f663f1e3a4ea2738cc4c705d53e01350366',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.zip': 'd86444bbcf4f7a51e35440e79ca3347aee0c7d51ee94eefe4f898a2971a5865a'}}


def every_file(board: Board) -> dict[str, bytes]:
    """Each loose format's files, then each packing format's one file holding all of them."""
    packed = (f for f in FORMATS if f not in LOOSE)
    return {**render_files(board, LOOSE, OutputSettings()),
            **{name: data for f in packed for name, data in render_files(board, (*LOOSE, f), OutputSettings()).items()}}


@pytest.mark.parametrize("design", sorted(DESIGNS))
def test_every_file_of_the_design_is_byte_identical(design: str) -> None:
    need("rsvg-convert")  # the PNG's rasteriser
    files = every_file(make_board(GAME, DESIGNS[design]).board)
    assert {name: hashlib.sha256(data).hexdigest() for name, data in files.items()} == SHA256[design]
