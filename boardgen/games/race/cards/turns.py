"""Whole games of a card track game: cards drawn or dealt, played or lost, until a seat (or a
team of partners) has brought every piece home, and many such games summed up by
``play.stats``.

A turn is one seat's: the card it plays or loses and every card an extra turn lets it play.
A seat that draws a card it cannot use loses it. A seat holding a dealt hand none of whose cards
it can use lays the whole hand down. It sits out until the next deal (the Tock reading in
docs/track-games.md), and sitting out is not a turn. A seat keeping a hand (``movement.hand``)
draws before it plays, or after, or either way (``movement.draws``). When no card can move, it
lays one down. The cards and the players draw on the one ``Random`` each game is given, so the
same seed gives the same report with any ``jobs``.
"""

from __future__ import annotations

import random
from dataclasses import replace
from collections.abc import Callable, Sequence
from functools import partial

from boardgen.errors import ParameterError
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.moves import CardMove, apply, card_moves, legal_moves, lose
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.dice.course import START
from boardgen.games.race.cards.deck import Dealer, deck_cards
from boardgen.play.greedy import best_moves
from boardgen.play.moves import MOVED, SENT_BACK, SWAPPED
from boardgen.play.record import GameRecord
from boardgen.play.stats import SimulationReport, simulate_games
from boardgen.play.teams import team_label
from boardgen.play.turn_cap import default_max_turns

class CardGreedyPlayer:
    """The move that gains most ground for the seat's team on the others (``play.greedy``: its
    pieces' progress plus the ground a bump or swap costs the other seats); one move ahead."""

    name = "greedy"

    def move(self, course: CardCourse, position: CardPosition, rng: random.Random) -> CardMove | None:
        """The move chosen, or None when no card of the hand can move."""
        moves = legal_moves(course, position)
        if not moves:
            return None
        remaining = [course.remaining] * course.players
        best, _gain = best_moves(moves, remaining, course.team_of, course.team_of[position.turn])
        return best[int(rng.random() * len(best))]

    def plays_before_drawing(self, rng: random.Random) -> bool:
        """Never: a card more to choose from is worth more than one held back a turn."""
        return False

    def gives(self, course: CardCourse, position: CardPosition, seat: int, rng: random.Random) -> str:
        """The card ``seat`` passes its partner (``movement.exchange``). It passes a card that
        brings a piece out when the partner has nothing but pieces waiting in start; without one
        the partner sits out the deal. That needs ``seat`` to spare it: it holds two, or has no
        piece of its own waiting. Else it passes the card worth least to ``seat`` itself: one it
        cannot play first, then the one whose best move gains least. The partner's hand is
        unseen, so it is not read."""
        hand = position.hands[seat]
        partner = course.partners[seat]
        entering = [card for card in hand if any(action.verb == "enter" for action in course.cards[card].actions)]
        if entering and all(code == START or course.is_home(code) for code in position.seats[partner]) \
                and START in position.seats[partner] and (len(entering) > 1 or START not in position.seats[seat]):
            return entering[0]
        mine = replace(position, turn=seat)
        remaining = [course.remaining] * course.players
        worth = {card: best_moves(card_moves(course, mine, card), remaining, course.team_of, course.team_of[seat])[1]
                 for card in dict.fromkeys(hand)}
        return min(hand, key=lambda card: (worth[card] is not None, worth[card] or 0))


class CardRandomPlayer:
    """A card of the hand at random among those that can move, then one of its moves at random;
    a coin tossed when it may play before drawing (``movement.draws = "either"``).

    The card first, as a player holding cards would: a card with many moves (a split 7, a
    joker) is not picked more often for it, and the cards not picked are never worked out.
    """

    name = "random"

    def move(self, course: CardCourse, position: CardPosition, rng: random.Random) -> CardMove | None:
        cards = list(dict.fromkeys(position.hands[position.turn]))
        while cards:  # a last card is taken without a draw: one card drawn a turn plays as before
            moves = card_moves(course, position, cards.pop(int(rng.random() * len(cards)) if len(cards) > 1 else 0))
            if moves:
                return moves[int(rng.random() * len(moves))]
        return None

    def plays_before_drawing(self, rng: random.Random) -> bool:
        return rng.random() < 0.5

    def gives(self, course: CardCourse, position: CardPosition, seat: int, rng: random.Random) -> str:
        """A card of the hand at random."""
        hand = position.hands[seat]
        return hand[int(rng.random() * len(hand))]


