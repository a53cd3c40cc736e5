"""The track games' entries in the rules registry (``boardgen.games.rules_registry``). There is
one ``RulesEngine`` per shipped description, and one for a user's ``--game-file``. The dice ones
are played by the same course, moves and turns. The card ones are played by their card
counterparts (``card_course``, ``card_moves``, ``card_turns``), imported only when a card game
is named. So a game is its description and nothing more. A dice game's position file is read by
``position_file``, a card game's by ``card_position_file``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace as dataclass_replace
from functools import partial
from pathlib import Path
from typing import Any

from boardgen.errors import ParameterError
from boardgen.games.rules_engine import RulesEngine, SimulationFacts
from boardgen.games.race.dice.course import Course
from boardgen.games.race.description.model import Description
from boardgen.games.race.description.library import shipped
from boardgen.games.race.description.loading import read_description
from boardgen.games.race.dice.position_file import moves_answer, parse
from boardgen.games.race.simulation_facts import CARD_FACTS, DICE_FACTS, FACTS_BY_GAME
from boardgen.games.race.board.topology import RaceTopology
from boardgen.games.race.dice.turns import simulate
from boardgen.play.positions import PARAM
from boardgen.play.variants import VariantTable

NO_VARIANTS = VariantTable(())
"""A description is the whole rule set: its variations are other descriptions."""


def make_rules(load: Callable[[], Description], players: int, teams: str | None, variants: tuple[str, ...]) -> Any:
    """The course of the description ``load`` gives for ``players``, seated as its
    ``rules.teams`` says (the only seating ``--teams`` may name)."""
    NO_VARIANTS.validate(variants)
    description = load()
    topology = RaceTopology(description, players)
    if description.movement.source == "dice":
        course: Any = Course(topology)
    else:
        from boardgen.games.race.cards.course import CardCourse
        course = CardCourse(topology)
    if teams not in (None, course.teams):
        raise ParameterError("--teams", f"{course.teams} (or left out): {description.name}'s description seats its "
                             "partners", teams)
    return course


def simulate_any(course: Any, *args: Any, **kwargs: Any) -> Any:
    """``turns.simulate`` for a dice course, ``card_turns.simulate`` for a card one."""
    if isinstance(course, Course):
        return simulate(course, *args, **kwargs)
    from boardgen.games.race.cards.turns import simulate as simulate_cards
    return simulate_cards(course, *args, **kwargs)


def parse_position(load: Callable[[], Description], text: str) -> tuple[Any, Any]:
    """A dice game's position file (``position_file``) or a card game's (``card_position_file``)."""
    description = load()
    if description.movement.source == "dice":
        return parse(text, description)
    from boardgen.games.race.cards.position_file import parse as parse_cards
    return parse_cards(text, description)


def moves(loaded: tuple[Any, Any], card: str | None) -> dict:
    """``rules moves`` for a track game: the seat to move's moves for its throw, or with the
    cards of its hand."""
    course, position = loaded
    if card is not None:
        held = "throw" if isinstance(course, Course) else "hand"
        raise ParameterError("--card", f"left out: a track game moves by the position's \"{held}\"", card)
    if isinstance(course, Course):
        return moves_answer(course, position)
    from boardgen.games.race.cards.position_file import moves_answer as card_moves_answer
    return card_moves_answer(course, position)


def engine_for(load: Callable[[], Description], name: str, base: str, facts: SimulationFacts) -> RulesEngine:
    """The rules engine of one description (read by ``load`` when first needed)."""
    return RulesEngine(
        game=name,
        base=base,
        variants=NO_VARIANTS,
        parse_position=partial(parse_position, load),
        moves=moves,
        make_rules=partial(make_rules, load),
        simulate=simulate_any,
        facts=facts,
    )


def engine_for_file(path: str | Path, named: object = None) -> RulesEngine:
    """The engine of a user's description file (``--game-file``), refused in one line when
    ``named`` (a position's "game") is another game."""
    description = read_description(path)
    if named is not None and named != description.name:
        raise ParameterError(f'{PARAM} "game"', f'"{description.name}", the game --game-file describes', named)
    return engine_for_description(description, f"the game is {Path(path).name}, as docs/track-games.md reads it")


def engine_for_description(description: Description, base: str) -> RulesEngine:
    """The engine of a user's description, read already (from a file, or pasted on the preview
    page), its table the first player count it lists."""
    facts = DICE_FACTS if description.movement.source == "dice" else CARD_FACTS
    return engine_for(lambda: description, description.name, base,
                      dataclass_replace(facts, default_players=description.players[0]))


ENGINE_BY_GAME = {
    name: engine_for(partial(shipped, name), name, f"the base game is library/{name}.toml, as "
                     "docs/track-games.md reads it", facts)
    for name, facts in FACTS_BY_GAME.items()
}
