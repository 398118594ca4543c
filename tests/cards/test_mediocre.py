"""The 22 Mediocre Heroes: grey starters with small, quirky abilities (R8, R70-R72, R128, R162-R164)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from standins import register_for_test

from bigtrouble import State
from bigtrouble.cards import registry
from bigtrouble.cards.defs import FAMILY_HERO, FAMILY_MEDIOCRE, CardDef, HeroClass, Kind, Origin, Rarity
from bigtrouble.cards.text import card_text
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.mediocre import EnteredPlay
from bigtrouble.model import Ctx
from bigtrouble.teaching.position import find_card, position
from bigtrouble.teaching.testing import choose, decline, fight, names_in, play
from bigtrouble.zones import Zone

MEDIOCRE = tuple(d for d in registry.CARDS.values() if d.family == FAMILY_MEDIOCRE)

TECH_HERO = CardDef(
    id="test/tech_hero",
    name="Test Tech Hero",
    kind=Kind.HERO,
    family=FAMILY_HERO,
    group="Test Hero",
    cls=HeroClass.TECH,
    rarity=Rarity.COMMON,
    cost=3,
    attack=2,
)


@pytest.fixture
def tech_hero(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A classed Hero registered for one test only (the hero cards live on other branches)."""
    register_for_test(monkeypatch, TECH_HERO)
    yield TECH_HERO.id


def played(card: str, **kw: Any) -> State:
    """Player 1 plays ``card`` from a hand holding only it, in a position built from ``kw``."""
    hands = kw.pop("hands", [[card]])
    return play(position(hands=hands, **kw), card)


# The set as a whole


def test_R8_twenty_two_mediocre_heroes() -> None:
    """The Mediocre deck holds 22 cards."""
    assert sum(d.copies for d in MEDIOCRE) == 22


def test_R70_mediocre_heroes_are_grey_zero_cost_heroes() -> None:
    """Every Mediocre Hero is a classless, grey Hero costing 0 with no rarity."""
    for d in MEDIOCRE:
        assert d.kind is Kind.HERO and d.is_hero, d.name
        assert d.cls is None and d.is_grey, d.name
        assert d.cost == 0 and d.rarity is None, d.name
        assert CardFilter(hero=True, grey=True).matches(d), d.name


def test_R72_mediocre_hero_counts_as_grey_hero_for_effects() -> None:
    """A Wing Kong Thug's Fight, which KOs a grey Hero, may KO a Mediocre Hero."""
    s = position(city={"sewers": "Wing Kong Thug"}, attack=3, discards=[["Bus Driver", "Wound"]])
    s = fight(s, "Wing Kong Thug")
    assert s.pending is not None
    assert [o.label for o in s.pending.options] == ["Bus Driver"]
    s = choose(s, "Bus Driver")
    assert names_in(s, Zone.KO) == ["Bus Driver"]


def test_R162_mediocre_heroes_belong_to_no_hero() -> None:
    """Mediocre Heroes have no hero group, so none is among a hero's cards, even one named for Jack Burton."""
    for d in MEDIOCRE:
        assert d.group == "", d.name
    assert all(d.family != FAMILY_MEDIOCRE for g in registry.groups(Kind.HERO) for d in registry.of_kind(Kind.HERO, g))
    assert not CardFilter(group="Jack Burton").matches(find_card("Jack Burton, Sidekick"))
    assert not CardFilter(group="Egg Shen").matches(find_card("Egg Shen, Tour Guide"))


def test_R174_every_mediocre_hero_prints_recruit() -> None:
    """Every Mediocre Hero prints a Recruit value, the mark of the 0-cost Recruit cards Ching Dai collects."""
    for d in MEDIOCRE:
        assert d.recruit is not None, d.name


