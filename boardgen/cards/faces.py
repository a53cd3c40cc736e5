"""What each printed card says, from the game's description and its booklet's card chart.

A game with a deck of its own (the slide race's 45 cards, a user's ``movement.deck``) gets
one face a card. The face says in a sentence what the booklet's chart says of its rank. A game
played with plain 52- or 54-card decks gets one quick reference card a player: the chart itself
under the chosen variations. Both read the chart the booklet prints, so card and booklet never differ.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.registry import source
from boardgen.booklet.source import Prepared
from boardgen.errors import ParameterError
from boardgen.games.race.booklet import card_sentence
from boardgen.play.cards import plain_decks

TRACK_GAMES = ("ludo", "mensch", "tock", "slide-race", "shortcut-marbles", "blockade-cross", "track")
"""The games whose deck is a track-game description's ``movement.deck``."""
"""The chart's "Again?" cell of a card that lets its player go again."""

Deck = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Face:
    """One rank of a deck: its name, what it does in one sentence (``**bold**`` as the
    booklet marks it), and how many copies the deck holds."""

    rank: str
    sentence: str
    copies: int


@dataclass(frozen=True)
class OwnDeck:
    """A game's own deck, printed card by card with backs."""

    title: str
    faces: tuple[Face, ...]

    def cards(self) -> tuple[Face, ...]:
        """Every card of the deck in description order, each rank as often as it is held."""
        return tuple(face for face in self.faces for _ in range(face.copies))


@dataclass(frozen=True)
class QuickReference:
    """One card a player: the card chart of a game played with plain decks."""

    title: str
    subtitle: str
    rows: tuple[tuple[str, str], ...]
    copies: int


def is_plain(deck: Deck) -> bool:
    """Whether the deck is one or more plain 52-card decks, with at most two jokers each."""
    return plain_decks(dict(deck)) is not None


def own_faces(deck: Deck, rows: tuple[tuple[str, ...], ...]) -> tuple[Face, ...]:
    """One face a rank of ``movement.deck``, saying what the chart's row for that rank says."""
    if sum(copies for _, copies in deck) == 0:
        raise ParameterError("movement.deck", "at least one card to print", 0)
    by_rank = {row[0]: row for row in rows}
    return tuple(Face(rank, card_sentence(by_rank[rank]), copies) for rank, copies in deck if copies)


def reference_rows(rows: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, str], ...]:
    return tuple((row[0], card_sentence(row)) for row in rows)


def _deck_of(game: str, house: HouseRules) -> Deck | None:
    """A track game's ``movement.deck`` (None for the games whose decks are their own code)."""
    if game not in TRACK_GAMES:
        return None
    if game == "track":
        from boardgen.games.race.description.loading import own_description

        return own_description(dict(house.options)).movement.deck
    from boardgen.games.race.description.library import shipped

    return shipped(game).movement.deck


def printed(house: HouseRules) -> tuple[Prepared, OwnDeck | QuickReference]:
    """What ``boardgen cards`` prints for the house rules, and the booklet's preparation: it
    checks the players, variations and description, its chart says what each card does, and
    it names the file as the booklet's is named."""
    src = source(house.game)
    src.check_options(house)
    prepared: Prepared = src.prepare(house, None)
    chart = prepared.charts.get("cards")
    if chart is None and house.game == "track":
        raise ParameterError("--game-file", 'a description played with cards (movement.source = "cards")',
                             dict(house.options).get("game-file"))
    if chart is None:
        raise ParameterError("GAME", "a game played with cards, not dice (its booklet has no card chart)", house.game)
    deck = _deck_of(house.game, house)
    if deck is not None and not is_plain(deck):
        return prepared, OwnDeck(prepared.title, own_faces(deck, chart.rows))
    players = int(prepared.context.get("players") or house.players or 1)
    return prepared, QuickReference(prepared.title, prepared.subtitle, reference_rows(chart.rows), players)
