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

SHA256 = {'8p': {'pegs-and-jokers-8p.svg': '4d4c7089892453cf46f0c637534fea23e0cc8f7c41a4757879e2616345595999',
        'pegs-and-jokers-8p.dxf': '7be7db24e9d381b521de64e9cee0ac87a45d8b44e9970e5355d3026cf152f6d4',
        'pegs-and-jokers-8p.pdf': '4214e1f1783c53cb27cb40cb9f2a57919e9ab050168779f3825e873ea9240b91',
        'pegs-and-jokers-8p.png': 'be97da1cab077734c849d1efd5d8709c90a15fbb1ebe80a2009777905df93686',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc': '8f71e0df7d3c616b8cdc733cf51d5eeaf498057f3ed024ab3963a8868c30ac3e',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc': '1b36ae57580ecdcbb98f5d2c6cd028dfd72f7fd4fda6ba10a4de3830564248d9',
        'pegs-and-jokers-8p.lbrn2': 'cf2fa35c3d2185510b6b870534957b2497bc9c0de7d3b8e86cd0559f9d8682f6',
        'pegs-and-jokers-8p.stl': '9c1011600b9f74421913b9f4b10935cc2d435be80f9be2c9d33135387a935270',
        'pegs-and-jokers-8p.3mf': '13904b69493fd2bee939a87e1dcc7e72d5187341b7e7011fa2a087af6cb44a19',
        'pegs-and-jokers-8p.glb': '0af8e1b932f080108763072ef9fda6842bd87dc76eec3e984d2f41cf24b18615',
        'pegs-and-jokers-8p.obj': '5f8ca847e3cbce88a7915cb96b51c30710151c2bc1a941b691253802d2fec6a6',
        'pegs-and-jokers-8p-tts-back.png': '61c9e0bc7f519e8c3f7450de5ee44afbf081290c36749565bb4fcd4e35a036fa',
        'pegs-and-jokers-8p-tts-cards.png': '930ebc458643760c437c7803905ed20153430f0d0ad45d9ae9360bbff4461e58',
        'pegs-and-jokers-8p-tts.png': 'f4003e94d1567cfbf1073d2340e5f5d8cebd4829da7e80b4998e920ee31ecd11',
        'pegs-and-jokers-8p-tts.json': 'df44cd4e303171067e5ad597d3a8cba853aa4c712c78ea9921d49fedb7936743',
        'pegs-and-jokers-8p.paper.pdf': '720eba2a4b61c1d5de5ab868af182ab0ed08878c087e1d944c18430dd946a2c7',
        'pegs-and-jokers-8p.json': 'dee947fcf6d49823ff6964ea70e2d0d570bab284755efaa898e7c12d2541a921',
        'pegs-and-jokers-8p.zip': '0f70ab888eba29273476e6c34b861eb30845e2442609410f4a9e6057ca304c5c'},
 'concentric': {'pegs-and-jokers-8-6-4p-concentric.svg': '9447aeab09b9cfbb09abb270e20b81f69edc14d0daecd0abd067e94a1843ef0e',
                'pegs-and-jokers-8-6-4p-concentric.dxf': '0c9339c5d15a2ed4e5191fef92597ff4ac92b9d9124c4377f155dbcc969f1b72',
                'pegs-and-jokers-8-6-4p-concentric.pdf': '652a2ad23b14b66dce1694a452a60a995ef93720385f32cf1c1aefdcfdf26cd1',
                'pegs-and-jokers-8-6-4p-concentric.png': '569e6dbab2dbceaecf6879e1be7a56796bb5e2fddd52a721a721f089d6ff81c4',
                'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc': 'eba1973955ef5f47dbe1a8040f8fc87d6d5790a723f65d2046c834502ee7abb0',
                'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc': 'f167c8f944dffb5c3ba527d2a33e07287ffbbddd6e2152da0ea5f479c05383b2',
                'pegs-and-jokers-8-6-4p-concentric.lbrn2': '6a55c0183854dad94fd071a47348d1a536f1dbdf70388f7e4baf19463ed1abbd',
                'pegs-and-jokers-8-6-4p-concentric.stl': '6c5d52e60d1d28df0dc28f21f7ddbb531ae6be8385032cd77282534886579fe2',
                'pegs-and-jokers-8-6-4p-concentric.3mf': 'a38a2eb204d9edac1f47957d773e6e64d9858c5e0c8f268fff455c6e7a74a4cd',
                'pegs-and-jokers-8-6-4p-concentric.glb': '811217df37d033b87406017b6545e1964be0645bdf76ca4d49282195fad10bf5',
                'pegs-and-jokers-8-6-4p-concentric.obj': 'd3eaf7ff068016be7ea1c3571bbad916df913e37789adf7b2f86152854a8f3c7',
                'pegs-and-jokers-8-6-4p-concentric-tts-back.png': '71a8e752d3eb8c52545fa2f14d2e4f7a840b42bb9e67a3b4a91e471a15f45822',
                'pegs-and-jokers-8-6-4p-concentric-tts-cards.png': '930ebc458643760c437c7803905ed20153430f0d0ad45d9ae9360bbff4461e58',
                'pegs-and-jokers-8-6-4p-concentric-tts.png': '90659c97514f69845f99c292d2038e6c98afb76c12d7a6474ce89f4e48de617f',
                'pegs-and-jokers-8-6-4p-concentric-tts.json': 'abcb207e042037d4792c38d0ba71f8fdec9fb1735da931dbe6eb3f12f72a9f02',
                'pegs-and-jokers-8-6-4p-concentric.paper.pdf': '480e56041a3056373f910a38a79ba69f05dc96d0de938315ca3a141cdfceb184',
                'pegs-and-jokers-8-6-4p-concentric.json': 'b879a2aab3fa81a59dd95cd7e4f59124d927296870392ca987ff629e159d5abe',
                'pegs-and-jokers-8-6-4p-concentric.zip': '0eb4674e25d7f5736aafa6f3f58c53d55d3b173102cd0ce97f16650fee9103d3'},
 'sections-bed': {'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.svg': '4fe848f2f8fbb6aad53cf0eb39a6bbc2c043324816926fb645ffbd231e811479',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.svg': '55b45bbf9ae6ccf5298441c306ef97b3e5171ebe410f17124ffe258c5da6a281',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.svg': '1e98580de9864bca48bff83e077b31618b8ed70c02980827ed8c1d42cf1f9dba',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.svg': '526fe2bfd894c663674e7cc8c69a4a9c45ea47e6efec2d540463808c7588bab5',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.svg': 'a7f83b09798c1f6e0d52fb89ff7ae0836a2240ee1d220061da2919bd76832c8d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.svg': '7f7bf6ff092ed3d9558bddad78c748283a36c8857b8c1cedfc71adc8c4ce4118',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.dxf': 'c09d26a1c3c6462233ec6f83bacc00d67db1aca46bae3269f53e09a3cef58fd2',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.dxf': 'f315a901aa9e75189f78caba4a900a3811086ef59fcc91a3dddb7a9a6f5860b0',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.dxf': '12cf037cdd1a596d87bfc8aa079088cbd9f5075df45ec5227c52a7113698537f',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.dxf': '26c6d2c0deadb3a1dc1e6ee17bc0642a5aaae8c60f246c0272262096e34b06f8',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.dxf': '4ae0051290083a54e3abc30753f2b4a98cb761f4f0cb2bc0b533b6d5b505cc3c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.dxf': '8a1f87ce2660ac71b6ac222bb917d3243e66189b9ada2edd77a4733148ca718c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.pdf': 'cb09c919690b8f1198dd5ae905e8227ffe4ba1ec881a6f5a4f9bb5afb2390664',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.pdf': '233d043300600a67e6eb6b635815113aa7c05122c808774f4ecf78bda975bb0f',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.pdf': '536e807c6b4e713a42ca64a4ffe1f62e83495a764fabf724f04ff93e0749e5ef',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.pdf': '81e7f4c7934540155aa8a4fc83f54f92a3bdab111dc01ee09cee50751cf4aba2',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.pdf': '73af05202c58ee6f7d919b7eaab7e7a986e91fc771d8983322a119a3d7df5e56',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.pdf': '56c0a8e2c801b0c744a67db0f084ef6cffbdd943046ea30fd9640117d7a2dc4c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.png': 'bcec709d9d87cd9cc43306a5d0dac01c54dd9e01912c0f58c2db08a9a70fe1bf',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.png': '0dc23c2d65f1646d009c8e01a118db380b6af1d41142f799f1982bb11ba21b05',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.png': '7e61288d46d35222d91922981a29294fb8295d35fcf596c9a482d9b0f455224c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.png': '391698eb99dfad31b096172f06ec483b564be8911d4cca602b2bcc7fc8045234',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.png': 'c8addfc6acf221382a460921f86372b3d9be12e851e0dc0d46591e4dc8fb1797',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.png': '28c258ec892d53aeeee70bcf00c7dcf40d44791a51f34cd6f108eb604bfce2a0',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-1-drill-4.8mm.nc': '60d5177132d6bb98621db514890695ef4c7ec0aaaa1cfbbc80a426145c62082c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-2-profile-6.35mm.nc': '4a264177e711ece211e27d1ccecc3464525d7bd84da743c219f7fe4dd90b35dd',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-1-drill-4.8mm.nc': '25bff72bdd8218642a22f917e7c16cf4d93699c264379b2bc19f8241b684355b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-2-profile-6.35mm.nc': 'e059d402d7a5107ff17af4d32a989b35ff0182c71c8ecd458c14dd8a2ecdd9f4',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-1-drill-4.8mm.nc': '4dd7067c1a977dbeb4f27fa06478f428c8ffb3959647977e03cd2332b38f259c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-2-profile-6.35mm.nc': '3795988e03cb1542125a9caa639fc4f478d902f71004764fcb330c98086482aa',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-1-drill-4.8mm.nc': '5f744043548e93de6da13390aa74ea4a6bda6abd63b235c34cad5b1d65080067',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-2-profile-6.35mm.nc': 'f155cd43f37a34bcbf4fa5207d8b4fb04859737e4c135122592d9970a41ef64b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-1-drill-4.8mm.nc': 'ba71fc1d9341db029f6120ad7717cdf8bba50b75648d90cfd345b737d4f5bdc6',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-2-profile-6.35mm.nc': 'c720ba5f56432f7974bf307a1f781ba11f11dbd7ce98300aae91ade91308d7a5',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-1-drill-4.8mm.nc': '447b571c4ca706d1341effc9caf25719a87bfef8312fa344e21d1843b9968f8d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-2-profile-6.35mm.nc': 'ca130772e0218b607491c8b91743db452e65a46dfcc469bca43aaaf668c4c18a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.lbrn2': '8ee90b0d90137422783b42556ad3c262cfbe72e3f10399f051ae43ac40cfe69a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.lbrn2': 'b741809dd3826fd7805f855c1dbb1410bd216e711315ddac15a2cecad525a614',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.lbrn2': 'c3e79e0c962496e06e1ce2f96afc376ddacca3226216ebc8852f8658a15a2168',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.lbrn2': '3d34e616741e97add7611a4963601c3b006713e7d1cf27b7dacef1d818de2560',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.lbrn2': '13768d3f1849eaddf5c3e2d4b49f4bc83864713c355c4bd3cd447b06c2d8bd11',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.lbrn2': '5b4839dc26b21d74eeeec80ca8c91bc95f3d9d475e9736c19551d07bb078aad3',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.stl': '63e957ed70536b3fc1e1374cee44bf9f70aa13d5ba0a222579bd2ed5875f5395',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.stl': '03afee037383045eba5e4b23c6f1405243408e6196dcb2dbb2c92f2f949df6fe',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.stl': '62af6abe9fef68c17d3ae28c6a91775b2f25e798649a22963492df94d453099b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.stl': 'f9cbd7c3a867fdababbebd6bc6fa34bc4f8655ac56d55742e79c4f95782fbafe',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.stl': '9be442c09d958977c23c5a09f1435c645798494d4f2bc93680bc60833c1b9c75',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.stl': 'd1bef3f5f11619e7c4a526ffe7839b85ff71762ca3ab189046633433d0d8db17',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.3mf': '185ac11991a836a17f09b0bc07d53e3a4f727fa060408af96218661f38c6783b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.3mf': '1cb62fdb2a6929b7e124a3584e06244a13f33ba067e603c00fc640458067ae58',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.3mf': '5566f1013a667488baff8493e7ec7e3a01fb6d927dff8327c8777a6a95b79b7b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.3mf': '9e1a66ee5222545308c10cbe2991459970fa63680e377e2ea0199e35497b17b8',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.3mf': '87c21108123b76ec23706db7cf3f284680f4b0937e20609a7db990396e49d046',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.3mf': '995b092e0f11980b13f94cfb9f74e1ed3023e9c36b511a1534ce7952ba813de1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.glb': '3f64fc7613b0cb27433bb954fbcf3ba02cc422b8c8ffe83489c7a6c81cb8770d',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.obj': '7edff4a3c62e1dd8cf81bb5d19687ea43bbfa3ed4e7aecffc738e8c18551dad3',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-tts-back.png': 'd5a7f31731a0a7f1691d27d5d2764d6a963b7201575067e77d4024193065cbc9',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-tts-cards.png': '930ebc458643760c437c7803905ed20153430f0d0ad45d9ae9360bbff4461e58',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-tts.png': '3077f1ef33b35410223a3a2db1348ee7ebf5947dd20fc0782643eacda17004eb',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-tts.json': '9284f4b8d5456123644e48d97f17164ef938ee3a9dae583bfcf116aca608663e',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.paper.pdf': 'b95e86a42665d4d13c906d7485f33ca05c5dff20c222809086959afe0e28f038',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.json': '4e872f90971c99bd0fb75c21631f0c4026a0260baecb8d85301a9ff5134e81c5',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.zip': 'd31e37ab1870dda9a98978113fd24b40fc7ce5dec7a6df28c4b78f9a7d08ad60'}}


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
