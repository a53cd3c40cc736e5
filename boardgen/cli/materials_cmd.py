"""``boardgen materials``: the material presets ``--material`` takes, with what each sets."""

from __future__ import annotations

from typing import Annotated

import typer

from boardgen.cli.areas import summary
from boardgen.cli.common import refusals


def materials(
    file: Annotated[str, typer.Option("--materials", metavar="FILE",
                                      help="A TOML file of your own presets, listed with the shipped ones.")] = "",
) -> None:
    """Print every preset, shipped and the user's (its help: ``areas``)."""
    from boardgen.shop.materials import LASERS, presets  # loaded when the presets are listed, not with --help

    with refusals():
        found = presets(file)
    typer.echo("Material presets (every value a starting point: cut `boardgen coupon` first and adjust):")
    for material in found.values():
        typer.echo(f"{material.name} ({material.machine}): {material.description}")
        common = ", ".join(f"{k} {v}" for k, v in material.values)
        if common:
            typer.echo(f"  {common}")
        for laser, values in material.lasers:
            typer.echo(f"  --laser {laser} ({LASERS[laser]}): " + ", ".join(f"{k} {v}" for k, v in values))


def register(app: typer.Typer) -> None:
    app.command("materials", help=summary("materials"))(materials)
