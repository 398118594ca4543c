"""The resolution queue: runs effects until the game needs a decision.

A loop guard stops a card combination that would never end (nutki/legendary
taught us to keep one).
"""

from __future__ import annotations

from bigtrouble.errors import IllegalAction
from bigtrouble.model import Phase, State, evolve_fields, evolve_state
from bigtrouble.rules.ending import check_evil_wins

LOOP_GUARD = 5000


def resolve(s: State) -> State:
    """Run queued effects until the queue is empty, a choice is pending, or the game ends."""
    steps = 0
    over = Phase.OVER
    while s.queue and s.pending is None and s.phase is not over:
        task = s.queue[0]
        s = evolve_state(s, "queue", s.queue[1:])
        s = task.effect.run(s, task.ctx)
        s = check_evil_wins(s)
        steps += 1
        if steps > LOOP_GUARD:
            raise RuntimeError("effects did not finish after 5000 steps (possible endless loop)")
    return s


def answer(s: State, choice: int, actions_taken: int = -1) -> State:
    """Answer the pending choice with option ``choice`` (-1 declines) and resolve on.

    The engine passes its new action count (``actions_taken`` >= 0) to land in the same copy.
    """
    pending = s.pending
    if pending is None:
        raise IllegalAction("There is no choice to make right now.")
    if choice < 0 and not pending.optional:
        raise IllegalAction("This choice can't be declined: pick one of the options.")
    if choice >= len(pending.options):
        raise IllegalAction("That is not one of the options.")
    if actions_taken >= 0:
        s = evolve_fields(s, {"pending": None, "actions_taken": actions_taken})
    else:
        s = evolve_state(s, "pending", None)
    s = pending.task.effect.resume(s, pending.task.ctx, choice)
    s = check_evil_wins(s)
    return resolve(s)
