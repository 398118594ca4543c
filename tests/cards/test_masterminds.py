"""The four Masterminds: Master Strikes, special abilities and every Tactic (R96-R102, R149-R154, R174-R175).

Villains and Heroes are written by other helpers in parallel, so these tests use
stand-in cards registered only for the test (real group names, plain numbers):
the Masterminds' rules are tested, not the other cards.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from attrs import evolve
from standins import register_for_test

from bigtrouble import FightMastermind, apply
from bigtrouble.cards import registry
from bigtrouble.cards.defs import FAMILY_HERO, FAMILY_MEDIOCRE, CardDef, HeroClass, Kind, Rarity, classes_of
from bigtrouble.effects.basic import GainRecruit, ko_card
from bigtrouble.effects.schemes import UNCLE_CHU_KILLED
from bigtrouble.engine import settle
from bigtrouble.model import State
from bigtrouble.rng import seeded
from bigtrouble.rules.strength import mastermind_attack
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import choose, names_in, play_villain_card, uid_in
from bigtrouble.zones import Zone

MASTERMINDS = ("Six Shooter", "Ching Dai", "David Lo Pan", "Sorcerous Lo Pan")
VILLAIN_GROUPS = ("Monsters", "Wing Kong Gang", "Wing Kong Exchange", "Warriors of Lo Pan")
RULE = "Rule the Universe from Beyond the Grave"


def _villain(name: str, group: str, attack: int, vp: int, **kw: object) -> CardDef:
    return CardDef(id=f"test/{name}", name=name, kind=Kind.VILLAIN, group=group, attack=attack, vp=vp, **kw)  # type: ignore[arg-type]


def _hero(name: str, cls: HeroClass, cost: int) -> CardDef:
    return CardDef(
        id=f"test/{name}",
        name=name,
        kind=Kind.HERO,
        family=FAMILY_HERO,
        group="Stand-in Hero",
        cls=cls,
        rarity=Rarity.COMMON,
        cost=cost,
        attack=1,
    )


STAND_INS = (
    _villain("Stand-in Warrior", "Warriors of Lo Pan", 5, 3, fight=(GainRecruit(2),)),
    _villain("Stand-in Big Warrior", "Warriors of Lo Pan", 7, 5),
    _villain("Stand-in Monster", "Monsters", 5, 3),
    _villain("Stand-in Gangster", "Wing Kong Gang", 4, 2),
    _villain("Stand-in Executive", "Wing Kong Exchange", 4, 2),
    _hero("Stand-in Magic Hero", HeroClass.MAGIC, 4),
    _hero("Stand-in Tech Hero", HeroClass.TECH, 3),
    _hero("Stand-in Covert Hero", HeroClass.COVERT, 2),
    _hero("Stand-in Strength Hero", HeroClass.STRENGTH, 6),
    _hero("Stand-in Instinct Hero", HeroClass.INSTINCT, 5),
    CardDef(
        id="test/stand_in_mediocre",
        name="Stand-in Mediocre Hero",
        kind=Kind.HERO,
        family=FAMILY_MEDIOCRE,
        recruit=1,
    ),
)


@pytest.fixture(autouse=True)
def stand_ins(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Register the stand-in cards for one test only."""
    register_for_test(monkeypatch, *STAND_INS)
    yield


# --- The roster --------------------------------------------------------------------


def test_every_mastermind_has_four_tactics_of_its_own() -> None:
    """Each Mastermind has 4 Tactics of kind TACTIC, grouped under its name, worth 5-6 VP (R13)."""
    for mm_name in MASTERMINDS:
        mm = registry.by_name(mm_name)
        assert mm.kind is Kind.MASTERMIND and mm.mastermind is not None
        assert len(mm.mastermind.tactics) == 4
        for t in mm.mastermind.tactics:
            tactic = registry.get(t)
            assert tactic.kind is Kind.TACTIC and tactic.group == mm_name and 5 <= tactic.vp <= 6
            assert tactic.fight


