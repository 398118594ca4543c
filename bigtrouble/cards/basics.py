"""Starters, Uncle Chu, Wounds, plain Bystanders, Scheme Twists and Master Strikes.

Origins: the names, counts and the grey colour come from the rulebook
(R17-R18, R21, R70, R127, R178). Uncle Chu's cost of 3 is published; that he
lets you KO Wounds is in the rulebook (R133); his 2 Recruit is ours.
"""

from __future__ import annotations

from bigtrouble.cards.defs import (
    FAMILY_STRATEGIST,
    FAMILY_UNCLE_CHU,
    FAMILY_WARRIOR,
    CardDef,
    Kind,
    Origin,
)
from bigtrouble.cards.registry import register
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import Pick
from bigtrouble.zones import Zone

R = Origin.RULEBOOK
P = Origin.PUBLISHED

WOUND_FILTER = CardFilter(kind=Kind.WOUND)

STRATEGIST = CardDef(
    id="starter/chang_sing_strategist",
    name="Chang Sing Strategist",
    kind=Kind.HERO,
    family=FAMILY_STRATEGIST,
    copies=35,
    recruit=1,
    origin=(("name", R), ("numbers", R)),
    origin_note="The rulebook names the starters and their Recruit role; 1 Recruit is the usual starter value.",
    flavor="The Chang Sing keep their plans close and their friends closer.",
)

WARRIOR = CardDef(
    id="starter/chang_sing_warrior",
    name="Chang Sing Warrior",
    kind=Kind.HERO,
    family=FAMILY_WARRIOR,
    copies=20,
    attack=1,
    origin=(("name", R), ("numbers", R)),
    origin_note="The rulebook names the starters; 1 Attack is the usual starter value.",
    flavor="Hatchets out, the Chang Sing hold the alley.",
)

UNCLE_CHU = CardDef(
    id="grey/uncle_chu",
    name="Uncle Chu",
    kind=Kind.HERO,
    family=FAMILY_UNCLE_CHU,
    copies=25,
    cost=3,
    recruit=2,
    on_play=(Pick((Zone.HAND, Zone.DISCARD), Zone.KO, WOUND_FILTER, optional=True, rule="R133"),),
    origin=(("name", R), ("ability", R)),
    origin_note="Cost 3 is published; the Wound KO is from the rulebook (R133); 2 Recruit is ours.",
    flavor="He has seen worse. He has cooked worse.",
)

WOUND = CardDef(
    id="basic/wound",
    name="Wound",
    kind=Kind.WOUND,
    copies=20,
    static_text="Heal: if you recruit no Heroes and fight nothing this turn, you may KO all Wounds from your hand.",
    origin=(("name", R), ("ability", R)),
    origin_note="The Healing rule is the rulebook's (R134-R137).",
    flavor="A Lords of Death sucker punch.",
)

BYSTANDER = CardDef(
    id="bystander/bystander",
    name="Bystander",
    kind=Kind.BYSTANDER,
    copies=23,
    vp=1,
    origin=(("name", R), ("numbers", R)),
    origin_note="Plain Bystanders are worth 1 VP (R58).",
    flavor="Wrong place, wrong time, wrong century.",
)

TWIST = CardDef(
    id="basic/scheme_twist",
    name="Scheme Twist",
    kind=Kind.TWIST,
    copies=11,
    static_text="Do the Twist effect of the Scheme, then KO this card.",
    origin=(("name", R), ("ability", R)),
)

STRIKE = CardDef(
    id="basic/master_strike",
    name="Master Strike",
    kind=Kind.STRIKE,
    copies=5,
    static_text="Do the Master Strike effect of the Mastermind, then KO this card.",
    origin=(("name", R), ("ability", R)),
)

CARDS = register((STRATEGIST, WARRIOR, UNCLE_CHU, WOUND, BYSTANDER, TWIST, STRIKE))
