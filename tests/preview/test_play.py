"""The Play tab's server side: games kept in memory, played through the engines' own loops, every
tampered request refused in one line with the game left as it was, and every position the log
shows read back by ``rules moves`` with the same legal moves."""

from __future__ import annotations

import http.client
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.paths import REPO
from boardgen.games.rules_registry import ENGINES
from boardgen.preview import play_games
from boardgen.preview.heads import BODY_BYTES, Head, HeadRefused
from boardgen.preview.origins import OTHER_SITES
from boardgen.preview.play_games import GamesInPlay, TableFull
from boardgen.preview.play_routes import ROUTES
from boardgen.preview.play_script import LAID_DOWN_TEXT, PERSON, Pending, Script
from tests.support.preview import running_server

EXAMPLE = REPO / "examples" / "round-race.toml"
SAYS = {"forward": "{} forward", "backward": "{} backward", "enter": "out of", "swap": "swap", "split": "split"}
"""What the booklet's sentence for a card says for each action of a Tock move (``7, split 7``)."""


@pytest.fixture(scope="module")
def server():
    with running_server() as running:
        yield running


def post(server, path: str, body: object, raw: bytes | None = None) -> tuple[int, bytes]:
    """Status and body of a POST of ``body`` as JSON (or ``raw`` bytes as they are)."""
    connection = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=60)
    data = raw if raw is not None else json.dumps(body).encode()
    connection.request("POST", path, data, {"Content-Type": "application/json",
                                             "Origin": server.url.rstrip("/")})
    reply = connection.getresponse()
    answer = reply.status, reply.read()
    connection.close()
    return answer


def ok(server, path: str, body: object) -> dict:
    status, answer = post(server, path, body)
    assert status == 200, answer
    return json.loads(answer)


def one_line(answer: bytes) -> str:
    lines = answer.decode().splitlines()
    assert len(lines) == 1 and "Traceback" not in lines[0]
    return lines[0]


def person_ludo(server) -> dict:
    """A four-person Ludo game whose first throw has been thrown, with a move to play."""
    state = ok(server, "/api/play/start", {"game": "ludo", "seed": 3, "seats": [PERSON] * 4})
    for _ in range(200):  # a lost throw passes the turn: throw until a throw has moves
        state = ok(server, "/api/play/throw", {"id": state["id"]})
        if state["toMove"]["moves"]:
            return state
    raise AssertionError("no throw with a move in 200 throws")


def test_a_person_throws_then_moves_and_the_next_seat_plays_on(server):
    state = ok(server, "/api/play/start", {"game": "ludo", "seed": 3, "seats": [PERSON] * 4})
    assert state["dice"] and state["toMove"]["throw"] is None and state["toMove"]["moves"] == []
    status, answer = post(server, "/api/play/move", {"id": state["id"], "move": 0})
    assert status == 400 and "throw first" in one_line(answer)
    state = person_ludo(server)
    move = state["toMove"]["moves"][0]
    after = ok(server, "/api/play/move", {"id": state["id"], "move": move})
    assert after["log"][-1]["text"] == move and after["pegs"] == state["toMove"]["results"][0]
    nxt = after["toMove"]
    if not nxt["thrown"]:
        after = ok(server, "/api/play/throw", {"id": state["id"]})
    if after["toMove"]["moves"]:  # the move after it plays too
        again = ok(server, "/api/play/move", {"id": state["id"], "move": 0})
        assert len(again["log"]) == len(after["log"]) + 1


@pytest.mark.parametrize("tamper, words", [
    ({"move": 999}, "move: one of the"),
    ({"move": "6: red start -> home:4"}, "move: one of the"),
    ({"move": True}, "move: one of the"),
    ({"seat": 9, "move": 0}, "seat: "),
    ({"seat": "next", "move": 0}, "seat: "),
    ({"id": "no-such-game", "move": 0}, "id: no game"),
    ({"colour": "red"}, "colour: not a key here"),
])
def test_a_tampered_move_is_refused_in_one_line_and_the_game_is_unchanged(server, tamper, words):
    state = person_ludo(server)
    if tamper.get("seat") == "next":  # a seat of the table, not the one to move
        tamper = {**tamper, "seat": (state["toMove"]["seat"] + 1) % 4}
    status, answer = post(server, "/api/play/move", {"id": state["id"], **tamper})
    assert status in (400, 404) and one_line(answer).startswith(words)
    assert ok(server, "/api/play/state", {"id": state["id"]}) == state
    played = ok(server, "/api/play/move", {"id": state["id"], "move": 0})  # and the game plays on
    assert len(played["log"]) == 1


