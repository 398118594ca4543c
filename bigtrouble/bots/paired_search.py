"""The strong bot's search: a few candidate moves, each played to the game's end in the same sampled worlds.

A pass samples one world the deciding player can't tell from the real one
(:func:`~bigtrouble.bots.hidden.determinise`) and one seed for the playouts, then plays every
candidate still in the running to the end in that world, the policy in every seat. All
candidates meet the same worlds and the same seeds (common random numbers), so a difference
between two of them is a difference the move made, not the luck of the deal: the search
compares moves by their *paired* differences, world by world.

Passes come in rounds of :data:`ROUND`. After each round a candidate whose paired
difference from the leader is clearly negative (more than :data:`DROP_SE` standard errors
below) is dropped, so the time goes to the moves still in doubt; the search stops when one
candidate is left, the budget is spent or :data:`MAX_WORLDS` worlds are played. At the end
an alternative replaces the policy's own choice only when it is ahead of it by at least
:data:`MIN_GAIN` on average and by :data:`SWITCH_SE` standard errors of the paired
difference (a bare "best mean" among noisy estimates favours luck).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from attrs import frozen

from bigtrouble.actions import Action
from bigtrouble.bots.hidden import determinise
from bigtrouble.engine import apply_unchecked, is_over, legal_actions
from bigtrouble.model import Outcome, State

ROUND = 6
"""Worlds played between two looks at which candidates are still in doubt."""

MAX_WORLDS = 96
"""The most worlds one decision plays."""

DROP_SE = 2.5
"""A candidate this many standard errors behind the leader (paired) is dropped."""

SWITCH_SE = 0.0
"""An alternative must be this many standard errors ahead of the policy's choice (paired) to be played.

Zero: the best mean is played when it is ahead of the policy's choice at all. Judged on 80
decisions near the end of policy games, each candidate played in 160 common worlds
(``python -m bigtrouble.tools.decision_rules collect --seed 910000 --games 19``, likewise
``--seed 920000 --games 9``, then ``judge``): choosing on a budget's worth of the worlds and
judged on the others, the plain best mean of five candidates gained 0.27 points of playout
score a decision at 125 playouts and 0.34 at 250 (a win is 100); a rule asking for 1.5
standard errors and 0.04 gained 0.11 and 0.18. Near the end the policy's choice is no safer
a bet than its rivals."""

MIN_GAIN = 0.0
"""...and ahead of it by more than this on average (a win scores 1)."""

MAX_PLAYOUT_ACTIONS = 3000
"""A playout still going after this many actions stops there (scored as not won)."""


@frozen
class Tally:
    """One candidate's playouts so far: its summed score, its wins and how many worlds it met."""

    action: Action
    worlds: int
    won: int
    score: float
    """Mean playout score (a win 1; a lost game a little for the Tactics taken on the way)."""


def play_out(s: State, player: Callable[[State, Sequence[Action]], Action], limit: int = MAX_PLAYOUT_ACTIONS) -> State:
    """``s`` played to the end (or ``limit`` actions) by ``player`` in every seat."""
    for _ in range(limit):
        if is_over(s):
            break
        s = apply_unchecked(s, player(s, legal_actions(s)))
    return s


def mean_and_error(diffs: Sequence[float]) -> tuple[float, float]:
    """The mean of paired differences and its standard error (none: 0 and infinite; one: infinite error)."""
    n = len(diffs)
    if n == 0:
        return 0.0, math.inf
    mean = sum(diffs) / n
    if n == 1:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


class PairedSearch:
    """One decision's search: candidates compared over common sampled worlds, the weak dropped as it goes."""

    def __init__(
        self,
        s: State,
        candidates: Sequence[Action],
        rng: random.Random,
        make_player: Callable[[int], Callable[[State, Sequence[Action]], Action]],
        score: Callable[[State, State], float],
        hidden: bool = True,
    ) -> None:
        """Compare ``candidates`` (the policy's choice first) at ``s``.

        ``make_player(seed)`` gives the playouts' player for one world (the same seed for
        every candidate in it); ``score(world, end)`` values a playout's end; ``hidden``:
        sample worlds (else play from the true state: the clairvoyant bound).
        """
        self.state = s
        self.candidates = list(candidates)
        self.rng = rng
        self.make_player = make_player
        self.score = score
        self.hidden = hidden
        self.alive = list(range(len(self.candidates)))
        self.results: list[list[float]] = [[] for _ in self.candidates]
        """Each candidate's playout scores, world by world (``nan`` for a world it was no longer played in)."""
        self.wins = [0] * len(self.candidates)
        self.worlds = 0

    def run(self, budget_s: float | None, max_worlds: int = MAX_WORLDS) -> None:
        """Play rounds of worlds until one candidate is left, ``budget_s`` CPU seconds or ``max_worlds`` are spent."""
        start = time.thread_time()
        while len(self.alive) > 1 and self.worlds < max_worlds:
            for _ in range(min(ROUND, max_worlds - self.worlds)):
                self.one_world()
                if budget_s is not None and time.thread_time() - start >= budget_s:
                    return
            self.drop_the_weak()

    def one_world(self) -> None:
        """Play every candidate still in the running to the end in one new world."""
        world = determinise(self.state, self.rng) if self.hidden else self.state
        seed = self.rng.getrandbits(32)
        for i, a in enumerate(self.candidates):
            if i not in self.alive:
                self.results[i].append(math.nan)
                continue
            end = play_out(apply_unchecked(world, a), self.make_player(seed))
            self.results[i].append(self.score(world, end))
            self.wins[i] += end.outcome is Outcome.WIN
        self.worlds += 1

    def paired(self, i: int, j: int) -> tuple[float, float, int]:
        """Candidate ``i`` against ``j`` over the worlds both met: mean difference, its standard error, worlds."""
        diffs = [
            a - b for a, b in zip(self.results[i], self.results[j], strict=True) if not (math.isnan(a) or math.isnan(b))
        ]
        mean, se = mean_and_error(diffs)
        return mean, se, len(diffs)

    def mean(self, i: int) -> float:
        """Candidate ``i``'s mean playout score over the worlds it met."""
        xs = [x for x in self.results[i] if not math.isnan(x)]
        return sum(xs) / len(xs) if xs else 0.0

    def drop_the_weak(self) -> None:
        """Drop every candidate clearly behind the leader (the best mean still in the running)."""
        leader = max(self.alive, key=self.mean)
        keep = []
        for i in self.alive:
            if i == leader:
                keep.append(i)
                continue
            diff, se, _ = self.paired(i, leader)
            if not (se > 0 and diff < -DROP_SE * se) and not (se == 0 and diff < 0):
                keep.append(i)
        self.alive = keep

    def choice(self, switch_se: float = SWITCH_SE, min_gain: float = MIN_GAIN) -> int:
        """The candidate to play: the best alternative if ahead of the policy's choice (index 0) by more than
        ``min_gain`` and by ``switch_se`` standard errors of their paired difference, else 0."""
        best = max(range(len(self.candidates)), key=lambda i: (i in self.alive, self.mean(i)))
        if best == 0:
            return 0
        diff, se, n = self.paired(best, 0)
        if n < ROUND or diff <= min_gain:
            return 0
        return best if se == 0 or diff >= switch_se * se else 0

    def tally(self, i: int) -> Tally:
        """What candidate ``i``'s playouts found."""
        met = sum(1 for x in self.results[i] if not math.isnan(x))
        return Tally(self.candidates[i], met, self.wins[i], self.mean(i))
