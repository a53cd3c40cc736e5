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

SHA256 = {'8p': {'pegs-and-jokers-8p.svg': 'a1470fba686a96ed2cb9002b874206e0fb319736587ab40df314a95869afbe94',
        'pegs-and-jokers-8p.dxf': 'dd27c747119dfc785a73a009d35aaa60c2585d7fc0f2002ff6177798f979255e',
        'pegs-and-jokers-8p.pdf': '9d288e19cd9367696431e660d352959c7132c11d9e7dc68cce43b031359230b8',
        'pegs-and-jokers-8p.png': '8e397320d44ba12511db42d8dfaefd070503bc04653c3c7afb791d7c2bb33d2c',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc': '8f71e0df7d3c616b8cdc733cf51d5eeaf498057f3ed024ab3963a8868c30ac3e',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc': '1b36ae57580ecdcbb98f5d2c6cd028dfd72f7fd4fda6ba10a4de3830564248d9',
        'pegs-and-jokers-8p.lbrn2': '10578723fd372dc5a5df59ac53d628b05aa26260fab344c8584893d6791090e3',
        'pegs-and-jokers-8p.stl': '03e8e4c91b55678115b0cf39581d2d345e24bd5e7e50ceacc98bbf54d40b2014',
        'pegs-and-jokers-8p.3mf': '45c8bbf11f6f30da915c0a621512ddfa0cfe75d63fa39126c5669fee2293227c',
        'pegs-and-jokers-8p.glb': '49eb893fc5744a77c3c76bae3fc17eed220c7cf9a954ddbba3aee5d63a494b03',
        'pegs-and-jokers-8p.obj': 'cc2594f643b420d10a1fe4199b76f9cd82caf7624399d02ac8d3f2ce20eae589',
        'pegs-and-jokers-8p-tts.json': 'bec7e7050b64855f3db0fa9b47d854a37ae48327ef1e4061638e800ed8db5e84',
        'pegs-and-jokers-8p.paper.pdf': '720eba2a4b61c1d5de5ab868af182ab0ed08878c087e1d944c18430dd946a2c7',
        'pegs-and-jokers-8p.json': 'bb19dfc6d6b7bffb0c3729df37051beaa175ef759048d7b083d3246ee8729eca',
        'pegs-and-jokers-8p.zip': 'f1c02c75a5308600c00e530b555e38696b2b6026c182cd11462988ed0bc467f8'},
 'concentric': {'pegs-and-jokers-8-6-4p-concentric.svg': '1337f979978d0f39e774664a6decef720e83ee89540b98a531661c86941482b5',
                'pegs-and-jokers-8-6-4p-concentric.dxf': '4a88a76e9bb959b87691d7fc62dfda1e6954f7f0bb437db95f29bd85a637d6d5',
                'pegs-and-jokers-8-6-4p-concentric.pdf': '23dc590c139161d15bea708eb9f208186ab16d4222deebe32bc79ffe741e27de',
                'pegs-and-jokers-8-6-4p-concentric.png': '7246264c6b3850ba19ba405fa802e5b81c7eb7f5b4fa3535cae66a9b7e7de75f',
                'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc': 'eba1973955ef5f47dbe1a8040f8fc87d6d5790a723f65d2046c834502ee7abb0',
                'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc': 'f167c8f944dffb5c3ba527d2a33e07287ffbbddd6e2152da0ea5f479c05383b2',
                'pegs-and-jokers-8-6-4p-concentric.lbrn2': '83ed7f6f15448a64fea11c01fb36063f33f6cf144535b2db1d60c54f74ba14cb',
                'pegs-and-jokers-8-6-4p-concentric.stl': '0f1fa6376a7fed269ab65be228e8b4d2bdc6299df9960a60a4c4fccaa764a31a',
                'pegs-and-jokers-8-6-4p-concentric.3mf': 'b2315d4e813c203eeb9b1454b1810adabb02a2a41975704e18d4005a651c674e',
                'pegs-and-jokers-8-6-4p-concentric.glb': '0039e4e2ef0fff7383b4ac07cac52837678e151364db43217faa31ffad860359',
                'pegs-and-jokers-8-6-4p-concentric.obj': '14e057852e58793e5a7e32b691fa430fb39357109dd1ef6fbe077ac9188bfa76',
                'pegs-and-jokers-8-6-4p-concentric-tts.json': '3d59f52f94f2ed02b5d4f57055d2368f4a746e7d4030cc0c62ac27e825a0468a',
                'pegs-and-jokers-8-6-4p-concentric.paper.pdf': '480e56041a3056373f910a38a79ba69f05dc96d0de938315ca3a141cdfceb184',
                'pegs-and-jokers-8-6-4p-concentric.json': 'c4946f36b3f18b72ba173a1a126e404bed6cbcb48324403b7daf28a9d7264986',
                'pegs-and-jokers-8-6-4p-concentric.zip': 'e5e42978c736a2f5cda6ab7c5cc6f6eaf6d3f85a76575cebd0a64c0a4fb3e4df'},
 'sections-bed': {'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.svg': 'c3d9e1eb95b18e265885883d0b1c2783bf36662954388307e41adc251097d438',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.svg': 'ab5d1648f94b13cb7b627e7b661327cbb1ee42bb0c2fc1eec96feee0a661dfa0',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.svg': '5935aa6162f5a2b211c8f35d6bd12b5707afdf17ff87275169eb7f9408daa1f9',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.svg': 'c974f8779048efcabb2e5404864f6fb7496acf626308dcd80dee479d084102fd',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.svg': '02c245cc75ec668cf05173883c63e2abcb8c603a1b336eb8f7bbf7e3d10bc02a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.svg': 'a9edfdb3e549191c19d95f7c7cd2aec6733ea77d1113ff8af91d8b74c1da1791',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.dxf': '270caad6fea63b962985ce5eb8fdeb3f8ae25138c80ca246fc2eb4152b18fc03',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.dxf': '82506740d3a71f83be77bc61a920621fb4e5f42d0fe04cebd0c574c003e43c97',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.dxf': 'c5fad903480ce7270a6b83a9bd216b79a474fc3ede6d5b01aa8f6ab92c8fc3e3',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.dxf': '651e295e7523cbbda51a46ef491f96e664c61040d07bcf8f89dd0acd1aa89bbf',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.dxf': '74b94d8b00d469dc13927278336883137911251fee2d15a0c238bf43abf391e5',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.dxf': '0fb072dd183735c07866090817d3d7e5f75b763474fd55ed50c557141041ae98',
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
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-1-drill-4.8mm.nc': '60d5177132d6bb98621db514890695ef4c7ec0aaaa1cfbbc80a426145c62082c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-2-profile-6.35mm.nc': 'a49e66f9c346a3f23f248020037b1791fa9ef96ca928a38bb6da3855a89c1e9f',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-1-drill-4.8mm.nc': '25bff72bdd8218642a22f917e7c16cf4d93699c264379b2bc19f8241b684355b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-2-profile-6.35mm.nc': 'a4e206a7b6eea3d479193a1b6f1fb2f564e759113aa138f8e06027ed37690ee6',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-1-drill-4.8mm.nc': '4dd7067c1a977dbeb4f27fa06478f428c8ffb3959647977e03cd2332b38f259c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-2-profile-6.35mm.nc': '39bd82f373677d452e61fb81c0d98e4f50bed61d13191f025b3251d603b79261',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-1-drill-4.8mm.nc': '5f744043548e93de6da13390aa74ea4a6bda6abd63b235c34cad5b1d65080067',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-2-profile-6.35mm.nc': '4d73e0f02b6bfedf7bd3a35c4fdfea8d78febab5fc6dac44844d6ff7f0fa7765',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-1-drill-4.8mm.nc': 'ba71fc1d9341db029f6120ad7717cdf8bba50b75648d90cfd345b737d4f5bdc6',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-2-profile-6.35mm.nc': '896f9b2a134c56480635ff9c7e5798e846b98be2e58be0ee5026f3dbe6e7dd84',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-1-drill-4.8mm.nc': '447b571c4ca706d1341effc9caf25719a87bfef8312fa344e21d1843b9968f8d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-2-profile-6.35mm.nc': '30e30acaad8b5101b088121561eb76f8b778a075067e882eed5572cc3e9e9c2b',
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
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.glb': 'c89707fc35ef8d4d6f6bd2ee7de8469b7b1b4109ea5b62dd240da444e890720e',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.obj': '18a1d27572c75383d65d8156576e900fa8e8e8d646ebfdd887a58e1ada0c4d25',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-tts.json': '5c93d8417e33fc0d70b16e4641fa0f2c564c62d2a52165932f47057445f7f778',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.paper.pdf': 'b95e86a42665d4d13c906d7485f33ca05c5dff20c222809086959afe0e28f038',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.json': '9cd950c2a30b2bdf69a9ca9bdbb0a2bbfd63b0b9a6c843d81294962e7ad1d204',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.zip': 'ba97184b17e07babbddf4a9e39ca2abd6d987fc582079c0704eed1610d4a75d8'}}


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
