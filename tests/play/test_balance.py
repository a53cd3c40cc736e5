"""``boardgen balance``: the statistics held to scipy's (and to hand-worked figures), the sweep's
rule sets and ranking, the report's shape, the plot, and bad input refused in one line with
nothing written."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.pegs_and_jokers.variants import TABLE
from boardgen.play.balance.fairness import Fairness, EqualShares, chi_square_sf, games_to_show, shares, wilson
from boardgen.play.stats import SimulationReport
from boardgen.play.balance.sweep import ranked, sweep_sets
from tests.support.cli_calls import assert_refused_or_fine

runner = CliRunner()


def report(team_wins: list[tuple[str, int]], seat_wins: list[int], lengths: tuple[int, ...] = (10, 12, 14)
           ) -> SimulationReport:
    games = sum(seat_wins)
    return SimulationReport(settings=(("game", "test"),), games=games, finished=games, turns=None,
                            wins_by_team=tuple(team_wins), wins_by_seat=tuple(enumerate(seat_wins)), per_game=(),
                            lengths=lengths)


def test_wilson_interval_by_hand_and_at_the_ends():
    # 45 of 100: centre (0.45 + 1.92/100) / 1.0384, half-width 1.96 * sqrt(0.2475/100 + 0.96/10^4) / 1.0384
    low, high = wilson(45, 100)
    z = 1.959964
    centre = (0.45 + z * z / 200) / (1 + z * z / 100)
    half = z * math.sqrt(0.45 * 0.55 / 100 + z * z / 40000) / (1 + z * z / 100)
    assert (low, high) == pytest.approx((centre - half, centre + half))
    assert (round(low, 4), round(high, 4)) == (0.3561, 0.5476)
    assert wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == 1.0 and wilson(0, 0) == (0.0, 1.0)


def test_wilson_interval_matches_scipy():
    stats = pytest.importorskip("scipy.stats")
    for wins, total in [(1, 7), (45, 100), (389, 1000), (99, 100)]:
        theirs = stats.binomtest(wins, total).proportion_ci(confidence_level=0.95, method="wilson")
        assert wilson(wins, total) == pytest.approx((theirs.low, theirs.high), abs=1e-6)


def test_chi_square_tail_by_hand():
    assert chi_square_sf(2.0, 2) == pytest.approx(math.exp(-1))  # two degrees: exactly e^(-x/2)
    assert chi_square_sf(3.841459, 1) == pytest.approx(0.05, abs=1e-6)  # the textbook 5% point
    assert chi_square_sf(0.0, 3) == 1.0


def test_chi_square_tail_and_test_match_scipy():
    stats = pytest.importorskip("scipy.stats")
    for dof in range(1, 12):
        for statistic in (0.01, 0.7, 3.0, 9.5, 40.0):
            assert chi_square_sf(statistic, dof) == pytest.approx(stats.chi2.sf(statistic, dof), rel=1e-9, abs=1e-15)
    observed = [46, 59, 43, 52]
    ours = EqualShares.of(observed, [0.25] * 4)
    theirs = stats.chisquare(observed)
    assert ours.statistic == pytest.approx(theirs.statistic) and ours.p_value == pytest.approx(theirs.pvalue)
    assert ours.dof == 3 and EqualShares.of([5], [1.0]) is None and EqualShares.of([0, 0], [0.5, 0.5]) is None


def test_games_to_show_an_edge_by_hand_and_by_exact_binomial_power():
    # ((1.96 * 0.5 + 0.8416 * sqrt(0.55 * 0.45)) / 0.05)^2 = 782.5...
    assert games_to_show(0.5, 0.05) == 783
    assert games_to_show(0.5, 0.01) == 19620
    stats = pytest.importorskip("scipy.stats")
    for fair, edge in [(0.5, 0.05), (0.25, 0.05), (0.5, 0.02)]:
        games = games_to_show(fair, edge)
        half = 1.959964 * math.sqrt(games * fair * (1 - fair))
        below, above = math.ceil(games * fair - half) - 1, math.floor(games * fair + half) + 1
        power = stats.binom.cdf(below, games, fair + edge) + stats.binom.sf(above - 1, games, fair + edge)
        assert power == pytest.approx(0.8, abs=0.02), (fair, edge, power)


def test_fairness_of_a_team_game():
    row = Fairness.of("base", report([("seats 0+2", 60), ("seats 1+3", 40)], [35, 20, 25, 20]), (0, 1, 0, 1))
    assert [(s.label, s.wins, s.fair) for s in row.teams] == [("seats 0+2", 60, 0.5), ("seats 1+3", 40, 0.5)]
    assert [s.fair for s in row.seats] == [0.25] * 4 and not row.alone
    assert row.spread == pytest.approx(0.2)
    assert row.team_test.statistic == pytest.approx(4.0) and row.team_test.p_value == pytest.approx(0.0455, abs=1e-4)
    assert row.length == pytest.approx((12.0, 12 - 1.959964 * 2 / math.sqrt(3), 12 + 1.959964 * 2 / math.sqrt(3)))
    assert [edge for edge, _ in row.games_for_edges()] == [0.01, 0.02, 0.05]
    alone = Fairness.of("x", report([("seat 0", 3), ("seat 1", 1), ("seat 2", 0)], [3, 1, 0]), (0, 1, 2))
    assert alone.alone and alone.teams[0].fair == pytest.approx(1 / 3)
    assert alone.spread == pytest.approx(0.75)


def test_uneven_teams_have_uneven_fair_shares():
    teams = shares([("a", 30), ("b", 30)], [2, 1])
    assert [round(team.fair, 4) for team in teams] == [0.6667, 0.3333]


def test_a_sweep_plays_every_compatible_set_and_refuses_what_can_never_play():
    sets, skipped = sweep_sets("nine-split,overshoot-blocked,overshoot-forced-around", TABLE, ())
    assert [name for name, _ in sets] == ["base", "nine-split", "overshoot-blocked", "overshoot-forced-around",
                                          "nine-split+overshoot-blocked", "nine-split+overshoot-forced-around"]
    assert skipped == 2  # the two sets holding both overshoot rules
    with_everyone, _ = sweep_sets("nine-split", TABLE, ("two-wild",))
    assert with_everyone == [("base", ()), ("nine-split", ("nine-split",))]
    for text, everyone, said in [("nine-split,overshoot-blocked", ("overshoot-forced-around",), "cannot be combined"),
                                 ("nine-split", ("nine-split",), "not already given"),
                                 ("nine-split,,two-wild", (), "different variations"),
                                 ("nine-split,nine-split", (), "different variations"),
                                 (",".join(TABLE.ids[:9]), (), "1 to 8")]:
        with pytest.raises(Exception, match=said) as refused:
            sweep_sets(text, TABLE, everyone)
        assert refused.value.parameter == "--sweep"


def test_ranking_is_fairest_first_then_shortest():
    def row(name, first, lengths):
        return Fairness.of(name, report([("seats 0+2", first), ("seats 1+3", 1000 - first)],
                                        [first, 1000 - first, 0, 0], lengths), (0, 1, 0, 1))

    # a spread of 0.4 points ranks with an even one: below the point, the shorter game goes first
    rows = [row("lopsided", 600, (10,)), row("even-long", 500, (30, 30)), row("even-short", 500, (20, 22)),
            row("nearly-even-short", 502, (5,))]
    assert [r.name for r in ranked(rows)] == ["nearly-even-short", "even-short", "even-long", "lopsided"]


def test_the_text_report_has_every_figure():
    result = runner.invoke(app, ["balance", "pegs-and-jokers", "--games", "8", "--policy", "random", "--seed", "3"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    for words in ("finished 8 of 8; turns per game mean", "seats 0+2", "seat making the winning move",
                  "equal shares: chi-square", "games to show an edge for seats 0+2 (fair 50.0%; 5% level, 80% power)"):
        assert words in out
    data = json.loads(runner.invoke(app, ["balance", "pegs-and-jokers", "--games", "8", "--policy", "random",
                                          "--seed", "3", "--format", "json"]).stdout)
    assert sum(team["wins"] for team in data["teams"]) == 8 == data["games"]
    assert f"{data['teams'][0]['share'] * 100:.1f}%" in out and data["games_to_show_edge"]["0.05"] == 783
    low, high = wilson(data["teams"][0]["wins"], 8)
    assert data["teams"][0]["ci95"] == [round(low, 4), round(high, 4)]


def test_a_sweep_ranks_its_sets_and_plots_them(tmp_path: Path):
    plot = tmp_path / "fair.svg"
    args = ["balance", "pegs-and-jokers", "--games", "4", "--policy", "random", "--sweep", "nine-split,jqk-11-12-13",
            "--plot", str(plot)]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split()[:3] == ["rank", "rule", "set"] and len(lines) == 1 + 4 + 1
    assert {line.split()[1] for line in lines[1:5]} == {"base", "nine-split", "jqk-11-12-13", "nine-split+jqk-11-12-13"}
    drawing = plot.read_text()
    assert drawing.count("<circle") == 4 * 2  # each set's two teams
    data = json.loads(runner.invoke(app, [*args[:-2], "--format", "json"]).stdout)
    assert [entry["rule_set"] for entry in data["ranking"]] == [line.split()[1] for line in lines[1:5]]
    assert data["skipped_sets"] == 0


@pytest.mark.parametrize("argv, expected", [
    (["--games", "0"], "--games: 1 to 100,000 (got 0)"),
    (["--sweep", "nine-split,overshoot-blocked", "--variant", "overshoot-forced-around"],
     "--sweep: variations compatible with --variant overshoot-forced-around"),
    (["--sweep", "nine-split,bogus"], "--sweep: 1 to 8 different variations"),
    (["--scheduler", "localhost"], "--scheduler: a Dask scheduler's address, as tcp://HOST:8786"),
    (["--format", "table"], "--format: one of text, json"),
    (["--plot", "fair.pdf"], "--plot: a file name ending in .png or .svg"),
])
def test_bad_input_is_one_line_and_writes_nothing(tmp_path: Path, argv: list[str], expected: str):
    """Refused before any game is played, so no plot is written either."""
    plot = [] if "--plot" in argv else ["--plot", str(tmp_path / "fair.png")]
    code, line = assert_refused_or_fine(["balance", "pegs-and-jokers", *argv, *plot], tmp_path)
    assert code == 2 and line.startswith(f"boardgen: {expected}"), line
