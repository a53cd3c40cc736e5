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

SHA256 = {'8p': {'pegs-and-jokers-8p.svg': '4df1ab3142583f014268a9d8ee0729fec2979f0b83f02c3b1355488fb0198bd9',
        'pegs-and-jokers-8p.dxf': '0ce1130521012862c7919ac7c65760e6870d0282567f7cedb0f07a45f7598334',
        'pegs-and-jokers-8p.pdf': '9d288e19cd9367696431e660d352959c7132c11d9e7dc68cce43b031359230b8',
        'pegs-and-jokers-8p.png': '8e397320d44ba12511db42d8dfaefd070503bc04653c3c7afb791d7c2bb33d2c',
        'pegs-and-jokers-8p-1-drill-4.8mm.nc': 'd52c508f8f4bbab8a24aac37bc91d236f713512b9b532f49ae4c74d2998b7d8f',
        'pegs-and-jokers-8p-2-profile-6.35mm.nc': '26e0c5427f843a42ac546c207091fba2ec77b01eebf31a84721324b489fff9ae',
        'pegs-and-jokers-8p.lbrn2': '10578723fd372dc5a5df59ac53d628b05aa26260fab344c8584893d6791090e3',
        'pegs-and-jokers-8p.stl': '03e8e4c91b55678115b0cf39581d2d345e24bd5e7e50ceacc98bbf54d40b2014',
        'pegs-and-jokers-8p.3mf': '45c8bbf11f6f30da915c0a621512ddfa0cfe75d63fa39126c5669fee2293227c',
        'pegs-and-jokers-8p.paper.pdf': '720eba2a4b61c1d5de5ab868af182ab0ed08878c087e1d944c18430dd946a2c7',
        'pegs-and-jokers-8p.json': 'cedf4d079e0f9462587466d022e6e1668866767661bb37c11bbad4e2b8e75c11',
        'pegs-and-jokers-8p.zip': '92cb17fb672551c6609b571f2122be252011933b66cb3a4da44e59827f24f393'},
 'concentric': {'pegs-and-jokers-8-6-4p-concentric.svg': '54220765a2e8b535c7a26f07ea164b4a1fe497b6c7de9ef986b24cb4a113f9a3',
                'pegs-and-jokers-8-6-4p-concentric.dxf': '3fdf45ceb5cd2644138ed4510a23b5264fc560b6717320a0429e12d28d4d8adb',
                'pegs-and-jokers-8-6-4p-concentric.pdf': '23dc590c139161d15bea708eb9f208186ab16d4222deebe32bc79ffe741e27de',
                'pegs-and-jokers-8-6-4p-concentric.png': '7246264c6b3850ba19ba405fa802e5b81c7eb7f5b4fa3535cae66a9b7e7de75f',
                'pegs-and-jokers-8-6-4p-concentric-1-drill-4.8mm.nc': '3244af457bcd79f8708a4f138a157e3c96751eeef1b80a10e5bbc5386f551728',
                'pegs-and-jokers-8-6-4p-concentric-2-profile-6.35mm.nc': 'f7f672e3fcb95c61030a83f80c14b648efc1f8464acffd7ea4428548f0fc4f2d',
                'pegs-and-jokers-8-6-4p-concentric.lbrn2': '83ed7f6f15448a64fea11c01fb36063f33f6cf144535b2db1d60c54f74ba14cb',
                'pegs-and-jokers-8-6-4p-concentric.stl': '0f1fa6376a7fed269ab65be228e8b4d2bdc6299df9960a60a4c4fccaa764a31a',
                'pegs-and-jokers-8-6-4p-concentric.3mf': 'b2315d4e813c203eeb9b1454b1810adabb02a2a41975704e18d4005a651c674e',
                'pegs-and-jokers-8-6-4p-concentric.paper.pdf': '480e56041a3056373f910a38a79ba69f05dc96d0de938315ca3a141cdfceb184',
                'pegs-and-jokers-8-6-4p-concentric.json': '1b7d03be2869f8e212d21a92364bbc9827314f6cf204ade9b0b172a09eab3125',
                'pegs-and-jokers-8-6-4p-concentric.zip': '1c505ab94ef230c95f861fbcd740715cfa4b32d3b69a690f0186159afcc7ca8c'},
 'sections-bed': {'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.svg': '2a439594a3e31884c6667bdbcea9e9d0eba4c89bf7f70ad6c419bacc7bc5754a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.svg': '36aee9cb1a71dbb01f5e3314f97e4628556481dca9060ae4690cb9959adc0741',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.svg': 'f64db3d8f481a07bb581a88b63a55dc3b27330c5ca32ebeb56c0d5e7017452fb',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.svg': '350ec16113fea99b0b130277c6730e289d9f53c627fa620e36ed958db18b48b6',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.svg': '7e3e692e5149bafd6763a4b5604ede74b52fbeeb55ed58a5233da68e5ab041f0',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.svg': 'f0eb78fdeda098fed7ab440cec6117c7ef1b8816092f9e27dcbb666583b0444c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1.dxf': '5ab2dbe6ba5a40be3ec105c2322ec185bae93f66360bf7f2b6972f25c3c69dc5',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2.dxf': 'd1e1847af458aa8ab85112f7a4fe0f3dc9d90bb9c3181913241c3b0babb87f25',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3.dxf': 'c2e2f13023bd65253edf2d501141f5b69bdf6c91859d28dd9603a09c85ee396c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4.dxf': '24e51756d3769a131f18c3657d0d751e80c6c21b134cdc7a2cc4aa589b6dd5a1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5.dxf': '26d502ab98d753c3accba5925e33da0051b1df80eaaf8525092f675171127395',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6.dxf': 'ffb5d72a5a633c2405fc00db1d2482e9f6dccfccb7b852328a4f196312e10b5c',
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
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-1-drill-4.8mm.nc': '48db2bd6d28eb173a3ac384ca27b4e5fb7749efc083435435925e84b18b7a29c',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet1-2-profile-6.35mm.nc': 'ecb88515aab3006718f6f2cca8409f8e5968f8b00afe48b3c39c86c2df1792f9',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-1-drill-4.8mm.nc': 'a27db56ac60e78eaad2da2db6ea8d52313dac1f6be5c6c477c320b68defadc49',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet2-2-profile-6.35mm.nc': '60616a2057e684e87331652710ea325dea1bf69efc548e634bba3e19c5c86ef9',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-1-drill-4.8mm.nc': '2bf43cefedef87be4b8970726e763fbc25f349a32e77bfdf1fe164adaeffdab5',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet3-2-profile-6.35mm.nc': 'aa076b1fb6655b0d6d28939a57042e4dad293182a22efc68978279f04947051e',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-1-drill-4.8mm.nc': 'c76f0b1511bd6f42356c8bec4c039553ab1faa758b4f51280e40290fbfbbafa3',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet4-2-profile-6.35mm.nc': '78c9673c667489f6235d7ad5ce75d903f995086b7d209be6ed10394baacbfbd7',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-1-drill-4.8mm.nc': 'b50ea16cc71f0bf0f78b20de946de563cc839adf66270979efb2e8a197da38e1',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet5-2-profile-6.35mm.nc': '0a8c4dc580dee6266a4c315a150321fe16cb09460295f171d886b970017a8a7a',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-1-drill-4.8mm.nc': '3ddf876b92bf5755e4e793234cec87e10ba7c25b60e9f54d57886a9f6b041bc0',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router-sheet6-2-profile-6.35mm.nc': 'd57547150952a25737d9f2a653d2e91e4987fc7fa2ad31b0e7fe69e7989fa92a',
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
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.json': '8aa4a5515a571a4c47cccd798f7749fb79ec1b58e0a2627638068f21e693fd9b',
                  'pegs-and-jokers-6p-sections-bed600x300mm-router.zip': '7e4b8a15060e508d285ff822d455a34b38344623c1e137fec4162f89fc06d354'}}


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
