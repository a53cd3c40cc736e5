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

EVERY_FORMAT = ",".join(FORMATS)
DESIGNS = {
    "8p": {"players": "8", "format": EVERY_FORMAT},
    "concentric": {"players": "4,6,8", "style": "concentric", "format": EVERY_FORMAT},
    "sections-bed": {"players": "6", "style": "sections", "bed": "600x300mm", "format": EVERY_FORMAT},
}
"""Built for every format, as the command line builds them: with G-code among the formats, a
board on a bed is laid out for the router."""

SHA256 = {'8p': {'pegs-and-jokers-8p.svg': '54000928fb166e27236992901fff519faa32279695615ad16155ab8090785c52',
        'pegs-and-jokers-8p.dxf': 'd63607d8686ccd9d2fd4b84556e9fc57cb2aa2b666e906d38ea7efe6bfbbd034',
        'pegs-and-jokers-8p.pdf': '9d288e19cd9367696431e660d352959c7132c11d9e7dc68cce43b031359230b8',
        'pegs-and-jokers-8p.png': '8e397320d44ba12511db42d8dfaefd070503bc04653c3c7afb791d7c2bb33d2c',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc': 'a909672775fff332793f9ba63f25f0d6a3cd46824cccdadb907e8900ef3477a1',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc': '8fecead0e17b0933b0707f82a4c330f658dc9a90af58dacefcac800b7c32f75f',
        'pegs-and-jokers-8p.lbrn2': '10578723fd372dc5a5df59ac53d628b05aa26260fab344c8584893d6791090e3',
        'pegs-and-jokers-8p.json': '069a4e76c5db7434da123d9afa0fc074adcd42de0a2061ecf1f311ce0c3a50d9'},
 'concentric': {'pegs-and-jokers-8-6-4p-concentric.svg': '61f2d376e8cad2ef5fea5ce9d24cf08b07f25c78125c047cfeabc2d4be8d1eb0',
                'pegs-and-jokers-8-6-4p-concentric.dxf': '8d4b5a57e8e4dcfd59f0322931b568072261b8506e78405b1a72dfe455a21902',
                'pegs-and-jokers-8-6-4p-concentric.pdf': '23dc590c139161d15bea708eb9f208186ab16d4222deebe32bc79ffe741e27de',
                'pegs-and-jokers-8-6-4p-concentric.png': '7246264c6b3850ba19ba405fa802e5b81c7eb7f5b4fa3535cae66a9b7e7de75f',
                'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc': 'fe0bb6dcf664df5c72c6c9017bf1fcffec78fb6cea99dfb41c2e549d879d3cea',
                'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc': '00a44cb6ed6705082a4166c2fa28f0f9333b1024d1a438ba692269362dcb7444',
                'pegs-and-jokers-8-6-4p-concentric.lbrn2': '83ed7f6f15448a64fea11c01fb36063f33f6cf144535b2db1d60c54f74ba14cb',
                'pegs-and-jokers-8-6-4p-concentric.json': '87e300acf5bd409f8cbb2bc5c8936a15b0736f7ba9c056369c57fc32a717bd1b'},
 'sections-bed': {'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.svg': 'c451eb3cf4d1b973052659d8c6fb05f04c4ea85dd0b8313fe9994fb2b7eae448',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.svg': '84a7e04917f64b7715fb9fab080a46acc81e6c422fc94bfca089878662c4ade6',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.svg': '87ec2bb39e4f8633afe85820334a33b66473274a259f5e8d6fa5e5d5b78a6179',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.svg': 'ded8b9008bcf58bb40824738b880134ac12338614d746acdd11529315e792c66',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.svg': '5173ba6dc8c813672e938c38e3a6f25561abe206e36f6666543d1d7884e535c4',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.svg': '3697b992344d3b2f1714bd44a7b93f8cba041be5c2251211dbd3304d68a55306',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.dxf': '87e7cc8d5561719bcb0353531e88f0ffcc1c542c5023d3e235dabd95ea31ab4d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.dxf': '089e41a124d9fc62465ce2a50837848038dbd45cb8581103bfe65129c2a59d45',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.dxf': '5c0c04523bcee9d25d56ac65b6f85b1c3ddc151384983c2a497031c51c82d723',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.dxf': 'bfa8c9958899e273cc251d1271901b2e8edc87f4bea0876447e68c7dc4375151',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.dxf': 'ca0f84634ab6918ad68266cd9952b312a1d4346769be84664cf0b18c7557940d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.dxf': '86f37a4c01b858de9c10b7de2772df6f02b87d12a117f140c62bd81be468306e',
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
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-1-drill-4.8mm.nc': 'eb0cda27d7c60ad37c261e01b6e98dfb2a4838f5ef227640294e4876d0e2e2ad',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-2-profile-6.35mm.nc': 'ca9569a05897da9b9c210889c681361ace5b45a359f507f61baf89b6d4697493',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-1-drill-4.8mm.nc': 'f48a2166a1eea31f525421c26c5bc43fa76fabd9fa97f6f92c4fc5e30e6d6169',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-2-profile-6.35mm.nc': '500854e3cc01d7ccb2d7d192a4e32bebcf28e1b5a181f194fd3da8a9316a9bfd',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-1-drill-4.8mm.nc': '3581d7a9f33fa8256326a12feaae9ce3087ac49527b34073feee697d5eecfccc',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-2-profile-6.35mm.nc': 'c7e1d24282b1f5a4bb736d525d621f77fd3ab2a1e3f9fb5b8b838ccb5f15addd',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-1-drill-4.8mm.nc': '64d706a9121eeb331d42a8124acea6c2dbadeb9a02fb820b7baf444488fa639d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-2-profile-6.35mm.nc': '4171d9e611b1a5f22310d408ff33b10c8eca966b7c9cb3a4f15659b1fd258ea8',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-1-drill-4.8mm.nc': 'b1bb35f6f69b6e4b88a28d39600ec13c7af46350dc3da0dee3c4f1e1860a6343',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-2-profile-6.35mm.nc': '1d5e17576c2f8b9364e56ab2f9afa1e765f905565fbd69a10faf59a8e305caeb',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-1-drill-4.8mm.nc': 'c495b2a6b8f49e1fd81368a54399ac4b6bce02d0f2acba8d9eaa709e8a3a2926',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-2-profile-6.35mm.nc': 'cf956cbeeb69b0db7e1d830963620b4b75fadcff5eb2c1fa12d0fceeab06b094',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.lbrn2': '97027535758bb0897f3fbb0a94db5eefe070637dc68bad6cfd8bb8bce3b927c4',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.lbrn2': '846827b1af3607cc62b5b0d7b3bdcf0c67a21c30456b71872997f2a26e4f54e2',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.lbrn2': 'b08c13075ed330e0c69809ed72535355d89c87ffb4cad6010296d3efc6a498e1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.lbrn2': '36566cb61bd289e928439d4a13a07af7358e7fc81df7a3e32a01fc3ae551e6d0',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.lbrn2': '6580fd9ae5c51c3349bc6ddf5e123c88ef9d1453371c3e63f143170affecdb40',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.lbrn2': '2eadcf9e14c40506fa4b2266fd01b4951deabb1f6561a740ae0978c4d3443627',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.json': '9e3db7d82872e9e8a6ddf3ebc7cefcd075a76100e4bf19b8e60c9e9158527acb'}}


@pytest.mark.parametrize("design", sorted(DESIGNS))
def test_every_file_of_the_design_is_byte_identical(design: str) -> None:
    need("rsvg-convert")  # the PNG's rasteriser
    files = render_files(make_board(GAME, DESIGNS[design]).board, tuple(FORMATS), OutputSettings())
    assert {name: hashlib.sha256(data).hexdigest() for name, data in files.items()} == SHA256[design]
