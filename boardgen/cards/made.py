"""What ``boardgen cards`` writes for a set of house rules, shared by the command, the preview
page and the kit, so the three give the same file under the same name for the same choices."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgen.errors import ParameterError

if TYPE_CHECKING:  # the command line's help loads this module: the booklet's modules only when cards are made
    from boardgen.booklet.house_rules import HouseRules

PAPER_HELP = "letter or a4."
BLEED_HELP = "Run each card's colour 3 mm past its cut."


@dataclass(frozen=True)
class CardsFile:
    """The cards' PDF, its name, a phrase for the summary, and a line for each kind of card."""

    name: str
    data: bytes
    what: str
    own_deck: bool
    """True for a game's own deck; False for plain decks' quick reference cards."""
    faces: tuple[str, ...]
    """Each kind of card and what it does, one line each, as the page's summary lists them."""


def cards_file(house: HouseRules, paper: str, bleed: bool, stem: str | None = None) -> CardsFile:
    """The game's own deck, or a quick reference card a player, as a PDF on ``paper``;
    ``stem`` names the file in place of the booklet's stem (the kit names it by its board)."""
    from boardgen.booklet.build import file_stem
    from boardgen.cards import pdf, sheet
    from boardgen.cards.faces import OwnDeck, printed

    if paper.lower() not in sheet.PAPERS:
        raise ParameterError("--paper", "one of " + ", ".join(sheet.PAPERS), paper)
    prepared, made = printed(house)
    stem = stem or file_stem(house, prepared)
    if isinstance(made, OwnDeck):
        data, pages = pdf.own_deck(made, paper.lower(), bleed)
        faces = tuple(f"{f.rank} (x{f.copies}): {f.sentence.replace('**', '')}" for f in made.faces)
        return CardsFile(f"{stem}-cards.pdf", data, f"{len(made.cards())} cards, {pages} pages with backs", True,
                         faces)
    data, pages = pdf.quick_reference(made, paper.lower(), bleed)
    faces = tuple(f"{rank}: {sentence.replace('**', '')}" for rank, sentence in made.rows)
    return CardsFile(f"{stem}-quick-reference.pdf", data, f"{made.copies} quick reference cards, {pages} page(s)",
                     False, faces)