def test_published_attack_and_always_leads() -> None:
    """Attack 7/8/9/10 as published; each always leads one of the four Villain Groups."""
    leads = {"Six Shooter": "Wing Kong Gang", "Ching Dai": "Monsters"}
    leads |= {"David Lo Pan": "Wing Kong Exchange", "Sorcerous Lo Pan": "Warriors of Lo Pan"}
    for attack, mm_name in enumerate(MASTERMINDS, start=7):
        mm = registry.by_name(mm_name)
        assert mm.attack == attack
        assert mm.mastermind is not None and mm.mastermind.always_leads == leads[mm_name]


def test_bonus_text_says_what_the_bonus_counts() -> None:
    """Each Mastermind's printed bonus names what its Attack bonus actually counts."""
    for mm_name in MASTERMINDS:
        info = registry.by_name(mm_name).mastermind
        assert info is not None and info.attack_bonus is not None
        for counted in info.attack_bonus.text().split(" (")[0].split(" and "):
            assert counted.removeprefix("for ") in info.bonus_text, (mm_name, counted)


def test_harder_masterminds_are_harder_on_an_empty_board() -> None:
    """With nothing in the city and no stack, the Mastermind's Attack rises 7, 8, 9, 10 (harder ones are harder)."""
    attacks = [mastermind_attack(position(mastermind=m)) for m in MASTERMINDS]
    assert attacks == [7, 8, 9, 10]


# --- Six Shooter -------------------------------------------------------------------


def test_six_shooter_strike_wounds_players_without_magic_or_tech() -> None:
    """Master Strike: S1's BLUE or BLACK Hero (Magic or Tech) spares a player, a Covert one doesn't; he captures."""
    s = position(
        hands=[["Stand-in Tech Hero"], ["Stand-in Covert Hero"]],
        villain_deck=["Master Strike"],
        bystanders=["Bystander"] * 3,
    )
    s = play_villain_card(s)
    assert names_in(s, Zone.DISCARD, 0) == []
    assert names_in(s, Zone.DISCARD, 1) == ["Wound"]
    assert names_in(s, Zone.KO) == ["Master Strike"]
    assert names_in(s, Zone.MASTERMIND_CAPTIVES) == ["Bystander"] and len(s.bystanders) == 2


def test_six_shooter_strike_spares_a_magic_hero() -> None:
    """BLUE is Magic in the one colour table (defs.HERO_COLOURS), so a Magic Hero averts his Wound too."""
    assert classes_of("BLUE", "BLACK") == (HeroClass.MAGIC, HeroClass.TECH)
    s = position(hands=[["Stand-in Magic Hero"], ["Stand-in Strength Hero"]], villain_deck=["Master Strike"])
    s = play_villain_card(s)
    assert names_in(s, Zone.DISCARD, 0) == []
    assert names_in(s, Zone.DISCARD, 1) == ["Wound"]


def test_six_shooter_gets_plus_one_per_wing_kong_gang_villain() -> None:
    """Six Shooter gets +1 Attack for each Wing Kong Gang Villain in the city, not other groups (R149)."""
    s = position(city={"sewers": "Stand-in Gangster", "bank": "Stand-in Gangster", "bridge": "Stand-in Executive"})
    assert mastermind_attack(s) == 9


@pytest.mark.parametrize(("held", "attack"), [(0, 7), (1, 8), (2, 9), (4, 9)])
def test_six_shooter_gets_plus_one_per_bystander_he_holds_at_most_two(held: int, attack: int) -> None:
    """Each Bystander Six Shooter holds gives him +1 Attack, at most +2; the Gang's bonus adds on top."""
    assert mastermind_attack(position(mastermind_captives=["Bystander"] * held)) == attack
    s = position(mastermind_captives=["Bystander"] * held, city={"bank": "Stand-in Gangster"})
    assert mastermind_attack(s) == attack + 1


def test_six_shooter_counts_only_bystanders_he_holds() -> None:
    """An Uncle Chu held by Six Shooter (Kill Uncle Chu) is no Bystander: no bonus for it."""
    assert mastermind_attack(position(mastermind_captives=["Uncle Chu", "Bystander"])) == 8


