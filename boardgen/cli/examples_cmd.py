"""``boardgen examples [DIR]``: the example files the README's commands read, copied out of the
package, so they run as pasted from any folder, a wheel install included."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Annotated

import typer

from boardgen.cli.areas import summary
from boardgen.cli.common import refusals
from boardgen.errors import ParameterError

PACKAGE = "boardgen.examples"
SUFFIXES = (".json", ".toml")
"""What is an example in the package: not its ``__init__.py``."""


def shipped() -> dict[str, bytes]:
    """Every example file by name, read from the installed package."""
    found = (item for item in files(PACKAGE).iterdir() if item.name.endswith(SUFFIXES))
    return {item.name: item.read_bytes() for item in sorted(found, key=lambda item: item.name)}


def to_copy(folder: Path, examples: dict[str, bytes]) -> dict[str, bytes]:
    """The examples the folder lacks; refused in one line, before anything is written, when it
    holds a file of an example's name with other contents (a user's edited copy is never
    overwritten)."""
    if folder.exists() and not folder.is_dir():
        raise ParameterError("DIR", "a folder (this is a file)", str(folder))
    present = {name: folder / name for name in examples if (folder / name).exists()}
    differ = [name for name, path in present.items() if not path.is_file() or path.read_bytes() != examples[name]]
    if differ:
        raise ParameterError("DIR", f"a folder where files named like the examples are boardgen's; {', '.join(differ)} "
                             "differ, so nothing was copied: move them or name another folder", str(folder))
    return {name: data for name, data in examples.items() if name not in present}


def examples(folder: Annotated[str, typer.Argument(metavar="DIR", help="Folder to copy them into, made if needed. "
                                                   "Default: examples.", show_default=False)] = "examples") -> None:
    """Copy the examples the folder lacks (its help: ``areas``)."""
    from boardgen.output import output_folder
    from boardgen.write_set import write_files

    with refusals():
        target = output_folder(folder, "DIR")
        found = shipped()
        missing = to_copy(target, found)
        written = write_files(target, missing, "DIR") if missing else []
    typer.echo(f"Examples: {len(found)} files in {target}, {len(written)} copied, "
               f"{len(found) - len(written)} already there")
    for path in written:
        typer.echo(f"  wrote {path}")


def register(app: typer.Typer) -> None:
    app.command("examples", help=summary("examples"))(examples)
