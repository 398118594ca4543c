"""Setup for every player count, random selection, the first-game preset (R1-R40, R177-R184)."""

from __future__ import annotations

from collections import Counter

import pytest

from bigtrouble import Setup, SetupError, first_game, new_game
from bigtrouble.cards import registry
from bigtrouble.cards.defs import FAMILY_MEDIOCRE, FAMILY_STRATEGIST, FAMILY_WARRIOR, Kind
from bigtrouble.model import State
from bigtrouble.rules.setup import (
    BYSTANDERS_IN_DECK,
    HENCHMAN_GROUPS,
    HEROES,
    VILLAIN_GROUPS,
    set_up,
    swappable_commons,
)
from bigtrouble.zones import cdef

PLAYERS = [2, 3, 4, 5]


def kinds(s: State, uids: tuple[int, ...]) -> Counter[Kind]:
    """How many cards of each kind are among ``uids``."""
    return Counter(cdef(s, u).kind for u in uids)


def groups_in(s: State, uids: tuple[int, ...], kind: Kind) -> set[str]:
    """The groups of the cards of one kind among ``uids``."""
    return {cdef(s, u).group for u in uids if cdef(s, u).kind is kind}


def villain_deck_at_setup(s: State) -> tuple[int, ...]:
    """Every card that was shuffled into the Villain Deck: the deck plus the one card played already."""
    out = s.villain_deck + s.ko + s.escaped + s.mastermind_captives
    out += tuple(u for u in s.city if u >= 0)
    for group in s.captives:
        out += group
    return out + s.revealed


@pytest.mark.parametrize("players", [0, 6, -1])
def test_R1_player_counts_outside_1_to_5_are_refused(players: int) -> None:
    """Setup is defined for 2-5 hands (1 = solo with two hands); anything else is refused clearly."""
    with pytest.raises(SetupError, match="1 to 5 players"):
        new_game(Setup(players=players), 1)


def test_R2_R177_solo_plays_two_hands() -> None:
    """One player is set up as a two-hand game."""
    s = new_game(Setup(players=1), 3)
    assert len(s.players) == 2
    assert [p.name for p in s.players] == ["Hand 1", "Hand 2"]


@pytest.mark.parametrize("players", PLAYERS)
def test_R9_R39_starting_decks(players: int) -> None:
    """Each player starts with 6 Strategists, 4 Warriors, 2 Mediocre Heroes, and draws 6."""
    s = set_up(Setup(players=players), players)
    for p in s.players:
        cards = [u for u in p.hand + p.deck + p.discard + p.played if cdef(s, u).kind is not Kind.WOUND]
        fam = Counter(cdef(s, u).family for u in cards)
        assert fam[FAMILY_STRATEGIST] == 6
        assert fam[FAMILY_WARRIOR] == 4
        assert fam[FAMILY_MEDIOCRE] == 2
        assert len(cards) == 12
        assert len(p.hand) == 6
        assert len(p.deck) == 6


@pytest.mark.parametrize("players", PLAYERS)
def test_R8_R11_mediocre_deck_keeps_the_rest(players: int) -> None:
    """The 22 Mediocre Heroes are dealt two per player; the rest stay in the Mediocre deck."""
    s = new_game(Setup(players=players), 11)
    assert len(s.mediocre) == 22 - 2 * players
    assert all(cdef(s, u).family == FAMILY_MEDIOCRE for u in s.mediocre)


def test_R12_R13_mastermind_with_four_tactics() -> None:
    """One Mastermind face up, its own 4 Tactics beneath it in random order."""
    orders = set()
    for seed in range(6):
        s = new_game(Setup(players=2, mastermind="Six Shooter"), seed)
        mm = cdef(s, s.mastermind)
        assert mm.kind is Kind.MASTERMIND and mm.name == "Six Shooter"
        assert mm.mastermind is not None
        assert sorted(s.card_ids[u] for u in s.tactics) == sorted(mm.mastermind.tactics)
        orders.add(tuple(s.card_ids[u] for u in s.tactics))
    assert len(orders) > 1


def test_R12_R14_random_mastermind_and_scheme() -> None:
    """Empty choices are filled at random, and differ across seeds."""
    picks = {
        (new_game(Setup(players=2), seed).setup.mastermind, new_game(Setup(players=2), seed).setup.scheme)
        for seed in range(30)
    }
    assert len(picks) > 3