def _six_shooter_fight(tactic: str) -> State:
    """Player 1 fights Six Shooter with only ``tactic`` left; both players have 3 cards in their decks."""
    s = position(tactics=[tactic], attack=7, decks=[["Chang Sing Warrior"] * 3, ["Chang Sing Warrior"] * 3])
    s = apply(s, FightMastermind())
    assert names_in(s, Zone.VICTORY, 0)[0] == tactic
    return s


def test_six_shooter_blazing_guns_rescues_two() -> None:
    """Blazing Guns: rescue 2 Bystanders."""
    assert names_in(_six_shooter_fight("Blazing Guns"), Zone.VICTORY, 0).count("Bystander") == 2


def test_six_shooter_quick_draw_draws_two() -> None:
    """Quick Draw: draw 2 cards."""
    assert len(_six_shooter_fight("Quick Draw").players[0].hand) == 2


def test_six_shooter_wing_kong_payroll_everyone_draws() -> None:
    """Wing Kong Payroll: each player draws a card."""
    s = _six_shooter_fight("Wing Kong Payroll")
    assert [len(p.hand) for p in s.players] == [1, 1]


def test_six_shooter_smoke_and_powder_may_ko_a_card() -> None:
    """Smoke and Powder: you may KO a card from your hand or discard pile."""
    s = position(tactics=["Smoke and Powder"], attack=7, discards=[["Wound"]])
    s = apply(s, FightMastermind())
    s = choose(s, "Wound")
    assert names_in(s, Zone.KO) == ["Wound"]


# --- Ching Dai -------------------------------------------------------------------


def test_R174_strategists_and_mediocre_heroes_go_onto_ching_dai_s_stack() -> None:
    """With Ching Dai, KO'd Strategists and Mediocre Heroes go onto his stack; Warriors go to the KO pile."""
    s = position(
        mastermind="Ching Dai",
        hands=[["Chang Sing Strategist", "Chang Sing Warrior", "Stand-in Mediocre Hero", "Stand-in Tech Hero"]],
    )
    for card in ("Chang Sing Strategist", "Chang Sing Warrior", "Stand-in Mediocre Hero", "Stand-in Tech Hero"):
        s = ko_card(s, uid_in(s, card, Zone.HAND, 0))
    assert names_in(s, Zone.MASTERMIND_STACK) == ["Chang Sing Strategist", "Stand-in Mediocre Hero"]
    assert names_in(s, Zone.KO) == ["Chang Sing Warrior", "Stand-in Tech Hero"]
    assert mastermind_attack(s) == 10


def test_R174_other_masterminds_have_no_stack() -> None:
    """Without Ching Dai, a KO'd Strategist goes to the KO pile."""
    s = position(mastermind="David Lo Pan", hands=[["Chang Sing Strategist"]])
    s = ko_card(s, uid_in(s, "Chang Sing Strategist", Zone.HAND, 0))
    assert names_in(s, Zone.KO) == ["Chang Sing Strategist"]


def test_R175_ching_dai_bonus_is_capped_at_five() -> None:
    """Ching Dai gets +1 Attack per card in his stack, never more than +5."""
    assert mastermind_attack(position(mastermind="Ching Dai", mastermind_stack=["Chang Sing Strategist"] * 4)) == 12
    assert mastermind_attack(position(mastermind="Ching Dai", mastermind_stack=["Chang Sing Strategist"] * 9)) == 13


def test_ching_dai_strike_kos_a_grey_hero_from_your_hand() -> None:
    """Master Strike: you KO a grey Hero from your hand (a Strategist feeds his stack); other players are spared."""
    s = position(
        mastermind="Ching Dai",
        hands=[["Chang Sing Strategist", "Chang Sing Warrior", "Stand-in Magic Hero"], ["Chang Sing Strategist"]],
        villain_deck=["Master Strike"],
    )
    s = play_villain_card(s)
    assert s.pending is not None and s.pending.player == 0
    assert [o.label for o in s.pending.options] == ["Chang Sing Strategist", "Chang Sing Warrior"]
    s = choose(s, "Chang Sing Strategist")
    assert names_in(s, Zone.MASTERMIND_STACK) == ["Chang Sing Strategist"]
    assert names_in(s, Zone.HAND, 1) == ["Chang Sing Strategist"]
    assert names_in(s, Zone.DISCARD, 0) == [] and names_in(s, Zone.DISCARD, 1) == []


