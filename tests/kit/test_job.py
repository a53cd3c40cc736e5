"""``boardgen kit``: the whole game in one folder and a zip, its manifest, and a print-and-play PDF
whose pages are the cover, the paper board, the tokens, the cards and the rules, each counted
from the file its own command writes."""

from __future__ import annotations

import io
import json
import math
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from pypdf import PdfReader

KITS = [("ludo", "6", None), ("slide-race", "4", "cards"), ("pegs-and-jokers", "4", "quick-reference")]
"""Game, players, and the card file the kit holds: none for dice, the game's own deck, or a
quick reference card a player for plain decks."""


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "boardgen", *args], capture_output=True, text=True)


def pages(path: Path) -> int:
    return len(PdfReader(path).pages)


def only(folder: Path, pattern: str) -> Path:
    (found,) = folder.glob(pattern)
    return found


@pytest.mark.parametrize(("game", "players", "cards"),  # the slide race (its own deck) in the quick run
                         [KITS[1], *(pytest.param(*kit, marks=pytest.mark.slow) for kit in (KITS[0], KITS[2]))])
def test_kit_holds_the_game_and_its_print_and_play_pdf_in_printing_order(tmp_path, game, players, cards):
    done = run("kit", game, "--players", players, "--out", str(tmp_path / "a"))
    assert done.returncode == 0, done.stderr
    stem = f"{game}-{players}p-kit"
    folder = tmp_path / "a" / stem
    names = sorted(p.name for p in folder.iterdir())
    assert sorted(p.name for p in (tmp_path / "a").iterdir()) == [stem, f"{stem}.zip"]
    with zipfile.ZipFile(tmp_path / "a" / f"{stem}.zip") as packed:
        assert packed.namelist() == [f"{stem}/{n}" for n in names]
        assert all(packed.read(f"{stem}/{n}") == (folder / n).read_bytes() for n in names)
    manifest = json.loads((folder / f"{stem}-manifest.json").read_text())
    assert [f["name"] for f in manifest["files"]] == names
    assert all(len(f["purpose"]) > 10 for f in manifest["files"])
    board = f"{game}-{players}p"
    for wanted in (f"{board}.svg", f"{board}.dxf", f"{board}.pdf", f"{board}.json", f"{board}-pieces.3mf",
                   f"{board}-rules.pdf", f"{stem}-print-and-play.pdf"):
        assert wanted in names
    card_files = [n for n in names if n.endswith(("-cards.pdf", "-quick-reference.pdf"))]
    assert card_files == ([f"{board}-{cards}.pdf"] if cards else [])
    pnp = folder / f"{stem}-print-and-play.pdf"
    assert subprocess.run(["qpdf", "--check", str(pnp)], capture_output=True).returncode == 0

    # each part's page count, read from the file its own command writes
    assert run("board", game, "--players", players, "--format", "paper", "--out", str(tmp_path / "paper")).returncode == 0
    paper_pages = pages(only(tmp_path / "paper", "*.pdf"))
    pieces = run("pieces", game, "--players", players, "--format", "3mf", "--out", str(tmp_path / "pieces"))
    count = int(pieces.stdout.split(": ", 1)[1].split(" ", 1)[0])
    token_pages = math.ceil(count / 70)  # 7 across, 10 down on letter
    card_pages = 0
    if cards:
        assert run("cards", game, "--players", players, "--out", str(tmp_path / "cards")).returncode == 0
        card_pages = pages(only(tmp_path / "cards", "*.pdf"))
    rule_pages = pages(folder / f"{board}-rules.pdf")
    reader = PdfReader(pnp)
    assert len(reader.pages) == 1 + paper_pages + token_pages + card_pages + rule_pages
    cover = reader.pages[0].extract_text()
    assert "To buy" in cover and all(n in cover for n in names)
    assert ("Dice" in cover) == (cards is None) and ("Plain 52-card decks" in cover) == (cards == "quick-reference")
    assert f"{count} tokens" in reader.pages[1 + paper_pages].extract_text()

    # the same options and --out, the same bytes (the TTS saved game names its files in --out)
    before = {p.name: p.read_bytes() for p in (*folder.iterdir(), tmp_path / "a" / f"{stem}.zip")}
    again = run("kit", game, "--players", players, "--out", str(tmp_path / "a"))
    assert again.returncode == 0, again.stderr
    assert {p.name: p.read_bytes() for p in (*folder.iterdir(), tmp_path / "a" / f"{stem}.zip")} == before


@pytest.mark.parametrize(("args", "start"), [
    (["chess"], "boardgen: GAME: 'chess' is not a game"),
    (["ludo", "--players", "99"], "boardgen: --players"),
    (["pegs-and-jokers", "--variant", "no-such-variation"], "boardgen: --variant"),
])
def test_bad_input_is_one_line_exit_2_and_nothing_written(tmp_path, args, start):
    done = run("kit", *args, "--out", str(tmp_path / "out"))
    assert done.returncode == 2 and done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert line.startswith(start), line
    assert not (tmp_path / "out").exists()


def test_a_zip_that_cannot_be_written_leaves_the_folder_unwritten_too(tmp_path):
    """The folder and the zip are one set: a folder where the zip goes refuses both."""
    (tmp_path / "ludo-4p-kit.zip").mkdir()
    done = run("kit", "ludo", "--out", str(tmp_path))
    assert done.returncode == 2 and done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert "ludo-4p-kit.zip" in line, line
    assert [p for p in tmp_path.rglob("*") if p.is_file()] == []  # no kit file, no temporary


