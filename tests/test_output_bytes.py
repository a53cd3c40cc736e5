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

SHA256 = {'8p': {'pegs-and-jokers-8p.svg': 'f9deefa8c03f961e266d2438f735667c2bf0632e68289114371a834e4bfa0308',
        'pegs-and-jokers-8p.dxf': '3c059489d1d23a782e2312744abfc9ed365a4f7dd5aca81f1a962194cf07cc01',
        'pegs-and-jokers-8p.pdf': '0875dc56f9e2ca5fb2e153899c272604c76805ad36fa7707cd3095011a444978',
        'pegs-and-jokers-8p.png': '63430a3f878e5f5fa7577323aad34f5f65ec0c05a0c55cd837c7d723d29adeff',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc': 'fa03f33458b04255c848f0dec2542695c63dd1121c37140392d653ea6966f817',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc': '4ab2675e896a86926e84ce034e4ba4caafdceef3a1a3e18cf9756b65cc79018d',
        'pegs-and-jokers-8p.lbrn2': 'e5632a07e394a9e38773828f60d07a8344c68c8a1b36bda8df5d766cc5af8c0c',
        'pegs-and-jokers-8p.json': 'e977822d84d90cbd71de00a591fb109683ed6b499c1f7654c8a7e98694e200ad'},
 'concentric': {'pegs-and-jokers-8-6-4p-concentric.svg': '72cb810baa9663de125d2c2c2e9cc0c38886e47f704dcf02c7d616c892050d06',
                'pegs-and-jokers-8-6-4p-concentric.dxf': '51bf4d9819479310905d16ecd75c57b569b996502e763817378497b68928b6ea',
                'pegs-and-jokers-8-6-4p-concentric.pdf': '9687f7065b365e57a19b04ede97cfe06a047cc1b0055b13381f156dd0576cc18',
                'pegs-and-jokers-8-6-4p-concentric.png': '137b2146a8b0f0f1b4d9ea50e9920394a23671b64d899e1bf7efe7837dab44ae',
                'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc': '027afa65d3eba05c99efd04ad622d70d4fd1f4c7d735a5c02d8ba0eab425c423',
                'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc': 'eb21277093a0370cee71988f7b3f9547b7f0e67b19784fbdcd3250c3e7b25ad5',
                'pegs-and-jokers-8-6-4p-concentric.lbrn2': 'd6410136c5d56fc2f4ffa828a5f287125399f1db7ff634a1e29553083c0c794c',
                'pegs-and-jokers-8-6-4p-concentric.json': '58f33673b34de2199c875cfb832436263943052332fbeb0c91c7d0fa4f0558f1'},
 'sections-bed': {'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.svg': '92ef65fff6e5db64c238bdc634608d7f024bb27b8441beddcbc475a1603518a6',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.svg': 'f000bc566ea7224bada155916d49dd4734662171882115910f42cf0e2a1b8361',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.svg': '3c1ac8f4d22d4f8e70fd86f54de6b2a7aed1de374324829c09b4197bf46099dd',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.svg': 'b8d6215ab012b6e6743a14c868a90b3db88ec77ba4e4a67545b9205110285d5d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.svg': '08b2cb5ea54daa591f317d1f0adffc4123e5d877e2e3a1e6e20d54ce608490c3',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.svg': 'bb023b414ea2d17e46684892cf74637cdd73dad35816b062b0eef337c8dc0359',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.dxf': '9ebfd1edc02414b62acdd74268aef8013eb7e6e5bd919c5af22a4393d04f0bf1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.dxf': '1793eb301c39b2dec20ef8525464fbc6d26cddec1fdbcf834a53941062518d90',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.dxf': '370ed7955d9f3081873d422174f17fa48f316f35bd46d4f91de2375f18063d83',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.dxf': '8a130b365fd238371663ace18feeb077c10d40ad44cbecb9400bab2ebf0aecb3',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.dxf': 'fccbb2aebc0ea848c0826f9e8d6d23a0c52985fecb997d58aa9e8883c1f46fcd',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.dxf': 'd0a4fec5be952d85241f70f0f10022d7b4669362cd3ebbfa02a84fac315447ff',
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
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-1-drill-4.8mm.nc': 'b788d1b276593d1e41be7423f1776eb6fd04cd36f2b00ad7cde803f1c4350d34',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-2-profile-6.35mm.nc': '53a7c288212f89e68a200db2488066a4a31f61608aaf91fcfae9634be973245d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-1-drill-4.8mm.nc': '87fe1067c6584dc49cbd69ba1ff59c5b0e03b9a4bae3df99cbc0030c00aa3757',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-2-profile-6.35mm.nc': 'e81db5c5887d884dab9f4c995d35279ce1488f9fb03195def032e183c5c30a7c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-1-drill-4.8mm.nc': 'b080b61e6075092a712985fe3347946f13c905b7c328df4c17502f272a9d0baf',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-2-profile-6.35mm.nc': '955f9cbce6ca65b8644b5bb982eda7c90c6852b49c8b8dc0e4dc63b4911c8148',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-1-drill-4.8mm.nc': '5433f2efebebb46a225c95b1b3d406169c70ed1fbd6ad38613533a32f3577ee6',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-2-profile-6.35mm.nc': 'f7ef0e73ece1480d4553a28c9bc2873ead3aed9ab9858b9345590f9aa31c7472',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-1-drill-4.8mm.nc': '64c4c414e1d3d4447780726fcf57d86fd2c0a7bd23b4855742edce8aab7e78ed',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-2-profile-6.35mm.nc': '33c7c733ded81ff097b5835a63c4affd07953ea5d8a4a7cbcf0ba559deb236b4',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-1-drill-4.8mm.nc': '5b934e0ddaf2a0a8ae770bea897096f732856b34ae5f751d46d7014885a4888f',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-2-profile-6.35mm.nc': '9b44c4a001ba94775e2e73bbcc20a6ffd804084d0433470b2f46e1f08766820c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.lbrn2': 'fc7f161156d16afb03990b90b336a390c5f2adf1acef2c0a4f31f25345c5ed86',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.lbrn2': 'd0c56693317dabc47a7449d6347c9d1a2efe90d4d428c43636303ce65ec5adc1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.lbrn2': '941bcc01a3b299bab976cfc18f888ebbf3a50bd9a2042f1d9670e50ea9180b62',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.lbrn2': '79646a6dc4382052f47f1cfebeced47ea037aa09ded7b557310c0fae1d70f49a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.lbrn2': 'ea785f6b02a2d368f375efe191c295f367add209665f093ee553a7cdb377c584',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.lbrn2': 'eb42d4eb1dd47d8d9a171caeb673b56d4c3b1a5ee7bfbde84068ef6c4be23ea1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.json': 'aaf4eee829e294c175e7e7fea0d3f78c6640d35c6da9c16ea474a51a01e05cb1'}}


@pytest.mark.parametrize("design", sorted(DESIGNS))
def test_every_file_of_the_design_is_byte_identical(design: str) -> None:
    need("rsvg-convert")  # the PNG's rasteriser
    files = render_files(make_board(GAME, DESIGNS[design]).board, tuple(FORMATS), OutputSettings())
    assert {name: hashlib.sha256(data).hexdigest() for name, data in files.items()} == SHA256[design]
