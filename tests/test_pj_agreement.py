"""Pegs and Jokers on the description-driven card engine agrees with the game's own engine, on
a sample of the positions tests/pj_agreement.py compares (the script measures 10,000), and its
description is a checked description that lives with its game, not a shipped track game."""

from __future__ import annotations

import json
import tomllib
from importlib.resources import files

import jsonschema
import pytest

from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers import on_engine
from boardgen.games.pegs_and_jokers.state import RuleSet
from boardgen.games.registry import GAMES
from boardgen.games.track.card_course import CardCourse
from boardgen.games.track.library import SHIPPED
from boardgen.games.track.topology import Topology
from pj_agreement import compare, samples


def test_the_description_meets_the_schema_and_is_not_a_shipped_track_game():
    schema = json.loads((files("boardgen.games.track") / "description.schema.json").read_text(encoding="utf-8"))
    text = (files("boardgen.games.pegs_and_jokers") / "description.toml").read_text(encoding="utf-8")
    jsonschema.Draft202012Validator(schema).validate(tomllib.loads(text))
    described = on_engine.description()
    assert described.name == "pegs-and-jokers" and described.home.go_round and not described.rules.pass_own
    assert described.name not in SHIPPED
    assert GAMES["pegs-and-jokers"] == ("pegs_and_jokers", "GAME")  # its own game, as before


def test_a_special_card_without_its_hook_is_refused():
    with pytest.raises(ParameterError, match="special moves have their hook"):
        CardCourse(Topology(on_engine.description(), 4))


def test_a_variation_the_engine_does_not_play_is_refused_by_name():
    with pytest.raises(ParameterError, match="--variant.*three-card"):
        on_engine.course_for(RuleSet.create(4, variants=("three-card",)))


def test_peg_codes_go_there_and_back():
    rules = RuleSet.create(5)
    course = on_engine.course_for(rules)
    for seat in range(rules.players):
        for code in range(-1, rules.track + 5):
            assert on_engine.state_code(course, seat, on_engine.engine_code(course, seat, code)) == code
    assert on_engine.engine_code(course, 0, rules.come_out[0]) == 1  # the come-out hole is the entry
    assert on_engine.engine_code(course, 2, rules.in_spot[2]) == course.lap  # the in-spot is the exit


def test_the_sample_reaches_what_the_readings_are_about():
    """The compared positions hold jokers, finished players helping a partner and pegs bumped."""
    found = list(samples(300))
    assert {len(s.state.pegs) for s in found} >= {3, 4}
    assert any("JOKER" in s.hand for s in found)
    assert any(any(0 <= code < s.state.rules.track for row in s.state.pegs for code in row) for s in found)


def test_the_base_game_agrees_on_every_move():
    result = compare(1000)
    assert result.positions == 1000 and result.moves > 8000
    assert result.differences == () and result.agreed == result.moves and result.alike == 1000
