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

SHA256 = {'8p': {'pegs-and-jokers-8p.svg': '992256613597586671f90770dd7159fcdc4de2538bac67aa85f42d8b1b593a72',
        'pegs-and-jokers-8p.dxf': 'e3b3e317d783c942cb9f60df934f1f466b14f15e93b2a649802beee8fb98a4df',
        'pegs-and-jokers-8p.pdf': '9d288e19cd9367696431e660d352959c7132c11d9e7dc68cce43b031359230b8',
        'pegs-and-jokers-8p.png': '8e397320d44ba12511db42d8dfaefd070503bc04653c3c7afb791d7c2bb33d2c',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc': '77fc522a03a930344292e64d76fbd79cb8d880dd282dc69891f313d24849f0a6',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc': '72a9ffd7c37f82f3103d04130a685b5ff5c956920188dc3cf20748de19959511',
        'pegs-and-jokers-8p.lbrn2': '10578723fd372dc5a5df59ac53d628b05aa26260fab344c8584893d6791090e3',
        'pegs-and-jokers-8p.stl': '03e8e4c91b55678115b0cf39581d2d345e24bd5e7e50ceacc98bbf54d40b2014',
        'pegs-and-jokers-8p.3mf': '45c8bbf11f6f30da915c0a621512ddfa0cfe75d63fa39126c5669fee2293227c',
        'pegs-and-jokers-8p.paper.pdf': '720eba2a4b61c1d5de5ab868af182ab0ed08878c087e1d944c18430dd946a2c7',
        'pegs-and-jokers-8p.json': 'c811bd0400ac83893f501564f7dbee288792cf836d4f42c49191ea5bea89e3ae',
        'pegs-and-jokers-8p.zip': 'f12e5aa3da3833ff7f601f4b0a17c3958917ea762f950d8562f8e582dbb59922'},
 'concentric': {'pegs-and-jokers-8-6-4p-concentric.svg': '6e15c0a0a75cfbbb663f26e4ffb1afe266043dd7525ebf7baa08487855abb8b0',
                'pegs-and-jokers-8-6-4p-concentric.dxf': '6248964633add928f466333a61072733573fcf46208010bf3ebccb0a77f0e1e4',
                'pegs-and-jokers-8-6-4p-concentric.pdf': '23dc590c139161d15bea708eb9f208186ab16d4222deebe32bc79ffe741e27de',
                'pegs-and-jokers-8-6-4p-concentric.png': '7246264c6b3850ba19ba405fa802e5b81c7eb7f5b4fa3535cae66a9b7e7de75f',
                'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc': '3770b9a195dd7370ec176561ec8fd477713f0c10cd2a0deab667ab608d26aff3',
                'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc': '22ed9be84dd2d2b5a9af035a0ef3f1fb6ed6c6532b5cc9817424e65819db29ee',
                'pegs-and-jokers-8-6-4p-concentric.lbrn2': '83ed7f6f15448a64fea11c01fb36063f33f6cf144535b2db1d60c54f74ba14cb',
                'pegs-and-jokers-8-6-4p-concentric.stl': '0f1fa6376a7fed269ab65be228e8b4d2bdc6299df9960a60a4c4fccaa764a31a',
                'pegs-and-jokers-8-6-4p-concentric.3mf': 'b2315d4e813c203eeb9b1454b1810adabb02a2a41975704e18d4005a651c674e',
                'pegs-and-jokers-8-6-4p-concentric.paper.pdf': '480e56041a3056373f910a38a79ba69f05dc96d0de938315ca3a141cdfceb184',
                'pegs-and-jokers-8-6-4p-concentric.json': '2cea71f75a357654ac902c09925437eb6b1eb79486e89117fb78d29cf7ccaea4',
                'pegs-and-jokers-8-6-4p-concentric.zip': 'e2227e609f3b3e142b905f8e263f4531aeebeb32fe96798fc625823873def2d0'},
 'sections-bed': {'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.svg': '0656402980aa7a0e95ca09e9857e821b0d0b5e68f84071628ecaadec84adaf1d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.svg': '93d2d1e3a08ef58c5aa1a444876ed9f553196dd713e4e1e546120ad1585c3d6c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.svg': 'aff9031c3191e1f51169164fc8195018fde2036e23d0682f3c6208ac2d40c164',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.svg': '6c4b0bfdfb7cc5d10b6ef8988e0957a3904acad1fab8a0666214ff46c2ff639a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.svg': '90fc11e4a7a8f791475fdd505c7ae9bbb4ba086d60cbf1ab068ca7222dbe6659',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.svg': 'aed5afa558e38d10c0478c373e11c09064536077a529f635c9e173e7b69c2902',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.dxf': 'c7370129cffe8a7b8eed72c17fc6947248155b6c16c66eccc38985f06fe453ba',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.dxf': 'a7f9556565d93e1b637234b80658eb8f4683af6069101806c36364dd1237f657',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.dxf': 'd1f3732b97143fc7a05719bbb3aac7b0411bb7fe220810cd84051ce852a4b6cd',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.dxf': '52060615fd65ace30c81a06090d8267e2bc7d71036fdcad3f9d63c593c921b6c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.dxf': 'b5bfc76e93b5a0ae41062ca55a27218883ead0f1bd64c41b6e85d8bc82e0d339',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.dxf': '1c1fab7df0c283959e2a67e2b1eec143d861b5b653fb0332a3bc98c9d574f8ad',
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
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-1-drill-4.8mm.nc': '5eacc592a15c6fc564bca91f80da0a5659366d4326f8de009cd4ef8d8edcb633',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-2-profile-6.35mm.nc': '9e37c430391ca46b0ca20944dc67f48d920f6c5a579a5415dfb192fa1d47bfca',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-1-drill-4.8mm.nc': '512a402731c3f2ae5c3ed9b7a499d7b77b6e412acfed2e7113be50acc2a8b650',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-2-profile-6.35mm.nc': '4e700829bf2d7157b0e98007077ce5c335de80e2106cf829d3d2bb355d739f95',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-1-drill-4.8mm.nc': '5899f1d57e463844b21585c485b7becb9f7020729f08962e97dc29cd0d7526cb',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-2-profile-6.35mm.nc': '16ff18dff596660b0054a16844c200cbc36daf11d7f4177c945b1fb10ad0f7fd',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-1-drill-4.8mm.nc': 'f9ef19b762093ec516429d45e48b4055af06a2a13aa001eb1e5d9034721df03f',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-2-profile-6.35mm.nc': 'ec5f909dafacbf7933d69eb8c81b313a1734726e1b2c3cdcbda7c6834108a4e6',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-1-drill-4.8mm.nc': 'de140fb6128ad8c98636cd2e5b5c0eada9a78f89f0b21c4ed58422d1b9c5cb3b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-2-profile-6.35mm.nc': '6819e4927fae165338b31cebad262c0235f281e50ff6b2ce2e7ece6fbbca255f',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-1-drill-4.8mm.nc': 'a2bc71dea286d1f75f21da375c8277f0ae2812b1c9e8639f3139efeaf8fe6b94',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-2-profile-6.35mm.nc': '63b06c4796bde5fd8808b508c387283eb3fc2a7b6342a5be84f081f10684807e',
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
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.paper.pdf': 'b95e86a42665d4d13c906d7485f33ca05c5dff20c222809086959afe0e28f038',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.json': 'fd0aaabd4e9d6d040e850cfdb723cf7eb16f7fcc443ec086859cfc828c2a8d4b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.zip': 'ffe50e408891f1ee4c3092434dc6b7cddb688337babc0d8190dfb28a5a4f4646'}}


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
