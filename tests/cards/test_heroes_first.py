"""The first six heroes: set sizes, labels, card text, and one test or more per ability."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from attrs import evolve
from standins import register_for_test

from bigtrouble import first_game
from bigtrouble.cards import registry
from bigtrouble.cards.defs import FAMILY_HERO, CardDef, HeroClass, Kind, Origin, Rarity
from bigtrouble.cards.heroes_first import CARDS
from bigtrouble.cards.text import card_text, reminders
from bigtrouble.model import State
from bigtrouble.rng import seeded
from bigtrouble.rules.setup import _Builder, _hero_cards
from bigtrouble.rules.strength import mastermind_attack, villain_attack
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import choose, decline, fight, names_in, play, recruit
from bigtrouble.zones import Zone

FOURTEEN = ("Eddie", "Egg Shen", "Margo", "Pork Chop Express")
NINETEEN = ("Jack Burton", "Wang Chi")

GRACIE = "test/gracie_law_stand_in"
MIAO_YIN = "test/miao_yin_stand_in"
VILLAIN = "test/villain_stand_in"

STAND_INS = (
    CardDef(
        id=GRACIE,
        name="Gracie Stand-in",
        kind=Kind.HERO,
        family=FAMILY_HERO,
        group="Gracie Law",
        cls=HeroClass.COVERT,
        rarity=Rarity.COMMON,
        cost=2,
    ),
    CardDef(
        id=MIAO_YIN,
        name="Miao Yin Stand-in",
        kind=Kind.HERO,
        family=FAMILY_HERO,
        group="Miao Yin",
        cls=HeroClass.MAGIC,
        rarity=Rarity.COMMON,
        cost=3,
    ),
    CardDef(id=VILLAIN, name="Villain Stand-in", kind=Kind.VILLAIN, attack=4, vp=2),
)


@pytest.fixture
def stand_ins(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Cards of heroes and villains that other modules define, for this test only."""
    register_for_test(monkeypatch, *STAND_INS)
    yield


def hero_defs(hero: str) -> tuple[CardDef, ...]:
    """This module's cards of one hero."""
    return tuple(d for d in CARDS if d.group == hero)


def with_showdown(s: State) -> State:
    """The same position, during a Showdown Turn."""
    return evolve(s, turn=evolve(s.turn, showdown=True))


# --- the set ------------------------------------------------------------------


def test_R179_fourteen_card_heroes() -> None:
    """Eddie, Egg Shen, Margo and Pork Chop Express have 5+5 commons, 3 uncommons and 1 rare."""
    for hero in FOURTEEN:
        defs = hero_defs(hero)
        assert sum(d.copies for d in defs) == 14, hero
        assert sorted((d.rarity.value, d.copies) for d in defs if d.rarity) == [
            ("common", 5),
            ("common", 5),
            ("rare", 1),
            ("uncommon", 3),
        ], hero


def test_R34_jack_and_wang_have_nineteen_cards() -> None:
    """Jack Burton and Wang Chi have three commons of 5, an uncommon of 3 and a rare."""
    for hero in NINETEEN:
        defs = hero_defs(hero)
        assert sum(d.copies for d in defs) == 19, hero
        commons = [d for d in defs if d.rarity is Rarity.COMMON]
        assert [d.copies for d in commons] == [5, 5, 5]
        assert [d.copies for d in defs if d.rarity is Rarity.UNCOMMON] == [3]
        assert [d.copies for d in defs if d.rarity is Rarity.RARE] == [1]


def test_R36_R37_swappable_commons() -> None:
    """Exactly the rulebook's swappable commons carry the swappable tag."""
    tagged = {g: {d.name for d in hero_defs(g) if "swappable" in d.tags} for g in NINETEEN}
    assert tagged["Jack Burton"] == {"Sleeveless Jack", "Son of a Bitch Must Pay", "Surprisingly Good Shot"}
    assert tagged["Wang Chi"] == {"Everybody's Buddy", "Time to Go!", "You Gotta Help Me!"}
    assert all("swappable" not in d.tags for h in FOURTEEN for d in hero_defs(h))


def test_named_rarities() -> None:
    """The cards whose rarity the team chose sit where the brief puts them."""
    by_name = {d.name: d for d in CARDS}
    assert by_name["It's All in the Reflexes"].rarity is Rarity.UNCOMMON
    assert by_name["What Ol' Jack Burton Says"].rarity is Rarity.RARE
    assert by_name["The Colors that Never Run"].rarity is Rarity.UNCOMMON
    assert by_name["The Colors that Never Run"].cls is HeroClass.INSTINCT
    assert by_name["The Colors that Never Run"].attack == 2


