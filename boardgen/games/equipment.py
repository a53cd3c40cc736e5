"""What a race game is played with besides its board, read from its description: dice, plain
decks as a shop sells them, or a deck of the game's own with what each card does, in the words
the booklet's card chart prints (``track.booklet.card_rows``), so a table set out from it
(Tabletop Simulator) and the booklet agree."""

from __future__ import annotations

from boardgen.board import PLAIN_RANKS, CardFace, Equipment
from boardgen.games.track.description import Description

JOKER = "JOKER"
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
    plain = _plain_decks(copies)
    if plain:
        decks, jokers = plain
        return Equipment(plain_decks=decks * (players if movement.own_decks else 1), jokers=jokers, rules=rules)
    from boardgen.games.track.booklet import card_rows, piece_word  # the chart's words, loaded only here

    said = {row[0]: _plain(row[1]) + ("; then play again" if row[2:] == ("yes",) else "")
            for row in card_rows(movement.cards, piece_word(description))}
    return Equipment(deck=tuple(CardFace(rank, count, said.get(rank, "")) for rank, count in movement.deck),
                     rules=rules)


def booklet_text(game: str, players: int) -> str:
    """The base rules' booklet for ``players`` as plain text, without its figures' and charts'
    place-holders (the notebook cannot show them) or its bold marks."""
    from boardgen.booklet.build import text  # the booklet's templates, loaded only when asked
    from boardgen.booklet.house_rules import HouseRules

    lines = text(HouseRules(game, players)).split("\n")
    return "\n".join(_plain(line) for line in lines if not line.startswith(("[figure ", "[chart ")))


def _plain(text: str) -> str:
    return text.replace("**", "")


def _plain_decks(copies: dict[str, int]) -> tuple[int, bool] | None:
    """How many plain decks ``copies`` (rank: count) make, and whether with their jokers; None
    when it is no whole number of plain decks."""
    if set(copies) - {*PLAIN_RANKS, JOKER} or any(copies.get(rank, 0) != copies.get("A", 0) for rank in PLAIN_RANKS):
        return None
    decks, extra = divmod(copies.get("A", 0), 4)
    jokers = copies.get(JOKER, 0)
    if decks == 0 or extra or jokers not in (0, 2 * decks):
        return None
    return decks, jokers > 0
