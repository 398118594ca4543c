"""The four Villain Groups: published numbers, origins, card text, and every Ambush, Fight, Escape and condition."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

import pytest
from attrs import evolve
from standins import register_for_test

from bigtrouble import FightMastermind, IllegalAction, apply, legal_actions
from bigtrouble import rng as rngmod
from bigtrouble.actions import Fight, PlayCard
from bigtrouble.cards import registry
from bigtrouble.cards.defs import FAMILY_HERO, FAMILY_MEDIOCRE, CardDef, HeroClass, Kind, Origin, Rarity
from bigtrouble.cards.text import card_text
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.deckplay import AttackModifier
from bigtrouble.engine import settle
from bigtrouble.model import State
from bigtrouble.rules.strength import villain_attack
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import choose, decline, fight, names_in, play, play_villain_card, run, uid_in
from bigtrouble.zones import Zone

GROUPS = ("Monsters", "Wing Kong Gang", "Wing Kong Exchange", "Warriors of Lo Pan")

STAND_INS = (
    CardDef(
        id="test/magic_hero",
        name="Test Magic Hero",
        kind=Kind.HERO,
        family=FAMILY_HERO,
        group="Test Heroes",
        cls=HeroClass.MAGIC,
        rarity=Rarity.COMMON,
        cost=3,
        recruit=2,
    ),
    CardDef(
        id="test/covert_hero",
        name="Test Covert Hero",
        kind=Kind.HERO,
        family=FAMILY_HERO,
        group="Test Heroes",
        cls=HeroClass.COVERT,
        rarity=Rarity.COMMON,
        cost=2,
        attack=2,
    ),
    CardDef(
        id="test/zero_plus_hero",
        name="Test Zero-Plus Hero",
        kind=Kind.HERO,
        family=FAMILY_HERO,
        group="Test Heroes",
        cls=HeroClass.TECH,
        rarity=Rarity.COMMON,
        cost=2,
        attack=0,
        attack_plus=True,
    ),
    CardDef(id="test/mediocre_hero", name="Test Mediocre Hero", kind=Kind.HERO, family=FAMILY_MEDIOCRE, recruit=1),
)
"""Heroes the tests need whatever the other card modules hold: added to the registry for one test only."""


@pytest.fixture(autouse=True)
def stand_ins(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Put the stand-in Heroes in the registry for the duration of a test."""
    register_for_test(monkeypatch, *STAND_INS)
    yield


def group_cards(group: str) -> tuple[CardDef, ...]:
    """The designs of a Villain Group."""
    return registry.of_kind(Kind.VILLAIN, group)


def enter(villain: str, **kw: object) -> State:
    """A position where ``villain`` is the top Villain Deck card, then play it."""
    return play_villain_card(position(villain_deck=[villain, "Bystander"], **kw))  # type: ignore[arg-type]


def escape(villain: str, **kw: object) -> State:
    """A full city with ``villain`` on the Bridge; a Thug enters and pushes it out."""
    city: Mapping[str, str] = {
        "sewers": "Wing Kong Thug",
        "bank": "Wing Kong Thug",
        "rooftops": "Wing Kong Thug",
        "streets": "Wing Kong Thug",
        "bridge": villain,
    }
    s = position(city=city, villain_deck=["Wing Kong Thug", "Bystander"], **kw)  # type: ignore[arg-type]
    return play_villain_card(s)


def fought(villain: str, attack: int = 20, **kw: object) -> State:
    """Fight ``villain`` from the Sewers with plenty of Attack."""
    s = position(city={"sewers": villain}, attack=attack, **kw)  # type: ignore[arg-type]
    return fight(s, villain)


def labels(s: State) -> list[str]:
    """The option labels of the pending choice."""
    assert s.pending is not None
    return [o.label for o in s.pending.options]


def count(s: State, zone: Zone, card: str, index: int = -1) -> int:
    """How many ``card`` are in a zone."""
    return names_in(s, zone, index).count(card)


# --- Group numbers, origins and text -----------------------------------------------------


def test_exactly_four_villain_groups_of_eight() -> None:
    """There are exactly the four named Villain Groups, 8 cards each (R22)."""
    assert set(registry.groups(Kind.VILLAIN)) == set(GROUPS)
    for g in GROUPS:
        assert sum(d.copies for d in group_cards(g)) == 8, g


