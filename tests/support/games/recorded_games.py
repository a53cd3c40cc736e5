"""Seeded games recorded move by move, in the words of each game's position file.

Each game is played by its own engine's loop of turns (dice, cards, the lane table), so a
recording follows every rule of a real game: extra throws, deals, draws and lost cards. A
thin player wraps the seeded random policy and writes down each choice it is asked for.

Every decision keeps the position file of that moment and the moves the engine offered. The
tests feed those files to the game's ``RulesEngine``, the path ``boardgen rules moves`` takes,
so one piece of test code covers every game.
"""

from __future__ import annotations

import difflib
import json
import random
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from boardgen.games.fast_track import position as ft_position
from boardgen.games.fast_track.on_engine import course_for as ft_course
from boardgen.games.fast_track.rule_set import FastTrackRuleSet as FastTrackRules
from boardgen.games.pegs_and_jokers import card_play
from boardgen.games.pegs_and_jokers import position as pj_position
from boardgen.games.pegs_and_jokers import simulation as pj_simulation
from boardgen.games.pegs_and_jokers.state import PegsRuleSet as PegsRules
from boardgen.games.pegs_and_jokers.state import State as PegsState
from boardgen.games.pegs_and_jokers.state import default_decks
from boardgen.games.race import notation
from boardgen.games.race.cards import moves as card_moves
from boardgen.games.race.cards import position_file as card_file
from boardgen.games.race.cards import turns as card_turns
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.moves import CardMove
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.dice import moves as dice_moves
from boardgen.games.race.dice import position_file as dice_file
from boardgen.games.race.dice import turns as dice_turns
from boardgen.games.race.dice.course import Course
from boardgen.games.race.dice.moves import DiceMove
from boardgen.games.race.dice.position import DicePosition
from boardgen.games.race.dice.players import DiceRandomPlayer as DicePlayer
from boardgen.games.race.lanes.board import LaneMove
from boardgen.games.race.lanes.tables import Lanes
from boardgen.games.race.lanes.turn import LaneTurn
from boardgen.games.rules_engine import RulesEngine
from boardgen.games.rules_registry import engine as registered_engine
from boardgen.play.positions import Position
from boardgen.play.stats import GameRecord
from tests.support.paths import REPO

DATA = REPO / "tests" / "data"
PLAYTHROUGHS = DATA / "playthroughs"
MOVE_COUNTS = DATA / "move_counts"
RETAKE = "python3 -m tests.support.games.retake_playthroughs"
"""The command that rewrites every playthrough and move-count file from the current code."""

USER_GAME = REPO / "examples" / "round-race.toml"
"""The user's own description the tests play, through ``--game-file`` as a user would."""

MAX_PLIES = 150
"""Decisions a playthrough file lists at most: enough for every kind of move, a modest file.
The game is played to its end all the same, and the file's last line says how it ended."""
TURN_CAP = 5000
"""Turns a recorded game may take: far more than any of these seeded games needs."""


@dataclass(frozen=True)
class Game:
    """One recorded game: the game's name (or its file), the variations and the seed."""

    name: str
    variants: tuple[str, ...] = ()
    seed: int = 41
    game_file: Path | None = None
    teams: str | None = None
    """The seating, when not the game's default (``--teams``)."""

    @property
    def stem(self) -> str:
        """The data file's name: the game, then its variations."""
        return "-".join((self.name, *self.variants))

    def engine(self) -> RulesEngine:
        if self.game_file is not None:
            from boardgen.games.race.rules_engine import engine_for_file
            return engine_for_file(self.game_file)
        return registered_engine(self.name)


GAMES = (
    Game("pegs-and-jokers"), Game("pegs-and-jokers", ("nine-split",)), Game("pegs-and-jokers", ("three-card",)),
    Game("fast-track"), Game("fast-track", ("top-card",)),
    Game("fast-track", ("one-player-per-team",), teams="alternate"),
    Game("ludo"), Game("mensch"), Game("tock"), Game("slide-race"), Game("shortcut-marbles"),
    Game("blockade-cross"), Game("round-race", game_file=USER_GAME),
)
"""Every game with a rules engine, a few variations of the two table games, and a user's file."""


