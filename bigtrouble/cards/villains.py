"""The four Villain Groups, 8 cards each (R22).

Published (shared/cards/known-facts.md): the group names; each group's total printed
Attack (Wing Kong Gang 38, Monsters 40, Wing Kong Exchange 38, Warriors of Lo Pan 46);
how many of its cards have an Ambush / Fight / Escape (Wing Kong Gang 4/4/0, Monsters
4/0/6, Wing Kong Exchange 0/6/0, Warriors of Lo Pan 8/2/6); the Catacomb Monster and
the idea of its Ambush and Escape; "Thunder, Public Relations" and the business-suit and
battle-armour Storms, who help players who play nice. From the rulebook: Smoke-Staff
Guard's defeat condition (R163, R171), Spirit Warrior revealing from the Tactics (R161),
and the Warriors of Lo Pan caring about printed Attack (R67, R169).

Everything else is ours (house): each card's Attack and VP, the other names, and the
exact effects. The split of each group into designs is ours too.
"""

from __future__ import annotations

from typing import Any

from bigtrouble.cards.defs import FAMILY_MEDIOCRE, CardDef, HeroClass, Kind, Origin, slug
from bigtrouble.cards.registry import register
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import Choice, ChooseOne, Draw, GainWound, Pick, Rescue
from bigtrouble.effects.conditions import PileAtLeast
from bigtrouble.effects.deckplay import DrawTarget, KOTarget, RevealTop
from bigtrouble.effects.players import RevealClassOr
from bigtrouble.effects.villains import (
    AnyPlayerMay,
    BecomeTactic,
    DiscardTarget,
    Everyone,
    HasCards,
    OthersInCity,
    PickOr,
    PlayedAnyThisTurn,
    RevealTopTactic,
    WithPrintedAttack,
)
from bigtrouble.rules.villain_deck import Capture, PlayMoreVillainCards
from bigtrouble.zones import Zone

P = Origin.PUBLISHED
R = Origin.RULEBOOK

MONSTERS = "Monsters"
WING_KONG_GANG = "Wing Kong Gang"
WING_KONG_EXCHANGE = "Wing Kong Exchange"
WARRIORS_OF_LO_PAN = "Warriors of Lo Pan"

PUBLISHED_TOTALS = {WING_KONG_GANG: 38, MONSTERS: 40, WING_KONG_EXCHANGE: 38, WARRIORS_OF_LO_PAN: 46}
"""Published: each group's printed Attack summed over its 8 cards."""

PUBLISHED_COUNTS = {
    WING_KONG_GANG: (4, 4, 0),
    MONSTERS: (4, 0, 6),
    WING_KONG_EXCHANGE: (0, 6, 0),
    WARRIORS_OF_LO_PAN: (8, 2, 6),
}
"""Published: how many of each group's 8 cards have an Ambush, a Fight and an Escape effect."""

ZERO_COST_HERO = CardFilter(hero=True, max_cost=0, label="Hero that costs 0")
PAID_HERO = CardFilter(hero=True, min_cost=1, label="Hero that costs 1 or more")
HERO_WITH_ATTACK = WithPrintedAttack(hero=True)
WOUND_LEFT = PileAtLeast("wounds", 1, words="a Wound is left in the Wound stack")
MAGIC = (HeroClass.MAGIC,)


def _group_note(group: str) -> str:
    attack = PUBLISHED_TOTALS[group]
    ambush, fight, escape = PUBLISHED_COUNTS[group]
    return (
        f"Published: {group} totals {attack} printed Attack and has {ambush}/{fight}/{escape} cards with "
        "Ambush/Fight/Escape; this card's Attack and VP are ours."
    )


def villain(name: str, group: str, **kw: Any) -> CardDef:
    """A Villain card of ``group`` with the id ``villain/<group>/<name>``."""
    return CardDef(id=f"villain/{slug(group)}/{slug(name)}", name=name, kind=Kind.VILLAIN, group=group, **kw)


# --- Monsters (always led by Ching Dai): the catacombs under Lo Pan's tower ----------------