def test_ching_dai_strike_wounds_you_without_a_grey_hero() -> None:
    """Master Strike: with no grey Hero in hand, you gain a Wound instead."""
    s = position(mastermind="Ching Dai", hands=[["Stand-in Magic Hero"]], villain_deck=["Master Strike"])
    s = play_villain_card(s)
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"] and names_in(s, Zone.HAND, 0) == ["Stand-in Magic Hero"]


def test_ching_dai_first_sovereign_emperor_draws_two() -> None:
    """First Sovereign Emperor: draw 2 cards."""
    s = position(mastermind="Ching Dai", tactics=["First Sovereign Emperor"], attack=8, decks=[["Wound"] * 3])
    s = apply(s, FightMastermind())
    assert len(s.players[0].hand) == 2


@pytest.mark.parametrize("players", [2, 3, 5])
def test_ching_dai_first_sovereign_emperor_shrinks_his_stack_a_card_a_player(players: int) -> None:
    """First Sovereign Emperor KOs one card of Ching Dai's stack for each player, so his Attack drops as much."""
    s = position(
        players=players,
        mastermind="Ching Dai",
        tactics=["First Sovereign Emperor"],
        mastermind_stack=["Chang Sing Strategist"] * 6,
        attack=13,
    )
    assert mastermind_attack(s) == 13
    s = apply(s, FightMastermind())
    assert len(s.mastermind_stack) == 6 - players
    assert names_in(s, Zone.KO) == ["Chang Sing Strategist"] * players


def test_ching_dai_curse_without_flesh() -> None:
    """Curse Without Flesh: one card of his stack is KO'd and each other player gains one; his Attack drops by 2."""
    s = position(
        players=2,
        mastermind="Ching Dai",
        tactics=["Curse Without Flesh", "Quick Draw"],
        mastermind_stack=["Chang Sing Strategist"] * 3,
        attack=11,
        seed=0,
    )
    for seed in range(50):
        trial = apply(evolve(s, rng=seeded(seed)), FightMastermind())
        if "Curse Without Flesh" in names_in(trial, Zone.VICTORY, 0):
            break
    assert names_in(trial, Zone.VICTORY, 0) == ["Curse Without Flesh"]
    assert names_in(trial, Zone.MASTERMIND_STACK) == ["Chang Sing Strategist"]
    assert names_in(trial, Zone.KO) == ["Chang Sing Strategist"]
    assert names_in(trial, Zone.DISCARD, 1) == ["Chang Sing Strategist"]
    assert names_in(trial, Zone.DISCARD, 0) == []
    assert mastermind_attack(trial) == 9


def test_ching_dai_curse_without_flesh_with_an_empty_stack() -> None:
    """Curse Without Flesh with nothing on the stack changes nothing."""
    s = position(mastermind="Ching Dai", tactics=["Curse Without Flesh"], attack=8)
    s = apply(s, FightMastermind())
    assert s.pending is None and names_in(s, Zone.KO) == [] and mastermind_attack(s) == 8


def test_ching_dai_demons_of_the_catacombs() -> None:
    """Demons of the Catacombs: play the next Villain Deck card, then you may KO a card."""
    s = position(
        mastermind="Ching Dai",
        tactics=["Demons of the Catacombs"],
        attack=8,
        villain_deck=["Stand-in Monster"],
        hands=[["Chang Sing Warrior"]],
    )
    s = apply(s, FightMastermind())
    assert names_in(s, Zone.CITY) == ["Stand-in Monster"]
    s = choose(s, "Chang Sing Warrior")
    assert names_in(s, Zone.KO) == ["Chang Sing Warrior"]


