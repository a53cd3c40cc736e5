"""Helpers shared by the board tests: build a board from option text, render it, find the
Debian tools the files are proved with, and read PNGs without extra dependencies.

Import them explicitly (``from conftest import board, need``): pytest puts this folder on
``sys.path``.
"""

from __future__ import annotations

import functools
import math
import os
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest

from boardgen.job import Made, make_board
from boardgen.output import render_files

os.environ["XDG_CONFIG_HOME"] = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"boardgen-tests-config-{os.getpid()}")
"""No user's own ``config.toml`` (``boardgen/user_config.py``) reaches the tests: every command,
in this process and the ones it starts, looks for it in a folder that holds none (made by no
one). tests/test_user_config.py points it elsewhere for its own files."""
from boardgen.writers.writer import OutputSettings

GAME = "pegs-and-jokers"
SVG11_DTD = Path("/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd")


def raw_options(**raw: object) -> dict[str, str]:
    """Keyword arguments as the option text a user types: ``dxf_version=`` -> ``dxf-version``."""
    return {name.replace("_", "-"): str(value) for name, value in raw.items()}


def board(**raw: object) -> Made:
    """Parse, build and verify a Pegs and Jokers board from option text, like the CLI does."""
    return _board(tuple(sorted(raw_options(**raw).items())))


@functools.lru_cache(maxsize=64)
def _board(items: tuple[tuple[str, str], ...]) -> Made:
    return make_board(GAME, dict(items))


def render(made: Made, fmt: str, **settings: str) -> bytes:
    """The bytes one writer produces for a built board."""
    files = render_files(made.board, (fmt,), OutputSettings(**settings))
    (data,) = files.values()
    return data


def design_stem(folder: Path) -> str:
    """The stem of the one design written to ``folder`` (the shortest name: sheet and tool files
    add to it); it names every option that differs from its default, so tests read it rather
    than spell it. Inputs the test put there (``.toml``) are not the design's."""
    return min((p.name.rsplit(".", 1)[0] for p in folder.iterdir() if p.suffix != ".toml"), key=len)


def need(tool: str) -> str:
    """The path of a Debian tool; skip when it is missing, but fail under CI, which installs it."""
    path = shutil.which(tool)
    if path is None:
        message = f"{tool} is not installed (the Debian packages are listed in .ci/run)"
        if os.environ.get("CI"):
            pytest.fail(message + "; CI must install it")
        pytest.skip(message)
    return path


def need_file(path: Path) -> Path:
    """Like ``need`` for a data file shipped by a Debian package."""
    if not path.exists():
        message = f"{path} is missing (Debian package w3c-sgml-lib)"
        if os.environ.get("CI"):
            pytest.fail(message + "; CI must install it")
        pytest.skip(message)
    return path


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def decode_png(data: bytes) -> tuple[int, int, int, list[bytes]]:
    """A minimal PNG decoder (8-bit, non-interlaced grey, grey+alpha, RGB or RGBA).

    Returns width, height, bytes per pixel and the unfiltered rows.
    """
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos = 8
    idat = b""
    width = height = bpp = 0
    while pos < len(data):
        (size,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + size]
        pos += 12 + size
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and interlace == 0, "only 8-bit non-interlaced PNGs"
            bpp = {0: 1, 2: 3, 4: 2, 6: 4}[color]
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows: list[bytes] = []
    prev = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:
            for i in range(stride):
                line[i] = (line[i] + prev[i]) & 0xFF
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 0xFF
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def ink(data: bytes) -> list[list[bool]]:
    """Which pixels of a PNG are drawn: opaque enough and darker than near-white."""
    width, height, bpp, rows = decode_png(data)
    out = []
    for row in rows:
        line = []
        for x in range(width):
            px = row[x * bpp:(x + 1) * bpp]
            if bpp in (2, 4):
                alpha = px[-1]
                colour = px[:-1]
            else:
                alpha, colour = 255, px
            line.append(alpha > 127 and min(colour) < 128)
        out.append(line)
    return out


def unmatched(got: list[tuple[float, float]], wanted: list[tuple[float, float]], tol: float = 1e-3) -> list:
    """Points of ``wanted`` with no point of ``got`` within ``tol`` (each used once), and the
    points of ``got`` left over. Holes are millimetres apart, so nearest-in-a-cell matching is exact."""
    cells: dict[tuple[int, int], list[int]] = {}
    for i, (x, y) in enumerate(got):
        cells.setdefault((math.floor(x), math.floor(y)), []).append(i)
    used: set[int] = set()
    missing = []
    for x, y in wanted:
        cx, cy = math.floor(x), math.floor(y)
        found = None
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for i in cells.get((cx + dx, cy + dy), ()):
                    if i not in used and abs(got[i][0] - x) <= tol and abs(got[i][1] - y) <= tol:
                        found = i
                        break
        if found is None:
            missing.append((x, y))
        else:
            used.add(found)
    return missing + [got[i] for i in range(len(got)) if i not in used]


def dtd_errors(svg: bytes, work: Path) -> str:
    """What xmllint says against the SVG 1.1 DTD; empty when the file is valid."""
    need("xmllint")
    path = work / "checked.svg"
    path.write_bytes(svg)
    result = subprocess.run(["xmllint", "--noout", "--dtdvalid", str(need_file(SVG11_DTD)), str(path)],
                            capture_output=True, text=True, timeout=60)
    if result.returncode == 0 and not result.stderr:
        return ""
    return result.stderr[:2000] or f"xmllint exited {result.returncode}"


def librecad_ink(dxf: bytes, work: Path) -> int:
    """Dark pixels on the page LibreCAD prints the DXF to: a blank page means it read nothing."""
    need("librecad")
    need("pdftoppm")
    (work / "board.dxf").write_bytes(dxf)
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(work), "XDG_RUNTIME_DIR": str(work)}
    result = subprocess.run(["timeout", "60", shutil.which("librecad"), "dxf2pdf", "-a", "board.dxf"],
                            cwd=work, env=env, capture_output=True, text=True, timeout=90)
    pdf = work / "board.pdf"  # dxf2pdf writes beside the DXF, whatever -o says
    assert result.returncode == 0 and pdf.exists(), result.stdout[-2000:] + result.stderr[-2000:]
    assert pdf.read_bytes().startswith(b"%PDF")
    subprocess.run(["pdftoppm", "-r", "20", "-png", "-singlefile", str(pdf), str(work / "page")], check=True, timeout=60)
    return sum(map(sum, ink((work / "page.png").read_bytes())))
