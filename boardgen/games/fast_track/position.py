"""The Fast Track JSON position format (docs/position-format.md): read, check, write, list moves.

The shared keys (game, players, teams, variants, turn, hand, idle_turns) are read by
``boardgen.play.positions``; this module reads the marbles, listed under ``pegs`` as in every
game's position so tools read them alike.
"""

from __future__ import annotations

from pathlib import Path

from boardgen.errors import ParameterError
from boardgen.games.fast_track import rules as game_rules
from boardgen.games.fast_track.state import PEN, RuleSet, State
from boardgen.games.fast_track.topology import HOME_SPACES, MARBLES_PER_SEAT, SIDE_LENGTH
from boardgen.games.fast_track.variants import canonical
from boardgen.play.positions import Position, header_json, parse_object, read_header, read_text, refuse

GAME = "fast-track"


def load(path: str | Path) -> Position:
    return parse(read_text(path))


def parse(text: str) -> Position:
    data = parse_object(text)
    head = read_header(data, GAME, RuleSet.create)
    return Position(State(head.rules, _marbles(head.rules, data.get("pegs"))), head.turn, head.hand, head.idle_turns)


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
        if number.isdigit():
            value = int(number)
            if kind == "track" and value < rules.track:
                return value
            if kind == "fast-track" and value < rules.track and value % SIDE_LENGTH == 0:
                return rules.riding(value // SIDE_LENGTH)
            if kind == "home" and value < HOME_SPACES:
                return rules.home(value)
    refuse(f"seat {seat}: a marble must be pen, track:0..{rules.track - 1}, fast-track:N (N a multiple of "
           f"{SIDE_LENGTH}), bulls-eye or home:0..{HOME_SPACES - 1}", name)


def names(state: State) -> list[list[str]]:
    return [[game_rules.code_name(state.rules, c) for c in row] for row in state.marbles]


def to_json(position: Position) -> dict[str, object]:
    rules = position.state.rules
    data = header_json(GAME, rules, list(canonical(rules.variants)), position.turn, position.hand,
                       position.idle_turns)
    data["pegs"] = names(position.state)
    return data


def moves(position: Position, card: str | None = None) -> dict[str, list[dict[str, object]]]:
    """Every distinct legal move for the seat to play, for ``card`` or each card of the hand."""
    if card is None and not position.hand:
        raise ParameterError("--card", "needed when the position has no hand")
    hand = (card,) if card is not None else position.hand
    found = game_rules.legal_moves(position.state, position.turn, hand, position.idle_turns)
    rules = position.state.rules
    return {"moves": [
        {"card": move.card, "text": game_rules.describe(rules, move),
         "result": {"pegs": names(game_rules.apply(position.state, move))}}
        for move in found
    ]}
