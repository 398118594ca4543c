"""Henchman Groups: 10 identical cards each (R22).

Published: the three names and 30 total Attack a group (so 3 each); Lords of Death
wound whoever defeats them unless already hurt. The rest is ours.
"""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, HeroClass, Kind, Origin
from bigtrouble.cards.registry import register
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import Draw, GainWound, If, Pick
from bigtrouble.effects.villains import HasCards, PlayedAnyThisTurn, Unless
from bigtrouble.zones import Zone

P = Origin.PUBLISHED

HENCHMAN_ATTACK = 3
HENCHMAN_VP = 1
PUBLISHED_TOTAL = 30
"""Published: each Henchman Group's printed Attack summed over its 10 cards."""

WING_KONG_THUGS = CardDef(
    id="henchman/wing_kong_thugs",
    name="Wing Kong Thug",
    kind=Kind.HENCHMAN,
    group="Wing Kong Thugs",
    copies=10,
    attack=HENCHMAN_ATTACK,
    vp=HENCHMAN_VP,
    fight=(Pick((Zone.HAND, Zone.DISCARD), Zone.KO, CardFilter(grey=True, hero=True), optional=True),),
    origin=(("name", P), ("attack", P)),
    origin_note="Published: the group name and its 30 total Attack, so 3 a card; the VP and the Fight are ours.",
    flavor="Paid by the hour, and it shows.",
)

CEREMONIAL_WARRIORS = CardDef(
    id="henchman/ceremonial_warriors",
    name="Ceremonial Warrior",
    kind=Kind.HENCHMAN,
    group="Ceremonial Warriors",
    copies=10,
    attack=HENCHMAN_ATTACK,
    vp=HENCHMAN_VP,
    fight=(If(PlayedAnyThisTurn((CardFilter(hero=True, cls=HeroClass.MAGIC),)), Draw(1)),),
    origin=(("name", P), ("attack", P)),
    origin_note="Published: the group name and its 30 total Attack, so 3 a card; the VP and the Fight are ours.",
    flavor="They guard the wedding rites. Break the spell and the rites break them.",
)

LORDS_OF_DEATH = CardDef(
    id="henchman/lords_of_death",
    name="Lord of Death",
    kind=Kind.HENCHMAN,
    group="Lords of Death",
    copies=10,
    attack=HENCHMAN_ATTACK,
    vp=HENCHMAN_VP,
    fight=(
        Unless(
            HasCards((Zone.HAND, Zone.DISCARD), CardFilter(kind=Kind.WOUND)),
            GainWound(),
        ),
    ),
    origin=(("name", P), ("attack", P), ("ability", P)),
    origin_note="Published: the group name, its 30 total Attack (so 3 a card) and the idea: easy to beat, but "
    "beating one hurts you unless you are already hurting. The wording (a Wound in your hand or discard pile) "
    "and the VP are ours.",
    flavor="A cheap shot from a street punk, and you feel it for days.",
)

CARDS = register((WING_KONG_THUGS, CEREMONIAL_WARRIORS, LORDS_OF_DEATH))
