"""The 22 Mediocre Heroes: grey, classless, cost 0, two in every starting deck (R8-R9, R70-R72).

They are never part of a hero's 14 cards, and one named for a hero does not share
that hero's name for card effects (R162), so none of them has a ``group``.

Origins: the count (22), the grey colour and the cost come from the rulebook.
Unpredictable Magician's name and coin flip are the rulebook's (R164); Bus Driver
and John are named there as cards that care whether a Bus Tourist / White Tiger
has entered play (R128), but their bonuses are ours. Known facts say some
Mediocre Heroes are named for heroes; the names and abilities of those here, and
of every other card, are ours.

Every design prints a Recruit value: the rulebook counts the Mediocre Heroes among
the 0-cost cards that give Recruit, which is what sends them onto Ching Dai's
stack when KO'd (R174).
"""

from __future__ import annotations

from bigtrouble.cards.bystanders import BUS_TOURIST_FILTER, WHITE_TIGER_FILTER
from bigtrouble.cards.defs import FAMILY_MEDIOCRE, CardDef, Fact, Kind, Origin, exact, outline, slug
from bigtrouble.cards.registry import register
from bigtrouble.effects.amounts import Capped, InCity, InVictoryPile, PlayedThisTurn
from bigtrouble.effects.base import CardFilter, Effect
from bigtrouble.effects.basic import Draw, GainAttack, GainRecruit, If, Pick
from bigtrouble.effects.conditions import PileAtLeast, PlayedThisTurnAtLeast
from bigtrouble.effects.deckplay import DrawTarget, KOTarget, RevealTop
from bigtrouble.effects.mediocre import CoinFlip, EnteredPlay
from bigtrouble.zones import Zone

R = Origin.RULEBOOK

GREY_HERO = CardFilter(hero=True, grey=True)
NON_GREY_HERO = CardFilter(hero=True, grey=False, label="non-grey Hero")
BYSTANDER = CardFilter(kind=Kind.BYSTANDER)
WOUND = CardFilter(kind=Kind.WOUND)
CONTENT_NOTE = "Grey, cost 0 and the count of 22 are the rulebook's (R8, R70). "
SOURCE_CHECK = (
    " Checked against known-facts: only that some Mediocre Heroes are named for heroes (S9) and that two go "
    "in each starting deck (S8) concern them."
)


def mediocre(
    name: str,
    copies: int,
    recruit: int,
    on_play: tuple[Effect, ...],
    *,
    recruit_plus: bool = False,
    attack: int | None = None,
    attack_plus: bool = False,
    origin: tuple[Fact, ...] = (),
    note: str,
    flavor: str,
) -> CardDef:
    """A Mediocre Hero: grey (no class), cost 0, no hero group, id ``mediocre/<slug>``."""
    return CardDef(
        id=f"mediocre/{slug(name)}",
        name=name,
        kind=Kind.HERO,
        family=FAMILY_MEDIOCRE,
        copies=copies,
        cost=0,
        recruit=recruit,
        recruit_plus=recruit_plus,
        attack=attack,
        attack_plus=attack_plus,
        on_play=on_play,
        origin=origin,
        origin_note=CONTENT_NOTE + note + SOURCE_CHECK,
        flavor=flavor,
    )


UNPREDICTABLE_MAGICIAN = mediocre(
    "Unpredictable Magician",
    3,
    0,
    (
        CoinFlip(
            heads=(GainRecruit(2), Pick((Zone.HAND, Zone.DISCARD), Zone.KO, optional=True, rule="R164")),
            tails=(GainAttack(2),),
        ),
    ),
    recruit_plus=True,
    attack=0,
    attack_plus=True,
    origin=(exact("name", R, "R164"), exact("ability", R, "R164")),
    note="The name and the whole coin flip are the rulebook's (R164): heads 2 Recruit and a KO from hand "
    "or discard pile, tails 2 Attack. The 3 copies and the printed 0+ Recruit and 0+ Attack are ours; "
    "the 0+ Attack gives it printed Attack for the Warriors of Lo Pan (R67).",
    flavor="For his next trick, he will make your Recruit disappear. Maybe.",
)

BUS_DRIVER = mediocre(
    "Bus Driver",
    2,
    1,
    (If(EnteredPlay(BUS_TOURIST_FILTER), GainRecruit(2)),),
    recruit_plus=True,
    origin=(exact("name", R, "R128"), outline("ability", R, "R128")),
    note="The name and that it cares whether a Bus Tourist has entered play are the rulebook's (R128); "
    "the +2 Recruit is ours.",
    flavor="He counts heads at every stop. The count keeps coming up short.",
)