def test_published_attack_totals() -> None:
    """Each group's printed Attack over its 8 cards matches the published total."""
    totals = {g: sum((d.attack or 0) * d.copies for d in group_cards(g)) for g in GROUPS}
    assert totals == {"Wing Kong Gang": 38, "Monsters": 40, "Wing Kong Exchange": 38, "Warriors of Lo Pan": 46}


def test_published_ambush_fight_escape_counts() -> None:
    """Each group has the published number of cards with Ambush / Fight / Escape effects."""
    counts = {
        g: (
            sum(d.copies for d in group_cards(g) if d.ambush),
            sum(d.copies for d in group_cards(g) if d.fight),
            sum(d.copies for d in group_cards(g) if d.escape),
        )
        for g in GROUPS
    }
    assert counts == {
        "Wing Kong Gang": (4, 4, 0),
        "Monsters": (4, 0, 6),
        "Wing Kong Exchange": (0, 6, 0),
        "Warriors of Lo Pan": (8, 2, 6),
    }


def test_villain_numbers_in_house_range() -> None:
    """Every Villain has Attack 3-8 and VP 2-6, and each copy count is positive."""
    for d in registry.of_kind(Kind.VILLAIN):
        assert d.attack is not None and 3 <= d.attack <= 8, d.name
        assert 2 <= d.vp <= 6, d.name
        assert d.copies >= 1


def test_every_villain_says_where_it_comes_from() -> None:
    """Per-card numbers are house; known names carry their source; every note names the published totals."""
    for d in registry.of_kind(Kind.VILLAIN):
        assert d.origin_of("numbers") is Origin.HOUSE, d.name
        assert "published" in d.origin_note.lower(), d.name
        assert d.flavor, d.name
    assert registry.by_name("Catacomb Monster").origin_of("name") is Origin.PUBLISHED
    assert registry.by_name("Thunder, Public Relations").origin_of("name") is Origin.PUBLISHED
    assert registry.by_name("Smoke-Staff Guard").origin_of("name") is Origin.RULEBOOK
    assert registry.by_name("Spirit Warrior").origin_of("name") is Origin.RULEBOOK
    assert registry.by_name("Rain, Human Resources").origin_of("name") is Origin.HOUSE
    assert registry.by_name("Thunder in Battle Armor").origin_of("name") is Origin.HOUSE


def test_storms_appear_in_both_groups() -> None:
    """Thunder, Rain and Lightning each have a business-suit card and a battle-armour card."""
    for storm in ("Thunder", "Rain", "Lightning"):
        suits = [d for d in group_cards("Wing Kong Exchange") if d.name.startswith(storm + ",")]
        armour = [d for d in group_cards("Warriors of Lo Pan") if d.name == f"{storm} in Battle Armor"]
        assert len(suits) == 1 and len(armour) == 1, storm


def test_villain_card_text_reads_as_sentences() -> None:
    """Every ability line is a capitalised sentence, with no 'Each player:' list form."""
    for d in registry.of_kind(Kind.VILLAIN):
        text = card_text(d)
        for line in text.splitlines():
            assert line[0].isupper() and line.endswith("."), (d.name, line)
        assert "Each player:" not in text, d.name
        assert ("Ambush:" in text) == bool(d.ambush), d.name
        assert ("Fight:" in text) == bool(d.fight), d.name
        assert ("Escape:" in text) == bool(d.escape), d.name


def test_card_text_examples() -> None:
    """A few cards print exactly the words their effects generate."""
    assert card_text(registry.by_name("Thunder in Battle Armor")) == (
        "Ambush: Each player reveals a Magic Hero or gains a Wound.\n"
        "Escape: Any player may discard two cards. If nobody does, each player gains a Wound."
    )
    assert card_text(registry.by_name("Smoke-Staff Guard")).startswith(
        "You can fight this Villain only if you played a Mediocre Hero or a Magic Hero this turn.\n"
    )
    assert card_text(registry.by_name("Wing Kong Exchange Doorman")) == (
        "This Villain gets +1 Attack for each other Wing Kong Exchange Villain in the city."
    )


