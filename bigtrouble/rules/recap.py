"""What just happened, read from the game log: the events of the last action and a player's recap.

:func:`events` finds the Master Strikes, Scheme Twists, escapes and Ambushes an
action set off, each with what it did (the log lines that followed it), for the
client's banners. :func:`recap` sums up what happened since a player's last turn,
for the hot-seat curtain. Both only read the log (``State.log``), by its entries' kinds and cards:
the sentences are shown, never parsed.
"""

from __future__ import annotations

from attrs import frozen

from bigtrouble.cards.defs import Kind
from bigtrouble.effects.base import effects_text
from bigtrouble.model import LogEntry, LogKind, State
from bigtrouble.rules.explain import escape_goal
from bigtrouble.zones import cdef, name

EVENT_KINDS = (LogKind.MASTER_STRIKE, LogKind.TWIST, LogKind.ESCAPE, LogKind.AMBUSH)
"""The log kinds that start an event (a banner)."""
ENDS = frozenset({LogKind.TURN_START, LogKind.ENTER, LogKind.TURN_END, LogKind.SHOWDOWN_TURN, *EVENT_KINDS})
"""Kinds that end an event's consequences (a new event, a card entering the city, a turn changing)."""
QUIET = frozenset({LogKind.PUSH})
"""Kinds too routine to repeat in a banner."""
MAX_DETAILS = 3


@frozen
class Event:
    """A Master Strike, Scheme Twist, escape or Ambush (its :class:`LogKind`), and what it did."""

    kind: str
    headline: str
    details: tuple[str, ...]


def new_entries(old: State | None, new: State) -> tuple[LogEntry, ...]:
    """The log lines ``new`` has beyond ``old``, oldest first (none after an undo or in another game)."""
    have = old.log.size if old is not None and old.log is not None else 0
    size = new.log.size if new.log is not None else 0
    out: list[LogEntry] = []
    node = new.log
    while node is not None and len(out) < size - have:
        out.append(node.entry)
        node = node.rest
    if old is not None and node is not old.log and node != old.log:
        return ()  # not a continuation of ``old`` (another game, or a jump in the history)
    out.reverse()
    return tuple(out)


def _headline(s: State, entry: LogEntry, twist_number: int) -> str:
    """The banner's headline, made from the entry's kind and cards (never its sentence)."""
    kind, cards = entry.kind, entry.cards
    if kind is LogKind.MASTER_STRIKE:
        return f"Master Strike! {name(s, cards[1])} strikes"
    if kind is LogKind.TWIST:
        return f"Scheme Twist {twist_number}: {name(s, cards[1])}"
    if kind is LogKind.ESCAPE:
        return f"{name(s, cards[0])} escapes!"
    return f"{name(s, cards[0])}: Ambush!"


def _fallback(s: State, entry: LogEntry) -> tuple[str, ...]:
    """What the card says it does, when nothing was logged yet (a choice is waiting)."""
    kind = entry.kind
    if kind is LogKind.ESCAPE:
        return ("The HQ loses a Hero costing 6 or less (R49).",)
    if kind is LogKind.MASTER_STRIKE and s.mastermind >= 0:
        info = cdef(s, s.mastermind).mastermind
        return (effects_text(info.strike),) if info is not None and info.strike else ()
    if kind is LogKind.TWIST and s.scheme >= 0:
        scheme = cdef(s, s.scheme).scheme
        return (effects_text(scheme.twist),) if scheme is not None and scheme.twist else ()
    villain = entry.cards[0]
    if kind is LogKind.AMBUSH and villain in s.city and cdef(s, villain).ambush:
        return (effects_text(cdef(s, villain).ambush),)
    return ()