def test_costs_and_classes_in_range() -> None:
    """Commons cost 2-4, uncommons 4-6, rares 7-8; each hero uses one or two classes."""
    ranges = {Rarity.COMMON: (2, 4), Rarity.UNCOMMON: (4, 6), Rarity.RARE: (7, 8)}
    for d in CARDS:
        assert d.rarity is not None
        low, high = ranges[d.rarity]
        assert low <= d.cost <= high, d.name
        assert d.kind is Kind.HERO and d.family == FAMILY_HERO
    for hero in FOURTEEN + NINETEEN:
        assert 1 <= len({d.cls for d in hero_defs(hero)}) <= 2, hero


def test_origins_follow_the_sources() -> None:
    """Rulebook names are labelled rulebook, the published one published, every other name house."""
    rulebook = {
        "Sleeveless Jack",
        "Son of a Bitch Must Pay",
        "Surprisingly Good Shot",
        "It's All in the Reflexes",
        "What Ol' Jack Burton Says",
        "Everybody's Buddy",
        "Time to Go!",
        "You Gotta Help Me!",
        "The Colors that Never Run",
        "China is Here!",
        "Shake the Pillars of Heaven",
        "Yeah, I'll Call the President",
        "6.9 on the Richter Scale",
    }
    for d in CARDS:
        expected = Origin.RULEBOOK if d.name in rulebook else Origin.HOUSE
        if d.name == "Dragon of the Black Pool":
            expected = Origin.PUBLISHED
        assert d.origin_of("name") is expected, d.name
        assert d.origin_of("numbers") is Origin.HOUSE, d.name
        assert d.origin_note, d.name
        assert d.is_house, d.name


def test_card_text_reads_as_sentences() -> None:
    """Every card's generated text is non-empty, capitalised, punctuated and free of gaps."""
    for d in CARDS:
        text = card_text(d)
        assert text, d.name
        assert text[0].isupper(), text
        assert text.endswith((".", "!")), text
        for bad in ("..", "  ", "None", " .", "+-", "Henchmans"):
            assert bad not in text, text


def test_card_text_examples() -> None:
    """Known abilities read as the rulebook describes them, in our words."""
    by_name = {d.name: d for d in CARDS}
    assert card_text(by_name["The Colors that Never Run"]) == (
        "Covert: Rescue a Bystander. Instinct: You get +2 Attack. Magic: You get +2 Recruit."
    )
    assert card_text(by_name["Surprisingly Good Shot"]) == "Henchman Villains get -1 Attack this turn."
    assert card_text(by_name["6.9 on the Richter Scale"]) == (
        "Tech: You get +1 Attack for each non-Henchman Villain in your Victory Pile."
    )
    assert card_text(by_name["Yeah, I'll Call the President"]).startswith(
        "Reveal the top card of the Hero Deck. If you played an Eddie or another Tech card"
    )
    # That the revealed card stays there is a rules reminder (R161), one hover away, not printed.
    assert "A revealed card stays where it is (R161)." in reminders(by_name["Yeah, I'll Call the President"])


def test_R182_first_game_heroes_give_seventy_cards() -> None:
    """The first game's five heroes give 14 cards each, Jack without Sleeveless Jack."""
    preset = first_game(2)
    builder = _Builder()
    cards: tuple[int, ...] = ()
    for hero in preset.heroes:
        removed = preset.jack_commons if hero == "Jack Burton" else ""
        more, _ = _hero_cards(builder, seeded(1), hero, removed)
        cards += more
    heroes = [registry.CARDS[builder.ids[u]] for u in cards]
    assert len(heroes) == 70
    counts: dict[str, int] = {}
    for d in heroes:
        counts[d.group] = counts.get(d.group, 0) + 1
    assert counts == {"Eddie": 14, "Egg Shen": 14, "Margo": 14, "Pork Chop Express": 14, "Jack Burton": 14}
    assert all(d.name != "Sleeveless Jack" for d in heroes)


