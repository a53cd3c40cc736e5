"""Track-game descriptions: every shipped one (and the example a user would copy) meets the
published JSON Schema, and each kind of broken or contradictory description is refused in one
line that names the key, what is allowed and what was given."""

from __future__ import annotations

import copy
import json
import re
import tomllib
from importlib.resources import files

import jsonschema
import pytest

from boardgen.errors import ParameterError
from boardgen.games.race.description.model import Action
from boardgen.games.race.board.geometry import layout
from boardgen.games.race.description.library import SHIPPED, shipped
from boardgen.games.race.description.loading import from_mapping, read_description
from boardgen.games.race.board.topology import RaceTopology
from tests.support.paths import REPO

EXAMPLE = REPO / "examples" / "round-race.toml"
DESCRIPTIONS = files("boardgen.games.library")


def schema() -> dict:
    return json.loads((files("boardgen.games.race.description") / "description.schema.json").read_text(encoding="utf-8"))


def document(name: str) -> dict:
    return tomllib.loads((DESCRIPTIONS / f"{name}.toml").read_text(encoding="utf-8"))


def test_every_shipped_description_is_in_the_package_list():
    assert sorted(p.name for p in DESCRIPTIONS.iterdir() if p.name.endswith(".toml")) == sorted(
        f"{name}.toml" for name in SHIPPED)


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_descriptions_meet_the_schema_and_load(name):
    jsonschema.Draft202012Validator(schema()).validate(document(name))
    assert shipped(name).name == name


def test_the_example_meets_the_schema_and_loads():
    jsonschema.Draft202012Validator(schema()).validate(tomllib.loads(EXAMPLE.read_text(encoding="utf-8")))
    assert read_description(EXAMPLE).shape.kind == "circle"


@pytest.mark.parametrize("broken", [
    lambda d: d["board"].update(shape="hexagon"),
    lambda d: d["movement"].update(enter_on=[]),
    lambda d: d["track"].update(safe=[-1]),
    lambda d: d.update(colors=["red", "mauve"]),
    lambda d: d.update(extra=1),
    lambda d: d["movement"].update(third_in_a_row="again"),
    lambda d: d["rules"].update(clear_entry="yes"),
])
def test_the_schema_refuses_what_the_loader_refuses(broken):
    data = document("ludo")
    broken(data)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft202012Validator(schema()).validate(data)
    with pytest.raises(ParameterError):
        from_mapping(data, "ludo.toml")


def test_the_card_table_is_kept_in_the_model():
    tock = shipped("tock")
    cards = {card.rank: card.actions for card in tock.movement.cards}
    assert cards["7"] == (Action("split", 7),)
    assert cards["4"] == (Action("backward", 4),)
    assert cards["A"] == (Action("enter"), Action("forward", 1))
    assert cards["J"] == (Action("swap"),)
    assert tock.rules.teams == "opposite"
    assert {str(a) for c in shipped("slide-race").movement.cards for a in c.actions} >= {
        "bump-from-start", "extra-turn", "backward 1", "swap"}
    assert shipped("blockade-cross").rules.blockades and shipped("blockade-cross").movement.dice == 2