@pytest.mark.parametrize("players", PLAYERS)
def test_R15_R21_R23_R24_R25_villain_deck_contents(players: int) -> None:
    """The Villain Deck holds the groups, 5 Strikes, the Twists and the Bystanders for the player count."""
    setup = Setup(players=players, mastermind="Six Shooter", scheme="Forge Crime Syndicate")
    s = set_up(setup, 5)
    deck = s.villain_deck
    k = kinds(s, deck)
    assert k[Kind.STRIKE] == 5
    scheme = cdef(s, s.scheme).scheme
    assert scheme is not None
    assert k[Kind.TWIST] == scheme.twists[players - 2]
    assert k[Kind.BYSTANDER] == BYSTANDERS_IN_DECK[players]
    assert len(s.setup.villains) == VILLAIN_GROUPS[players]
    assert len(s.setup.henchmen) == HENCHMAN_GROUPS[players]
    assert k[Kind.VILLAIN] == 8 * VILLAIN_GROUPS[players]
    assert k[Kind.HENCHMAN] == 10 * HENCHMAN_GROUPS[players]
    assert groups_in(s, deck, Kind.VILLAIN) == set(s.setup.villains)
    assert groups_in(s, deck, Kind.HENCHMAN) == set(s.setup.henchmen)


@pytest.mark.parametrize("players", PLAYERS)
def test_R26_always_leads_is_used(players: int) -> None:
    """The group the Mastermind always leads is always among the groups used."""
    for seed in range(5):
        s = new_game(Setup(players=players, mastermind="Six Shooter"), seed)
        assert "Wing Kong Gang" in s.setup.villains


def test_R26_always_leads_cannot_be_crowded_out() -> None:
    """Choosing every group slot without the led group is refused with the rule's reason."""
    with pytest.raises(SetupError, match="always leads"):
        new_game(Setup(players=2, mastermind="Six Shooter", villains=("Monsters", "Wing Kong Exchange")), 1)


def test_R27_R28_other_groups_are_random() -> None:
    """The groups beyond the led one vary with the seed."""
    seen = {new_game(Setup(players=2, mastermind="Six Shooter"), seed).setup.villains for seed in range(20)}
    assert len(seen) > 1


@pytest.mark.parametrize("players", PLAYERS)
def test_R17_R18_R19_R29_stacks(players: int) -> None:
    """25 Uncle Chu and 20 Wounds; the Bystanders not in the Villain Deck stay in their stack."""
    s = set_up(Setup(players=players), 2)
    assert len(s.uncle_chu) == 25
    assert len(s.wounds) == 20
    assert len(s.bystanders) + BYSTANDERS_IN_DECK[players] == 32


def test_R20_bystanders_are_shuffled() -> None:
    """The Bystander stack is shuffled, so which Bystanders go into the Villain Deck varies."""
    tops = {
        tuple(new_game(Setup(players=2), seed).card_ids[u] for u in new_game(Setup(players=2), seed).bystanders[:5])
        for seed in range(10)
    }
    assert len(tops) > 1


@pytest.mark.parametrize("players", PLAYERS)
def test_R31_R32_R33_R38_hero_deck_and_hq(players: int) -> None:
    """5 Heroes (6 at five players) of 14 cards each; 5 of them face up in the HQ."""
    s = new_game(Setup(players=players), 9)
    assert len(s.setup.heroes) == HEROES[players]
    heroes = s.hero_deck + tuple(u for u in s.hq if u >= 0)
    assert len(heroes) == 14 * HEROES[players]
    per_hero = Counter(cdef(s, u).group for u in heroes)
    assert set(per_hero.values()) == {14}
    assert all(u >= 0 for u in s.hq)


@pytest.mark.parametrize("hero", ["Jack Burton", "Wang Chi"])
def test_R34_one_common_set_removed(hero: str) -> None:
    """Jack and Wang use 14 of their 19 cards: exactly one common set is left out, chosen or random."""
    sets = swappable_commons(hero)
    assert len(sets) == 3
    key = "jack_commons" if hero == "Jack Burton" else "wang_commons"
    for removed in sets:
        s = new_game(Setup(players=2, heroes=(hero,), **{key: removed}), 4)
        names = Counter(cdef(s, u).name for u in s.hero_deck + s.hq if cdef(s, u).group == hero)
        assert sum(names.values()) == 14
        assert removed not in names
        assert all(names[o] == 5 for o in sets if o != removed)
    removed_random = {getattr(new_game(Setup(players=2, heroes=(hero,)), seed).setup, key) for seed in range(12)}
    assert len(removed_random) > 1


@pytest.mark.parametrize("hero", ["Jack Burton", "Wang Chi"])
def test_R35_ten_of_fifteen_commons(hero: str) -> None:
    """The alternative deals 10 random cards of the 15 commons."""
    key = "jack_commons" if hero == "Jack Burton" else "wang_commons"
    s = new_game(Setup(players=2, heroes=(hero,), **{key: "ten"}), 6)
    cards = [u for u in s.hero_deck + s.hq if cdef(s, u).group == hero]
    commons = [u for u in cards if "swappable" in cdef(s, u).tags]
    assert len(cards) == 14
    assert len(commons) == 10


def test_R36_R37_swappable_commons_named() -> None:
    """Jack's and Wang's swappable commons are the ones the rulebook names."""
    assert set(swappable_commons("Jack Burton")) == {
        "Sleeveless Jack",
        "Son of a Bitch Must Pay",
        "Surprisingly Good Shot",
    }
    assert set(swappable_commons("Wang Chi")) == {"Everybody's Buddy", "Time to Go!", "You Gotta Help Me!"}


