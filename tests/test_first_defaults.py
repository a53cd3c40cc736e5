"""Defaults that fit the machine a run is for (issue 40): a 3D print is a printable plate, not the
router's 3/4 in board; the coupon is a laser's unless a router is asked for, and says so; a zip
removes no loose file an earlier run wrote."""

from __future__ import annotations

import struct
from pathlib import Path

from tests.support.cli_calls import invoke


def run(folder: Path, *args: str) -> str:
    """``boardgen ARGS --out folder``'s stdout; it must succeed."""
    code, out, err = invoke([*args, "--out", str(folder)], folder.parent)
    assert code == 0, err
    return out


def stl_heights(path: Path) -> tuple[float, float]:
    """The lowest and highest z of a binary STL's vertices."""
    data = path.read_bytes()
    (count,) = struct.unpack_from("<I", data, 80)
    zs = [struct.unpack_from("<3f", data, 84 + 50 * k + 12 + 12 * v)[2] for k in range(count) for v in range(3)]
    return min(zs), max(zs)


def test_an_stl_without_stock_is_a_printable_plate_and_says_so(tmp_path: Path) -> None:
    out = run(tmp_path / "plain", "board", "triangle", "--format", "stl")
    (stl,) = (tmp_path / "plain").glob("*.stl")
    low, high = stl_heights(stl)
    assert round(high - low, 3) == 4.0, (low, high)
    assert "3D model 4mm thick: a printable plate" in out


def test_a_given_stock_or_a_gcode_job_keeps_its_thickness_and_says_it(tmp_path: Path) -> None:
    out = run(tmp_path / "given", "board", "triangle", "--format", "stl", "--stock", "10mm")
    low, high = stl_heights(next((tmp_path / "given").glob("*.stl")))
    assert round(high - low, 3) == 10.0 and "3D model 10mm thick: its --stock" in out
    out = run(tmp_path / "routed", "board", "triangle", "--format", "stl,gcode")
    low, high = stl_heights(next((tmp_path / "routed").glob("*.stl")))
    assert round(high - low, 3) == 19.05 and "3D model 0.75in thick: the router's default stock" in out


def test_the_coupon_is_a_lasers_by_default_and_a_routers_when_asked(tmp_path: Path) -> None:
    out = run(tmp_path / "laser", "coupon")
    names = sorted(p.suffix for p in (tmp_path / "laser").iterdir())
    assert names == [".dxf", ".lbrn2", ".svg"], names
    assert " for a laser:" in out.splitlines()[0] and "shaped for a laser" in out and "6.35" not in out
    for how in (["--machine", "router"], ["--material", "19mm-pine"]):
        folder = tmp_path / how[1]
        out = run(folder, "coupon", *how)
        assert " for a CNC router:" in out.splitlines()[0], out
        assert any(p.suffix == ".nc" for p in folder.iterdir())
    out = run(tmp_path / "diode", "coupon", "--material", "3mm-birch-plywood", "--laser", "diode")
    assert " for a 10 W diode laser:" in out.splitlines()[0]


def test_a_zip_leaves_the_loose_files_of_an_earlier_run(tmp_path: Path) -> None:
    folder = tmp_path / "out"
    run(folder, "board", "triangle", "--format", "gcode")
    loose = sorted(p.name for p in folder.iterdir())
    out = run(folder, "board", "triangle", "--format", "gcode,zip")
    assert "removed" not in out
    assert sorted(p.name for p in folder.iterdir()) == sorted([*loose, loose[0].split("-1-")[0] + ".zip"])


def test_a_rerun_removes_only_its_own_stale_files_and_says_so(tmp_path: Path) -> None:
    """Under one --name (another setting names another design), a job without the profile
    removes the profile program the earlier run wrote, and says so."""
    folder = tmp_path / "out"
    run(folder, "board", "triangle", "--format", "gcode", "--cnc", "holes,profile", "--name", "job")
    out = run(folder, "board", "triangle", "--format", "gcode", "--cnc", "holes", "--name", "job")
    removed = [line for line in out.splitlines() if line.strip().startswith("removed")]
    assert len(removed) == 1 and "profile" in removed[0], out
    assert not any("profile" in p.name for p in folder.iterdir())