def test_R35_ten_random_commons() -> None:
    """The 'ten' option keeps 10 of Wang Chi's 15 commons plus his uncommons and rare."""
    builder = _Builder()
    cards, _ = _hero_cards(builder, seeded(7), "Wang Chi", "ten")
    defs = [registry.CARDS[builder.ids[u]] for u in cards]
    assert len(defs) == 14
    assert sum(1 for d in defs if "swappable" in d.tags) == 10


# --- Jack Burton --------------------------------------------------------------


def test_sleeveless_jack_teams_up_with_gracie_law(stand_ins: None) -> None:
    """Sleeveless Jack gives 2 Attack, 4 after a Gracie Law card."""
    s = play(position(hands=[["Sleeveless Jack"]]), "Sleeveless Jack")
    assert s.turn.attack == 2
    s = play(position(hands=[["Sleeveless Jack"]], played=[[GRACIE]]), "Sleeveless Jack")
    assert s.turn.attack == 4


def test_son_of_a_bitch_must_pay_other_player_kos_for_a_bonus() -> None:
    """The other player KOs a card of their choice from their hand, and you get +2 Attack."""
    s = position(hands=[["Son of a Bitch Must Pay"], ["Wound", "Chang Sing Warrior"]])
    s = play(s, "Son of a Bitch Must Pay")
    assert s.pending is not None and s.pending.player == 1
    assert [o.label for o in s.pending.options] == ["Wound", "Chang Sing Warrior"]
    s = choose(s, "Wound")
    assert names_in(s, Zone.KO) == ["Wound"]
    assert names_in(s, Zone.HAND, 1) == ["Chang Sing Warrior"]
    assert s.turn.attack == 4


def test_R158_son_of_a_bitch_must_pay_no_hand_no_bonus() -> None:
    """With no hand to KO from, nothing is KO'd and there is no bonus."""
    s = position(hands=[["Son of a Bitch Must Pay"], ["Wound"]], no_hand=[1])
    s = play(s, "Son of a Bitch Must Pay")
    assert s.pending is None
    assert s.turn.attack == 2
    assert names_in(s, Zone.KO) == []


def test_son_of_a_bitch_must_pay_empty_hand_no_bonus() -> None:
    """A hand with no cards in it has nothing to KO, so there is no bonus."""
    s = play(position(hands=[["Son of a Bitch Must Pay"], []]), "Son of a Bitch Must Pay")
    assert s.pending is None
    assert s.turn.attack == 2


def test_son_of_a_bitch_must_pay_you_pick_the_player() -> None:
    """With several other hands you choose whose; players with empty hands are not offered."""
    s = position(
        players=4,
        hands=[["Son of a Bitch Must Pay"], [], ["Chang Sing Strategist"], ["Wound"]],
    )
    s = play(s, "Son of a Bitch Must Pay")
    assert s.pending is not None and s.pending.player == 0
    assert [o.label for o in s.pending.options] == ["Player 3", "Player 4"]
    s = choose(s, "Player 4")
    assert s.pending is not None and s.pending.player == 3
    s = choose(s, "Wound")
    assert names_in(s, Zone.KO) == ["Wound"]
    assert names_in(s, Zone.HAND, 2) == ["Chang Sing Strategist"]
    assert s.turn.attack == 4


def test_R165_surprisingly_good_shot_weakens_henchmen(stand_ins: None) -> None:
    """Henchman Villains get -1 Attack for the turn; other Villains and the Mastermind do not."""
    s = position(hands=[["Surprisingly Good Shot"]], city={"sewers": "Wing Kong Thug", "bank": VILLAIN})
    thug, other = s.city[0], s.city[1]
    mm = mastermind_attack(s)
    s = play(s, "Surprisingly Good Shot")
    assert villain_attack(s, thug) == 2
    assert villain_attack(s, other) == 4
    assert mastermind_attack(s) == mm
    s = fight(s, "Wing Kong Thug")
    assert names_in(s, Zone.VICTORY, 0) == ["Wing Kong Thug"]
    assert s.turn.attack == 0


def test_R167_surprisingly_good_shot_never_below_zero() -> None:
    """Four copies take a 3-Attack Henchman to 0, not below."""
    s = position(hands=[["Surprisingly Good Shot"] * 4], city={"sewers": "Wing Kong Thug"})
    for _ in range(4):
        s = play(s, "Surprisingly Good Shot")
    assert villain_attack(s, s.city[0]) == 0


