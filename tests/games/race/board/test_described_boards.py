"""Pegs and Jokers' and Fast Track's boards compiled by the track engine from their
``board.toml``: each file meets the published board schema, and for every table the engine's
topology holds every hole in the role the rule sheets give it (a side's corner, in-spot and
come-out; a fast-track space, home entry, pen exit and the bull's eye), as the game's own
topology, which the rules engines read, names them."""

from __future__ import annotations

import math
import tomllib
from importlib.resources import files

import jsonschema
import pytest

from boardgen.errors import ParameterError
from boardgen.games.fast_track.board import geometry as fast_track_geometry
from boardgen.games.fast_track.board import topology as fast_track
from boardgen.games.pegs_and_jokers.board import geometry as pegs_and_jokers_geometry
from boardgen.games.pegs_and_jokers.board import topology as pegs_and_jokers
from boardgen.games.race.description.board_keys import read_board
from boardgen.games.race.board.geometry import layout
from boardgen.games.race.description.loading import from_mapping
from boardgen.games.race.board.topology import CENTRE, RaceTopology
from tests.support.games.track_schemas import schema

def board_schema() -> jsonschema.Draft202012Validator:
    return schema("board")


@pytest.mark.parametrize("game", [pegs_and_jokers, fast_track])
def test_each_board_file_meets_the_board_schema(game):
    document = tomllib.loads((files(game.__package__.removesuffix(".board")) / "board.toml").read_text(encoding="utf-8"))
    board_schema().validate(document)
    assert game.BOARD.name == document["name"]


def test_the_board_schema_refuses_a_rules_key_and_a_table_past_the_colours():
    document = tomllib.loads((files(pegs_and_jokers.__package__.removesuffix(".board")) / "board.toml").read_text(encoding="utf-8"))
    for broken in ({**document, "movement": {"source": "cards"}}, {**document, "players": [13]}):
        with pytest.raises(jsonschema.ValidationError):
            board_schema().validate(broken)


@pytest.mark.parametrize("players", range(3, 13))
def test_pegs_and_jokers_holes_are_the_engines_role_by_role(players):
    engine = RaceTopology(pegs_and_jokers.BOARD, players)
    game = pegs_and_jokers.PegsTopology(players)
    assert engine.track_length == game.track_length == 18 * players
    assert engine.hole_count == game.hole_count == 28 * players  # 18 track, 5 start and 5 home holes a side
    assert engine.holes_per_seat == game.holes_per_seat == 28
    assert not engine.has_centre and not engine.routes
    for k, (compiled, seat) in enumerate(zip(engine.seats, game.seats, strict=True)):
        assert (seat.seat, seat.color) == (compiled.seat, compiled.color) == (k, pegs_and_jokers.COLORS[k])
        assert seat.corner == compiled.side == 18 * k
        assert seat.in_spot == compiled.exit == 18 * k + 3
        assert seat.come_out == compiled.entry == 18 * k + 8
    assert {engine.role(i) for i in range(engine.track_length)} == {"track"}


@pytest.mark.parametrize("players", range(4, 9))
def test_fast_track_spaces_are_the_engines_role_by_role(players):
    engine = RaceTopology(fast_track.BOARD, players)
    game = fast_track.FastTrackTopology(players)
    corners = tuple(14 * k for k in range(players))
    assert engine.track_length == game.track_length == 14 * players
    assert engine.hole_count == game.compiled.hole_count == 22 * players + 1  # 14 track, 4 pen, 4 home; the bull's eye
    assert engine.has_centre
    assert game.fast_track == engine.shortcut_spaces == corners
    hops = {(c, corners[(k + 1) % players]) for k, c in enumerate(corners)}
    assert set(engine.routes) == hops | {(c, CENTRE) for c in corners} | {(CENTRE, c) for c in corners}
    for k, (compiled, seat) in enumerate(zip(engine.seats, game.seats, strict=True)):
        assert (seat.seat, seat.color) == (compiled.seat, compiled.color) == (k, fast_track.COLORS[k])
        assert seat.fast_track == compiled.side == 14 * k
        assert seat.home_entry == compiled.exit == 14 * k + 7
        assert seat.exit == compiled.entry == 14 * k + 8
    assert [i for i in range(engine.track_length) if engine.role(i) == "shortcut"] == list(corners)


