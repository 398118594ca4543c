"""The special Bystanders: Wing Kong Security (R125), Bus Tourists (R126), White Tigers; the counts (R127)."""

from __future__ import annotations

import pytest

from bigtrouble import FightMastermind, IllegalAction, apply, vp
from bigtrouble.cards.defs import Kind, Origin
from bigtrouble.cards.registry import of_kind
from bigtrouble.cards.text import card_text
from bigtrouble.effects.basic import Rescue
from bigtrouble.effects.players import EachPlayer
from bigtrouble.rules.strength import mastermind_attack, villain_attack
from bigtrouble.teaching.position import find_card, position
from bigtrouble.teaching.testing import fight, names_in, play_villain_card, run, uid_in
from bigtrouble.zones import Zone


def _copies(name: str) -> int:
    return sum(d.copies for d in of_kind(Kind.BYSTANDER) if d.name == name)


# Counts and labels


def test_R127_thirty_two_bystanders_of_which_nine_special() -> None:
    """The box holds 32 Bystanders: 23 plain, 3 Bus Tourists, 3 White Tigers, 3 Wing Kong Security."""
    assert sum(d.copies for d in of_kind(Kind.BYSTANDER)) == 32
    assert _copies("Bystander") == 23
    assert _copies("Bus Tourist") == 3
    assert _copies("White Tiger") == 3
    assert _copies("Wing Kong Security") == 3


@pytest.mark.parametrize("name", ["Bus Tourist", "White Tiger", "Wing Kong Security"])
def test_R58_special_bystanders_worth_one_vp(name: str) -> None:
    """Each special Bystander is worth 1 VP in a Victory Pile."""
    s = position(victory=[[name]])
    assert find_card(name).kind is Kind.BYSTANDER
    assert vp(s, 0) == 1


def test_special_bystander_origins() -> None:
    """Names come from the rulebook; only Wing Kong Security's ability does, the other two abilities are ours."""
    for name in ("Bus Tourist", "White Tiger", "Wing Kong Security"):
        assert find_card(name).origin_of("name") is Origin.RULEBOOK
    assert find_card("Wing Kong Security").origin_of("ability") is Origin.RULEBOOK
    assert find_card("Bus Tourist").origin_of("ability") is Origin.HOUSE
    assert find_card("White Tiger").origin_of("ability") is Origin.HOUSE
    assert find_card("White Tiger").is_house and find_card("Bus Tourist").is_house


def test_special_bystander_text_says_when_it_acts() -> None:
    """Card text names the moment each special Bystander acts."""
    assert (
        card_text(find_card("Bus Tourist"))
        == "When you defeat its captor in Chinatown: You get +2 Recruit. Draw a card."
    )
    assert card_text(find_card("White Tiger")) == "When rescued: Draw a card."
    assert "+2 Attack" in card_text(find_card("Wing Kong Security"))
    assert "Chinatown" in card_text(find_card("Wing Kong Security"))


# Wing Kong Security (R125)


@pytest.mark.parametrize(
    ("space", "attack"), [("sewers", 3), ("bank", 3), ("rooftops", 5), ("streets", 5), ("bridge", 3)]
)
def test_R125_wing_kong_security_adds_two_only_in_chinatown(space: str, attack: int) -> None:
    """A Villain holding Wing Kong Security has +2 Attack in Rooftops and Streets, none elsewhere."""
    s = position(city={space: "Wing Kong Thug"}, captives={space: ["Wing Kong Security"]})
    assert villain_attack(s, uid_in(s, "Wing Kong Thug", Zone.CITY)) == attack


def test_R125_each_wing_kong_security_adds_two() -> None:
    """Two Wing Kong Security with one captor in Chinatown give +4; plain Bystanders add nothing."""
    s = position(city={"streets": "Wing Kong Thug"}, captives={"streets": ["Wing Kong Security", "Wing Kong Security"]})
    assert villain_attack(s, uid_in(s, "Wing Kong Thug", Zone.CITY)) == 7
    s = position(city={"streets": "Wing Kong Thug"}, captives={"streets": ["Bystander", "Bus Tourist", "White Tiger"]})
    assert villain_attack(s, uid_in(s, "Wing Kong Thug", Zone.CITY)) == 3


def test_R125_wing_kong_security_blocks_a_fight_until_paid() -> None:
    """With 3 Attack the guarded thug in Chinatown can't be fought; with 5 it can, and the guard is rescued for 1 VP."""
    s = position(city={"rooftops": "Wing Kong Thug"}, captives={"rooftops": ["Wing Kong Security"]}, attack=3)
    with pytest.raises(IllegalAction):
        fight(s, "Wing Kong Thug")
    s = position(city={"rooftops": "Wing Kong Thug"}, captives={"rooftops": ["Wing Kong Security"]}, attack=5)
    s = fight(s, "Wing Kong Thug")
    assert s.turn.attack == 0
    assert sorted(names_in(s, Zone.VICTORY, 0)) == ["Wing Kong Security", "Wing Kong Thug"]
    assert vp(s, 0) == 2


