"""The dice-played track games' entries in the rules registry (``boardgen.games.rules_registry``):
one ``RulesEngine`` per shipped dice description, all played by the same course, moves and
turns, so a game is its description and nothing more."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace as dataclass_replace
from functools import partial
from pathlib import Path

from boardgen.errors import ParameterError
from boardgen.games.rules_engine import RulesEngine, SimulationFacts
from boardgen.games.track.course import Course
from boardgen.games.track.description import Description
from boardgen.games.track.library import shipped
from boardgen.games.track.loading import read_description
from boardgen.games.track.position import Position
from boardgen.games.track.position_file import moves_answer, parse
from boardgen.games.track.simulation_facts import DICE_FACTS, FACTS_BY_GAME
from boardgen.games.track.topology import Topology
from boardgen.games.track.turns import simulate
from boardgen.play.positions import PARAM
from boardgen.play.variants import VariantTable

NO_VARIANTS = VariantTable(())
"""A description is the whole rule set: its variations are other descriptions."""


def make_rules(load: Callable[[], Description], players: int, teams: str | None,
               variants: tuple[str, ...]) -> Course:
    """The course of the description ``load`` gives for ``players``; every seat for itself."""
    description = load()
    NO_VARIANTS.validate(variants)
    if teams not in (None, "individual"):
        raise ParameterError("--teams", f"individual (or left out): {description.name} has no partners", teams)
    return Course(Topology(description, players))


def moves(loaded: tuple[Course, Position], card: str | None) -> dict:
    """``rules moves`` for a dice track game: the seat to move's moves for its throw."""
    if card is not None:
        raise ParameterError("--card", "left out: a dice game moves by the position's \"throw\"", card)
    return moves_answer(*loaded)


def engine_for(load: Callable[[], Description], name: str, base: str, facts: SimulationFacts) -> RulesEngine:
    """The rules engine of one dice description (read by ``load`` when first needed)."""
    return RulesEngine(
        game=name,
        base=base,
        variants=NO_VARIANTS,
        parse_position=lambda text: parse(text, load()),
        moves=moves,
        make_rules=partial(make_rules, load),
        simulate=simulate,
        facts=facts,
    )


def engine_for_file(path: str | Path, named: object = None) -> RulesEngine:
    """The engine of a user's description file (``--game-file``), refused in one line when it
    is played with cards, or when ``named`` (a position's "game") is another game."""
    description = read_description(path)
    if description.movement.source != "dice":
        raise ParameterError("--game-file", f"a dice game: {description.name} is played with cards, whose moves "
                             "and games come with the card engine", description.name)
    if named is not None and named != description.name:
        raise ParameterError(f'{PARAM} "game"', f'"{description.name}", the game --game-file describes', named)
    return engine_for(lambda: description, description.name, f"the game is {Path(path).name}, as docs/"
                      "track-games.md reads it", dataclass_replace(DICE_FACTS, default_players=description.players[0]))


ENGINE_BY_GAME = {
    name: engine_for(partial(shipped, name), name, f"the base game is descriptions/{name}.toml, as "
                     "docs/track-games.md reads it", facts)
    for name, facts in FACTS_BY_GAME.items()
}
