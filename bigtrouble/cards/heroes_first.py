"""Hero cards of Jack Burton, Wang Chi, Eddie, Egg Shen, Margo and the Pork Chop Express.

Jack Burton and Wang Chi have 19 cards: three swappable commons of 5 (tagged
``swappable``, R34-R37), an uncommon of 3 and a rare. The other four have 14:
two commons of 5, an uncommon of 3 and a rare (R179).

What is known and used exactly: every card name the rulebook or known-facts.md
gives; *The Colors that Never Run* (R74-R75), *Surprisingly Good Shot* (R165) and
*6.9 on the Richter Scale* (R98) as the rulebook describes them; the mechanisms the
rulebook or the designer's previews describe for *Son of a Bitch Must Pay* (R158),
*You Gotta Help Me!* (R159), *It's All in the Reflexes* (R117, R156),
*What Ol' Jack Burton Says*, *Time to Go!*, *Dragon of the Black Pool*,
*Yeah, I'll Call the President* (R161), *Shake the Pillars of Heaven* and
*China is Here!* (R155). Every class, cost, number, rarity and every other
detail is ours, labelled ``house`` card by card.

Classes (ours): Jack Burton Instinct/Strength, Wang Chi Instinct/Covert, Eddie
Strength/Covert, Egg Shen Magic/Instinct, Margo Tech/Covert, Pork Chop Express
Tech/Strength.
"""

from __future__ import annotations

from bigtrouble.cards.defs import FAMILY_HERO, FAMILY_UNCLE_CHU, HeroClass, Kind, Origin, Rarity, exact, outline
from bigtrouble.cards.herokit import card_of, hero_card
from bigtrouble.cards.registry import register
from bigtrouble.effects.amounts import InCity, InVictoryPile
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import Choice, ChooseOne, ClassTrigger, Draw, GainAttack, GainRecruit, If, Pick, Rescue
from bigtrouble.effects.conditions import AnyOf, InHQ, VillainInChinatown
from bigtrouble.effects.deckplay import AttackModifier, DrawTarget, RevealTop, WheneverYouPlay
from bigtrouble.effects.heroes import (
    GainRecruitEqualToCost,
    KOFromOtherHand,
    OthersDraw,
    PlayedAnyOf,
    PlayedOrInDiscard,
    PlayedOtherHero,
    RevealCase,
    RevealHeroDeckTop,
    RevealRandomFromLeft,
    ShowdownTurn,
    TakeFromOtherHand,
    VillainOnBridge,
)
from bigtrouble.effects.stacks import GainUncleChu
from bigtrouble.zones import Zone

R = Origin.RULEBOOK
P = Origin.PUBLISHED

COVERT = HeroClass.COVERT
INSTINCT = HeroClass.INSTINCT
MAGIC = HeroClass.MAGIC
STRENGTH = HeroClass.STRENGTH
TECH = HeroClass.TECH

COMMON = Rarity.COMMON
UNCOMMON = Rarity.UNCOMMON
RARE = Rarity.RARE

SWAPPABLE = frozenset({"swappable"})

# What each hero's cards were checked against: every designer quote in known-facts.md.
JACK_QUOTES = " Designer quotes checked (S4-S6, S9): none gives a Jack Burton card's text."
WANG_QUOTES = " Designer quotes checked (S4-S6): only Time to Go! is described (S5)."
EDDIE_QUOTES = " Designer quotes checked: Eddie's combos don't involve Margo (S5), and no Eddie card rewards Margo."
EGG_QUOTES = " Designer quotes checked (S4-S6): none concerns Egg Shen's cards."
MARGO_QUOTES = " Designer quotes checked: S5 describes only Yeah, I'll Call the President."
PORK_QUOTES = " Designer quotes checked (S4-S6): none concerns the truck's cards."