def test_its_all_in_the_reflexes_grey_card_draws() -> None:
    """A grey Hero revealed from the left hand draws you a card; it stays in their hand (R161)."""
    s = position(
        hands=[["It's All in the Reflexes"], ["Chang Sing Strategist"]],
        decks=[["Chang Sing Warrior"]],
    )
    s = play(s, "It's All in the Reflexes")
    assert names_in(s, Zone.HAND, 0) == ["Chang Sing Warrior"]
    assert names_in(s, Zone.HAND, 1) == ["Chang Sing Strategist"]
    assert s.turn.attack == 4


def test_its_all_in_the_reflexes_classed_hero_gives_attack() -> None:
    """A non-grey Hero revealed gives +2 Attack and nothing is drawn."""
    s = position(hands=[["It's All in the Reflexes"], ["Ace Reporter"]], decks=[["Chang Sing Warrior"]])
    s = play(s, "It's All in the Reflexes")
    assert s.turn.attack == 6
    assert names_in(s, Zone.HAND, 0) == []
    assert names_in(s, Zone.HAND, 1) == ["Ace Reporter"]


def test_its_all_in_the_reflexes_wound_gives_nothing() -> None:
    """A revealed Wound pays nothing extra."""
    s = position(hands=[["It's All in the Reflexes"], ["Wound"]], decks=[["Chang Sing Warrior"]])
    s = play(s, "It's All in the Reflexes")
    assert s.turn.attack == 4
    assert names_in(s, Zone.HAND, 0) == []


def test_its_all_in_the_reflexes_reveals_at_random_with_state_rng() -> None:
    """The revealed card comes from the state's PRNG: seeds differ, the same seed repeats."""
    outcomes = set()
    for seed in range(16):
        s = position(
            hands=[["It's All in the Reflexes"], ["Chang Sing Strategist", "Ace Reporter"]],
            decks=[["Chang Sing Warrior"]],
            seed=seed,
        )
        after = play(s, "It's All in the Reflexes")
        assert after.rng != s.rng
        assert play(s, "It's All in the Reflexes") == after
        outcomes.add(after.turn.attack)
    assert outcomes == {4, 6}


def test_R117_its_all_in_the_reflexes_after_left_showdown_turn() -> None:
    """If the player on your left has no hand any more, nothing is revealed."""
    s = with_showdown(position(hands=[["It's All in the Reflexes"], []], decks=[["Wound"]], no_hand=[1]))
    after = play(s, "It's All in the Reflexes")
    assert after.turn.attack == 4
    assert after.rng == s.rng
    assert names_in(after, Zone.HAND, 0) == []


def test_what_ol_jack_burton_says_instinct_and_showdown() -> None:
    """5 Attack; Instinct adds 2; a Showdown Turn adds 4 more."""
    s = position(hands=[["What Ol' Jack Burton Says"]])
    assert play(s, "What Ol' Jack Burton Says").turn.attack == 5
    s = position(hands=[["What Ol' Jack Burton Says"]], played=[["Surprisingly Good Shot"]])
    assert play(s, "What Ol' Jack Burton Says").turn.attack == 7
    s = with_showdown(s)
    after = play(s, "What Ol' Jack Burton Says")
    assert after.turn.attack == 11
    assert after.turn.attack_made == 11


# --- Wang Chi ---------------------------------------------------------------


def test_everybodys_buddy_draws_after_another_hero() -> None:
    """2 Recruit, and a card drawn after a non-grey Hero of another name."""
    s = position(hands=[["Everybody's Buddy"]], decks=[["Wound"]], played=[["Ace Reporter"]])
    s = play(s, "Everybody's Buddy")
    assert s.turn.recruit == 2
    assert names_in(s, Zone.HAND, 0) == ["Wound"]


def test_everybodys_buddy_ignores_wang_and_grey_cards() -> None:
    """Wang Chi's own cards and grey Heroes don't count."""
    s = position(
        hands=[["Everybody's Buddy"]],
        decks=[["Wound"]],
        played=[["Time to Go!", "Chang Sing Strategist", "Uncle Chu"]],
    )
    s = play(s, "Everybody's Buddy")
    assert names_in(s, Zone.HAND, 0) == []


def test_time_to_go_miao_yin_in_hq(stand_ins: None) -> None:
    """+2 Attack while a Miao Yin Hero waits in the HQ."""
    s = position(hands=[["Time to Go!"]], hq=[None, MIAO_YIN])
    assert play(s, "Time to Go!").turn.attack == 4


