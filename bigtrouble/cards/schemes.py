"""Schemes: setup, Twist and Evil Wins.

Published: the twelve names, and twist counts for five of them (Rampage for Sacrifices
10, Flood Chinatown 10, Corrupt True Heroes 10, One and the Same Person, Jack 10,
Ruin San Fran 7). The rulebook says that in Kill Uncle Chu, Villains hold Uncle Chu
captive (R151). Everything else (the other twist counts, every Setup, Special Rule,
Twist and Evil Wins) is ours; S1's threat tags (known-facts.md section 5) gave the
flavour. No Scheme uses more than the 11 Twists in the box (R180), and none needs an
extra Villain Group, so every Scheme sets up at 2 to 5 players.
"""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, Kind, Origin, SchemeInfo, exact, outline
from bigtrouble.cards.registry import register
from bigtrouble.effects.amounts import InCity, PileSize
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import If, Pick
from bigtrouble.effects.conditions import AnyOf, CounterAtLeast, PileAtLeast
from bigtrouble.effects.players import EachPlayer
from bigtrouble.effects.scaled import ChinatownHolds
from bigtrouble.effects.scaled import GainMediocreOrWound as MediocreOrWound
from bigtrouble.effects.schemes import (
    ASSASSINATED,
    BYSTANDER,
    DREAMS_DESTROYED,
    UNCLE_CHU,
    Assassinate,
    Corrupt,
    DestroyDreams,
    EachVillainCaptures,
    EscapeClosestToBridge,
    Every,
    GainMediocre,
    HangInHell,
    HeldByThisVillain,
    KidnapUncleChu,
    OnlyFor,
    OnTwists,
    OpenHellGate,
    PileAtLeastByPlayers,
    PlayUntilBoss,
    Sacrifice,
    TwistJoinsTactics,
    UncleChuKilled,
    VillainsStronger,
)
from bigtrouble.effects.stacks import StackEmpty
from bigtrouble.effects.villain_deck import PlayMoreVillainCards
from bigtrouble.zones import Zone

P = Origin.PUBLISHED
R = Origin.RULEBOOK
OURS = (
    "Setup, Special Rules, Twist and Evil Wins are ours. No designer quote concerns it (checked against known-facts)."
)
DEFAULT_TWISTS = "8 Twists is only a source's default (S1), so the count is ours."

FORGE_CRIME_SYNDICATE = CardDef(
    id="scheme/forge_crime_syndicate",
    name="Forge Crime Syndicate",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(8, 8, 8, 8),
        twist=(EachPlayer((Pick((Zone.HAND,), Zone.DISCARD),)), PlayMoreVillainCards(1)),
        evil_wins=PileAtLeastByPlayers(
            "escaped", (8, 9, 12, 15), CardFilter(villain=True), "{n} Villains have escaped", "Escaped Villains"
        ),
        setup_text="8 Twists.",
    ),
    origin=(exact("name", P, "S1"),),
    origin_note="The name is published (S1-S3); " + DEFAULT_TWISTS + " S1 tags it discard and villain_deck_draw, "
    "which its Twist carries. " + OURS,
    flavor="Every gang in Chinatown, one ledger.",
)

RAMPAGE_FOR_SACRIFICES = CardDef(
    id="scheme/rampage_for_sacrifices",
    name="Rampage for Sacrifices",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(10, 10, 10, 10),
        setup_text="10 Twists. Add 2 extra Bystanders.",
        extra_bystanders=2,
        special_rules="Villains get +1 Attack for each Bystander they hold.",
        villain_attack_bonus=HeldByThisVillain(BYSTANDER),
        twist=(
            EachVillainCaptures(1, empty_mastermind=2),
            OnTwists(6, 10, (Sacrifice(), PlayMoreVillainCards(1))),
        ),
        evil_wins=PileAtLeastByPlayers(
            "escaped", (5, 7, 10, 13), BYSTANDER, "{n} Bystanders are in the Escaped pile", "Escaped Bystanders"
        ),
    ),
    origin=(exact("name", P, "S1"), exact("twists", P, "S1")),
    origin_note="The name (S1-S3) and its 10 Twists (S1) are published. " + OURS,
    flavor="The old gods are hungry, and the Wing Kong are happy to cater.",
)

FLOOD_CHINATOWN = CardDef(
    id="scheme/flood_chinatown_with_mediocrity",
    name="Flood Chinatown with Mediocrity",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(10, 10, 10, 10),
        setup_text="10 Twists.",
        special_rules="With 4 or 5 players, only the current player gains a Twist's Wound.",
        twist=(
            OnTwists(1, 5, (EachPlayer((GainMediocre(on_top=True),)),)),
            OnTwists(6, 10, (EachPlayer((MediocreOrWound(4),)), PlayMoreVillainCards(1))),
        ),
        evil_wins=AnyOf(
            (
                CounterAtLeast("twists", 10, words="the 10th Twist is played", label="Twists played"),
                StackEmpty("wounds", "the Wound stack is empty", CardFilter(kind=Kind.WOUND), "Wounds gone"),
            )
        ),
    ),
    origin=(exact("name", P, "S1"), exact("twists", P, "S1")),
    origin_note="The name (S1-S3) and its 10 Twists (S1) are published. " + OURS + " With 4 or 5 players only "
    "the current player takes a Twist's Wound once the Mediocre deck is dry, so that the shared Wound stack "
    "does not run out within two Twists.",
    flavor="Why fight heroes when you can bury them in average?",
)