GREY_HERO = CardFilter(hero=True, grey=True, label="grey Hero")
NON_GREY_HERO = CardFilter(hero=True, grey=False, label="non-grey Hero")
ZERO_COST_HERO = CardFilter(hero=True, max_cost=0, label="0-cost Hero")
UNCLE_CHU = CardFilter(family=FAMILY_UNCLE_CHU, label="Uncle Chu")
HENCHMAN_VILLAIN = CardFilter(kind=Kind.HENCHMAN, label="Henchman Villain")
NON_HENCHMAN_VILLAIN = CardFilter(kind=Kind.VILLAIN, label="non-Henchman Villain")
TECH_CARD = CardFilter(cls=TECH, label="Tech card")
MIAO_YIN_HERO = CardFilter(family=FAMILY_HERO, group="Miao Yin", label="Miao Yin Hero")

# --- Jack Burton: Instinct / Strength ---------------------------------------

JACK = "Jack Burton"

JACK_BURTON = (
    hero_card(
        JACK,
        "Sleeveless Jack",
        STRENGTH,
        COMMON,
        2,
        attack=2,
        attack_plus=True,
        tags=SWAPPABLE,
        on_play=(If(PlayedAnyOf((card_of("Gracie Law"),)), GainAttack(2)),),
        origin=(exact("name", R, "R36"), outline("ability", R, "R182")),
        origin_note="The name is in the rulebook (R36), which says these cards team up best with Gracie Law "
        "(R182, the first game); the Gracie Law bonus, class, cost and numbers are ours." + JACK_QUOTES,
        flavor="He rolled up his sleeves once. They never came back.",
    ),
    hero_card(
        JACK,
        "Son of a Bitch Must Pay",
        STRENGTH,
        COMMON,
        3,
        attack=2,
        attack_plus=True,
        tags=SWAPPABLE,
        on_play=(KOFromOtherHand(GainAttack(2)),),
        origin=(exact("name", R, "R36"), outline("ability", R, "R158")),
        origin_note="Name (R36) and the idea, a KO from another player's hand for a bonus that a missing hand "
        "denies (R158), are the rulebook's; who chooses, the +2 Attack, class, cost and numbers are ours."
        + JACK_QUOTES,
        flavor="Somebody is going to settle up tonight, and it is not going to be Jack.",
    ),
    hero_card(
        JACK,
        "Surprisingly Good Shot",
        INSTINCT,
        COMMON,
        3,
        attack=2,
        tags=SWAPPABLE,
        on_play=(AttackModifier(-1, HENCHMAN_VILLAIN, words="Henchman Villains get -1 Attack this turn"),),
        origin=(exact("name", R, "R36"), exact("ability", R, "R165")),
        origin_note="Name (R36) and the whole ability (R165, never below 0 by R167) are the rulebook's; "
        "class, cost and 2 Attack are ours." + JACK_QUOTES,
        flavor="He meant to hit the other one. Nobody needs to know.",
    ),
    hero_card(
        JACK,
        "It's All in the Reflexes",
        INSTINCT,
        UNCOMMON,
        5,
        attack=4,
        attack_plus=True,
        on_play=(
            RevealRandomFromLeft(
                (
                    RevealCase(GREY_HERO, Draw(1)),
                    RevealCase(NON_GREY_HERO, GainAttack(2)),
                )
            ),
        ),
        origin=(exact("name", R, "R117"), outline("ability", R, "R117, R156, R161")),
        origin_note="Name and the random reveal from the left player's hand, which needs that hand "
        "(R117, R156, R161), are the rulebook's; the payouts, class, cost and numbers are ours." + JACK_QUOTES,
        flavor="Quick hands, quicker mouth, and the luck to match.",
    ),
    hero_card(
        JACK,
        "What Ol' Jack Burton Says",
        STRENGTH,
        RARE,
        7,
        attack=5,
        attack_plus=True,
        on_play=(
            ClassTrigger(INSTINCT, GainAttack(2)),
            If(ShowdownTurn(), GainAttack(4)),
        ),
        origin=(exact("name", R, "R103"), outline("ability", R, "R103")),
        origin_note="The name is the rulebook's, whose Final Showdown section (R103) says this card cares about "
        "the Showdown; the Showdown bonus, class, cost and numbers are ours." + JACK_QUOTES,
        flavor="He talks the whole way to the fight, and keeps talking when he gets there.",
    ),
)

# --- Wang Chi: Instinct / Covert --------------------------------------------

WANG = "Wang Chi"

