"""Any description the loader takes gives a board that passes every check, or a refusal in
one line: the geometry never draws a broken board silently, whatever the shape, side length,
home length, number of pieces or seats."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from boardgen.errors import BoardRejected, ParameterError
from boardgen.games.race.board import build as board
from boardgen.games.race.board.checks import checks
from boardgen.games.race.description.loading import from_mapping
from boardgen.options import parse_all
from boardgen.play.ring import SEAT_COLORS
from boardgen.shop.settings import shop_options
from boardgen.verify import require, shop_checks

SHOP = parse_all(shop_options(), {})


@st.composite
def descriptions(draw) -> dict:
    shape = draw(st.sampled_from(["polygon", "cross", "circle"]))
    corner = draw(st.sampled_from(["cut", "square"]))
    players = draw(st.integers({"polygon": 4, "cross": 3, "circle": 2}[shape], 8))
    per_side = draw(st.integers(3, 20))
    if shape == "cross":
        per_side = max(7, per_side) | 1 if corner == "cut" else max(8, per_side + per_side % 2)
    arm = (per_side - (1 if corner == "cut" else 2)) // 2
    board_table = {"shape": shape, **({"inner_corner": corner} if shape == "cross" else {})}
    if shape == "cross" and corner == "square" and draw(st.booleans()):
        board_table["sides_begin"] = "corner"  # each side counted from the corner space before its arm
        arm += 1
    exit_at = arm if shape == "cross" else draw(st.integers(0, per_side - 2))
    home = draw(st.integers(1, 8))  # a piece a home hole at most: more could never all be home
    return {
        "name": "prop", "title": "Prop", "summary": "A drawn game.", "resembles": "nothing",
        "players": [players], "colors": list(SEAT_COLORS[:players]), "pieces": draw(st.integers(1, min(6, home))),
        "board": board_table,
        "track": {"per_side": per_side, "safe": draw(st.lists(st.integers(0, per_side - 1), unique=True, max_size=3))},
        "start": {"enters_at": draw(st.integers(exit_at + 1, per_side - 1))},  # once round: the exit before it
        "home": {"leaves_at": exit_at, "length": home},
        "movement": {"source": "dice", "enter_on": [6]},
        "rules": {},
    }


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(descriptions())
def test_a_description_builds_a_sound_board_or_is_refused_in_one_line(data):
    description = from_mapping(data, "prop.toml")
    try:
        built = board.build(description, {**SHOP, "players": None})
        require([*checks(built), *shop_checks(built, SHOP["web"], SHOP["edge"], None)])
    except (ParameterError, BoardRejected) as refused:
        assert str(refused).strip(), "a refusal says why"
        if isinstance(refused, ParameterError):
            assert "\n" not in str(refused)
        else:  # holes never crowd or stray (the geometry refuses that by key): a name may not fit
            assert all(line.startswith("engraving clear of holes:") for line in refused.problems), refused.problems
        return
    assert len(built.layout["track"]) == description.track.per_side * description.players[0]