# --- Monsters -----------------------------------------------------------------------------


def test_catacomb_monster_ambush_kos_every_revealed_hero() -> None:
    """Each player reveals their top card and KOs it if it is a Hero, whatever it costs; a Wound stays on top."""
    s = enter(
        "Catacomb Monster",
        players=3,
        decks=[["Chang Sing Strategist", "Uncle Chu"], ["Test Covert Hero"], ["Wound", "Chang Sing Warrior"]],
    )
    assert names_in(s, Zone.KO) == ["Chang Sing Strategist", "Test Covert Hero"]
    assert names_in(s, Zone.DECK, 0) == ["Uncle Chu"]
    assert names_in(s, Zone.DECK, 1) == []
    assert names_in(s, Zone.DECK, 2) == ["Wound", "Chang Sing Warrior"]


def test_catacomb_monster_ambush_gets_worse_as_decks_improve() -> None:
    """The designer's point (S4): mild on a starter deck, costly once the deck holds recruited Heroes."""
    early = enter("Catacomb Monster", decks=[["Chang Sing Strategist"]])
    late = enter("Catacomb Monster", decks=[["Test Covert Hero"]])
    assert [registry.by_name(n).cost for n in names_in(early, Zone.KO)] == [0]
    assert [registry.by_name(n).cost for n in names_in(late, Zone.KO)] == [2]


def test_catacomb_monster_ambush_reshuffles_an_empty_deck() -> None:
    """A player whose deck is empty shuffles their discard pile to reveal a card (R95)."""
    s = enter("Catacomb Monster", discards=[["Chang Sing Warrior"]])
    assert names_in(s, Zone.KO) == ["Chang Sing Warrior"]


def test_catacomb_monster_escape_hurts_every_player() -> None:
    """On escape each player KOs a non-grey Hero from hand or discard; one with none gains a Wound."""
    s = escape(
        "Catacomb Monster",
        hands=[["Uncle Chu", "Test Magic Hero"], ["Chang Sing Strategist", "Uncle Chu"]],
        discards=[["Test Covert Hero"], []],
    )
    assert s.pending is not None and s.pending.player == 0
    assert sorted(labels(s)) == ["Test Covert Hero", "Test Magic Hero"]
    s = choose(s, "Test Covert Hero")
    assert names_in(s, Zone.KO) == ["Test Covert Hero"]
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu", "Test Magic Hero"]
    assert names_in(s, Zone.DISCARD, 1) == ["Wound"]
    assert count(s, Zone.DISCARD, "Wound", 0) == 0


def test_floating_eye_ambush_plays_the_next_villain_card() -> None:
    """The Floating Eye's Ambush plays another Villain Deck card at once."""
    s = play_villain_card(position(villain_deck=["Floating Eye", "Wing Kong Thug", "Bystander"]))
    assert names_in(s, Zone.CITY) == ["Wing Kong Thug", "Floating Eye"]
    assert names_in(s, Zone.VILLAIN_DECK) == ["Bystander"]


def test_wild_man_escape_becomes_an_extra_tactic() -> None:
    """An escaping Wild Man goes beneath the Mastermind; taking it needs one more fight, and it scores its VP."""
    s = escape("Wild Man", tactics=["tactic/six_shooter/quick_draw"])
    assert "Wild Man" not in names_in(s, Zone.ESCAPED)
    assert sorted(names_in(s, Zone.TACTICS)) == ["Quick Draw", "Wild Man"]
    s = position(tactics=["Wild Man"], attack=7)
    s = apply(s, FightMastermind())
    assert names_in(s, Zone.VICTORY, 0) == ["Wild Man"]
    assert s.team_win_locked


def test_wild_man_stays_escaped_once_the_last_tactic_is_taken() -> None:
    """With no Tactic left the Wild Man has nothing to hide beneath and stays in the Escaped pile (R102)."""
    s = escape("Wild Man", tactics=[])
    assert names_in(s, Zone.ESCAPED) == ["Wild Man"]
    assert names_in(s, Zone.TACTICS) == []


