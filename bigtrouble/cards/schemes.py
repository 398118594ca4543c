"""Schemes: setup, Twist and Evil Wins.

Published: the twelve names, and twist counts for five of them (Rampage for Sacrifices
10, Flood Chinatown 10, Corrupt True Heroes 10, One and the Same Person, Jack 10,
Ruin San Fran 7). Everything else is ours.
"""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, Kind, Origin, SchemeInfo
from bigtrouble.cards.registry import register
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import EachPlayer, Pick
from bigtrouble.effects.conditions import PileAtLeast
from bigtrouble.rules.villain_deck import PlayMoreVillainCards
from bigtrouble.zones import Zone

P = Origin.PUBLISHED

FORGE_CRIME_SYNDICATE = CardDef(
    id="scheme/forge_crime_syndicate",
    name="Forge Crime Syndicate",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(8, 8, 8, 8),
        twist=(EachPlayer((Pick((Zone.HAND,), Zone.DISCARD),)), PlayMoreVillainCards(1)),
        evil_wins=PileAtLeast("escaped", 8, CardFilter(villain=True), words="8 Villains have escaped"),
        setup_text="Add 8 Twists to the Villain Deck.",
    ),
    origin=(("name", P),),
    origin_note="The name is published; 8 Twists is only a source's default. Twist and Evil Wins are ours.",
    flavor="Every gang in Chinatown, one ledger.",
)

register((FORGE_CRIME_SYNDICATE,))
