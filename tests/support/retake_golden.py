"""Re-take the golden hashes of ``tests/test_output_bytes.py`` and ``tests/test_game_files_bytes.py``
after a change that means to alter output: ``python3 -m tests.support.retake_golden`` rewrites both
tables in place from the current code. Read the diff, and say in the commit why the bytes changed."""

from __future__ import annotations

import ast
import hashlib
import pprint
from pathlib import Path

from boardgen.job import make_board
from boardgen.output import Output, render_files
import tests.test_game_files_bytes as games
import tests.test_output_bytes as designs


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
    replace_table(Path(designs.__file__), "SHA256", retaken)
    recorded = {}
    for game, options, formats in games.RECORDED:
        output = Output.parse({"format": formats})
        files = render_files(make_board(game, dict(options)).board, output.formats, output.settings)
        recorded[(game, options, formats)] = {n: hashlib.sha256(d).hexdigest()[:16] for n, d in files.items()}
    replace_table(Path(games.__file__), "RECORDED", recorded)


if __name__ == "__main__":
    main()
