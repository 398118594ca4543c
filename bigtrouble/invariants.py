"""Invariants that every state and every step of a game must keep.

Used after every action by the playout tests and by ``simulate --check``:

- every card is in exactly one place;
- no negative totals (Attack, Recruit, Twists, the Scheme's counters);
- a legal action exists until the game ends, and none after;
- applying the same action to the same state again gives the same state, which
  is what makes replaying a record reproduce the game and makes going back to
  an earlier state and re-applying safe;
- at the end, replaying the record gives the live state and the save file
  round-trips.
"""

from __future__ import annotations

from bigtrouble.actions import Action
from bigtrouble.engine import apply, legal_actions
from bigtrouble.history import GameRecord, replay
from bigtrouble.model import Phase, State
from bigtrouble.rules.census import static_problems


class InvariantError(AssertionError):
    """A broken invariant; the message lists every problem found."""


def problems(s: State) -> list[str]:
    """Every invariant the state ``s`` breaks, as sentences (empty when all hold)."""
    out = static_problems(s)
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
    return out


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
