"""Henchman Groups: 10 identical cards each (R22).

Published: the three names (S1-S3) and 30 total Attack a group (S1); the 3 a card is
derived from that total (10 identical cards, R22), so it is ours, recorded as an outline.
Lords of Death wound whoever defeats them unless already hurt (S6), in outline. S1's
threat tags: Lords of Death ``wound`` (their Fight); Wing Kong Thugs ``ko_purchase``,
weighed and left out (the Thugs' optional KO is what the first game and the lessons
teach); Ceremonial Warriors none. The rest is ours.
"""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, HeroClass, Kind, Origin, exact, outline
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
    origin=(exact("name", P, "S1"), outline("attack", P, "S1")),
    origin_note="Published (S1): the group name and its 30 total Attack, so 3 a card (derived). S1 tags it "
    "ko_purchase; weighed and left out: a mandatory KO of a Recruit card was tried and measured, but the "
    "Thugs are in the first game, the lesson and the puzzles, which teach this optional KO of a grey Hero, "
    "so the Fight stays a benefit. The VP and the Fight are ours. No designer quote concerns it (checked "
    "against known-facts).",
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
    origin=(exact("name", P, "S1"), outline("attack", P, "S1")),
    origin_note="Published (S1): the group name and its 30 total Attack, so 3 a card (derived); S1 lists no "
    "threat for it. The VP and the Fight are ours. No designer quote concerns it (checked against known-facts).",
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
    origin=(exact("name", P, "S1"), outline("attack", P, "S1"), outline("ability", P, "S6")),
    origin_note="Published: the group name and its 30 total Attack, so 3 a card (derived, S1), and the idea "
    "(S6): easy to beat, but beating one hurts you unless you are already hurting, and once hurt you can keep "
    "fighting them until the Wound is shuffled back in. Checked against S6: a Wound in your hand or discard "
    "pile spares you, one in your deck does not. The wording and the VP are ours.",
    flavor="A cheap shot from a street punk, and you feel it for days.",
)

CARDS = register((WING_KONG_THUGS, CEREMONIAL_WARRIORS, LORDS_OF_DEATH))
