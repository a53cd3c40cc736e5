"""The Debian tools the files are proved with: find them (skip when missing, fail under CI) and
run the SVG DTD check and LibreCAD's reading of a DXF."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.png import ink

SVG11_DTD = Path("/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd")


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


REPAIRS = r"open_edges|backwards_edges|edges_fixed|degenerate_facets|facets_(removed|added|reversed)"
"""What PrusaSlicer's ``--info`` names when it had to mend a model."""


def sliced(model: Path, gcode: Path) -> str:
    """The G-code PrusaSlicer writes for ``model``, which it must read as manifold with nothing
    to repair and slice with no warning, error or repair; the program's text."""
    slicer = need("prusa-slicer")
    info = subprocess.run([slicer, "--info", str(model)], capture_output=True, text=True, check=True).stdout
    assert "manifold = yes" in info and "manifold = no" not in info, info
    assert not re.search(REPAIRS, info), info
    run = subprocess.run([slicer, "--export-gcode", "--loglevel", "2", "-o", str(gcode), str(model)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert not re.search(r"(?i)\b(warning|error|repair)", run.stdout + run.stderr), run.stdout + run.stderr
    text = gcode.read_text()
    assert re.search(r"^; estimated printing time \(normal mode\) = (\d+h )?\d+m \d+s$", text, re.M)
    return text
