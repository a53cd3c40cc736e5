"""Booklet diagrams of one side of a Pegs and Jokers board, drawn from the board model itself.

Hole positions come from ``geometry.layout``, the same function the cut files use. They are
read in the frame of the first seat's side as its player sees it from their seat: into the
board upward. So play (clockwise seen from above) runs from the corner on the right to the left. The
board frame's along-track axis is therefore drawn pointing left; drawn pointing right, the side
would be the mirror image of the cut board.
Worked examples are positions given to the rules engine. The engine lists the legal moves,
and the example picks one by what it does. The drawing shows the position before and after,
with an arrow for every peg that moved. If the engine ever stops allowing a move, the
example disappears instead of showing a wrong picture (a test checks they are all there).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.graphics.shapes import Circle, Drawing, Group, Line, Path, Polygon, String
from reportlab.lib import colors

from boardgen.booklet.drawing import ARROW, HOLE, piece_fill
from boardgen.booklet.layout import INK
from boardgen.booklet.source import Figure
from boardgen.games.pegs_and_jokers import card_play
from boardgen.games.pegs_and_jokers.board.geometry import layout
from boardgen.games.pegs_and_jokers.card_play import BUMPED, LaneMove
from boardgen.games.pegs_and_jokers.state import START, PegsRuleSet, State
from boardgen.games.pegs_and_jokers.board.topology import COLORS, COME_OUT, IN_SPOT, SIDE_LENGTH
from boardgen.lettering.pdf_fonts import BOLD, REGULAR, register_fonts

BEFORE_SIDE = 4
"""Track holes of the previous side shown before the corner."""
AFTER_SIDE = 2
"""Track holes of the next side shown after the next corner."""
MAX_WIDTH = 360.0
"""Widest a diagram is drawn, in points, so sheet pages don't blow them up."""


@dataclass(frozen=True)
class Window:
    """Seat 0's side as its player sees it, in pitches: x to the player's right (against the
    direction of play), y into the board, for every hole shown."""

    rules: PegsRuleSet
    track: dict[int, tuple[float, float]]
    start: tuple[tuple[float, float], ...]
    home: tuple[tuple[float, float], ...]

    @classmethod
    def of(cls, rules: PegsRuleSet) -> Window:
        geo = layout(rules.topology, 1.0)
        frame = geo.frames[0]

        def local(p: tuple[float, float]) -> tuple[float, float]:
            along, inward = frame.local(p)
            return -along, inward
        n = rules.track
        shown = [*range(n - BEFORE_SIDE, n), *range(0, SIDE_LENGTH + AFTER_SIDE + 1)]
        track = {i % n: local(geo.track[i % n]) for i in shown}
        seat = geo.seats[0]
        return cls(rules, track, tuple(local(p) for p in seat.start), tuple(local(p) for p in seat.home))

    def points(self) -> list[tuple[float, float]]:
        return [*self.track.values(), *self.start, *self.home]

    def where(self, seat: int, code: int, start_slot: int = 0) -> tuple[float, float] | None:
        """Where a peg code is drawn, or None when it is off this side."""
        n = self.rules.track
        if code == START:
            return self.start[start_slot] if seat == 0 else None
        if code >= n:
            return self.home[code - n] if seat == 0 else None
        return self.track.get(code)