def test_time_to_go_villain_about_to_escape() -> None:
    """+2 Attack with a Villain on the Bridge; none with Villains further back."""
    s = position(hands=[["Time to Go!"]], city={"bridge": "Wing Kong Thug"})
    assert play(s, "Time to Go!").turn.attack == 4
    s = position(hands=[["Time to Go!"]], city={"streets": "Wing Kong Thug"}, hq=["Ace Reporter"])
    assert play(s, "Time to Go!").turn.attack == 2


def test_you_gotta_help_me_takes_a_zero_cost_hero() -> None:
    """You may take a 0-cost Hero from another hand into yours; other cards are not offered."""
    s = position(hands=[["You Gotta Help Me!"], ["Ace Reporter", "Chang Sing Warrior", "Wound"]])
    s = play(s, "You Gotta Help Me!")
    assert s.turn.recruit == 2
    assert s.pending is not None and s.pending.optional
    assert [o.label for o in s.pending.options] == ["Chang Sing Warrior (Player 2)"]
    s = choose(s, "Chang Sing Warrior (Player 2)")
    assert names_in(s, Zone.HAND, 0) == ["Chang Sing Warrior"]
    assert names_in(s, Zone.HAND, 1) == ["Ace Reporter", "Wound"]
    assert play(s, "Chang Sing Warrior").turn.attack == 1


def test_you_gotta_help_me_may_decline() -> None:
    """Declining leaves every hand as it was."""
    s = position(hands=[["You Gotta Help Me!"], ["Chang Sing Warrior"]])
    s = decline(play(s, "You Gotta Help Me!"))
    assert names_in(s, Zone.HAND, 0) == []
    assert names_in(s, Zone.HAND, 1) == ["Chang Sing Warrior"]


def test_R159_you_gotta_help_me_needs_a_hand() -> None:
    """A missing hand provides no 0-cost Hero."""
    s = position(hands=[["You Gotta Help Me!"], ["Chang Sing Warrior"]], no_hand=[1])
    s = play(s, "You Gotta Help Me!")
    assert s.pending is None
    assert names_in(s, Zone.HAND, 1) == ["Chang Sing Warrior"]


def test_R74_colors_that_never_run_each_trigger(stand_ins: None) -> None:
    """Covert rescues a Bystander, Instinct gives +2 Attack, Magic +2 Recruit, each on its own."""
    s = position(hands=[["The Colors that Never Run"]])
    s = play(s, "The Colors that Never Run")
    assert (s.turn.attack, s.turn.recruit) == (2, 0)
    s = position(hands=[["The Colors that Never Run"]], played=[["Ace Reporter", "Time to Go!", MIAO_YIN]])
    s = play(s, "The Colors that Never Run")
    assert (s.turn.attack, s.turn.recruit) == (4, 2)
    assert names_in(s, Zone.VICTORY, 0) == ["Bystander"]


def test_R75_two_colors_that_never_run_give_six() -> None:
    """Two copies and no other Instinct card give 6 Attack in total."""
    s = position(hands=[["The Colors that Never Run"] * 2])
    s = play(play(s, "The Colors that Never Run"), "The Colors that Never Run")
    assert s.turn.attack == 6


def test_double_sword_fury_counts_villains() -> None:
    """+1 Attack per Villain in the city and +1 more per Villain in Chinatown."""
    s = position(
        hands=[["Double-Sword Fury"]],
        city={"sewers": "Wing Kong Thug", "rooftops": "Wing Kong Thug", "streets": "Wing Kong Thug"},
    )
    assert play(s, "Double-Sword Fury").turn.attack == 4 + 3 + 2


# --- Eddie ------------------------------------------------------------------


def test_dragon_of_the_black_pool_counts_a_just_recruited_uncle_chu() -> None:
    """An Uncle Chu recruited this turn, now in the discard pile, gives +2 Attack."""
    s = position(hands=[["Dragon of the Black Pool"]], recruit=3)
    assert play(s, "Dragon of the Black Pool").turn.attack == 2
    s = recruit(s, "Uncle Chu")
    assert names_in(s, Zone.DISCARD, 0) == ["Uncle Chu"]
    assert play(s, "Dragon of the Black Pool").turn.attack == 4