POLICIES = {"random": CardRandomPlayer, "greedy": CardGreedyPlayer}
"""Every way a seat can choose its move, by the name ``--policy`` takes."""


def _winner(course: CardCourse, seats: tuple[tuple[int, ...], ...], move: CardMove) -> int | None:
    """The team whose every seat has every piece home once ``move`` is played, if any: only a
    piece the move brought home can complete a team, so only those pieces' teams are asked."""
    for seat, _origin, dest, _kind in move.relocations:
        if course.is_home(dest) and course.team_home(seats, seat):
            return course.team_of[seat]
    return None


def exchanged(course: CardCourse, players: Sequence[CardRandomPlayer | CardGreedyPlayer], position: CardPosition,
              rng: random.Random) -> CardPosition:
    """The hands once every seat has passed one card face down to its next partner
    (``movement.exchange``): each chosen from the hand as dealt, before any card comes in, and
    the card received put last in the hand."""
    given = [players[seat].gives(course, position, seat, rng) for seat in range(course.players)]
    hands = [list(hand) for hand in position.hands]
    for seat, card in enumerate(given):
        hands[seat].remove(card)
    for seat, card in enumerate(given):
        hands[course.partners[seat]].append(card)
    return CardPosition(position.seats, position.turn, tuple(map(tuple, hands)), position.idle)


def _dealers(course: CardCourse, rng: random.Random) -> list[Dealer]:
    """Each seat's cards: one dealer for the table, or with ``movement.own_decks`` one of its
    own for each seat that takes turns, a team played by one person sharing its first seat's."""
    if not course.description.movement.own_decks:
        return [Dealer(course.description, course.players, rng)] * course.players
    owner = course.team_of if course.description.rules.team_turns else range(course.players)
    own = {key: Dealer(course.description, 1, rng) for key in dict.fromkeys(owner)}
    return [own[key] for key in owner]


def _first_hands(course: CardCourse, dealers: list[Dealer]) -> tuple[tuple[str, ...], ...]:
    """The hands kept from the start: the seats that take turns hold one each."""
    if not course.description.movement.own_decks:
        dealt = iter(dealers[0].first_hands()[:len(course.turn_seats)])
    else:
        dealt = iter(dealers[seat].first_hands()[0] for seat in course.turn_seats)
    return tuple(next(dealt) if seat in course.turn_seats else () for seat in range(course.players))


def _tally(course: CardCourse, tally: dict[str, int], move: CardMove) -> None:
    """Count what ``move`` did: bumps, and with a shortcut ring the pieces sent back, the rides
    begun on the ring and the drops into the centre."""
    tally["bumps"] += move.bumps
    if not course.shortcut_ring:
        return
    rides = course.goal, course.centre_code
    for _seat, origin, dest, kind in move.relocations:
        if kind == SENT_BACK:
            tally["sent_back"] += 1
        elif kind == MOVED and dest == rides[1]:
            tally["centre_entries"] += 1
        elif kind == MOVED and rides[0] < dest < rides[1] and not rides[0] < origin < rides[1]:
            tally["shortcut_rides"] += 1