WANG_CHI = (
    hero_card(
        WANG,
        "Everybody's Buddy",
        COVERT,
        COMMON,
        3,
        recruit=2,
        tags=SWAPPABLE,
        on_play=(If(PlayedOtherHero(WANG), Draw(1)),),
        origin=(exact("name", R, "R37"),),
        origin_note="The name is the rulebook's (R37); ability, class, cost and numbers are ours. It names other "
        "heroes as the set's hero buddies do (S5)." + WANG_QUOTES,
        flavor="Half of Chinatown owes him a favour; the other half is about to.",
    ),
    hero_card(
        WANG,
        "Time to Go!",
        INSTINCT,
        COMMON,
        3,
        attack=2,
        attack_plus=True,
        tags=SWAPPABLE,
        on_play=(If(AnyOf((InHQ(MIAO_YIN_HERO), VillainOnBridge())), GainAttack(2)),),
        origin=(exact("name", R, "R37"), outline("ability", P, "S5")),
        origin_note="Name (R37) and a bonus when Miao Yin waits in the HQ (not in your hand) or Villains are close "
        "to escaping (S5) are known; the exact condition, +2 Attack, class, cost and numbers are ours. "
        "Checked against S5: it looks at the HQ only, and a Villain on the Bridge is the next to escape.",
        flavor="No more talking. The bus is leaving.",
    ),
    hero_card(
        WANG,
        "You Gotta Help Me!",
        COVERT,
        COMMON,
        3,
        recruit=2,
        tags=SWAPPABLE,
        on_play=(TakeFromOtherHand(ZERO_COST_HERO),),
        origin=(exact("name", R, "R37"), outline("ability", R, "R159")),
        origin_note="Name (R37) and taking a 0-cost Hero from another player's hand (R159) are the rulebook's; "
        "that it goes to your hand and is optional, class, cost and numbers are ours." + WANG_QUOTES,
        flavor="A friend in need drags every other friend along.",
    ),
    hero_card(
        WANG,
        "The Colors that Never Run",
        INSTINCT,
        UNCOMMON,
        5,
        attack=2,
        attack_plus=True,
        on_play=(
            ClassTrigger(COVERT, Rescue(1)),
            ClassTrigger(INSTINCT, GainAttack(2)),
            ClassTrigger(MAGIC, GainRecruit(2)),
        ),
        origin=(
            exact("name", R, "R74"),
            exact("ability", R, "R74-R75"),
            exact("class", R, "R74"),
            exact("attack", R, "R74"),
        ),
        origin_note="Name, Instinct, 2 Attack and all three triggers are the rulebook's (R74-R75); "
        "cost and rarity are ours." + WANG_QUOTES,
        flavor="Red, gold and stubborn.",
    ),
    hero_card(
        WANG,
        "Double-Sword Fury",
        INSTINCT,
        RARE,
        8,
        attack=4,
        attack_plus=True,
        on_play=(GainAttack(InCity()), GainAttack(InCity(chinatown=True))),
        origin_note="Designed for this edition: name, ability, class, cost and numbers." + WANG_QUOTES,
        flavor="Two blades, one temper, every alley at once.",
    ),
)

# --- Eddie: Strength / Covert -----------------------------------------------

EDDIE = "Eddie"