def test_mediocre_origins() -> None:
    """Rulebook names are labelled rulebook; the Magician's coin is the only rulebook ability; the rest is ours."""
    rulebook_names = {"Unpredictable Magician", "Bus Driver", "John"}
    for d in MEDIOCRE:
        expected = Origin.RULEBOOK if d.name in rulebook_names else Origin.HOUSE
        assert d.origin_of("name") is expected, d.name
        ability = Origin.RULEBOOK if d.name == "Unpredictable Magician" else Origin.HOUSE
        assert d.origin_of("ability") is ability, d.name
        assert d.is_house, d.name
        assert d.origin_note and d.flavor, d.name


def test_mediocre_card_text_reads_well() -> None:
    """The generated text of every Mediocre Hero is the sentence we mean."""
    expected = {
        "Unpredictable Magician": (
            "Flip a coin. Heads: you get +2 Recruit and you may KO a card from your hand or discard pile. "
            "Tails: you get +2 Attack."
        ),
        "Bus Driver": "If a Bus Tourist has entered play, you get +2 Recruit.",
        "John": "If a White Tiger has entered play, you get +2 Attack.",
        "Jack Burton, Sidekick": "You get +1 Attack for each other non-grey Hero you played this turn (up to +2).",
        "Egg Shen, Tour Guide": "Reveal the top card of your deck. If it's a grey Hero, draw it.",
        "Dim Sum Cook": "You get +1 Recruit for each Bystander in your Victory Pile (up to +2).",
        "Street Vendor": "You get +1 Recruit for each Villain in Chinatown.",
        "Funeral Drummer": "If you played another grey Hero this turn, you get +1 Attack.",
        "Truck Stop Gambler": (
            "Reveal the top card of your deck. If it's a card that costs 1 or more, you get +2 Recruit."
        ),
        "Fortune Cookie Writer": "Reveal the top card of your deck. If it's a Wound, KO it.",
        "Night Shift Cabbie": "Draw a card. Discard a card.",
        "Herbalist's Apprentice": "You may KO a Wound from your hand.",
        "Pinstripe Lawyer": "If a Villain has escaped, you get +2 Recruit.",
    }
    assert {d.name: card_text(d) for d in MEDIOCRE} == expected


# Unpredictable Magician (R164)


def _magician(seed: int, **kw: Any) -> State:
    return played("Unpredictable Magician", seed=seed, **kw)


def _is_heads(s: State) -> bool:
    """Heads gives exactly 2 Recruit; tails exactly 2 Attack; never both."""
    heads = (s.turn.recruit, s.turn.attack) == (2, 0)
    tails = (s.turn.recruit, s.turn.attack) == (0, 2)
    assert heads != tails
    return heads


def _seed(heads: bool) -> int:
    return next(seed for seed in range(100) if _is_heads(_magician(seed)) is heads)


def test_R164_unpredictable_magician_gives_one_side_or_the_other() -> None:
    """Over many seeds the Magician lands on both sides, always exactly one, roughly half the time each."""
    sides = [_is_heads(_magician(seed)) for seed in range(200)]
    assert 70 <= sum(sides) <= 130


def test_R164_coin_flip_uses_the_state_prng() -> None:
    """The same seed flips the same way, the flip advances the state's PRNG, and the log names the side."""
    before = position(hands=[["Unpredictable Magician"]], seed=5)
    a, b = _magician(5), _magician(5)
    assert (a.turn.recruit, a.turn.attack) == (b.turn.recruit, b.turn.attack)
    assert a.rng != before.rng
    assert a.log is not None and a.log.entry.rule == "R164"
    assert a.log.entry.text == f"Unpredictable Magician flips a coin: {'heads' if _is_heads(a) else 'tails'}."


def test_R164_heads_gives_recruit_and_a_ko_from_hand_or_discard() -> None:
    """Heads: +2 Recruit and you may KO a card from your hand or discard pile."""
    s = _magician(_seed(True), hands=[["Unpredictable Magician", "Chang Sing Warrior"]], discards=[["Wound"]])
    assert s.turn.recruit == 2
    assert s.pending is not None and s.pending.optional
    assert sorted(o.label for o in s.pending.options) == ["Chang Sing Warrior", "Wound"]
    s = choose(s, "Wound")
    assert names_in(s, Zone.KO) == ["Wound"]
    assert names_in(s, Zone.DISCARD, 0) == []