@pytest.mark.parametrize(("monsters", "rescued"), [(0, 0), (2, 2), (5, 3)])
def test_ching_dai_two_thousand_years_of_hunger(monsters: int, rescued: int) -> None:
    """Two Thousand Years of Hunger: rescue a Bystander per Monsters Villain in your Victory Pile, up to 3."""
    s = position(
        mastermind="Ching Dai",
        tactics=["Two Thousand Years of Hunger"],
        attack=8,
        victory=[["Stand-in Monster"] * monsters + ["Stand-in Gangster"]],
    )
    s = apply(s, FightMastermind())
    assert names_in(s, Zone.VICTORY, 0).count("Bystander") == rescued


# --- David Lo Pan ----------------------------------------------------------------


def test_david_lo_pan_gets_plus_one_for_each_villain_in_chinatown() -> None:
    """David Lo Pan gets +1 Attack for each Villain in Rooftops or Streets; elsewhere they don't count."""
    s = position(
        mastermind="David Lo Pan",
        city={"sewers": "Stand-in Monster", "rooftops": "Stand-in Gangster", "streets": "Wing Kong Thug"},
    )
    assert mastermind_attack(s) == 11
    s = position(mastermind="David Lo Pan", city={"streets": "Wing Kong Thug"})
    assert mastermind_attack(s) == 10
    s = position(mastermind="David Lo Pan", city={"sewers": "Stand-in Monster", "bridge": "Wing Kong Thug"})
    assert mastermind_attack(s) == 9


def test_david_lo_pan_strike() -> None:
    """Master Strike: you and the player on your left, without a Magic Hero, gain a Wound; nobody discards."""
    six = ["Chang Sing Warrior"] * 6
    s = position(
        mastermind="David Lo Pan",
        players=3,
        hands=[six, ["Stand-in Magic Hero"] + six[:5], six],
        villain_deck=["Master Strike"],
    )
    s = play_villain_card(s)
    assert s.pending is None
    assert [len(p.hand) for p in s.players] == [6, 6, 6]
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert names_in(s, Zone.DISCARD, 1) == []
    assert names_in(s, Zone.DISCARD, 2) == []


@pytest.mark.parametrize(
    ("players", "current", "wounded"),
    [(2, 0, {0, 1}), (2, 1, {0, 1}), (3, 0, {0, 1}), (3, 2, {2, 0}), (4, 0, {0, 1, 2}), (4, 3, {3, 0, 1})]
    + [(5, 0, {0, 1, 2, 3}), (5, 2, {2, 3, 4, 0})],
)
def test_david_lo_pan_strike_reaches_fewer_players_than_a_big_table(
    players: int, current: int, wounded: set[int]
) -> None:
    """The Strike wounds the current player and the players on their left: every player at 2 (as before the
    per-count tuning), 2 of 3, 3 of 4, 4 of 5, so the shared Wound stack does not run dry at big tables."""
    s = position(
        mastermind="David Lo Pan",
        players=players,
        current=current,
        hands=[["Chang Sing Warrior"]] * players,
        villain_deck=["Master Strike"],
    )
    s = play_villain_card(s)
    assert {p for p in range(players) if names_in(s, Zone.DISCARD, p) == ["Wound"]} == wounded
    assert len(s.wounds) == 20 - len(wounded)


@pytest.mark.parametrize(("players", "attack"), [(2, 11), (3, 11), (4, 11), (5, 10)])
def test_david_lo_pan_chinatown_bonus_stops_at_one_with_five_players(players: int, attack: int) -> None:
    """With 5 players a full Chinatown gives him +1, not +2; with fewer, +1 for each Villain there."""
    s = position(
        mastermind="David Lo Pan",
        players=players,
        city={"rooftops": "Stand-in Gangster", "streets": "Wing Kong Thug"},
    )
    assert mastermind_attack(s) == attack
    s = position(mastermind="David Lo Pan", players=players, city={"streets": "Wing Kong Thug"})
    assert mastermind_attack(s) == 10


