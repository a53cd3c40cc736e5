"""Read PNGs without extra dependencies: size, rows and which pixels are drawn."""

from __future__ import annotations

import struct
import zlib


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