@pytest.mark.parametrize("players", range(4, 13))
def test_pegs_and_jokers_track_is_the_engines_polygon_to_the_bit(players):
    drawn = pegs_and_jokers_geometry.layout(pegs_and_jokers.PegsTopology(players), 25.4)  # home rows straight in
    compiled = layout(RaceTopology(pegs_and_jokers.BOARD, players), 25.4)
    assert drawn.track == compiled.track
    assert drawn.corners == compiled.outline
    homes = [(a, b) for mine, its in zip(drawn.seats, compiled.seats, strict=True)
             for a, b in zip(mine.home, its.home, strict=True)]
    assert len(homes) == 5 * players and max(math.dist(a, b) for a, b in homes) < 1e-9


@pytest.mark.parametrize("players", [4, 5, 6])
def test_fast_track_main_track_and_home_rows_are_the_engines_cross_turned_half_round(players):
    """The engine's cross puts seat 0's arm at the top, Fast Track's at the bottom; with 7 or 8
    arms the engine refuses the board (its neighbours of a fast-track space are under a pitch
    apart, which Fast Track's own checks allow)."""
    drawn = fast_track_geometry.layout(fast_track.FastTrackTopology(players), 25.4)
    compiled = layout(RaceTopology(fast_track.BOARD, players), 25.4)

    def turned(p):
        return (-p[0], -p[1])

    pairs = [*zip(drawn.track, compiled.track, strict=True),
             *((a, b) for mine, its in zip(drawn.seats, compiled.seats, strict=True)
               for a, b in zip(mine.home, its.home, strict=True))]
    assert len(pairs) == 18 * players and max(math.dist(a, turned(b)) for a, b in pairs) < 1e-9


@pytest.mark.parametrize(("game", "topology", "players"), [
    (pegs_and_jokers, pegs_and_jokers.PegsTopology, 13), (pegs_and_jokers, pegs_and_jokers.PegsTopology, 2),
    (fast_track, fast_track.FastTrackTopology, 3)])
def test_a_table_the_board_is_not_made_for_is_refused_in_one_line(game, topology, players):
    with pytest.raises(ParameterError, match=rf"^--players: one of .* for {game.BOARD.title} \(got {players}\)$"):
        topology(players)


def test_a_board_file_with_a_rules_key_is_refused_naming_it(tmp_path):
    path = tmp_path / "board.toml"
    text = (files(fast_track.__package__.removesuffix(".board")) / "board.toml").read_text(encoding="utf-8")
    path.write_text("rules = { bump = \"none\" }\n" + text, encoding="utf-8")
    with pytest.raises(ParameterError, match=r"^board.toml rules: not a key here; the keys are name, title, "):
        read_board(path)


def mensch(sides_begin: str) -> dict:
    data = tomllib.loads((files("boardgen.games.library") / "mensch.toml").read_text(encoding="utf-8"))
    if sides_begin == "corner":  # the same board, each side counted from the corner before its arm
        data["board"]["sides_begin"] = "corner"
        data["home"]["leaves_at"] += 1
        data["start"]["enters_at"] += 1
    return data


def test_sides_beginning_at_the_corner_number_the_same_holes_one_on():
    by_arm = layout(RaceTopology(from_mapping(mensch("arm"), "mensch.toml"), 4), 25.4)
    by_corner = layout(RaceTopology(from_mapping(mensch("corner"), "mensch.toml"), 4), 25.4)
    count = len(by_arm.track)
    assert count == len(by_corner.track) == 40
    for i, hole in enumerate(by_corner.track):
        assert math.dist(hole, by_arm.track[(i - 1) % count]) < 1e-9
    for arm, corner in zip(by_arm.seats, by_corner.seats, strict=True):
        assert max(math.dist(a, b) for a, b in zip((*arm.start, *arm.home), (*corner.start, *corner.home))) < 1e-9


@pytest.mark.parametrize(("where", "broken", "allowed"), [
    ("board.sides_begin", lambda d: d["board"].update(inner_corner="cut", sides_begin="corner"),
     "only on a cross with square inner corners"),
    ("home.leaves_at", lambda d: d["home"].update(leaves_at=4), "5 on this cross: the middle of the arm's end"),
])
def test_sides_begin_is_refused_where_it_cannot_hold(where, broken, allowed):
    data = mensch("corner")
    broken(data)
    with pytest.raises(ParameterError, match=rf"^mensch.toml {where}: {allowed}"):
        from_mapping(data, "mensch.toml")
