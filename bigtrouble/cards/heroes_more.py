"""Gracie Law, Miao Yin and Henry Swanson: 14 cards each (R179).

Each hero has a common A (x5), a common B (x5), an uncommon (x3) and a rare (x1).
Known: Nosy But Nice is a 2-cost common of five copies whose outline is published
(the player on your left may discard and draw; a Covert bonus thins your deck).
The rulebook fixes what Fighting Bride, Smooth Move, One Step Ahead, Under a Spell,
Green-eyed Bride, The Rescue and He Owns the Block do in outline (R124, R147, R157,
R160, R166, R172-R173, R176). Which hero owns Green-eyed Bride, The Rescue and He
Owns the Block is not stated: we gave them to Miao Yin and Henry Swanson.
Everything else (classes, costs, numbers, rarities, the other designs and the
exact wording) is ours.
"""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, Fact, HeroClass, Origin, Rarity, exact, outline
from bigtrouble.cards.herokit import hero_card as base_hero_card
from bigtrouble.cards.registry import register
from bigtrouble.effects.amounts import InCity
from bigtrouble.effects.base import CardFilter, Effect
from bigtrouble.effects.basic import ClassTrigger, Draw, GainAttack, GainRecruit, If, Pick, Rescue
from bigtrouble.effects.conditions import InHQ, VillainInChinatown
from bigtrouble.effects.deckplay import AttackModifier, KOTarget, RevealTop
from bigtrouble.effects.heroes_more import (
    GiftsFromOthers,
    GiveToLeftDiscard,
    PassLeft,
    RecruitFree,
    RescueCaptive,
    TakeFromMastermindStack,
    WeakenVillains,
)
from bigtrouble.effects.players import LeftPlayer
from bigtrouble.zones import Zone

R = Origin.RULEBOOK
P = Origin.PUBLISHED

COVERT = HeroClass.COVERT
INSTINCT = HeroClass.INSTINCT
MAGIC = HeroClass.MAGIC
STRENGTH = HeroClass.STRENGTH
TECH = HeroClass.TECH

GRACIE_QUOTES = " Designer quotes checked: S4 describes only Nosy But Nice among Gracie Law's cards."
MIAO_QUOTES = " Designer quotes checked: only that Wang Chi's Time to Go! looks for her in the HQ (S5)."
HENRY_QUOTES = " Designer quotes checked (S4-S6): none concerns Henry Swanson's cards."

GRACIE = "Gracie Law"
MIAO = "Miao Yin"
HENRY = "Henry Swanson"


def hero_card(
    hero: str,
    name: str,
    cls: HeroClass,
    rarity: Rarity,
    cost: int,
    *,
    recruit: int | None = None,
    attack: int | None = None,
    plus: bool = False,
    on_play: tuple[Effect, ...] = (),
    origin: tuple[Fact, ...] = (),
    note: str = "",
    flavor: str = "",
) -> CardDef:
    """One full Hero design; ``plus`` prints "+" on whichever of Recruit or Attack it has (R66)."""
    return base_hero_card(
        hero,
        name,
        cls,
        rarity,
        cost,
        recruit=recruit,
        recruit_plus=plus and recruit is not None,
        attack=attack,
        attack_plus=plus and attack is not None,
        on_play=on_play,
        origin=origin,
        origin_note=note,
        flavor=flavor,
    )


# Gracie Law: Covert and Instinct.

NOSY_BUT_NICE = hero_card(
    GRACIE,
    "Nosy But Nice",
    COVERT,
    Rarity.COMMON,
    2,
    recruit=1,
    on_play=(
        LeftPlayer((Pick((Zone.HAND,), Zone.DISCARD, optional=True, then=(Draw(1),)),)),
        ClassTrigger(COVERT, (Pick((Zone.HAND, Zone.DISCARD), Zone.KO, optional=True),)),
    ),
    origin=(exact("name", P, "S4"), exact("cost", P, "S4"), exact("copies", P, "S4"), outline("ability", P, "S4")),
    note="Published (S4): the name, 5 copies, cost 2, the left player's optional discard-and-draw and a Covert "
    "bonus that helps you slim your deck. Ours: the class, the 1 Recruit and the exact Covert effect. "
    "Checked against S4: the left player always may discard and draw; the Covert part thins your deck.",
    flavor="She'll find out what you're hiding, and then she'll help you with it.",
)