def test_david_lo_pan_indeed() -> None:
    """Indeed!: draw 2 cards; the player on your left, without a Magic Hero, gains a Wound (the next one is safe)."""
    s = position(
        mastermind="David Lo Pan",
        tactics=["Indeed!"],
        attack=9,
        players=3,
        decks=[["Chang Sing Warrior"] * 3],
        hands=[[], ["Stand-in Tech Hero"], ["Stand-in Tech Hero"]],
    )
    s = apply(s, FightMastermind())
    assert len(s.players[0].hand) == 2 and names_in(s, Zone.DISCARD, 0) == []
    assert names_in(s, Zone.DISCARD, 1) == ["Wound"] and names_in(s, Zone.DISCARD, 2) == []
    s = position(
        mastermind="David Lo Pan",
        tactics=["Indeed!"],
        attack=9,
        players=3,
        decks=[["Chang Sing Warrior"] * 3],
        hands=[[], ["Stand-in Magic Hero"], ["Stand-in Tech Hero"]],
    )
    s = apply(s, FightMastermind())
    assert names_in(s, Zone.DISCARD, 1) == [] and names_in(s, Zone.DISCARD, 2) == []


def test_david_lo_pan_indeed_at_two_players_wounds_the_other_player() -> None:
    """At 2 players the player on your left is the other player, as "each other player" was."""
    s = position(
        mastermind="David Lo Pan",
        tactics=["Indeed!"],
        attack=9,
        players=2,
        current=1,
        decks=[[], ["Chang Sing Warrior"] * 3],
        hands=[["Stand-in Tech Hero"], []],
    )
    s = apply(s, FightMastermind())
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"] and names_in(s, Zone.DISCARD, 1) == []


def test_david_lo_pan_the_chairman_s_generosity() -> None:
    """The Chairman's Generosity: you get +3 Recruit."""
    s = position(mastermind="David Lo Pan", tactics=["The Chairman's Generosity"], attack=9)
    assert apply(s, FightMastermind()).turn.recruit == 3


def test_david_lo_pan_a_bride_with_green_eyes() -> None:
    """A Bride with Green Eyes: rescue a Bystander; each other player draws a card."""
    s = position(
        mastermind="David Lo Pan",
        tactics=["A Bride with Green Eyes"],
        attack=9,
        players=3,
        decks=[["Wound"], ["Wound"], ["Wound"]],
    )
    s = apply(s, FightMastermind())
    assert names_in(s, Zone.VICTORY, 0) == ["A Bride with Green Eyes", "Bystander"]
    assert [len(p.hand) for p in s.players] == [0, 1, 1]


def test_david_lo_pan_two_thousand_years_of_waiting() -> None:
    """Two Thousand Years of Waiting: other players without Magic discard; then you may KO a card."""
    s = position(
        mastermind="David Lo Pan",
        tactics=["Two Thousand Years of Waiting"],
        attack=9,
        players=3,
        hands=[["Chang Sing Warrior"], ["Chang Sing Strategist"], ["Stand-in Magic Hero"]],
    )
    s = apply(s, FightMastermind())
    s = choose(s, "Chang Sing Strategist")
    assert names_in(s, Zone.DISCARD, 1) == ["Chang Sing Strategist"]
    assert names_in(s, Zone.HAND, 2) == ["Stand-in Magic Hero"]
    s = choose(s, "Chang Sing Warrior")
    assert names_in(s, Zone.KO) == ["Chang Sing Warrior"]


# --- Sorcerous Lo Pan ------------------------------------------------------------


