"""Masterminds and their Tactics.

Published: the four names and their Attack (Six Shooter 7, Ching Dai 8, David Lo Pan 9,
Sorcerous Lo Pan 10); Ching Dai always leads Monsters, Sorcerous Lo Pan always leads
Warriors of Lo Pan. That Six Shooter names the Wing Kong Gang is in the rulebook (R149);
leading it is the first-game preset's suggestion. David Lo Pan leading the Wing Kong
Exchange is our choice (the designer ties its suited Storms to him). From the rulebook:
Ching Dai's stack of KO'd 0-cost Recruit cards, worth up to +5 Attack (R174-R175);
Sorcerous Lo Pan's Master Strike (R150-R152) and his Tactic *Rule the Universe from
Beyond the Grave* (R153-R154), both in outline. Everything else here (VP, the other
Strikes, bonuses, Tactic names and Fight effects) is ours.

S1's threat tags, weighed: Six Shooter's Wound is averted by a BLUE or BLACK Hero, read
through ``defs.HERO_COLOURS`` as Magic or Tech, and he captures Bystanders; Ching Dai
KOs grey Heroes, wounds, plays extra Villain cards and makes players gain grey Heroes
(a Tactic hands out his stack), while his ``ko_non_grey_heroes`` is left to Sorcerous
Lo Pan, whose Tactic carries it (two non-grey KOs would push the 8-Attack Mastermind
past David Lo Pan, against the published order); David Lo Pan discards and wounds.
"""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, HeroClass, Kind, MastermindInfo, Origin, classes_of, exact, outline
from bigtrouble.cards.registry import register
from bigtrouble.effects.amounts import Capped, InCity, InVictoryPile, PileSize
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import Draw, GainRecruit, GainWound, Pick, Rescue
from bigtrouble.effects.masterminds import (
    HeldByMastermind,
    ReleaseFromStack,
    ReturnWarriorToDeck,
    RiseFromTheGrave,
    SumOf,
)
from bigtrouble.effects.players import EachPlayer, RevealClassOr
from bigtrouble.effects.scaled import CappedFrom, Nearest
from bigtrouble.effects.schemes import Worded
from bigtrouble.effects.stacks import GainFromMastermindStack
from bigtrouble.effects.ties import KOMostExpensiveInHQ
from bigtrouble.effects.villain_deck import MastermindCaptures, PlayMoreVillainCards
from bigtrouble.effects.villains import PickOr
from bigtrouble.zones import Zone

P = Origin.PUBLISHED
R = Origin.RULEBOOK
HOUSE_TACTIC = (
    "A house Tactic: name, VP and Fight are ours. No designer quote concerns it (checked against known-facts)."
)

SIX_SHOOTER_TACTICS = (
    CardDef(
        id="tactic/six_shooter/blazing_guns",
        name="Blazing Guns",
        kind=Kind.TACTIC,
        group="Six Shooter",
        vp=5,
        fight=(Rescue(2),),
        origin_note=HOUSE_TACTIC,
        flavor="Six barrels, no patience.",
    ),
    CardDef(
        id="tactic/six_shooter/quick_draw",
        name="Quick Draw",
        kind=Kind.TACTIC,
        group="Six Shooter",
        vp=5,
        fight=(Draw(2),),
        origin_note=HOUSE_TACTIC,
        flavor="Faster than the eye, slower than Jack's mouth.",
    ),
    CardDef(
        id="tactic/six_shooter/smoke_and_powder",
        name="Smoke and Powder",
        kind=Kind.TACTIC,
        group="Six Shooter",
        vp=5,
        fight=(Pick((Zone.HAND, Zone.DISCARD), Zone.KO, optional=True),),
        origin_note=HOUSE_TACTIC,
        flavor="When the smoke clears, someone is always missing.",
    ),
    CardDef(
        id="tactic/six_shooter/wing_kong_payroll",
        name="Wing Kong Payroll",
        kind=Kind.TACTIC,
        group="Six Shooter",
        vp=6,
        fight=(EachPlayer((Draw(1),)),),
        origin_note=HOUSE_TACTIC,
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
        strike=(
            EachPlayer((RevealClassOr(classes_of("BLUE", "BLACK"), (GainWound(),)),)),
            Worded("Six Shooter captures a Bystander", (MastermindCaptures(1),)),
        ),
        attack_bonus=SumOf(
            (
                InCity(CardFilter(group="Wing Kong Gang", label="Wing Kong Gang Villain")),
                Capped(HeldByMastermind(CardFilter(kind=Kind.BYSTANDER)), 2),
            )
        ),
        bonus_text="Six Shooter gets +1 Attack for each Wing Kong Gang Villain in the city, and +1 for each "
        "Bystander he holds (up to +2).",
    ),
    origin=(exact("name", P, "S1"), exact("attack", P, "S1"), outline("always leads", R, "R149, R182")),
    origin_note="Name and Attack 7 are published (S1); that he names the Wing Kong Gang is the rulebook's (R149) "
    "and leading it follows the first-game preset (R182). S1 tags his Strike lose_vp and capture_bystanders, "
    "with a BLUE or a BLACK Hero averting its Wound: BLUE is Magic and BLACK is Tech (defs.HERO_COLOURS), so "
    "his Strike spares a player who reveals a Magic or Tech Hero. His VP, the exact Strike, bonus and Tactics "
    "are ours. No designer quote concerns him (checked against known-facts).",
    flavor="A storm of lead in a silk suit.",
)


