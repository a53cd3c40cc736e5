"""One booklet from house rules to PDF bytes: prepare, assemble, lay out, impose."""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.booklet import content, impose, layout
from boardgen.booklet.house_rules import MAX_TITLE, HouseRules
from boardgen.booklet.registry import source
from boardgen.errors import ParameterError


@dataclass(frozen=True)
class Booklet:
    filename: str
    pdf: bytes
    pages: int
    """Pages of text (half-size pages for the booklet layout, before padding)."""


def make(house: HouseRules, layout_name: str = "sheet", paper: str = "letter") -> Booklet:
    if layout_name not in layout.LAYOUTS:
        raise ParameterError("--layout", "one of " + ", ".join(layout.LAYOUTS), layout_name)
    if paper not in layout.PAPERS:
        raise ParameterError("--paper", "one of " + ", ".join(layout.PAPERS), paper)
    if house.title is not None and len(house.title) > MAX_TITLE:
        raise ParameterError("--title", f"at most {MAX_TITLE} characters", house.title)
    src = source(house.game)
    src.check_options(house)
    folder = src.templates
    prepared = src.prepare(house)
    plan = content.load_plan(folder)
    blocks = content.assemble(folder, plan, prepared.variations, prepared.context)
    pdf = layout.render(blocks, prepared, paper, layout_name)
    pages = _count_pages(pdf)
    if layout_name == "booklet":
        pdf = impose.impose(pdf, {"/Title": prepared.title, "/Subject": prepared.subject,
                                  "/Creator": "boardgen"})
    return Booklet(f"{prepared.stem or house.game}-rules.pdf", pdf, pages)


def _count_pages(pdf: bytes) -> int:
    import io

    from pypdf import PdfReader

    return len(PdfReader(io.BytesIO(pdf)).pages)
