"""Invariants that every state and every step of a game must keep.

Used after every action by the playout tests and by ``simulate --check``:

- every card is in exactly one place;
- no negative totals (Attack, Recruit, Twists);
- a legal action exists until the game ends, and none after;
- applying the same action to the same state again gives the same state, which
  is what makes replaying a record reproduce the game and makes going back to
  an earlier state and re-applying safe;
- at the end, replaying the record gives the live state and the save file
  round-trips.
"""

from __future__ import annotations

from collections import Counter

from bigtrouble.actions import Action
from bigtrouble.engine import apply, legal_actions
from bigtrouble.history import GameRecord, replay
from bigtrouble.model import Phase, State


class InvariantError(AssertionError):
    """A broken invariant; the message lists every problem found."""


def problems(s: State) -> list[str]:
    """Every invariant the state ``s`` breaks, as sentences (empty when all hold)."""
    out: list[str] = []
    out.extend(_card_problems(s))
    t = s.turn
    for label, value in (
        ("Attack", t.attack),
        ("Recruit", t.recruit),
        ("Attack made", t.attack_made),
        ("Recruit made", t.recruit_made),
        ("Twist count", s.twists),
    ):
        if value < 0:
            out.append(f"{label} is negative ({value})")
    if not 0 <= s.current < len(s.players):
        out.append(f"the current player {s.current} does not exist")
    if s.pending is not None and not 0 <= s.pending.player < len(s.players):
        out.append(f"the pending choice waits for player {s.pending.player}, who does not exist")
    if s.pending is not None and not s.pending.options and not s.pending.optional:
        out.append(f"the pending choice {s.pending.prompt!r} has no options and can't be declined")
    if s.phase is Phase.OVER:
        if s.outcome is None:
            out.append("the game is over without an outcome")
        if legal_actions(s):
            out.append("the game is over but actions are still legal")
    else:
        if s.outcome is not None:
            out.append(f"the game has an outcome ({s.outcome.value}) but is not over")
        if s.pending is None and s.queue:
            out.append(f"{len(s.queue)} effects wait in the queue with no choice pending")
        if not legal_actions(s):
            out.append("the game is not over but no action is legal")
    for space, group in enumerate(s.captives):
        if group and s.city[space] < 0:
            out.append(f"city space {space} holds captives but no Villain")
    if s.hero_deck and -1 in s.hq:
        out.append("an HQ space is empty while the Hero Deck still has cards")
    return out


def _card_problems(s: State) -> list[str]:
    """Cards missing, duplicated or unknown."""
    counts = Counter(s.all_uids())
    n = len(s.card_ids)
    out: list[str] = []
    if len(counts) == n and all(c == 1 for c in counts.values()) and all(0 <= u < n for u in counts):
        return out
    twice = sorted(u for u, c in counts.items() if c > 1)
    missing = sorted(u for u in range(n) if u not in counts)
    unknown = sorted(u for u in counts if not 0 <= u < n)
    if twice:
        out.append("cards in more than one place: " + _names(s, twice))
    if missing:
        out.append("cards in no place: " + _names(s, missing))
    if unknown:
        out.append(f"unknown card uids: {unknown[:10]}")
    return out


def _names(s: State, uids: list[int]) -> str:
    shown = ", ".join(f"{u} ({s.card_ids[u]})" for u in uids[:10] if 0 <= u < len(s.card_ids))
    return shown + (f" and {len(uids) - 10} more" if len(uids) > 10 else "")


def check_state(s: State) -> None:
    """Raise :class:`InvariantError` if the state breaks any invariant."""
    found = problems(s)
    if found:
        raise InvariantError("; ".join(found))


def check_step(before: State, action: Action, after: State) -> None:
    """Check the state after an action, and that applying the action to ``before`` again gives it exactly."""
    check_state(after)
    again = apply(before, action)
    if again != after:
        raise InvariantError(
            f"applying {action.describe(before)!r} again gave a different state (the engine is not deterministic)"
        )


def check_record(record: GameRecord, final: State) -> None:
    """Check that replaying the record gives ``final`` and that the record survives a save and a load."""
    from bigtrouble.saves import dumps, loads

    if replay(record) != final:
        raise InvariantError("replaying the game record did not reproduce the live state")
    if loads(dumps(record)) != record:
        raise InvariantError("the game record changed when saved and loaded")
