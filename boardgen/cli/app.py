"""The ``boardgen`` command: the areas of the command line, assembled in one place.

Each area is a module of its own (``board_cmd``, ``rules_cmd``, ...) exposing
``register(app)``; the library never imports the CLI. ``main`` loads only the area the
command line names, so ``boardgen board`` does not pay for the rules engines, the solver or
the preview server at start-up; ``app`` (for ``--help`` and the tests) holds them all.
"""

from __future__ import annotations

import functools
import importlib
import sys

import typer
from typer.core import TyperGroup

AREAS = {
    "board": "board_cmd",
    "rules": "rules_cmd",
    "simulate": "simulate_cmd",
    "solve": "solve_cmd",
    "preview": "preview_cmd",
    "coupon": "coupon_cmd",
}
"""Command name -> module in ``boardgen.cli`` that registers it."""


class _InOrder(TyperGroup):
    """Lists the commands in the order of ``AREAS`` (making a board first), where typer would
    list single commands before groups."""

    def list_commands(self, ctx: object) -> list[str]:
        return sorted(super().list_commands(ctx), key=lambda name: list(AREAS).index(name))


def _root() -> None:
    """Make peg race game boards (laser/CNC cut files, drilling templates), rules and solutions."""


def build(areas: tuple[str, ...] = tuple(AREAS)) -> typer.Typer:
    built = typer.Typer(cls=_InOrder, no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)
    # A root callback keeps the command a group even when only one area is loaded; without it
    # typer would turn a lone command such as ``coupon`` into the whole program.
    built.callback()(_root)
    for area in areas:
        importlib.import_module(f"boardgen.cli.{AREAS[area]}").register(built)
    return built


@functools.cache
def _full() -> typer.Typer:
    return build()


def __getattr__(name: str) -> typer.Typer:
    if name == "app":
        return _full()
    raise AttributeError(name)


def main() -> None:
    named = sys.argv[1] if len(sys.argv) > 1 else ""
    build((named,))() if named in AREAS else _full()()