SMOOTH_MOVE = hero_card(
    GRACIE,
    "Smooth Move",
    COVERT,
    Rarity.COMMON,
    3,
    attack=2,
    plus=True,
    on_play=(RescueCaptive(), ClassTrigger(INSTINCT, (GainAttack(1),))),
    origin=(exact("name", R, "R124"), outline("ability", R, "R124")),
    note="The rulebook names it and says it rescues a Bystander already captured by a Villain (R124). "
    "Rarity, class, numbers and the Instinct bonus are ours." + GRACIE_QUOTES,
    flavor="One hand on the microphone, one on the hostage.",
)

ONE_STEP_AHEAD = hero_card(
    GRACIE,
    "One Step Ahead",
    INSTINCT,
    Rarity.UNCOMMON,
    5,
    attack=3,
    on_play=(
        WeakenVillains(2, -2),
        ClassTrigger(
            COVERT,
            (AttackModifier(-2, mastermind=True, villains=False, words="The Mastermind gets -2 Attack this turn"),),
        ),
    ),
    origin=(exact("name", R, "R166"), outline("ability", R, "R166")),
    note="The rulebook names it and says it lowers the Attack of one or more Villains (R166). "
    "Rarity, class, numbers, the -2 to two Villains and the Covert bonus are ours." + GRACIE_QUOTES,
    flavor="By the time they notice her, she's already read their files.",
)

FIGHTING_BRIDE = hero_card(
    GRACIE,
    "Fighting Bride",
    INSTINCT,
    Rarity.RARE,
    7,
    recruit=4,
    plus=True,
    on_play=(RecruitFree(max_cost=5), ClassTrigger(COVERT, (GainRecruit(2),))),
    origin=(exact("name", R, "R176"), outline("ability", R, "R176")),
    note="The rulebook names it as a strong recruiting card that can't recruit in a Showdown Turn, "
    "though its Recruit still counts there (R176). Rarity, class, numbers and exact effects are ours." + GRACIE_QUOTES,
    flavor="Nobody told Lo Pan she doesn't take vows quietly.",
)

# Miao Yin: Instinct and Magic.

PROMISED_TO_WANG = hero_card(
    MIAO,
    "Promised to Wang",
    INSTINCT,
    Rarity.COMMON,
    3,
    recruit=2,
    on_play=(If(InHQ(CardFilter(group="Wang Chi", hero=True)), (Draw(1),)),),
    note="A house design: it looks for Wang Chi in the HQ, as his Time to Go! looks for her (S5)." + MIAO_QUOTES,
    flavor="She flew halfway round the world to marry him. Lo Pan had other plans.",
)

UNDER_A_SPELL = hero_card(
    MIAO,
    "Under a Spell",
    MAGIC,
    Rarity.COMMON,
    3,
    attack=2,
    on_play=(GiveToLeftDiscard(), TakeFromMastermindStack()),
    origin=(exact("name", R, "R172"), outline("ability", R, "R172-R173")),
    note="The rulebook names it: it cleans your discard pile, puts a card in the left player's discard pile "
    "and can take a 0-cost Hero from the Mastermind's stack, which only Ching Dai has (R172-R173). Rarity, "
    "class, numbers, and that the taken Hero goes to your hand, are ours." + MIAO_QUOTES,
    flavor="Her eyes glaze over. Somewhere below, Lo Pan smiles.",
)

