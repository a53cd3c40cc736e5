"""The Fast Track JSON position format (docs/position-format.md): read, check, write, list moves.

The shared keys (game, players, teams, variants, turn, hand, idle_turns) are read by
``boardgen.play.positions``; this module reads the marbles, listed under ``pegs`` as in every
game's position so tools read them alike.
"""

from __future__ import annotations

from boardgen.games.fast_track import rules as game_rules
from boardgen.games.fast_track.state import PEN, RuleSet, State
from boardgen.games.fast_track.topology import HOME_SPACES, MARBLES_PER_SEAT, SIDE_LENGTH
from boardgen.games.fast_track.variants import canonical
from boardgen.play.positions import (Position, hole_number, moves_json, parse_position, position_json, refuse,
                                     require_cards)

GAME = "fast-track"


def parse(text: str) -> Position:
    position = parse_position(text, GAME, RuleSet.create, _state)
    seats = position.state.rules.turn_seats
    if position.turn not in seats:
        refuse(f'"turn" must be a seat that takes turns, one of {", ".join(map(str, seats))}: with '
               "one-player-per-team each team plays at its first colour", position.turn)
    return position


def _state(rules: RuleSet, raw: object) -> State:
    return State(rules, _marbles(rules, raw))


def _marbles(rules: RuleSet, raw: object) -> tuple[tuple[int, ...], ...]:
    if not isinstance(raw, list) or len(raw) != rules.players:
        refuse(f'"pegs" must hold one list of marbles per seat ({rules.players})')
    taken: dict[int, int] = {}
    rows = []
    for seat, row in enumerate(raw):
        if not isinstance(row, list) or len(row) != MARBLES_PER_SEAT:
            refuse(f"seat {seat} must have {MARBLES_PER_SEAT} marbles", len(row) if isinstance(row, list) else row)
        codes = [code(rules, seat, name) for name in row]
        for c in codes:
            where = rules.space(c) if rules.space(c) >= 0 else (-2 if c == rules.bulls_eye else None)
            if where is not None:
                if where in taken:
                    refuse(f"two marbles on {'the bulls-eye' if where == -2 else f'track:{where}'} "
                           f"(seats {taken[where]} and {seat})")
                taken[where] = seat
        homes = [c for c in codes if c >= rules.home0]
        if len(set(homes)) != len(homes):
            refuse(f"seat {seat} has two marbles in one home space")
        rows.append(tuple(sorted(codes)))
    return tuple(rows)


def code(rules: RuleSet, seat: int, name: object) -> int:
    """The marble code of a name: pen, track:N, fast-track:N, bulls-eye or home:H."""
    if isinstance(name, str):
        kind, _, number = name.partition(":")
        if name in ("pen", "bulls-eye"):
            return PEN if name == "pen" else rules.bulls_eye
        value = hole_number(number)
        if value is not None:
            if kind == "track" and value < rules.track:
                return value
            if kind == "fast-track" and value < rules.track and value % SIDE_LENGTH == 0:
                if value // SIDE_LENGTH == seat:
                    return value  # a ride ends on the colour's own space: the marble is on the main track
                return rules.riding(value // SIDE_LENGTH)
            if kind == "home" and value < HOME_SPACES:
                return rules.home(value)
    refuse(f"seat {seat}: a marble must be pen, track:0..{rules.track - 1}, fast-track:N (N a multiple of "
           f"{SIDE_LENGTH}), bulls-eye or home:0..{HOME_SPACES - 1}", name)


def names(state: State) -> list[list[str]]:
    return [[game_rules.code_name(state.rules, c) for c in row] for row in state.marbles]


def to_json(position: Position) -> dict[str, object]:
    rules = position.state.rules
    return position_json(GAME, position, list(canonical(rules.variants)), names(position.state))


def moves(position: Position, card: str | None = None) -> dict[str, list[dict[str, object]]]:
    """Every distinct legal move for the seat to play, for ``card`` or each card of the hand."""
    require_cards(position, card)
    hand = (card,) if card is not None else position.hand
    state = position.state
    found = game_rules.legal_moves(state, position.turn, hand, position.idle_turns)
    return moves_json(found, lambda move: game_rules.describe(state.rules, move),
                      lambda move: names(game_rules.apply(state, move)))