COLLECTS_ZERO_RECRUIT: frozenset[str] = frozenset({"collects_zero_recruit"})
"""The tag that sends KO'd 0-cost Recruit cards to the Mastermind's stack (``ko_card``, R174)."""
GREY_HERO = CardFilter(hero=True, grey=True, label="grey Hero")
NON_GREY_HERO = CardFilter(hero=True, grey=False, label="non-grey Hero")

# --- Ching Dai -------------------------------------------------------------------

CHING_DAI_TACTICS = (
    CardDef(
        id="tactic/ching_dai/first_sovereign_emperor",
        name="First Sovereign Emperor",
        kind=Kind.TACTIC,
        group="Ching Dai",
        vp=6,
        fight=(Draw(2), EachPlayer((Worded("KO a card from Ching Dai's stack", (ReleaseFromStack(1),)),))),
        origin_note="A house Tactic: name, VP and Fight are ours. His hoard shrinks by a card for each player, so "
        "that with more players, whose KOs fill it faster, he is not harder than the published order allows. "
        "No designer quote concerns it (checked against known-facts).",
        flavor="He conquered China before he conquered death.",
    ),
    CardDef(
        id="tactic/ching_dai/curse_without_flesh",
        name="Curse Without Flesh",
        kind=Kind.TACTIC,
        group="Ching Dai",
        vp=5,
        fight=(
            Worded("KO a card from Ching Dai's stack", (ReleaseFromStack(1),)),
            EachPlayer((GainFromMastermindStack(),), others=True),
        ),
        origin_note="A house Tactic. S1 tags Ching Dai gain_grey_heroes: taking him on scatters his hoard of "
        "0-cost cards into the other players' decks (a threat to them, and a smaller stack for him). No "
        "designer quote concerns it (checked against known-facts).",
        flavor="He cursed Lo Pan to wander without flesh. Strike him and his hoard turns to dust.",
    ),
    CardDef(
        id="tactic/ching_dai/demons_of_the_catacombs",
        name="Demons of the Catacombs",
        kind=Kind.TACTIC,
        group="Ching Dai",
        vp=5,
        fight=(PlayMoreVillainCards(1), Pick((Zone.HAND, Zone.DISCARD), Zone.KO, optional=True)),
        origin_note=HOUSE_TACTIC,
        flavor="Strike the demon lord and the tunnels answer.",
    ),
    CardDef(
        id="tactic/ching_dai/two_thousand_years_of_hunger",
        name="Two Thousand Years of Hunger",
        kind=Kind.TACTIC,
        group="Ching Dai",
        vp=6,
        fight=(
            Worded(
                "Rescue a Bystander for each Monsters Villain in your Victory Pile, up to 3",
                (Rescue(Capped(InVictoryPile(CardFilter(group="Monsters")), 3)),),
            ),
        ),
        origin_note=HOUSE_TACTIC,
        flavor="Every monster you put down was holding someone.",
    ),
)

