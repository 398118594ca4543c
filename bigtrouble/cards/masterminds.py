"""Masterminds and their Tactics.

Published: the four names and their Attack (Six Shooter 7, Ching Dai 8, David Lo Pan 9,
Sorcerous Lo Pan 10); Ching Dai always leads Monsters, Sorcerous Lo Pan always leads
Warriors of Lo Pan. That Six Shooter names the Wing Kong Gang is in the rulebook (R149);
leading it is the first-game preset's suggestion. Everything else here is ours.
"""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, HeroClass, Kind, MastermindInfo, Origin
from bigtrouble.cards.registry import register
from bigtrouble.effects.amounts import InCity
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import Draw, EachPlayer, GainWound, Pick, Rescue, RevealClassOr
from bigtrouble.zones import Zone

P = Origin.PUBLISHED
R = Origin.RULEBOOK

SIX_SHOOTER_TACTICS = (
    CardDef(
        id="tactic/six_shooter/blazing_guns",
        name="Blazing Guns",
        kind=Kind.TACTIC,
        group="Six Shooter",
        vp=5,
        fight=(Rescue(2),),
        flavor="Six barrels, no patience.",
    ),
    CardDef(
        id="tactic/six_shooter/quick_draw",
        name="Quick Draw",
        kind=Kind.TACTIC,
        group="Six Shooter",
        vp=5,
        fight=(Draw(2),),
        flavor="Faster than the eye, slower than Jack's mouth.",
    ),
    CardDef(
        id="tactic/six_shooter/smoke_and_powder",
        name="Smoke and Powder",
        kind=Kind.TACTIC,
        group="Six Shooter",
        vp=5,
        fight=(Pick((Zone.HAND, Zone.DISCARD), Zone.KO, optional=True),),
        flavor="When the smoke clears, someone is always missing.",
    ),
    CardDef(
        id="tactic/six_shooter/wing_kong_payroll",
        name="Wing Kong Payroll",
        kind=Kind.TACTIC,
        group="Six Shooter",
        vp=6,
        fight=(EachPlayer((Draw(1),)),),
        flavor="The Gang scatters when the money stops.",
    ),
)

SIX_SHOOTER = CardDef(
    id="mastermind/six_shooter",
    name="Six Shooter",
    kind=Kind.MASTERMIND,
    attack=7,
    vp=6,
    mastermind=MastermindInfo(
        always_leads="Wing Kong Gang",
        tactics=tuple(t.id for t in SIX_SHOOTER_TACTICS),
        strike=(EachPlayer((RevealClassOr((HeroClass.TECH, HeroClass.COVERT), (GainWound(),)),)),),
        attack_bonus=InCity(CardFilter(group="Wing Kong Gang", label="Wing Kong Gang Villain")),
        bonus_text="Six Shooter gets +1 Attack for each Wing Kong Gang Villain in the city.",
    ),
    origin=(("name", P), ("attack", P)),
    origin_note="Name and Attack 7 are published; that he names the Wing Kong Gang is the rulebook's (R149). "
    "His VP, Strike, bonus and Tactics are ours.",
    flavor="A storm of lead in a silk suit.",
)

register(SIX_SHOOTER_TACTICS + (SIX_SHOOTER,))
