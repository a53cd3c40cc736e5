"""Commands load only what they use: each runs in a fresh interpreter, which then lists the
heavy libraries and game packages it imported. Start-up time is measured in
``benchmarks/bench_startup.py``; this proves the imports behind it stay away."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from boardgen.errors import ParameterError
from boardgen.games.rules_registry import ENGINES, SIMULATION_FACTS, engine
from tests.support.paths import REPO

SOLIDS = ("manifold3d", "lib3mf", "trimesh")
"""The 3D models' libraries: loaded by the STL, 3MF and GLB writers alone."""
EXAMPLES = REPO / "examples"
HEAVY = ("numpy", "ezdxf", "svgwrite", "reportlab", "fontTools", "pypdf", "jinja2", "shapely", "rich", *SOLIDS)
"""rich: typer prints its help with rich when asked to; boardgen asks for click's plain help."""
PROCESSES = ("multiprocessing", "concurrent", "distributed", "dask")
"""Worker processes (Dask's): loaded only by ``simulate --jobs`` above 1 or ``--scheduler``."""
GAME_PACKAGES = ("boardgen.games.pegs_and_jokers", "boardgen.games.fast_track", "boardgen.games.solitaire",
                 "boardgen.games.race")
BOARD_MODEL = "boardgen.board"
LIGHT_GAME_MODULES = ("__init__", "simulation_facts", "board", "board.topology", "description", "description.model",
                      "description.board_keys", "board.assemble", "board.layout", "board.marks")
"""The modules of a game package that loading another game's facts or board reads, as paths
inside the package. ``simulate --help`` reads each game's facts and table sizes. Pegs and Jokers'
and Fast Track's topologies compile their ``board.toml`` with the race engine's board model and
reader, and their boards are assembled and marked by the race engine's shared board modules.
Loading only these is not loading the game."""

