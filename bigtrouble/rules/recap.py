"""What just happened, read from the game log: the events of the last action and a player's recap.

:func:`events` finds the Master Strikes, Scheme Twists, escapes and Ambushes an
action set off, each with what it did (the log lines that followed it), for the
client's banners. :func:`recap` sums up what happened since a player's last turn,
for the hot-seat curtain. Both only read the log (``State.log``).
"""

from __future__ import annotations

from attrs import frozen

from bigtrouble.effects.base import effects_text
from bigtrouble.model import LogEntry, State
from bigtrouble.rules.explain import escape_goal
from bigtrouble.zones import cdef, name

KINDS = {"R62": "strike", "R59": "twist", "R47": "escape", "R52": "ambush"}
"""The log lines that start an event, by rule."""
ENDS = frozenset({"R41", "R43", "R92", "R106"}) | set(KINDS)
"""Lines that end an event's consequences (a new event, a card entering the city, a turn changing)."""
QUIET = frozenset({"R45", "R61"})
"""Lines too routine to repeat in a banner."""
MAX_DETAILS = 3


@frozen
class Event:
    """A Master Strike, Scheme Twist, escape or Ambush, and what it did."""

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


def _headline(s: State, entry: LogEntry, kind: str) -> str:
    if kind == "escape":
        return entry.text.replace(" is pushed off the Bridge and escapes.", " escapes!")
    if kind == "ambush":
        return entry.text.replace("'s Ambush.", ": Ambush!")
    return entry.text.rstrip(".")


def _fallback(s: State, kind: str, entry: LogEntry) -> tuple[str, ...]:
    """What the card says it does, when nothing was logged yet (a choice is waiting)."""
    if kind == "escape":
        return ("The HQ loses a Hero costing 6 or less (R49).",)
    if kind == "strike" and s.mastermind >= 0:
        info = cdef(s, s.mastermind).mastermind
        return (effects_text(info.strike),) if info is not None and info.strike else ()
    if kind == "twist" and s.scheme >= 0:
        scheme = cdef(s, s.scheme).scheme
        return (effects_text(scheme.twist),) if scheme is not None and scheme.twist else ()
    if kind == "ambush":
        for u in s.city:
            if u >= 0 and entry.text.startswith(name(s, u)) and cdef(s, u).ambush:
                return (effects_text(cdef(s, u).ambush),)
    return ()


def events(old: State | None, new: State) -> tuple[Event, ...]:
    """The Master Strikes, Twists, escapes and Ambushes from ``old`` to ``new``, each with what it did."""
    lines = new_entries(old, new)
    out: list[Event] = []
    for i, entry in enumerate(lines):
        kind = KINDS.get(entry.rule)
        if kind is None:
            continue
        details: list[str] = []
        for later in lines[i + 1 :]:
            if later.rule in ENDS or len(details) >= MAX_DETAILS:
                break
            if later.rule not in QUIET:
                details.append(later.text)
        if not details:
            details = list(_fallback(new, kind, entry))
        goal = escape_goal(new) if kind == "escape" else None
        if goal is not None:
            details.insert(
                0, f"The Scheme counts it: {goal.counted} of {goal.needed} escapes, and at {goal.needed} Evil wins."
            )
        out.append(Event(kind, _headline(new, entry, kind), tuple(details)))
    return tuple(out)


def _since_last_turn(s: State, player: int) -> tuple[LogEntry, ...]:
    """Log lines after ``player`` last ended a turn (R92), oldest first."""
    out: list[LogEntry] = []
    node = s.log
    while node is not None:
        e = node.entry
        if e.rule in ("R92", "R110") and e.player == player:
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
        if e.rule == "R86" and e.player >= 0 and e.player != player:
            defeated.setdefault(e.player, []).append(e.text.split(" defeats ", 1)[-1].rstrip("."))
        elif e.rule == "R99" and e.player >= 0 and e.player != player:
            defeated.setdefault(e.player, []).append("a Tactic of " + e.text.split(" fights ", 1)[-1].split(" and ")[0])
        elif e.rule == "R43":
            entered.append(e.text.removesuffix(" enters the Sewers."))
        elif e.rule == "R47":
            escapes.append(e.text.split(" is pushed off", 1)[0])
        elif e.rule == "R62":
            strikes += 1
        elif e.rule == "R59":
            twists += 1
        elif e.rule == "R129" and e.player == player:
            wounds += 1
        elif e.rule == "R57" and e.player == player:
            rescued += 1
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
