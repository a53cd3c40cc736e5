"""``boardgen coupon``: the fit-test coupon, through the same options (a material preset and
its laser included), verifier, writers and job as ``boardgen board``; only the default formats
differ (``shop/coupon_job.py``, shared with the preview page)."""

from __future__ import annotations

import typer

from boardgen.cli.board_cmd import command_signature, given
from boardgen.cli.common import refusals, report, uncollected
from boardgen.shop.coupon_job import OPTIONS, coupon_job, summary


def coupon(ctx: typer.Context, **kwargs: str) -> None:
    """Write a fit-test coupon: holes, a kerf comb and dovetail pairs to dial in a board.

    The holes step round a nominal size, the comb's outside and slots are of engraved sizes, the dovetail pairs step
    round --joint-clearance; cut it from the board's stock, with its --material, before cutting a board.
    """
    with refusals(), uncollected():
        job = coupon_job(given(ctx, OPTIONS, kwargs))
        written = job.output.write(job.board)
    report(summary(job.board, job.machine), job.board, written, (job.note,) if job.note else ())


coupon.__signature__ = command_signature(OPTIONS)  # type: ignore[attr-defined]


def register(app: typer.Typer) -> None:
    app.command("coupon")(coupon)
