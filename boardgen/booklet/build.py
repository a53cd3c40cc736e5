"""One booklet from house rules to PDF bytes: prepare, assemble, lay out, impose."""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.booklet import content, layout
from boardgen.booklet.house_rules import MAX_TITLE, HouseRules
from boardgen.booklet.registry import source
from boardgen.booklet.source import Prepared, Searching
from boardgen.errors import ParameterError
from boardgen.write_set import held


@dataclass(frozen=True)
class Booklet:
    filename: str
    pdf: bytes
    pages: int
    """Pages of text (half-size pages for the booklet layout, before padding)."""


def make(house: HouseRules, layout_name: str = "sheet", paper: str = "letter", searching: Searching = None) -> Booklet:
    if layout_name not in layout.LAYOUTS:
        raise ParameterError("--layout", "one of " + ", ".join(layout.LAYOUTS), layout_name)
    if paper not in layout.PAPERS:
        raise ParameterError("--paper", "one of " + ", ".join(layout.PAPERS), paper)
    if house.title is not None and len(house.title) > MAX_TITLE:
        raise ParameterError("--title", f"at most {MAX_TITLE} characters", house.title)
    src = source(house.game)
    src.check_options(house)
    folder = src.templates
    prepared = src.prepare(house, searching)
    plan = content.load_plan(folder)
    blocks = content.assemble(folder, plan, prepared.variations, prepared.context)
    # reportlab's and pypdf's work with Ctrl+C held: an interrupt inside them became their own error
    pdf, pages = held(layout.render, blocks, prepared, paper, layout_name)
    if layout_name == "booklet":
        from boardgen.booklet import impose  # pypdf, loaded only to impose a folded booklet

        pdf = held(impose.impose, pdf, {"/Title": prepared.title, "/Subject": prepared.subject,
                                        "/Creator": "boardgen"})
    return Booklet(f"{file_stem(house, prepared)}-rules.pdf", pdf, pages)


def text(house: HouseRules) -> str:
    """The booklet's words as plain text (its charts and figures named, not drawn), for a table
    that shows the rules beside the game (Tabletop Simulator's notebook)."""
    src = source(house.game)
    src.check_options(house)
    prepared = src.prepare(house, None)
    blocks = content.assemble(src.templates, content.load_plan(src.templates), prepared.variations, prepared.context)
    return content.plain_text(blocks)


def file_stem(house: HouseRules, prepared: Prepared) -> str:
    """The game (or the game's own stem: a board size, a start) and every choice given that
    changes the rules: players, teams, variations, so two rule sets never share a file name
    in one folder. Layout and paper only set the same rules differently."""
    players = (f"{house.players}p",) if house.players is not None else ()
    teams = (house.teams,) if house.teams else ()
    return "-".join((prepared.stem or house.game, *players, *teams, *sorted(house.variations)))