def test_R164_heads_ko_may_be_declined() -> None:
    """Heads: the KO is optional."""
    s = _magician(_seed(True), discards=[["Wound"]])
    s = decline(s)
    assert names_in(s, Zone.KO) == []
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert s.turn.recruit == 2


def test_R164_tails_gives_only_attack() -> None:
    """Tails: +2 Attack, no Recruit and no KO offered."""
    s = _magician(_seed(False), discards=[["Wound"]])
    assert (s.turn.recruit, s.turn.attack) == (0, 2)
    assert s.pending is None


def test_R164_each_copy_flips_once() -> None:
    """Two Magicians played make two flips; across seeds the pair can split heads and tails."""
    split = False
    for seed in range(40):
        s = position(hands=[["Unpredictable Magician", "Unpredictable Magician"]], seed=seed)
        s = play(s, "Unpredictable Magician")
        if s.pending is not None:
            s = decline(s)
        s = play(s, "Unpredictable Magician")
        if s.pending is not None:
            s = decline(s)
        entries = []
        node = s.log
        while node is not None:
            entries.append(node.entry)
            node = node.rest
        assert sum(1 for e in entries if e.rule == "R164") == 2
        assert s.turn.recruit + s.turn.attack == 4
        split = split or (s.turn.recruit, s.turn.attack) == (2, 2)
    assert split


# Bus Driver and John: "entered play" (R128)

PLACES: dict[str, Any] = {
    "held by a city Villain": {"city": {"bank": "Wing Kong Thug"}, "captives": {"bank": ["{b}"]}},
    "held by the Mastermind": {"mastermind_captives": ["{b}"]},
    "in your Victory Pile": {"victory": [["{b}"]]},
    "in another Victory Pile": {"victory": [[], ["{b}"]]},
    "in the KO pile": {"ko": ["{b}"]},
    "in the Escaped pile": {"escaped": ["{b}"]},
}
NOT_ENTERED: dict[str, Any] = {
    "in the Bystander stack": {"bystanders": ["{b}"]},
    "in the Villain Deck": {"villain_deck": ["{b}"]},
    "not in this game": {},
}


def _place(spec: Any, bystander: str) -> Any:
    if isinstance(spec, str):
        return bystander if spec == "{b}" else spec
    if isinstance(spec, dict):
        return {k: _place(v, bystander) for k, v in spec.items()}
    return [_place(v, bystander) for v in spec]


@pytest.mark.parametrize("where", sorted(PLACES))
def test_R128_bus_driver_bonus_once_a_bus_tourist_entered_play(where: str) -> None:
    """Bus Driver gives 1 + 2 Recruit when a Bus Tourist is out of the stack and the Villain Deck (Escaped counts)."""
    s = played("Bus Driver", **_place(PLACES[where], "Bus Tourist"))
    assert s.turn.recruit == 3


@pytest.mark.parametrize("where", sorted(NOT_ENTERED))
def test_R128_bus_driver_no_bonus_before_a_bus_tourist_entered_play(where: str) -> None:
    """Bus Driver gives only its printed 1 Recruit while no Bus Tourist has entered play."""
    s = played("Bus Driver", **_place(NOT_ENTERED[where], "Bus Tourist"))
    assert s.turn.recruit == 1


def test_R128_bus_driver_ignores_white_tigers() -> None:
    """A White Tiger in play gives the Bus Driver nothing."""
    s = played("Bus Driver", victory=[["White Tiger"]])
    assert s.turn.recruit == 1


@pytest.mark.parametrize("where", sorted(PLACES))
def test_R128_john_bonus_once_a_white_tiger_entered_play(where: str) -> None:
    """John gives +2 Attack when a White Tiger is out of the stack and the Villain Deck (Escaped counts)."""
    s = played("John", **_place(PLACES[where], "White Tiger"))
    assert (s.turn.recruit, s.turn.attack) == (1, 2)


