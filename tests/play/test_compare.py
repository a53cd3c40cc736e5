"""``boardgen simulate --compare``: rule sets side by side on the same seeds, the comparison
table and JSON, the length plot (SVG checked against the SVG 1.1 DTD, PNG decoded), the
sensible default player and the turn-limit message."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.pegs_and_jokers import simulation
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.play.compare import mean_interval
from boardgen.play.plot import BOX_FILL, MEAN, PNG_SCALE, plot_width
from tests.support.png import decode_png, png_size
from tests.support.tools import dtd_errors, need

runner = CliRunner()
COMPARE = ["simulate", "pegs-and-jokers", "--players", "4", "--games", "6", "--seed", "3", "--policy", "greedy",
           "--compare", "base,nine-split,jqk-11-12-13+two-wild"]


def test_mean_interval_is_the_normal_95_percent_interval():
    mean, low, high = mean_interval([10, 12, 14, 16])
    assert mean == 13 and high - mean == pytest.approx(1.959964 * 2.5819889 / 2)
    assert mean_interval([7]) == (7, 7, 7) and mean_interval([]) is None


def test_compare_table_has_one_row_per_rule_set_from_the_same_seeds():
    result = runner.invoke(app, COMPARE)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split()[:4] == ["rule", "set", "games", "finished"]
    names = [line.split()[0] for line in lines[1:4]]
    assert names == ["base", "nine-split", "jqk-11-12-13+two-wild"]
    base = simulation.simulate(PegsRuleSet.create(4), 6, 3, "greedy")
    mean, low, high = mean_interval(base.lengths)
    assert f"{mean:.1f}" in lines[1] and f"{low:.1f}-{high:.1f}" in lines[1]
    assert lines[-1] == "team wins: seats 0+2, seats 1+3"
    assert runner.invoke(app, COMPARE).stdout == result.stdout


def test_compare_json_carries_each_report_and_its_interval():
    result = runner.invoke(app, [*COMPARE, "--format", "json"])
    data = json.loads(result.stdout)
    assert [row["rule_set"] for row in data] == ["base", "nine-split", "jqk-11-12-13+two-wild"]
    assert data[2]["variants"] == ["jqk-11-12-13", "two-wild"] and all(row["seed"] == 3 for row in data)
    low, high = data[0]["turns_mean_ci95"]
    assert low <= data[0]["turns"]["mean"] <= high


def test_plot_svg_is_valid_svg_11_with_a_box_per_rule_set(tmp_path):
    path = tmp_path / "lengths.svg"
    result = runner.invoke(app, [*COMPARE, "--plot", str(path)])
    assert result.exit_code == 0, result.output
    svg = path.read_bytes()
    assert dtd_errors(svg, tmp_path) == ""
    text = svg.decode()
    for name in ("base", "nine-split", "jqk-11-12-13+two-wild", "6 of 6 finished"):
        assert f">{name}<" in text
    assert text.count(f'fill="{BOX_FILL}"') == 3 and text.count(f'fill="{MEAN}"') == 3
    runner.invoke(app, [*COMPARE, "--plot", str(tmp_path / "again.svg")])
    assert (tmp_path / "again.svg").read_bytes() == svg


def test_plot_png_draws_the_boxes_and_means(tmp_path):
    need("rsvg-convert")
    path = tmp_path / "lengths.png"
    assert runner.invoke(app, [*COMPARE, "--plot", str(path)]).exit_code == 0
    data = path.read_bytes()
    assert png_size(data) == (plot_width(3) * PNG_SCALE, 420 * PNG_SCALE)
    width, _, bpp, rows = decode_png(data)
    box = tuple(int(BOX_FILL[i:i + 2], 16) for i in (1, 3, 5))
    mean = tuple(int(MEAN[i:i + 2], 16) for i in (1, 3, 5))
    pixels = [tuple(row[x * bpp:x * bpp + 3]) for row in rows for x in range(width)]
    assert pixels.count(box) > 3 * 500 and pixels.count(mean) > 3 * 20


@pytest.mark.parametrize(("extra", "named"), [
    (["--plot", "x.png"], "--plot"),                                     # without --compare
    (["--compare", "base,nine-split", "--plot", "x.pdf"], "--plot"),     # not .png or .svg
    (["--compare", "base"], "--compare"),                                # one rule set
    (["--compare", "base,base"], "--compare"),
    (["--compare", "base,ten-split"], "--compare"),
])
def test_compare_refusals_are_one_line_and_write_nothing(extra, named, tmp_path):
    args = ["simulate", "pegs-and-jokers", "--games", "1", *extra]
    args = [str(tmp_path / a) if a.startswith("x.") else a for a in args]
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and named in result.stderr, result.output
    assert len(result.stderr.strip().splitlines()) == 1 and not list(tmp_path.iterdir())


def test_the_default_player_is_sensible_and_a_cap_is_called_a_turn_limit():
    data = json.loads(runner.invoke(app, ["simulate", "pegs-and-jokers", "--games", "1", "--format", "json"]).stdout)
    assert data["policy"] == "smart" and data["finished"] == 1
    fast = json.loads(runner.invoke(app, ["simulate", "fast-track", "--games", "1", "--format", "json"]).stdout)
    assert fast["policy"] == "greedy"
    capped = runner.invoke(app, ["simulate", "pegs-and-jokers", "--games", "2", "--max-turns", "5"])
    assert capped.stderr == ("boardgen: 2 of 2 games reached the turn limit (5 turns); "
                             "raise --max-turns to play them out\n")
    assert "stall" not in capped.stderr
