"""Every written file of a few designs, byte for byte as before the rendering speed-ups of
issue 17: a faster path that changed one byte of a cut file, a template or a manifest would show
here. The hashes were taken from main's code (7d17662) before the work began; change one only
for a change that means to alter that design's output, and say so in its commit.
"""

from __future__ import annotations

import hashlib

import pytest

from tests.support.boards import GAME
from tests.support.tools import need
from boardgen.board import Board
from boardgen.job import make_board
from boardgen.output import render_files
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

SHA256 = {'8p': {'pegs-and-jokers-8p.svg': '937ea314a9e2baa9440f4cf7d16c3f8d82242c9c03b03f3e4f73e4e02a3f457e',
        'pegs-and-jokers-8p.dxf': '7be7db24e9d381b521de64e9cee0ac87a45d8b44e9970e5355d3026cf152f6d4',
        'pegs-and-jokers-8p.pdf': '4214e1f1783c53cb27cb40cb9f2a57919e9ab050168779f3825e873ea9240b91',
        'pegs-and-jokers-8p.png': 'be97da1cab077734c849d1efd5d8709c90a15fbb1ebe80a2009777905df93686',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc': '8f71e0df7d3c616b8cdc733cf51d5eeaf498057f3ed024ab3963a8868c30ac3e',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc': '1b36ae57580ecdcbb98f5d2c6cd028dfd72f7fd4fda6ba10a4de3830564248d9',
        'pegs-and-jokers-8p.lbrn2': 'cf2fa35c3d2185510b6b870534957b2497bc9c0de7d3b8e86cd0559f9d8682f6',
        'pegs-and-jokers-8p.stl': '9c1011600b9f74421913b9f4b10935cc2d435be80f9be2c9d33135387a935270',
        'pegs-and-jokers-8p.3mf': '13904b69493fd2bee939a87e1dcc7e72d5187341b7e7011fa2a087af6cb44a19',
        'pegs-and-jokers-8p.glb': '0af8e1b932f080108763072ef9fda6842bd87dc76eec3e984d2f41cf24b18615',
        'pegs-and-jokers-8p.obj': '13969837e01cc350c58881760b04766cec598977d5a3501a840a745eeab5038c',
        'pegs-and-jokers-8p-tts.png': 'e49cd9d5e907c0e3b9230d37666d8a1317c4890ae201301fa64c81545444eeb7',
        'pegs-and-jokers-8p-tts-cards.png': '930ebc458643760c437c7803905ed20153430f0d0ad45d9ae9360bbff4461e58',
        'pegs-and-jokers-8p-tts-back.png': '61c9e0bc7f519e8c3f7450de5ee44afbf081290c36749565bb4fcd4e35a036fa',
        'pegs-and-jokers-8p-tts.json': 'df44cd4e303171067e5ad597d3a8cba853aa4c712c78ea9921d49fedb7936743',
        'pegs-and-jokers-8p.paper.pdf': '720eba2a4b61c1d5de5ab868af182ab0ed08878c087e1d944c18430dd946a2c7',
        'pegs-and-jokers-8p.json': 'dee947fcf6d49823ff6964ea70e2d0d570bab284755efaa898e7c12d2541a921',
        'pegs-and-jokers-8p.zip': '3e39b8e9d4d2a01980eca82e73eaaf026cf09691925afb32de0eae6b30e4d09d'},
 'concentric': {'pegs-and-jokers-8-6-4p-concentric.svg': '580d610d67f3866d02e5ca74c81b37aff275be149d619745cfd25a75f116b58d',
                'pegs-and-jokers-8-6-4p-concentric.dxf': '0c9339c5d15a2ed4e5191fef92597ff4ac92b9d9124c4377f155dbcc969f1b72',
                'pegs-and-jokers-8-6-4p-concentric.pdf': '652a2ad23b14b66dce1694a452a60a995ef93720385f32cf1c1aefdcfdf26cd1',
                'pegs-and-jokers-8-6-4p-concentric.png': '569e6dbab2dbceaecf6879e1be7a56796bb5e2fddd52a721a721f089d6ff81c4',
                'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc': 'eba1973955ef5f47dbe1a8040f8fc87d6d5790a723f65d2046c834502ee7abb0',
                'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc': 'f167c8f944dffb5c3ba527d2a33e07287ffbbddd6e2152da0ea5f479c05383b2',
                'pegs-and-jokers-8-6-4p-concentric.lbrn2': '6a55c0183854dad94fd071a47348d1a536f1dbdf70388f7e4baf19463ed1abbd',
                'pegs-and-jokers-8-6-4p-concentric.stl': '6c5d52e60d1d28df0dc28f21f7ddbb531ae6be8385032cd77282534886579fe2',
                'pegs-and-jokers-8-6-4p-concentric.3mf': 'a38a2eb204d9edac1f47957d773e6e64d9858c5e0c8f268fff455c6e7a74a4cd',
                'pegs-and-jokers-8-6-4p-concentric.glb': '811217df37d033b87406017b6545e1964be0645bdf76ca4d49282195fad10bf5',
                'pegs-and-jokers-8-6-4p-concentric.obj': '6afd0a85d03ff61e702c7ad0cf10d51bcb06f991d06ca76be439a603c5865788',
                'pegs-and-jokers-8-6-4p-concentric-tts.png': '38e22ca424bb9741fa7840638bea0b285228616439842daaad065fea907f9b02',
                'pegs-and-jokers-8-6-4p-concentric-tts-cards.png': '930ebc458643760c437c7803905ed20153430f0d0ad45d9ae9360bbff4461e58',
                'pegs-and-jokers-8-6-4p-concentric-tts-back.png': '71a8e752d3eb8c52545fa2f14d2e4f7a840b42bb9e67a3b4a91e471a15f45822',
                'pegs-and-jokers-8-6-4p-concentric-tts.json': 'abcb207e042037d4792c38d0ba71f8fdec9fb1735da931dbe6eb3f12f72a9f02',
                'pegs-and-jokers-8-6-4p-concentric.paper.pdf': '480e56041a3056373f910a38a79ba69f05dc96d0de938315ca3a141cdfceb184',
                'pegs-and-jokers-8-6-4p-concentric.json': 'b879a2aab3fa81a59dd95cd7e4f59124d927296870392ca987ff629e159d5abe',
                'pegs-and-jokers-8-6-4p-concentric.zip': '386b9f9ee72026e0bc208ac0306850ad0a0d469e2a8d647e6ee600bf4a47471b'},
 'sections-bed': {'pegs-and-jokers-6p-sections-router-452691-sheet1.svg': '0e1114b86dae25150308172fe811293d7ed5c1691f395b7bab386b75736a36e8',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.svg': '551b1594c3dabeb7028a720530ee8aeb3e6437e57260a2bbb84fd59053149c4e',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.svg': '85d40ef0f274cb17417f9678e96014a72b51946fb4735fccb4fa462b1ff0e5d3',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.svg': '183c29e6f21b63bb3c0947e29ee4fe67df8e66a0f2f039d7aea212c3ff9ae7c4',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.svg': 'd009f7410288b423cf35654379b39723851f310c759150338c2a3c0963df124e',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.svg': '0cf49eb247f10dc9cdc9d1610c3c190f6e65fdcaec525b6908f303ab95f4297c',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.dxf': 'c09d26a1c3c6462233ec6f83bacc00d67db1aca46bae3269f53e09a3cef58fd2',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.dxf': 'f315a901aa9e75189f78caba4a900a3811086ef59fcc91a3dddb7a9a6f5860b0',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.dxf': '12cf037cdd1a596d87bfc8aa079088cbd9f5075df45ec5227c52a7113698537f',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.dxf': '26c6d2c0deadb3a1dc1e6ee17bc0642a5aaae8c60f246c0272262096e34b06f8',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.dxf': '4ae0051290083a54e3abc30753f2b4a98cb761f4f0cb2bc0b533b6d5b505cc3c',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.dxf': '8a1f87ce2660ac71b6ac222bb917d3243e66189b9ada2edd77a4733148ca718c',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.pdf': 'cb09c919690b8f1198dd5ae905e8227ffe4ba1ec881a6f5a4f9bb5afb2390664',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.pdf': '233d043300600a67e6eb6b635815113aa7c05122c808774f4ecf78bda975bb0f',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.pdf': '536e807c6b4e713a42ca64a4ffe1f62e83495a764fabf724f04ff93e0749e5ef',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.pdf': '81e7f4c7934540155aa8a4fc83f54f92a3bdab111dc01ee09cee50751cf4aba2',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.pdf': '73af05202c58ee6f7d919b7eaab7e7a986e91fc771d8983322a119a3d7df5e56',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.pdf': '56c0a8e2c801b0c744a67db0f084ef6cffbdd943046ea30fd9640117d7a2dc4c',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.png': 'bcec709d9d87cd9cc43306a5d0dac01c54dd9e01912c0f58c2db08a9a70fe1bf',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.png': '0dc23c2d65f1646d009c8e01a118db380b6af1d41142f799f1982bb11ba21b05',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.png': '7e61288d46d35222d91922981a29294fb8295d35fcf596c9a482d9b0f455224c',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.png': '391698eb99dfad31b096172f06ec483b564be8911d4cca602b2bcc7fc8045234',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.png': 'c8addfc6acf221382a460921f86372b3d9be12e851e0dc0d46591e4dc8fb1797',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.png': '28c258ec892d53aeeee70bcf00c7dcf40d44791a51f34cd6f108eb604bfce2a0',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1-1-drill-4.8mm.nc': '60d5177132d6bb98621db514890695ef4c7ec0aaaa1cfbbc80a426145c62082c',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1-2-profile-6.35mm.nc': '4a264177e711ece211e27d1ccecc3464525d7bd84da743c219f7fe4dd90b35dd',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2-1-drill-4.8mm.nc': '25bff72bdd8218642a22f917e7c16cf4d93699c264379b2bc19f8241b684355b',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2-2-profile-6.35mm.nc': 'e059d402d7a5107ff17af4d32a989b35ff0182c71c8ecd458c14dd8a2ecdd9f4',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3-1-drill-4.8mm.nc': '4dd7067c1a977dbeb4f27fa06478f428c8ffb3959647977e03cd2332b38f259c',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3-2-profile-6.35mm.nc': '3795988e03cb1542125a9caa639fc4f478d902f71004764fcb330c98086482aa',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4-1-drill-4.8mm.nc': '5f744043548e93de6da13390aa74ea4a6bda6abd63b235c34cad5b1d65080067',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4-2-profile-6.35mm.nc': 'f155cd43f37a34bcbf4fa5207d8b4fb04859737e4c135122592d9970a41ef64b',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5-1-drill-4.8mm.nc': 'ba71fc1d9341db029f6120ad7717cdf8bba50b75648d90cfd345b737d4f5bdc6',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5-2-profile-6.35mm.nc': 'c720ba5f56432f7974bf307a1f781ba11f11dbd7ce98300aae91ade91308d7a5',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6-1-drill-4.8mm.nc': '447b571c4ca706d1341effc9caf25719a87bfef8312fa344e21d1843b9968f8d',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6-2-profile-6.35mm.nc': 'ca130772e0218b607491c8b91743db452e65a46dfcc469bca43aaaf668c4c18a',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.lbrn2': '8ee90b0d90137422783b42556ad3c262cfbe72e3f10399f051ae43ac40cfe69a',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.lbrn2': 'b741809dd3826fd7805f855c1dbb1410bd216e711315ddac15a2cecad525a614',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.lbrn2': 'c3e79e0c962496e06e1ce2f96afc376ddacca3226216ebc8852f8658a15a2168',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.lbrn2': '3d34e616741e97add7611a4963601c3b006713e7d1cf27b7dacef1d818de2560',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.lbrn2': '13768d3f1849eaddf5c3e2d4b49f4bc83864713c355c4bd3cd447b06c2d8bd11',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.lbrn2': '5b4839dc26b21d74eeeec80ca8c91bc95f3d9d475e9736c19551d07bb078aad3',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.stl': '63e957ed70536b3fc1e1374cee44bf9f70aa13d5ba0a222579bd2ed5875f5395',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.stl': '03afee037383045eba5e4b23c6f1405243408e6196dcb2dbb2c92f2f949df6fe',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.stl': '62af6abe9fef68c17d3ae28c6a91775b2f25e798649a22963492df94d453099b',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.stl': 'f9cbd7c3a867fdababbebd6bc6fa34bc4f8655ac56d55742e79c4f95782fbafe',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.stl': '9be442c09d958977c23c5a09f1435c645798494d4f2bc93680bc60833c1b9c75',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.stl': 'd1bef3f5f11619e7c4a526ffe7839b85ff71762ca3ab189046633433d0d8db17',
                  'pegs-and-jokers-6p-sections-router-452691-sheet1.3mf': '912ef641656ae421307b162441968c4dbf4cf94db91ee494693ae1da67fa1144',
                  'pegs-and-jokers-6p-sections-router-452691-sheet2.3mf': '4be0fda61b39c2b6f8c613438af140d0f6e870cbb547c01186b7ac7486e27edf',
                  'pegs-and-jokers-6p-sections-router-452691-sheet3.3mf': '22705c7b271dc8ebd3accce6722e0388933ac905c6c1041a40c17413fc3833e4',
                  'pegs-and-jokers-6p-sections-router-452691-sheet4.3mf': 'c6e0f17b7c0d102ce659a9b6748e780fa71b37d60b85ff225c3c8b33e15a208f',
                  'pegs-and-jokers-6p-sections-router-452691-sheet5.3mf': '93e80f36d6fb2bc613190166a94315707fd6a62557a143cfa588955979b330dc',
                  'pegs-and-jokers-6p-sections-router-452691-sheet6.3mf': '08f9a02898d6cad0312ed9a43870e189bfa730c799d1887d14627481ef845406',
                  'pegs-and-jokers-6p-sections-router-452691.glb': '3f64fc7613b0cb27433bb954fbcf3ba02cc422b8c8ffe83489c7a6c81cb8770d',
                  'pegs-and-jokers-6p-sections-router-452691.obj': '65788908f5c9e0e5c362a17733ff6e908082a8c62fb0d88b3a841ea5e15a4221',
                  'pegs-and-jokers-6p-sections-router-452691-tts.png': '67098ae1f514d734a2abf2de375ad38de1a39b5bbb8d339d0770fc28bb477544',
                  'pegs-and-jokers-6p-sections-router-452691-tts-cards.png': '930ebc458643760c437c7803905ed20153430f0d0ad45d9ae9360bbff4461e58',
                  'pegs-and-jokers-6p-sections-router-452691-tts-back.png': 'd5a7f31731a0a7f1691d27d5d2764d6a963b7201575067e77d4024193065cbc9',
                  'pegs-and-jokers-6p-sections-router-452691-tts.json': 'a83cd53fd4d1402dfc016b1f5f71cf88c1ffa165e66607ccbb7bcf31fcc43c97',
                  'pegs-and-jokers-6p-sections-router-452691.paper.pdf': 'b95e86a42665d4d13c906d7485f33ca05c5dff20c222809086959afe0e28f038',
                  'pegs-and-jokers-6p-sections-router-452691.json': 'c7986d87a14fce83d2f587adc49a3edf4abbe987f1ac20abd047062a953d1c99',
                  'pegs-and-jokers-6p-sections-router-452691.zip': '91892eaf5d7ac1edf76cbbb30aaac6c9da54ed1817d51010b83416eec802b173'}}


def every_file(board: Board) -> dict[str, bytes]:
    """Each loose format's files, then each packing format's one file holding all of them."""
    packed = (f for f in FORMATS if f not in LOOSE)
    return {**render_files(board, LOOSE, OutputSettings()),
            **{name: data for f in packed for name, data in render_files(board, (*LOOSE, f), OutputSettings()).items()}}


@pytest.mark.parametrize("design", [d if d == "8p" else pytest.param(d, marks=pytest.mark.slow)
                                    for d in sorted(DESIGNS)])  # the concentric and split boards take long to build
def test_every_file_of_the_design_is_byte_identical(design: str) -> None:
    need("rsvg-convert")  # the PNG's rasteriser
    files = every_file(make_board(GAME, DESIGNS[design]).board)
    assert {name: hashlib.sha256(data).hexdigest() for name, data in files.items()} == SHA256[design]