def test_R150_R151_strike_returns_the_warrior_closest_to_the_bridge() -> None:
    """The Warrior of Lo Pan nearest the Bridge goes on top of the Villain Deck; the cards it held are KO'd."""
    s = position(
        mastermind="Sorcerous Lo Pan",
        city={"sewers": "Stand-in Warrior", "rooftops": "Stand-in Big Warrior", "bridge": "Stand-in Monster"},
        captives={"rooftops": ["Bystander", "Uncle Chu"]},
        villain_deck=["Master Strike", "Bystander"],
    )
    s = play_villain_card(s)
    assert names_in(s, Zone.CITY) == ["Stand-in Warrior", "Stand-in Monster"]
    assert s.city[2] == -1 and s.captives[2] == ()
    assert names_in(s, Zone.VILLAIN_DECK) == ["Stand-in Big Warrior", "Bystander"]
    assert names_in(s, Zone.KO) == ["Bystander", "Uncle Chu", "Master Strike"]
    assert s.counter(UNCLE_CHU_KILLED) == 1


def test_R152_strike_without_warriors_plays_the_next_card() -> None:
    """With no Warrior of Lo Pan in the city, the Strike plays the next Villain Deck card at once."""
    s = position(
        mastermind="Sorcerous Lo Pan",
        city={"bridge": "Stand-in Monster"},
        villain_deck=["Master Strike", "Stand-in Warrior", "Bystander"],
    )
    s = play_villain_card(s)
    assert names_in(s, Zone.CITY) == ["Stand-in Warrior", "Stand-in Monster"]
    assert names_in(s, Zone.VILLAIN_DECK) == ["Bystander"]


def test_sorcerous_lo_pan_gets_plus_one_for_each_warrior_in_the_city() -> None:
    """Sorcerous Lo Pan gets +1 Attack for each Warrior of Lo Pan in the city; other Villains don't count."""
    s = position(
        mastermind="Sorcerous Lo Pan",
        city={"sewers": "Stand-in Warrior", "bank": "Stand-in Big Warrior", "bridge": "Stand-in Monster"},
    )
    assert mastermind_attack(s) == 12
    s = position(mastermind="Sorcerous Lo Pan", city={"bridge": "Stand-in Warrior"})
    assert mastermind_attack(s) == 11
    s = position(mastermind="Sorcerous Lo Pan", city={"bridge": "Stand-in Monster"})
    assert mastermind_attack(s) == 10


def test_R153_rule_the_universe_buries_your_best_villain_as_a_new_tactic() -> None:
    """The Villain worth the most VP in your Victory Pile becomes a face-down Tactic: a 5th fight is needed."""
    s = position(
        mastermind="Sorcerous Lo Pan",
        tactics=[RULE, "Flesh Restored"],
        victory=[["Stand-in Warrior", "Stand-in Big Warrior", "Wing Kong Thug"]],
        attack=10,
    )
    s = _take(s, RULE)
    assert names_in(s, Zone.VICTORY, 0) == ["Stand-in Warrior", "Wing Kong Thug", RULE]
    assert sorted(names_in(s, Zone.TACTICS)) == ["Flesh Restored", "Stand-in Big Warrior"]
    assert not s.team_win_locked


def _take(s: State, tactic: str) -> State:
    """Fight the Mastermind, arranging the random pick (R99) so that ``tactic`` is taken; lone answers are made."""
    uid = uid_in(s, tactic, Zone.TACTICS)
    for seed in range(200):
        trial = apply(evolve(s, rng=seeded(seed)), FightMastermind())
        if uid in trial.players[s.current].victory:
            return settle(trial)[0]
    raise AssertionError(f"no seed takes {tactic}")


def test_R153_rule_the_universe_falls_back_to_the_escaped_pile() -> None:
    """With no Villain in your Victory Pile, the best Villain in the Escaped pile rises instead."""
    s = position(
        mastermind="Sorcerous Lo Pan",
        tactics=[RULE, "Flesh Restored"],
        escaped=["Stand-in Monster", "Bystander"],
        attack=10,
    )
    s = _take(s, RULE)
    assert sorted(names_in(s, Zone.TACTICS)) == ["Flesh Restored", "Stand-in Monster"]
    assert names_in(s, Zone.ESCAPED) == ["Bystander"]