def events(old: State | None, new: State) -> tuple[Event, ...]:
    """The Master Strikes, Twists, escapes and Ambushes from ``old`` to ``new``, each with what it did.

    Read from the entries' kinds and cards: the details are the sentences of the entries that followed.
    """
    lines = new_entries(old, new)
    out: list[Event] = []
    twists_after = sum(1 for e in lines if e.kind is LogKind.TWIST)
    for i, entry in enumerate(lines):
        kind = entry.kind
        if kind not in EVENT_KINDS:
            continue
        if kind is LogKind.TWIST:
            twists_after -= 1
        details: list[str] = []
        for later in lines[i + 1 :]:
            if later.kind in ENDS or len(details) >= MAX_DETAILS:
                break
            if later.kind not in QUIET:
                details.append(later.text)
        if not details:
            details = list(_fallback(new, entry))
        goal = escape_goal(new) if kind is LogKind.ESCAPE else None
        if goal is not None:
            details.insert(
                0, f"The Scheme counts it: {goal.counted} of {goal.needed} escapes, and at {goal.needed} Evil wins."
            )
        out.append(Event(kind, _headline(new, entry, new.twists - twists_after), tuple(details)))
    return tuple(out)


def _since_last_turn(s: State, player: int) -> tuple[LogEntry, ...]:
    """Log lines after ``player`` last ended a turn (a Showdown Turn ends with its total), oldest first."""
    out: list[LogEntry] = []
    node = s.log
    while node is not None:
        e = node.entry
        if e.kind in (LogKind.TURN_END, LogKind.SHOWDOWN_TOTAL) and e.player == player:
            break
        out.append(e)
        node = node.rest
    out.reverse()
    return tuple(out)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def recap(s: State, player: int) -> tuple[str, ...]:
    """What happened since ``player``'s last turn, in a few lines (for the hot-seat curtain).

    Escapes, Master Strikes, Twists, the Wounds this player gained and what the others defeated.
    A player's first turn looks back to the start of the game.
    """
    lines = _since_last_turn(s, player)
    out: list[str] = []
    defeated: dict[int, list[str]] = {}
    escapes: list[str] = []
    entered: list[str] = []
    strikes = twists = wounds = rescued = 0
    for e in lines:
        kind, cards = e.kind, e.cards
        others = e.player >= 0 and e.player != player
        if kind is LogKind.FIGHT and others:
            defeated.setdefault(e.player, []).append(name(s, cards[0]))
        elif kind is LogKind.FIGHT_MASTERMIND and others:
            defeated.setdefault(e.player, []).append("a Tactic of " + name(s, cards[1]))
        elif kind is LogKind.ENTER:
            entered.append(name(s, cards[0]))
        elif kind is LogKind.ESCAPE:
            escapes.append(name(s, cards[0]))
        elif kind is LogKind.MASTER_STRIKE:
            strikes += 1
        elif kind is LogKind.TWIST:
            twists += 1
        elif kind is LogKind.WOUND and e.player == player:
            wounds += 1
        elif kind is LogKind.RESCUE and e.player == player and len(cards) > 1:  # freed by defeating its captor
            rescued += cdef(s, cards[0]).kind is Kind.BYSTANDER  # a rescued Uncle Chu is no Bystander
    for p, names in defeated.items():
        out.append(f"{s.players[p].name} defeated {', '.join(names)}.")
    if entered:
        out.append(f"New in the city: {', '.join(entered)}.")
    if escapes:
        goal = escape_goal(s)
        tail = f" ({goal.counted} of {goal.needed} for the Scheme)" if goal is not None else ""
        out.append(f"{_plural(len(escapes), 'Villain')} escaped: {', '.join(escapes)}{tail}.")
    if strikes:
        out.append(f"{_plural(strikes, 'Master Strike')} from {name(s, s.mastermind)}.")
    if twists:
        out.append(f"{_plural(twists, 'Scheme Twist')}: {s.twists} so far.")
    if wounds:
        out.append(f"You gained {_plural(wounds, 'Wound')}.")
    if rescued:
        out.append(f"You rescued {_plural(rescued, 'Bystander')}.")
    return tuple(out) if out else ("A quiet round: no escapes, Master Strikes or Twists.",)
