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

SHA256 = {'8p': {'pegs-and-jokers-8p.svg': '4ef7f195b2246fa2e25bc2c92025ec5d74b67ed4813609914974380591e57bcc',
        'pegs-and-jokers-8p.dxf': '14dc09e0df9daa0261734bc5789d1fd986d24c7b06d3e52e8c8ed9dbf67ac685',
        'pegs-and-jokers-8p.pdf': '0875dc56f9e2ca5fb2e153899c272604c76805ad36fa7707cd3095011a444978',
        'pegs-and-jokers-8p.png': '63430a3f878e5f5fa7577323aad34f5f65ec0c05a0c55cd837c7d723d29adeff',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc': 'e53c0abf943cd207f60c0f737c1f3efe4add7db5a0b054d943d19002cd65ff7b',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc': '42da8a6db9c90c74b8deeedf3f559ddb2afff3f6dc420bede9f5b8f038869ef0',
        'pegs-and-jokers-8p.lbrn2': 'e5632a07e394a9e38773828f60d07a8344c68c8a1b36bda8df5d766cc5af8c0c',
        'pegs-and-jokers-8p.json': 'b7f9207e0127fc1667c9b3875a59254ad1315ef3ab16ddb914c3f48bc47a02b8'},
 'concentric': {'pegs-and-jokers-8-6-4p-concentric.svg': '7249b094023216f38e1e58d673544a41361a31de436a8a078970f78de49ec68e',
                'pegs-and-jokers-8-6-4p-concentric.dxf': '90d76e72ff92475efb81039003fce49f68141afbc993ad66609178e8770a5c6b',
                'pegs-and-jokers-8-6-4p-concentric.pdf': '9687f7065b365e57a19b04ede97cfe06a047cc1b0055b13381f156dd0576cc18',
                'pegs-and-jokers-8-6-4p-concentric.png': '137b2146a8b0f0f1b4d9ea50e9920394a23671b64d899e1bf7efe7837dab44ae',
                'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc': 'f6b883a947b1870f69b7dbc7d58743ce98f775a52520fc9cdfef23d9d3b151ca',
                'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc': 'e6b472ee3e1b8aa50c66506370b9da7b838becff9b43c9059be5cf89b752069a',
                'pegs-and-jokers-8-6-4p-concentric.lbrn2': 'd6410136c5d56fc2f4ffa828a5f287125399f1db7ff634a1e29553083c0c794c',
                'pegs-and-jokers-8-6-4p-concentric.json': '99e7ce5050d8875bf2851b3662a8763e9aa45ecd7387b65ce0378abb54ba4d31'},
 'sections-bed': {'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.svg': '545f5b48e419c0df9807cc91f442403ca166ca3adc8054f8ca663a4323a18c03',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.svg': '12b2daba25bc0f0c1fb999adb39db4aeb27d3d321224b4cd0b1a5e5d352363ee',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.svg': '6567081be2314158c54cf0db18bc9ba5fd1e0bfd349aa337faa2d0dbcbe18498',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.svg': '4c1051d2b1062f7798ede812d8d7e5a9940dbfc1bb10a0d30634142df12d0657',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.svg': '6f2c3ec3f4fe9d9e77d92cfb5b10caecd009df43d73bf954e5ff78c9acc22c29',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.svg': '360d0d8b2e51b93809d6106c36d20500ad06a961e25a4fb590bd2b61ce30376e',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.dxf': '4c3fdea4a839077724b8940625559335cb3af1b057fdef6d699c87e9ece1df06',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.dxf': 'fc83f8beb051148250d1c1661de3bc91e7f22c3d2dc507c4d85336ee33fd9ceb',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.dxf': '9f6d1b1b97d6f28e8b8832d2a8e311b70bdab36d815fd710ace6ae2b5ba9b147',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.dxf': '8bb4c596c8a299790959fa562c3efdb4c015ac8d12613297fdeeb3f178cbac40',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.dxf': 'c34286b65c6992e0775b74c987937a46e91139557db691652d0f7a0e52034413',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.dxf': 'a42ad3c42a51df6dd4003408663c9bc4b035501cf907ada5a1e97f5dddf2bf8c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.pdf': '221ae1c9266c5f2c9836d5a2a271fe97d7f0db9e869640deaa9ec49f07357c7c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.pdf': '555b7beaac9741f665cc4dfdf5d2a7e372f3e1c29081169908691a5d0acd9a53',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.pdf': 'af7234e90d01c420215f520b2bdaf4c5246b078812d0154ce40d4fc50f278161',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.pdf': 'b83edf0ff04d7572be441d51487b4df220725bfe7a48399ba9a2ffebf5f4201f',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.pdf': '257a2bce6f8a15c3c5427608e1d16e5a3b80e9001e7a7274223c55f325665cbe',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.pdf': 'f34778b05bcea1faccb8ddc86eaa7a3c7c4ee732d0306f78257ee991afc16a48',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.png': '4af3a8d5f44cb945363d8d1255af6c2998f5714354031b228563f0000ee6997a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.png': '062921c7cb53a5e1112a393766372d546073530ccf1902c1dbf4cf9a6c976486',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.png': 'b92c7a6ab633ad7916da8a2e38aca90c8f422d5a6f9e94cc2642c16d8c0c05ac',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.png': '69c6b1860e8378e0aec9b74f139ed299e028af6309045e827c6e0dc3de893282',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.png': '80be591871e269c9bf75b7ad979bf977542116f4b6e96978d147740a073f819a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.png': 'fd5a8d39d7de42553b53fa2dbcc5e6fd452af577f30d8f8240d0a8c37ccc94fd',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-1-drill-4.8mm.nc': '0de17f38d2412781adb95d6068e4e83ce5c8a0fd7cb9b30a2c342d911afafdc8',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-2-profile-6.35mm.nc': '653d5727fdbcea8c72ac00eda53c3a5636fa22162ecbd6957989cb0178a19398',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-1-drill-4.8mm.nc': 'b2610a2f4447327b2d9976edf1baea6a059699156d9976e814cb8541d4c22bee',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-2-profile-6.35mm.nc': 'd7b04ac971c0765398d246290a1c7a400b86ea30f280da7e7fa4bb762b806879',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-1-drill-4.8mm.nc': '81c9b92d044b95fcc2fcecae8c7ee8bf20ae6060503dc9c6a29145c9642f5045',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-2-profile-6.35mm.nc': 'd25c0fa771b7981d107765c2a056043e3770673c306c1a81a457ab05656d13b4',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-1-drill-4.8mm.nc': 'c87c9ae86427fd986b9533e801c6ab948a2055da76338dec4e3529b356c4a9d2',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-2-profile-6.35mm.nc': '7bcfcdd8ece50cc337cb45cefa12d81cf9486c86107990eec22efdfda7e0e695',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-1-drill-4.8mm.nc': 'f13d456d6866225782e79180516f3411a06cf85bd9b063fb863f979a3c914c34',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-2-profile-6.35mm.nc': '6337b64041ba09fd2b30d9fc524e69f403c35ad90987e22df416d9474037c01d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-1-drill-4.8mm.nc': '87a08dd55d6ab137bb708831a7a6f00a9d6d5b9c11c27694e26ddc7f2651842a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-2-profile-6.35mm.nc': '5e9ff2ec10f7f1ae1c64b59e26317bcfac6f0dbb5cd19c7b1abbf264e7544739',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.lbrn2': 'fc7f161156d16afb03990b90b336a390c5f2adf1acef2c0a4f31f25345c5ed86',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.lbrn2': 'd0c56693317dabc47a7449d6347c9d1a2efe90d4d428c43636303ce65ec5adc1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.lbrn2': '941bcc01a3b299bab976cfc18f888ebbf3a50bd9a2042f1d9670e50ea9180b62',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.lbrn2': '79646a6dc4382052f47f1cfebeced47ea037aa09ded7b557310c0fae1d70f49a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.lbrn2': 'ea785f6b02a2d368f375efe191c295f367add209665f093ee553a7cdb377c584',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.lbrn2': 'eb42d4eb1dd47d8d9a171caeb673b56d4c3b1a5ee7bfbde84068ef6c4be23ea1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.json': 'bae5ba08bc6e9ddac11ad17e36eeed37bdcb936bfc9c6d03c593661664f8d7bd'}}


@pytest.mark.parametrize("design", sorted(DESIGNS))
def test_every_file_of_the_design_is_byte_identical(design: str) -> None:
    need("rsvg-convert")  # the PNG's rasteriser
    files = render_files(make_board(GAME, DESIGNS[design]).board, tuple(FORMATS), OutputSettings())
    assert {name: hashlib.sha256(data).hexdigest() for name, data in files.items()} == SHA256[design]