KILL_UNCLE_CHU = CardDef(
    id="scheme/kill_uncle_chu",
    name="Kill Uncle Chu",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(8, 8, 8, 8),
        setup_text="8 Twists. The Mastermind captures an Uncle Chu.",
        setup_key="kill_uncle_chu",  # bigtrouble.rules.scheme_setups.KILL_UNCLE_CHU
        special_rules="A Villain holding Uncle Chu gets +2 Attack. Defeat it to rescue him. If it escapes, or he is "
        "KO'd while held, he is killed.",
        villain_attack_bonus=HeldByThisVillain(UNCLE_CHU, per=2),
        twist=(KidnapUncleChu(), PlayMoreVillainCards(1)),
        evil_wins=UncleChuKilled(5),
    ),
    reminder="Fighting the Mastermind while he holds Uncle Chu rescues him too; a rescued Uncle Chu goes into "
    "your Victory Pile.",
    origin=(exact("name", P, "S1"), outline("captive Uncle Chu", R, "R151")),
    origin_note="The name is published (S1-S3; S1 spells it kill_uncle_shu) and the rulebook says Villains hold "
    "Uncle Chu in this Scheme (R151); " + DEFAULT_TWISTS + " " + OURS,
    flavor="He has survived worse than Lo Pan. Probably.",
)

CORRUPT_TRUE_HEROES = CardDef(
    id="scheme/corrupt_true_heroes",
    name="Corrupt True Heroes",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(10, 10, 10, 10),
        setup_text="10 Twists.",
        special_rules="Villains get +1 Attack for every 3 corrupted Heroes.",
        villain_attack_bonus=Every(3, PileSize("scheme_stack", "corrupted Heroes"), "for every 3 corrupted Heroes"),
        twist=(Corrupt(), PlayMoreVillainCards(1)),
        evil_wins=PileAtLeastByPlayers(
            "scheme_stack", (9, 12, 13, 15), words="{n} Heroes are corrupted", label="Corrupted Heroes"
        ),
    ),
    origin=(exact("name", P, "S1"), exact("twists", P, "S1")),
    origin_note="The name (S1-S3) and its 10 Twists (S1) are published. " + OURS,
    flavor="Every hero has a price. Lo Pan has the checkbook.",
)

ASSASSINATION = CardDef(
    id="scheme/assassination",
    name="Assassination",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(8, 8, 8, 8),
        setup_text="8 Twists.",
        twist=(Assassinate(), PlayMoreVillainCards(1)),
        evil_wins=CounterAtLeast(
            ASSASSINATED, 15, words="15 Heroes have been assassinated", label="Heroes assassinated"
        ),
    ),
    origin=(exact("name", P, "S1"),),
    origin_note="The name is published (S1-S3); " + DEFAULT_TWISTS + " " + OURS,
    flavor="In Chinatown, the best heroes die young and in public.",
)

DESTROY_CHINATOWNS_DREAMS = CardDef(
    id="scheme/destroy_chinatown_s_dreams",
    name="Destroy Chinatown's Dreams",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(8, 8, 8, 8),
        setup_text="8 Twists. Add 2 extra Bystanders.",
        extra_bystanders=2,
        twist=(EachVillainCaptures(1), DestroyDreams(), PlayMoreVillainCards(1)),
        evil_wins=CounterAtLeast(DREAMS_DESTROYED, 6, words="Villains have KO'd 6 Bystanders", label="Bystanders KO'd"),
    ),
    origin=(exact("name", P, "S1"),),
    origin_note="The name is published (S1-S3); " + DEFAULT_TWISTS + " " + OURS,
    flavor="A laundry, a restaurant, a grandson at medical school. Gone.",
)

FILL_THE_HELL = CardDef(
    id="scheme/fill_the_hell_of_upside_down_sinners",
    name="Fill the Hell of Upside Down Sinners",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(8, 8, 8, 8),
        setup_text="8 Twists.",
        special_rules="The Heroes under the Scheme are the sinners in Hell.",
        twist=(HangInHell(2), PlayMoreVillainCards(1)),
        evil_wins=PileAtLeastByPlayers(
            "scheme_stack", (20, 23, 24, 25), words="Hell holds {n} sinners", label="Sinners in Hell"
        ),
    ),
    origin=(exact("name", P, "S1"),),
    origin_note="The name is published (S1-S3); " + DEFAULT_TWISTS + " " + OURS + " Hell needs more sinners "
    "with more players (20, 23, 24, 25), who fight longer before the Twists run out.",
    flavor="There is a hell for people who don't pay their debts. It is getting crowded.",
)

