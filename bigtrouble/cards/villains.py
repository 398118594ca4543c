"""The four Villain Groups, 8 cards each (R22).

Published (shared/cards/known-facts.md): the group names; each group's total printed
Attack (Wing Kong Gang 38, Monsters 40, Wing Kong Exchange 38, Warriors of Lo Pan 46);
how many of its cards have an Ambush / Fight / Escape (Wing Kong Gang 4/4/0, Monsters
4/0/6, Wing Kong Exchange 0/6/0, Warriors of Lo Pan 8/2/6), all from S1; the Catacomb
Monster and the idea of its Ambush and Escape (S4); "Thunder, Public Relations" and the
business-suit and battle-armour Storms, who help players who play nice (S6). From the
rulebook, in outline: Smoke-Staff Guard's defeat condition (R163, R171), Spirit Warrior
revealing from the Tactics (R161), and that printed Attack, 0+ included, comes in handy
against the Warriors of Lo Pan (R67): Rain in Battle Armor and the Spirit Warrior reward it.

S1's threat tags were weighed card by card (each card's note says what it follows):
BLUE averting the Warriors' Wound is read through ``defs.HERO_COLOURS`` (BLUE = Magic);
the Wing Kong Gang's ``destroy_library`` is the Looter's Ambush on the HQ.

Everything else is ours (house): each card's Attack and VP, the other names, and the
exact effects. The split of each group into designs is ours too.
"""

from __future__ import annotations

from typing import Any

from bigtrouble.cards.defs import FAMILY_MEDIOCRE, CardDef, HeroClass, Kind, Origin, classes_of, exact, outline, slug
from bigtrouble.cards.registry import register
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import Choice, ChooseOne, Draw, GainWound, Pick, Rescue
from bigtrouble.effects.conditions import PileAtLeast
from bigtrouble.effects.deckplay import KOTarget, RevealTop
from bigtrouble.effects.players import RevealClassOr, RevealOr
from bigtrouble.effects.ties import KOMostExpensiveInHQ
from bigtrouble.effects.villain_deck import Capture, PlayMoreVillainCards
from bigtrouble.effects.villains import (
    AnyPlayerMay,
    BecomeTactic,
    Everyone,
    HasCards,
    OthersInCity,
    PickOr,
    PlayedAnyThisTurn,
    RevealTopTactic,
    WithPrintedAttack,
)
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

ZERO_COST_HERO = CardFilter(hero=True, max_cost=0, label="0-cost Hero")
NON_GREY_HERO = CardFilter(hero=True, grey=False, label="non-grey Hero")
ANY_HERO = CardFilter(hero=True, label="Hero")
HERO_WITH_ATTACK = WithPrintedAttack(hero=True)
WOUND_LEFT = PileAtLeast("wounds", 1, words="a Wound is left in the Wound stack")
MAGIC = classes_of("BLUE")
"""S1: a BLUE Hero averts the Warriors of Lo Pan's Wound; BLUE is Magic (``defs.HERO_COLOURS``)."""


def _group_note(group: str) -> str:
    attack = PUBLISHED_TOTALS[group]
    ambush, fight, escape = PUBLISHED_COUNTS[group]
    return (
        f" Published (S1): {group} totals {attack} printed Attack and has {ambush}/{fight}/{escape} cards with "
        "Ambush/Fight/Escape; this card's Attack and VP are ours. Checked against every designer quote in "
        "known-facts (S4 on the Catacomb Monster, S6 on the Storms)."
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
    ambush=Everyone(RevealTop(ANY_HERO, KOTarget())),
    escape=Everyone(PickOr(Pick((Zone.HAND, Zone.DISCARD), Zone.KO, NON_GREY_HERO), GainWound())),
    origin=(exact("name", P, "S4"), outline("ambush", P, "S4"), outline("escape", P, "S4")),
    origin_note="Published (S4): the name; an Ambush in which players reveal the top cards of their decks, "
    "'not so bad at the start of the game' because it 'usually KOs a bunch of 0-cost starting Heroes'; an "
    "Escape that is awful for everyone. Checked against S4: the Ambush KOs any revealed Hero, so it is mild "
    "while decks hold starters and worse as they improve; the exact wording and the Escape are ours."
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
    origin_note="House card." + _group_note(MONSTERS),
    flavor="Wherever it drifts, Lo Pan is watching, and more trouble follows.",
)

