"""Tabletop Simulator's saved game (issue 42): beside the board, a pawn on each seat's start
holes in its colour, the game's dice or deck, and a rules tab; every object as TTS's save
format has it (name, transform, GUID, the custom fields), the deck's card IDs within its face
sheet's grid and the sheet that grid's size; the board's texture mapped flat from above, so a
start hole's spot on it is in its seat's colour."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import numpy as np
import pytest
import trimesh
from PIL import Image

from boardgen.games.race.equipment import booklet_text, equipment
from boardgen.games.pegs_and_jokers.on_engine import description as pegs_and_jokers
from boardgen.games.race.description.library import shipped
from boardgen.geometry.vec import nearest_spacing
from boardgen.writers.tts.card_sheet import CARD_PX
from boardgen.writers.paper.drawing import SPOT
from boardgen.writers.paper.palette import PALETTES
from tests.writers.solids.test_glb import outline_points, write
from tests.writers.tts.test_board_object import UNITY_READS_OBJ, board_model, in_board_mm

DESIGNS = {"ludo": ("ludo", {}), "slide-race": ("slide-race", {})}
TRANSFORM = {f"{kind}{axis}" for kind in ("pos", "rot", "scale") for axis in "XYZ"}


@pytest.fixture(scope="module", params=sorted(DESIGNS))
def design(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    game, raw = DESIGNS[request.param]
    return write(tmp_path_factory.mktemp(request.param), game, raw, "tts,json")


def saved(folder: Path) -> dict:
    (path,) = folder.glob("*-tts.json")
    return json.loads(path.read_text())


def manifest(folder: Path) -> dict:
    (path,) = (p for p in folder.glob("*.json") if not p.name.endswith("-tts.json"))
    return json.loads(path.read_text())


def local_file(url: str) -> Path:
    assert url.startswith("file:///")
    return Path(url[len("file://"):])


def every_object(objects: list[dict]) -> list[dict]:
    return [o for obj in objects for o in (obj, *every_object(obj.get("ContainedObjects", [])))]


def to_manifest(design: Path, points: np.ndarray) -> np.ndarray:
    """Points of the board's own frame (TTS units) in the manifest's millimetres: the frame's
    zero is the middle of the board's outline (test_tts holds the snap points to that)."""
    drawn = np.array([point for piece in manifest(design)["pieces"] for point in outline_points(piece)])
    return in_board_mm(points, 1.0)[:, :2] + (drawn.min(axis=0) + drawn.max(axis=0)) / 2


def test_every_object_is_as_a_tts_save_has_it(design: Path) -> None:
    game = saved(design)
    objects = every_object(game["ObjectStates"])
    assert all({"Name", "Transform", "GUID"} <= set(o) and set(o["Transform"]) == TRANSFORM for o in objects)
    guids = [o["GUID"] for o in objects]
    assert all(re.fullmatch("[0-9a-f]{6}", g) for g in guids) and len(set(guids)) == len(guids)
    mesh = board_model(game)["CustomMesh"]
    assert local_file(mesh["MeshURL"]).is_file()
    assert Image.open(local_file(mesh["DiffuseURL"])).format == "PNG"
    (tab,) = game["TabStates"].values()
    assert {"title", "body", "color", "visibleColor", "id"} <= set(tab) and "start holes" in tab["body"]
    game_name = manifest(design)["description"]
    assert tab["body"].endswith(booklet_text(game_name, 4))  # the booklet's words, its base rules for 4
    assert "\nThe game\n" in tab["body"] and "[figure" not in tab["body"] and "**" not in tab["body"]


def test_a_pawn_in_its_seats_colour_on_each_start_hole(design: Path) -> None:
    game, data = saved(design), manifest(design)
    model = board_model(game)
    pawns = [o for o in game["ObjectStates"] if o["Name"] == "PlayerPawn"]
    assert len(pawns) == shipped(data["description"]).pieces * data["players"]  # as many as the game has
    board_at = np.array([model["Transform"][f"pos{a}"] for a in "XYZ"])
    at = np.array([[o["Transform"][f"pos{a}"] for a in "XYZ"] for o in pawns]) - board_at
    snaps = {tuple(round(p["Position"][a], 6) for a in "xz") for p in model["AttachedSnapPoints"]}
    assert {(round(x, 6), round(z, 6)) for x, _, z in at} <= snaps  # each on a hole's snap point
    assert (at[:, 1] > max(p["Position"]["y"] for p in model["AttachedSnapPoints"])).all()  # above the face
    found = to_manifest(design, at)
    for seat in data["seats"]:
        colour = PALETTES["game"][seat["color"]]
        wanted = tuple(int(colour[k:k + 2], 16) / 255 for k in (1, 3, 5))
        mine = [f for f, pawn in zip(found, pawns) if pawn["Nickname"].startswith(seat["color"] + " ")]
        assert all(tuple(pawn["ColorDiffuse"][c] for c in "rgb") == pytest.approx(wanted, abs=1e-4)
                   for pawn in pawns if pawn["Nickname"].startswith(seat["color"] + " "))
        start = np.array(seat["start"])
        assert len(mine) == len(start)
        assert np.min(np.hypot(*(np.array(mine)[:, None, :] - start[None, :, :]).transpose(2, 0, 1)), axis=0).max() < 0.01


