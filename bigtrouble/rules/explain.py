"""What the mat explains: class triggers in hand, where the turn's Attack and Recruit came from,
and how close the Scheme is to winning on escapes.

Pure functions of a state, for any client; the numbers they give always add up to
the engine's own (the tests check it over many games).
"""

from __future__ import annotations

from collections.abc import Iterator

from attrs import frozen

from bigtrouble.cards.defs import CardDef, HeroClass
from bigtrouble.effects.base import CardFilter, Condition, Effect
from bigtrouble.effects.basic import ClassTrigger, GainAttack, GainRecruit, played_earlier
from bigtrouble.model import Ctx, LogEntry, LogKind, State
from bigtrouble.rules.strength import Part
from bigtrouble.zones import cdef, name

# --- class triggers ---------------------------------------------------------------------


@frozen
class TriggerNote:
    """One "[Class]: ..." clause of a hand card, and whether it would fire if the card were played now."""

    cls: HeroClass
    fires: bool
    words: str


def _children(e: object) -> Iterator[Effect]:
    """The effects nested in ``e`` (the branches of an If, a choice, a class trigger...)."""
    for attr in ("then", "otherwise", "effects"):
        value = getattr(e, attr, None)
        if isinstance(value, tuple):
            yield from (x for x in value if isinstance(x, Effect))
    for choice in getattr(e, "choices", ()) or ():
        yield from getattr(choice, "effects", ())


def walk(effects: tuple[Effect, ...]) -> Iterator[Effect]:
    """Every effect in ``effects`` and everything nested in them, outermost first."""
    for e in effects:
        yield e
        yield from walk(tuple(_children(e)))


def class_triggers(d: CardDef) -> tuple[ClassTrigger, ...]:
    """The card's "[Class]: ..." clauses, each class once, in card order."""
    out: list[ClassTrigger] = []
    for e in walk(d.on_play):
        if isinstance(e, ClassTrigger) and all(t.cls is not e.cls for t in out):
            out.append(e)
    return tuple(out)


def trigger_notes(s: State, uid: int) -> tuple[TriggerNote, ...]:
    """For a card in the current player's hand: would each of its class triggers fire if played now (R73)?"""
    d = cdef(s, uid)
    notes: list[TriggerNote] = []
    for trig in class_triggers(d):
        cls = trig.cls.title
        if played_earlier(s, Ctx(player=s.current, source=uid), trig.cls):
            earlier = [name(s, u) for u in s.turn.played_log if cdef(s, u).cls is trig.cls and u != uid]
            notes.append(TriggerNote(trig.cls, True, f"{cls}: fires now (you played {earlier[0]})"))
        else:
            notes.append(TriggerNote(trig.cls, False, f"{cls}: play another {cls} card first"))
    return tuple(notes)


# --- where the Attack and Recruit came from --------------------------------------------------


def this_turn(s: State) -> tuple[LogEntry, ...]:
    """The log entries of the current turn, oldest first (back to the entry that began it)."""
    out: list[LogEntry] = []
    node = s.log
    while node is not None:
        if node.entry.kind in (LogKind.TURN_START, LogKind.SHOWDOWN_TURN) and node.entry.player == s.current:
            break
        out.append(node.entry)
        node = node.rest
    out.reverse()
    return tuple(out)


def _gain_label(s: State, source: int, attack: bool) -> str:
    """ "Tech: Pork Chop Express" when the points came from a class trigger, else "Margo (ability)"."""
    if source < 0:
        return "the game"
    d = cdef(s, source)
    kind = GainAttack if attack else GainRecruit
    plain = [e for e in walk(d.on_play) if isinstance(e, kind)]
    in_trigger = [(t.cls, e) for t in (x for x in walk(d.on_play) if isinstance(x, ClassTrigger)) for e in walk(t.then)]
    trig_gains = [(c, e) for c, e in in_trigger if isinstance(e, kind)]
    if trig_gains and len(trig_gains) == len(plain):
        classes = sorted({c.title for c, _ in trig_gains})
        return f"{' / '.join(classes)}: {d.name}"
    return f"{d.name} (ability)" if d.is_hero else f"{d.name} ({d.kind.value})"