def test_thing_from_the_sewers_escape_kos_a_rescued_bystander() -> None:
    """Each player KOs a Bystander from their Victory Pile; a player with none loses nothing."""
    s = escape(
        "Thing from the Sewers",
        players=3,
        victory=[["Bystander", "Wing Kong Thug"], [], ["Bystander", "Bystander"]],
    )
    s = choose(s, "Bystander")
    assert s.pending is not None and s.pending.player == 2
    s = choose(s, "Bystander")
    assert names_in(s, Zone.VICTORY, 0) == ["Wing Kong Thug"]
    assert names_in(s, Zone.VICTORY, 2) == ["Bystander"]
    assert count(s, Zone.KO, "Bystander") == 2


# --- Wing Kong Gang -----------------------------------------------------------------------


def test_hatchet_man_ambush_captures_a_bystander() -> None:
    """The Hatchet Man takes a Bystander from the stack as it enters."""
    s = enter("Wing Kong Hatchet Man", bystanders=["Bystander", "Bystander"])
    assert len(s.captives[0]) == 1
    assert len(s.bystanders) == 1


def test_gunman_fight_wounds_the_fighter_without_covert() -> None:
    """Only the player who defeats him is shot at, and a Covert Hero in hand (or played) spares them."""
    s = fought("Wing Kong Gunman", hands=[["Chang Sing Strategist"], ["Chang Sing Strategist"]])
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert names_in(s, Zone.DISCARD, 1) == []
    s = fought("Wing Kong Gunman", hands=[["Test Covert Hero"]])
    assert names_in(s, Zone.DISCARD, 0) == []
    s = fought("Wing Kong Gunman", played=[["Test Covert Hero"]])
    assert names_in(s, Zone.DISCARD, 0) == []


def test_gunman_entering_hurts_nobody() -> None:
    """The Gunman has no Ambush: entering the city wounds nobody."""
    s = enter("Wing Kong Gunman", hands=[["Chang Sing Strategist"], ["Chang Sing Strategist"]])
    assert names_in(s, Zone.DISCARD, 0) == names_in(s, Zone.DISCARD, 1) == []


def test_looter_ambush_kos_the_most_expensive_hero_in_the_hq() -> None:
    """S1's destroy_library: the Looter's Ambush KOs the priciest HQ Hero, and the space refills (R81)."""
    hq = ["Test Covert Hero", "Test Magic Hero", "Test Covert Hero", "Test Covert Hero", "Test Covert Hero"]
    s = settle(enter("Wing Kong Looter", hq=hq, hero_deck=["Test Zero-Plus Hero"]))[0]
    assert names_in(s, Zone.KO) == ["Test Magic Hero"]
    assert names_in(s, Zone.HQ)[1] == "Test Zero-Plus Hero"


def test_lieutenant_fight_trades_a_fighter_for_a_bystander() -> None:
    """You may KO a Hero with printed Attack (0+ counts, R67) to rescue a Bystander; others can't be picked."""
    s = fought(
        "Wing Kong Lieutenant",
        hands=[["Chang Sing Strategist", "Test Zero-Plus Hero"]],
        played=[["Chang Sing Warrior"]],
    )
    assert sorted(labels(s)) == ["Chang Sing Warrior", "Test Zero-Plus Hero"]
    s = choose(s, "Test Zero-Plus Hero")
    assert names_in(s, Zone.KO) == ["Test Zero-Plus Hero"]
    assert names_in(s, Zone.VICTORY, 0) == ["Wing Kong Lieutenant", "Bystander"]


def test_lieutenant_fight_may_be_declined() -> None:
    """Declining keeps your Hero and rescues nobody."""
    s = fought("Wing Kong Lieutenant", played=[["Chang Sing Warrior"]])
    s = decline(s)
    assert names_in(s, Zone.KO) == []
    assert names_in(s, Zone.VICTORY, 0) == ["Wing Kong Lieutenant"]


# --- Wing Kong Exchange -------------------------------------------------------------------


def test_thunder_public_relations_selfish_choice() -> None:
    """Thunder's fighter may rescue 2 Bystanders alone."""
    s = fought("Thunder, Public Relations")
    s = choose(s, "you rescue 2 Bystanders")
    assert count(s, Zone.VICTORY, "Bystander", 0) == 2
    assert count(s, Zone.VICTORY, "Bystander", 1) == 0


