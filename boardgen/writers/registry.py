"""The output formats, listed explicitly: a new format is one module and one line here.

A writer turns a board into bytes and knows nothing of games; files are written by the
caller, all at once, so a refused or failed job never leaves partial files behind.
"""

from __future__ import annotations

import importlib

from boardgen.writers.writer import Writer

FORMATS = {
    "svg": "svg",
    "dxf": "dxf",
    "pdf": "pdf_template",
    "json": "manifest",
    "png": "png",
    "gcode": "gcode",
    "lbrn2": "lbrn2",
    "stl": "stl",
    "3mf": "three_mf",
    "glb": "glb",
    "tts": "tts",
    "paper": "paper",
    "zip": "archive",
}
"""Format name -> module in ``boardgen.writers`` holding its ``WRITER``. A module is imported
only when its format is asked for: ezdxf and reportlab alone cost half a second of start-up, and
manifold3d and lib3mf serve the 3D models alone."""


def writer(name: str) -> Writer:
    return importlib.import_module(f"boardgen.writers.{FORMATS[name]}").WRITER


def writers() -> dict[str, Writer]:
    return {name: writer(name) for name in FORMATS}