def test_R125_wing_kong_security_bonus_follows_its_captor_into_chinatown() -> None:
    """A guarded thug pushed from the Bank into the Rooftops gains the +2 there (R56)."""
    s = position(
        city={"sewers": "Wing Kong Thug", "bank": "Wing Kong Thug"},
        captives={"bank": ["Wing Kong Security"]},
        villain_deck=["Wing Kong Thug"],
    )
    guarded = s.city[1]
    assert villain_attack(s, guarded) == 3
    s = play_villain_card(s)
    assert s.city[2] == guarded
    assert villain_attack(s, guarded) == 5


def test_R125_wing_kong_security_gives_the_mastermind_nothing() -> None:
    """Wing Kong Security held by the Mastermind leaves its Attack at the printed 9."""
    s = position(mastermind="David Lo Pan", mastermind_captives=["Wing Kong Security", "Wing Kong Security"])
    assert mastermind_attack(s) == 9


# Bus Tourists (R126)


def test_R126_bus_tourist_acts_when_its_captor_falls_in_chinatown() -> None:
    """Defeating a Bus Tourist's captor in the Streets gives +2 Recruit and draws a card."""
    s = position(
        city={"streets": "Wing Kong Thug"},
        captives={"streets": ["Bus Tourist"]},
        attack=3,
        decks=[["Uncle Chu", "Wound"]],
    )
    s = fight(s, "Wing Kong Thug")
    assert s.turn.recruit == 2
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]
    assert sorted(names_in(s, Zone.VICTORY, 0)) == ["Bus Tourist", "Wing Kong Thug"]


def test_R126_each_bus_tourist_acts() -> None:
    """Two Bus Tourists rescued together in the Rooftops each give their ability."""
    s = position(
        city={"rooftops": "Wing Kong Thug"},
        captives={"rooftops": ["Bus Tourist", "Bus Tourist"]},
        attack=3,
        decks=[["Uncle Chu", "Wound", "Wound"]],
    )
    s = fight(s, "Wing Kong Thug")
    assert s.turn.recruit == 4
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu", "Wound"]


@pytest.mark.parametrize("space", ["sewers", "bank", "bridge"])
def test_R126_bus_tourist_silent_when_captor_falls_outside_chinatown(space: str) -> None:
    """Defeating a Bus Tourist's captor outside Chinatown rescues it with no ability."""
    s = position(city={space: "Wing Kong Thug"}, captives={space: ["Bus Tourist"]}, attack=3, decks=[["Uncle Chu"]])
    s = fight(s, "Wing Kong Thug")
    assert s.turn.recruit == 0
    assert names_in(s, Zone.HAND, 0) == []
    assert "Bus Tourist" in names_in(s, Zone.VICTORY, 0)


def test_R126_bus_tourist_silent_when_rescued_from_the_stack() -> None:
    """Rescuing a Bus Tourist from the Bystander stack never fires its ability."""
    s = position(bystanders=["Bus Tourist"], decks=[["Uncle Chu"]])
    s = run(s, Rescue(1))
    assert names_in(s, Zone.VICTORY, 0) == ["Bus Tourist"]
    assert s.turn.recruit == 0
    assert names_in(s, Zone.HAND, 0) == []


def test_R126_bus_tourist_silent_when_rescued_from_the_mastermind() -> None:
    """Fighting the Mastermind that holds a Bus Tourist rescues it with no ability."""
    s = position(mastermind_captives=["Bus Tourist"], tactics=["Blazing Guns"], attack=8, decks=[["Uncle Chu"]])
    s = apply(s, FightMastermind())
    assert "Bus Tourist" in names_in(s, Zone.VICTORY, 0)
    assert s.turn.recruit == 0
    assert names_in(s, Zone.HAND, 0) == []


# White Tigers


def test_white_tiger_draws_when_rescued_from_the_stack() -> None:
    """Rescuing a White Tiger from the Bystander stack draws its rescuer a card."""
    s = position(bystanders=["White Tiger"], decks=[["Uncle Chu"]])
    s = run(s, Rescue(1))
    assert names_in(s, Zone.VICTORY, 0) == ["White Tiger"]
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]


def test_white_tiger_draws_when_its_captor_falls_anywhere() -> None:
    """A White Tiger rescued by defeating its captor in the Sewers still draws a card."""
    s = position(
        city={"sewers": "Wing Kong Thug"}, captives={"sewers": ["White Tiger"]}, attack=3, decks=[["Uncle Chu"]]
    )
    s = fight(s, "Wing Kong Thug")
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]


def test_white_tiger_draws_for_whoever_rescues_it() -> None:
    """When each player rescues, the player who takes the White Tiger is the one who draws."""
    s = position(bystanders=["Bystander", "White Tiger"], decks=[["Uncle Chu"], ["Wound"]])
    s = run(s, EachPlayer(Rescue(1)))
    assert names_in(s, Zone.VICTORY, 1) == ["White Tiger"]
    assert names_in(s, Zone.HAND, 1) == ["Wound"]
    assert names_in(s, Zone.HAND, 0) == []
