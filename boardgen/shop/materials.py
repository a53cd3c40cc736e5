"""Material presets: "3 mm birch ply" turned into the options a shop would otherwise look up
(stock thickness, kerf, joint clearance, laser speed and power per operation, CNC bit and feeds).

Presets only fill in options the user left out; any option given overrides them, and a
per-operation option (``--speed cut=10``) overrides just the operations it names. The shipped
presets live in ``materials.toml`` inside the package; ``--materials FILE`` adds a user's own
in the same form. Every value is a starting point, and the summary says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path

from boardgen.shop.drilling import GCODE_OPTIONS
from boardgen.errors import ParameterError
from boardgen.input_files import parse_toml, read_input
from boardgen.shop.cam.settings import CAM_OPTIONS
from boardgen.shop.laser import LASER_OPTIONS, PER_OPERATION, LaserSettings
from boardgen.shop.printing import PRINT_OPTIONS
from boardgen.options import Option
from boardgen.shop.settings import shop_options

LASERS = {"co2": "40 W CO2", "diode": "10 W diode"}

LASER = Option("laser", "Which laser a material preset's settings are for: co2 (40 W) or diode (10 W)", "co2",
               "choice", choices=tuple(LASERS), label="Laser type")
MATERIAL = Option("material", "Stock preset setting thickness, kerf, joint clearance and laser or CNC settings "
                  "(starting points; `boardgen materials` lists them); options given override it", "",
                  label="Material preset")
MATERIALS_FILE = Option("materials", "A TOML file of your own material presets, added to the shipped ones", "",
                        label="Materials file")
MATERIAL_OPTIONS = (MATERIAL, MATERIALS_FILE, LASER)
MATERIALS_TEXT = Option("materials-text", "The text of a --materials file, your own material presets in TOML, "
                        "added to the shipped ones", "", "document", label="Your material presets")
"""The preview page's ``--materials``: the file's text, pasted or loaded in the browser, since the
page opens no file on this computer for whoever loads it."""
PAGE_OPTIONS = (MATERIAL, MATERIALS_TEXT, LASER)

SETTABLE = ("stock", "kerf", "joint-clearance", "engrave-mode", *PER_OPERATION, "bit", "plunge", "feed", "peck",
            "spindle", "breakthrough", "safe-z", "engrave-depth", "layer-height", "nozzle")
"""The options a preset may set, by their command-line names."""
SHIPPED = "materials.toml"


@dataclass(frozen=True)
class Material:
    name: str
    description: str
    values: tuple[tuple[str, str], ...]
    """(option, text) pairs that hold whatever the laser."""
    lasers: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()
    """Per laser (``LASERS``), its own (option, text) pairs; none for a router preset."""

    @property
    def machine(self) -> str:
        """What the preset is for: a laser (settings per laser), a 3D printer (a layer height) or a router."""
        return "laser" if self.lasers else "printer" if "layer-height" in dict(self.values) else "router"

    def settings(self, laser: str) -> dict[str, str]:
        return {**dict(self.values), **dict(dict(self.lasers).get(laser, ()))}


def presets(extra: str = "", text: str = "") -> dict[str, Material]:
    """The shipped presets, then those of the file ``extra`` names and of the TOML ``text``
    (the page's ``--materials-text``), each replacing any of the same name; the text is
    checked exactly as a file's."""
    shipped = resources.files("boardgen.shop").joinpath(SHIPPED).read_text(encoding="utf-8")
    found = parse(shipped, f"{SHIPPED} (shipped)")
    if extra:
        found.update(parse(read_input(extra, "--materials"), f"--materials {Path(extra).name}"))
    if text:
        found.update(parse(text, MATERIALS_TEXT.flag))
    return found


def parse(text: str, where: str) -> dict[str, Material]:
    """Presets from TOML text; every problem is one line naming the file, preset and key. The
    user's file is read like every other (``input_files``), and so is the shipped one."""
    data = parse_toml(text, where)
    return {name: _material(name, table, f"{where}: [{name}]") for name, table in data.items()}


def _material(name: str, table: object, where: str) -> Material:
    if not isinstance(table, dict):
        raise ParameterError(where, "a table of option = \"value\" lines", table)
    description = table.get("description", "")
    if not isinstance(description, str):
        raise ParameterError(f"{where} description", "a string", description)
    values = _values({k: v for k, v in table.items() if k != "description" and k not in LASERS}, where)
    lasers = tuple((laser, _values(table[laser], f"{where}.{laser}")) for laser in LASERS if laser in table)
    return Material(name, description, values, lasers)


def _values(table: object, where: str) -> tuple[tuple[str, str], ...]:
    """The table's option values, each checked as the option itself would check it."""
    if not isinstance(table, dict):
        raise ParameterError(where, "a table of option = \"value\" lines", table)
    options = {o.name: o for o in (*shop_options(), *GCODE_OPTIONS, *LASER_OPTIONS, *CAM_OPTIONS, *PRINT_OPTIONS)
               if o.name in SETTABLE}
    out = []
    for key, value in table.items():
        if key not in options:
            raise ParameterError(f"{where} {key}", "an option a preset may set: description, "
                                 + ", ".join(SETTABLE) + ", or a table per laser: " + ", ".join(LASERS))
        if not isinstance(value, str):
            raise ParameterError(f"{where} {key}", "a quoted value as typed after the option, e.g. \"3mm\"", value)
        try:
            if key in PER_OPERATION:
                LaserSettings.from_values({**{o.name: o.default for o in LASER_OPTIONS}, key: value})
            else:
                options[key].parse(value)
        except ParameterError as error:
            raise ParameterError(f"{where} {key}", error.allowed, value) from None
        out.append((key, value))
    return tuple(out)


@dataclass(frozen=True)
class Chosen:
    """The options with a preset's values under the user's, the summary's line about it, and
    the machine the preset is for ('laser' or 'router'; None without a preset)."""

    raw: dict[str, str]
    note: str | None
    machine: str | None = None

    @property
    def notes(self) -> tuple[str, ...]:
        """The summary's lines about the preset: its one line, or none without a preset."""
        return (self.note,) if self.note else ()


def apply(raw: Mapping[str, str]) -> Chosen:
    """``raw`` (the options the user gave, and only those) over the chosen preset's values."""
    name = raw.get("material", "")
    known = presets(raw.get(MATERIALS_FILE.name, ""), raw.get(MATERIALS_TEXT.name, ""))
    laser = LASER.parse(raw.get("laser", LASER.default))  # checked even when no preset reads it
    if not name:
        return _printable(Chosen(dict(raw), None))
    if name not in known:
        raise ParameterError("--material", "one of " + ", ".join(known) + ", or a preset of a --materials file", name)
    material = known[name]
    merged = material.settings(laser)
    for key, value in raw.items():
        merged[key] = f"{merged[key]},{value}" if key in PER_OPERATION and key in merged else value
    given = sorted(set(raw) & set(material.settings(laser)))
    machine = {"laser": f"a {LASERS[laser]} laser", "printer": "a 3D printer"}.get(material.machine, "a CNC router")
    note = (f"material {name} for {machine}: {', '.join(f'{k} {v}' for k, v in material.settings(laser).items())}"
            + (f" (overridden: {', '.join(given)})" if given else "")
            + "; these are starting points: cut a test piece (boardgen coupon) and adjust")
    return _printable(Chosen(merged, note, material.machine))


PLATE = "4mm"
"""The stock a 3D print is made as when none is given: a plate a printer makes in an hour or
so, where the router's 3/4 in board would print as a solid brick."""
PRINTED = ("stl", "3mf")
"""The formats of a 3D print."""
STOCK_DEFAULT = next(o.default for o in GCODE_OPTIONS if o.name == "stock")


def _printable(chosen: Chosen) -> Chosen:
    """``chosen`` with the printable ``PLATE`` as its stock when it is for a 3D print and no stock
    is given. A 3D print means a printer preset, or STL or 3MF without G-code. With a 3D model
    asked for, also a line saying the stock it is made as."""
    formats = {f.strip().lower() for f in chosen.raw.get("format", "").split(",")}
    modelled = bool(formats & set(PRINTED))
    plate = "stock" not in chosen.raw and (chosen.machine == "printer" or (modelled and "gcode" not in formats))
    raw = {**chosen.raw, "stock": PLATE} if plate else dict(chosen.raw)
    if not modelled:
        return replace(chosen, raw=raw)
    stock = raw.get("stock", STOCK_DEFAULT)
    why = ("a printable plate, as no --stock was given (the router's is " + STOCK_DEFAULT + ")" if plate
           else "the router's default stock, as G-code is asked for too" if "stock" not in raw else "its --stock")
    line = f"3D model {stock} thick: {why}"
    return replace(chosen, raw=raw, note=f"{chosen.note}; {line}" if chosen.note else line)
