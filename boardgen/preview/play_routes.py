"""The Play tab's requests: JSON in a POST's body, JSON back, every refusal one plain line.

Each route names the keys it takes; any other key, a body that is no JSON object, or a value
the game refuses is answered 400 in one line, and the game is left as it was (a game changes
only once its request has been checked whole). GamesInPlay are played in this server process, where
they are kept (``play_games``); at most ``PLAYING`` requests replay a game at once, the rest
wait a moment and are then answered 503, as the renderers' waiting line is.
"""

from __future__ import annotations

import json
import sys
import threading
import traceback
from collections.abc import Callable, Mapping
from http import HTTPStatus
from types import MappingProxyType
from typing import Any

from boardgen.errors import BoardRejected, ParameterError
from boardgen.preview import play_games
from boardgen.preview.play_games import GameInPlay, GameNotFound, GamesInPlay, TableFull
from boardgen.preview.renders import RETRY_AFTER
from boardgen.preview.replies import Reply, text

PLAYING = 2
"""Games replayed at once: one a core of a small machine."""
WAIT_SECONDS = 10.0
"""How long a request waits for its turn before it is answered 503."""

START_KEYS = ("game", "game-text", "players", "teams", "variant", "seats", "seed")


def _changed(change: Callable[[GameInPlay, Mapping[str, Any]], Any]) -> Callable[[GamesInPlay, Mapping[str, Any]], dict]:
    """A route that changes one game under its lock and answers its state."""
    def route(games: GamesInPlay, request: Mapping[str, Any]) -> dict:
        game = games.get(request.get("id"))
        with game.lock:
            change(game, request)
            return play_games.state(game)
    return route


def _saved(games: GamesInPlay, request: Mapping[str, Any]) -> dict:
    game = games.get(request.get("id"))
    with game.lock:
        return play_games.save(game)


ROUTES: Mapping[str, tuple[tuple[str, ...], Callable[[GamesInPlay, Mapping[str, Any]], dict]]] = MappingProxyType({
    "/api/play/start": (START_KEYS, lambda games, r: play_games.state(play_games.start(games, r))),
    "/api/play/load": (("position", "game-text", "seats"), lambda games, r: play_games.state(play_games.load(games, r))),
    "/api/play/state": (("id",), _changed(lambda game, r: None)),
    "/api/play/throw": (("id",), _changed(lambda game, r: play_games.throw(game))),
    "/api/play/move": (("id", "seat", "move"), _changed(play_games.move)),
    "/api/play/engine": (("id", "moves"), _changed(play_games.engine_move)),
    "/api/play/undo": (("id", "to"), _changed(play_games.undo)),
    "/api/play/save": (("id",), _saved),
})
"""Each route's keys and what it does; every answer is the game's state but ``save``'s, the
position file."""


class Playing:
    """The games of one server and the turns its requests take to play them."""

    def __init__(self) -> None:
        self.games = GamesInPlay()
        self._turns = threading.BoundedSemaphore(PLAYING)

    def answer(self, path: str, body: bytes) -> Reply:
        keys, route = ROUTES[path]
        try:
            request = _request(body, keys)
            if not self._turns.acquire(timeout=WAIT_SECONDS):
                return text(HTTPStatus.SERVICE_UNAVAILABLE, f"busy: every game player is taken; try again in "
                            f"{RETRY_AFTER} s", (("Retry-After", str(RETRY_AFTER)),))
            try:
                answer = route(self.games, request)
            finally:
                self._turns.release()
        except (ParameterError, BoardRejected) as error:
            return text(HTTPStatus.BAD_REQUEST, str(error).splitlines()[0])
        except GameNotFound as error:
            return text(HTTPStatus.NOT_FOUND, str(error))
        except TableFull as error:
            return text(HTTPStatus.SERVICE_UNAVAILABLE, str(error))
        except Exception as error:  # a bug: one line, keep serving, keep the trace
            traceback.print_exc(file=sys.stderr)
            return text(HTTPStatus.INTERNAL_SERVER_ERROR, f"boardgen failed: {type(error).__name__}: {error}")
        return Reply(HTTPStatus.OK, "application/json", json.dumps(answer).encode())


def _request(body: bytes, keys: tuple[str, ...]) -> Mapping[str, Any]:
    """The body as a JSON object holding only ``keys``, each at most once."""
    try:
        pairs: list[list[tuple[str, Any]]] = []
        data = json.loads(body.decode("utf-8"), object_pairs_hook=lambda found: pairs.append(found) or dict(found))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ParameterError("request", "a JSON object in UTF-8") from None
    if not isinstance(data, dict):
        raise ParameterError("request", "a JSON object", type(data).__name__)
    for found in pairs:
        names = [name for name, _ in found]
        for name in names:
            if names.count(name) > 1:
                raise ParameterError(name, "given once")
    for name in data:
        if name not in keys:
            raise ParameterError(name, "not a key here; this request takes " + ", ".join(keys))
    return data
