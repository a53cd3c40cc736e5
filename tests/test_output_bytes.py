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

SHA256 = {'8p': {'pegs-and-jokers-8p.svg': 'f48c3565d3663d5e4446cf59331c6ae9d5d49eaad8243e58159d233c30bcc448',
        'pegs-and-jokers-8p.dxf': 'dd27c747119dfc785a73a009d35aaa60c2585d7fc0f2002ff6177798f979255e',
        'pegs-and-jokers-8p.pdf': '9d288e19cd9367696431e660d352959c7132c11d9e7dc68cce43b031359230b8',
        'pegs-and-jokers-8p.png': '8e397320d44ba12511db42d8dfaefd070503bc04653c3c7afb791d7c2bb33d2c',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc': '8f71e0df7d3c616b8cdc733cf51d5eeaf498057f3ed024ab3963a8868c30ac3e',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc': '1b36ae57580ecdcbb98f5d2c6cd028dfd72f7fd4fda6ba10a4de3830564248d9',
        'pegs-and-jokers-8p.lbrn2': '10578723fd372dc5a5df59ac53d628b05aa26260fab344c8584893d6791090e3',
        'pegs-and-jokers-8p.stl': '03e8e4c91b55678115b0cf39581d2d345e24bd5e7e50ceacc98bbf54d40b2014',
        'pegs-and-jokers-8p.3mf': '45c8bbf11f6f30da915c0a621512ddfa0cfe75d63fa39126c5669fee2293227c',
        'pegs-and-jokers-8p.glb': '49eb893fc5744a77c3c76bae3fc17eed220c7cf9a954ddbba3aee5d63a494b03',
        'pegs-and-jokers-8p.obj': '93f5b34f0ba1445d63f2ea5794e9dbbca91eff4ec070279c2216f5b6b99e95b4',
        'pegs-and-jokers-8p-tts.json': 'bec7e7050b64855f3db0fa9b47d854a37ae48327ef1e4061638e800ed8db5e84',
        'pegs-and-jokers-8p.paper.pdf': '720eba2a4b61c1d5de5ab868af182ab0ed08878c087e1d944c18430dd946a2c7',
        'pegs-and-jokers-8p.json': 'bb19dfc6d6b7bffb0c3729df37051beaa175ef759048d7b083d3246ee8729eca',
        'pegs-and-jokers-8p.zip': '2936326edba854bd13c22dd1e607d402ce8430f1afba2e714455070c13ef490a'},
 'concentric': {'pegs-and-jokers-8-6-4p-concentric.svg': '1ae253110367c2edf3594fc176beb4112cf0cbf1055751b91fcc5be74828c76d',
                'pegs-and-jokers-8-6-4p-concentric.dxf': '4a88a76e9bb959b87691d7fc62dfda1e6954f7f0bb437db95f29bd85a637d6d5',
                'pegs-and-jokers-8-6-4p-concentric.pdf': '23dc590c139161d15bea708eb9f208186ab16d4222deebe32bc79ffe741e27de',
                'pegs-and-jokers-8-6-4p-concentric.png': '7246264c6b3850ba19ba405fa802e5b81c7eb7f5b4fa3535cae66a9b7e7de75f',
                'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc': 'eba1973955ef5f47dbe1a8040f8fc87d6d5790a723f65d2046c834502ee7abb0',
                'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc': 'f167c8f944dffb5c3ba527d2a33e07287ffbbddd6e2152da0ea5f479c05383b2',
                'pegs-and-jokers-8-6-4p-concentric.lbrn2': '83ed7f6f15448a64fea11c01fb36063f33f6cf144535b2db1d60c54f74ba14cb',
                'pegs-and-jokers-8-6-4p-concentric.stl': '0f1fa6376a7fed269ab65be228e8b4d2bdc6299df9960a60a4c4fccaa764a31a',
                'pegs-and-jokers-8-6-4p-concentric.3mf': 'b2315d4e813c203eeb9b1454b1810adabb02a2a41975704e18d4005a651c674e',
                'pegs-and-jokers-8-6-4p-concentric.glb': '0039e4e2ef0fff7383b4ac07cac52837678e151364db43217faa31ffad860359',
                'pegs-and-jokers-8-6-4p-concentric.obj': '8f97ffcf921a064f0bb74b803aa51384ab09577c8ea059b614940e0e4f69e58b',
                'pegs-and-jokers-8-6-4p-concentric-tts.json': '3d59f52f94f2ed02b5d4f57055d2368f4a746e7d4030cc0c62ac27e825a0468a',
                'pegs-and-jokers-8-6-4p-concentric.paper.pdf': '480e56041a3056373f910a38a79ba69f05dc96d0de938315ca3a141cdfceb184',
                'pegs-and-jokers-8-6-4p-concentric.json': 'c4946f36b3f18b72ba173a1a126e404bed6cbcb48324403b7daf28a9d7264986',
                'pegs-and-jokers-8-6-4p-concentric.zip': '74abc4c62f1770a1c44c6d37326adb7b16b9506cd5619b8e597866f3af751fef'},
 'sections-bed': {'pegs-and-jokers-6p-sections-router-452691-sheet1.svg': '9e3d474717f1a90edd5ae208e71ea41cd4325507fbc6997fad6ab65baa5da927',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.svg': 'a2645dc9e433877fee81c9c3217c0c8e593b62bff2801a002e16860b4b705cdb',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.svg': '2a201593c8427a8ea89a57bb6c2e3489e857c5b2deb1a120cbeac541c89f005f',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.svg': '66cadbbcc2416045300d607d6fdced60870ed755dc511d0647e54861d51c4643',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.svg': 'c81305123bad9f8f75a8909af1fd48437f9908e90868bb25dcce18598bf8dbb3',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.svg': 'be337aefdac619771eeb3e315e9b82c8ee05f32b9bd1fa8b8f23958eb6487744',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.dxf': '270caad6fea63b962985ce5eb8fdeb3f8ae25138c80ca246fc2eb4152b18fc03',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.dxf': '82506740d3a71f83be77bc61a920621fb4e5f42d0fe04cebd0c574c003e43c97',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.dxf': 'c5fad903480ce7270a6b83a9bd216b79a474fc3ede6d5b01aa8f6ab92c8fc3e3',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.dxf': '651e295e7523cbbda51a46ef491f96e664c61040d07bcf8f89dd0acd1aa89bbf',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.dxf': '74b94d8b00d469dc13927278336883137911251fee2d15a0c238bf43abf391e5',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.dxf': '0fb072dd183735c07866090817d3d7e5f75b763474fd55ed50c557141041ae98',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.pdf': '3d15f9681301c143992a6e47af5df0167628d9513f6184cc0201304947959694',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.pdf': 'ad898f62dbeaf6113cdd15fadf814aae1a2439162e97bd4d53c6c105c9e92e59',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.pdf': '3daf62f321a3c546f23224ef1e6a6c5eeac29c79046052b82b7aec0f3fb009c2',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.pdf': 'e3a48b1cfc0ab182ac9f58f4184c9dbc218e1c458079f3d83aa2d024ba9199f9',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.pdf': '6fe8149e763c0facb238ad63a126ef63081fe0843e4c4ae2552b2c59a3a6057b',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.pdf': '6675676c06e92b3e4e080ad58c7d4333c826502e66bbc47920705e821a41226a',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.png': '73f38e2e2acc8016e8cdaf91cdb3fb6d077ec2f5633ee7b97b80bfb169e7e7b5',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.png': '7c27d0c7e387231f3051015931ea42d9cd38cee839f847761d1dbd3ecabe8d04',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.png': 'fff0c7df0745dfb2d7ccf668973bc51cd37df803890b54fd92363575ee5d0d45',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.png': '8bebe55e0da77d061acb3097b0df8a4573953b738fae6d3b028230e916b956d2',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.png': '639907f7e35e81558ba9c4d43e332ff576fad8258d2cee9acdb3a495f484fa73',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.png': 'cbdfec94990eaca69f6b7eb4d56366cb0e50cf89115b69cc2598bbb6a13a4d31',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1-1-drill-4.8mm.nc': '60d5177132d6bb98621db514890695ef4c7ec0aaaa1cfbbc80a426145c62082c',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1-2-profile-6.35mm.nc': 'a49e66f9c346a3f23f248020037b1791fa9ef96ca928a38bb6da3855a89c1e9f',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2-1-drill-4.8mm.nc': '25bff72bdd8218642a22f917e7c16cf4d93699c264379b2bc19f8241b684355b',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2-2-profile-6.35mm.nc': 'a4e206a7b6eea3d479193a1b6f1fb2f564e759113aa138f8e06027ed37690ee6',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3-1-drill-4.8mm.nc': '4dd7067c1a977dbeb4f27fa06478f428c8ffb3959647977e03cd2332b38f259c',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3-2-profile-6.35mm.nc': '39bd82f373677d452e61fb81c0d98e4f50bed61d13191f025b3251d603b79261',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4-1-drill-4.8mm.nc': '5f744043548e93de6da13390aa74ea4a6bda6abd63b235c34cad5b1d65080067',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4-2-profile-6.35mm.nc': '4d73e0f02b6bfedf7bd3a35c4fdfea8d78febab5fc6dac44844d6ff7f0fa7765',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5-1-drill-4.8mm.nc': 'ba71fc1d9341db029f6120ad7717cdf8bba50b75648d90cfd345b737d4f5bdc6',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5-2-profile-6.35mm.nc': '896f9b2a134c56480635ff9c7e5798e846b98be2e58be0ee5026f3dbe6e7dd84',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6-1-drill-4.8mm.nc': '447b571c4ca706d1341effc9caf25719a87bfef8312fa344e21d1843b9968f8d',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6-2-profile-6.35mm.nc': '30e30acaad8b5101b088121561eb76f8b778a075067e882eed5572cc3e9e9c2b',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.lbrn2': '97027535758bb0897f3fbb0a94db5eefe070637dc68bad6cfd8bb8bce3b927c4',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.lbrn2': '846827b1af3607cc62b5b0d7b3bdcf0c67a21c30456b71872997f2a26e4f54e2',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.lbrn2': 'b08c13075ed330e0c69809ed72535355d89c87ffb4cad6010296d3efc6a498e1',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.lbrn2': '36566cb61bd289e928439d4a13a07af7358e7fc81df7a3e32a01fc3ae551e6d0',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.lbrn2': '6580fd9ae5c51c3349bc6ddf5e123c88ef9d1453371c3e63f143170affecdb40',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.lbrn2': '2eadcf9e14c40506fa4b2266fd01b4951deabb1f6561a740ae0978c4d3443627',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.stl': '52cde75927832d9e133a1512ded3fd88e0f32354916219c3d8c63199d3402d8a',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.stl': 'bb92bb3de8f4a9d183c620c358cd933540842b5fbe7c13900b55cb2a419a2fef',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.stl': '95d71c9dbdeb7450622fdb1fc5804fbea9fba62ea9c3c72ecfff4336ebdea8a4',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.stl': 'b634ec26dfff4dfc3be05a5460d6a3e1e6dd98a82cd89c39e9339ed555295369',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.stl': 'a811640e0e1a5504f663044b8d798744900550e77e0829bd1d5b89dbd893c430',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.stl': '5020fb56b5d94337cf5c5fa0d6704626a7e8fc43bab978dca9726dc4cac6dcf8',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.3mf': '4b1aa4b16b6cc69535ae8aa7df287fa16bfc8dd14bcb654c3def8bdb65479a5c',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.3mf': '673e2fe95e72377f5ff9f439eb82a9c10302b07db0d91b844d6c4409bffa2ff8',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.3mf': '6a4df9cb8c936df865e4dfa8e6a534279e26d1a3a02dd52f37e64926bc8a6ec0',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.3mf': '9d6d22993f1e48cf576ee4083b9ff453a18a383f1ed1af5f6c0792afa5c9b139',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.3mf': 'fc39db39ad22284ba49b7ef94838f476b8ce4d8e064a3ae925b89fb80188bf21',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.3mf': '066ebde456ea253379e415423579c50702072c715bf270583ead1ba21cfb2f9e',
                  'pegs-and-jokers-6p-sections-router-452691.glb': 'c89707fc35ef8d4d6f6bd2ee7de8469b7b1b4109ea5b62dd240da444e890720e',
                  'pegs-and-jokers-6p-sections-router-452691.obj': '61fc192b1fda42064cec19ebee88191f4eae33d81a83f30c647f3503db53f587',
                  'pegs-and-jokers-6p-sections-router-452691-tts.json': '4a513e96d36a5f042a7ec753180911c7de10d977a0b2c267d95539b10780f718',
                  'pegs-and-jokers-6p-sections-router-452691.paper.pdf': 'b95e86a42665d4d13c906d7485f33ca05c5dff20c222809086959afe0e28f038',
                  'pegs-and-jokers-6p-sections-router-452691.json': '78bbb5ef911061935ca589025e65485af54a2c82cc41243b00f0a1c92c7ddb57',
                  'pegs-and-jokers-6p-sections-router-452691.zip': 'bfe0652511fa69d85cc8e6283f1980cbf8f4b6d6e68cf5ded0422df0e277fdb9'}}


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