def test_thunder_public_relations_shared_choice() -> None:
    """Or every player rescues one: playing nice spreads the VP."""
    s = fought("Thunder, Public Relations", players=3)
    s = choose(s, "each player rescues a Bystander")
    assert [count(s, Zone.VICTORY, "Bystander", p) for p in range(3)] == [1, 1, 1]


def test_rain_human_resources_others_discard() -> None:
    """Choosing discards makes each other player discard a card; the fighter keeps theirs."""
    s = fought("Rain, Human Resources", hands=[["Uncle Chu"], ["Chang Sing Strategist", "Uncle Chu"]])
    s = choose(s, "each other player discards a card")
    assert s.pending is not None and s.pending.player == 1
    s = choose(s, "Uncle Chu")
    assert names_in(s, Zone.DISCARD, 1) == ["Uncle Chu"]
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]
    assert names_in(s, Zone.DISCARD, 0) == []


def test_rain_human_resources_take_the_wound_yourself() -> None:
    """Or the fighter takes a Wound and nobody discards."""
    s = fought("Rain, Human Resources", hands=[[], ["Uncle Chu"]])
    s = choose(s, "you gain a Wound")
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert names_in(s, Zone.HAND, 1) == ["Uncle Chu"]


def test_lightning_mergers_others_ko_a_non_grey_hero() -> None:
    """Choosing the others makes each other player KO a non-grey Hero (grey ones, Uncle Chu too, are safe)."""
    s = fought(
        "Lightning, Mergers and Acquisitions",
        hands=[[], ["Chang Sing Strategist", "Uncle Chu"]],
        discards=[[], ["Test Covert Hero"]],
    )
    s = choose(s, "each other player KOs a non-grey Hero from their hand or discard pile")
    assert labels(s) == ["Test Covert Hero"]
    s = choose(s, "Test Covert Hero")
    assert names_in(s, Zone.KO) == ["Test Covert Hero"]


def test_lightning_mergers_you_ko_your_own() -> None:
    """Or the fighter KOs one of their own non-grey Heroes, even one played this turn (R119)."""
    s = fought(
        "Lightning, Mergers and Acquisitions",
        played=[["Test Covert Hero", "Uncle Chu"]],
        hands=[[], ["Test Covert Hero"]],
    )
    s = choose(s, "you KO one of your non-grey Heroes")
    assert labels(s) == ["Test Covert Hero"]
    s = choose(s, "Test Covert Hero")
    assert names_in(s, Zone.KO) == ["Test Covert Hero"]
    assert names_in(s, Zone.PLAYED, 0) == ["Uncle Chu"]
    assert names_in(s, Zone.HAND, 1) == ["Test Covert Hero"]


def test_doorman_gets_stronger_with_other_exchange_villains() -> None:
    """The Doorman gets +1 Attack per other Wing Kong Exchange Villain in the city, not per other Villain."""
    s = position(city={"sewers": "Wing Kong Exchange Doorman", "bank": "Wing Kong Thug"})
    assert villain_attack(s, uid_in(s, "Wing Kong Exchange Doorman", Zone.CITY)) == 3
    s = position(
        city={
            "sewers": "Wing Kong Exchange Doorman",
            "bank": "Wing Kong Exchange Doorman",
            "bridge": "Rain, Human Resources",
        }
    )
    assert [villain_attack(s, s.city[i]) for i in (0, 1, 4)] == [5, 5, 5]


# --- Warriors of Lo Pan -------------------------------------------------------------------


def test_thunder_in_battle_armor_ambush_magic_spares() -> None:
    """Each player without a Magic Hero in hand gains a Wound."""
    s = enter("Thunder in Battle Armor", players=3, hands=[["Test Magic Hero"], ["Uncle Chu"], []])
    assert names_in(s, Zone.DISCARD, 0) == []
    assert names_in(s, Zone.DISCARD, 1) == ["Wound"]
    assert names_in(s, Zone.DISCARD, 2) == ["Wound"]


