"""What every command shares: turning refusals into one line and exit status 2."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import typer

from boardgen.errors import BoardRejected, ParameterError

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