CATACOMB_MONSTER = villain(
    "Catacomb Monster",
    MONSTERS,
    copies=2,
    attack=5,
    vp=3,
    ambush=Everyone(
        RevealTop(ZERO_COST_HERO, KOTarget()),
        words="each player reveals the top card of their deck and KOs it if it is a Hero that costs 0",
    ),
    escape=Everyone(
        PickOr(Pick((Zone.HAND, Zone.DISCARD), Zone.KO, PAID_HERO), GainWound()),
        words="each player KOs a Hero that costs 1 or more from their hand or discard pile; "
        "a player who has none gains a Wound instead",
    ),
    origin=(("name", P), ("ambush", P)),
    origin_note="The name, and the Ambush making players reveal their top cards (mostly KO-ing 0-cost starters), "
    "are published; the designer calls its Escape awful for everyone, and this Escape is our version. "
    + _group_note(MONSTERS),
    flavor="It was down there long before Lo Pan, and it is always hungry.",
)

FLOATING_EYE = villain(
    "Floating Eye",
    MONSTERS,
    copies=2,
    attack=4,
    vp=2,
    ambush=PlayMoreVillainCards(1),
    origin_note="House card. " + _group_note(MONSTERS),
    flavor="Wherever it drifts, Lo Pan is watching, and more trouble follows.",
)

WILD_MAN = villain(
    "Wild Man",
    MONSTERS,
    copies=2,
    attack=6,
    vp=4,
    escape=BecomeTactic(),
    origin_note="House card; its Escape works like R153's extra Tactic. " + _group_note(MONSTERS),
    flavor="Chained in the dark, until someone forgets the chain.",
)

SEWER_THING = villain(
    "Thing from the Sewers",
    MONSTERS,
    copies=2,
    attack=5,
    vp=3,
    escape=Everyone(
        Pick((Zone.VICTORY,), Zone.KO, CardFilter(kind=Kind.BYSTANDER)),
        words="each player KOs a Bystander from their Victory Pile",
    ),
    origin_note="House card. " + _group_note(MONSTERS),
    flavor="The people it drags down there are never seen again.",
)

MONSTER_CARDS = (CATACOMB_MONSTER, FLOATING_EYE, WILD_MAN, SEWER_THING)


# --- Wing Kong Gang (Six Shooter's men, R149): hatchets, guns and hostages ----------------

HATCHET_MAN = villain(
    "Wing Kong Hatchet Man",
    WING_KONG_GANG,
    copies=2,
    attack=4,
    vp=2,
    ambush=Capture(1),
    origin_note="House card. " + _group_note(WING_KONG_GANG),
    flavor="He grabs the nearest innocent and dares you to come closer.",
)

GUNMAN = villain(
    "Wing Kong Gunman",
    WING_KONG_GANG,
    copies=2,
    attack=5,
    vp=3,
    ambush=RevealClassOr((HeroClass.COVERT,), GainWound()),
    origin_note="House card. " + _group_note(WING_KONG_GANG),
    flavor="He shoots first and counts the bullets never.",
)

LOOTER = villain(
    "Wing Kong Looter",
    WING_KONG_GANG,
    copies=2,
    attack=4,
    vp=2,
    fight=RevealTop(ZERO_COST_HERO, KOTarget(), DrawTarget()),
    origin_note="House card. " + _group_note(WING_KONG_GANG),
    flavor="Turn out his pockets and half of Chinatown falls out.",
)

LIEUTENANT = villain(
    "Wing Kong Lieutenant",
    WING_KONG_GANG,
    copies=2,
    attack=6,
    vp=4,
    fight=Pick(
        (Zone.HAND, Zone.PLAYED, Zone.DISCARD),
        Zone.KO,
        HERO_WITH_ATTACK,
        optional=True,
        then=Rescue(1),
    ),
    origin_note="House card. " + _group_note(WING_KONG_GANG),
    flavor="Send a fighter after his hostages, and the fighter may not come back.",
)

WING_KONG_GANG_CARDS = (HATCHET_MAN, GUNMAN, LOOTER, LIEUTENANT)