def test_R34_bad_common_choice_is_refused() -> None:
    """Naming a common set that doesn't exist is refused with the valid choices."""
    with pytest.raises(SetupError, match="common sets are"):
        new_game(Setup(players=2, heroes=("Jack Burton",), jack_commons="Nope"), 1)


def test_R30_R40_R41_first_turn_begins() -> None:
    """Player 1 goes first, and the first turn opens by playing the top card of the shuffled Villain Deck."""
    from bigtrouble.model import log_entries

    for seed in range(5):
        s = new_game(first_game(2), seed)
        assert s.current == 0
        texts = [e.text for e in log_entries(s.log)]
        assert texts[0].startswith("Setup:")
        assert texts[1] == "Player 1's turn begins."
        assert len(villain_deck_at_setup(s)) > len(s.villain_deck)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_R182_R183_R184_first_game_preset(players: int) -> None:
    """The first-game preset: Six Shooter, Forge Crime Syndicate, its Heroes and groups by player count."""
    s = new_game(first_game(players), 1)
    hands = max(2, players)
    assert s.setup.mastermind == "Six Shooter"
    assert s.setup.scheme == "Forge Crime Syndicate"
    assert s.setup.heroes[:5] == ("Eddie", "Egg Shen", "Margo", "Pork Chop Express", "Jack Burton")
    assert len(s.setup.heroes) == (6 if hands == 5 else 5)
    assert s.setup.jack_commons == "Sleeveless Jack"
    expected = {
        2: ({"Monsters", "Wing Kong Gang"}, {"Wing Kong Thugs"}),
        3: ({"Monsters", "Wing Kong Gang", "Wing Kong Exchange"}, {"Wing Kong Thugs"}),
        4: ({"Monsters", "Wing Kong Gang", "Wing Kong Exchange"}, {"Wing Kong Thugs", "Ceremonial Warriors"}),
        5: (
            {"Monsters", "Wing Kong Gang", "Wing Kong Exchange", "Warriors of Lo Pan"},
            {"Wing Kong Thugs", "Ceremonial Warriors"},
        ),
    }[hands]
    assert set(s.setup.villains) == expected[0]
    assert set(s.setup.henchmen) == expected[1]
    jack = [cdef(s, u).name for u in s.hero_deck + s.hq if cdef(s, u).group == "Jack Burton"]
    assert "Sleeveless Jack" not in jack and len(jack) == 14


def test_R22_R178_R179_R180_component_counts() -> None:
    """The set has exactly 400 cards in the counts of the component list."""
    defs = registry.CARDS.values()
    total = sum(d.copies for d in defs)
    by_kind = Counter()
    for d in defs:
        by_kind[d.kind] += d.copies
    fam = Counter()
    for d in defs:
        fam[d.family] += d.copies
    assert fam["hero"] == 136
    assert by_kind[Kind.VILLAIN] == 32
    assert by_kind[Kind.HENCHMAN] == 30
    assert fam[FAMILY_MEDIOCRE] == 22
    assert fam[FAMILY_STRATEGIST] == 35
    assert fam[FAMILY_WARRIOR] == 20
    assert fam["uncle_chu"] == 25
    assert by_kind[Kind.BYSTANDER] == 32
    assert by_kind[Kind.WOUND] == 20
    assert by_kind[Kind.MASTERMIND] + by_kind[Kind.TACTIC] == 20
    assert by_kind[Kind.SCHEME] == 12
    assert by_kind[Kind.TWIST] == 11
    assert by_kind[Kind.STRIKE] == 5
    assert total == 400
    for group in registry.groups(Kind.VILLAIN):
        assert sum(d.copies for d in registry.of_kind(Kind.VILLAIN, group)) == 8
    for group in registry.groups(Kind.HENCHMAN):
        defs_h = registry.of_kind(Kind.HENCHMAN, group)
        assert len(defs_h) == 1 and defs_h[0].copies == 10


def test_R179_hero_card_makeup() -> None:
    """A Hero's cards are 1 rare, 3 uncommons and 5 of each common (three commons for Jack and Wang)."""
    from bigtrouble.cards.defs import Rarity

    for hero in registry.groups(Kind.HERO):
        defs = [d for d in registry.of_kind(Kind.HERO, hero) if d.family == "hero"]
        if not defs:
            continue
        rar = Counter()
        for d in defs:
            rar[d.rarity] += d.copies
        commons = [d for d in defs if d.rarity is Rarity.COMMON]
        assert rar[Rarity.RARE] == 1
        assert rar[Rarity.UNCOMMON] == 3
        assert all(d.copies == 5 for d in commons)
        assert len(commons) == (3 if hero in ("Jack Burton", "Wang Chi") else 2)