EDDIE_CARDS = (
    hero_card(
        EDDIE,
        "Dragon of the Black Pool",
        STRENGTH,
        COMMON,
        3,
        attack=2,
        attack_plus=True,
        on_play=(If(PlayedOrInDiscard(UNCLE_CHU), GainAttack(2)),),
        origin=(exact("name", P, "S5"), outline("ability", P, "S5")),
        origin_note="Name and an Uncle Chu bonus that counts one you just recruited, still in your discard "
        "pile, are published (S5); +2 Attack, class, cost, rarity and numbers are ours. Checked against S5: "
        "the forgiving wording (discard pile counts) is kept, and it involves Uncle Chu, not Margo.",
        flavor="Eddie keeps the restaurant's tables, its books and its back door.",
    ),
    hero_card(
        EDDIE,
        "Phone Company Disguise",
        COVERT,
        COMMON,
        2,
        recruit=2,
        on_play=(ClassTrigger(COVERT, Pick((Zone.HAND, Zone.DISCARD), Zone.KO, optional=True)),),
        origin_note="Designed for this edition: name, ability, class, cost and numbers." + EDDIE_QUOTES,
        flavor="Nobody stops a man with a clipboard and a toolbox.",
    ),
    hero_card(
        EDDIE,
        "Chinatown Brawler",
        STRENGTH,
        UNCOMMON,
        5,
        attack=4,
        attack_plus=True,
        on_play=(If(VillainInChinatown(), GainAttack(2)), ClassTrigger(COVERT, Rescue(1))),
        origin_note="Designed for this edition: name, ability, class, cost and numbers." + EDDIE_QUOTES,
        flavor="The Wing Kong came through the kitchen. They left through the window.",
    ),
    hero_card(
        EDDIE,
        "Order Up at Uncle Chu's",
        STRENGTH,
        RARE,
        7,
        attack=5,
        attack_plus=True,
        on_play=(ClassTrigger(COVERT, GainUncleChu()), If(PlayedOrInDiscard(UNCLE_CHU), GainAttack(3))),
        origin_note="Designed for this edition: name, ability, class, cost and numbers. It replaces a rare that "
        "rewarded a Margo card: the designer says Eddie's combos don't involve Margo (S5), and his known combo is "
        "with Uncle Chu (S5), which this rare builds on: the Covert Uncle Chu it gains counts for its own bonus. "
        "Checked against every designer quote in known-facts.",
        flavor="The kitchen closes at ten. Nobody told the Wing Kong.",
    ),
)

# --- Egg Shen: Magic / Instinct ---------------------------------------------

EGG = "Egg Shen"

EGG_SHEN = (
    hero_card(
        EGG,
        "Six Demon Bag",
        MAGIC,
        COMMON,
        3,
        attack=0,
        attack_plus=True,
        on_play=(
            ChooseOne((Choice("you get +2 Recruit", GainRecruit(2)), Choice("you get +2 Attack", GainAttack(2)))),
            ClassTrigger(MAGIC, Draw(1)),
        ),
        origin_note="Designed for this edition: name, ability, class, cost and numbers. Its 0+ Attack gives it "
        "printed Attack for the Warriors of Lo Pan (R67) whichever half you choose." + EGG_QUOTES,
        flavor="Wind, fire, and a few things that have no name in English.",
    ),
    hero_card(
        EGG,
        "Chinatown Tour Bus",
        INSTINCT,
        COMMON,
        2,
        recruit=2,
        on_play=(If(VillainInChinatown(), Rescue(1)),),
        origin_note="Designed for this edition: name, ability, class, cost and numbers." + EGG_QUOTES,
        flavor="Tonight's tour includes a detour through the underworld.",
    ),
    hero_card(
        EGG,
        "China is Here!",
        INSTINCT,
        UNCOMMON,
        5,
        attack=2,
        attack_plus=True,
        on_play=(WheneverYouPlay(GREY_HERO, GainAttack(1)),),
        origin=(exact("name", R, "R155"), outline("ability", R, "R155")),
        origin_note="Name and the 'that you play this turn' bonus, counting cards played before and after it "
        "(R155), are the rulebook's; what it counts, class, cost and numbers are ours." + EGG_QUOTES,
        flavor="Every cook, cabbie and cousin in Chinatown turns up at once.",
    ),
    hero_card(
        EGG,
        "Shake the Pillars of Heaven",
        MAGIC,
        RARE,
        8,
        attack=4,
        attack_plus=True,
        on_play=(WheneverYouPlay(NON_GREY_HERO, GainAttack(1)),),
        origin=(exact("name", R, "R155"), outline("ability", R, "R155")),
        origin_note="Name and the 'that you play this turn' bonus, counting cards played before and after it "
        "(R155), are the rulebook's; what it counts, class, cost and numbers are ours." + EGG_QUOTES,
        flavor="Egg Shen has waited a very long time to do this.",
    ),
)

# --- Margo: Tech / Covert ---------------------------------------------------

MARGO = "Margo"

