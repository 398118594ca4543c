"""The three Henchman Groups: counts, published numbers, origins and every Fight effect."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from standins import register_for_test

from bigtrouble.cards import registry
from bigtrouble.cards.defs import FAMILY_HERO, CardDef, Extent, HeroClass, Kind, Origin, Rarity
from bigtrouble.cards.text import card_text
from bigtrouble.model import State
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import choose, decline, fight, names_in
from bigtrouble.zones import Zone

GROUPS = ("Wing Kong Thugs", "Ceremonial Warriors", "Lords of Death")

MAGIC_HERO = CardDef(
    id="test/henchmen_magic_hero",
    name="Test Henchmen Magic Hero",
    kind=Kind.HERO,
    family=FAMILY_HERO,
    group="Test Heroes",
    cls=HeroClass.MAGIC,
    rarity=Rarity.COMMON,
    cost=3,
    recruit=2,
)


@pytest.fixture(autouse=True)
def stand_ins(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A Magic Hero for the duration of a test, whatever the Hero modules hold."""
    register_for_test(monkeypatch, MAGIC_HERO)
    yield


def fought(henchman: str, **kw: object) -> State:
    """Fight ``henchman`` from the Sewers with exactly its Attack."""
    s = position(city={"sewers": henchman}, attack=3, **kw)  # type: ignore[arg-type]
    return fight(s, henchman)


def test_three_henchman_groups_of_ten_identical_cards() -> None:
    """Each Henchman Group is one design with 10 copies (R22)."""
    assert set(registry.groups(Kind.HENCHMAN)) == set(GROUPS)
    for g in GROUPS:
        defs = registry.of_kind(Kind.HENCHMAN, g)
        assert len(defs) == 1 and defs[0].copies == 10, g


def test_henchmen_attack_3_vp_1_and_published_total() -> None:
    """Every Henchman has Attack 3 and VP 1, so each group totals the published 30 Attack."""
    for g in GROUPS:
        (d,) = registry.of_kind(Kind.HENCHMAN, g)
        assert (d.attack, d.vp) == (3, 1), g
        assert (d.attack or 0) * d.copies == 30, g


def test_henchmen_origins() -> None:
    """Names are published; 3 Attack a card is derived from the published total, so only an outline;
    the Lords of Death's ability is published in outline only, so its wording is house."""
    for g in GROUPS:
        (d,) = registry.of_kind(Kind.HENCHMAN, g)
        assert d.origin_of("name") is Origin.PUBLISHED, g
        attack = d.fact("attack")
        assert attack is not None and attack.extent is Extent.OUTLINE and attack.source == "S1", g
        assert d.origin_of("attack") is Origin.HOUSE and d.is_house, g
        assert "published" in d.origin_note.lower() and "ours" in d.origin_note, g
    (lords,) = registry.of_kind(Kind.HENCHMAN, "Lords of Death")
    idea = lords.fact("ability")
    assert idea is not None and (idea.origin, idea.extent, idea.source) == (Origin.PUBLISHED, Extent.OUTLINE, "S6")
    assert lords.origin_of("ability") is Origin.HOUSE
    (thugs,) = registry.of_kind(Kind.HENCHMAN, "Wing Kong Thugs")
    assert thugs.origin_of("ability") is Origin.HOUSE and thugs.fact("ability") is None


def test_henchman_card_text() -> None:
    """The Fight effects read as plain sentences."""
    assert card_text(registry.by_name("Lord of Death")) == (
        "Fight: Gain a Wound unless you have a Wound in your hand or discard pile."
    )
    assert card_text(registry.by_name("Ceremonial Warrior")) == (
        "Fight: If you played a Magic Hero this turn, draw a card."
    )
    assert card_text(registry.by_name("Wing Kong Thug")) == (
        "Fight: You may KO a grey Hero from your hand or discard pile."
    )


def test_wing_kong_thug_fight_kos_a_grey_hero() -> None:
    """Defeating a Thug lets you KO a grey Hero from hand or discard pile; a class Hero can't be picked."""
    s = fought("Wing Kong Thug", hands=[["Test Henchmen Magic Hero"]], discards=[["Chang Sing Strategist"]])
    assert s.pending is not None
    assert [o.label for o in s.pending.options] == ["Chang Sing Strategist"]
    s = choose(s, "Chang Sing Strategist")
    assert names_in(s, Zone.KO) == ["Chang Sing Strategist"]


def test_wing_kong_thug_fight_may_be_declined() -> None:
    """The Thug's KO is optional."""
    s = decline(fought("Wing Kong Thug", hands=[["Chang Sing Strategist"]]))
    assert names_in(s, Zone.HAND, 0) == ["Chang Sing Strategist"]
    assert names_in(s, Zone.KO) == []


def test_ceremonial_warrior_fight_draws_after_magic() -> None:
    """With a Magic Hero played this turn, defeating a Ceremonial Warrior draws a card."""
    s = fought("Ceremonial Warrior", played=[["Test Henchmen Magic Hero"]], decks=[["Uncle Chu"]])
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]


def test_ceremonial_warrior_fight_without_magic_draws_nothing() -> None:
    """Without a Magic Hero played, nothing is drawn (one in hand does not count)."""
    s = fought(
        "Ceremonial Warrior",
        played=[["Chang Sing Warrior"]],
        hands=[["Test Henchmen Magic Hero"]],
        decks=[["Uncle Chu"]],
    )
    assert names_in(s, Zone.HAND, 0) == ["Test Henchmen Magic Hero"]
    assert names_in(s, Zone.DECK, 0) == ["Uncle Chu"]


def test_lord_of_death_fight_wounds_a_healthy_fighter() -> None:
    """Defeating a Lord of Death with no Wound in hand or discard pile gains a Wound."""
    s = fought("Lord of Death", hands=[["Uncle Chu"]])
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert names_in(s, Zone.VICTORY, 0) == ["Lord of Death"]


def test_lord_of_death_spares_a_fighter_already_hurting() -> None:
    """A Wound in hand or in the discard pile means no new Wound."""
    s = fought("Lord of Death", hands=[["Wound"]])
    assert names_in(s, Zone.DISCARD, 0) == []
    s = fought("Lord of Death", discards=[["Wound"]])
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert len(s.wounds) == 20


def test_lord_of_death_a_wound_in_the_deck_does_not_protect() -> None:
    """A Wound shuffled back into the deck no longer counts: the fighter is hurt again."""
    s = fought("Lord of Death", decks=[["Wound"]])
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert names_in(s, Zone.DECK, 0) == ["Wound"]


def test_lord_of_death_second_fight_in_a_turn_is_free() -> None:
    """After the first Lord's Wound, a second Lord in the same turn hurts no more."""
    s = position(city={"sewers": "Lord of Death", "bank": "Lord of Death"}, attack=6)
    s = fight(fight(s, "Lord of Death"), "Lord of Death")
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert names_in(s, Zone.VICTORY, 0) == ["Lord of Death", "Lord of Death"]


def test_R140_lord_of_death_with_an_empty_wound_stack() -> None:
    """With no Wounds left the fight still succeeds and nothing is gained."""
    s = fought("Lord of Death", wounds=0)
    assert names_in(s, Zone.DISCARD, 0) == []
    assert names_in(s, Zone.VICTORY, 0) == ["Lord of Death"]