def test_dragon_of_the_black_pool_counts_a_played_uncle_chu() -> None:
    """An Uncle Chu played this turn counts too."""
    s = position(hands=[["Dragon of the Black Pool"]], played=[["Uncle Chu"]])
    assert play(s, "Dragon of the Black Pool").turn.attack == 4


def test_phone_company_disguise_covert_ko() -> None:
    """2 Recruit; after a Covert card you may KO a card from hand or discard pile."""
    s = position(hands=[["Phone Company Disguise"]], discards=[["Wound"]])
    s = play(s, "Phone Company Disguise")
    assert s.pending is None and s.turn.recruit == 2
    s = position(hands=[["Phone Company Disguise"]], discards=[["Wound"]], played=[["Ace Reporter"]])
    s = choose(play(s, "Phone Company Disguise"), "Wound")
    assert names_in(s, Zone.KO) == ["Wound"]


def test_chinatown_brawler_villain_in_chinatown_and_covert() -> None:
    """+2 Attack with a Villain in Chinatown; Covert rescues a Bystander."""
    s = position(hands=[["Chinatown Brawler"]], city={"sewers": "Wing Kong Thug"})
    assert play(s, "Chinatown Brawler").turn.attack == 4
    s = position(hands=[["Chinatown Brawler"]], city={"streets": "Wing Kong Thug"}, played=[["Ace Reporter"]])
    s = play(s, "Chinatown Brawler")
    assert s.turn.attack == 6
    assert names_in(s, Zone.VICTORY, 0) == ["Bystander"]


ORDER_UP = "Order Up at Uncle Chu's"


def test_no_eddie_card_rewards_margo() -> None:
    """The designer says Eddie's combos don't involve Margo (S5): no Eddie card names her."""
    for d in CARDS:
        if d.group == "Eddie":
            assert "Margo" not in d.name and "Margo" not in card_text(d), d.name


def test_order_up_needs_an_uncle_chu() -> None:
    """Without Covert and without an Uncle Chu played or in the discard pile, only the printed 5 Attack."""
    s = play(position(hands=[[ORDER_UP]]), ORDER_UP)
    assert s.turn.attack == 5
    assert names_in(s, Zone.DISCARD, 0) == []


def test_order_up_counts_an_uncle_chu_in_the_discard_pile() -> None:
    """An Uncle Chu in your discard pile (say, just recruited) gives +3 Attack."""
    s = play(position(hands=[[ORDER_UP]], discards=[["Uncle Chu"]]), ORDER_UP)
    assert s.turn.attack == 8


def test_order_up_covert_gains_an_uncle_chu_that_counts() -> None:
    """After a Covert card it gains an Uncle Chu from his stack into your discard pile, which then counts."""
    s = position(hands=[[ORDER_UP]], played=[["Phone Company Disguise"]])
    before = len(s.uncle_chu)
    s = play(s, ORDER_UP)
    assert names_in(s, Zone.DISCARD, 0) == ["Uncle Chu"]
    assert len(s.uncle_chu) == before - 1
    assert s.turn.attack == 8


def test_R140_order_up_with_an_empty_uncle_chu_stack() -> None:
    """With the Uncle Chu stack empty the Covert gain gives nothing, so no bonus either."""
    s = position(hands=[[ORDER_UP]], played=[["Phone Company Disguise"]], uncle_chu=0)
    s = play(s, ORDER_UP)
    assert names_in(s, Zone.DISCARD, 0) == []
    assert s.turn.attack == 5


# --- Egg Shen ---------------------------------------------------------------


def test_six_demon_bag_choose_and_magic_draw() -> None:
    """Choose +2 Recruit or +2 Attack; Magic draws a card."""
    s = position(hands=[["Six Demon Bag"]], decks=[["Wound"]])
    s = choose(play(s, "Six Demon Bag"), "you get +2 Attack")
    assert (s.turn.attack, s.turn.recruit) == (2, 0)
    assert names_in(s, Zone.HAND, 0) == []
    s = position(hands=[["Six Demon Bag"]], decks=[["Wound"]], played=[["Six Demon Bag"]])
    s = choose(play(s, "Six Demon Bag"), "you get +2 Recruit")
    assert (s.turn.attack, s.turn.recruit) == (0, 2)
    assert names_in(s, Zone.HAND, 0) == ["Wound"]


