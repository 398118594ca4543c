"""What would a strong player do here: the strong bot's three best moves, each with the team's chance to win.

:func:`advise` runs the strong bot's search from the position with every legal action
at the root (card plays too) and reports the three most visited. A move's chance is the
share of its playouts the team won, with a 95% Wilson interval and the number of
playouts: a move the search soon left alone has few playouts and a wide interval. The
reason is the heuristic's sentence for that move (:func:`~bigtrouble.bots.advice.reason`).
"""

from __future__ import annotations

import math
import random

from attrs import frozen

from bigtrouble.actions import Action
from bigtrouble.bots.advice import reason
from bigtrouble.bots.policy import PolicyBot
from bigtrouble.bots.strong import Search
from bigtrouble.engine import is_over, legal_actions
from bigtrouble.model import State

ADVICE_BUDGET_S = 1.0
"""CPU seconds the advisor thinks by default."""

TOP = 3
"""How many moves the advisor names."""


@frozen
class Advice:
    """One move a strong player would consider, and how likely the team is to win after it."""

    action: Action
    words: str
    """The move in words (``Action.describe``)."""
    chance: float
    """The share of this move's playouts the team won, in [0, 1]."""
    low: float
    """The low end of the chance's 95% interval."""
    high: float
    """The high end of the chance's 95% interval."""
    playouts: int
    """How many playouts the chance rests on (how sure it is)."""
    reason: str


def wilson(won: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of ``won`` successes in ``n`` trials (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return 0.0, 1.0
    z = 1.96
    p = won / n
    middle = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, middle - half), min(1.0, middle + half)


def advise(
    s: State, budget: float | None = ADVICE_BUDGET_S, playouts: int | None = None, seed: int = 0
) -> list[Advice]:
    """The best moves at ``s`` (at most :data:`TOP`, fewer when fewer are legal; none when the game is over).

    ``budget``: CPU seconds to think; ``playouts``: a number of playouts instead (or as
    well: whichever ends first), which makes the answer the same on every machine.
    """
    if is_over(s):
        return []
    legal = legal_actions(s)
    search = Search(s, random.Random(seed), PolicyBot(seed), hidden=True, wide=True)
    search.run(budget, playouts)
    out = []
    for action, node in search.ranked(legal)[:TOP]:
        low, high = wilson(node.won, node.visits)
        out.append(
            Advice(
                action=action,
                words=action.describe(s),
                chance=node.won / node.visits,
                low=low,
                high=high,
                playouts=node.visits,
                reason=reason(s, action),
            )
        )
    return out
