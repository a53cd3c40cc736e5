"""A card track game's deck, as its description composes it, and how the cards reach the
seats. That is one card drawn a turn (the slide race), or hands dealt round by round (Tock).
Or a hand is kept and drawn to one card a turn (Pegs and Jokers).

The cards are the description's rank names; the shuffling and the draw pile are
``play.cards.Shoe``'s, seeded by the game's one ``Random``, so a seeded game replays exactly.
"""

from __future__ import annotations

import random

from boardgen.games.race.description.model import Description
from boardgen.play.cards import Shoe


def deck_cards(description: Description) -> list[str]:
    """The whole deck, unshuffled: each rank as many times as ``movement.deck`` says."""
    return [rank for rank, copies in description.movement.deck for _ in range(copies)]


class Dealer:
    """The game's cards: a shoe that takes back what is played, and the round of deals.

    Mutable on purpose, like ``Shoe``: it is private to one game.
    """

    def __init__(self, description: Description, players: int, rng: random.Random) -> None:
        self._description = description
        self._players = players
        self._rng = rng
        self._round = 0
        self._shoe = self._shuffled()

    def _shuffled(self) -> Shoe:
        cards = deck_cards(self._description)
        self._rng.shuffle(cards)
        return Shoe.holding(cards, self._rng)

    @property
    def deals(self) -> bool:
        """Whether the seats hold hands dealt round by round (else each draws one card a turn,
        to a hand it keeps or to play at once)."""
        return bool(self._description.movement.deals)

    def first_hands(self) -> list[tuple[str, ...]]:
        """With ``movement.hand``: every seat's hand at the start, which it keeps and draws to."""
        return [tuple(hand) for hand in self._shoe.deal(self._players, self._description.movement.hand)]

    def __len__(self) -> int:
        """The cards in the draw pile."""
        return len(self._shoe)

    def draw(self) -> str:
        card = self._shoe.draw()
        assert card is not None, "a drawing game holds at most one card a seat, and every deck has cards"
        return card

    def discard(self, card: str) -> None:
        self._shoe.discard(card)

    def deal(self) -> list[tuple[str, ...]]:
        """The next round's hands; after the last round of ``movement.deals`` every card is
        gathered and the deck shuffled afresh."""
        sizes = self._description.movement.deals
        if self._round == len(sizes):
            self._round = 0
            self._shoe = self._shuffled()
        size = sizes[self._round]
        self._round += 1
        return [tuple(hand) for hand in self._shoe.deal(self._players, size)]
