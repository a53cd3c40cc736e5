"""``boardgen preview``: serve the live preview page on this computer until Ctrl+C."""

from __future__ import annotations

import webbrowser
from typing import Annotated

import typer

from boardgen.cli.areas import summary
from boardgen.cli.common import refusals, user_defaults
from boardgen.errors import ParameterError


DETAILS = ("Every option has a field and a refusal shows beside the field it concerns; the page also offers the "
           "rule booklet, the command line that makes the same files and a link that restores the design.")


def preview(
    ctx: typer.Context,
    port: Annotated[int, typer.Option("--port", metavar="N", min=0, max=65535,
                                      help="Port on 127.0.0.1. Default: a free port, printed.")] = 0,
    open_browser: Annotated[bool, typer.Option("--open", help="Open the page in the default browser.")] = False,
) -> None:
    """Serve the page until Ctrl+C (its help: ``areas`` and ``DETAILS``)."""
    from boardgen.preview.server import PreviewServer

    with refusals():
        try:
            server = PreviewServer(port, user_defaults(ctx))
        except OSError as error:
            raise ParameterError("--port", f"a free port on 127.0.0.1 ({error.strerror})", port) from None
    typer.echo(f"boardgen preview: {server.url}  (Ctrl+C stops it)")  # flushed: a pipe gets it at once
    if open_browser:
        webbrowser.open(server.url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def register(app: typer.Typer) -> None:
    app.command("preview", help=f"{summary('preview')}\n\n{DETAILS}")(preview)
