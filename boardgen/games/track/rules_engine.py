"""The track games' entries in the rules registry (``boardgen.games.rules_registry``): one
``RulesEngine`` per shipped description, the dice ones played by the same course, moves and
turns, the card ones by their card counterparts (``card_course``, ``card_moves``,
``card_turns``, imported only when a card game is named), so a game is its description and
nothing more."""

from __future__ import annotations

from functools import partial
from typing import Any, NoReturn

from boardgen.errors import ParameterError
from boardgen.games.rules_engine import RulesEngine
from boardgen.games.track.course import Course
from boardgen.games.track.library import shipped
from boardgen.games.track.simulation_facts import CARD_GAMES, FACTS_BY_GAME
from boardgen.games.track.topology import Topology
from boardgen.games.track.turns import simulate
from boardgen.play.positions import PARAM
from boardgen.play.variants import VariantTable

NO_VARIANTS = VariantTable(())
"""A description is the whole rule set: its variations are other descriptions."""


def make_rules(name: str, players: int, teams: str | None, variants: tuple[str, ...]) -> Any:
    """The course of the shipped description ``name`` for ``players``, seated as its
    ``rules.teams`` says (the only seating ``--teams`` may name)."""
    NO_VARIANTS.validate(variants)
    topology = Topology(shipped(name), players)
    if name not in CARD_GAMES:
        course: Any = Course(topology)
    else:
        from boardgen.games.track.card_course import CardCourse
        course = CardCourse(topology)
    if teams not in (None, course.teams):
        raise ParameterError("--teams", f"{course.teams} (or left out): {name}'s description seats its partners",
                             teams)
    return course


def simulate_any(course: Any, *args: Any, **kwargs: Any) -> Any:
    """``turns.simulate`` for a dice course, ``card_turns.simulate`` for a card one."""
    if isinstance(course, Course):
        return simulate(course, *args, **kwargs)
    from boardgen.games.track.card_turns import simulate as simulate_cards
    return simulate_cards(course, *args, **kwargs)


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
        simulate=simulate_any,
        facts=facts,
    )
    for name, facts in FACTS_BY_GAME.items()
}
