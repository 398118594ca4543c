"""The bots' caches and tables: what a player's cards usually give (asked many times a move), per-card values."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from bigtrouble.bots.sense import hero_output
from bigtrouble.cards.defs import CardDef, HeroClass, Kind
from bigtrouble.cards.registry import CARDS
from bigtrouble.memo import IdentityMemo
from bigtrouble.model import PlayerState, State

_DeckStats = tuple[float, float, int, int, frozenset[HeroClass]]
_DECK_STATS: IdentityMemo[int, tuple[PlayerState, tuple[str, ...], _DeckStats]] = IdentityMemo("deck statistics", 512)
"""Deck statistics by player value (identity): a player's cards change far less often than the bot asks."""


V = TypeVar("V")


class ByCardId(dict[str, V]):
    """Something fixed about a card (its worth, its play order), by card id, worked out when first asked for."""

    def __init__(self, of: Callable[[CardDef], V]) -> None:
        super().__init__()
        self.of = of

    def __missing__(self, card_id: str) -> V:
        value = self[card_id] = self.of(CARDS[card_id])
        return value


_CardInfo = tuple[bool, float, float, bool, HeroClass | None]


class _Info(dict[str, _CardInfo]):
    """What deck_stats reads of a card, by card id: is it a Hero, its usual Attack and Recruit, a Wound, its class."""

    def __missing__(self, card_id: str) -> _CardInfo:
        d = CARDS[card_id]
        hero = d.kind is Kind.HERO
        o = hero_output(d) if hero else None
        value = self[card_id] = (
            hero,
            o.attack if o is not None else 0.0,
            o.recruit if o is not None else 0.0,
            d.kind is Kind.WOUND,
            d.cls,
        )
        return value


_CARD_INFO = _Info()


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
    info = _CARD_INFO
    ids = s.card_ids
    for zone, owned_wound in ((me.hand, 1), (me.deck, 1), (me.discard, 1), (me.played, 0)):
        for u in zone:
            hero, a, r, wound, cls = info[ids[u]]
            n += 1
            if hero:
                attack += a
                recruit += r
            elif wound:
                wounds += owned_wound
            if cls is not None:
                classes.add(cls)
    stats = (attack, recruit, n, wounds, frozenset(classes))
    _DECK_STATS.put(id(me), (me, s.card_ids, stats))
    return stats


_SUBSETS: dict[int, tuple[tuple[int, ...], ...]] = {}


def subsets(n: int) -> tuple[tuple[int, ...], ...]:
    """The index sets of ``n`` targets in mask order (bit i set: target i chosen), kept per ``n``."""
    known = _SUBSETS.get(n)
    if known is None:
        known = _SUBSETS[n] = tuple(tuple(i for i in range(n) if mask >> i & 1) for mask in range(1 << n))
    return known