def test_thunder_in_battle_armor_escape_one_player_shields_all() -> None:
    """One player discarding two cards spares everyone the Wounds; players are asked in turn order."""
    hands = [["Uncle Chu", "Uncle Chu"], ["Chang Sing Strategist", "Chang Sing Warrior", "Uncle Chu"]]
    s = escape("Thunder in Battle Armor", hands=hands)
    assert s.pending is not None and s.pending.player == 0
    assert s.pending.prompt == "Thunder in Battle Armor: discard 2 cards to spare everyone?"
    s = decline(s)
    assert s.pending is not None and s.pending.player == 1
    s = choose(s, "Discard 2 cards")
    s = choose(s, "Chang Sing Strategist")
    s = choose(s, "Chang Sing Warrior")
    assert names_in(s, Zone.HAND, 1) == ["Uncle Chu"]
    assert count(s, Zone.DISCARD, "Wound", 0) == count(s, Zone.DISCARD, "Wound", 1) == 0


def test_thunder_in_battle_armor_escape_nobody_volunteers() -> None:
    """If nobody pays, each player gains a Wound; a player with fewer than two cards isn't asked."""
    s = escape("Thunder in Battle Armor", hands=[["Uncle Chu", "Uncle Chu"], ["Uncle Chu"]])
    assert s.pending is not None and s.pending.player == 0
    s = decline(s)
    assert s.pending is None
    assert count(s, Zone.DISCARD, "Wound", 0) == count(s, Zone.DISCARD, "Wound", 1) == 1


def test_rain_in_battle_armor_ambush_printed_attack_spares_you() -> None:
    """Each player reveals a Hero with printed Attack or gains a Wound; 0+ counts (R67), ability Attack doesn't."""
    s = enter(
        "Rain in Battle Armor",
        players=4,
        hands=[["Chang Sing Warrior"], ["Test Zero-Plus Hero"], ["Chang Sing Strategist"], ["Funeral Drummer"]],
    )
    assert s.pending is None
    assert names_in(s, Zone.DISCARD, 0) == names_in(s, Zone.DISCARD, 1) == []
    assert names_in(s, Zone.DISCARD, 2) == names_in(s, Zone.DISCARD, 3) == ["Wound"]
    assert names_in(s, Zone.HAND, 1) == ["Test Zero-Plus Hero"]


def test_rain_in_battle_armor_ambush_real_zero_plus_cards_count() -> None:
    """The set's own 0+ Attack cards (Six Demon Bag, Unpredictable Magician) spare their holder."""
    s = enter("Rain in Battle Armor", hands=[["Six Demon Bag"], ["Unpredictable Magician"]])
    assert names_in(s, Zone.DISCARD, 0) == names_in(s, Zone.DISCARD, 1) == []


def test_rain_in_battle_armor_escape_a_volunteer_takes_the_wound() -> None:
    """One player gaining a Wound spares everyone the double discard."""
    s = escape("Rain in Battle Armor", hands=[["Uncle Chu", "Uncle Chu"], ["Uncle Chu", "Uncle Chu"]])
    s = choose(s, "Gain a Wound")
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert names_in(s, Zone.HAND, 1) == ["Uncle Chu", "Uncle Chu"]


def test_rain_in_battle_armor_escape_without_wounds_everyone_discards() -> None:
    """With the Wound stack empty nobody can volunteer (R140), so each player discards two cards."""
    s = escape("Rain in Battle Armor", wounds=0, hands=[["Uncle Chu", "Uncle Chu", "Uncle Chu"], ["Uncle Chu"]])
    assert s.pending is not None and s.pending.player == 0
    assert "discard" in s.pending.prompt.lower()
    s = choose(s, "Uncle Chu")
    s = choose(s, "Uncle Chu")
    s = choose(s, "Uncle Chu")
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]
    assert names_in(s, Zone.HAND, 1) == []


def test_lightning_in_battle_armor_ambush_magic_or_discard() -> None:
    """Each player without a Magic Hero discards a card."""
    s = enter("Lightning in Battle Armor", hands=[["Test Magic Hero", "Uncle Chu"], ["Uncle Chu"]])
    assert s.pending is not None and s.pending.player == 1
    s = choose(s, "Uncle Chu")
    assert names_in(s, Zone.HAND, 0) == ["Test Magic Hero", "Uncle Chu"]
    assert names_in(s, Zone.DISCARD, 1) == ["Uncle Chu"]