@dataclass(frozen=True)
class Decision:
    """One choice a seat was asked for, and what it chose."""

    seat: int
    held: str
    """The throw (``3+5``; ``3+5 left 5`` mid-throw) or the hand (``A 7 J``)."""
    text: str
    """The move chosen, as ``rules moves`` writes it; ``no move: ...`` when none could be made."""
    position: dict[str, Any]
    """The position file of the moment, before the move."""
    offered: frozenset[tuple[str, str]]
    """Every move the engine offered: (card or dice, the pieces after it as JSON)."""
    after: str | None
    """The pieces after the chosen move as JSON, None when no move was made."""
    faithful: bool
    """The position file holds all the engine reads here (not a die left mid-throw, say)."""


def answer_keys(answer: dict) -> frozenset[tuple[str, str]]:
    """A ``rules moves`` answer as the set ``Decision.offered`` holds."""
    return frozenset(move_key(move) for move in answer["moves"])


def move_key(move: dict) -> tuple[str, str]:
    """One answered move as (card or dice, the pieces after it as JSON)."""
    label = move["card"] if "card" in move else "+".join(map(str, move["dice"]))
    return label, pegs_json(move["result"]["pegs"])


def pegs_json(pegs: list[list[str]]) -> str:
    return json.dumps(pegs, separators=(",", ":"))


class DiceRecorder:
    """A dice seat: the random policy's choice, written down with the throw."""

    name = "random"

    def __init__(self, decisions: list[Decision], name: str) -> None:
        self.decisions, self.game, self.player = decisions, name, DicePlayer()

    def choose(self, course: Course, position: DicePosition, moves: list[DiceMove], rng: random.Random) -> DiceMove:
        move = self.player.choose(course, position, moves, rng)
        seat = position.turn
        steps = position.seats[seat]
        faithful = (position.left == dice_moves.counts(course, steps, position.throw) and not position.bonus
                    and position.apart == dice_moves.blockade_pairs(course, steps))
        throw = "+".join(map(str, position.throw))
        held = throw if faithful else f"{throw} left {'+'.join(map(str, position.left))}"
        file = {"game": self.game, "players": course.players, "turn": seat, "throw": list(position.throw),
                "pegs": notation.pegs(course, position.seats)}

        def key(m: DiceMove) -> tuple[str, str]:
            after = dice_moves.apply(course, position, m).seats
            return "+".join(map(str, m.dice)), pegs_json(notation.pegs(course, after))

        self.decisions.append(Decision(seat, held, dice_file.describe(course, move), file,
                                       frozenset(map(key, moves)), key(move)[1], faithful))
        return move


class CardRecorder:
    """A card seat of the card engine (the track games' and Fast Track's): the random policy's
    card, written down with the hand it was played from."""

    name = "random"

    def __init__(self, decisions: list[Decision], words: CardWords) -> None:
        self.decisions, self.words, self.player = decisions, words, card_turns.CardRandomPlayer()

    def move(self, course: CardCourse, position: CardPosition, rng: random.Random) -> CardMove | None:
        move = self.player.move(course, position, rng)
        seat = position.turn
        hand = position.hands[seat]
        idle = position.idle[seat] if position.idle else 0
        offered = frozenset(self.words.key(course, position, m) for m in card_moves.legal_moves(course, position))
        text = self.words.describe(course, move) if move is not None else _no_move(course, hand)
        self.decisions.append(Decision(seat, " ".join(hand), text, self.words.file(course, position, idle), offered,
                                       None if move is None else self.words.key(course, position, move)[1],
                                       self.words.faithful(course, idle)))
        return move

    def plays_before_drawing(self, rng: random.Random) -> bool:
        return self.player.plays_before_drawing(rng)

    def gives(self, course: CardCourse, position: CardPosition, seat: int, rng: random.Random) -> str:
        return self.player.gives(course, position, seat, rng)


