"""Starters, Uncle Chu, Wounds, plain Bystanders, Scheme Twists and Master Strikes.

Origins: the names, counts and the grey colour come from the rulebook
(R9, R17-R18, R21, R70, R127, R178). The starters' 1 Recruit and 1 Attack are ours:
the rulebook never prints them, they are the usual Legendary starter values. Uncle
Chu's cost of 3 is published (S5); that he lets you KO Wounds is in the rulebook
only in outline (R133), so the exact wording and his 2 Recruit are ours.
"""

from __future__ import annotations

from bigtrouble.cards.defs import (
    FAMILY_STRATEGIST,
    FAMILY_UNCLE_CHU,
    FAMILY_WARRIOR,
    CardDef,
    Kind,
    Origin,
    exact,
    outline,
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
    origin=(exact("name", R, "R9"),),
    origin_note="The rulebook names the starters (R9) but never prints their numbers: the 1 Recruit is ours, "
    "the usual Legendary starter value. No designer quote concerns it (checked against known-facts).",
    flavor="The Chang Sing keep their plans close and their friends closer.",
)

WARRIOR = CardDef(
    id="starter/chang_sing_warrior",
    name="Chang Sing Warrior",
    kind=Kind.HERO,
    family=FAMILY_WARRIOR,
    copies=20,
    attack=1,
    origin=(exact("name", R, "R9"),),
    origin_note="The rulebook names the starters (R9) but never prints their numbers: the 1 Attack is ours, "
    "the usual Legendary starter value. No designer quote concerns it (checked against known-facts).",
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
    origin=(exact("name", R, "R17"), exact("cost", P, "S5"), outline("ability", R, "R133")),
    origin_note="Published: grey, cost 3, the buyable grey card like Marvel's S.H.I.E.L.D. Officer, which "
    "Eddie's Dragon of the Black Pool combos with (S5). The rulebook says he lets you KO Wounds (R133) "
    "without the exact words; this wording and the 2 Recruit are ours. Checked against S5: he stays the "
    "grey card Eddie's Dragon of the Black Pool looks for.",
    flavor="He has seen worse. He has cooked worse.",
)

WOUND = CardDef(
    id="basic/wound",
    name="Wound",
    kind=Kind.WOUND,
    copies=20,
    static_text="Heal: if you recruit no Heroes and fight nothing this turn, you may KO all Wounds from your hand.",
    origin=(exact("name", R, "R18"), exact("ability", R, "R134-R137")),
    reminder="You may play other cards first, as long as you recruit and fight nothing all turn (R135-R137).",
    origin_note="The Healing rule is the rulebook's in full (R134-R137), here in our words; the art note "
    "(a Lords of Death sucker punch, S6) is the flavour. Checked against S6: nothing more is published.",
    flavor="A Lords of Death sucker punch.",
)

BYSTANDER = CardDef(
    id="bystander/bystander",
    name="Bystander",
    kind=Kind.BYSTANDER,
    copies=23,
    vp=1,
    origin=(exact("name", R, "R127"), exact("numbers", R, "R58")),
    origin_note="Plain Bystanders are worth 1 VP (R58); 23 of the 32 are plain (R127). Checked against "
    "known-facts: no source adds anything (S11 only says Bystanders exist).",
    flavor="Wrong place, wrong time, wrong century.",
)

TWIST = CardDef(
    id="basic/scheme_twist",
    name="Scheme Twist",
    kind=Kind.TWIST,
    copies=11,
    static_text="Do the Scheme's Twist, then KO this card.",
    origin=(exact("name", R, "R59"), exact("ability", R, "R59-R60")),
    origin_note="A Twist resolves the Scheme's Twist effect, then goes to the KO pile (R59-R60). Checked against "
    "known-facts: S11 only says Twists exist.",
)

STRIKE = CardDef(
    id="basic/master_strike",
    name="Master Strike",
    kind=Kind.STRIKE,
    copies=5,
    static_text="Do the Mastermind's Master Strike, then KO this card.",
    origin=(exact("name", R, "R21"), exact("ability", R, "R62")),
    origin_note="A Master Strike resolves the Mastermind's Strike, then goes to the KO pile (R62). Checked "
    "against S8: 5 Master Strikes whatever the player count (R21 agrees).",
)

CARDS = register((STRATEGIST, WARRIOR, UNCLE_CHU, WOUND, BYSTANDER, TWIST, STRIKE))
