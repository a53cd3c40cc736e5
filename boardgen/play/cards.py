"""Standard playing cards with jokers, and a seeded shoe that reshuffles its discards.

Cards are plain strings ("A", "2", ..., "10", "J", "Q", "K", "JOKER") so hands are cheap to
copy and print; suits never matter in the race games boardgen models, so they are not kept.
"""

from __future__ import annotations

import random

from boardgen.errors import ParameterError

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER = "JOKER"
CARDS = RANKS + (JOKER,)
SUITS = 4
JOKERS_PER_DECK = 2
DECK_SIZE = len(RANKS) * SUITS + JOKERS_PER_DECK

MAX_DECKS = 100
"""The most decks a simulation shuffles: far past any table's need, and a bound on the memory
a shoe takes (a billion decks asked for 8 GB)."""

_ALIASES = {"1": "A", "ACE": "A", "JACK": "J", "QUEEN": "Q", "KING": "K", "T": "10", "JK": JOKER}


def plain_decks(copies: dict[str, int]) -> tuple[int, int] | None:
    """How many plain decks a deck of ``copies`` (rank: count) is, and its jokers (at most two a
    deck); None when it is not whole plain decks. Read by the card printer and the TTS writer."""
    decks, spare = divmod(copies.get("A", 0), SUITS)
    jokers = copies.get(JOKER, 0)
    if decks == 0 or spare or set(copies) - set(CARDS) or any(copies.get(r) != SUITS * decks for r in RANKS):
        return None
    return (decks, jokers) if jokers <= JOKERS_PER_DECK * decks else None


def parse_card(text: str, parameter: str = "--card") -> str:
    """The canonical name of a card typed by a user; refused with the list of names otherwise."""
    name = str(text).strip().upper()
    name = _ALIASES.get(name, name)
    if name not in CARDS:
        raise ParameterError(parameter, "a card: " + " ".join(CARDS), got=text)
    return name


def check_deck_count(decks: int, least: int = 1, why: str = "") -> int:
    """Refuse a deck count outside ``least`` to ``MAX_DECKS``; ``why`` explains the least."""
    if not least <= decks <= MAX_DECKS:
        raise ParameterError("--decks", f"{least} to {MAX_DECKS}{why}", got=decks)
    return decks


def standard_cards(decks: int) -> list[str]:
    """``decks`` full decks (52 cards and two jokers each), unshuffled."""
    one = [rank for rank in RANKS for _ in range(SUITS)] + [JOKER] * JOKERS_PER_DECK
    return one * decks


class Shoe:
    """A face-down draw pile and a face-up discard pile, driven by the caller's ``Random``.

    Mutable on purpose: a simulated game draws thousands of cards, and the shoe is private to
    one game, so copying it per draw would buy nothing.
    """

    def __init__(self, decks: int, rng: random.Random) -> None:
        self._rng = rng
        self._draw = standard_cards(decks)
        rng.shuffle(self._draw)
        self._discards: list[str] = []
        # discard(card) lays a card face up: the list's own method, as a game discards every
        # turn; each pile keeps its list for the whole game, so it stays bound to the right one
        self.discard = self._discards.append
        self.reshuffles = 0

    @classmethod
    def holding(cls, cards: list[str], rng: random.Random) -> Shoe:
        """A shoe whose draw pile is ``cards`` as they lie, drawn from the end: a search deals
        its guess at the hidden cards this way, already in a random order."""
        shoe = cls(0, rng)
        shoe._draw = cards
        return shoe

    def __len__(self) -> int:
        return len(self._draw)

    def draw(self) -> str | None:
        """The top card; when the pile runs out the discards are shuffled into a new one.

        ``None`` only when every card is in someone's hand, which the deck-count checks
        prevent in practice; callers then simply go without.
        """
        if not self._draw:
            if not self._discards:
                return None
            self._draw += self._discards
            self._discards.clear()
            self._rng.shuffle(self._draw)
            self.reshuffles += 1
        return self._draw.pop()

    def deal(self, hands: int, size: int) -> list[list[str]]:
        """Deal ``size`` cards to each of ``hands`` hands, one card at a time round the table."""
        dealt: list[list[str]] = [[] for _ in range(hands)]
        for _ in range(size):
            for hand in dealt:
                card = self.draw()
                if card is not None:
                    hand.append(card)
        return dealt
