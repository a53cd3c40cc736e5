"""Each seat's way round a card-played track board (Tock, the slide race), compiled once from
the board's ``RaceTopology``, and the rule set their simulations play by.

A card can move a piece backward, past its entry space and round behind it. So a card game's
piece codes cover the whole ring, not only the lap a dice piece runs:

- ``START`` (0) in the start area;
- ring steps ``1`` to ``ring``, counted from the seat's entry space. Steps past ``lap`` (the
  exit space) are the spaces behind the entry, reached only backward or by a swap;
- then the home row's holes, ``ring + 1`` to ``last``;
- with ``home.goal = "past-row"``, one more code past the row: ``goal``. That is Sorry!'s Home
  circle, off the board, for any number of pieces;
- with a shortcut ring (``card_shortcuts``), one code per ring space a piece rides, then the
  centre hole's, past the goal (``ring_code``, ``centre_code``).

A forward count turns into the home row on passing the exit from a step up to ``lap``. A
backward one leaves the row onto the exit and walks on round the ring.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

from boardgen.errors import ParameterError
from boardgen.games.race.dice.course import START, OnTopology
from boardgen.games.race.description.model import Action, Card
from boardgen.games.race.hooks import CardHooks
from boardgen.games.race.cards.ring import Ring, ring_of, unplayed
from boardgen.games.race.board.topology import CENTRE, RaceTopology
from boardgen.play.teams import seat_teams

TEAM_MODES = {"none": "individual", "opposite": "pairs", "alternate": "alternate"}
"""A description's ``rules.teams`` as ``play.teams`` names the same seating."""

A_CARD = 1
"""Steps a piece in its start area counts behind one on its entry space, for the greedy
player: about what one card moves a piece, so bringing one out is worth about one move."""