LO_PANS_PRIZE = hero_card(
    MIAO,
    "Lo Pan's Prize",
    MAGIC,
    Rarity.UNCOMMON,
    5,
    attack=4,
    on_play=(
        RevealTop(CardFilter(max_cost=0, label="0-cost card"), (KOTarget(),)),
        ClassTrigger(MAGIC, (Draw(1),)),
    ),
    note="A house design." + MIAO_QUOTES,
    flavor="A thousand years he waited for green eyes. He can wait through one more fight.",
)

GREEN_EYED_BRIDE = hero_card(
    MIAO,
    "Green-eyed Bride",
    MAGIC,
    Rarity.RARE,
    7,
    attack=4,
    plus=True,
    on_play=(GiftsFromOthers(attack_per_gift=1),),
    origin=(exact("name", R, "R157"), outline("ability", R, "R157")),
    note="The rulebook names it: other players may give you a gift from their hands, and a player with "
    "no hand gives none (R157). Its owner, rarity, class, numbers and the Attack per gift are ours." + MIAO_QUOTES,
    flavor="Everyone brings a present. Nobody wants to be at this wedding.",
)

# Henry Swanson: Strength and Tech.

LOCAL_KNOWLEDGE = hero_card(
    HENRY,
    "Local Knowledge",
    TECH,
    Rarity.COMMON,
    2,
    recruit=1,
    on_play=(If(VillainInChinatown(), (Draw(1),)),),
    note="A house design." + HENRY_QUOTES,
    flavor="He knows which alley the trouble comes down, and which one it leaves by.",
)

CLEAR_THE_STREET = hero_card(
    HENRY,
    "Clear the Street",
    STRENGTH,
    Rarity.COMMON,
    3,
    attack=2,
    plus=True,
    on_play=(
        GainAttack(InCity(chinatown=True)),
        ClassTrigger(
            TECH, (Pick((Zone.HAND, Zone.DISCARD), Zone.KO, CardFilter(grey=True, hero=True), optional=True),)
        ),
    ),
    note="A house design." + HENRY_QUOTES,
    flavor="Shopkeepers pull their shutters when Henry rolls up his sleeves.",
)

THE_RESCUE = hero_card(
    HENRY,
    "The Rescue",
    STRENGTH,
    Rarity.UNCOMMON,
    5,
    attack=4,
    on_play=(Rescue(1), PassLeft()),
    origin=(exact("name", R, "R160"), outline("ability", R, "R160")),
    note="The rulebook names it: players pass cards, those with hands even to players without, "
    "those without pass nothing (R160). Its owner, rarity, class, numbers and the rescue are ours." + HENRY_QUOTES,
    flavor="Everybody grab something and hand it down the line.",
)

HE_OWNS_THE_BLOCK = hero_card(
    HENRY,
    "He Owns the Block",
    TECH,
    Rarity.RARE,
    7,
    recruit=3,
    on_play=(RecruitFree(beneath_chinatown=True), ClassTrigger(STRENGTH, (GainAttack(2),))),
    origin=(exact("name", R, "R147"), outline("ability", R, "R147")),
    note="The rulebook names it and says it refers to the HQ spaces beneath Chinatown (R147). "
    "Its owner, rarity, class, numbers and the free recruit from those spaces are ours." + HENRY_QUOTES,
    flavor="Every storefront under the Chinatown rooftops pays rent to one man.",
)

GRACIE_LAW_CARDS = (NOSY_BUT_NICE, SMOOTH_MOVE, ONE_STEP_AHEAD, FIGHTING_BRIDE)
MIAO_YIN_CARDS = (PROMISED_TO_WANG, UNDER_A_SPELL, LO_PANS_PRIZE, GREEN_EYED_BRIDE)
HENRY_SWANSON_CARDS = (LOCAL_KNOWLEDGE, CLEAR_THE_STREET, THE_RESCUE, HE_OWNS_THE_BLOCK)

CARDS = register(GRACIE_LAW_CARDS + MIAO_YIN_CARDS + HENRY_SWANSON_CARDS)
