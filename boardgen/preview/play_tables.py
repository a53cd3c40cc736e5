"""The engines' game loops as the Play tab drives them: one ``PlayTable`` for each kind of loop.

boardgen's games are played by three loops: the dice track games' (``race/dice/turns``), the
card track games' (``race/cards/turns``, Fast Track's course among them) and the lane table's
(``race/lanes/table``, Pegs and Jokers). Each asks a player object for a move; here each has
one seat class that hands the choice to the game's ``Script`` with the moves written as the
game's position file writes them, and the file itself. No rule is written here: the moves,
their order and what they do are the engine's.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from types import MappingProxyType
from typing import Any

from boardgen.errors import ParameterError
from boardgen.games.rules_engine import RulesEngine
from boardgen.play.stats import GameRecord
from boardgen.play.turn_cap import default_max_turns
from boardgen.preview.play_script import PERSON, Script

BY_PERSON_POLICY = "greedy"
"""Who makes a person's side choices the page does not ask for (a card given to a partner, a
card laid down when no card can move): the greedy engine, which every game has."""
MCTS_BUDGET = 100
"""Playouts a searching engine seat thinks a move: the simulations' default (0.08 s a move)."""


@dataclass(frozen=True)
class PlayTable:
    """One game's engine, seated: what the page needs besides the choices."""

    engine: RulesEngine
    players: int
    team_of: tuple[int, ...]
    dice: bool
    """Whether the seat to move throws (a throw button) or holds cards."""
    policies: tuple[str, ...]
    """The engine players a seat may be given."""
    play: Callable[..., GameRecord]
    """``play(script, seed, start=None)``: the whole game from the deal with the given seed,
    choices from the script; a dice game from ``start`` too, a position read from its file."""
    start: Callable[[], list[list[str]]]
    """Every piece at the start, in the file's words."""
    card_rules: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    """What each card allows, by rank in capitals: the rule booklet's card chart in one
    sentence a row (``race.booklet.card_sentence``), for the log to say why a move was legal."""


def chart_rules(rows: Sequence[tuple[str, ...]]) -> Mapping[str, str]:
    """A booklet's card chart by rank: a row naming several ranks ("J, Q, K") serves each."""
    from boardgen.games.race.booklet import card_sentence
    return MappingProxyType({rank.strip().upper(): card_sentence(row) for row in rows for rank in row[0].split(",")})


def table(engine: RulesEngine, players: int, teams: str | None, variants: tuple[str, ...]) -> PlayTable:
    """The engine's rule set for the table, and the loop that plays it."""
    rules = engine.make_rules(players, teams, variants)
    policies = engine.facts.policies
    if engine.game == "pegs-and-jokers":
        return _lanes(engine, rules, policies)
    if engine.game == "fast-track":
        from boardgen.games.fast_track import position as ft_position
        from boardgen.games.fast_track.on_engine import course_for
        from boardgen.games.fast_track.booklet import card_rows as ft_rows
        course = course_for(rules, 1)
        writer = partial(_fast_track_file, ft_position, rules)
        return _cards(engine, course, policies, writer, partial(ft_position.describe, course),
                      partial(ft_position.names, course), chart_rules(ft_rows(frozenset(rules.variants))), by_result=True)
    from boardgen.games.race.dice.course import Course
    if isinstance(rules, Course):
        return _dice(engine, rules, policies)
    from boardgen.games.race.booklet import card_rows, piece_word
    from boardgen.games.race.cards.position_file import describe
    from boardgen.games.race.notation import pegs
    chart = chart_rules(card_rows(rules.description.movement.cards, piece_word(rules.description)))
    return _cards(engine, rules, policies, partial(_race_card_file, rules), partial(describe, rules),
                  partial(pegs, rules), chart)


