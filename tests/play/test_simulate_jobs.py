"""``boardgen simulate --jobs N``: the games over N processes give the very report one process
gives, because each game is seeded from the run's seed and its own number; bad counts are
refused in one line, and Ctrl+C ends every process quietly."""

from __future__ import annotations

import json

import os
import pickle
import signal
import subprocess
import sys
import time
from functools import partial

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.fast_track import simulation as ft_simulation
from boardgen.games.fast_track.on_engine import course_for as ft_course
from boardgen.games.fast_track.rule_set import FastTrackRuleSet as FtRules
from boardgen.games.pegs_and_jokers import simulation as pj_simulation
from boardgen.games.pegs_and_jokers.state import PegsRuleSet as PjRules
from boardgen.games.pegs_and_jokers.players.strategies import RandomStrategy
from boardgen.games.race.cards import turns as card_turns
from boardgen.play.batch import Batch, game_seed, most_jobs, play_games
from boardgen.play.stats import render_json, render_table
from boardgen.play.workers import chunks

runner = CliRunner()
GAMES = 9
"""Few games, but more than the chunks of two or three workers hold at one game each, so
chunks come back out of order at times."""

ENGINES = {
    "pegs-and-jokers": (pj_simulation, PjRules.create(4)),
    "fast-track": (ft_simulation, FtRules.create(4)),
}


def pj_batch(seed: int) -> Batch:
    return Batch(partial(pj_simulation.play_game, PjRules.create(4), decks=3, max_turns=4000), RandomStrategy, 4, seed)


def test_game_seeds_are_fixed_numbers_apart_for_every_game_and_run():
    """Pinned values: a seed that changed with the machine or the Python would change reports."""
    assert game_seed(1, 0) == 6475561625733746610
    assert game_seed(1, 1) == 7232539513869067058
    assert game_seed(2, 0) == 6280559673681289592
    assert len({game_seed(seed, game) for seed in range(20) for game in range(50)}) == 1000


@pytest.mark.slow  # whole batches thrice; test_the_command_prints_the_same_with_jobs_2_as_with_jobs_1 checks quickly
@pytest.mark.parametrize("game", sorted(ENGINES))
@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_reports_over_two_and_three_jobs_equal_one_job(game, policy):
    engine, rules = ENGINES[game]
    one = engine.simulate(rules, GAMES, 5, policy)
    assert one.games == GAMES
    for jobs in (2, 3):
        many = engine.simulate(rules, GAMES, 5, policy, jobs=jobs)
        assert many == one and many.as_dict() == one.as_dict()
        assert render_json(many) == render_json(one) and render_table(many) == render_table(one)


def test_each_game_plays_the_same_alone_in_any_order_or_worker():
    batch = pj_batch(7)
    records = play_games(batch, GAMES, jobs=2)
    assert records == play_games(batch, GAMES)
    assert records[5] == batch.play(5)
    assert records == [batch.play(game) for game in reversed(range(GAMES))][::-1]
    report = pj_simulation.simulate(PjRules.create(4), GAMES, 7, "random")
    assert report.lengths == tuple(record.turns for record in records if record.finished)
    assert len(set(records)) > 1  # the games differ: each has its own seed, not one shared


def test_progress_counts_every_game_once_as_chunks_come_back():
    steps: list[int] = []
    records = play_games(pj_batch(3), GAMES, jobs=2, progress=steps.append)
    assert sum(steps) == GAMES == len(records) and len(steps) == len(chunks(GAMES, 2))


def test_chunks_cover_every_game_once_in_order():
    for games, jobs in [(1, 2), (9, 3), (200, 2), (100_000, 8)]:
        planned = chunks(games, jobs)
        assert [game for start, stop in planned for game in range(start, stop)] == list(range(games))
    assert max(stop - start for start, stop in chunks(100_000, 2)) == 25


@pytest.mark.parametrize("made", [pj_batch(1), Batch(partial(card_turns.play_game, ft_course(FtRules.create(6)),
                                                              max_turns=6000), card_turns.CardGreedyPlayer, 6, 1)])
def test_a_batch_pickles_so_workers_could_be_spawned_rather_than_forked(made):
    again = pickle.loads(pickle.dumps(made))
    assert again.play(2) == made.play(2)


@pytest.mark.parametrize("extra", [[], pytest.param(["--format", "json"], marks=pytest.mark.slow),
                                   pytest.param(["--compare", "base,nine-split", "--policy", "greedy"],
                                                marks=pytest.mark.slow)])
def test_the_command_prints_the_same_with_jobs_2_as_with_jobs_1(extra):
    args = ["simulate", "pegs-and-jokers", "--games", "6", "--seed", "4", "--policy", "random", *extra]
    one, two = runner.invoke(app, [*args, "--jobs", "1"]), runner.invoke(app, [*args, "--jobs", "2"])
    assert one.exit_code == two.exit_code == 0, two.output
    assert two.stdout == one.stdout and runner.invoke(app, args).stdout == one.stdout


def test_fast_track_command_with_jobs():
    args = ["simulate", "fast-track", "--games", "6", "--seed", "2", "--format", "json"]
    three, one = runner.invoke(app, [*args, "--jobs", "3"]), runner.invoke(app, args)
    assert three.exit_code == one.exit_code == 0, three.output
    assert json.loads(one.stdout)["games"] == 6 and three.stdout == one.stdout


@pytest.mark.parametrize("jobs", ["0", "-1", str(most_jobs() + 1)])
def test_bad_job_counts_are_refused_in_one_line(jobs):
    for game in ("pegs-and-jokers", "fast-track"):
        result = runner.invoke(app, ["simulate", game, "--games", "2", "--jobs", jobs])
        lines = result.stderr.strip().splitlines()
        assert result.exit_code == 2 and lines == [f"boardgen: --jobs: 1 to {most_jobs()} (got {jobs})"], result.output
        assert result.stdout == ""


@pytest.mark.slow  # 100,000 games over two processes until the signal
@pytest.mark.parametrize("whole_group", [True, False])
def test_ctrl_c_ends_every_process_quietly(whole_group):
    """Ctrl+C at a terminal signals the whole process group; ``kill -INT`` the parent alone.
    Either way: boardgen's one line, status 130, no worker traceback, no worker left behind."""
    run = subprocess.Popen(
        [sys.executable, "-m", "boardgen", "simulate", "pegs-and-jokers", "--games", "100000", "--policy", "random",
         "--jobs", "2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    first = run.stderr.readline()  # the first progress line: the workers are playing (however busy the machine)
    assert first.startswith("simulating: "), first
    (os.killpg if whole_group else os.kill)(run.pid, signal.SIGINT)
    out, err = run.communicate(timeout=120)
    assert run.returncode == 130 and out == ""
    assert err.splitlines() == ["boardgen: interrupted; nothing written"], err
    deadline = time.monotonic() + 10  # a busy machine may take a moment to reap them
    with pytest.raises(ProcessLookupError):
        while time.monotonic() < deadline:
            os.killpg(run.pid, 0)  # no process of the run's group is left
            time.sleep(0.1)
