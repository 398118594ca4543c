"""The resolution queue: runs effects until the game needs a decision.

A loop guard stops a card combination that would never end (nutki/legendary
taught us to keep one).
"""

from __future__ import annotations

from collections.abc import Callable

from bigtrouble.errors import IllegalAction
from bigtrouble.model import Phase, State, evolve_fields, evolve_state

LOOP_GUARD = 5000

AfterStep = Callable[[State], State]


def _unset(s: State) -> State:
    raise RuntimeError("no after-step check is set: import bigtrouble.engine, which sets the end-of-game check")


_AFTER_STEP: list[AfterStep] = [_unset]
"""The check run after every effect and every answer (one slot; the engine fills it)."""


def after_each_step(check: AfterStep) -> None:
    """Run ``check`` on the state after every effect and every answer (the engine sets Evil Wins' check).

    The rules that end the game sit on a floor above the effects, so they hand their check down.
    """
    _AFTER_STEP[0] = check


def resolve(s: State) -> State:
    """Run queued effects until the queue is empty, a choice is pending, or the game ends."""
    steps = 0
    over = Phase.OVER
    check_evil_wins = _AFTER_STEP[0]
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
    s = _AFTER_STEP[0](s)
    return resolve(s)