@pytest.mark.parametrize("where", sorted(NOT_ENTERED))
def test_R128_john_no_bonus_before_a_white_tiger_entered_play(where: str) -> None:
    """John gives only his printed 1 Recruit while no White Tiger has entered play."""
    s = played("John", **_place(NOT_ENTERED[where], "White Tiger"))
    assert (s.turn.recruit, s.turn.attack) == (1, 0)


def test_R128_john_ignores_bus_tourists() -> None:
    """A Bus Tourist in play gives John nothing."""
    s = played("John", ko=["Bus Tourist"])
    assert s.turn.attack == 0


def test_R128_one_copy_out_is_enough() -> None:
    """With two Bus Tourists still in the stack and one in the KO pile, a Bus Tourist has entered play."""
    s = position(bystanders=["Bus Tourist", "Bus Tourist"], ko=["Bus Tourist"])
    cond = EnteredPlay(CardFilter(kind=Kind.BYSTANDER, name="Bus Tourist", label="Bus Tourist"))
    assert cond.holds(s, Ctx(player=0))
    assert cond.text() == "a Bus Tourist has entered play"
    s = position(bystanders=["Bus Tourist", "Bus Tourist"], villain_deck=["Bus Tourist"])
    assert not cond.holds(s, Ctx(player=0))


# The other Mediocre Heroes


@pytest.mark.parametrize(("earlier", "attack"), [(0, 0), (1, 1), (2, 2), (3, 2)])
def test_jack_burton_sidekick_attack_per_non_grey_hero(tech_hero: str, earlier: int, attack: int) -> None:
    """Jack Burton, Sidekick: +1 Attack per other non-grey Hero played this turn, at most +2."""
    s = played("Jack Burton, Sidekick", played=[[tech_hero] * earlier + ["Chang Sing Warrior", "Bus Driver"]])
    assert (s.turn.recruit, s.turn.attack) == (1, attack)


def test_egg_shen_tour_guide_draws_a_grey_hero() -> None:
    """Egg Shen, Tour Guide: a grey Hero (here a Mediocre one) on top of your deck is drawn."""
    s = played("Egg Shen, Tour Guide", decks=[["Street Vendor", "Wound"]])
    assert names_in(s, Zone.HAND, 0) == ["Street Vendor"]
    assert names_in(s, Zone.DECK, 0) == ["Wound"]
    assert s.turn.recruit == 1


@pytest.mark.parametrize("top", ["Wound", "test/tech_hero"])
def test_egg_shen_tour_guide_leaves_anything_else(tech_hero: str, top: str) -> None:
    """Egg Shen, Tour Guide: a Wound or a classed Hero on top is only revealed and stays there (R161)."""
    s = played("Egg Shen, Tour Guide", decks=[[top]])
    assert names_in(s, Zone.HAND, 0) == []
    assert len(s.players[0].deck) == 1


@pytest.mark.parametrize(("saved", "recruit"), [(0, 1), (1, 2), (2, 3), (3, 3)])
def test_dim_sum_cook_recruit_per_bystander(saved: int, recruit: int) -> None:
    """Dim Sum Cook: +1 Recruit per Bystander in your Victory Pile, at most +2; Villains there don't count."""
    s = played("Dim Sum Cook", victory=[["Wing Kong Thug"] + ["Bystander"] * saved, ["Bystander"]])
    assert s.turn.recruit == recruit


@pytest.mark.parametrize(
    ("city", "recruit"),
    [({}, 1), ({"sewers": "Wing Kong Thug"}, 1), ({"rooftops": "Wing Kong Thug", "bank": "Wing Kong Thug"}, 2)]
    + [({"rooftops": "Wing Kong Thug", "streets": "Wing Kong Thug"}, 3)],
)
def test_street_vendor_recruit_per_villain_in_chinatown(city: dict[str, str], recruit: int) -> None:
    """Street Vendor: +1 Recruit for each Villain in Chinatown."""
    s = played("Street Vendor", city=city)
    assert s.turn.recruit == recruit