def _no_move(course: CardCourse, hand: tuple[str, ...]) -> str:
    """What the card engine's loop does with a hand none of whose cards can move."""
    if course.description.movement.hand:
        return "no move: one card laid down"
    return f"no move: {hand[0]} lost" if len(hand) == 1 else "no move: the hand laid down"


@dataclass(frozen=True)
class CardWords:
    """How a card game's position file writes a card engine position: the track games' words,
    or Fast Track's own (``pen``, ``fast-track:N``, ``bulls-eye``) with its table's header."""

    name: str
    table: FastTrackRules | None = None
    """Fast Track's rule set; None for a track game."""

    def file(self, course: CardCourse, position: CardPosition, idle: int) -> dict[str, Any]:
        hand = list(position.hands[position.turn])
        if self.table is None:
            return {"game": self.name, "players": course.players, "turn": position.turn, "hand": hand,
                    "pegs": notation.pegs(course, position.seats)}
        marbles = ft_position.Marbles(self.table, position.seats)
        return ft_position.to_json(Position(marbles, position.turn, tuple(hand), idle))

    def pegs(self, course: CardCourse, seats: tuple[tuple[int, ...], ...]) -> list[list[str]]:
        return notation.pegs(course, seats) if self.table is None else ft_position.names(course, seats)

    def describe(self, course: CardCourse, move: CardMove) -> str:
        return card_file.describe(course, move) if self.table is None else ft_position.describe(course, move)

    def key(self, course: CardCourse, position: CardPosition, move: CardMove) -> tuple[str, str]:
        return move.card, pegs_json(self.pegs(course, card_moves.apply(course, position, move).seats))

    def faithful(self, course: CardCourse, idle: int) -> bool:
        """The track games' file has no ``idle_turns``: it holds the position only when they
        are not read or are none."""
        return self.table is not None or not (course.description.rules.idle_start and idle)


class LaneRecorder:
    """A Pegs and Jokers seat at the lane table: the random policy's card, or the card laid
    down, written down with the hand."""

    name = "random"

    def __init__(self, decisions: list[Decision], rules: PegsRules) -> None:
        self.decisions, self.rules, self.player = decisions, rules, pj_simulation.POLICIES["random"]()
        self.idle = 0
        """This seat's turns in a row without a move, as the table counts them."""
        self.waiting: Decision | None = None
        """The decision asked last with no move chosen, written down once a card is laid down."""

    def choose(self, turn: LaneTurn, rng: random.Random) -> LaneMove | None:
        state, hand = turn.board.state(), tuple(turn.hand)
        move = self.player.choose(turn, rng)
        offered = frozenset(self._key(state, m) for m in turn.all_moves())
        file = pj_position.to_json(Position(state, turn.player, hand, self.idle))
        if move is None:
            self.waiting = Decision(turn.player, " ".join(hand), "no move", file, offered, None, True)
            return None
        self.idle = 0
        self.decisions.append(Decision(turn.player, " ".join(hand), card_play.describe(self.rules, move), file,
                                       offered, self._key(state, move)[1], True))
        return move

    def discard(self, turn: LaneTurn, rng: random.Random) -> str:
        card = self.player.discard(turn, rng)
        assert self.waiting is not None
        self.decisions.append(replace(self.waiting, text=f"no move: {card} laid down"))
        self.idle += 1
        return card

    def play_before_drawing(self, lanes: Lanes, player: int, rng: random.Random) -> bool:
        return self.player.play_before_drawing(lanes, player, rng)

    def _key(self, state: PegsState, move: LaneMove) -> tuple[str, str]:
        return move.card, pegs_json(pj_position.peg_names(card_play.apply(state, move)))


@dataclass(frozen=True)
class Recording:
    game: Game
    players: int
    decisions: tuple[Decision, ...]
    ending: str
    """How the game ended: who won after how many turns."""