WILD_MAN = villain(
    "Wild Man",
    MONSTERS,
    copies=2,
    attack=6,
    vp=4,
    escape=BecomeTactic(),
    origin_note="House card; its Escape works like R153's extra Tactic (S1 tags the Monsters add_tactic)."
    + _group_note(MONSTERS),
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
    origin_note="House card." + _group_note(MONSTERS),
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
    origin_note="House card." + _group_note(WING_KONG_GANG),
    flavor="He grabs the nearest innocent and dares you to come closer.",
)

GUNMAN = villain(
    "Wing Kong Gunman",
    WING_KONG_GANG,
    copies=2,
    attack=5,
    vp=3,
    fight=RevealClassOr((HeroClass.COVERT,), GainWound()),
    origin_note="House card: whoever takes him on without a Covert Hero gets shot (S1 tags the Gang wound)."
    + _group_note(WING_KONG_GANG),
    flavor="He shoots first and counts the bullets never.",
)

LOOTER = villain(
    "Wing Kong Looter",
    WING_KONG_GANG,
    copies=2,
    attack=4,
    vp=2,
    ambush=KOMostExpensiveInHQ(ANY_HERO),
    origin_note="House card. S1 tags the Wing Kong Gang destroy_library; we read it as removing Heroes before "
    "anyone can recruit them, so the Looter empties the best HQ space." + _group_note(WING_KONG_GANG),
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
    origin_note="House card." + _group_note(WING_KONG_GANG),
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
    origin=(exact("name", P, "S6"),),
    origin_note="The name and the business-suit Storm are published (S6), as is that the Storms 'offer "
    "solutions if everyone plays nice' (S6): sharing the rescue is that solution. This Fight is ours."
    + _group_note(WING_KONG_EXCHANGE),
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
    origin_note="The business-suit Rain is published (S6; the job title is ours); this Fight is ours, a choice "
    "in which playing nice costs you (S6)." + _group_note(WING_KONG_EXCHANGE),
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
                "each other player KOs a non-grey Hero from their hand or discard pile",
                Everyone(Pick((Zone.HAND, Zone.DISCARD), Zone.KO, NON_GREY_HERO), others=True),
            ),
            Choice(
                "you KO one of your non-grey Heroes",
                Pick((Zone.HAND, Zone.PLAYED, Zone.DISCARD), Zone.KO, NON_GREY_HERO),
            ),
        )
    ),
    origin_note="The business-suit Lightning is published (S6; the job title is ours); this Fight is ours, a "
    "choice in which playing nice costs you (S6; S1 tags the Exchange ko_heroes)." + _group_note(WING_KONG_EXCHANGE),
    flavor="Every deal has a price. He lets you pick who pays it.",
)

DOORMAN = villain(
    "Wing Kong Exchange Doorman",
    WING_KONG_EXCHANGE,
    copies=2,
    attack=3,
    vp=2,
    attack_bonus=OthersInCity(CardFilter(group=WING_KONG_EXCHANGE, label="Wing Kong Exchange Villain")),
    origin_note="House card." + _group_note(WING_KONG_EXCHANGE),
    flavor="Alone he holds the door. With the board upstairs, he holds the street.",
)

WING_KONG_EXCHANGE_CARDS = (THUNDER_PR, RAIN_HR, LIGHTNING_MA, DOORMAN)


# --- Warriors of Lo Pan (always led by Sorcerous Lo Pan): every one ambushes -------------

THUNDER_ARMOR = villain(
    "Thunder in Battle Armor",
    WARRIORS_OF_LO_PAN,
    attack=8,
    vp=6,
    ambush=Everyone(RevealClassOr(MAGIC, GainWound())),
    escape=AnyPlayerMay(
        "discard two cards",
        Pick((Zone.HAND,), Zone.DISCARD, count=2),
        Everyone(GainWound(), words="each player gains a Wound"),
        can_pay=HasCards((Zone.HAND,), n=2),
    ),
    origin_note="The battle-armour Thunder is published (S6; this name is ours), as is that the Storms offer "
    "solutions if everyone plays nice (S6): here one player's discards spare the table. S1: a BLUE Hero averts "
    "the Warriors' Wound, read as Magic (R69). The effects are ours." + _group_note(WARRIORS_OF_LO_PAN),
    flavor="He swells until the armour groans. Someone has to give him room.",
)