def test_chinatown_tour_bus_rescues_in_chinatown() -> None:
    """2 Recruit; a Bystander is rescued only while a Villain is in Chinatown."""
    s = play(position(hands=[["Chinatown Tour Bus"]], city={"bank": "Wing Kong Thug"}), "Chinatown Tour Bus")
    assert s.turn.recruit == 2 and names_in(s, Zone.VICTORY, 0) == []
    s = play(position(hands=[["Chinatown Tour Bus"]], city={"rooftops": "Wing Kong Thug"}), "Chinatown Tour Bus")
    assert names_in(s, Zone.VICTORY, 0) == ["Bystander"]


def test_R155_china_is_here_counts_before_and_after() -> None:
    """Grey Heroes played before and after it each give +1 Attack; classed Heroes don't."""
    s = position(
        hands=[["China is Here!", "Chang Sing Strategist", "Ace Reporter"]],
        played=[["Chang Sing Warrior", "Uncle Chu"]],
    )
    s = play(s, "China is Here!")
    assert s.turn.attack == 2 + 2
    s = play(s, "Chang Sing Strategist")
    assert s.turn.attack == 2 + 3
    s = play(s, "Ace Reporter")
    assert s.turn.attack == 2 + 3


def test_R155_shake_the_pillars_of_heaven_counts_before_and_after() -> None:
    """Non-grey Heroes played before and after it each give +1 Attack; grey ones don't."""
    s = position(
        hands=[["Shake the Pillars of Heaven", "Ace Reporter", "Chang Sing Warrior"]],
        played=[["Six Demon Bag"]],
    )
    s = play(s, "Shake the Pillars of Heaven")
    assert s.turn.attack == 4 + 1
    s = play(s, "Ace Reporter")
    assert s.turn.attack == 4 + 2
    s = play(s, "Chang Sing Warrior")
    assert s.turn.attack == 4 + 2 + 1


def test_shake_the_pillars_bonus_ends_with_the_turn() -> None:
    """The bonus watches only this turn: the next turn starts without it."""
    from bigtrouble import EndTurn, apply

    s = position(hands=[["Shake the Pillars of Heaven"]])
    s = apply(play(s, "Shake the Pillars of Heaven"), EndTurn())
    assert s.turn.triggers == ()


# --- Margo ------------------------------------------------------------------


def test_front_page_scoop_draws_a_zero_cost_top_card() -> None:
    """2 Recruit; a 0-cost Hero on top of your deck is drawn, anything else stays on top."""
    s = play(position(hands=[["Front-Page Scoop"]], decks=[["Chang Sing Strategist"]]), "Front-Page Scoop")
    assert s.turn.recruit == 2
    assert names_in(s, Zone.HAND, 0) == ["Chang Sing Strategist"]
    s = play(position(hands=[["Front-Page Scoop"]], decks=[["Ace Reporter", "Wound"]]), "Front-Page Scoop")
    assert names_in(s, Zone.HAND, 0) == []
    assert names_in(s, Zone.DECK, 0) == ["Ace Reporter", "Wound"]


def test_ace_reporter_tech_draws() -> None:
    """2 Recruit; Tech draws a card."""
    s = play(position(hands=[["Ace Reporter"]], decks=[["Wound"]]), "Ace Reporter")
    assert s.turn.recruit == 2 and names_in(s, Zone.HAND, 0) == []
    s = play(position(hands=[["Ace Reporter"]], decks=[["Wound"]], played=[["CB Radio"]]), "Ace Reporter")
    assert names_in(s, Zone.HAND, 0) == ["Wound"]


def test_R161_yeah_ill_call_the_president_reveal_stays() -> None:
    """The revealed Hero stays on the Hero Deck; without an Eddie or Tech card only 3 Recruit."""
    s = position(hands=[["Yeah, I'll Call the President"]], hero_deck=["Chinatown Brawler", "Uncle Chu"])
    s = play(s, "Yeah, I'll Call the President")
    assert s.turn.recruit == 3
    assert names_in(s, Zone.HERO_DECK) == ["Chinatown Brawler", "Uncle Chu"]


def test_yeah_ill_call_the_president_with_eddie_or_tech() -> None:
    """After an Eddie or a Tech card, +Recruit equal to the revealed cost, at most +4."""
    s = position(
        hands=[["Yeah, I'll Call the President"]],
        hero_deck=["Dragon of the Black Pool"],
        played=[["Chinatown Brawler"]],
    )
    assert play(s, "Yeah, I'll Call the President").turn.recruit == 3 + 3
    s = position(hands=[["Yeah, I'll Call the President"]], hero_deck=["Double-Sword Fury"], played=[["CB Radio"]])
    s = play(s, "Yeah, I'll Call the President")
    assert s.turn.recruit == 3 + 4
    assert names_in(s, Zone.HERO_DECK) == ["Double-Sword Fury"]


