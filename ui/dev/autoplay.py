"""A greedy player for screenshots and benchmarks: play everything, fight, recruit the dearest Hero."""

from __future__ import annotations

from bigtrouble.actions import Action, EndTurn, Fight, FightMastermind, PlayCard, Recruit
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.model import State
from bigtrouble.zones import cdef


def greedy(s: State) -> Action:
    """A reasonable legal action: answers choices with the first option, then plays, fights, recruits."""
    acts = legal_actions(s)
    if s.pending is not None:
        return acts[0]
    for kind in (PlayCard, FightMastermind, Fight):
        for a in acts:
            if isinstance(a, kind):
                return a
    recruits = [a for a in acts if isinstance(a, Recruit)]
    if recruits:
        return max(recruits, key=lambda a: cdef(s, a.uid).cost)
    return EndTurn()


def advance(s: State, steps: int) -> State:
    """Play ``steps`` greedy actions (fewer if the game ends)."""
    for _ in range(steps):
        if is_over(s):
            break
        s = apply(s, greedy(s))
    return s
