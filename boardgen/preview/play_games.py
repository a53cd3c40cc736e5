"""The Play tab's games in progress: a bounded table in the server's memory, never on disk.

A game is its table (engine, seats), its seed and the choices made (``play_script``); every
change replays the choices through the engine's loop once and keeps where it stopped, so
asking for the state costs nothing. At most ``MOST_GAMES`` games are kept, each at most
``MOST_SECONDS`` from its last request; past either a new game is refused in one line, and a
game that has aged out is forgotten. Game-neutral: each request names the game's engine
through the rules registry (or a pasted description) and never names a game here.
"""

from __future__ import annotations

import json
import secrets
import threading
import time
from collections.abc import Mapping
from types import MappingProxyType
from dataclasses import dataclass, field
from typing import Any

from boardgen.errors import ParameterError
from boardgen.games.rules_engine import RulesEngine
from boardgen.games.rules_registry import ENGINES, engine as registered
from boardgen.play.stats import GameRecord
from boardgen.preview.play_script import PERSON, Choice, ChoiceMade, Pending, Script, made
from boardgen.preview.play_tables import PlayTable, check_kinds, table

MOST_GAMES = 64
"""Games kept at once: a family's table or two, a few tabs each, with room to spare."""
MOST_SECONDS = 6 * 3600.0
"""How long a game is kept after its last request: an evening's play."""
MOST_PLAYERS = 16
MOST_VARIANTS = 32
MOST_MOVES = 20000
"""The longest game kept: past it a game is over (the engines' turn caps come first)."""


class GameNotFound(LookupError):
    """No game of that id: never started, or forgotten once it aged out."""


class TableFull(RuntimeError):
    """``MOST_GAMES`` games are in progress: a new one is refused."""


@dataclass
class GameInPlay:
    """One game in progress; changed only under its ``lock``."""

    id: str
    name: str
    title: str
    table: PlayTable
    kinds: tuple[str, ...]
    seed: int
    made: list[ChoiceMade] = field(default_factory=list)
    shown: set[int] = field(default_factory=set)
    """The choices whose throw the person has thrown (pressed the throw button for)."""
    pending: Choice | None = None
    record: GameRecord | None = None
    loaded: Choice | None = None
    """A card game's position loaded from a file: its moves are the file's; the game ends after
    one (the file holds one hand, no deck)."""
    start: Any = None
    """A dice game's position loaded from a file, which the game plays on from."""
    touched: float = 0.0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def replay(self, advance: int = 0) -> None:
        """Play the choices made through the engine's loop; keep where it stopped."""
        if self.loaded is not None:
            self.pending = None if self.made else self.loaded
            return
        script = Script(self.kinds, self.seed, self.made, advance)
        try:
            played = self.table.play(script, self.seed, self.start) if self.start is not None else \
                self.table.play(script, self.seed)
            self.record, self.pending = played, None
        except Pending as stopped:
            self.record, self.pending = None, stopped.choice
        self.made = script.made


def engine_of(name: str, text: str) -> tuple[RulesEngine, str]:
    """The engine of a game boardgen knows, or of a pasted description (``name`` ``track``),
    and the game's title; refused in one line as ``simulate`` refuses it."""
    if text:
        from boardgen.games.race.description.loading import GAME_TEXT, own_description
        from boardgen.games.race.rules_engine import engine_for_description
        description = own_description({GAME_TEXT.name: text})
        return engine_for_description(description, "the description pasted on the page"), description.title
    from boardgen.games.registry import game
    return registered(name, "game"), game(name).title


class GamesInPlay:
    """Every game in progress, by id."""

    def __init__(self, most: int = MOST_GAMES, seconds: float = MOST_SECONDS) -> None:
        self.most, self.seconds = most, seconds
        self._games: dict[str, GameInPlay] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._games)

    def _forget_old(self, now: float) -> None:
        for key in [key for key, game in self._games.items() if now - game.touched > self.seconds]:
            del self._games[key]

    def add(self, game: GameInPlay) -> GameInPlay:
        """Keep a new game, refused past ``most`` games (once those aged out are forgotten)."""
        with self._lock:
            now = time.monotonic()
            self._forget_old(now)
            if len(self._games) >= self.most:
                raise TableFull(f"play: {self.most} games are in progress, the most kept; finish one or wait "
                                f"{self.seconds / 3600:g} h for the oldest to be forgotten")
            game.touched = now
            self._games[game.id] = game
            return game

    def get(self, key: object) -> GameInPlay:
        with self._lock:
            now = time.monotonic()
            self._forget_old(now)
            game = self._games.get(key) if isinstance(key, str) else None
            if game is None:
                raise GameNotFound(f"id: no game {_short(key)} in progress (games are forgotten "
                                   f"{self.seconds / 3600:g} h after their last move)")
            game.touched = now
            return game


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "..."