MARGO_CARDS = (
    hero_card(
        MARGO,
        "Front-Page Scoop",
        TECH,
        COMMON,
        3,
        recruit=2,
        on_play=(RevealTop(ZERO_COST_HERO, DrawTarget()),),
        origin_note="Designed for this edition: name, ability, class, cost and numbers." + MARGO_QUOTES,
        flavor="Sources close to the story say there is a story.",
    ),
    hero_card(
        MARGO,
        "Ace Reporter",
        COVERT,
        COMMON,
        2,
        recruit=2,
        on_play=(ClassTrigger(TECH, Draw(1)),),
        origin_note="Designed for this edition: name, ability, class, cost and numbers." + MARGO_QUOTES,
        flavor="Notebook, camera, and no intention of waiting in the car.",
    ),
    hero_card(
        MARGO,
        "Yeah, I'll Call the President",
        TECH,
        UNCOMMON,
        5,
        recruit=3,
        recruit_plus=True,
        on_play=(
            RevealHeroDeckTop(
                If(
                    PlayedAnyOf((card_of(EDDIE), TECH_CARD), words="an Eddie or another Tech card"),
                    GainRecruitEqualToCost(4),
                )
            ),
        ),
        origin=(exact("name", R, "R161"), outline("ability", R, "R161, S5")),
        origin_note="Name and revealing the top of the Hero Deck, which stays there (R161), are the rulebook's; "
        "an extra effect with an Eddie or a Tech card is published (S5); that extra effect, class, cost and "
        "numbers are ours. Checked against S5: the combo is with an Eddie card or another Tech card.",
        flavor="She has his number. She has everybody's number.",
    ),
    hero_card(
        MARGO,
        "Stop the Presses!",
        COVERT,
        RARE,
        7,
        recruit=3,
        recruit_plus=True,
        on_play=(Draw(2), ClassTrigger(TECH, GainRecruit(2))),
        origin_note="Designed for this edition: name, ability, class, cost and numbers." + MARGO_QUOTES,
        flavor="Tomorrow's headline: the night Chinatown saved the world.",
    ),
)

# --- Pork Chop Express: Tech / Strength -------------------------------------

PORK_CHOP = "Pork Chop Express"

PORK_CHOP_EXPRESS = (
    hero_card(
        PORK_CHOP,
        "CB Radio",
        TECH,
        COMMON,
        3,
        recruit=1,
        on_play=(Draw(1), ClassTrigger(TECH, OthersDraw(1))),
        origin_note="Designed for this edition: name, ability, class, cost and numbers." + PORK_QUOTES,
        flavor="Broadcasting to every trucker, night owl and insomniac on the bay.",
    ),
    hero_card(
        PORK_CHOP,
        "Truck Through Chinatown",
        STRENGTH,
        COMMON,
        3,
        attack=2,
        attack_plus=True,
        on_play=(If(VillainInChinatown(), GainAttack(1)), ClassTrigger(TECH, GainAttack(1))),
        origin_note="Designed for this edition: name, ability, class, cost and numbers." + PORK_QUOTES,
        flavor="Eighteen wheels do not brake for alleys.",
    ),
    hero_card(
        PORK_CHOP,
        "6.9 on the Richter Scale",
        TECH,
        UNCOMMON,
        5,
        attack=4,
        attack_plus=True,
        on_play=(ClassTrigger(TECH, GainAttack(InVictoryPile(NON_HENCHMAN_VILLAIN))),),
        origin=(exact("name", R, "R98"), exact("ability", R, "R98")),
        origin_note="Name and the whole Tech ability are the rulebook's (R98: Tactics and the Mastermind don't "
        "count); class, cost and numbers are ours." + PORK_QUOTES,
        flavor="The whole cab shakes, and so does everything in front of it.",
    ),
    hero_card(
        PORK_CHOP,
        "Get My Truck Back!",
        STRENGTH,
        RARE,
        7,
        attack=5,
        attack_plus=True,
        on_play=(If(PlayedAnyOf((card_of(JACK),)), GainAttack(3)), ClassTrigger(TECH, Draw(1))),
        origin_note="Designed for this edition: name, ability, class, cost and numbers." + PORK_QUOTES,
        flavor="Somebody took the wrong truck on the wrong night.",
    ),
)

CARDS = register(JACK_BURTON + WANG_CHI + EDDIE_CARDS + EGG_SHEN + MARGO_CARDS + PORK_CHOP_EXPRESS)
