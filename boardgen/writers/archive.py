"""The whole job in one zip (``--format zip``): the other formats' files, byte for byte as they
would be written loose, and a ``README.txt`` saying what to run in which order.

The zip is reproducible like every other file: members sorted by name, each dated 1980-01-01
(the earliest date a zip holds) with the same permissions, deflated at the same level, so
the same parameters always give the same bytes.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Mapping

from boardgen.board import Board
from boardgen.writers.cut.operations import RUN_ORDER
from boardgen.writers.writer import OutputSettings, Packed, Writer

ZIP_DATE = (1980, 1, 1, 0, 0, 0)
"""The earliest date a zip can hold: no clock in the output."""
MEMBER_MODE = 0o644
"""Every member's permissions (a plain file anyone may read), whoever makes the zip."""
README = "README.txt"


def zipped(files: Mapping[str, bytes]) -> bytes:
    """A zip of the files, sorted by name, with fixed dates and permissions."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(files):
            member = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            member.create_system = 3  # Unix, so the permissions below are read as such
            member.external_attr = (0o100000 | MEMBER_MODE) << 16
            archive.writestr(member, files[name], zipfile.ZIP_DEFLATED, compresslevel=6)
    return out.getvalue()


def readme(board: Board, packed: Packed, settings: OutputSettings) -> str:
    """What the zip holds and the order to run it in: the laser's layers, the CNC programs
    with the estimates the command line's summary prints, and the board's notes."""
    made_by = (f"made by: {board.design.command}",) if board.design.command else ()
    lines = [f"{board.title} ({board.stem})", *made_by, ""]
    if packed.laser:
        lines.append("Laser (SVG, DXF or LightBurn files): run the layers in this order:")
        for k, op in enumerate(RUN_ORDER, 1):
            run = settings.laser.of(op)
            lines.append(f"  {k}. {op.layer}: {op.description} (LightBurn project: {run.speed:g} mm/s, "
                         f"{run.power:g} % power, {run.passes} pass{'es' * (run.passes > 1)})")
        lines.append("")
    if packed.reports:
        lines += ["What the files hold, and the CNC programs in the order to run them:",
                  *(f"  {line}" for line in packed.reports), ""]
    if board.notes:
        lines += ["Notes:", *(f"  {note}" for note in board.notes), ""]
    lines += ["Files:", *(f"  {name}" for name in packed.files)]
    return "\n".join(lines) + "\n"


def pack(board: Board, packed: Packed, settings: OutputSettings) -> bytes:
    return zipped({**packed.files, README: readme(board, packed, settings).encode()})


WRITER = Writer("zip", "zip", per_sheet=False, pack=pack)
