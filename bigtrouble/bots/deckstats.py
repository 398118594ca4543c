"""What a player's cards usually give, cached: the bots ask about the same deck many times a move."""

from __future__ import annotations

from bigtrouble.bots.sense import hero_output
from bigtrouble.cards.defs import HeroClass, Kind
from bigtrouble.model import PlayerState, State
from bigtrouble.zones import cdef

_DeckStats = tuple[float, float, int, int, frozenset[HeroClass]]
_DECK_STATS: dict[int, tuple[PlayerState, tuple[str, ...], _DeckStats]] = {}
"""Deck statistics by player value (identity): a player's cards change far less often than the bot asks."""


def deck_stats(s: State, p: int) -> _DeckStats:
    """Attack and Recruit the player's cards usually give, cards owned, Wounds owned, classes owned.

    Cached by the identity of the player's value and the game's card list (both kept
    alive by the cache, so an identity is never reused while its entry stands).
    """
    me = s.players[p]
    hit = _DECK_STATS.get(id(me))
    if hit is not None and hit[0] is me and hit[1] is s.card_ids:
        return hit[2]
    attack = recruit = 0.0
    n = wounds = 0
    classes: set[HeroClass] = set()
    for zone, owned_wound in ((me.hand, 1), (me.deck, 1), (me.discard, 1), (me.played, 0)):
        for u in zone:
            d = cdef(s, u)
            n += 1
            if d.kind is Kind.HERO:
                o = hero_output(d)
                attack += o.attack
                recruit += o.recruit
            elif d.kind is Kind.WOUND:
                wounds += owned_wound
            if d.cls is not None:
                classes.add(d.cls)
    stats = (attack, recruit, n, wounds, frozenset(classes))
    if len(_DECK_STATS) > 512:
        _DECK_STATS.clear()
    _DECK_STATS[id(me)] = (me, s.card_ids, stats)
    return stats