def test_the_dice_or_the_deck(design: Path) -> None:
    game = saved(design)
    names = [o["Name"] for o in game["ObjectStates"]]
    if design.name.startswith("ludo"):
        assert names.count("Die_6") == 1 and "Deck" not in names
        return
    assert "Die_6" not in names
    (deck,) = (o for o in game["ObjectStates"] if o["Name"] == "Deck")
    assert len(deck["DeckIDs"]) == 45  # the slide race's deck
    assert [c["CardID"] for c in deck["ContainedObjects"]] == deck["DeckIDs"]
    assert all(c["Name"] == "Card" and c["CustomDeck"] == deck["CustomDeck"] for c in deck["ContainedObjects"])
    (key, sheet), = deck["CustomDeck"].items()
    cells = sheet["NumWidth"] * sheet["NumHeight"]
    faces = {card % 100 for card in deck["DeckIDs"]}
    assert {card // 100 for card in deck["DeckIDs"]} == {int(key)}
    assert faces == set(range(11)) and 11 <= cells < 11 + sheet["NumWidth"]  # a row no more than the faces
    assert 2 <= sheet["NumWidth"] <= 10 and 2 <= sheet["NumHeight"] <= 7  # TTS's custom deck's bounds
    image = Image.open(local_file(sheet["FaceURL"]))
    assert image.size == (sheet["NumWidth"] * CARD_PX[0], sheet["NumHeight"] * CARD_PX[1])
    assert Image.open(local_file(sheet["BackURL"])).size == CARD_PX
    ranks = [c["Nickname"] for c in deck["ContainedObjects"]]
    assert ranks.count("1") == 5 and ranks.count("12") == 4


def test_the_texture_lies_flat_on_the_board_and_shows_each_seats_colour(design: Path) -> None:
    game, data = saved(design), manifest(design)
    model = board_model(game)
    (path,) = design.glob("*.obj")
    mesh = trimesh.load(path, force="mesh", process=False)
    board = in_board_mm(mesh.vertices @ UNITY_READS_OBJ, 1.0)[:, :2]
    uv = mesh.visual.uv
    # u and v are the board's x and y, scaled: a flat map from above, the same on every face
    fit = np.linalg.lstsq(np.column_stack((board, np.ones(len(board)))), uv, rcond=None)[0]
    assert np.abs(np.column_stack((board, np.ones(len(board)))) @ fit - uv).max() < 1e-5
    assert uv.min(axis=0) == pytest.approx((0, 0), abs=1e-5) and uv.max(axis=0) == pytest.approx((1, 1), abs=1e-5)
    texture = Image.open(local_file(model["CustomMesh"]["DiffuseURL"])).convert("RGB")
    shift = to_manifest(design, np.zeros((1, 3)))[0]  # the board frame's zero in the manifest's
    spacing = nearest_spacing([tuple(p) for seat in data["seats"] for p in (*seat["start"], *seat["home"])]
                              + [tuple(p) for p in data["track"]])
    for seat in data["seats"]:
        colour = PALETTES["game"][seat["color"]]
        wanted = np.array([int(colour[k:k + 2], 16) for k in (1, 3, 5)])
        for x, y in seat["start"]:
            point = np.array([x + 0.42 * SPOT * spacing, y]) - shift  # in the spot, clear of its symbol
            u, v = np.append(point, 1.0) @ fit
            pixel = texture.getpixel((int(u * texture.width), int((1 - v) * texture.height)))
            assert np.abs(np.array(pixel) - wanted).max() <= 12, (seat["color"], pixel)


def test_equipment_from_the_descriptions() -> None:
    """Plain decks are counted as a shop sells them; a deck of the game's own is listed."""
    assert equipment(pegs_and_jokers(), 6) == equipment(pegs_and_jokers(), 8)
    kit = equipment(pegs_and_jokers(), 6)
    assert (kit.plain_decks, kit.jokers, kit.deck, kit.dice) == (3, True, (), 0)
    tock = equipment(shipped("tock"), 4)
    assert (tock.plain_decks, tock.jokers) == (1, False)
    slide = equipment(shipped("slide-race"), 4)
    assert sum(face.copies for face in slide.deck) == 45 and slide.plain_decks == 0
    assert next(f for f in slide.deck if f.rank == "2").text.endswith("then play again.")
    ludo = equipment(shipped("ludo"), 4)
    assert (ludo.dice, ludo.faces, ludo.deck, ludo.plain_decks, ludo.rules) == (1, 6, (), 0, "")  # no booklet named
    assert equipment(shipped("ludo"), 4, "ludo").rules.startswith("The game\nLudo")


def test_the_booklet_written_beside_is_a_pdf_object(tmp_path: Path) -> None:
    """With ``--booklet`` the saved game holds TTS's PDF object naming the booklet written beside
    it; without, none (it would name a file that is not there)."""
    folder = write(tmp_path / "with", "ludo", {"booklet": "sheet"}, "tts")
    (pdf,) = (o for o in saved(folder)["ObjectStates"] if o["Name"] == "Custom_PDF")
    assert local_file(pdf["CustomPDF"]["PDFUrl"]).read_bytes().startswith(b"%PDF")
    bare = write(tmp_path / "without", "ludo", {}, "tts")
    assert "Custom_PDF" not in {o["Name"] for o in saved(bare)["ObjectStates"]}


def test_a_deck_of_more_kinds_than_a_sheet_holds_is_refused_naming_the_deck() -> None:
    """TTS reads at most a 10 x 7 sheet: a description with 70 kinds of card is refused in one
    line naming ``movement.deck``; 69 fit, in 10 x 7."""
    from boardgen.board import CardFace
    from boardgen.errors import ParameterError
    from boardgen.writers.tts.card_sheet import face_sheet

    with pytest.raises(ParameterError, match=r"^movement\.deck: at most 69 kinds .* \(got 70\)$"):
        face_sheet(tuple(CardFace(str(k), 1, "") for k in range(70)))
    sheet = face_sheet(tuple(CardFace(str(k), 1, "") for k in range(69)))
    assert (sheet.across, sheet.down) == (10, 7)
    assert Image.open(io.BytesIO(sheet.png)).size == (10 * CARD_PX[0], 7 * CARD_PX[1])


@pytest.mark.parametrize(("game", "raw", "empty"), [("solitaire", {"shape": "english"}, 17),
                                                     ("solitaire", {"shape": "european"}, 9),
                                                     ("triangle", {"rows": "5"}, 1)])
def test_a_solitaire_board_has_a_peg_in_every_hole_but_the_start(tmp_path: Path, game: str, raw: dict[str, str],
                                                                  empty: int) -> None:
    """A solitaire's saved game had a bare board: no seats, so no pawns. It now has a peg on
    the snap point of every hole but the one the game leaves empty (the booklet's default)."""
    folder = write(tmp_path, game, raw, "tts,json")
    game_file, data = saved(folder), manifest(folder)
    model = board_model(game_file)
    pegs = [o for o in game_file["ObjectStates"] if o["Name"] == "PlayerPawn"]
    assert len(pegs) == data["hole_count"] - 1
    board_at = np.array([model["Transform"][f"pos{a}"] for a in "XYZ"])
    at = np.array([[o["Transform"][f"pos{a}"] for a in "XYZ"] for o in pegs]) - board_at
    snaps = {tuple(round(p["Position"][a], 6) for a in "xz") for p in model["AttachedSnapPoints"]}
    assert {(round(x, 6), round(z, 6)) for x, _, z in at} <= snaps
    holes = np.array(data["holes"])
    found = to_manifest(folder, at)
    nearest = np.argmin(np.hypot(*(found[:, None, :] - holes[None, :, :]).transpose(2, 0, 1)), axis=1)
    assert set(nearest + 1) == set(range(1, data["hole_count"] + 1)) - {empty}
    (tab,) = game_file["TabStates"].values()
    assert f"Pegs: {len(pegs)}, one in every hole but the one left empty." in tab["body"]
