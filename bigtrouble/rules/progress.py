"""Evil's clock: how close the Scheme is to winning, and which Villain the next one pushes out.

Both are pure functions of the state (never of the log), for any client and for ``replay --json``.

The Scheme's own measure comes from its Evil Wins condition itself (``Condition.measures``), which
counts exactly as the condition decides, so the clock can't disagree with the rule that ends the
game. ``danger`` says the next Villain card could end the game, decided the same way for every
Scheme:

- one more step of any measure reaches its threshold (one more Twist, escape, Bystander KO'd,
  corrupted Hero, Hell Gate...): most Twists and escapes move a count by one, so a count one short
  is always a warning; a Twist that moves a count by more (Hell's sinners) warns one step late,
  which is why the counts themselves are always shown;
- or the city is full and the escape the next Villain would force (the Bridge's Villain and what
  it holds going to the Escaped pile) makes the Evil Wins condition hold, asked of the condition.
"""

from __future__ import annotations

from attrs import frozen

from bigtrouble.cards.defs import Kind
from bigtrouble.effects.villain_deck import ESCAPE_KO_MAX_COST, bystanders_among
from bigtrouble.model import Measure, Phase, State, ctx_of, evolve_state
from bigtrouble.zones import cdef, name

BRIDGE = 4


@frozen
class EvilProgress:
    """The Scheme's clock at one moment.

    ``measures`` are the Scheme's own counts (Flood Chinatown has two: either one ends the game);
    ``twists`` and ``strikes`` count the cards played of those the Villain Deck was built with.
    """

    scheme: str
    measures: tuple[Measure, ...]
    twists: Measure
    strikes: Measure
    danger: bool
    over: bool

    def words(self) -> str:
        """All the counts in one line, e.g. "Escaped Villains: 3 of 8 · Twists: 2 of 8 · Strikes: 1 of 5"."""
        parts = [m.words for m in self.measures] + [self.twists.words, self.strikes.words]
        return " · ".join(parts)

    def as_json(self) -> dict[str, object]:
        """Plain data for ``replay --json``."""
        return {
            "scheme": self.scheme,
            "measures": [{"words": m.label, "count": m.count, "of": m.of} for m in self.measures],
            "twists": {"count": self.twists.count, "of": self.twists.of},
            "strikes": {"count": self.strikes.count, "of": self.strikes.of},
            "danger": self.danger,
        }


@frozen
class EscapeForecast:
    """The Villain the next Villain card would push off the Bridge, what it holds and what that costs."""

    villain: int
    captives: tuple[int, ...]
    costs: tuple[str, ...]
    dooms: bool

    def tooltip(self, s: State) -> str:
        """Several lines: who escapes next, with what, and each cost (with its rule)."""
        held = ", ".join(name(s, u) for u in self.captives)
        head = f"{name(s, self.villain)} escapes next: the next Villain to enter the full city pushes it out"
        lines = [head + (f", with {held}." if held else ".")]
        lines += [f"• {c}" for c in self.costs]
        return "\n".join(lines)


def _played_of(s: State, kind: Kind, label: str) -> Measure:
    """Cards of ``kind`` played: all the game's copies but those still in the Villain Deck."""
    total = sum(1 for u in range(len(s.card_ids)) if cdef(s, u).kind is kind)
    left = sum(1 for u in s.villain_deck if cdef(s, u).kind is kind)
    return Measure(label, total - left, total)


def evil_progress(s: State) -> EvilProgress | None:
    """The Scheme's clock for ``s``, or None for a game without a Scheme."""
    if s.scheme < 0:
        return None
    d = cdef(s, s.scheme)
    info = d.scheme
    if info is None:
        return None
    measures = info.evil_wins.measures(s) if info.evil_wins is not None else ()
    left = sum(1 for u in s.villain_deck if cdef(s, u).kind is Kind.TWIST)
    twists = Measure("Twists", s.twists, s.twists + left)
    strikes = _played_of(s, Kind.STRIKE, "Strikes")
    over = s.phase is Phase.OVER
    danger = False
    if not over and not s.team_win_locked:
        danger = any(m.count + 1 >= m.of for m in measures)
        forecast = escape_forecast(s)
        danger = danger or (forecast is not None and forecast.dooms)
    return EvilProgress(d.name, measures, twists, strikes, danger, over)


def city_full(s: State) -> bool:
    """Every city space holds a Villain: the next one to enter pushes the Bridge's out (R47)."""
    return all(u >= 0 for u in s.city)


def _escape_dooms(s: State) -> bool:
    """Whether the Bridge's Villain escaping with what it holds would make Evil win at once."""
    info = cdef(s, s.scheme).scheme if s.scheme >= 0 else None
    if info is None or info.evil_wins is None or s.team_win_locked:
        return False
    gone = evolve_state(s, "escaped", s.escaped + (s.city[BRIDGE],) + s.captives[BRIDGE])
    return info.evil_wins.holds(gone, ctx_of(s.current, s.scheme))


def escape_forecast(s: State) -> EscapeForecast | None:
    """The escape the next Villain card would force, or None while the city has room (or the game is over).

    Its costs, in the order they come (R49-R51): the current player KOs a Hero costing 6 or less from
    the HQ; if it holds Bystanders (only Bystanders count), each player discards a card; then its own
    Escape effect. And, first of all, whether that escape lets Evil win.
    """
    if s.phase is Phase.OVER or not city_full(s):
        return None
    uid, held = s.city[BRIDGE], s.captives[BRIDGE]
    costs: list[str] = []
    dooms = _escape_dooms(s)
    if dooms:
        costs.append("Evil wins: this escape reaches the Scheme's count.")
    if any(u >= 0 and cdef(s, u).cost <= ESCAPE_KO_MAX_COST for u in s.hq):
        costs.append(f"A Hero costing {ESCAPE_KO_MAX_COST} or less is KO'd from the HQ (R49).")
    else:
        costs.append(f"No Hero in the HQ costs {ESCAPE_KO_MAX_COST} or less, so none would be KO'd (R49).")
    n = bystanders_among(s, held)
    if n:
        what = "a Bystander" if n == 1 else f"{n} Bystanders"
        costs.append(f"It holds {what}: each player discards a card (R50).")
    escape = cdef(s, uid).escape
    if escape:
        words = "; ".join(e.text() for e in escape if e.text())
        costs.append(f"Its Escape effect: {words} (R51).")
    return EscapeForecast(uid, held, tuple(costs), dooms)