REFUSALS = [
    ("ludo", lambda d: d["start"].update(enters_at=0), "start.enters_at, home.leaves_at",
     "these give a trip of 7 of 52 spaces, under half the track"),
    ("tock", lambda d: d["start"].update(enters_at=2), "start.enters_at, home.leaves_at", "a trip of 5 of 72 spaces"),
    ("ludo", lambda d: d.update(pitch=25), "pitch", "a length with a unit such as '25mm' or '1in' (got 25)"),
    ("ludo", lambda d: d.update(pitch="25 furlongs"), "pitch", "a length with a unit such as '25mm'"),
    ("ludo", lambda d: d["board"].update(shape="hexagon"), "board.shape", "one of \"polygon\""),
    ("ludo", lambda d: d.update(colors=["red", "mauve", "yellow", "blue", "orange", "purple"]), "colors[1]",
     "one of red"),
    ("ludo", lambda d: d.update(colors=["red", "green", "yellow", "blue"]), "colors", "6 different colours"),
    ("ludo", lambda d: d["track"].update(per_side=12), "track.per_side", "the track does not close"),
    ("mensch", lambda d: d["track"].update(per_side=11), "track.per_side", "an even number"),
    ("tock", lambda d: d["home"].update(leaves_at=18), "home.leaves_at", "from 0 to 17"),
    ("ludo", lambda d: d["home"].update(leaves_at=5), "home.leaves_at", "the middle of the arm's end"),
    ("tock", lambda d: d["start"].update(enters_at=-1), "start.enters_at", "from 0 to 17"),
    ("ludo", lambda d: d["track"].update(safe=[3, 13]), "track.safe[1]", "from 0 to 12"),
    ("slide-race", lambda d: d["track"]["slides"].append({"at": 12, "length": 5}), "track.slides[2].length",
     "from 1 to 2"),
    ("shortcut-marbles", lambda d: d["track"]["shortcuts"][0].update(to={"side": 1, "at": 14}),
     "track.shortcuts[0].to.at", "from 0 to 13"),
    ("ludo", lambda d: d["track"].update(shortcuts=[{"from": 3, "to": "centre"}]), "track.shortcuts[0].to",
     "board.centre = true"),
    ("tock", lambda d: d["movement"]["cards"].update({"7": ["sideways 3"]}), "movement.cards.7[0]",
     "forward N"),
    ("tock", lambda d: d["movement"]["cards"].update({"7": ["forward"]}), "movement.cards.7[0]", "forward N"),
    ("tock", lambda d: d["movement"]["cards"].update(A=["forward 1"], K=["forward 13"]), "movement.cards",
     "brings a piece out of start"),
    ("ludo", lambda d: d["movement"].update(cards={"A": ["enter"]}), "movement.cards", "source = \"dice\""),
    ("ludo", lambda d: d["movement"].update(enter_on=[7]), "movement.enter_on[0]", "from 1 to 6"),
    ("tock", lambda d: d.update(players=[4, 5]), "rules.teams", "every player count is even"),
    ("ludo", lambda d: d["track"].update(spaces=3), "track.spaces", "the keys are per_side"),
    ("ludo", lambda d: d["start"].pop("enters_at"), "start.enters_at", "required"),
    ("ludo", lambda d: d.update(name="My Game"), "name", "lower-case letters"),
    ("ludo", lambda d: d.update(players=[4, 4]), "players", "each player count once"),
    ("tock", lambda d: d.update(players=[3]), "players[0]", "from 4 to 8"),
    ("ludo", lambda d: d["board"].update(centre="yes"), "board.centre", "true or false"),
    ("ludo", lambda d: d["track"].update(safe=[3, 3]), "track.safe", "each space once"),
    ("shortcut-marbles", lambda d: d["track"]["shortcuts"][0].update(to={"side": 0, "at": 13}),
     "track.shortcuts[0].to", "a space other than the one the shortcut leaves"),
    ("shortcut-marbles", lambda d: d["track"]["shortcuts"][0].update(to={"side": 4, "at": 13}),
     "track.shortcuts[0].to.side", "from 0 to 3"),
    ("slide-race", lambda d: d["rules"].update(bump="none"), "movement.cards.Bump[0]", "nothing may be bumped"),
    ("blockade-cross", lambda d: d.update(pieces=1), "rules.blockades", "a blockade is two"),
    ("tock", lambda d: d["board"].update(inner_corner="cut"), "board.inner_corner", "only on a cross"),
    ("slide-race", lambda d: d["movement"]["deck"].update(Z=3), "movement.deck.Z", "the keys are 1, 2, 3"),
    ("tock", lambda d: d["movement"]["deck"].update(A=0), "movement.deck.A", "a whole number from 1 to 20"),
    ("tock", lambda d: d["movement"]["deck"].pop("K"), "movement.deck.K", "required"),
    ("slide-race", lambda d: d["movement"].pop("deck"), "movement.deck", "required"),
    ("tock", lambda d: d["movement"].update(deals=[5, 0]), "movement.deals[1]", "a whole number from 1 to 13"),
    ("ludo", lambda d: d["movement"].update(deals=[5]), "movement.deals", "source = \"dice\""),
    ("ludo", lambda d: d["home"].update(goal="past-row"), "home.goal", "past-row is played with cards only"),
    ("slide-race", lambda d: d["home"].update(goal="beyond"), "home.goal", '"row", "past-row"'),
    ("tock", lambda d: d["rules"].update(start_guard="yes"), "rules.start_guard", "true or false"),
    ("tock", lambda d: d["rules"].update(must_enter=True), "rules.must_enter", "left out in a card game"),
    ("tock", lambda d: d["movement"].update(throws_when_stuck=3), "movement.throws_when_stuck",
     "only with source = \"dice\""),
    ("ludo", lambda d: d["home"].update(go_round="always"), "home.go_round", "going round again is played with cards"),
    ("tock", lambda d: d["home"].update(go_round=True), "home.go_round", '"never", "always", "last-resort"'),
    ("ludo", lambda d: d["rules"].update(pass_own="backward"), "rules.pass_own", "always or never in a dice game"),
    ("ludo", lambda d: d["rules"].update(split_to_partner=True), "rules.split_to_partner", "left out in a dice game"),
    ("tock", lambda d: d["rules"].update(partners_move="sometimes"), "rules.partners_move", '"when-home", "always"'),
    ("tock", lambda d: d["rules"].update(idle_start=21), "rules.idle_start", "a whole number from 0 to 20"),
    ("tock", lambda d: d["rules"].update(idle_start=3, idle_start_needs="some"), "rules.idle_start_needs",
     '"nothing", "none-out"'),
    ("tock", lambda d: d["rules"].update(idle_start_needs="none-out"), "rules.idle_start_needs",
     "while rules.idle_start = 0"),
    ("tock", lambda d: d["rules"].update(team_turns=True), "rules.team_turns",
     'unless rules.partners_move = "always"'),
    ("tock", lambda d: d["movement"]["cards"].update({"9": ["split-back"]}), "movement.cards.9[0]", "split-back N"),
    ("tock", lambda d: d["rules"].update(pass_own=False), "rules.pass_own", '"always", "never", "backward"'),
    ("slide-race", lambda d: d["movement"].update(draws="after"), "movement.draws", "only with movement.hand"),
    ("tock", lambda d: d["movement"].update(hand=5), "movement.hand", "left out with movement.deals"),
    ("slide-race", lambda d: d["movement"].update(hand=0), "movement.hand", "a whole number from 1 to 13"),
    ("ludo", lambda d: d["movement"].update(hand=5), "movement.hand", "source = \"dice\""),
    ("slide-race", lambda d: d["movement"].update(exchange=True), "movement.exchange", "without movement.deals"),
    ("tock", lambda d: d["rules"].update(teams="none"), "movement.exchange", "false without partners"),
    ("ludo", lambda d: d["movement"].update(exchange=True), "movement.exchange", "source = \"dice\""),
    ("tock", lambda d: d["rules"].update(split_passing="bump"), "rules.split_passing",
     '"jump", "bump-others", "bump-all"'),
    ("tock", lambda d: d["rules"].update(bump="none"), "rules.split_passing", "nothing may be bumped"),
    ("ludo", lambda d: d["rules"].update(split_passing="bump-all"), "rules.split_passing", "left out in a dice game"),
]