@pytest.mark.parametrize(
    ("earlier", "attack"),
    [([], 0), (["Chang Sing Strategist"], 1), (["Bus Driver"], 1), (["test/tech_hero"], 0)],
)
def test_funeral_drummer_attack_after_another_grey_hero(tech_hero: str, earlier: list[str], attack: int) -> None:
    """Funeral Drummer: +1 Attack if you played another grey Hero (a starter or a Mediocre one) this turn."""
    s = played("Funeral Drummer", played=[earlier])
    assert (s.turn.recruit, s.turn.attack) == (1, attack)


@pytest.mark.parametrize(("top", "recruit"), [("Uncle Chu", 3), ("Chang Sing Strategist", 1), ("Wound", 1)])
def test_truck_stop_gambler_pays_on_a_card_that_costs_something(top: str, recruit: int) -> None:
    """Truck Stop Gambler: +2 Recruit if the revealed top card costs 1 or more; it stays on the deck."""
    s = played("Truck Stop Gambler", decks=[[top]])
    assert s.turn.recruit == recruit
    assert names_in(s, Zone.DECK, 0) == [top]


def test_fortune_cookie_writer_kos_a_wound_on_top() -> None:
    """Fortune Cookie Writer: a Wound on top of your deck is KO'd."""
    s = played("Fortune Cookie Writer", decks=[["Wound", "Uncle Chu"]])
    assert names_in(s, Zone.KO) == ["Wound"]
    assert names_in(s, Zone.DECK, 0) == ["Uncle Chu"]


def test_fortune_cookie_writer_leaves_other_cards() -> None:
    """Fortune Cookie Writer: any other top card stays where it is."""
    s = played("Fortune Cookie Writer", decks=[["Chang Sing Strategist", "Wound"]])
    assert names_in(s, Zone.KO) == []
    assert names_in(s, Zone.DECK, 0) == ["Chang Sing Strategist", "Wound"]


def test_night_shift_cabbie_draws_then_discards() -> None:
    """Night Shift Cabbie: draw a card, then discard a card from your hand (the drawn one may go)."""
    s = played("Night Shift Cabbie", hands=[["Night Shift Cabbie", "Chang Sing Warrior"]], decks=[["Wound"]])
    assert s.pending is not None and not s.pending.optional
    assert sorted(o.label for o in s.pending.options) == ["Chang Sing Warrior", "Wound"]
    s = choose(s, "Wound")
    assert names_in(s, Zone.HAND, 0) == ["Chang Sing Warrior"]
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert s.turn.recruit == 1


def test_herbalists_apprentice_may_ko_a_wound_from_hand() -> None:
    """Herbalist's Apprentice: you may KO a Wound from your hand; Wounds in the discard pile are not offered."""
    s = played("Herbalist's Apprentice", hands=[["Herbalist's Apprentice", "Wound", "Uncle Chu"]], discards=[["Wound"]])
    assert s.pending is not None and s.pending.optional
    assert [o.label for o in s.pending.options] == ["Wound"]
    s = choose(s, "Wound")
    assert names_in(s, Zone.KO) == ["Wound"]
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]


def test_herbalists_apprentice_may_decline() -> None:
    """Herbalist's Apprentice: declining keeps the Wound."""
    s = played("Herbalist's Apprentice", hands=[["Herbalist's Apprentice", "Wound"]])
    s = decline(s)
    assert names_in(s, Zone.HAND, 0) == ["Wound"]
    assert names_in(s, Zone.KO) == []


@pytest.mark.parametrize(("escaped", "recruit"), [([], 1), (["Bystander"], 1), (["Wing Kong Thug", "Bystander"], 3)])
def test_pinstripe_lawyer_profits_from_an_escape(escaped: list[str], recruit: int) -> None:
    """Pinstripe Lawyer: +2 Recruit once a Villain is in the Escaped pile (an escaped Bystander is not enough)."""
    s = played("Pinstripe Lawyer", escaped=escaped)
    assert s.turn.recruit == recruit
