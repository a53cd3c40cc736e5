"""``boardgen cards``: the slide race's deck measured from its PDF (card size, crop marks at the
corners, backs that line up when printed over the long edge, each rank as often as its
description holds it), plain-deck games' quick reference cards, and refusals in one line."""

from __future__ import annotations

import subprocess
from collections import Counter
from importlib.resources import files
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream
from typer.testing import CliRunner

from boardgen.cards import sheet
from boardgen.cards.faces import is_plain, own_faces
from boardgen.play.cards import RANKS as PLAIN_RANKS
from boardgen.cli.app import app
from boardgen.errors import ParameterError
from boardgen.games.race.description.library import shipped
from tests.support.tools import need

MM = 72 / 25.4
SLIDE_RACE = files("boardgen.games.library") / "slide-race.toml"


def own_slide_race(folder: Path, edit=lambda body: body) -> Path:
    """The slide race's description as a user's own file (renamed, as a user's must be), edited."""
    body = SLIDE_RACE.read_text(encoding="utf-8").replace('name = "slide-race"', 'name = "my-race"', 1)
    mine = folder / "mine.toml"
    mine.write_text(edit(body), encoding="utf-8")
    return mine


def cards(tmp_path: Path, *args: str) -> tuple[int, str, list[Path]]:
    run = CliRunner().invoke(app, ["cards", *args, "--out", str(tmp_path / "out")])
    folder = tmp_path / "out"
    return run.exit_code, run.output, sorted(folder.iterdir()) if folder.exists() else []


def drawn(page, reader) -> tuple[list[tuple[float, float, float, float]], list[tuple[float, float, float, float]]]:
    """The rectangles and straight strokes a page draws, in page coordinates (the transforms
    applied), read from its content stream."""
    ctm = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
    stack, rects, lines, at = [], [], [], None

    def point(x: float, y: float) -> tuple[float, float]:
        a, b, c, d, e, f = ctm
        return a * x + c * y + e, b * x + d * y + f

    for operands, op in ContentStream(page.get_contents(), reader).operations:
        values = [float(v) for v in operands] if op in (b"cm", b"re", b"m", b"l") else []
        if op == b"q":
            stack.append(list(ctm))
        elif op == b"Q":
            ctm = stack.pop()
        elif op == b"cm":
            a, b, c, d, e, f = values
            A, B, C, D, E, F = ctm
            ctm = [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F]
        elif op == b"re":
            x0, y0 = point(values[0], values[1])
            x1, y1 = point(values[0] + values[2], values[1] + values[3])
            rects.append((min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)))
        elif op == b"m":
            at = point(*values)
        elif op == b"l" and at is not None:
            end = point(*values)
            lines.append((*at, *end))
            at = end
    return rects, lines


def mark_corners(lines) -> set[tuple[float, float]]:
    """Where a horizontal and an upright crop mark's lines cross with both marks ending within
    1 mm of the crossing: the card corners the marks point at."""
    flat = [ln for ln in lines if abs(ln[1] - ln[3]) < 1e-6 and abs(ln[0] - ln[2]) < 5 * MM]
    upright = [ln for ln in lines if abs(ln[0] - ln[2]) < 1e-6 and abs(ln[1] - ln[3]) < 5 * MM]
    found = set()
    for h in flat:
        for v in upright:
            x, y = v[0], h[1]
            if min(abs(h[0] - x), abs(h[2] - x)) < MM and min(abs(v[1] - y), abs(v[3] - y)) < MM:
                found.add((round(x, 3), round(y, 3)))
    return found


def corners(rect) -> set[tuple[float, float]]:
    x, y, w, h = rect
    return {(round(a, 3), round(b, 3)) for a in (x, x + w) for b in (y, y + h)}