# --- Wing Kong Exchange (the business front): the Storms in suits, choices with a cost ---

THUNDER_PR = villain(
    "Thunder, Public Relations",
    WING_KONG_EXCHANGE,
    copies=2,
    attack=6,
    vp=4,
    fight=ChooseOne(
        (
            Choice("you rescue 2 Bystanders", Rescue(2)),
            Choice("each player rescues a Bystander", Everyone(Rescue(1), words="each player rescues a Bystander")),
        )
    ),
    origin=(("name", P),),
    origin_note="The name and the business-suit Storm are published, as is that the Storms help players who "
    "play nice; this Fight is ours. " + _group_note(WING_KONG_EXCHANGE),
    flavor="He smiles for the cameras. Share the credit and he smiles wider.",
)

RAIN_HR = villain(
    "Rain, Human Resources",
    WING_KONG_EXCHANGE,
    copies=2,
    attack=5,
    vp=3,
    fight=ChooseOne(
        (
            Choice(
                "each other player discards a card",
                Everyone(Pick((Zone.HAND,), Zone.DISCARD), others=True, words="each other player discards a card"),
            ),
            Choice("you gain a Wound", GainWound()),
        )
    ),
    origin_note="The business-suit Rain is published (the job title is ours); this Fight is ours. "
    + _group_note(WING_KONG_EXCHANGE),
    flavor="Somebody is getting let go today. You decide who.",
)

LIGHTNING_MA = villain(
    "Lightning, Mergers and Acquisitions",
    WING_KONG_EXCHANGE,
    copies=2,
    attack=5,
    vp=3,
    fight=ChooseOne(
        (
            Choice(
                "each other player KOs a Hero costing at least 1 (from hand or discard pile)",
                Everyone(
                    Pick((Zone.HAND, Zone.DISCARD), Zone.KO, PAID_HERO),
                    others=True,
                    words="each other player KOs a Hero that costs 1 or more from their hand or discard pile",
                ),
            ),
            Choice(
                "you KO one of your own Heroes costing at least 1",
                Pick((Zone.HAND, Zone.PLAYED, Zone.DISCARD), Zone.KO, PAID_HERO),
            ),
        )
    ),
    origin_note="The business-suit Lightning is published (the job title is ours); this Fight is ours. "
    + _group_note(WING_KONG_EXCHANGE),
    flavor="Every deal has a price. He lets you pick who pays it.",
)

DOORMAN = villain(
    "Wing Kong Exchange Doorman",
    WING_KONG_EXCHANGE,
    copies=2,
    attack=3,
    vp=2,
    attack_bonus=OthersInCity(CardFilter(group=WING_KONG_EXCHANGE, label="Wing Kong Exchange Villain")),
    origin_note="House card. " + _group_note(WING_KONG_EXCHANGE),
    flavor="Alone he holds the door. With the board upstairs, he holds the street.",
)

WING_KONG_EXCHANGE_CARDS = (THUNDER_PR, RAIN_HR, LIGHTNING_MA, DOORMAN)


# --- Warriors of Lo Pan (always led by Sorcerous Lo Pan): every one ambushes -------------

THUNDER_ARMOR = villain(
    "Thunder in Battle Armor",
    WARRIORS_OF_LO_PAN,
    attack=8,
    vp=6,
    ambush=Everyone(RevealClassOr(MAGIC, GainWound()), words="each player reveals a Magic Hero or gains a Wound"),
    escape=AnyPlayerMay(
        "discard two cards",
        Pick((Zone.HAND,), Zone.DISCARD, count=2),
        Everyone(GainWound(), words="each player gains a Wound"),
        can_pay=HasCards((Zone.HAND,), n=2),
    ),
    origin_note="The battle-armour Thunder is published (this name is ours), as is that the Storms help "
    "players who play nice; the effects are ours. " + _group_note(WARRIORS_OF_LO_PAN),
    flavor="He swells until the armour groans. Someone has to give him room.",
)

