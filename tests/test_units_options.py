"""Lengths and sizes are parsed once, at the boundary, and refused with a line naming the flag."""

from __future__ import annotations

import pytest

from boardgen.errors import ParameterError
from boardgen.games.registry import game
from boardgen.output import OUTPUT_OPTIONS
from boardgen.options import parse_all
from boardgen.units import parse_length, parse_size


@pytest.mark.parametrize(
    ("text", "mm"),
    [
        ("1in", 25.4),
        ("1 in", 25.4),
        ("1IN", 25.4),
        ("0.75in", 19.05),
        ("4.8mm", 4.8),
        ("4.8", 4.8),
        ("19", 19.0),
        (".5", 0.5),
        ("2.5cm", 25.0),
        ("-3mm", -3.0),
    ],
)
def test_lengths_are_millimetres(text, mm):
    assert parse_length(text, "--pitch") == pytest.approx(mm, abs=1e-12)


@pytest.mark.parametrize("text", ["1ft", "3furlong", "2 yd", "abc", "", "in", "1.2.3mm", "1e3", "\u0662\u0665mm", "2_5"])
def test_bad_lengths_are_refused_naming_the_flag(text):
    with pytest.raises(ParameterError) as info:
        parse_length(text, "--pitch")
    assert info.value.parameter == "--pitch"
    assert str(info.value).startswith("--pitch: ")
    assert "\n" not in str(info.value)


def test_unknown_unit_says_which_units_are_allowed():
    with pytest.raises(ParameterError) as info:
        parse_length("3furlong", "--hole")
    message = str(info.value)
    assert "--hole" in message and "furlong" in message
    assert "mm" in message and "in" in message


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("600x300mm", (600.0, 300.0)),
        ("600x300", (600.0, 300.0)),
        ("24x12in", (609.6, 304.8)),
        ("600mm x 12in", (600.0, 304.8)),
        ("600 X 300", (600.0, 300.0)),
    ],
)
def test_bed_sizes(text, size):
    width, height = parse_size(text, "--bed")
    assert width == pytest.approx(size[0]) and height == pytest.approx(size[1])


@pytest.mark.parametrize("text", ["600", "600x", "x300", "600x300x10", "600x300furlong", "axb"])
def test_bad_bed_sizes_are_refused(text):
    with pytest.raises(ParameterError) as info:
        parse_size(text, "--bed")
    assert info.value.parameter == "--bed"


def options():
    return game("pegs-and-jokers").options


def test_defaults_parse_to_the_documented_values():
    values = parse_all(options(), {})
    assert values["players"] == (4,)  # a list of counts, one unless --style concentric
    assert values["style"] == "single"
    assert values["pitch"] == pytest.approx(25.4)
    assert values["piece"] == "golf-tee"
    assert values["hole"] is None  # taken from the piece
    assert values["kerf"] == 0.0
    assert values["bed"] is None
    assert values["split"] == "tabs"
    output = parse_all(OUTPUT_OPTIONS, {})
    assert {name: output[name] for name in ("format", "out", "paper", "dxf-version")} == {
        "format": "svg,dxf,pdf,json", "out": "output", "paper": "letter", "dxf-version": "R2000"}


@pytest.mark.parametrize(
    ("name", "raw"),
    [
        ("players", "2"),
        ("players", "13"),
        ("players", "four"),
        ("players", "4.5"),
        ("players", "\u0663"),  # ARABIC-INDIC DIGIT THREE: int() reads it as 3
        ("players", "1_0"),  # int() reads it as 10
        ("players", "4,\u0666"),
        ("players", ""),
        ("style", "round"),
        ("pitch", "-1in"),
        ("pitch", "0"),
        ("pitch", "2mm"),
        ("pitch", "1furlong"),
        ("pitch", ""),
        ("margin", ""),
        ("margin", "-1"),
        ("kerf", "-0.1mm"),
        ("kerf", "3mm"),
        ("kerf", ""),
        ("hole", "0.1mm"),
        ("piece", "meeple"),
        ("bed", "0x300"),
        ("bed", "-600x300"),
        ("bed", "600"),
        ("web", ""),
        ("edge", "-2"),
    ],
)
def test_out_of_range_values_name_their_flag(name, raw):
    with pytest.raises(ParameterError) as info:
        parse_all(options(), {name: raw})
    assert info.value.parameter == "--" + name
    assert str(info.value).startswith(f"--{name}: ")
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(("name", "raw"), [("paper", "b5"), ("dxf-version", "R14")])
def test_output_choices_are_checked(name, raw):
    with pytest.raises(ParameterError) as info:
        parse_all(OUTPUT_OPTIONS, {name: raw})
    assert info.value.parameter == "--" + name


def test_lengths_in_inches_reach_the_board():
    values = parse_all(options(), {"pitch": "1in", "hole": "0.25in", "margin": "2cm", "bed": "24x12in"})
    assert values["pitch"] == pytest.approx(25.4)
    assert values["hole"] == pytest.approx(6.35)
    assert values["margin"] == pytest.approx(20.0)
    assert values["bed"] == pytest.approx((609.6, 304.8))
