"""One name per thing: a class name defined in two modules of boardgen/ must be the same idea.

Issue 41 allows at most three such names; today there are none. The scan reads every module with
ast, so a class defined inside a function or under ``if`` counts too.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "boardgen"
MOST_SHARED = 3
"""Class names allowed in more than one module, each for two classes that really are one idea."""


def shared_class_names(root: Path) -> dict[str, list[str]]:
    """Each class name defined in more than one module under ``root``, with those modules."""
    where: defaultdict[str, set[str]] = defaultdict(set)
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ClassDef):
                where[node.name].add(path.relative_to(root.parent).as_posix())
    return {name: sorted(modules) for name, modules in sorted(where.items()) if len(modules) > 1}


def test_at_most_three_class_names_are_defined_in_more_than_one_module():
    shared = shared_class_names(PACKAGE)
    listing = "\n".join(f"{name}: {', '.join(modules)}" for name, modules in shared.items())
    assert len(shared) <= MOST_SHARED, f"{len(shared)} class names are defined in several modules:\n{listing}"


def test_the_scan_finds_a_name_two_modules_share(tmp_path):
    """The check above can fail: two modules defining ``Board`` are caught, one alone is not."""
    package = tmp_path / "boardgen"
    (package / "games").mkdir(parents=True)
    (package / "board.py").write_text("class Board:\n    pass\n\nclass Seat:\n    pass\n")
    (package / "games" / "lanes.py").write_text("def make():\n    class Board:\n        pass\n    return Board\n")
    assert shared_class_names(package) == {"Board": ["boardgen/board.py", "boardgen/games/lanes.py"]}