def _dice(engine: RulesEngine, course: Any, policies: Sequence[str]) -> PlayTable:
    from boardgen.games.race.dice import turns
    from boardgen.games.race.dice.moves import apply, blockade_pairs, counts
    from boardgen.games.race.dice.players import POLICIES
    from boardgen.games.race.dice.position_file import describe
    from boardgen.games.race.notation import pegs

    class PlaySeat:
        name = "page"

        def __init__(self, script: Script, policy: Any) -> None:
            self.script, self.policy = script, policy

        def choose(self, course: Any, position: Any, moves: list, rng: random.Random) -> Any:
            def facts() -> tuple[bool, bool]:
                steps = position.seats[position.turn]
                whole = position.left == counts(course, steps, position.throw) and not position.bonus
                return whole and position.apart == blockade_pairs(course, steps), whole

            def file() -> dict[str, Any]:
                return {"game": course.description.name, "players": course.players, "turn": position.turn,
                        "throw": list(position.throw), "pegs": pegs(course, position.seats)}

            return self.script.choose(position.turn, moves, partial(describe, course), file,
                                      lambda r: self.policy.choose(course, position, moves, r),
                                      lambda m: pegs(course, apply(course, position, m).seats), facts)

    def play(script: Script, seed: int, start: Any = None) -> GameRecord:
        seats = [PlaySeat(script, POLICIES[_policy(kind)]()) for kind in script.kinds]
        cap = default_max_turns(course.players, course.topology.track_length, course.description.pieces)
        return turns.play_game(course, seats, random.Random(seed), cap, start)

    return PlayTable(engine, course.players, tuple(course.team_of), True, tuple(policies), play,
                 lambda: pegs(course, course.start_position))


def _race_card_file(course: Any, position: Any) -> dict[str, Any]:
    from boardgen.games.race.notation import pegs
    return {"game": course.description.name, "players": course.players, "turn": position.turn,
            "hand": list(position.hands[position.turn]), "pegs": pegs(course, position.seats)}


def _fast_track_file(ft_position: Any, rules: Any, position: Any) -> dict[str, Any]:
    from boardgen.play.positions import Position
    idle = position.idle[position.turn] if position.idle else 0
    marbles = ft_position.Marbles(rules, position.seats)
    return ft_position.to_json(Position(marbles, position.turn, tuple(position.hands[position.turn]), idle))


def _cards(engine: RulesEngine, course: Any, policies: Sequence[str], writer: Callable[[Any], dict[str, Any]],
           describe: Callable[[Any], str], names: Callable[[Any], list[list[str]]], card_rules: Mapping[str, str],
           by_result: bool = False) -> PlayTable:
    """``by_result``: the file's answer lists a card's moves once for each position they
    leave (Fast Track's), not once for each way written."""
    from boardgen.games.race.cards import turns
    from boardgen.games.race.cards.moves import apply, legal_moves
    from boardgen.games.race.cards.position import CardPosition

    class PlaySeat:
        name = "page"

        def __init__(self, script: Script, policy: Any, dealers: list) -> None:
            self.script, self.policy, self.dealers = script, policy, dealers

        def move(self, course: Any, position: Any, rng: random.Random) -> Any:
            moves = legal_moves(course, position)
            if not moves:
                return None
            return self.script.choose(position.turn, moves, describe, lambda: writer(position),
                                      lambda r: self.policy.move(course, position, r),
                                      lambda m: names(apply(course, position, m).seats),
                                      same=(lambda m: (m.card, apply(course, position, m).seats)) if by_result else None,
                                      deck=lambda: len(self.dealers[0][position.turn]))

        def plays_before_drawing(self, rng: random.Random) -> bool:
            return self.policy.plays_before_drawing(self.script.rng())

        def gives(self, course: Any, position: Any, seat: int, rng: random.Random) -> str:
            return self.policy.gives(course, position, seat, self.script.rng())

    def play(script: Script, seed: int) -> GameRecord:
        dealers: list = []
        seats = [PlaySeat(script, turns.POLICIES[_policy(kind)](), dealers) for kind in script.kinds]
        cap = default_max_turns(course.players, course.topology.track_length, course.description.pieces)
        return turns.play_game(course, seats, random.Random(seed), cap, dealers.append)

    return PlayTable(engine, course.players, tuple(course.team_of), False, tuple(policies), play,
                 lambda: names(CardPosition.initial(course).seats), card_rules)