def test_a_body_over_the_limit_is_413_in_one_line_and_the_game_is_unchanged(server):
    state = person_ludo(server)
    huge = json.dumps({"id": state["id"], "move": 0, "pad": "x" * BODY_BYTES}).encode()
    status, answer = post(server, "/api/play/move", None, huge)
    assert status == 413 and one_line(answer).startswith("request: a body of at most")
    assert ok(server, "/api/play/state", {"id": state["id"]}) == state


@pytest.mark.parametrize("raw, words", [
    (b"[1, 2]", "request: a JSON object"),
    (b"{\"id\": 1, \"id\": 2}", "id: given once"),
    (b"\xff\xfe", "request: a JSON object in UTF-8"),
    (b"[" * 60000, "request: a JSON object"),
], ids=["list", "key-twice", "not-utf8", "deep"])
def test_a_body_that_is_no_request_is_400_in_one_line(server, raw, words):
    status, answer = post(server, "/api/play/state", None, raw)
    assert status == 400 and one_line(answer).startswith(words)


@pytest.mark.parametrize("start, words", [
    ({"game": "ludo", "seats": [PERSON] * 3}, "seats: one player kind a seat, 4 in all"),
    ({"game": "ludo", "seats": ["smart"] * 4}, "seats: each one of person, random, greedy"),
    ({"game": "ludo", "players": 99}, "players: a whole number from 1 to 16"),
    ({"game": "chess"}, "game: "),
    ({"game": "track", "game-text": "[board]\nshape = 7"}, "--game-text"),
])
def test_a_game_that_cannot_be_played_is_refused_in_one_line(server, start, words):
    status, answer = post(server, "/api/play/start", start)
    assert status == 400 and words in one_line(answer)


def test_an_engine_move_on_a_persons_turn_and_a_person_move_on_an_engines_are_refused(server):
    state = ok(server, "/api/play/start", {"game": "tock", "seed": 1, "seats": [PERSON, "greedy"] * 2})
    assert len(state["toMove"]["hand"]) == 5 and state["toMove"]["deck"] == 52 - 4 * 5  # the first deal's left
    status, answer = post(server, "/api/play/engine", {"id": state["id"]})
    assert status == 400 and "seat 0 is a person's" in one_line(answer)
    played = ok(server, "/api/play/move", {"id": state["id"], "move": 0})
    assert played["toMove"]["seat"] == 1 and played["toMove"]["kind"] == "greedy"
    status, answer = post(server, "/api/play/move", {"id": state["id"], "move": 0})
    assert status == 400 and "played by the greedy engine" in one_line(answer)
    moved = ok(server, "/api/play/engine", {"id": state["id"]})
    assert len(moved["log"]) == 2 and moved["log"][1]["by"] == "greedy"


def test_each_card_move_in_the_log_carries_its_cards_rule_in_the_booklets_words(server):
    state = ok(server, "/api/play/start", {"game": "tock", "seed": 1, "seats": "greedy"})
    later = ok(server, "/api/play/engine", {"id": state["id"], "moves": 80})
    assert len(later["log"]) == 80
    for entry in later["log"]:  # "7, split 7: ..." by the chart's "... split the 7 between two."
        verb, *count = entry["text"].split(":")[0].split(", ")[1].split()
        assert SAYS[verb].format(*count[:1]) in entry["rule"].lower(), entry
    ludo = ok(server, "/api/play/engine", {"id": ok(server, "/api/play/start", {"game": "ludo", "seats": "greedy"})["id"]})
    assert ludo["log"][0]["rule"] is None  # a dice game's moves have no card chart


def test_undo_goes_back_to_the_position_before_the_move_and_save_writes_it(server):
    state = ok(server, "/api/play/start", {"game": "tock", "seed": 5, "seats": ["greedy"] * 4})
    first = state["toMove"]
    later = ok(server, "/api/play/engine", {"id": state["id"], "moves": 6})
    assert len(later["log"]) == 6
    back = ok(server, "/api/play/undo", {"id": state["id"], "to": 0})
    assert back["log"] == [] and back["toMove"] == first
    status, answer = post(server, "/api/play/undo", {"id": state["id"], "to": 7})
    assert status == 400 and one_line(answer).startswith("to: a move number from 0 to 0")
    saved = ok(server, "/api/play/save", {"id": state["id"]})
    loaded = ok(server, "/api/play/load", {"position": json.dumps(saved)})
    assert loaded["toMove"]["moves"] == first["moves"]
    done = ok(server, "/api/play/move", {"id": loaded["id"], "move": 0})
    assert done["over"] is not None and done["pegs"] == loaded["toMove"]["results"][0]