CHING_DAI = CardDef(
    id="mastermind/ching_dai",
    name="Ching Dai",
    kind=Kind.MASTERMIND,
    attack=8,
    vp=6,
    tags=COLLECTS_ZERO_RECRUIT,
    mastermind=MastermindInfo(
        always_leads="Monsters",
        tactics=tuple(t.id for t in CHING_DAI_TACTICS),
        strike=(PickOr(Pick((Zone.HAND,), Zone.KO, GREY_HERO, rule="R174"), GainWound()),),
        attack_bonus=Capped(PileSize("mastermind_stack", "for each card in his stack"), 5),
        bonus_text="KO'd Chang Sing Strategists and Mediocre Heroes go onto Ching Dai's stack. He gets +1 Attack "
        "for each card in his stack, up to +5.",
    ),
    reminder="KO'd Chang Sing Warriors still go to the KO pile (R174); the stack grows past 5 but the bonus "
    "stops at +5 (R175).",
    origin=(
        exact("name", P, "S1"),
        exact("attack", P, "S1"),
        exact("always leads", P, "S7"),
        exact("stack bonus", R, "R174-R175"),
    ),
    origin_note="Name and Attack 8 (S1) and leading the Monsters (S7) are published; his stack of KO'd 0-cost "
    "Recruit cards and its +5 cap are the rulebook's (R174-R175). S1 tags him ko_grey_heroes and wound (his "
    "Strike), villain_deck_draw and gain_grey_heroes (two Tactics); ko_non_grey_heroes is left to Sorcerous "
    "Lo Pan so that Ching Dai stays easier than David Lo Pan. VP, Strike and Tactics are ours. No designer "
    "quote concerns him (checked against known-facts).",
    flavor="The first emperor, who cursed Lo Pan and never stopped collecting.",
)

# --- David Lo Pan ----------------------------------------------------------------

DAVID_LO_PAN_TACTICS = (
    CardDef(
        id="tactic/david_lo_pan/indeed",
        name="Indeed!",
        kind=Kind.TACTIC,
        group="David Lo Pan",
        vp=5,
        fight=(Draw(2), Nearest((1, 1, 1, 1), (RevealClassOr((HeroClass.MAGIC,), (GainWound(),)),), others=True)),
        origin_note=HOUSE_TACTIC + " Only the player on your left risks the Wound (each other player at 2 players), "
        "so that the Tactic does not grow with the table.",
        flavor="Not indeed.",
    ),
    CardDef(
        id="tactic/david_lo_pan/the_chairman_s_generosity",
        name="The Chairman's Generosity",
        kind=Kind.TACTIC,
        group="David Lo Pan",
        vp=5,
        fight=(GainRecruit(3),),
        origin_note=HOUSE_TACTIC,
        flavor="The Wing Kong Exchange always pays its debts, eventually.",
    ),
    CardDef(
        id="tactic/david_lo_pan/a_bride_with_green_eyes",
        name="A Bride with Green Eyes",
        kind=Kind.TACTIC,
        group="David Lo Pan",
        vp=6,
        fight=(Rescue(1), EachPlayer((Draw(1),), others=True)),
        origin_note=HOUSE_TACTIC,
        flavor="Two green-eyed girls in one night. He should have bought a lottery ticket.",
    ),
    CardDef(
        id="tactic/david_lo_pan/two_thousand_years_of_waiting",
        name="Two Thousand Years of Waiting",
        kind=Kind.TACTIC,
        group="David Lo Pan",
        vp=6,
        fight=(
            EachPlayer((RevealClassOr((HeroClass.MAGIC,), (Pick((Zone.HAND,), Zone.DISCARD),)),), others=True),
            Pick((Zone.HAND, Zone.DISCARD), Zone.KO, optional=True),
        ),
        origin_note=HOUSE_TACTIC,
        flavor="Patience is easy when you can't die.",
    ),
)

DAVID_LO_PAN = CardDef(
    id="mastermind/david_lo_pan",
    name="David Lo Pan",
    kind=Kind.MASTERMIND,
    attack=9,
    vp=7,
    mastermind=MastermindInfo(
        always_leads="Wing Kong Exchange",
        tactics=tuple(t.id for t in DAVID_LO_PAN_TACTICS),
        strike=(Nearest((2, 2, 3, 4), (RevealClassOr((HeroClass.MAGIC,), (GainWound(),)),)),),
        attack_bonus=CappedFrom(InCity(chinatown=True), 1, 5),
        bonus_text="David Lo Pan gets +1 Attack for each Villain in Chinatown (with 5 players, up to +1).",
    ),
    origin=(exact("name", P, "S1"), exact("attack", P, "S1")),
    origin_note="Name and Attack 9 are published (S1). Leading the Wing Kong Exchange is our choice, after the "
    "designer's link between its suited Storms and him (S6); S1 tags him discard and wound, which his Strike and "
    "Tactics carry. VP, Strike, bonus and Tactics are ours. Checked against S6: nothing says he always leads "
    "the Exchange, so that is labelled our choice. Tuned per player count (house parts only, 2 players "
    "unchanged): his Strike reaches you and the player on your left, the next one too with 4 players and the "
    "next two with 5, and with 5 players his bonus stops at +1, since the shared Wound stack ran dry and "
    "Chinatown filled up at big tables and made him harder than Sorcerous Lo Pan.",
    flavor="An old man in a wheelchair who owns half of Chinatown and rents out the rest.",
)