def _lanes(engine: RulesEngine, rules: Any, policies: Sequence[str]) -> PlayTable:
    from boardgen.games.pegs_and_jokers import card_play, simulation
    from boardgen.games.pegs_and_jokers.players.mcts import MctsStrategy
    from boardgen.games.pegs_and_jokers.position import peg_names, to_json
    from boardgen.games.pegs_and_jokers.state import State, default_decks
    from boardgen.games.race.lanes.table import Table as LaneTable, play_turns
    from boardgen.play.budget import Budget
    from boardgen.play.cards import Shoe
    from boardgen.play.positions import Position
    from boardgen.play.teams import team_label

    class PlayTurn(card_play.Turn):
        """The game's turn, keeping the seat's turns without a move for its position file."""

        __slots__ = ("idle",)

        def __init__(self, board: Any, player: int, hand: Any, idle_turns: int = 0) -> None:
            super().__init__(board, player, hand, idle_turns)
            self.idle = idle_turns

    class PlaySeat:
        name = "page"

        def __init__(self, script: Script, policy: Any, shoe: Any) -> None:
            self.script, self.policy, self.shoe = script, policy, shoe

        def choose(self, turn: Any, rng: random.Random) -> Any:
            moves = turn.all_moves()
            if not moves:
                return None
            state = turn.board.state()
            file = lambda: to_json(Position(state, turn.player, turn.hand, turn.idle))  # noqa: E731
            return self.script.choose(turn.player, moves, partial(card_play.describe, rules), file,
                                      lambda r: self.policy.choose(turn, r),
                                      lambda m: peg_names(card_play.apply(state, m)),
                                      same=lambda m: (m.card, card_play.apply(state, m)), deck=lambda: len(self.shoe))

        def discard(self, turn: Any, rng: random.Random) -> str:
            return self.policy.discard(turn, self.script.rng())

        def play_before_drawing(self, lanes: Any, player: int, rng: random.Random) -> bool:
            return self.policy.play_before_drawing(lanes, player, self.script.rng())

    def strategy(kind: str) -> Any:
        name = _policy(kind)
        return MctsStrategy(Budget(MCTS_BUDGET)) if name == "mcts" else simulation.POLICIES[name]()

    def play(script: Script, seed: int) -> GameRecord:
        rng = random.Random(seed)
        shoe = Shoe(default_decks(rules.players), rng)
        lane_table = LaneTable(card_play.PegsLaneBoard(State.initial(rules)), shoe, shoe.deal(rules.players, rules.hand_size),
                               turns=PlayTurn)
        seats = [PlaySeat(script, strategy(kind), shoe) for kind in script.kinds]
        cap = simulation.turn_cap(rules)
        turns, winner = play_turns(lane_table, seats, rng, cap)
        tally = (("bumps", lane_table.bumps), ("discards", lane_table.discards))
        if winner is None:
            return GameRecord(False, cap, None, None, tally)
        return GameRecord(True, turns, team_label(rules.team_of, rules.team_of[winner]), winner, tally)

    from boardgen.games.pegs_and_jokers.booklet import card_rows
    return PlayTable(engine, rules.players, tuple(rules.team_of), False, tuple(policies), play,
                 lambda: peg_names(State.initial(rules)), chart_rules(card_rows(frozenset(rules.variants))))


def _policy(kind: str) -> str:
    return BY_PERSON_POLICY if kind == PERSON else kind


def check_kinds(kinds: Sequence[str], table: PlayTable) -> tuple[str, ...]:
    """Each seat's player: a person or one of the game's engine players, one a seat."""
    allowed = (PERSON, *table.policies)
    if len(kinds) != table.players:
        raise ParameterError("seats", f"one player kind a seat, {table.players} in all", len(kinds))
    for kind in kinds:
        if kind not in allowed:
            raise ParameterError("seats", "each one of " + ", ".join(allowed), kind)
    return tuple(kinds)

