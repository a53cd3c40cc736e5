"""Re-take the README's gallery pictures from the current code: ``python3 tests/retake_pictures.py``
runs each board's command into a scratch folder and draws the named SVG 900 pixels wide
(``writers/png.picture``, the screen style of ``--format png``) into ``docs/``. A picture taken
by hand drifts from the code that makes the board; this keeps the command beside the file."""

from __future__ import annotations

import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

from boardgen.writers.png import picture

DOCS = Path(__file__).resolve().parents[1] / "docs"
LONG_SIDE_PX = 900
"""Wide enough that a hole and a part's letter read in a GitHub page, small enough to load."""

PICTURES = {
    "gallery-concentric-8-6-4.png": (
        "board pegs-and-jokers --players 8,6,4 --style concentric --format svg",
        "pegs-and-jokers-8-6-4p-concentric.svg"),
    "gallery-nested-sheet.png": (
        "board pegs-and-jokers --players 8 --style sections --bed 445x279mm --material 3mm-birch-plywood --format svg",
        "pegs-and-jokers-8p-sections-kerf0.15mm-bed445x279mm-joint-clearance0.1mm-stock3mm"
        "-material-3mm-birch-plywood-sheet1.svg"),
}
"""Each picture's file in ``docs/``: the ``boardgen`` arguments and the SVG it draws."""


def main() -> None:
    for name, (command, drawn) in PICTURES.items():
        with tempfile.TemporaryDirectory() as out:
            subprocess.run([sys.executable, "-m", "boardgen", *shlex.split(command), "--out", out], check=True)
            (DOCS / name).write_bytes(picture((Path(out) / drawn).read_bytes(), LONG_SIDE_PX))
        print(f"wrote docs/{name}")


if __name__ == "__main__":
    main()