@pytest.mark.parametrize(("name", "broken", "key", "allowed"), REFUSALS)
def test_each_broken_description_is_refused_in_one_line(name, broken, key, allowed):
    data = copy.deepcopy(document(name))
    broken(data)
    with pytest.raises(ParameterError) as refused:
        from_mapping(data, f"{name}.toml")
    line = str(refused.value)
    assert "\n" not in line
    assert line.startswith(f"{name}.toml {key}: ") and allowed in line, line


def test_a_home_row_longer_than_the_board_holds_is_refused():
    data = document("tock")
    data["home"]["length"] = 12
    with pytest.raises(ParameterError, match=r"^tock home.length for 4 players: at most 8 .*\(got 12\)$"):
        layout(RaceTopology(from_mapping(data, "tock.toml"), 4), 30.0)


def test_a_player_count_the_description_does_not_list_is_refused():
    with pytest.raises(ParameterError, match=r"--players: one of 4, 6 for Ludo \(got 5\)"):
        RaceTopology(shipped("ludo"), 5)


def test_a_file_that_is_not_toml_names_the_file(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text("name = \n", encoding="utf-8")
    with pytest.raises(ParameterError, match=r"^--game-file mine.toml: valid TOML"):
        read_description(path)


def test_the_docs_show_the_example_as_it_is():
    docs = (REPO / "docs" / "track-games.md").read_text(encoding="utf-8")
    block = docs.split("```toml\n", 1)[1].split("```", 1)[0]
    assert tomllib.loads(block) == tomllib.loads(EXAMPLE.read_text(encoding="utf-8"))


def test_every_shipped_description_is_a_board_command():
    from boardgen.games.registry import GAMES, game

    for name in SHIPPED:
        assert GAMES[name][0] == "race" and game(name).name == name and game(name).title == shipped(name).title


def test_a_polygon_home_row_from_a_corner_is_mended_as_the_refusal_says_not_by_longer_sides():
    """A pentagon's home row from the corner crowds the track at any side length (the old advice,
    to lengthen track.per_side, never helped); moved one space off the corner, it lays out."""
    data = document("tock")
    data.update(players=[5])
    data["rules"].update(teams="none", split_to_partner=False)
    data["movement"].pop("exchange")
    data["home"]["leaves_at"] = 0
    for per_side in (18, 30):
        data["track"]["per_side"] = per_side
        with pytest.raises(ParameterError, match="move home.leaves_at off the corner"):
            layout(RaceTopology(from_mapping(data, "tock.toml"), 5), 30.0)
    data["home"]["leaves_at"] = 1
    assert len(layout(RaceTopology(from_mapping(data, "tock.toml"), 5), 30.0).track) == 150


@pytest.mark.parametrize(("name", "broken", "refusal"), [
    ("tock", lambda d: d["home"].update(leaves_at=0),
     r"^tock for 4 players: holes a pitch apart at least; track space 1 and red's home row are 0.77 pitches apart: "
     r"move home.leaves_at off the corner to 1 or more: a home row from a corner runs close beside the track round "
     r"the corner, however long track.per_side is$"),
    ("ludo", lambda d: d.update(players=[3], pieces=1) or d["track"].update(per_side=15) or d["start"].update(
        enters_at=8) or d["home"].update(length=1, leaves_at=7),
     r"^ludo start.enters_at: a space within 5 pitches of a corner between two arms, .* \(got 8\)$"),
])
def test_a_description_whose_holes_cannot_be_laid_out_is_refused_by_key(name, broken, refusal):
    data = document(name)
    broken(data)
    description = from_mapping(data, f"{name}.toml")
    with pytest.raises(ParameterError, match=refusal):
        layout(RaceTopology(description, description.players[0]), 25.4)


@pytest.mark.parametrize(("name", "table"), [("ludo", ""), ("ludo", "board"), ("ludo", "track"), ("ludo", "start"),
                                             ("ludo", "home"), ("ludo", "movement"), ("ludo", "rules")])
def test_every_key_a_misspelling_refusal_lists_is_in_the_docs_keys_table(name, table):
    """The refusal of an unknown key lists the keys allowed there; each is one the docs' table
    explains (``movement.exchange`` was listed and not explained)."""
    data = document(name)
    (data.setdefault(table, {}) if table else data)["zzz"] = 1
    with pytest.raises(ParameterError) as refused:
        from_mapping(data, f"{name}.toml")
    listed = str(refused.value).split("the keys are ", 1)[1].split(" (got", 1)[0].split(", ")
    docs = (REPO / "docs" / "track-games.md").read_text(encoding="utf-8")
    rows = docs.split("### Keys", 1)[1].split("###", 1)[0]
    cells = {code for line in rows.splitlines() if line.startswith("| `")
             for code in re.findall(r"`([^`]+)`", line.split("|")[1])}
    for key in listed:
        if key in ("board", "track", "start", "home", "movement", "rules"):
            continue  # a table, whose keys are checked under it
        assert f"{table}.{key}".lstrip(".") in cells or f".{key}" in cells, key
