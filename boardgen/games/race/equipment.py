"""What a race game is played with besides its board, read from its description. That is dice,
plain decks as a shop sells them, or a deck of the game's own with what each card does. The
cards say it in the words the booklet's card chart prints (``track.booklet.card_rows``). So a
table set out from it (Tabletop Simulator) and the booklet agree."""

from __future__ import annotations

from functools import lru_cache

from boardgen.board import CardFace, Equipment
from boardgen.games.race.description.model import Description
from boardgen.play.cards import plain_decks

"""How the descriptions name a joker."""


def equipment(description: Description, players: int, booklet: str = "") -> Equipment:
    """The dice or deck ``description`` plays with at a table of ``players`` (a seat's own deck
    each when ``movement.own_decks``), with the words of the rule booklet named ``booklet``
    (none for a user's description: its booklet needs its file)."""
    movement = description.movement
    rules = booklet_text(booklet, players) if booklet else ""
    if movement.source == "dice":
        return Equipment(dice=movement.dice, faces=movement.faces, rules=rules)
    copies = dict(movement.deck)
    plain = plain_decks(copies)
    if plain:
        decks, jokers = plain
        return Equipment(plain_decks=decks * (players if movement.own_decks else 1), jokers=jokers > 0, rules=rules)
    from boardgen.games.race.booklet import card_rows, card_sentence, piece_word  # the chart, loaded only here

    said = {row[0]: card_sentence(row) for row in card_rows(movement.cards, piece_word(description))}
    return Equipment(deck=tuple(CardFace(rank, count, said.get(rank, "")) for rank, count in movement.deck),
                     rules=rules)


@lru_cache(maxsize=8)
def booklet_text(game: str, players: int) -> str:
    """The base rules' booklet for ``players`` as plain text, without its figures' and charts'
    place-holders (the notebook cannot show them) or its bold marks. Kept for a few games: a
    shipped game's words depend on nothing else, and a saved game asks for them several times
    (its dice or deck, its notebook), as does a kit writing its board twice (0.2 s each)."""
    from boardgen.booklet.build import text  # the booklet's templates, loaded only when asked
    from boardgen.booklet.house_rules import HouseRules

    lines = text(HouseRules(game, players)).split("\n")
    return "\n".join(_plain(line) for line in lines if not line.startswith(("[figure ", "[chart ")))


def _plain(text: str) -> str:
    return text.replace("**", "")

