"""What every command shares: turning refusals into one line and exit status 2, and
reporting the files a command made."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import typer

from boardgen.board import Board
from boardgen.errors import BoardRejected, ParameterError
from boardgen.job import Written

EXIT_REFUSED = 2


@contextlib.contextmanager
def refusals() -> Iterator[None]:
    """Report a refused parameter or board as plain lines on stderr, never a traceback."""
    try:
        yield
    except (ParameterError, BoardRejected) as error:
        for line in str(error).splitlines():
            typer.echo(f"boardgen: {line}", err=True)
        raise typer.Exit(EXIT_REFUSED) from None


def report(first_line: str, board: Board, written: Written, notes: tuple[str, ...] = ()) -> None:
    """What a command that made files prints: its summary, the board's notes, the command's
    own (the material preset used) and the writers' lines indented under it, then every file
    written."""
    typer.echo(first_line)
    for line in (*board.notes, *notes, *written.reports):
        typer.echo(f"  {line}")
    for path in written.paths:
        typer.echo(f"  wrote {path}")
    for path in written.removed:
        typer.echo(f"  removed {path} (an earlier run's file of this name)")
