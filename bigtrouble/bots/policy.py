"""The lookahead bot's own rules of thumb: the heuristic bot's, with recruiting weighed anew.

The heuristic bot (``heuristic.py``) is the baseline every balance sweep uses, so its
choices stay as they are. This policy plays exactly like it except when it recruits: a
Hero's usual output is weighed with :class:`Weights`, which were tuned by whole games
of this policy on seeds the ladder never uses (2 players, random setups): about twenty
weightings tried on seeds 1000-1399, the best checked on fresh seeds 1400-1799 (252
games won of 400 against the heuristic's 203). Cards that draw cards are worth almost
three times what the heuristic gives them, Attack and Recruit a little more. It is what
the lookahead bot plays when it does not look ahead, and what every seat plays in its
playouts.
"""

from __future__ import annotations

from attrs import frozen

from bigtrouble.bots.deckstats import deck_stats
from bigtrouble.bots.heuristic import HeuristicBot, _recruit_weight
from bigtrouble.bots.sense import hero_output
from bigtrouble.cards.defs import FAMILY_UNCLE_CHU
from bigtrouble.model import State
from bigtrouble.zones import cdef


@frozen
class Weights:
    """What each part of a Hero's usual output is worth when recruiting it (the heuristic: 1.2, 1.0, 1.1, 0.8, 0.4)."""

    attack: float = 1.5
    recruit: float = 1.15
    draw: float = 3.0
    thin: float = 0.8
    rescue: float = 0.4


TUNED = Weights()
"""The weights the lookahead bot uses."""


def hero_value(s: State, uid: int, w: Weights = TUNED) -> float:
    """How much recruiting Hero ``uid`` helps the current player, by the weights ``w``."""
    d = cdef(s, uid)
    if d.cost <= 0:
        return 0.0
    o = hero_output(d)
    value = (
        w.attack * o.attack
        + w.recruit * _recruit_weight(s, s.current) * o.recruit
        + w.draw * o.draw
        + w.thin * o.thin
        + w.rescue * o.rescue
    )
    _, _, _, wounds, classes = deck_stats(s, s.current)
    if d.family == FAMILY_UNCLE_CHU:
        value += 0.75 * min(1, wounds)
    if d.cls is not None and d.cls in classes:
        value += 0.3
    return value


class PolicyBot(HeuristicBot):
    """The heuristic bot with recruiting weighed by :class:`Weights`; every other choice is the heuristic's."""

    name = "policy"

    def __init__(self, seed: int = 0, weights: Weights = TUNED) -> None:
        """Seed the bot's own generator (ties only); ``weights`` value the Heroes it could recruit."""
        super().__init__(seed)
        self.weights = weights

    def recruit_value(self, s: State, uid: int) -> float:
        """How much recruiting Hero ``uid`` helps the current player, by this policy's weights."""
        return hero_value(s, uid, self.weights)
