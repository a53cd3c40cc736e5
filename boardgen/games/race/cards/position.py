"""A position of a card-played track game: every seat's pieces as ``card_course`` codes, whose
turn it is and the cards each seat holds.

Its own value, apart from the dice games' ``DicePosition``, so the dice path carries no
hands. The draw pile is not part of it: what the next card will be is the game loop's secret
(``card_turns``), and no legal move depends on it. Frozen and made of tuples, each seat's codes
sorted, so equal positions are equal values.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.games.race.cards.course import CardCourse


@dataclass(frozen=True)
class CardPosition:
    seats: tuple[tuple[int, ...], ...]
    turn: int
    hands: tuple[tuple[str, ...], ...]
    """Each seat's cards; a game that draws one card a turn holds it in the seat's hand."""
    idle: tuple[int, ...] = ()
    """Turns in a row each seat has gone without moving, kept only in a game whose
    ``rules.idle_start`` reads them (else empty)."""

    @classmethod
    def initial(cls, course: CardCourse) -> CardPosition:
        return cls(course.start_position, 0, ((),) * course.players)

    def holding(self, seat: int, cards: tuple[str, ...]) -> CardPosition:
        """The position with ``seat`` holding ``cards``."""
        hands = list(self.hands)
        hands[seat] = cards
        return CardPosition(self.seats, self.turn, tuple(hands), self.idle)

    def without(self, card: str) -> tuple[tuple[str, ...], ...]:
        """The hands once the seat to play has let ``card`` go."""
        hand = list(self.hands[self.turn])
        hand.remove(card)
        return (*self.hands[:self.turn], tuple(hand), *self.hands[self.turn + 1:])

    def passed(self, course: CardCourse, seats: tuple[tuple[int, ...], ...], card: str,
               again: bool) -> CardPosition:
        """The position once the seat to play has played or lost ``card``: the same seat goes
        again when the card gave an extra turn, else the next seat to play."""
        turn = self.turn if again else course.next_turn[self.turn]
        return CardPosition(seats, turn, self.without(card), self.idle)

    def idled(self, seat: int, moved: bool) -> CardPosition:
        """The position with ``seat``'s turns without moving counted on one, or back to 0."""
        idle = list(self.idle)
        idle[seat] = 0 if moved else idle[seat] + 1
        return CardPosition(self.seats, self.turn, self.hands, tuple(idle))