def test_yeah_ill_call_the_president_does_not_count_itself() -> None:
    """A copy of itself played earlier is a Tech card; the card being played is not."""
    s = position(hands=[["Yeah, I'll Call the President"] * 2], hero_deck=["Dragon of the Black Pool"])
    s = play(s, "Yeah, I'll Call the President")
    assert s.turn.recruit == 3
    s = play(s, "Yeah, I'll Call the President")
    assert s.turn.recruit == 3 + 3 + 3


def test_stop_the_presses_draws_two_and_tech_recruit() -> None:
    """3 Recruit and 2 cards; Tech adds +2 Recruit."""
    s = position(hands=[["Stop the Presses!"]], decks=[["Wound", "Wound", "Uncle Chu"]], played=[["CB Radio"]])
    s = play(s, "Stop the Presses!")
    assert s.turn.recruit == 5
    assert names_in(s, Zone.HAND, 0) == ["Wound", "Wound"]


# --- Pork Chop Express ------------------------------------------------------


def test_cb_radio_draw_and_tech_broadcast() -> None:
    """1 Recruit and a card; after a Tech card each other player with a hand draws too."""
    s = position(players=3, hands=[["CB Radio"]], decks=[["Wound"], ["Uncle Chu"], ["Wound"]], no_hand=[2])
    s = play(s, "CB Radio")
    assert s.turn.recruit == 1
    assert names_in(s, Zone.HAND, 0) == ["Wound"]
    assert names_in(s, Zone.HAND, 1) == []
    s = position(
        players=3,
        hands=[["CB Radio"]],
        decks=[["Wound"], ["Uncle Chu"], ["Wound"]],
        no_hand=[2],
        played=[["Ace Reporter"]],
    )
    s = play(s, "CB Radio")
    assert names_in(s, Zone.HAND, 1) == []
    s = position(
        players=3, hands=[["CB Radio"]], decks=[["Wound"], ["Uncle Chu"], ["Wound"]], no_hand=[2], played=[["CB Radio"]]
    )
    s = play(s, "CB Radio")
    assert names_in(s, Zone.HAND, 1) == ["Uncle Chu"]
    assert names_in(s, Zone.HAND, 2) == []


def test_truck_through_chinatown_bonuses() -> None:
    """2 Attack, +1 with a Villain in Chinatown, +1 more after a Tech card."""
    s = position(hands=[["Truck Through Chinatown"]])
    assert play(s, "Truck Through Chinatown").turn.attack == 2
    s = position(hands=[["Truck Through Chinatown"]], city={"rooftops": "Wing Kong Thug"}, played=[["CB Radio"]])
    assert play(s, "Truck Through Chinatown").turn.attack == 4


def test_R98_six_point_nine_counts_non_henchman_villains_only(stand_ins: None) -> None:
    """Tech: +1 Attack per non-Henchman Villain in your Victory Pile; Henchmen, Tactics, Bystanders don't count."""
    pile = [VILLAIN, VILLAIN, "Wing Kong Thug", "Blazing Guns", "Bystander"]
    s = position(hands=[["6.9 on the Richter Scale"]], victory=[pile])
    assert play(s, "6.9 on the Richter Scale").turn.attack == 4
    s = position(hands=[["6.9 on the Richter Scale"]], victory=[pile], played=[["CB Radio"]])
    assert play(s, "6.9 on the Richter Scale").turn.attack == 4 + 2


def test_get_my_truck_back_jack_bonus_and_tech_draw() -> None:
    """+3 Attack after a Jack Burton card; Tech draws a card."""
    s = position(hands=[["Get My Truck Back!"]], decks=[["Wound"]], played=[["Surprisingly Good Shot"]])
    s = play(s, "Get My Truck Back!")
    assert s.turn.attack == 8
    assert names_in(s, Zone.HAND, 0) == []
    s = position(hands=[["Get My Truck Back!"]], decks=[["Wound"]], played=[["CB Radio"]])
    s = play(s, "Get My Truck Back!")
    assert s.turn.attack == 5
    assert names_in(s, Zone.HAND, 0) == ["Wound"]
