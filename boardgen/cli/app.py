"""The ``boardgen`` command: the areas of the command line, assembled in one place.

Each area is a module of its own (``board_cmd``, ``rules_cmd``, ...) exposing
``register(app)``; the library never imports the CLI.
"""

from __future__ import annotations

import typer

from boardgen.cli import board_cmd, coupon_cmd, preview_cmd, rules_cmd, simulate_cmd, solve_cmd

app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    help="Make peg race game boards (laser/CNC cut files, drilling templates), rules and solutions.",
)

for area in (board_cmd, rules_cmd, simulate_cmd, solve_cmd, preview_cmd, coupon_cmd):
    area.register(app)


def main() -> None:
    app()