def test_games_past_the_cap_are_refused_in_one_line():
    games = GamesInPlay(most=2)
    for _ in range(2):
        play_games.start(games, {"game": "ludo", "seed": 1})
    with pytest.raises(TableFull, match="^play: 2 games are in progress"):
        play_games.start(games, {"game": "ludo", "seed": 1})


def test_games_are_forgotten_after_their_age():
    games = GamesInPlay(seconds=0.0)
    game = play_games.start(games, {"game": "ludo", "seed": 1})
    with pytest.raises(play_games.GameNotFound, match="^id: no game"):
        games.get(game.id)


SEATS = ("greedy", "random", "greedy", "random", "greedy", "random")


@pytest.mark.parametrize("name", [*ENGINES, "round-race"])
def test_whole_games_of_engine_seats_finish_and_every_logged_position_reads_back(name):
    text = EXAMPLE.read_text() if name == "round-race" else ""
    engine, _title = play_games.engine_of("track" if text else name, text)
    players = engine.facts.default_players
    kinds = ("smart", "random", "greedy", "smart") if name == "pegs-and-jokers" else SEATS[:players]
    game = play_games.start(GamesInPlay(), {"game": "track" if text else name, "game-text": text, "seed": 11,
                                       "seats": list(kinds[:players])})
    play_games.engine_move(game, {"moves": play_games.MOST_MOVES})
    state = play_games.state(game)
    assert state["over"]["finished"] and state["over"]["winner"], state["over"]
    assert len(state["log"]) > 20
    assert read_back(engine, game) >= len(game.made) // 3  # a two-dice throw half played is no file


def read_back(engine, game) -> int:
    """Each logged position the file can hold read by ``rules moves``' own code: the same legal
    moves, in the same order, as the game offered there; how many were read."""
    checked = 0
    for made in game.made:
        if not made.choice.exact:
            continue
        answer = engine.moves(engine.parse_position(json.dumps(made.choice.position)), None)
        listed = list(dict.fromkeys(move["text"] for move in answer["moves"]))
        assert listed == list(made.choice.moves), made.choice.position
        checked += 1
    return checked


def test_an_engine_that_lays_a_card_down_is_replayed_laying_it_down():
    def choose(script: Script):
        return script.choose(0, ["a", "b"], str, lambda: {"pegs": [["start"]]}, lambda rng: None, lambda move: move)

    first = Script(("mcts",), 1, [], advance=1)
    assert choose(first) is None and first.made[0].text == LAID_DOWN_TEXT
    again = Script(("mcts",), 1, first.made)
    assert choose(again) is None and again.count == 1  # replayed: no new choice asked


def test_an_engines_move_is_recorded_and_replayed_without_asking_it_again():
    asked = []

    def choose(script: Script):
        return script.choose(0, ["x", "y", "y"], str, lambda: {"pegs": []}, lambda rng: asked.append(1) or "y",
                             lambda move: move)

    first = Script(("greedy",), 1, [], advance=1)
    assert choose(first) == "y" and first.made[0].index == 1 and first.made[0].choice.moves == ("x", "y")
    assert choose(Script(("greedy",), 1, first.made)) == "y" and asked == [1]
    with pytest.raises(Pending) as stopped:  # no engine move asked for: the replay stops there
        choose(Script(("greedy",), 1, []))
    assert stopped.value.choice.moves == ("x", "y")


@pytest.mark.parametrize("chunks, whole", [
    ([b"POST /api/play/state HTTP/1.1\r\nContent-Length: 9\r\n\r\n{\"id\"", b": 1}"],
     b"POST /api/play/state HTTP/1.1\r\nContent-Length: 9\r\n\r\n{\"id\": 1}"),
    ([b"POST / HTTP/1.1\r\ncontent-length: 2\r\n\r\n", b"{}and more"], b"POST / HTTP/1.1\r\ncontent-length: 2\r\n\r\n{}"),
    ([b"GET / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"], b"GET / HTTP/1.1\r\nContent-Length: 5\r\n\r\n"),
])
def test_a_posts_body_is_gathered_with_its_head_and_a_gets_dropped(chunks, whole):
    head = Head(("127.0.0.1", 1))
    *before, last = chunks
    assert all(head.take(chunk) is None for chunk in before)
    assert head.take(last) == whole