def test_lightning_in_battle_armor_escape_a_volunteer_kos_a_hero() -> None:
    """A player KO-ing a non-grey Hero stops the next Villain Deck card; only those who could pay are asked."""
    s = escape("Lightning in Battle Armor", hands=[["Uncle Chu"], ["Test Covert Hero"]])
    assert s.pending is not None and s.pending.player == 1
    s = choose(s, "KO a non-grey Hero from your hand or discard pile")
    s = choose(s, "Test Covert Hero")
    assert names_in(s, Zone.KO) == ["Test Covert Hero"]
    assert names_in(s, Zone.VILLAIN_DECK) == ["Bystander"]


def test_lightning_in_battle_armor_escape_nobody_pays() -> None:
    """If nobody KOs a Hero, the next Villain Deck card is played."""
    s = escape("Lightning in Battle Armor", hands=[["Test Covert Hero"]])
    s = decline(s)
    assert names_in(s, Zone.VILLAIN_DECK) == []
    assert len(s.captives[0]) == 1


def test_spirit_warrior_ambush_printed_attack_or_discard() -> None:
    """Each player reveals a Hero with printed Attack (0+ counts) or discards a card."""
    s = enter("Spirit Warrior", hands=[["Test Zero-Plus Hero", "Uncle Chu"], ["Chang Sing Strategist", "Uncle Chu"]])
    assert s.pending is not None and s.pending.player == 1
    s = choose(s, "Chang Sing Strategist")
    assert names_in(s, Zone.HAND, 0) == ["Test Zero-Plus Hero", "Uncle Chu"]
    assert names_in(s, Zone.DISCARD, 1) == ["Chang Sing Strategist"]


def test_spirit_warrior_needs_printed_attack_to_fight() -> None:
    """It can be fought only after playing a Hero with printed Attack; a 0+ card counts (R67), a Recruit card not."""
    base: dict[str, object] = {"city": {"sewers": "Spirit Warrior"}, "attack": 10}
    s = position(played=[["Chang Sing Strategist", "Uncle Chu"]], **base)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="printed Attack"):
        fight(s, "Spirit Warrior")
    assert not any(isinstance(a, Fight) for a in legal_actions(s))
    s = position(played=[["Test Zero-Plus Hero"]], **base)  # type: ignore[arg-type]
    s = fight(s, "Spirit Warrior")
    assert names_in(s, Zone.VICTORY, 0) == ["Spirit Warrior"]


def test_spirit_warrior_fight_reveals_a_big_tactic() -> None:
    """Revealing a 6-VP Tactic draws two cards, and the Tactic stays on top (R161)."""
    tactics = ["tactic/six_shooter/wing_kong_payroll", "tactic/six_shooter/quick_draw"]
    s = fought("Spirit Warrior", tactics=tactics, decks=[["Uncle Chu"] * 3], played=[["Chang Sing Warrior"]])
    assert len(s.me.hand) == 2
    assert names_in(s, Zone.TACTICS) == ["Wing Kong Payroll", "Quick Draw"]


def test_spirit_warrior_fight_reveals_a_small_tactic() -> None:
    """Revealing a Tactic worth less than 6 VP draws one card."""
    s = fought(
        "Spirit Warrior",
        tactics=["tactic/six_shooter/quick_draw"],
        decks=[["Uncle Chu"] * 3],
        played=[["Chang Sing Warrior"]],
    )
    assert len(s.me.hand) == 1


def test_spirit_warrior_fight_with_no_tactics_left() -> None:
    """With no Tactic to reveal, nothing is drawn."""
    s = fought("Spirit Warrior", tactics=[], decks=[["Uncle Chu"] * 3], played=[["Chang Sing Warrior"]])
    assert s.me.hand == ()
    assert names_in(s, Zone.VICTORY, 0) == ["Spirit Warrior"]