RAIN_ARMOR = villain(
    "Rain in Battle Armor",
    WARRIORS_OF_LO_PAN,
    attack=7,
    vp=5,
    ambush=Everyone(
        Pick((Zone.HAND,), Zone.DISCARD, HERO_WITH_ATTACK),
        words="each player discards a Hero with printed Attack (0+ counts) from their hand",
    ),
    escape=AnyPlayerMay(
        "gain a Wound",
        GainWound(),
        Everyone(Pick((Zone.HAND,), Zone.DISCARD, count=2), words="each player discards two cards"),
        can_pay=WOUND_LEFT,
    ),
    origin_note="The battle-armour Rain is published (this name is ours), as are the Storms' help for players "
    "who play nice and the Warriors' interest in printed Attack (R67); the effects are ours. "
    + _group_note(WARRIORS_OF_LO_PAN),
    flavor="His blades sing for anyone who comes armed.",
)

LIGHTNING_ARMOR = villain(
    "Lightning in Battle Armor",
    WARRIORS_OF_LO_PAN,
    attack=7,
    vp=5,
    ambush=Everyone(
        RevealClassOr(MAGIC, Pick((Zone.HAND,), Zone.DISCARD)),
        words="each player reveals a Magic Hero or discards a card",
    ),
    escape=AnyPlayerMay(
        "KO a Hero that costs 1 or more from their hand or discard pile",
        Pick((Zone.HAND, Zone.DISCARD), Zone.KO, PAID_HERO),
        PlayMoreVillainCards(1),
        can_pay=HasCards((Zone.HAND, Zone.DISCARD), PAID_HERO),
    ),
    origin_note="The battle-armour Lightning is published (this name is ours), as is that the Storms help "
    "players who play nice; the effects are ours. " + _group_note(WARRIORS_OF_LO_PAN),
    flavor="He crackles across the rooftops. Feed him something precious and he passes by.",
)

SPIRIT_WARRIOR = villain(
    "Spirit Warrior",
    WARRIORS_OF_LO_PAN,
    copies=2,
    attack=6,
    vp=4,
    ambush=Everyone(
        RevealTop(HERO_WITH_ATTACK, DiscardTarget()),
        words="each player reveals the top card of their deck and discards it if it is a Hero with printed Attack",
    ),
    fight=RevealTopTactic(6, Draw(2), Draw(1)),
    origin=(("name", R), ("fight", R)),
    origin_note="The name and a Fight that reveals from the Mastermind's Tactics (R161) are in the rulebook; "
    "what the reveal gives, and the Ambush, are ours. " + _group_note(WARRIORS_OF_LO_PAN),
    flavor="It walks between the worlds and knows what the Mastermind keeps in reserve.",
)

SMOKE_STAFF_GUARD = villain(
    "Smoke-Staff Guard",
    WARRIORS_OF_LO_PAN,
    copies=3,
    attack=4,
    vp=3,
    fight_condition=PlayedAnyThisTurn(
        (CardFilter(family=FAMILY_MEDIOCRE), CardFilter(cls=HeroClass.MAGIC)),
        words="you played a Mediocre Hero or a Magic Hero this turn",
    ),
    ambush=Capture(1),
    escape=Everyone(
        RevealClassOr(MAGIC, Pick((Zone.HAND,), Zone.DISCARD)),
        words="each player reveals a Magic Hero or discards a card",
    ),
    origin=(("name", R), ("condition", R)),
    origin_note="The name and a defeat condition beyond Attack that Mediocre Heroes help meet are in the rulebook "
    "(R163, R171); the condition's wording and the effects are ours. " + _group_note(WARRIORS_OF_LO_PAN),
    flavor="Through the smoke, only the odd or the uncanny find him.",
)

WARRIORS_OF_LO_PAN_CARDS = (THUNDER_ARMOR, RAIN_ARMOR, LIGHTNING_ARMOR, SPIRIT_WARRIOR, SMOKE_STAFF_GUARD)

CARDS = register(MONSTER_CARDS + WING_KONG_GANG_CARDS + WING_KONG_EXCHANGE_CARDS + WARRIORS_OF_LO_PAN_CARDS)