@pytest.mark.parametrize("head, status", [
    (b"POST / HTTP/1.1\r\n\r\n", 411),
    (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 411),
    (b"POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n", 411),
    (b"POST / HTTP/1.1\r\nContent-Length: -2\r\n\r\n", 411),
    (b"POST / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n", 413),
])
def test_a_post_without_one_plain_length_in_bounds_is_refused(head, status):
    with pytest.raises(HeadRefused) as refused:
        Head(("127.0.0.1", 1)).take(head)
    assert refused.value.reply.status == status


def test_a_body_never_holds_more_than_its_length():
    head = Head(("127.0.0.1", 1))
    assert head.take(b"POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n") is None
    assert head.room() == 10


def test_a_play_request_from_another_site_is_403_and_the_game_unchanged(server):
    state = person_ludo(server)
    connection = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=30)
    connection.request("POST", "/api/play/move", json.dumps({"id": state["id"], "move": 0}),
                       {"Content-Type": "application/json", "Origin": "http://elsewhere.example"})
    reply = connection.getresponse()
    assert reply.status == 403 and one_line(reply.read()) == OTHER_SITES
    connection.close()
    assert ok(server, "/api/play/state", {"id": state["id"]}) == state


@pytest.mark.parametrize("path, status", [("/api/preview", 405), ("/", 405), ("/api/play/nothing", 404)])
def test_a_post_to_a_path_of_the_page_is_405_and_elsewhere_404_in_one_line(server, path, status):
    got, answer = post(server, path, {})
    assert got == status and one_line(answer)


def test_a_loaded_position_is_read_by_its_own_game_whatever_description_the_form_holds(server):
    pasted = EXAMPLE.read_text()
    own = ok(server, "/api/play/start", {"game": "track", "game-text": pasted, "seed": 2, "seats": "greedy"})
    saved = ok(server, "/api/play/save", {"id": own["id"]})
    loaded = ok(server, "/api/play/load", {"position": json.dumps(saved), "game-text": pasted})
    assert loaded["game"] == saved["game"] and loaded["toMove"]["moves"] == own["toMove"]["moves"]
    example = (EXAMPLE.parent / "pegs-and-jokers-position.json").read_text()
    theirs = ok(server, "/api/play/load", {"position": example, "game-text": pasted})
    engine, _ = play_games.engine_of("pegs-and-jokers", "")
    listed = [move["text"] for move in engine.moves(engine.parse_position(example), None)["moves"]]
    assert theirs["game"] == "pegs-and-jokers" and theirs["toMove"]["moves"] == listed
    status, answer = post(server, "/api/play/load", {"position": example.replace('"turn": 0', '"turn": 99')})
    assert status == 400 and one_line(answer).startswith("--position")


JUNK = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(route=st.sampled_from(sorted(ROUTES)), values=st.dictionaries(st.sampled_from(
    ["id", "move", "seat", "to", "moves", "game", "players", "seats", "variant", "teams", "seed", "position"]),
    JUNK, max_size=4))
def test_any_junk_in_a_play_request_is_one_line_4xx_never_a_failure(server, route, values):
    kept, server.playing.games = server.playing.games, GamesInPlay()  # a table of its own: 60 games are started
    try:
        state = person_ludo(server)
        body = {"id": state["id"], **values}  # the game's own id unless the junk brings one
        status, answer = post(server, route, body)
        assert status in (200, 400, 404) and (status == 200 or one_line(answer))
        if route not in ("/api/play/start", "/api/play/load") and status != 200:
            assert ok(server, "/api/play/state", {"id": state["id"]}) == state
    finally:
        server.playing.games = kept


def test_a_loaded_dice_position_plays_on_from_its_throw_to_the_end(server):
    text = (EXAMPLE.parent / "ludo-position.json").read_text()
    engine, _ = play_games.engine_of("ludo", "")
    listed = [move["text"] for move in engine.moves(engine.parse_position(text), None)["moves"]]
    loaded = ok(server, "/api/play/load", {"position": text})
    assert loaded["toMove"]["thrown"] and loaded["toMove"]["throw"] == [6] and loaded["toMove"]["moves"] == listed
    assert loaded["kinds"] == [PERSON] * 4
    played = ok(server, "/api/play/move", {"id": loaded["id"], "move": 1})
    assert played["log"][0]["text"] == listed[1] and played["pegs"] == loaded["toMove"]["results"][1]
    on = ok(server, "/api/play/load", {"position": text, "seats": "greedy"})
    done = ok(server, "/api/play/engine", {"id": on["id"], "moves": play_games.MOST_MOVES})
    assert done["over"]["finished"] and done["log"][0]["text"] in listed and len(done["log"]) > 20