def start(games: GamesInPlay, request: Mapping[str, Any]) -> GameInPlay:
    """A new game from the page's choices: the game (or pasted description), the players,
    teams and variations the form chose, each seat's player and an optional seed."""
    name, text = _text(request, "game"), _text(request, "game-text")
    engine, title = engine_of(name, text)
    players = _number(request, "players", engine.facts.default_players, 1, MOST_PLAYERS)
    teams = _text(request, "teams") or None
    variants = _words(request, "variant", MOST_VARIANTS)
    seated = table(engine, players, teams, variants)
    kinds = _kinds({"seats": [PERSON, *[engine.facts.default_policy] * (seated.players - 1)], **request}, seated, PERSON)
    seed = _number(request, "seed", secrets.randbelow(2 ** 31), 0, 2 ** 31 - 1)
    game = GameInPlay(secrets.token_urlsafe(12), engine.game, title, seated, kinds, seed)
    game.replay()
    return games.add(game)


def load(games: GamesInPlay, request: Mapping[str, Any]) -> GameInPlay:
    """A position file (``rules moves --position``) on the board, its legal moves to play."""
    text = _text(request, "position")
    try:
        named = json.loads(text).get("game") if text.strip().startswith("{") else None
    except ValueError:
        named = None
    pasted = _text(request, "game-text")  # the form's own description, for a position of it
    known = isinstance(named, str) and named in ENGINES
    engine, title = engine_of(named if known else "track", "" if known else pasted)
    parsed = engine.parse_position(text)
    answer = engine.moves(parsed, None)["moves"]
    data = json.loads(text)
    seated = table(engine, data["players"], data.get("teams"), tuple(data.get("variants", ())))
    kinds = _kinds(request, seated, PERSON)
    if seated.dice:  # the throw is the file's, shown; the game plays on with dice of its own
        game = GameInPlay(secrets.token_urlsafe(12), engine.game, title, seated, kinds, secrets.randbelow(2 ** 31),
                    shown={0}, start=parsed[1])
    else:
        results = tuple(move["result"]["pegs"] for move in answer)
        choice = Choice(data["turn"], data, tuple(move["text"] for move in answer), results, True, False,
                        tuple(range(len(answer))))
        game = GameInPlay(secrets.token_urlsafe(12), engine.game, title, seated, (PERSON,) * seated.players, 0,
                    loaded=choice)
    game.replay()
    return games.add(game)


def _kinds(request: Mapping[str, Any], seated: PlayTable, default: str) -> tuple[str, ...]:
    """Each seat's player as the request gives them: a list, one kind for all, or ``default``."""
    raw = request.get("seats", default)
    if isinstance(raw, str):  # one kind for every seat
        raw = [raw] * seated.players
    if not isinstance(raw, list):
        raise ParameterError("seats", "a list of player kinds, one a seat, or one kind for all", raw)
    return check_kinds(raw, seated)


def throw(game: GameInPlay) -> None:
    """Show the person to move the throw the engine's loop has made."""
    choice = _person_to_move(game)
    if not game.table.dice or not choice.fresh:
        raise ParameterError("throw", "only at the start of a person's turn in a dice game")
    game.shown.add(len(game.made))


def move(game: GameInPlay, request: Mapping[str, Any]) -> None:
    """Play a person's move, given by its index in the legal list or its words; anything else
    is refused in one line and the game is left as it was."""
    choice = _person_to_move(game)
    if game.table.dice and choice.fresh and len(game.made) not in game.shown:
        raise ParameterError("move", "throw first: the dice are not thrown yet")
    if "seat" in request and request["seat"] != choice.seat:
        raise ParameterError("seat", f"{choice.seat}, the seat to move", request["seat"])
    index = _chosen(choice, request.get("move"))
    game.made.append(made(choice, index))
    game.replay()


def engine_move(game: GameInPlay, request: Mapping[str, Any] = MappingProxyType({})) -> None:
    """The engine seat to move plays one move, or up to ``moves`` moves of engine seats in a
    row (stopping at a person's turn): one replay for them all."""
    if game.pending is None:
        raise ParameterError("engine", "the game is over")
    kind = game.kinds[game.pending.seat]
    if kind == PERSON:
        raise ParameterError("engine", f"seat {game.pending.seat} is a person's: the page plays its moves")
    if len(game.made) >= MOST_MOVES:
        raise ParameterError("engine", f"the game has its {MOST_MOVES} moves, the most kept")
    count = _number(request, "moves", 1, 1, MOST_MOVES)
    game.replay(advance=min(count, MOST_MOVES - len(game.made)))