@dataclass(frozen=True)
class CardCourse(OnTopology):
    """A card track game for one table, in the shape ``stats.simulate_games`` seats.

    ``seating`` is the table's team mode (``play.teams``'s name) when the game lets the table
    choose it (Pegs and Jokers), else the description's ``rules.teams`` decides; ``hooks`` are
    the game's own rules its description cannot say.
    """

    topology: RaceTopology
    seating: str | None = None
    hooks: CardHooks = field(default=CardHooks(), compare=False)

    def __post_init__(self) -> None:
        if self.description.movement.source != "cards":
            raise ParameterError("GAME", "a card game (dice games are played by games/race/dice/course.py)",
                                 self.description.name)
        if self.description.track.shortcuts and self.shortcut_ring is None or self.description.rules.blockades:
            raise ParameterError("GAME", "a card game without blockades, whose shortcuts (if any) make one ring "
                                 "(docs/track-games.md)", self.description.name)
        left = unplayed(self.description) if self.shortcut_ring else []
        if left:
            raise ParameterError("GAME", "a card game with a shortcut ring without " + ", ".join(left)
                                 + " (docs/track-games.md, \"Shortcuts in a card game\")", self.description.name)
        if self.description.rules.team_turns and self.teams == "individual":
            raise ParameterError("--teams", "pairs or alternate with rules.team_turns (each team is one player)",
                                 self.teams)
        if any(self.special(card) for card in self.cards) and self.hooks.special is None:
            raise ParameterError("GAME", "a card game whose special moves have their hook (boardgen's own games "
                                 "only)", self.description.name)

    @cached_property
    def shortcut_ring(self) -> Ring | None:
        """The ring the description's shortcuts make (``card_shortcuts`` walks it), or None."""
        return ring_of(self.description) if self.description.track.shortcuts else None

    @property
    def teams(self) -> str:
        return self.seating or TEAM_MODES[self.description.rules.teams]

    @cached_property
    def team_of(self) -> tuple[int, ...]:
        return seat_teams(self.players, self.teams)

    @cached_property
    def turn_seats(self) -> tuple[int, ...]:
        """The seats that take turns, in the order of play: every seat, or with
        ``rules.team_turns`` each team's first seat."""
        if not self.description.rules.team_turns:
            return tuple(range(self.players))
        return tuple(seat for seat in range(self.players) if self.team_of[seat] not in self.team_of[:seat])

    @cached_property
    def next_turn(self) -> tuple[int, ...]:
        """Each seat's next seat to play (``turn_seats``), by seat."""
        after = self.turn_seats
        return tuple(next((later for later in after if later > seat), after[0]) for seat in range(self.players))

    @cached_property
    def partners(self) -> tuple[int, ...]:
        """Each seat's next partner in the order of play (itself without partners): the seat it
        passes a card to in ``movement.exchange``."""
        players = self.players
        return tuple(next((mate for mate in ((seat + step) % players for step in range(1, players))
                           if self.team_of[mate] == self.team_of[seat]), seat) for seat in range(players))

    @cached_property
    def rounds(self) -> bool:
        """Whether a count past the exit may go round again (``home.go_round``, not "never")."""
        return self.description.home.go_round != "never"

    @cached_property
    def last_resort(self) -> bool:
        """Whether going round again waits until nothing else can move (``home.go_round``)."""
        return self.description.home.go_round == "last-resort"

    @cached_property
    def without_rounds(self) -> CardCourse:
        """The same table where no piece goes round again: the moves ``home.go_round =
        "last-resort"`` allows while another card can move."""
        home = replace(self.description.home, go_round="never")
        return replace(self, topology=replace(self.topology, description=replace(self.description, home=home)))

    @cached_property
    def ring(self) -> int:
        return self.topology.track_length

    @cached_property
    def lap(self) -> int:
        """The exit space's step: a forward count from a step up to it turns into the home row."""
        seat = self.topology.seats[0]
        return (seat.exit - seat.entry) % self.ring + 1

    @cached_property
    def last(self) -> int:
        """The code of the last home hole."""
        return self.ring + self.description.home.length

    @cached_property
    def goal(self) -> int:
        """The code a piece must reach to be home: the last home hole's, or past it."""
        return self.last + (self.description.home.goal == "past-row")

    @cached_property
    def homes(self) -> frozenset[int]:
        """The codes of a piece home: the goal's, and with ``home.goal = "row"`` every home
        hole's. A set, as ``has_won`` asks of every seat every turn."""
        return frozenset(range(self.ring + 1, self.last + 1) if self.description.home.goal == "row" else ()) \
            | {self.goal}

    def is_home(self, code: int) -> bool:
        return code in self.homes

    @cached_property
    def spaces(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's track index by ring step (step 0 holds -1)."""
        return tuple((-1, *((seat.entry + step - 1) % self.ring for step in range(1, self.ring + 1)))
                     for seat in self.topology.seats)

    def step_of(self, seat: int, index: int) -> int:
        return (index - self.entries[seat]) % self.ring + 1

    def place(self, seat: int, code: int) -> tuple[str, int]:
        """Where a code stands: ``("start", 0)``, ``("track", index)``, ``("home", hole)``,
        hole 0 next to the track, ``("goal", 0)`` past the row, or with a shortcut ring
        ``("ring", index)`` riding the ring space on track ``index`` and ``("centre", 0)``."""
        if code == START:
            return ("start", 0)
        if code <= self.ring:
            return ("track", self.spaces[seat][code])
        if code <= self.last:
            return ("home", code - self.ring - 1)
        if self.shortcut_ring is not None and code > self.goal:
            side = self.rider_side(seat, code)
            return ("centre", 0) if side < 0 else ("ring", self.topology.index(side, self.shortcut_ring.at))
        return ("goal", 0)

    @cached_property
    def standing(self) -> tuple[tuple[int | None, ...], ...]:
        """Each seat's track index by code, as ``place`` says (``topology.CENTRE`` for the
        centre hole), None in start or home: laid out once, as ``card_board.occupants`` reads it
        for every position the move generators look at."""
        top = self.centre_code if self.shortcut_ring is not None else self.goal
        return tuple(tuple(CENTRE if kind == "centre" else at if kind in ("track", "ring") else None
                           for kind, at in (self.place(seat, code) for code in range(top + 1)))
                     for seat in range(self.players))

    def rider_side(self, seat: int, code: int) -> int:
        """The side whose shortcut ring space a piece of ``seat`` at ``code`` rides, or -1."""
        if self.shortcut_ring is not None and self.goal < code < self.centre_code:
            return (seat + code - self.ring_code(0)) % self.players
        return -1

    @cached_property
    def entries(self) -> tuple[int, ...]:
        """Each seat's entry space (track index)."""
        return tuple(seat.entry for seat in self.topology.seats)

    @cached_property
    def safe(self) -> frozenset[int]:
        return frozenset(self.topology.safe)

    @cached_property
    def slides(self) -> dict[int, tuple[int, int]]:
        """Each slide's first space -> (last space, the seat whose side it is on): a piece rides
        only the slides of the other seats' sides."""
        per_side = self.topology.per_side
        return {first: (last, first // per_side) for first, last in self.topology.slides}

    @cached_property
    def cards(self) -> dict[str, Card]:
        return {card.rank: card for card in self.description.movement.cards}

    @cached_property
    def plays(self) -> dict[str, tuple[tuple[tuple[Action, str], ...], bool]]:
        """Each card's choices with their labels (``forward 5``), and whether it gives another
        turn: read once, not for every move listed."""
        return {rank: (tuple((action, str(action)) for action in card.actions),
                       any(action.verb == "extra-turn" for action in card.actions))
                for rank, card in self.cards.items()}

    def special(self, card: str) -> bool:
        """Whether ``card`` offers the game's ``special`` move: a card a player need never play."""
        return any(action.verb == "special" for action in self.cards[card].actions)

    @cached_property
    def start_position(self) -> tuple[tuple[int, ...], ...]:
        return tuple((START,) * self.description.pieces for _ in range(self.players))

    @cached_property
    def walks(self) -> dict[tuple[int, int, int], tuple[int, frozenset[int]] | None]:
        """``walk``'s answers so far: a walk depends on the code, the count and the way alone,
        and the move generator asks the same few hundred again and again."""
        return {}

    def walk(self, code: int, count: int, way: int) -> tuple[int, frozenset[int]] | None:
        """``forward`` (``way`` 0; 1 round past the exit) or ``backward`` (-1), remembered, with
        the steps passed as a set."""
        key = (code, count, way)
        found = self.walks.get(key, self)
        if found is self:
            went = self.backward(code, count) if way < 0 else self.forward(code, count, way > 0)
            found = self.walks[key] = None if went is None else (went[0], frozenset(went[1]))
        return found  # type: ignore[return-value]

    @cached_property
    def pass_own(self) -> str:
        return self.description.rules.pass_own

    @cached_property
    def split_sweeps(self) -> bool:
        """Whether a split's count sends back the pieces it passes (``rules.split_passing``)."""
        return self.description.rules.split_passing != "jump"

    @cached_property
    def home_passing(self) -> bool:
        return self.description.home.passing

    def forward(self, code: int, count: int, round_: bool = False) -> tuple[int, tuple[int, ...]] | None:
        """Where ``count`` steps forward take a piece on ``code`` and the ring steps it passes on
        the way, or None past the goal when the finish must be exact (else it stops there).
        ``round_`` goes on past the exit round the ring (``home.go_round``)."""
        if code == START or code == self.goal and code > self.last:
            return None
        passed: list[int] = []
        at = code
        for _ in range(count):
            if at <= self.ring:
                passed.append(at)
                at = self.ring + 1 if at == self.lap and not round_ else at % self.ring + 1
            elif at < self.goal:
                at += 1
            elif self.description.rules.exact_finish or code == self.goal:
                return None
            else:
                break
        return at, tuple(passed[1:])

    def backward(self, code: int, count: int) -> tuple[int, tuple[int, ...]] | None:
        """Where ``count`` steps backward take a piece and the ring steps it passes: out of a
        safety row (``home.goal = "past-row"``) onto the exit, past the entry round the ring. A
        piece in start, or home, does not move back."""
        if code == START or code > self.last or code > self.ring and self.description.home.goal == "row":
            return None
        passed: list[int] = []
        at = code
        for _ in range(count):
            passed.append(at)
            if at > self.ring + 1:
                at -= 1
            elif at == self.ring + 1:
                at = self.lap
            else:
                at = at - 1 if at > 1 else self.ring
        return at, tuple(step for step in passed[1:] if step <= self.ring)

    def has_won(self, seats: tuple[tuple[int, ...], ...], seat: int) -> bool:
        return self.homes.issuperset(seats[seat])

    def team_home(self, seats: tuple[tuple[int, ...], ...], seat: int) -> bool:
        """Whether every piece of ``seat``'s team is home: the game is won."""
        return all(self.has_won(seats, mate) for mate in self.mates(seat))

    def movers(self, seats: tuple[tuple[int, ...], ...], seat: int) -> tuple[int, ...]:
        """The seats whose pieces ``seat`` moves: its own. Once they are all home, the next
        partner's in the order of play that still has pieces to bring home (partners play on
        for each other: Tock, Pegs and Jokers). With ``rules.partners_move = "always"``, every
        seat of its team still playing, from its own on in the order of play."""
        always = self.description.rules.partners_move == "always"
        if not always and not self.has_won(seats, seat):
            return (seat,)
        team, players = self.team_of[seat], self.players
        playing = tuple(mate for mate in ((seat + step) % players for step in range(players))
                        if self.team_of[mate] == team and not self.has_won(seats, mate))
        return (playing if always else playing[:1]) or (seat,)

    @cached_property
    def remaining(self) -> tuple[int, ...]:
        """Steps each code still has to go to the goal, for the greedy player. With a shortcut
        ring, a rider counts a step a hop to its own ring space. A piece in the centre counts a
        card more than one there, as it waits for a card that leaves."""
        home = self.goal - self.ring
        ring = tuple(self.lap - step + home if step <= self.lap else self.ring - step + self.lap + home
                     for step in range(1, self.ring + 1))
        steps = (ring[0] + A_CARD, *ring, *(self.goal - code for code in range(self.ring + 1, self.goal + 1)))
        if self.shortcut_ring is None:
            return steps
        own = steps[self.step_of(0, self.shortcut_ring.at)]
        return (*steps, *(own + self.players - ahead for ahead in range(self.players)), own + A_CARD)

    def ring_code(self, ahead: int) -> int:
        """With a shortcut ring (``card_shortcuts``): the code of a piece riding the ring space
        ``ahead`` sides ahead of its own side, past the goal so it is never home."""
        return self.goal + 1 + ahead

    @property
    def centre_code(self) -> int:
        """With a shortcut ring: the code of a piece in the centre hole, after the riders'."""
        return self.ring_code(self.players)
