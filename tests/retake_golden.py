"""Re-take the golden hashes of ``test_output_bytes.py`` and ``test_game_files_bytes.py`` after a
change that means to alter output: ``python3 tests/retake_golden.py`` rewrites both tables in
place from the current code. Read the diff, and say in the commit why the bytes changed."""

from __future__ import annotations

import ast
import hashlib
import pprint
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import test_game_files_bytes as games  # noqa: E402
import test_output_bytes as designs  # noqa: E402
from boardgen.job import make_board  # noqa: E402
from boardgen.output import Output, render_files  # noqa: E402


def replace_table(path: Path, name: str, table: dict) -> None:
    """Put ``table`` in place of the module-level ``name = {...}`` assignment."""
    text = path.read_text()
    (node,) = [n for n in ast.parse(text).body if isinstance(n, ast.Assign)
               and any(isinstance(t, ast.Name) and t.id == name for t in n.targets)]
    lines = text.splitlines(keepends=True)
    body = pprint.pformat(table, width=110, sort_dicts=False)
    lines[node.lineno - 1:node.end_lineno] = [f"{name} = {body}\n"]
    path.write_text("".join(lines))


def main() -> None:
    retaken = {}
    for design, raw in designs.DESIGNS.items():
        files = designs.every_file(make_board(designs.GAME, raw).board)
        retaken[design] = {n: hashlib.sha256(d).hexdigest() for n, d in files.items()}
    replace_table(HERE / "test_output_bytes.py", "SHA256", retaken)
    recorded = {}
    for game, options, formats in games.RECORDED:
        output = Output.parse({"format": formats})
        files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
        recorded[(game, options, formats)] = {n: hashlib.sha256(d).hexdigest()[:16] for n, d in files.items()}
    replace_table(HERE / "test_game_files_bytes.py", "RECORDED", recorded)


if __name__ == "__main__":
    main()