def play(game: Game, decisions: list[Decision] | None = None) -> GameRecord:
    """The whole game from the start, seeded: each decision written to ``decisions`` when given,
    else played by the bare random policy, as ``simulate`` seats it."""
    engine = game.engine()
    players = engine.facts.default_players
    rules = engine.make_rules(players, game.teams, game.variants)
    rng = random.Random(game.seed)
    if isinstance(rules, Course):
        dice = DicePlayer() if decisions is None else DiceRecorder(decisions, game.name)
        return dice_turns.play_game(rules, [dice] * players, rng, TURN_CAP)
    if isinstance(rules, (CardCourse, FastTrackRules)):
        words = CardWords(game.name, None if isinstance(rules, CardCourse) else rules)
        course = rules if isinstance(rules, CardCourse) else ft_course(rules)
        cards = card_turns.CardRandomPlayer() if decisions is None else CardRecorder(decisions, words)
        return card_turns.play_game(course, [cards] * players, rng, TURN_CAP)
    seats = [pj_simulation.POLICIES["random"]() if decisions is None else LaneRecorder(decisions, rules)
             for _ in range(players)]
    return pj_simulation.play_game(rules, seats, rng, default_decks(players), TURN_CAP)


def ending(result: GameRecord) -> str:
    """How a game ended, for a playthrough's last line."""
    if not result.finished:
        return f"not won in {TURN_CAP} turns"
    winner = f"seat {result.winning_seat}"
    if result.winning_team != winner:
        winner = f"{result.winning_team} ({winner}'s move)"
    return f"won by {winner} after {result.turns} turns"


@cache
def record(game: Game) -> Recording:
    """The whole game, played from the start by seeded random players, every decision written down."""
    decisions: list[Decision] = []
    result = play(game, decisions)
    return Recording(game, game.engine().facts.default_players, tuple(decisions), ending(result))


def playthrough_text(recording: Recording) -> str:
    """The golden file: a header, one line for each of the first ``MAX_PLIES`` decisions (its
    number, the seat, what it held, the move in the position file's words), then the ending."""
    game = recording.game
    lines = [f"# {game.name}, {recording.players} players, variations: {', '.join(game.variants) or 'none'}, "
             f"{'teams: ' + game.teams + ', ' if game.teams else ''}seed {game.seed}, random players",
             "# decision  seat  held  |  move as `boardgen rules moves` writes it",
             f"# retake: {RETAKE}"]
    shown = recording.decisions[:MAX_PLIES]
    lines += [f"{number:3d}  seat {d.seat}  {d.held}  |  {d.text}" for number, d in enumerate(shown)]
    lines.append(f"# {len(recording.decisions)} decisions in all: {recording.ending}")
    return "\n".join(lines) + "\n"


def answer(engine: RulesEngine, data: dict[str, Any]) -> dict:
    """The ``rules moves`` answer for a position file's object, read as the command reads it."""
    return engine.moves(engine.parse_position(json.dumps(data)), None)


def check_against_file(engine: RulesEngine, decision: Decision) -> dict:
    """Assert that the decision's position file, answered as ``rules moves`` answers it, offers
    exactly the moves the game offered, the chosen one among them; return the answer."""
    found = answer(engine, decision.position)
    assert answer_keys(found) == decision.offered, f"{decision.position}: the file's moves are not the game's"
    if decision.after is not None:
        assert decision.after in {after for _label, after in answer_keys(found)}, f"{decision.text} is not listed"
    return found


def unified_diff(expected: str, got: str, name: str) -> str:
    """The change a test reports when a golden file no longer matches, and how to retake it."""
    lines = difflib.unified_diff(expected.splitlines(keepends=True), got.splitlines(keepends=True),
                                 f"{name} (recorded)", f"{name} (this code)")
    return "".join(lines) + f"\nIf the change is meant, retake the files: {RETAKE}"