def _spent_words(s: State, attack: bool) -> str:
    """ "spent fighting Thug, Six Shooter" / "spent recruiting Margo", from this turn's log."""
    names: list[str] = []
    free = False
    for e in this_turn(s):
        if e.kind is LogKind.FIGHT_FOR_FREE:
            free = True
        elif attack and e.kind is LogKind.FIGHT:
            if not free:
                names.append(name(s, e.cards[0]))
            free = False
        elif attack and e.kind is LogKind.FIGHT_MASTERMIND:
            names.append(name(s, e.cards[1]))
        elif not attack and e.kind is LogKind.RECRUIT:
            names.append(name(s, e.cards[0]))
    verb = "spent fighting" if attack else "spent recruiting"
    return f"{verb} {', '.join(names)}" if names else verb


def totals_parts(s: State, attack: bool) -> tuple[Part, ...]:
    """Where the current player's Attack (or Recruit) came from this turn; the parts add up to the total.

    Printed numbers of the cards played, then what each ability gave (``TurnState.gains``),
    then what was spent. A position that starts mid-turn adds "from before" for what no card explains.
    """
    t = s.turn
    parts: list[Part] = []
    for u in t.played_log:
        d = cdef(s, u)
        v = (d.attack if attack else d.recruit) or 0
        if v:
            parts.append(Part(v, f"{d.name} (played)"))
    for g in t.gains:
        v = g.attack if attack else g.recruit
        if v:
            parts.append(Part(v, _gain_label(s, g.source, attack)))
    made = t.attack_made if attack else t.recruit_made
    now = t.attack if attack else t.recruit
    before = made - sum(p.value for p in parts) + max(0, now - made)
    if before:
        parts.append(Part(before, "from before this position"))
    if now < made:
        parts.append(Part(now - made, _spent_words(s, attack)))
    return tuple(parts)


def totals_sentence(s: State, attack: bool) -> str:
    """ "Attack 5: +2 Eddie (played), +1 Tech: Pork Chop Express, -3 spent fighting Thug"."""
    what = "Attack" if attack else "Recruit"
    total = s.turn.attack if attack else s.turn.recruit
    parts = totals_parts(s, attack)
    if not parts:
        return f"{what} {total}: nothing played for it yet this turn."
    return f"{what} {total}: " + ", ".join(f"{p.value:+d} {p.words}" for p in parts)


# --- the Scheme's escape count ----------------------------------------------------------------


@frozen
class EscapeGoal:
    """How many cards in the Escaped pile the Scheme counts, and how many let Evil win."""

    counted: int
    needed: int
    what: str


def _conditions(c: Condition) -> Iterator[Condition]:
    yield c
    for inner in getattr(c, "conds", ()) or ():
        yield from _conditions(inner)


def escape_goal(s: State) -> EscapeGoal | None:
    """The Scheme's Evil Wins count on the Escaped pile, or None when the Scheme doesn't count escapes."""
    if s.scheme < 0:
        return None
    info = cdef(s, s.scheme).scheme
    if info is None or info.evil_wins is None:
        return None
    for c in _conditions(info.evil_wins):
        if getattr(c, "pile", "") != "escaped":
            continue
        filt = getattr(c, "filter", CardFilter())
        needed_of = getattr(c, "needed", None)
        needed = int(needed_of(s)) if callable(needed_of) else int(getattr(c, "n", 0))
        counted = sum(1 for u in s.escaped if filt.matches(cdef(s, u)))
        what = filt.text()
        return EscapeGoal(counted, needed, what)
    return None


def escaped_words(s: State) -> str:
    """The Escaped pile's count as the Scheme sees it: "3 of 8 escapes", or just the count."""
    goal = escape_goal(s)
    if goal is None:
        return str(len(s.escaped))
    return f"{goal.counted} of {goal.needed}"
