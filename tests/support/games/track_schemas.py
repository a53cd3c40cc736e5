"""The track-game JSON Schemas for tests: the whole description's, and the two halves a game
with a board of its own splits it into (``board.schema.json``, ``moving.schema.json``), their
references resolved in the whole description's schema."""

from __future__ import annotations

import json
from importlib.resources import files

import jsonschema
from referencing import Registry, Resource

SCHEMAS = files("boardgen.games.race.description")


def schema(name: str) -> jsonschema.Draft202012Validator:
    """The validator of ``name`` (``description``, ``board`` or ``moving``)."""
    whole = json.loads((SCHEMAS / "description.schema.json").read_text(encoding="utf-8"))
    registry = Registry().with_resource(whole["$id"], Resource.from_contents(whole))
    part = json.loads((SCHEMAS / f"{name}.schema.json").read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(part, registry=registry)
