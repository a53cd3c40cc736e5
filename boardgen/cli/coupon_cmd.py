"""``boardgen coupon``: the fit-test coupon, through the same options (a material preset and
its laser included), verifier, writers and job as ``boardgen board``; only the default formats
differ (``shop/coupon_job.py``, shared with the preview page)."""

from __future__ import annotations

import typer

from boardgen.cli import areas
from boardgen.cli.board_cmd import LENGTHS, command_signature, given
from boardgen.cli.common import SectionedCommand, headline, named_in_file, refusals, report, uncollected
from boardgen.shop.coupon_job import OPTIONS, coupon_job, summary


DETAILS = ("The holes step round a nominal size, the comb's outside and slots are of engraved sizes, the dovetail "
           "pairs step round --joint-clearance; cut it from the board's stock, with its --material, before cutting "
           "a board.")


def coupon(ctx: typer.Context, **kwargs: str) -> None:
    """Make and write the coupon of the options given (its help: ``areas`` and ``DETAILS``)."""
    with refusals(), uncollected(), named_in_file(ctx):
        job = coupon_job(given(ctx, OPTIONS, kwargs))
        written = job.output.write(job.board)
    report(headline(ctx, summary(job.board, job.machine)), job.board, written, (job.note,) if job.note else ())


coupon.__signature__ = command_signature(OPTIONS)  # type: ignore[attr-defined]


def register(app: typer.Typer) -> None:
    app.command("coupon", help=f"{areas.summary('coupon')}\n\n{DETAILS}\n\n{LENGTHS}", cls=SectionedCommand)(coupon)
