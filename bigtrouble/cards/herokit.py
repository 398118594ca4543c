"""What every full Hero card module shares: copies by rarity and the card factory."""

from __future__ import annotations

from typing import Any

from bigtrouble.cards.defs import FAMILY_HERO, CardDef, HeroClass, Kind, Rarity, slug
from bigtrouble.effects.base import CardFilter

COPIES = {Rarity.COMMON: 5, Rarity.UNCOMMON: 3, Rarity.RARE: 1}
"""How many copies a Hero design has, by rarity (R179)."""


def hero_card(group: str, name: str, cls: HeroClass, rarity: Rarity, cost: int, **fields: Any) -> CardDef:
    """A full Hero card of ``group``: id, kind, family and copies follow from the rest."""
    return CardDef(
        id=f"hero/{slug(group)}/{slug(name)}",
        name=name,
        kind=Kind.HERO,
        family=FAMILY_HERO,
        group=group,
        cls=cls,
        rarity=rarity,
        copies=COPIES[rarity],
        cost=cost,
        **fields,
    )


def card_of(group: str) -> CardFilter:
    """Any full Hero card of the Hero ``group`` ("a Margo card")."""
    return CardFilter(family=FAMILY_HERO, group=group, label=f"{group} card")