class Canvas:
    """Pitches to points for one panel of a drawing, y up."""

    def __init__(self, window: Window, scale: float, x0: float, y0: float, group: Group) -> None:
        self.window, self.scale, self.x0, self.y0, self.g = window, scale, x0, y0, group

    def xy(self, p: tuple[float, float]) -> tuple[float, float]:
        return self.x0 + p[0] * self.scale, self.y0 + p[1] * self.scale

    def holes(self, numbers: bool = True) -> None:
        r = 0.21 * self.scale
        for index, p in self.window.track.items():
            x, y = self.xy(p)
            self.g.add(Circle(x, y, r, fillColor=colors.white, strokeColor=HOLE, strokeWidth=0.6))
            if numbers and index <= SIDE_LENGTH:
                self.text(str(index % SIDE_LENGTH), (p[0], -0.72), size=0.36, color=HOLE)
        for p in (*self.window.start, *self.window.home):
            x, y = self.xy(p)
            self.g.add(Circle(x, y, r, fillColor=colors.white, strokeColor=HOLE, strokeWidth=0.6))

    def text(self, s: str, p: tuple[float, float], size: float = 0.42, anchor: str = "middle",
             bold: bool = False, color=INK) -> None:
        x, y = self.xy(p)
        self.g.add(String(x, y, s, fontName=BOLD if bold else REGULAR, fontSize=size * self.scale,
                          textAnchor=anchor, fillColor=color))

    def peg(self, seat: int, p: tuple[float, float], ghost: bool = False) -> None:
        x, y = self.xy(p)
        fill = piece_fill(COLORS[seat])
        if ghost:
            self.g.add(Circle(x, y, 0.36 * self.scale, fillColor=None, strokeColor=fill, strokeWidth=1.1,
                              strokeDashArray=[2, 1.5]))
        else:
            self.g.add(Circle(x, y, 0.34 * self.scale, fillColor=fill, strokeColor=INK, strokeWidth=0.6))

    def arrow(self, a: tuple[float, float], b: tuple[float, float], bend: float = 0.28) -> None:
        (x1, y1), (x2, y2) = self.xy(a), self.xy(b)
        dx, dy = x2 - x1, y2 - y1
        length = math.hypot(dx, dy) or 1.0
        # bend to the left of the direction of travel on the page: play runs right to left, so
        # that is outside the track (below it) for forward moves
        nx, ny = -dy / length, dx / length
        lift = min(bend * length, 1.6 * self.scale)
        c1 = (x1 + dx * 0.25 + nx * lift, y1 + dy * 0.25 + ny * lift)
        c2 = (x1 + dx * 0.75 + nx * lift, y1 + dy * 0.75 + ny * lift)
        # stop short of the target hole
        tx, ty = x2 - c2[0], y2 - c2[1]
        tl = math.hypot(tx, ty) or 1.0
        ex, ey = x2 - tx / tl * 0.4 * self.scale, y2 - ty / tl * 0.4 * self.scale
        path = Path(strokeColor=ARROW, strokeWidth=1.2, fillColor=None)
        path.moveTo(x1, y1)
        path.curveTo(c1[0], c1[1], c2[0], c2[1], ex, ey)
        self.g.add(path)
        head = 0.32 * self.scale
        ux, uy = tx / tl, ty / tl
        self.g.add(Polygon([ex, ey, ex - ux * head - uy * head * 0.5, ey - uy * head + ux * head * 0.5,
                            ex - ux * head + uy * head * 0.5, ey - uy * head - ux * head * 0.5],
                           fillColor=ARROW, strokeColor=ARROW, strokeWidth=0.4))

    def pegs(self, state: State) -> None:
        for seat, row in enumerate(state.pegs):
            slot = 0
            for code in row:
                if code == START:
                    p = self.window.where(seat, code, slot)
                    slot += 1
                else:
                    p = self.window.where(seat, code)
                if p is not None:
                    self.peg(seat, p)


def _bounds(window: Window) -> tuple[float, float, float, float]:
    xs = [p[0] for p in window.points()]
    ys = [p[1] for p in window.points()]
    return min(xs) - 0.8, min(ys) - 1.5, max(xs) + 0.8, max(ys) + 0.8


def side_figure(rules: PegsRuleSet) -> Figure:
    window = Window.of(rules)

    def draw(width: float) -> Drawing:
        register_fonts()
        width = min(width, MAX_WIDTH)
        x0, y0, x1, y1 = _bounds(window)
        y0 -= 1.3  # room for the labels under the track
        scale = width / (x1 - x0)
        d = Drawing(width, (y1 - y0) * scale, initialFontName=REGULAR, initialFontSize=8)
        g = Group()
        c = Canvas(window, scale, -x0 * scale, -y0 * scale, g)
        c.holes()
        track = window.track
        for index, name in ((0, "corner"), (IN_SPOT, "in-spot"), (COME_OUT, "come-out"), (SIDE_LENGTH, "corner")):
            p = track[index % rules.track]
            x, y = c.xy(p)
            g.add(Line(x, y - 0.95 * scale, x, y - 1.45 * scale, strokeColor=INK, strokeWidth=0.5))
            c.text(name, (p[0], p[1] - 1.95), size=0.5, bold=True)
        sx = sum(p[0] for p in window.start) / len(window.start)
        sy = max(p[1] for p in window.start)
        c.text("start", (sx, sy + 0.55), size=0.5, bold=True)
        hx, hy = window.home[-1]
        c.text("home", (hx, hy + 0.55), size=0.5, bold=True)
        # direction of play
        a, b = track[11], track[15]
        c.arrow((a[0], a[1] - 2.6), (b[0], b[1] - 2.6), bend=0.0)
        c.text("direction of play", ((a[0] + b[0]) / 2 + 0.2, a[1] - 2.35), size=0.42, anchor="middle")
        d.add(g)
        return d

    return Figure(draw, "One player's side, as that player sees it from their seat. The track holes are "
                        "numbered from the corner on the right in the direction "
                        f"of play; the in-spot is hole {IN_SPOT} and the come-out hole {COME_OUT}. The short "
                        "rows at either end are the neighbouring sides, which meet this one at its corners. Pegs "
                        "leave start onto the come-out and go home by turning off the track at their own in-spot.")