def undo(game: GameInPlay, request: Mapping[str, Any]) -> None:
    """Back to the position before move ``to`` (0: the start), the moves after it forgotten."""
    to = request.get("to")
    if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to <= len(game.made):
        raise ParameterError("to", f"a move number from 0 to {len(game.made)}", to)
    del game.made[to:]
    game.shown = {n for n in game.shown if n <= to}
    game.replay()


def save(game: GameInPlay) -> dict[str, Any]:
    """The position file of the position on the board, for ``rules moves --position``."""
    if game.pending is None:
        raise ParameterError("save", "the game is over: undo a move to save a position with moves to play")
    return game.pending.position


def _person_to_move(game: GameInPlay) -> Choice:
    choice = game.pending
    if choice is None:
        raise ParameterError("move", "the game is over")
    if game.kinds[choice.seat] != PERSON:
        raise ParameterError("move", f"seat {choice.seat} is played by the {game.kinds[choice.seat]} engine")
    return choice


def _chosen(choice: Choice, given: object) -> int:
    """The index of the move given (an index in the legal list, or its words)."""
    if isinstance(given, int) and not isinstance(given, bool) and 0 <= given < len(choice.moves):
        return given
    if isinstance(given, str) and given in choice.moves:
        return choice.moves.index(given)
    raise ParameterError("move", f"one of the {len(choice.moves)} legal moves, by number (0 to "
                         f"{len(choice.moves) - 1}) or as written in the list", given)


def _text(request: Mapping[str, Any], key: str) -> str:
    value = request.get(key, "")
    if not isinstance(value, str):
        raise ParameterError(key, "text", value)
    return value


def _number(request: Mapping[str, Any], key: str, default: int, low: int, high: int) -> int:
    value = request.get(key, default)
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ParameterError(key, f"a whole number from {low} to {high}", value)
    return value


def _words(request: Mapping[str, Any], key: str, most: int) -> tuple[str, ...]:
    value = request.get(key, [])
    if not isinstance(value, list) or len(value) > most or not all(isinstance(v, str) for v in value):
        raise ParameterError(key, f"a list of at most {most} names", value)
    return tuple(value)


def state(game: GameInPlay) -> dict[str, Any]:
    """Everything the page draws: seats, pieces, the choice to make, the log, the end."""
    choice = game.pending
    hidden = (choice is not None and game.table.dice and choice.fresh and game.kinds[choice.seat] == PERSON
              and len(game.made) not in game.shown)
    if choice is not None:
        pegs = choice.position["pegs"]
    elif game.made:
        pegs = game.made[-1].after
    else:
        pegs = game.table.start()
    answer: dict[str, Any] = {
        "id": game.id, "game": game.name, "title": game.title, "players": game.table.players,
        "dice": game.table.dice, "kinds": list(game.kinds), "teams": list(game.table.team_of),
        "policies": list(game.table.policies), "loaded": game.loaded is not None,
        "pegs": pegs,
        "log": [{"seat": m.choice.seat, "by": m.by, "text": m.text,
                 "rule": game.table.card_rules.get(_card(m.text).upper()) if m.index >= 0 else None}
                for m in game.made],
        "discard": next((_card(m.text) for m in reversed(game.made) if m.index >= 0), None)
        if not game.table.dice else None,
        "toMove": None, "over": None,
    }
    if choice is not None:
        answer["toMove"] = {
            "seat": choice.seat, "kind": game.kinds[choice.seat], "thrown": not hidden, "exact": choice.exact,
            "throw": None if hidden else choice.position.get("throw"),
            "hand": choice.position.get("hand"), "deck": choice.deck,
            "moves": [] if hidden else list(choice.moves),
            "results": [] if hidden else list(choice.results),
        }
    else:
        record = game.record
        answer["over"] = {
            "finished": record.finished if record else True,
            "winner": record.winning_team if record else None,
            "winningSeat": record.winning_seat if record else None,
            "turns": record.turns if record else len(game.made),
            "figures": dict(record.counts) if record else {},
        }
    return answer


def _card(text: str) -> str:
    """The card a card game's move plays: its text's first word (``7, split`` or ``K:``)."""
    return text.split(":", 1)[0].split(",", 1)[0]