def test_R102_rule_the_universe_as_the_last_tactic_raises_no_villain() -> None:
    """Taken as the last Tactic, Rule the Universe adds nothing: the team win stays locked."""
    s = position(
        mastermind="Sorcerous Lo Pan",
        tactics=[RULE],
        victory=[["Stand-in Big Warrior"]],
        attack=10,
    )
    s = apply(s, FightMastermind())
    assert s.tactics == () and s.team_win_locked
    assert "Stand-in Big Warrior" in names_in(s, Zone.VICTORY, 0)


def test_R154_taking_the_risen_villain_resolves_its_fight_effect() -> None:
    """A Villain taken from among the Tactics goes to your Victory Pile and its own Fight effect resolves."""
    s = position(mastermind="Sorcerous Lo Pan", tactics=["Stand-in Warrior", "Flesh Restored"], attack=20)
    s = _take(s, "Stand-in Warrior")
    assert "Stand-in Warrior" in names_in(s, Zone.VICTORY, 0)
    assert s.turn.recruit == 2 and s.turn.attack == 10


def test_sorcerous_lo_pan_flesh_restored_draws_one() -> None:
    """Flesh Restored: draw a card."""
    s = position(mastermind="Sorcerous Lo Pan", tactics=["Flesh Restored"], attack=10, decks=[["Wound"] * 3])
    assert len(apply(s, FightMastermind()).players[0].hand) == 1


def test_sorcerous_lo_pan_lightning_from_his_fingertips() -> None:
    """Lightning: KO the priciest non-grey Hero in the HQ; the player on your left KOs a non-grey Hero from hand
    (the next player keeps theirs: the Tactic does not grow with the table)."""
    s = position(
        mastermind="Sorcerous Lo Pan",
        tactics=["Lightning from His Fingertips"],
        attack=10,
        players=3,
        hands=[
            ["Stand-in Tech Hero"],
            ["Chang Sing Warrior", "Stand-in Magic Hero"],
            ["Chang Sing Warrior", "Stand-in Tech Hero"],
        ],
        hq=["Uncle Chu", "Stand-in Strength Hero", "Stand-in Magic Hero", None, None],
        hero_deck=["Stand-in Covert Hero"],
    )
    s = apply(s, FightMastermind())
    assert s.pending is not None and [o.label for o in s.pending.options] == ["Stand-in Strength Hero"]
    s = settle(s)[0]  # and player 2's one non-grey Hero: both lone answers are made by the engine
    assert s.pending is None
    assert names_in(s, Zone.KO) == ["Stand-in Strength Hero", "Stand-in Magic Hero"]
    assert names_in(s, Zone.HQ)[:3] == ["Uncle Chu", "Stand-in Covert Hero", "Stand-in Magic Hero"]
    assert names_in(s, Zone.HAND, 0) == ["Stand-in Tech Hero"]
    assert names_in(s, Zone.HAND, 2) == ["Chang Sing Warrior", "Stand-in Tech Hero"]


def test_sorcerous_lo_pan_sorcery_of_the_green_eyed_bride() -> None:
    """Sorcery of the Green-Eyed Bride: rescue a Bystander, then play the next Villain Deck card."""
    s = position(
        mastermind="Sorcerous Lo Pan",
        tactics=["Sorcery of the Green-Eyed Bride"],
        attack=10,
        villain_deck=["Stand-in Warrior", "Stand-in Monster", "Bystander"],
    )
    s = apply(s, FightMastermind())
    assert names_in(s, Zone.VICTORY, 0).count("Bystander") == 1
    assert names_in(s, Zone.CITY) == ["Stand-in Warrior"]
    assert names_in(s, Zone.VILLAIN_DECK) == ["Stand-in Monster", "Bystander"]


def test_strike_effects_run_for_the_current_player() -> None:
    """A Strike's "you" is the player whose turn it is (R7, R145)."""
    s = position(mastermind="Ching Dai", current=1, villain_deck=["Master Strike"])
    s = play_villain_card(s)
    assert names_in(s, Zone.DISCARD, 1) == ["Wound"] and names_in(s, Zone.DISCARD, 0) == []
