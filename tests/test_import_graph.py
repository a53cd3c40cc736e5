"""Imports point one way: no module of boardgen/ imports, however indirectly, a module that imports it.

The graph is read with ast, so it holds every import: at module level, inside functions (the
lazy ones that keep start-up fast) and under ``if TYPE_CHECKING``. A circle through any of them
means two modules that cannot be read, tested or moved apart.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "boardgen"
KNOWN_CYCLES: dict[frozenset[str], str] = {}
"""Circles not yet cut, each with the reason; empty, and new entries need one."""


def module_names(package: Path) -> dict[str, tuple[Path, bool]]:
    """Each module's dotted name, with its file and whether it is a package's ``__init__``."""
    names = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        names[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return names


def imported(node: ast.Import | ast.ImportFrom, here: str, is_package: bool, names: set[str]) -> set[str]:
    """The modules an import statement reaches: each imported name that is a submodule
    (``from boardgen.play import workers``), else the module it is taken from."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    if node.level:
        base = here.split(".") if is_package else here.split(".")[:-1]
        module = ".".join([*base[: len(base) - node.level + 1], *([node.module] if node.module else [])])
    else:
        module = node.module or ""
    return {f"{module}.{alias.name}" if f"{module}.{alias.name}" in names else module for alias in node.names}


def import_graph(package: Path) -> dict[str, set[str]]:
    """Module to the boardgen modules it imports anywhere in its text."""
    names = module_names(package)
    known = set(names)
    graph: dict[str, set[str]] = defaultdict(set)
    for here, (path, is_package) in names.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                graph[here].update(imported(node, here, is_package, known) & known)
        graph[here].discard(here)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each strongly connected group of more than one module, as one circle through it that
    starts at its first module by name (Tarjan's algorithm, then a shortest way back)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for after in sorted(graph.get(node, ())):
            if after not in index:
                visit(after)
                low[node] = min(low[node], low[after])
            elif after in stack:
                low[node] = min(low[node], index[after])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [_circle(graph, group) for group in groups]


def _circle(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A shortest way from the group's first module back to itself, inside the group."""
    start = min(group)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for after in sorted(graph.get(node, set()) & group):
                if after == start:
                    return paths[node] + [start]
                if after not in paths:
                    paths[after] = paths[node] + [after]
                    following.append(after)
        frontier = following
    raise AssertionError(f"no circle in {sorted(group)}")


def test_no_module_of_boardgen_imports_itself_round_a_circle():
    found = [c for c in cycles(import_graph(PACKAGE)) if frozenset(c) not in KNOWN_CYCLES]
    assert found == [], "import circles:\n" + "\n".join(" -> ".join(c) for c in found)


def test_known_cycles_are_still_there():
    """A cycle cut since it was listed leaves the list, so the list says what is left."""
    present = {frozenset(c) for c in cycles(import_graph(PACKAGE))}
    assert [sorted(known) for known in KNOWN_CYCLES if known not in present] == []


def test_the_graph_sees_a_circle_through_a_lazy_and_a_type_only_import(tmp_path):
    """The check can fail: the old circle of play/batch, stats and workers is found again."""
    play = tmp_path / "boardgen" / "play"
    play.mkdir(parents=True)
    (tmp_path / "boardgen" / "__init__.py").write_text("")
    (play / "__init__.py").write_text("")
    (play / "batch.py").write_text("from boardgen.play import workers\n")
    (play / "workers.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                     "    from boardgen.play.stats import GameRecord\n")
    (play / "stats.py").write_text("def run():\n    from .batch import play_games\n")
    (play / "record.py").write_text("from boardgen.play import stats\n")
    assert cycles(import_graph(tmp_path / "boardgen")) == [
        ["boardgen.play.batch", "boardgen.play.workers", "boardgen.play.stats", "boardgen.play.batch"]]