ENFORCE_VILLAINOUS_HIERARCHY = CardDef(
    id="scheme/enforce_villainous_hierarchy",
    name="Enforce Villainous Hierarchy",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(8, 8, 8, 8),
        setup_text="8 Twists. Add 1 extra Henchman Group.",
        extra_henchman_groups=1,
        special_rules="Henchman Villains get +1 Attack for each non-Henchman Villain in the city.",
        villain_attack_bonus=OnlyFor(CardFilter(kind=Kind.HENCHMAN), InCity(CardFilter(kind=Kind.VILLAIN))),
        twist=(PlayUntilBoss(),),
        evil_wins=PileAtLeastByPlayers(
            "escaped",
            (7, 9, 10, 13),
            CardFilter(kind=Kind.VILLAIN),
            "{n} non-Henchman Villains have escaped",
            "Escaped non-Henchman Villains",
        ),
    ),
    origin=(exact("name", P, "S1"),),
    origin_note="The name is published (S1-S3); " + DEFAULT_TWISTS + " " + OURS,
    flavor="Everybody works for somebody. Somebody works for Lo Pan.",
)

RUIN_SAN_FRAN = CardDef(
    id="scheme/ruin_san_fran",
    name="Ruin San Fran",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(7, 7, 7, 7),
        setup_text="7 Twists.",
        twist=(VillainsStronger(1), OnTwists(5, 7, (EscapeClosestToBridge(),))),
        evil_wins=PileAtLeastByPlayers(
            "escaped", (6, 11, 15, 21), CardFilter(villain=True), "{n} Villains have escaped", "Escaped Villains"
        ),
    ),
    origin=(exact("name", P, "S1"), exact("twists", P, "S1")),
    origin_note="The name (S1-S3) and its 7 Twists (S1) are published; S1 tags it stronger_villains, which "
    "its Twist carries. " + OURS,
    flavor="The fog rolls in. So does everything else.",
)

OPEN_THE_HELL_GATES = CardDef(
    id="scheme/open_the_hell_gates",
    name="Open the Hell Gates",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(8, 8, 8, 8),
        setup_text="8 Twists. Put a 9th Twist under the Scheme: the first open Hell Gate.",
        setup_key="open_the_hell_gates",  # bigtrouble.rules.scheme_setups.OPEN_THE_HELL_GATES
        special_rules="Each Twist under the Scheme is an open Hell Gate. Villains in Chinatown get +1 Attack for each.",
        villain_attack_bonus=OnlyFor(
            CardFilter(villain=True), PileSize("scheme_stack", "for each open Hell Gate"), chinatown=True
        ),
        twist=(OpenHellGate(),),
        evil_wins=PileAtLeastByPlayers(
            "scheme_stack", (7, 7, 8, 8), words="{n} Hell Gates are open", label="Hell Gates open"
        ),
    ),
    origin=(exact("name", P, "S1"),),
    origin_note="The name is published (S1-S3); " + DEFAULT_TWISTS + " " + OURS,
    flavor="Under Chinatown there are doors that should stay shut.",
)

ONE_AND_THE_SAME_PERSON = CardDef(
    id="scheme/one_and_the_same_person_jack",
    name="One and the Same Person, Jack",
    kind=Kind.SCHEME,
    scheme=SchemeInfo(
        twists=(10, 10, 10, 10),
        setup_text="10 Twists.",
        special_rules="Each Twist among the Mastermind's Tactics is his double: a fight can take it like a Tactic "
        "(0 VP, no Fight effect).",
        twist=(If(ChinatownHolds(4), (TwistJoinsTactics(),)), OnTwists(6, 10, (PlayMoreVillainCards(1),))),
        evil_wins=PileAtLeast(
            "tactics",
            6,
            CardFilter(kind=Kind.TWIST),
            words="6 Twists are among his Tactics",
            label="Twists in his Tactics",
        ),
    ),
    origin=(exact("name", P, "S1"), exact("twists", P, "S1")),
    origin_note="The name (S1-S3) and its 10 Twists (S1) are published. " + OURS + " With 4 or 5 players only "
    "a Villain in the Streets lets a Twist join his Tactics: at big tables Chinatown is nearly always occupied, "
    "and the extra fights ran the Villain Deck out (a draw).",
    flavor="The old man in the wheelchair and the sorcerer? Same guy, Jack.",
)

SCHEMES = (
    FORGE_CRIME_SYNDICATE,
    RAMPAGE_FOR_SACRIFICES,
    FLOOD_CHINATOWN,
    KILL_UNCLE_CHU,
    CORRUPT_TRUE_HEROES,
    ASSASSINATION,
    DESTROY_CHINATOWNS_DREAMS,
    FILL_THE_HELL,
    ENFORCE_VILLAINOUS_HIERARCHY,
    RUIN_SAN_FRAN,
    OPEN_THE_HELL_GATES,
    ONE_AND_THE_SAME_PERSON,
)

register(SCHEMES)