PROBE = """
import json, sys
from boardgen.cli.app import main
sys.argv = ["boardgen", *json.loads(sys.argv[1])]
try:
    main()
except SystemExit as done:
    code = done.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def imported(args: list[str], cwd: Path) -> set[str]:
    """The top-level packages (and boardgen game packages, and the board model) a command
    imported; it must succeed. An ``OUT`` argument is the folder the command writes to."""
    args = [str(cwd) if arg == "OUT" else arg for arg in args]
    run = subprocess.run([sys.executable, "-c", PROBE, json.dumps(args)], capture_output=True, text=True,
                         cwd=cwd, timeout=120)
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["code"] in (0, None), run.stderr
    modules = result["modules"]
    games = {package for package in GAME_PACKAGES for m in modules
             if m.startswith(f"{package}.") and m[len(package) + 1:] not in LIGHT_GAME_MODULES}
    return {m.split(".")[0] for m in modules} | games | ({BOARD_MODEL} & set(modules))


@pytest.mark.parametrize(
    ("args", "absent"),
    [
        (["--help"], (*HEAVY, *PROCESSES, "boardgen.games.pegs_and_jokers", "boardgen.games.fast_track",
                      "boardgen.games.race")),
        (["simulate", "--help"], (*HEAVY, *PROCESSES, BOARD_MODEL, "boardgen.games.pegs_and_jokers",
                                  "boardgen.games.fast_track")),
        (["simulate", "fast-track", "--games", "2"], (*HEAVY, *PROCESSES, "boardgen.games.pegs_and_jokers")),
        # a dice track game reads its description (whose piece is checked against the shop's
        # settings, which bring the board model): no other game
        (["simulate", "ludo", "--games", "2"], (*HEAVY, *PROCESSES, "boardgen.games.pegs_and_jokers",
                                                "boardgen.games.fast_track")),
        (["balance", "fast-track", "--games", "2"], (*HEAVY, *PROCESSES, "boardgen.games.pegs_and_jokers")),
        (["rules", "variants", "pegs-and-jokers"], (*HEAVY, "boardgen.games.fast_track")),
        (["rules", "variants", "fast-track"], (*HEAVY, "boardgen.games.pegs_and_jokers")),
        (["solve", "triangle", "--rows", "5"], (*HEAVY, BOARD_MODEL, "boardgen.games.pegs_and_jokers")),
        (["rules", "booklet", "fast-track", "--out", "OUT"], ("pypdf", "numpy", "boardgen.games.pegs_and_jokers")),
        (["rules", "booklet", "ludo", "--out", "OUT"], ("pypdf", "numpy", "boardgen.games.pegs_and_jokers",
                                                        "boardgen.games.fast_track")),
        (["rules", "moves", "--position", str(EXAMPLES / "ludo-position.json")],
         (*HEAVY, "reportlab", "boardgen.games.pegs_and_jokers", "boardgen.games.fast_track")),
        (["rules", "moves", "--position", str(EXAMPLES / "tock-position.json")],
         (*HEAVY, "reportlab", "boardgen.games.pegs_and_jokers", "boardgen.games.fast_track")),
        # numpy places each seat's colour name (an array search), so a Pegs and Jokers board loads it
        (["board", "pegs-and-jokers", "--players", "8", "--format", "svg,json", "--out", "OUT"],
         ("ezdxf", "reportlab", "pypdf", "jinja2", *SOLIDS, "boardgen.games.fast_track", "boardgen.games.solitaire",
          "boardgen.games.race")),
        (["board", "fast-track", "--format", "pdf", "--out", "OUT"],
         ("numpy", "ezdxf", "svgwrite", "pypdf", "jinja2", *SOLIDS, "boardgen.games.pegs_and_jokers",
          "boardgen.games.race")),
        (["board", "triangle", "--format", "svg,dxf,pdf,json,gcode,lbrn2", "--out", "OUT"], SOLIDS),
        # a track game's board is read from its description: no numpy, no other game
        (["board", "ludo", "--format", "svg,json", "--out", "OUT"],
         ("numpy", "ezdxf", "reportlab", "pypdf", "jinja2", *SOLIDS, "boardgen.games.pegs_and_jokers",
          "boardgen.games.fast_track", "boardgen.games.solitaire")),
    ],
)
def test_light_commands_do_not_import_what_they_do_not_use(args: list[str], absent: tuple[str, ...],
                                                            tmp_path: Path) -> None:
    loaded = imported(args, tmp_path)
    assert "boardgen" in loaded and "typer" in loaded
    assert not loaded & set(absent), sorted(loaded & set(absent))


@pytest.mark.parametrize(
    ("args", "needed"),
    [
        (["board", "pegs-and-jokers", "--players", "4,6", "--style", "concentric", "--format", "json", "--out", "OUT"],
         "numpy"),
        (["board", "triangle", "--bed", "100x100mm", "--format", "json", "--out", "OUT"], "numpy"),
        (["board", "triangle", "--format", "dxf", "--out", "OUT"], "ezdxf"),
        (["board", "triangle", "--format", "stl", "--out", "OUT"], "manifold3d"),
        (["board", "triangle", "--format", "3mf", "--out", "OUT"], "lib3mf"),
        (["board", "triangle", "--format", "glb", "--out", "OUT"], "trimesh"),
        (["board", "triangle", "--format", "tts", "--out", "OUT"], "manifold3d"),  # its OBJ written by boardgen, not trimesh
        (["rules", "booklet", "triangle", "--layout", "booklet", "--out", "OUT"], "pypdf"),
        (["solve", "triangle", "--rows", "6", "--empty", "1"], "numpy"),
        (["simulate", "fast-track", "--games", "2", "--jobs", "2"], "distributed"),
    ],
)
@pytest.mark.slow  # a fresh interpreter per command; the test above is the quick check
def test_heavy_libraries_load_when_asked_for(args: list[str], needed: str, tmp_path: Path) -> None:
    """The other side of the light commands: the probe sees a library when the work needs it."""
    assert needed in imported(args, tmp_path)


@pytest.mark.parametrize("game", sorted(SIMULATION_FACTS))
def test_every_policy_the_help_names_plays(game: str) -> None:
    """The help reads each game's facts without its engine; the engine plays by the same facts,
    so every ``--policy`` name the help offers must play a game, and no other name may."""
    found = engine(game)
    facts = SIMULATION_FACTS[game]
    assert found.facts is facts
    rules = found.make_rules(facts.default_players, None, ())
    for policy in facts.policies:
        report = found.simulate(rules, 1, 1, policy, None, None)
        assert report.games == 1
    with pytest.raises(ParameterError):
        found.simulate(rules, 1, 1, "clairvoyant", None, None)


def test_every_engine_has_simulation_facts() -> None:
    assert set(SIMULATION_FACTS) == set(ENGINES)