@dataclass(frozen=True)
class PegsExample:
    name: str
    position: Callable[[PegsRuleSet], tuple[tuple[int, ...], ...]]
    steps: tuple[tuple[str, Callable[[PegsRuleSet, LaneMove], bool]], ...]
    caption: str
    labels: tuple[str, ...]
    needs: frozenset[str] = frozenset()
    """Variations the example shows; drawn only when one of them is chosen (always, if none)."""


def _pegs(rules: PegsRuleSet, placed: dict[int, list[int]]) -> tuple[tuple[int, ...], ...]:
    rows = []
    for seat in range(rules.players):
        row = list(placed.get(seat, []))
        row += [START] * (5 - len(row))
        rows.append(tuple(sorted(row)))
    return tuple(rows)


def _partner(rules: PegsRuleSet) -> int | None:
    mates = [s for s in range(1, rules.players) if rules.team_of[s] == rules.team_of[0]]
    return mates[0] if mates else None


def _opponent(rules: PegsRuleSet) -> int:
    return next(s for s in range(1, rules.players) if rules.team_of[s] != rules.team_of[0])


def _moves(rules: PegsRuleSet, relocations: set[tuple[int, int, int]]) -> Callable[[PegsRuleSet, LaneMove], bool]:
    def pick(_rules: PegsRuleSet, move: LaneMove) -> bool:
        return {(s, a, b) for s, a, b, _kind in move.relocations} == relocations
    return pick


def examples(rules: PegsRuleSet) -> list[PegsExample]:
    home = rules.home
    opp = _opponent(rules)
    partner = _partner(rules)
    out = [
        PegsExample(
            "example-seven",
            lambda r: _pegs(r, {0: [1, 10]}),
            (("7", lambda r, m: {(s, a, b) for s, a, b, _ in m.relocations} == {(0, 1, home(1)), (0, 10, 13)}),),
            "A split 7. Red plays a 7 as 4 + 3: the peg on hole 1 counts 2 to the in-spot and on into "
            "the second home hole, and the peg on hole 10 moves 3 to hole 13.",
            ("Before", "After"),
        ),
        PegsExample(
            "example-back-eight",
            lambda r: _pegs(r, {0: [COME_OUT]}),
            (("8", lambda r, m: m.relocations[0][1:3] == (COME_OUT, 0)),
             ("5", lambda r, m: m.relocations[0][1:3] == (0, home(1)))),
            "The back-eight trick. A peg just out of start backs up 8 from the come-out to the corner; "
            "from there it is 3 to its in-spot, so on a later turn a 5 takes it straight into home.",
            ("Before", "After the 8", "After the 5"),
        ),
        PegsExample(
            "example-joker",
            lambda r: _pegs(r, {0: [5], opp: [12]}),
            (("JOKER", lambda r, m: m.relocations[0][1:3] == (START, 12)),),
            f"A joker bump. Red jumps a peg straight out of start onto {COLORS[opp]}'s peg on hole 12; "
            f"the {COLORS[opp]} peg goes back to its own start.",
            ("Before", "After"),
        ),
    ]
    if partner is not None:
        spot = rules.in_spot[partner]
        out.append(PegsExample(
            "example-partner",
            lambda r: _pegs(r, {0: [10], partner: [15]}),
            (("5", lambda r, m: {(s, a, b) for s, a, b, _ in m.relocations} == {(0, 10, 15), (partner, 15, spot)}),),
            f"Landing on a partner. Red's 5 ends on hole 15, where its partner {COLORS[partner]} has a peg; "
            f"that peg is not sent to start but to {COLORS[partner]}'s in-spot, which is a good place to be.",
            ("Before", "After"),
        ))
    out.append(PegsExample(
        "example-nine-split",
        lambda r: _pegs(r, {0: [10, 14]}),
        (("9", _moves(rules, {(0, 14, 18), (0, 10, 5)})),),
        "A split 9. Red moves the peg on hole 14 forward 4 to the corner, and the peg on hole 10 "
        "back 5 to hole 5.",
        ("Before", "After"),
        needs=frozenset({"nine-split"}),
    ))
    out.append(PegsExample(
        "example-two-wild",
        lambda r: _pegs(r, {0: [6], opp: [16]}),
        (("2", _moves(rules, {(0, 6, 16), (opp, 16, 6)})),),
        f"A wild 2. Red's peg on hole 6 and {COLORS[opp]}'s peg on hole 16 change places.",
        ("Before", "After"),
        needs=frozenset({"two-wild", "two-wild-only"}),
    ))
    if partner is not None:
        spot = rules.in_spot[partner]
        out.append(PegsExample(
            "example-chain",
            lambda r: _pegs(r, {0: [10], partner: [15, spot]}),
            (("5", _moves(rules, {(0, 10, 15), (partner, 15, spot), (partner, spot, START)})),),
            f"A chain bump. {COLORS[partner].capitalize()} already has a peg on its in-spot, yet red's 5 may "
            f"still land on {COLORS[partner]}'s peg on hole 15: that peg goes to the in-spot and the one "
            "that was there goes back to start.",
            ("Before", "After"),
            needs=frozenset({"partner-bump-chain"}),
        ))
    return out