# --- Sorcerous Lo Pan ------------------------------------------------------------

WARRIORS = "Warriors of Lo Pan"

SORCEROUS_LO_PAN_TACTICS = (
    CardDef(
        id="tactic/sorcerous_lo_pan/rule_the_universe_from_beyond_the_grave",
        name="Rule the Universe from Beyond the Grave",
        kind=Kind.TACTIC,
        group="Sorcerous Lo Pan",
        vp=6,
        fight=(RiseFromTheGrave(),),
        origin=(exact("name", R, "R153"), outline("ability", R, "R153-R154")),
        origin_note="The name and the idea (a Villain becomes a new face-down Tactic, R153-R154) are the "
        "rulebook's; which Villain rises, the wording, and VP 6 are ours. S1 tags Sorcerous Lo Pan add_tactic. "
        "No designer quote concerns it (checked against known-facts).",
        flavor="Death is a setback, not a retirement.",
    ),
    CardDef(
        id="tactic/sorcerous_lo_pan/flesh_restored",
        name="Flesh Restored",
        kind=Kind.TACTIC,
        group="Sorcerous Lo Pan",
        vp=5,
        fight=(Draw(1),),
        origin_note=HOUSE_TACTIC,
        flavor="Flesh, yes, but not for long.",
    ),
    CardDef(
        id="tactic/sorcerous_lo_pan/lightning_from_his_fingertips",
        name="Lightning from His Fingertips",
        kind=Kind.TACTIC,
        group="Sorcerous Lo Pan",
        vp=5,
        fight=(
            KOMostExpensiveInHQ(),
            Nearest((1, 1, 1, 1), (Pick((Zone.HAND,), Zone.KO, NON_GREY_HERO),), others=True),
        ),
        origin_note=HOUSE_TACTIC + " Only the player on your left loses a Hero (each other player at 2 players), so "
        "that the Tactic does not grow with the table.",
        flavor="He misses you. He doesn't miss the shop behind you.",
    ),
    CardDef(
        id="tactic/sorcerous_lo_pan/sorcery_of_the_green_eyed_bride",
        name="Sorcery of the Green-Eyed Bride",
        kind=Kind.TACTIC,
        group="Sorcerous Lo Pan",
        vp=6,
        fight=(Rescue(1), PlayMoreVillainCards(1)),
        origin_note=HOUSE_TACTIC,
        flavor="The wedding is off. The guests are still coming.",
    ),
)

SORCEROUS_LO_PAN = CardDef(
    id="mastermind/sorcerous_lo_pan",
    name="Sorcerous Lo Pan",
    kind=Kind.MASTERMIND,
    attack=10,
    vp=8,
    mastermind=MastermindInfo(
        always_leads=WARRIORS,
        tactics=tuple(t.id for t in SORCEROUS_LO_PAN_TACTICS),
        strike=(ReturnWarriorToDeck(WARRIORS),),
        attack_bonus=InCity(CardFilter(group=WARRIORS, label="Warrior of Lo Pan")),
        bonus_text="Sorcerous Lo Pan gets +1 Attack for each Warrior of Lo Pan in the city.",
    ),
    origin=(
        exact("name", P, "S1"),
        exact("attack", P, "S1"),
        exact("always leads", P, "S7"),
        exact("master strike", R, "R150-R152"),
    ),
    origin_note="Name and Attack 10 (S1) and leading the Warriors of Lo Pan (S7) are published; the whole "
    "Master Strike is the rulebook's (R150-R152). S1 tags him villain_deck_draw, add_tactic and "
    "ko_non_grey_heroes, which his Strike and Tactics carry. VP, bonus and three of the Tactics are ours. "
    "No designer quote concerns him (checked against known-facts).",
    flavor="Two thousand years old, and finally in the mood.",
)

register(
    SIX_SHOOTER_TACTICS
    + (SIX_SHOOTER,)
    + CHING_DAI_TACTICS
    + (CHING_DAI,)
    + DAVID_LO_PAN_TACTICS
    + (DAVID_LO_PAN,)
    + SORCEROUS_LO_PAN_TACTICS
    + (SORCEROUS_LO_PAN,)
)