def card_rects(rects, bleed: bool) -> list[tuple[float, float, float, float]]:
    """The card grounds drawn (a card, or a card and its bleed), shrunk by the bleed."""
    grow = sheet.BLEED if bleed else 0
    found = [r for r in rects if abs(r[2] - 63 * MM - 2 * grow) < 2 and abs(r[3] - 88 * MM - 2 * grow) < 2]
    return [(x + grow, y + grow, w - 2 * grow, h - 2 * grow) for x, y, w, h in found]


@pytest.fixture(scope="module")
def deck_pdfs(tmp_path_factory) -> dict[tuple[str, bool], Path]:
    made = {}
    for paper in ("letter", "a4"):
        for bleed in (False, True):
            folder = tmp_path_factory.mktemp(f"{paper}{bleed}")
            code, output, written = cards(folder, "slide-race", "--paper", paper, *(["--bleed"] if bleed else []))
            assert code == 0, output
            assert [p.name for p in written] == ["slide-race-cards.pdf"]
            made[paper, bleed] = written[0]
    return made


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("bleed", [False, True])
def test_every_card_is_poker_size_with_crop_marks_at_its_corners(deck_pdfs, paper, bleed):
    reader = PdfReader(deck_pdfs[paper, bleed])
    assert len(reader.pages) == 10  # five pages of faces, each followed by its backs
    for page in reader.pages:
        rects, lines = drawn(page, reader)
        found = card_rects(rects, bleed)
        assert len(found) == 9
        marked = mark_corners(lines)
        xs = sorted({x for x, _ in marked})
        ys = sorted({y for _, y in marked})
        assert len(xs) == 6 and len(ys) == 6
        assert all(abs(right - left - 63 * MM) <= 0.2 * MM for left, right in zip(xs[0::2], xs[1::2]))
        assert all(abs(top - bottom - 88 * MM) <= 0.2 * MM for bottom, top in zip(ys[0::2], ys[1::2]))
        for card in found:
            assert abs(card[2] - 63 * MM) <= 0.2 * MM and abs(card[3] - 88 * MM) <= 0.2 * MM
            assert all(min(abs(x - mx) + abs(y - my) for mx, my in marked) < 0.01 for x, y in corners(card)), card
        width, height = sheet.page_size(paper)
        assert all(0 <= x <= width and 0 <= y <= height for ln in lines for x, y in (ln[:2], ln[2:]))


def test_each_back_is_where_its_face_lands_when_turned_over_the_long_edge(tmp_path):
    """46 cards: the last page holds one card, top left; its back must be top right."""
    mine = own_slide_race(tmp_path, lambda body: body.replace('"1" = 5', '"1" = 6', 1))
    code, output, written = cards(tmp_path, "track", "--game-file", str(mine), "--paper", "a4")
    assert code == 0, output
    reader = PdfReader(written[0])
    width = sheet.page_size("a4")[0]
    assert len(reader.pages) == 12
    for front, back in zip(reader.pages[0::2], reader.pages[1::2]):
        faces = card_rects(drawn(front, reader)[0], False)
        backs = card_rects(drawn(back, reader)[0], False)
        mirrored = sorted((round(width - x - w, 2), round(y, 2)) for x, y, w, _ in faces)
        assert mirrored == sorted((round(x, 2), round(y, 2)) for x, y, _, _ in backs)
    last = card_rects(drawn(reader.pages[-2], reader)[0], False)
    (lone_back,) = card_rects(drawn(reader.pages[-1], reader)[0], False)
    assert len(last) == 1 and last[0][0] < width / 2 < lone_back[0]
    assert abs(lone_back[1] - last[0][1]) < 1e-3


