"""Victory Points (R91): what the cards in a player's Victory Pile are worth.

Apart from the end of the game (``ending``) so that the Solo mode's score, which the end of the
game writes in the log, can count them too.
"""

from __future__ import annotations

from bigtrouble.cards.registry import CARDS
from bigtrouble.model import State


def vp(s: State, p: int) -> int:
    """A player's score: the VP printed on the cards in their Victory Pile (R91)."""
    return sum(CARDS[s.card_ids[u]].vp for u in s.players[p].victory)
