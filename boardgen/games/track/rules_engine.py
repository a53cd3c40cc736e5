"""The dice-played track games' entries in the rules registry (``boardgen.games.rules_registry``):
one ``RulesEngine`` per shipped dice description, all played by the same course, moves and
turns, so a game is its description and nothing more."""

from __future__ import annotations

from functools import partial
from typing import NoReturn

from boardgen.errors import ParameterError
from boardgen.games.rules_engine import RulesEngine
from boardgen.games.track.course import Course
from boardgen.games.track.library import shipped
from boardgen.games.track.simulation_facts import FACTS_BY_GAME
from boardgen.games.track.topology import Topology
from boardgen.games.track.turns import simulate
from boardgen.play.positions import PARAM
from boardgen.play.variants import VariantTable

NO_VARIANTS = VariantTable(())
"""A description is the whole rule set: its variations are other descriptions."""


def make_rules(name: str, players: int, teams: str | None, variants: tuple[str, ...]) -> Course:
    """The course of the shipped description ``name`` for ``players``; every seat for itself."""
    NO_VARIANTS.validate(variants)
    if teams not in (None, "individual"):
        raise ParameterError("--teams", f"individual (or left out): {name} has no partners", teams)
    return Course(Topology(shipped(name), players))


def no_position(*_: object) -> NoReturn:
    """``rules moves`` for a track game: there is no position file for these yet."""
    raise ParameterError(PARAM, "a pegs-and-jokers or fast-track position: track games have no position file yet "
                         "(docs/track-games.md)")


ENGINE_BY_GAME = {
    name: RulesEngine(
        game=name,
        base=f"the base game is descriptions/{name}.toml, as docs/track-games.md reads it",
        variants=NO_VARIANTS,
        parse_position=no_position,
        moves=no_position,
        make_rules=partial(make_rules, name),
        simulate=simulate,
        facts=facts,
    )
    for name, facts in FACTS_BY_GAME.items()
}
