"""3MF: one sheet's parts as a 3D Manufacturing Format package, millimetre units, one object
(and one build item) per part, named as the manifest names the pieces. Written by trimesh,
whose package is then made to repeat byte for byte: each zip entry's date set to 1980-01-01
and each random UUID (the production extension's) replaced by one derived from the file's
stem and its order, so a rerun of a design gives the same file."""

from __future__ import annotations

import io
import re
import uuid
import zipfile

from boardgen.board import Board
from boardgen.writers.writer import OutputSettings, Writer

UUID = re.compile(rb'UUID="[0-9a-f-]{36}"')
EPOCH = (1980, 1, 1, 0, 0, 0)
"""The earliest date a zip entry holds."""


def render(board: Board, settings: OutputSettings) -> bytes:
    import trimesh  # loaded only for a 3D model, as is manifold3d by writers.solids

    from boardgen.writers.solids import part_meshes

    scene = trimesh.Scene()
    for part in part_meshes(board, settings):
        scene.add_geometry(trimesh.Trimesh(part.vertices, part.triangles, process=False), node_name=part.name,
                           geom_name=part.name)
    # stored by trimesh, compressed once below
    return repeatable(trimesh.exchange.threemf.export_3MF(scene, compression=zipfile.ZIP_STORED), board.stem)


def repeatable(package: bytes, stem: str) -> bytes:
    """The package with fixed dates and UUIDs derived from ``stem``, entries in their order."""
    counter = iter(range(1 << 30))
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(package)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            data = UUID.sub(lambda _: f'UUID="{uuid.uuid5(uuid.NAMESPACE_URL, f"{stem}/{next(counter)}")}"'.encode(),
                            source.read(info))
            target.writestr(zipfile.ZipInfo(info.filename, EPOCH), data, zipfile.ZIP_DEFLATED, 6)
    return out.getvalue()


WRITER = Writer("3mf", "3mf", render)