def play_game(course: CardCourse, players: Sequence[CardRandomPlayer | CardGreedyPlayer], rng: random.Random,
              max_turns: int, dealt: Callable[[Sequence[Dealer]], None] | None = None) -> GameRecord:
    """One game from every piece in its start area, seat 0 to play first. ``dealt`` is shown
    each seat's dealer once made: the preview's Play tab counts the cards left in them."""
    dealers = _dealers(course, rng)
    if dealt is not None:
        dealt(dealers)
    position = CardPosition.initial(course)
    movement = course.description.movement
    kept, draws = bool(movement.hand), movement.draws
    owed = [False] * course.players
    """With ``draws = "either"``: each seat played before drawing last turn, so draws two now."""
    if kept:
        position = CardPosition(position.seats, 0, _first_hands(course, dealers))
    counting = course.description.rules.idle_start > 0
    if counting:
        position = replace(position, idle=(0,) * course.players)
    tally = {"bumps": 0, "cards": 0} if movement.spend else {"bumps": 0, "lost_cards": 0, "cards": 0}
    """With ``movement.spend`` every card has a move (at worst, spent), so none is lost."""
    if course.shortcut_ring:
        tally.update(sent_back=0, shortcut_rides=0, centre_entries=0)
    turns, moved, extra = 1, False, 0
    """``extra``: the extra turns taken, which count toward ``max_turns`` too (cards that each
    give another turn, spent or not, could otherwise keep one seat playing for ever)."""
    while turns + extra <= max_turns:
        seat = position.turn
        dealer = dealers[seat]
        held_back: tuple[str, ...] = ()
        if kept:
            if owed[seat]:  # two cards, played from only once this turn's card is played
                held_back, owed[seat] = (dealer.draw(), dealer.draw()), False
            elif draws == "either" and players[seat].plays_before_drawing(rng):
                owed[seat] = True
            elif draws == "to-hand":
                if not position.hands[seat]:  # emptied by extra turns: a whole hand
                    position = position.holding(seat, tuple(dealer.draw() for _ in range(movement.hand)))
            elif draws != "after":
                position = position.holding(seat, (*position.hands[seat], dealer.draw()))
        elif not dealer.deals:
            position = position.holding(seat, (dealer.draw(),))
        elif not any(position.hands):
            position = CardPosition(position.seats, seat, tuple(dealer.deal()))
            if movement.exchange:
                position = exchanged(course, players, position, rng)
        elif not position.hands[seat]:  # sitting out until the next deal
            position = CardPosition(position.seats, course.next_turn[seat], position.hands)
            continue
        move = players[seat].move(course, position, rng)
        tally["cards"] += 1
        if move is not None:
            position = apply(course, position, move)
            moved = moved or any(kind in (MOVED, SWAPPED) for *_, kind in move.relocations)
            dealer.discard(move.card)
            _tally(course, tally, move)
        else:  # a kept hand lays one card down, chosen at random; a drawn or dealt one all it holds
            hand = position.hands[seat]
            lost = (hand[int(rng.random() * len(hand))],) if kept else hand
            position = position.passed(course, position.seats, lost[0], False) if kept else lose(course, position)
            for card in lost:
                dealer.discard(card)
            tally["lost_cards"] += len(lost)
            tally["cards"] += len(lost) - 1
        over = position.turn != seat
        if kept and draws == "after":
            held_back = (dealer.draw(),)
        elif kept and draws == "to-hand" and over:
            held_back = tuple(dealer.draw() for _ in range(movement.hand - len(position.hands[seat])))
        if held_back:
            position = position.holding(seat, (*position.hands[seat], *held_back))
        team = None if move is None else _winner(course, position.seats, move)
        if team is not None:
            return GameRecord(True, turns, team_label(course.team_of, team), seat, tuple(tally.items()))
        if over:
            if counting:  # a turn without a piece moved or swapped, or with one
                position = position.idled(seat, moved)
            turns, moved = turns + 1, False
        else:
            extra += 1
    return GameRecord(False, max_turns, None, None, tuple(tally.items()))


def simulate(course: CardCourse, games: int, seed: int, policy: str = "greedy", decks: int | None = None,
             max_turns: int | None = None, progress: Callable[[int], None] | None = None,
             jobs: int = 1, *, variants: Sequence[str] = (), deck: tuple[str, object] | None = None) -> SimulationReport:
    """``games`` whole games summed up by ``stats.simulate_games``: same seed, same report,
    whatever ``jobs``. The deck is the description's, so ``decks`` is refused; a game whose
    table chooses variations or a pile of several decks has compiled them into ``course`` and
    names them for the report in ``variants`` and ``deck``."""
    if decks is not None:
        raise ParameterError("--decks", f"left out: {course.description.title} plays the deck its description "
                             "composes", decks)
    max_turns = max_turns or default_max_turns(course.players, course.topology.track_length,
                                               course.description.pieces)
    return simulate_games(
        course.description.name, course, partial(play_game, course, max_turns=max_turns), POLICIES,
        games=games, seed=seed, policy=policy, variants=variants,
        decks=deck or ("deck", f"{len(deck_cards(course.description))} cards"), max_turns=max_turns,
        progress=progress, jobs=jobs,
    )