RAIN_ARMOR = villain(
    "Rain in Battle Armor",
    WARRIORS_OF_LO_PAN,
    attack=7,
    vp=5,
    ambush=Everyone(RevealOr(HERO_WITH_ATTACK, GainWound())),
    escape=AnyPlayerMay(
        "gain a Wound",
        GainWound(),
        Everyone(Pick((Zone.HAND,), Zone.DISCARD, count=2)),
        can_pay=WOUND_LEFT,
    ),
    origin_note="The battle-armour Rain is published (S6; this name is ours), as are the Storms' solutions for "
    "players who play nice (S6); the rulebook says printed Attack, 0+ included, comes in handy against the "
    "Warriors (R67), so a Hero with printed Attack spares you his Wound. The effects are ours."
    + _group_note(WARRIORS_OF_LO_PAN),
    flavor="His blades sing for anyone who comes armed.",
)

LIGHTNING_ARMOR = villain(
    "Lightning in Battle Armor",
    WARRIORS_OF_LO_PAN,
    attack=7,
    vp=5,
    ambush=Everyone(RevealClassOr(MAGIC, Pick((Zone.HAND,), Zone.DISCARD))),
    escape=AnyPlayerMay(
        "KO a non-grey Hero from their hand or discard pile",
        Pick((Zone.HAND, Zone.DISCARD), Zone.KO, NON_GREY_HERO),
        PlayMoreVillainCards(1),
        can_pay=HasCards((Zone.HAND, Zone.DISCARD), NON_GREY_HERO),
    ),
    origin_note="The battle-armour Lightning is published (S6; this name is ours), as is that the Storms offer "
    "solutions if everyone plays nice (S6): one player's sacrifice stops the next card. The effects are ours."
    + _group_note(WARRIORS_OF_LO_PAN),
    flavor="He crackles across the rooftops. Feed him something precious and he passes by.",
)

SPIRIT_WARRIOR = villain(
    "Spirit Warrior",
    WARRIORS_OF_LO_PAN,
    copies=2,
    attack=6,
    vp=4,
    ambush=Everyone(RevealOr(HERO_WITH_ATTACK, Pick((Zone.HAND,), Zone.DISCARD))),
    fight_condition=PlayedAnyThisTurn((HERO_WITH_ATTACK,)),
    fight=RevealTopTactic(6, Draw(2), Draw(1)),
    origin=(exact("name", R, "R161"), outline("fight", R, "R161")),
    origin_note="The name and a Fight that reveals from the Mastermind's Tactics (R161) are in the rulebook; "
    "what the reveal gives is ours. Printed Attack, 0+ included, comes in handy against the Warriors (R67): it "
    "spares you the Ambush and is needed to fight him. No designer quote concerns it (checked against "
    "known-facts)." + _group_note(WARRIORS_OF_LO_PAN),
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
    escape=Everyone(RevealClassOr(MAGIC, Pick((Zone.HAND,), Zone.DISCARD))),
    origin=(exact("name", R, "R163"), outline("condition", R, "R163, R171")),
    origin_note="The name and a defeat condition beyond Attack that Mediocre Heroes help meet are in the rulebook "
    "(R163, R171); the condition's wording and the effects are ours. No designer quote concerns it (checked "
    "against known-facts)." + _group_note(WARRIORS_OF_LO_PAN),
    flavor="Through the smoke, only the odd or the uncanny find him.",
)

WARRIORS_OF_LO_PAN_CARDS = (THUNDER_ARMOR, RAIN_ARMOR, LIGHTNING_ARMOR, SPIRIT_WARRIOR, SMOKE_STAFF_GUARD)

CARDS = register(MONSTER_CARDS + WING_KONG_GANG_CARDS + WING_KONG_EXCHANGE_CARDS + WARRIORS_OF_LO_PAN_CARDS)