def test_a_cover_longer_than_a_page_goes_on_over_the_page():
    """A board on many sheets with a program a tool lists more files than one page holds."""
    from boardgen.kit.paper import cover

    listed = [(f"board-sheet{k}.nc", "CNC router program") for k in range(120)]
    reader = PdfReader(io.BytesIO(cover("Big board", listed, ["Dice"], "letter")))
    text = "".join(page.extract_text() for page in reader.pages)
    assert len(reader.pages) == 3
    assert all(f"board-sheet{k}.nc" in text for k in range(120)) and "To buy" in text


def test_a_rerun_with_fewer_formats_leaves_no_stale_board_file(tmp_path):
    """The folder holds what its manifest lists: a format dropped on a rerun takes its file away."""
    assert run("kit", "ludo", "--out", str(tmp_path)).returncode == 0
    assert (tmp_path / "ludo-4p-kit" / "ludo-4p.dxf").exists()
    done = run("kit", "ludo", "--format", "svg,json", "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "ludo-4p-kit"
    manifest = json.loads((folder / "ludo-4p-kit-manifest.json").read_text())
    assert sorted(p.name for p in folder.iterdir()) == [f["name"] for f in manifest["files"]]
    assert not (folder / "ludo-4p.dxf").exists()


def test_the_kit_holds_the_tabletop_simulator_game_board_writes_naming_its_folder(tmp_path):
    """The saved game's files are those ``board --format tts`` writes with --out the kit's folder:
    written again there, not a byte changes; each is in the manifest."""
    assert run("kit", "slide-race", "--out", str(tmp_path)).returncode == 0
    folder = tmp_path / "slide-race-4p-kit"
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    tts = ["slide-race-4p-tts-back.png", "slide-race-4p-tts-cards.png", "slide-race-4p-tts.json",
           "slide-race-4p-tts.png", "slide-race-4p.obj"]
    assert set(tts) <= set(before)
    saved = json.loads(before["slide-race-4p-tts.json"])
    assert saved["ObjectStates"][0]["CustomMesh"]["MeshURL"] == (folder / "slide-race-4p.obj").resolve().as_uri()
    done = run("board", "slide-race", "--format", "tts", "--out", str(folder))
    assert done.returncode == 0, done.stderr
    assert sorted(line.split("/")[-1] for line in done.stdout.splitlines() if "wrote " in line) == tts
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    manifest = json.loads(before["slide-race-4p-kit-manifest.json"])
    purposes = {f["name"]: f["purpose"] for f in manifest["files"]}
    assert purposes["slide-race-4p-tts.json"].startswith("Tabletop Simulator saved game")


@pytest.mark.parametrize(("game", "stem", "pegs"), [("solitaire", "solitaire-english", 32),
                                                    ("triangle", "triangle-5rows", 14)])
def test_a_solitaire_kit_holds_the_board_and_rules_and_says_how_many_pegs_to_buy(tmp_path, game, stem, pegs):
    """A solitaire board has no seats, so no pieces to print: the kit is the board, the rules, the
    saved game and the print-and-play PDF, and its list of things to buy counts the pegs."""
    done = run("kit", game, "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    folder = tmp_path / f"{stem}-kit"
    manifest = json.loads((folder / f"{stem}-kit-manifest.json").read_text())
    names = sorted(p.name for p in folder.iterdir())
    assert [f["name"] for f in manifest["files"]] == names
    assert not [n for n in names if "pieces" in n or n.endswith(("-cards.pdf", "-quick-reference.pdf"))]
    assert {f"{stem}.svg", f"{stem}-rules.pdf", f"{stem}-tts.json", f"{stem}-kit-print-and-play.pdf"} <= set(names)
    assert manifest["to_buy"] == [f"{pegs} golf tees for the 4.8 mm holes, one in every hole but the one left empty "
                                  "at the start"]
    assert f"to buy: {pegs} golf tees" in done.stdout
    pnp = folder / f"{stem}-kit-print-and-play.pdf"
    assert subprocess.run(["qpdf", "--check", str(pnp)], capture_output=True).returncode == 0
    assert run("board", game, "--format", "paper", "--out", str(tmp_path / "paper")).returncode == 0
    assert pages(pnp) == 1 + pages(only(tmp_path / "paper", "*.pdf")) + pages(folder / f"{stem}-rules.pdf")
    cover = PdfReader(pnp).pages[0].extract_text()
    assert f"{pegs} golf tees" in cover and "Dice" not in cover and "tokens" not in cover


def test_the_kit_cuts_the_piece_style_asked_as_pieces_does(tmp_path):
    options = ("ludo", "--material", "3mm-birch-plywood", "--piece-style", "disc")
    assert run("kit", *options, "--out", str(tmp_path / "kit")).returncode == 0
    done = run("pieces", *options, "--out", str(tmp_path / "pieces"))
    assert done.returncode == 0, done.stderr
    assert "a disc on a peg" in done.stdout
    (folder,) = (tmp_path / "kit").glob("*-kit")
    cut = {p.name: p.read_bytes() for p in (tmp_path / "pieces").iterdir()}
    assert sorted(cut) == sorted(n for n in cut if n.endswith((".svg", ".dxf", ".lbrn2"))) and len(cut) == 3
    assert all((folder / name).read_bytes() == data for name, data in cut.items())