JOHN = mediocre(
    "John",
    2,
    1,
    (If(EnteredPlay(WHITE_TIGER_FILTER), GainAttack(2)),),
    origin=(exact("name", R, "R128"), outline("ability", R, "R128")),
    note="The name and that it cares whether a White Tiger has entered play are the rulebook's (R128); "
    "the +2 Attack is ours.",
    flavor="He knows somebody at the White Tiger. He is not proud of it.",
)

JACK_BURTON_SIDEKICK = mediocre(
    "Jack Burton, Sidekick",
    2,
    1,
    (GainAttack(Capped(PlayedThisTurn(NON_GREY_HERO), 2)),),
    note="Named for a hero, as some Mediocre Heroes are (S9); the name and ability are ours.",
    flavor="Every hero needs a sidekick. This one thinks it's the other way round.",
)

EGG_SHEN_TOUR_GUIDE = mediocre(
    "Egg Shen, Tour Guide",
    2,
    1,
    (RevealTop(GREY_HERO, DrawTarget()),),
    note="Named for a hero, as some Mediocre Heroes are (S9); the name and ability are ours.",
    flavor="And on your left, a perfectly ordinary alley. Please keep your hands inside the bus.",
)

DIM_SUM_COOK = mediocre(
    "Dim Sum Cook",
    2,
    1,
    (GainRecruit(Capped(InVictoryPile(BYSTANDER), 2)),),
    recruit_plus=True,
    note="The name and ability are ours.",
    flavor="Everyone you save gets fed. That's the deal.",
)

STREET_VENDOR = mediocre(
    "Street Vendor",
    2,
    1,
    (GainRecruit(InCity(chinatown=True)),),
    recruit_plus=True,
    note="The name and ability are ours.",
    flavor="Trouble in the street is good for business. Up to a point.",
)

FUNERAL_DRUMMER = mediocre(
    "Funeral Drummer",
    2,
    1,
    (If(PlayedThisTurnAtLeast(GREY_HERO), GainAttack(1)),),
    note="The name and ability are ours.",
    flavor="Keeps the beat while the Chang Sing and the Wing Kong settle things.",
)

TRUCK_STOP_GAMBLER = mediocre(
    "Truck Stop Gambler",
    1,
    1,
    (RevealTop(CardFilter(min_cost=1), GainRecruit(2)),),
    recruit_plus=True,
    note="The name and ability are ours.",
    flavor="Double or nothing. Usually nothing.",
)

FORTUNE_COOKIE_WRITER = mediocre(
    "Fortune Cookie Writer",
    1,
    1,
    (RevealTop(WOUND, KOTarget()),),
    note="The name and ability are ours.",
    flavor="You will soon feel much better. Probably.",
)

NIGHT_SHIFT_CABBIE = mediocre(
    "Night Shift Cabbie",
    1,
    1,
    (Draw(1), Pick((Zone.HAND,), Zone.DISCARD)),
    note="The name and ability are ours.",
    flavor="He knows a shortcut. It goes through the Sewers.",
)

HERBALISTS_APPRENTICE = mediocre(
    "Herbalist's Apprentice",
    1,
    1,
    (Pick((Zone.HAND,), Zone.KO, WOUND, optional=True),),
    note="The name and ability are ours.",
    flavor="Half the remedies work. Nobody remembers which half.",
)

PINSTRIPE_LAWYER = mediocre(
    "Pinstripe Lawyer",
    1,
    1,
    (If(PileAtLeast("escaped", 1, CardFilter(villain=True), words="a Villain has escaped"), GainRecruit(2)),),
    recruit_plus=True,
    note="The name and ability are ours.",
    flavor="Bills by the hour, and the hours are getting worse.",
)

MEDIOCRE_HEROES = (
    UNPREDICTABLE_MAGICIAN,
    BUS_DRIVER,
    JOHN,
    JACK_BURTON_SIDEKICK,
    EGG_SHEN_TOUR_GUIDE,
    DIM_SUM_COOK,
    STREET_VENDOR,
    FUNERAL_DRUMMER,
    TRUCK_STOP_GAMBLER,
    FORTUNE_COOKIE_WRITER,
    NIGHT_SHIFT_CABBIE,
    HERBALISTS_APPRENTICE,
    PINSTRIPE_LAWYER,
)

CARDS = register(MEDIOCRE_HEROES)
