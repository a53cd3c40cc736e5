"""``--assembly-marks``: face (as before, byte for byte), back (mirrored in an engrave-only file
per sheet that lands on each part's back once the sheet is turned over left to right) or none."""

from __future__ import annotations

import json

from shapely.affinity import scale
from shapely.geometry import Polygon

from boardgen.job import make_board
from boardgen.output import Output, render_files

RAW = {"players": "6", "style": "sections", "bed": "600x300mm"}


def files(side: str | None, formats: str = "svg,dxf,json") -> tuple:
    raw = {**RAW, "format": formats, **({"assembly-marks": side} if side else {})}
    board = make_board("pegs-and-jokers", raw).board
    output = Output.parse(raw)
    return board, render_files(board, output.formats, output.settings)


def test_face_is_the_default_and_changes_no_byte():
    assert files(None)[1] == files("face")[1]  # the default, given or not: one design, one name


def test_back_moves_the_marks_to_a_mirrored_file_per_sheet_that_lands_on_each_parts_back():
    face, face_files = files("face")
    back, back_files = files("back")
    stem = back.stem
    assert stem.startswith("pegs-and-jokers-6p-sections-") and stem != face.stem  # a name of its own
    sheets = back.sheet_count
    assert [n for n in back_files if n.endswith("-back.svg")] == [f"{stem}-sheet{k}-back.svg" for k in range(1, sheets + 1)]
    assert len([n for n in back_files if n.endswith("-back.dxf")]) == sheets
    # the face carries no assembly marks; the back board's shapes are the face's marks, mirrored in place
    marks = len(face.labels) - len(back.labels) + sum(len(p.back) for p in back.pieces)
    assert sum(len(p.engraving) for p in back.pieces) < sum(len(p.engraving) for p in face.pieces)
    assert marks > 0
    for k in range(sheets):
        sheet = back.for_sheet(k)
        x0, _, x1, _ = sheet.frame()
        flipped = sheet.back_side()
        assert all(not p.holes for p in flipped.pieces) and flipped.engrave_only
        parts = {p.name: Polygon(p.outline.polyline(0.05)) for p in sheet.sheet()}
        for piece in flipped.pieces:
            for shape in piece.engraving:
                # turn the sheet over about its vertical axis: x -> x0 + x1 - x
                glyph = scale(Polygon(shape.paths[0]), xfact=-1, yfact=1, origin=((x0 + x1) / 2, 0))
                assert parts[piece.name].contains(glyph)
                assert all(not other.intersects(glyph) for name, other in parts.items() if name != piece.name)


def test_back_marks_are_listed_in_the_manifest_with_their_side():
    back, back_files = files("back")
    manifest = json.loads(back_files[f"{back.stem}.json"])
    seams = [m for m in manifest["marks"] if m["kind"] == "seam"]
    assert seams and all(m["side"] == "back" for m in seams)
    names = [label for label in manifest["labels"] if label.get("side") == "back" and label["text"].isalpha()]
    assert sorted(label["text"] for label in names) == sorted(p["name"] for p in manifest["pieces"])


def test_none_engraves_no_marks_and_writes_no_back_but_keeps_the_names():
    face, face_files = files("face")
    none, none_files = files("none", "svg,dxf,json,pdf")
    assert not any(n.endswith(("-back.svg", "-back.dxf")) for n in none_files)
    assert not [m for m in none.marks if m.kind == "seam"] and not any(p.back for p in none.pieces)
    manifest = json.loads(none_files[f"{none.stem}.json"])
    assert [p["name"] for p in manifest["pieces"]] == [p.short_name for p in face.pieces]
    assert [p["neighbours"] for p in manifest["pieces"]] == [list(p.neighbours) for p in face.pieces]
    assert sum(len(p.engraving) for p in none.pieces) < sum(len(p.engraving) for p in face.pieces)


def test_one_part_boards_leave_the_option_out_of_their_name():
    board = make_board("pegs-and-jokers", {"players": "4", "assembly-marks": "back"}).board
    assert board.stem == "pegs-and-jokers-4p" and not any(p.back for p in board.pieces)