def run(rules: PegsRuleSet, example: PegsExample) -> tuple[list[State], list[LaneMove]] | None:
    """The example's positions and moves as the engine plays them; None if one is not legal."""
    state = State(rules, example.position(rules))
    states, moves = [state], []
    for card, pick in example.steps:
        legal = [m for m in card_play.legal_moves(state, 0, [card]) if pick(rules, m)]
        if not legal:
            return None
        move = legal[0]
        state = card_play.apply(state, move)
        moves.append(move)
        states.append(state)
    return states, moves


def example_figure(rules: PegsRuleSet, example: PegsExample, states: list[State], moves: list[LaneMove]) -> Figure:
    window = Window.of(rules)

    def draw(width: float) -> Drawing:
        register_fonts()
        width = min(width, MAX_WIDTH)
        x0, y0, x1, y1 = _bounds(window)
        y0 -= 1.4  # room for a bumped peg's arrow and note under the hole numbers
        scale = width / (x1 - x0)
        panel_h = (y1 - y0) * scale
        d = Drawing(width, panel_h * len(states), initialFontName=REGULAR, initialFontSize=8)
        for i, state in enumerate(states):
            g = Group()
            top = panel_h * (len(states) - i)
            c = Canvas(window, scale, -x0 * scale, top - y1 * scale, g)
            c.holes()
            c.text(example.labels[i], (x0 + 0.2, y1 - 1.0), size=0.55, anchor="start", bold=True)
            if i:
                g.add(Line(0, top, width, top, strokeColor=HOLE, strokeWidth=0.4, strokeDashArray=[2, 2]))
            c.pegs(state)
            if i < len(moves):
                _move_arrows(c, window, state, moves[i])
            d.add(g)
        return d

    return Figure(draw, example.caption)


def _move_arrows(c: Canvas, window: Window, state: State, move: LaneMove) -> None:
    starts = sum(1 for code in state.pegs[0] if code == START)
    for seat, origin, dest, kind in move.relocations:
        a = window.where(seat, origin, max(0, starts - 1))
        b = window.where(seat, dest)
        if a is None:
            continue
        if b is not None and dest != START or (b is not None and seat == 0):
            c.arrow(a, b)
            if kind != BUMPED:
                c.peg(seat, b, ghost=True)
            continue
        where = "its start" if dest == START else "its in-spot"
        c.arrow(a, (a[0], a[1] - 2.0), bend=0.0)
        c.text(f"{COLORS[seat]} to {where}", (a[0] + 0.3, a[1] - 2.55), size=0.42, anchor="start")


def figures(rules: PegsRuleSet) -> dict[str, Figure]:
    out = {"side": side_figure(rules)}
    for example in examples(rules):
        if example.needs and not example.needs & rules.variants:
            continue
        played = run(rules, example)
        if played is not None:
            out[example.name] = example_figure(rules, example, *played)
    return out
