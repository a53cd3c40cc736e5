"""Games spread with Dask's distributed scheduler: a local cluster of two workers, and a real
scheduler with workers started as on other machines, give reports byte for byte those of one
process; a worker killed mid-run has its games rerun with the report unchanged; no Dask, or no
scheduler answering, is one line and exit 2."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.pegs_and_jokers import simulation as pj_simulation
from boardgen.games.pegs_and_jokers.state import PegsRuleSet as PjRules
from boardgen.games.pegs_and_jokers.players.strategies import RandomStrategy
from boardgen.play import workers
from boardgen.play.batch import Batch, play_games
from tests.support.cli_calls import assert_refused_or_fine
from tests.support.paths import REPO

psutil = pytest.importorskip("psutil")  # installed with dask.distributed
pytest.importorskip("distributed")
runner = CliRunner()
BALANCE = ["balance", "pegs-and-jokers", "--games", "10", "--policy", "random", "--seed", "9"]


@pytest.mark.parametrize("extra", [[], pytest.param(["--format", "json"], marks=pytest.mark.slow),
                                   pytest.param(["--sweep", "nine-split", "--format", "json"], marks=pytest.mark.slow)])
def test_balance_on_two_local_workers_prints_what_one_process_prints(extra):
    one, two = runner.invoke(app, [*BALANCE, *extra]), runner.invoke(app, [*BALANCE, *extra, "--jobs", "2"])
    assert one.exit_code == two.exit_code == 0, two.output
    assert two.stdout == one.stdout and "seats 0+2" in one.stdout


def worker_pids() -> list[int]:
    """The local cluster's worker processes: the children of this process's fork server."""
    servers = [child for child in psutil.Process().children()
               if "forkserver" in " ".join(child.cmdline())]
    return [worker.pid for server in servers for worker in server.children()]


@pytest.mark.slow  # starts a cluster and kills a worker
def test_a_worker_killed_mid_run_has_its_games_rerun_and_the_records_unchanged():
    batch = Batch(partial(pj_simulation.play_game, PjRules.create(4), decks=3, max_turns=4000), RandomStrategy, 4, 13)
    games = 48
    killed: list[int] = []

    def kill_a_worker(_done: int) -> None:
        if not killed:
            killed.append(worker_pids()[0])
            os.kill(killed[0], signal.SIGKILL)

    with workers.cluster(2):
        before = set(worker_pids())
        records = play_games(batch, games, jobs=2, progress=kill_a_worker)
        after = set(worker_pids())
    assert len(before) == 2 and killed[0] in before and killed[0] not in after
    assert records == play_games(batch, games)


def test_without_dask_more_than_one_job_says_how_to_install_it(monkeypatch, tmp_path: Path):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed now fails
    for command in (["simulate", "fast-track", "--games", "2"], ["balance", "fast-track", "--games", "2"]):
        code, line = assert_refused_or_fine([*command, "--jobs", "2"], tmp_path)
        assert code == 2 and line == f"boardgen: --jobs: more than 1, or --scheduler, needs Dask: {workers.INSTALL}"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_scheduler_nobody_answers_at_is_one_line_within_seconds(tmp_path: Path):
    began = time.monotonic()
    code, line = assert_refused_or_fine([*BALANCE, "--scheduler", f"tcp://127.0.0.1:{free_port()}", "--plot",
                                         str(tmp_path / "fair.png")], tmp_path)
    assert code == 2 and line.startswith("boardgen: --scheduler: a Dask scheduler answering within 5 s")
    assert time.monotonic() - began < 5 + 10  # the timeout, and Dask's imports on a busy machine


def listening(address: str, seconds: float = 60) -> None:
    """Wait until the scheduler at ``address`` takes connections: Dask's imports take a few
    seconds on a quiet machine and many more on a busy one."""
    host, port = address.removeprefix("tcp://").rsplit(":", 1)
    deadline = time.monotonic() + seconds
    while True:
        try:
            socket.create_connection((host, int(port)), timeout=1).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


@pytest.mark.slow  # starts a scheduler and workers
def test_a_scheduler_and_workers_started_as_on_other_machines_give_the_same_report():
    """``dask scheduler`` and ``dask worker`` as the docs start them, here on one machine."""
    address = f"tcp://127.0.0.1:{free_port()}"
    env = dict(os.environ, PYTHONPATH=str(REPO))
    dask = [sys.executable, "-m", "dask"]
    started = [subprocess.Popen([*dask, "scheduler", "--host", "127.0.0.1", "--port", address.rsplit(":", 1)[1],
                                 "--no-dashboard"], env=env, stderr=subprocess.DEVNULL)]
    try:
        started.append(subprocess.Popen([*dask, "worker", address, "--nworkers", "2", "--nthreads", "1",
                                         "--no-dashboard"], env=env, stderr=subprocess.DEVNULL))
        listening(address)  # the games wait for the workers if they are slower
        remote = runner.invoke(app, [*BALANCE, "--scheduler", address, "--format", "json"])
        simulated = runner.invoke(app, ["simulate", *BALANCE[1:], "--scheduler", address])
    finally:
        for process in reversed(started):
            process.terminate()
            process.wait(timeout=30)
    assert remote.exit_code == 0 and simulated.exit_code == 0, remote.output
    assert remote.stdout == runner.invoke(app, [*BALANCE, "--format", "json"]).stdout
    assert simulated.stdout == runner.invoke(app, ["simulate", *BALANCE[1:]]).stdout