def ranks_printed(path: Path) -> Counter:
    """Each rank as often as cards show it: the large type in two corners of every face."""
    reader = PdfReader(path)
    seen: Counter = Counter()
    for page in reader.pages[0::2]:
        page.extract_text(visitor_text=lambda text, cm, tm, font, size: seen.update(
            [text.strip()] if size >= 14 and text.strip() else []))
    return Counter({rank: count // 2 for rank, count in seen.items()})


def test_the_deck_holds_each_rank_as_often_as_its_description_and_says_what_the_booklet_says(deck_pdfs):
    path = deck_pdfs["letter", False]
    assert ranks_printed(path) == Counter(dict(shipped("slide-race").movement.deck))
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages[0::2])
    assert "Bring a peg out of your start area onto an opponent's on the track, sending it back to its start." in text
    assert "Bring a peg out of your start area or move a peg 2 forward; then play again." in text
    assert "Sorry" not in text


def test_the_pdf_passes_qpdf_and_the_same_options_give_the_same_bytes(deck_pdfs, tmp_path):
    need("qpdf")
    path = deck_pdfs["a4", True]
    done = subprocess.run(["qpdf", "--check", str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    again = cards(tmp_path, "slide-race", "--paper", "a4", "--bleed")[2][0]
    assert again.read_bytes() == path.read_bytes()


def test_plain_deck_games_get_one_quick_reference_card_a_player_under_their_variations(tmp_path):
    code, output, written = cards(tmp_path, "tock", "--players", "6")
    assert code == 0, output
    assert [p.name for p in written] == ["tock-6p-quick-reference.pdf"]
    reader = PdfReader(written[0])
    assert len(reader.pages) == 1 and len(card_rects(drawn(reader.pages[0], reader)[0], False)) == 6
    plain = cards(tmp_path / "plain", "pegs-and-jokers")[2][0]
    wild = cards(tmp_path / "wild", "pegs-and-jokers", "--variant", "two-wild")[2][0]
    assert wild.name == "pegs-and-jokers-two-wild-quick-reference.pdf"
    said = " ".join(PdfReader(wild).pages[0].extract_text().split())
    assert "swap one of your pegs" in said and "swap one of your pegs" not in PdfReader(plain).pages[0].extract_text()


def test_plain_decks_are_told_from_a_games_own():
    assert is_plain(shipped("tock").movement.deck)
    assert not is_plain(shipped("slide-race").movement.deck)
    assert is_plain((*((r, 8) for r in PLAIN_RANKS), ("JOKER", 4)))  # two decks, four jokers
    assert not is_plain((*((r, 8) for r in PLAIN_RANKS), ("JOKER", 5)))
    assert not is_plain((*((r, 4) for r in PLAIN_RANKS[:-1]), ("K", 3)))


def test_a_deck_of_no_cards_is_refused_naming_the_key():
    with pytest.raises(ParameterError) as refused:
        own_faces((("1", 0),), (("1", "Move 1 forward"),))
    assert refused.value.parameter == "movement.deck"


@pytest.mark.parametrize("edit, key", [
    (lambda body: body.replace("Bump = ", "WWWWWWWW = "), "movement.deck.WWWWWWWW"),
    (lambda body: body.replace('"12" = ["forward 12"]', '"12" = [' + ", ".join(
        f'"{way} {n}"' for n in range(1, 13) for way in ("forward", "backward")) + "]"), "movement.cards.12"),
])
def test_text_that_cannot_fit_a_card_is_refused_in_one_line_and_nothing_is_written(tmp_path, edit, key):
    mine = own_slide_race(tmp_path, edit)
    code, output, written = cards(tmp_path, "--game-file", str(mine))
    assert code == 2 and output.count("\n") == 1 and key in output, output
    assert written == []


@pytest.mark.parametrize("args, named", [
    (["ludo"], "GAME"), (["track", "--game-file", "examples/round-race.toml"], "--game-file"),
    (["slide-race", "--paper", "a3"], "--paper"), (["tock", "--players", "5"], "--players"),
    (["slide-race", "--game-file", "x.toml"], "--game-file"), (["fast-track", "--variant", "nope"], "--variant"),
])
def test_bad_choices_are_refused_in_one_line(tmp_path, args, named):
    code, output, written = cards(tmp_path, *args)
    assert code == 2 and output.count("\n") == 1 and named in output, output
    assert written == []
