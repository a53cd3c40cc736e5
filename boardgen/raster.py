"""SVG drawings to PNG pictures through librsvg's ``rsvg-convert`` (Debian's ``librsvg2-bin``).

One place for the external tool, so the cut-sheet pictures and the simulation plots refuse
alike when it is missing or fails: one line naming the option that asked for a PNG.
"""

from __future__ import annotations

import shutil
import subprocess

from boardgen.errors import ParameterError


def svg_to_png(drawing: bytes, width: int, height: int, parameter: str) -> bytes:
    """``drawing`` rasterised at ``width`` x ``height`` pixels on white."""
    tool = shutil.which("rsvg-convert")
    if tool is None:
        raise ParameterError(parameter, "png needs rsvg-convert: install Debian's librsvg2-bin", "png")
    size = ["--width", str(width), "--height", str(height)]
    done = subprocess.run([tool, *size, "--background-color", "white", "--format", "png"],
                          input=drawing, capture_output=True, check=False)
    if done.returncode != 0:
        raise ParameterError(parameter, f"png: rsvg-convert failed ({done.stderr.decode(errors='replace').strip()})")
    return done.stdout