def test_R163_smoke_staff_guard_needs_a_mediocre_or_magic_hero() -> None:
    """Attack alone can't defeat the Smoke-Staff Guard; a grey starter doesn't help, a Mediocre or Magic Hero does."""
    base: dict[str, object] = {"city": {"sewers": "Smoke-Staff Guard"}, "attack": 10}
    s = position(played=[["Chang Sing Warrior", "Uncle Chu"]], **base)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="Mediocre Hero or a Magic Hero"):
        fight(s, "Smoke-Staff Guard")
    assert not any(isinstance(a, Fight) for a in legal_actions(s))
    for helper in ("Test Mediocre Hero", "Test Magic Hero"):
        s = position(played=[[helper]], **base)  # type: ignore[arg-type]
        assert any(isinstance(a, Fight) for a in legal_actions(s))
        s = fight(s, "Smoke-Staff Guard")
        assert names_in(s, Zone.VICTORY, 0) == ["Smoke-Staff Guard"]


def test_R163_smoke_staff_guard_counts_a_mediocre_hero_played_this_turn() -> None:
    """Playing a Mediocre Hero from hand meets the condition."""
    s = position(hands=[["Test Mediocre Hero"]], city={"sewers": "Smoke-Staff Guard"}, attack=4)
    s = play(s, "Test Mediocre Hero")
    s = fight(s, "Smoke-Staff Guard")
    assert names_in(s, Zone.VICTORY, 0) == ["Smoke-Staff Guard"]


def test_R171_smoke_staff_guard_at_zero_attack_still_needs_its_condition() -> None:
    """Even at Attack 0 (R168) the Guard can't be defeated without its condition."""
    s = position(city={"sewers": "Smoke-Staff Guard"}, attack=0)
    s = run(s, AttackModifier(-10, CardFilter(villain=True)))
    guard = uid_in(s, "Smoke-Staff Guard", Zone.CITY)
    assert villain_attack(s, guard) == 0
    with pytest.raises(IllegalAction):
        fight(s, "Smoke-Staff Guard")


def test_smoke_staff_guard_ambush_captures() -> None:
    """The Guard captures a Bystander as it enters."""
    s = enter("Smoke-Staff Guard")
    assert len(s.captives[0]) == 1


def test_smoke_staff_guard_escape_magic_or_discard() -> None:
    """On escape each player without a Magic Hero discards a card."""
    s = escape("Smoke-Staff Guard", hands=[["Uncle Chu"], ["Test Magic Hero"]])
    assert s.pending is not None and s.pending.player == 0
    s = choose(s, "Uncle Chu")
    assert s.pending is None
    assert names_in(s, Zone.DISCARD, 0) == ["Uncle Chu"]
    assert names_in(s, Zone.HAND, 1) == ["Test Magic Hero"]


# --- Every group through the engine -----------------------------------------------------


def _villain_deck() -> list[str]:
    names: list[str] = []
    for g in GROUPS:
        for d in group_cards(g):
            names += [d.id] * d.copies
    return names + ["Bystander"] * 6 + ["Wing Kong Thug"] * 4


def _random_playout(seed: int, steps: int) -> State:
    """Fight whenever possible, else play a card, else act at random; checks card conservation after each action."""
    deck = (
        ["Chang Sing Strategist"] * 3
        + ["Test Covert Hero"] * 6
        + ["Test Mediocre Hero", "Test Magic Hero", "Uncle Chu"]
    )
    s = position(
        players=3,
        villain_deck=_villain_deck(),
        decks=[deck, deck, deck],
        hands=[["Uncle Chu", "Chang Sing Warrior"]] * 3,
        hq=["Uncle Chu"] * 5,
        seed=seed,
    )
    shuffled, r = rngmod.shuffled(s.rng, s.villain_deck)
    s = evolve(s, villain_deck=shuffled, rng=r)
    total = len(list(s.all_uids()))
    for _ in range(steps):
        acts = legal_actions(s)
        if not acts:
            break
        preferred = [a for a in acts if isinstance(a, (Fight, FightMastermind))] or [
            a for a in acts if isinstance(a, PlayCard)
        ]
        if s.pending is None and preferred:
            acts = preferred
        i, r = rngmod.below(r, len(acts))
        s = apply(s, acts[i])
        assert len(list(s.all_uids())) == total
    return s


@pytest.mark.parametrize("seed", range(6))
def test_random_play_through_every_villain_keeps_every_card(seed: int) -> None:
    """Random legal play through a Villain Deck of all 32 Villains never loses or duplicates a card."""
    s = _random_playout(seed, 1500)
    uids = list(s.all_uids())
    assert len(uids) == len(set(uids))
