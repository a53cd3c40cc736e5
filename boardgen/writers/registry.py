"""The output formats, listed explicitly: a new format is one module and one line here.

A writer turns a board into bytes and knows nothing of games; files are written by the
caller, all at once, so a refused or failed job never leaves partial files behind.
"""

from __future__ import annotations

import importlib

from boardgen.writers.writer import Writer

FORMATS = {
    "svg": "cut.svg",
    "dxf": "cut.dxf",
    "pdf": "pdf.template",
    "json": "manifest",
    "png": "png",
    "gcode": "cnc.gcode",
    "lbrn2": "cut.lbrn2",
    "stl": "solids.stl",
    "3mf": "solids.three_mf",
    "glb": "solids.glb",
    "tts": "tts.save",
    "paper": "paper.board",
    "zip": "archive",
}
"""Format name -> module in ``boardgen.writers`` holding its ``WRITER``. A module is imported
only when its format is asked for: ezdxf and reportlab alone cost half a second of start-up, and
manifold3d and lib3mf serve the 3D models alone."""


def writer(name: str) -> Writer:
    return importlib.import_module(f"boardgen.writers.{FORMATS[name]}").WRITER


def writers() -> dict[str, Writer]:
    return {name: writer(name) for name in FORMATS}
