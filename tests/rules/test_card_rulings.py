"""Rulings the checklist ties to particular cards or card wordings, tested with the real cards."""

from __future__ import annotations

from attrs import evolve

from bigtrouble import Setup
from bigtrouble.cards import registry
from bigtrouble.cards.defs import CardDef, HeroClass, Kind
from bigtrouble.cards.text import card_text
from bigtrouble.effects.villains import WithPrintedAttack
from bigtrouble.model import log_entries
from bigtrouble.rules.setup import BYSTANDERS_IN_DECK, HENCHMAN_GROUPS, HEROES, VILLAIN_GROUPS, set_up
from bigtrouble.rules.strength import mastermind_attack, villain_attack
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import choose, decline, names_in, play, play_villain_card, uid_in
from bigtrouble.zones import Zone, cdef


def test_R7_R62_nobody_plays_the_mastermind() -> None:
    """A Master Strike resolves by itself: no player is asked to act for the Mastermind."""
    s = position(villain_deck=["Master Strike"], hands=[["Chang Sing Warrior"], ["Chang Sing Warrior"]])
    s = play_villain_card(s)
    assert s.pending is None
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"] and names_in(s, Zone.DISCARD, 1) == ["Wound"]


def test_R10_mediocre_heroes_dealt_are_open_information() -> None:
    """Each player's two Mediocre Heroes are in the state by name, for the table to share."""
    s = set_up(Setup(players=3), 4)
    for p in s.players:
        mediocre = [cdef(s, u).name for u in p.hand + p.deck if cdef(s, u).family == "mediocre"]
        assert len(mediocre) == 2 and all(mediocre)


def test_R42_villain_deck_holds_four_kinds() -> None:
    """The Villain Deck holds only Villains (Henchmen too), Bystanders, Twists and Strikes."""
    s = set_up(Setup(players=5), 8)
    kinds = {cdef(s, u).kind for u in s.villain_deck}
    assert kinds == {Kind.VILLAIN, Kind.HENCHMAN, Kind.BYSTANDER, Kind.TWIST, Kind.STRIKE}


def test_R51_escape_effect_resolves() -> None:
    """An escaping Villain's own Escape effect resolves, after the HQ KO."""
    full = {space: "Wing Kong Thug" for space in ("sewers", "bank", "rooftops", "streets")}
    s = position(
        villain_deck=["Wing Kong Thug"],
        city={**full, "bridge": "Catacomb Monster"},
        hq=[],
        hero_deck=[],
        hands=[["Chang Sing Warrior"], []],
        discards=[[], []],
    )
    s = play_villain_card(s)
    assert names_in(s, Zone.ESCAPED) == ["Catacomb Monster"]
    # player 1 has no Hero costing 1 or more: gains a Wound; player 2 likewise
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"]
    assert names_in(s, Zone.DISCARD, 1) == ["Wound"]
    texts = [e.text for e in log_entries(s.log)]
    assert any("Escape effect" in t for t in texts)


def test_R52_ambush_after_the_escape_it_caused() -> None:
    """A Villain's Ambush resolves after every escape consequence of the Villain it pushed out."""
    full = {space: "Wing Kong Thug" for space in ("sewers", "bank", "rooftops", "streets", "bridge")}
    s = position(villain_deck=["Catacomb Monster"], city=full, hq=["Uncle Chu"], decks=[["Chang Sing Warrior"], []])
    s = play_villain_card(s)
    assert s.pending is not None and "KO" in s.pending.prompt  # the escape's HQ KO comes first
    texts = [e.text for e in log_entries(s.log)]
    assert not any("Ambush" in t for t in texts)
    s = choose(s, "Uncle Chu")
    texts = [e.text for e in log_entries(s.log)]
    assert texts.index("Wing Kong Thug is pushed off the Bridge and escapes.") < texts.index(
        "Catacomb Monster's Ambush."
    )
    assert names_in(s, Zone.KO) == ["Uncle Chu", "Chang Sing Warrior"]


def test_R66_n_plus_gives_at_least_n() -> None:
    """A card printed "4+" gives its 4 Attack even when its ability adds nothing."""
    s = position(players=2, hands=[["It's All in the Reflexes"], []])
    s = play(s, "It's All in the Reflexes")
    assert s.turn.attack == 4


def test_R67_R169_zero_plus_counts_as_printed_attack() -> None:
    """A card showing "0+" counts as printing that value; ability text never counts as printed."""
    zero_plus = CardDef(id="x/zero_plus", name="Zero Plus", kind=Kind.HERO, attack=0, attack_plus=True)
    no_icon = CardDef(id="x/no_icon", name="No Icon", kind=Kind.HERO, recruit=2)
    printed = WithPrintedAttack(hero=True)
    assert printed.matches(zero_plus)
    assert not printed.matches(no_icon)
    drummer = registry.by_name("Funeral Drummer")  # its ability gives Attack, but it prints no Attack icon
    assert drummer.attack is None and "+1 Attack" in card_text(drummer)
    assert not printed.matches(drummer)
    # The set prints 0+ Attack on real cards, so "0+ counts" is live (R67): they count as printed Attack.
    zero_attack = [d for d in registry.CARDS.values() if d.is_hero and d.attack == 0 and d.attack_plus]
    assert {d.name for d in zero_attack} >= {"Unpredictable Magician", "Six Demon Bag"}
    assert all(printed.matches(d) for d in zero_attack)


def test_R69_R71_five_classes_and_grey() -> None:
    """Five classes (Magic is Ranged), plus grey as a sixth colour that is not a class."""
    assert {c.title for c in HeroClass} == {"Covert", "Instinct", "Magic", "Strength", "Tech"}
    grey = registry.by_name("Chang Sing Strategist")
    assert grey.cls is None and grey.is_grey and grey.is_hero


def test_R73_trigger_needs_another_card_played_earlier() -> None:
    """A class trigger ignores the card itself and cards played after it."""
    s = position(hands=[["The Colors that Never Run", "Nosy But Nice"]], bystanders=["Bystander"])
    s = play(s, "The Colors that Never Run")
    assert s.turn.attack == 2  # its own Instinct class does not trigger it
    s = play(s, "Nosy But Nice")  # a Covert card played afterwards
    while s.pending is not None:
        s = decline(s)
    assert s.players[0].victory == ()


def test_R76_a_trigger_fires_once_per_card() -> None:
    """Two Covert cards played earlier still rescue only one Bystander."""
    s = position(
        hands=[["Smooth Move", "Smooth Move", "The Colors that Never Run"]],
        bystanders=["Bystander", "Bystander", "Bystander"],
    )
    s = play(s, "Smooth Move")
    s = play(s, "Smooth Move")
    before = len(s.players[0].victory)
    s = play(s, "The Colors that Never Run")
    assert len(s.players[0].victory) == before + 1


def test_R89_R90_victory_pile_is_never_shuffled_in() -> None:
    """A reshuffle makes a deck of the discard pile only; the Victory Pile stays put."""
    s = position(
        hands=[[]],
        decks=[[]],
        discards=[["Chang Sing Warrior"] * 7],
        victory=[["Wing Kong Thug", "Bystander"]],
        villain_deck=["Bystander"] * 3,
    )
    from bigtrouble import EndTurn, apply

    s = apply(s, EndTurn())
    assert names_in(s, Zone.VICTORY, 0) == ["Wing Kong Thug", "Bystander"]
    assert len(s.players[0].hand) == 6 and len(s.players[0].deck) == 1


def test_R124_smooth_move_takes_a_captive() -> None:
    """Smooth Move rescues a Bystander straight off a Villain, and only a captured one."""
    s = position(hands=[["Smooth Move"]], city={"bank": "Wing Kong Thug"}, captives={"bank": ["Bystander"]})
    s = play(s, "Smooth Move")
    if s.pending is not None:
        s = choose(s, s.pending.options[0].label)
    assert names_in(s, Zone.CAPTIVES, 1) == []
    assert names_in(s, Zone.VICTORY, 0) == ["Bystander"]
    lone = position(hands=[["Smooth Move"]], bystanders=["Bystander"])
    lone = play(lone, "Smooth Move")
    assert lone.players[0].victory == ()  # the stack is not a captive


def test_R149_six_shooter_counts_only_the_wing_kong_gang() -> None:
    """Six Shooter's bonus names the Wing Kong Gang; Exchange Villains and Thugs don't count."""
    gang = next(d.name for d in registry.of_kind(Kind.VILLAIN, "Wing Kong Gang"))
    exchange = next(d.name for d in registry.of_kind(Kind.VILLAIN, "Wing Kong Exchange"))
    s = position(city={"sewers": exchange, "bank": "Wing Kong Thug"})
    assert mastermind_attack(s) == 7
    s = position(city={"sewers": exchange, "bank": gang, "bridge": gang})
    assert mastermind_attack(s) == 9


def test_R166_one_step_ahead_lowers_several_villains() -> None:
    """One Step Ahead lowers the Attack of up to two chosen Villains, never below 0."""
    s = position(hands=[["One Step Ahead"]], city={"sewers": "Wing Kong Thug", "bank": "Catacomb Monster"})
    thug, monster = uid_in(s, "Wing Kong Thug", Zone.CITY), uid_in(s, "Catacomb Monster", Zone.CITY)
    s = play(s, "One Step Ahead")
    s = choose(s, "Wing Kong Thug")
    s = choose(s, "Catacomb Monster")
    while s.pending is not None:
        s = decline(s)
    assert villain_attack(s, thug) == 1
    assert villain_attack(s, monster) == 3


def test_R173_under_a_spell_starts_a_discard_pile() -> None:
    """Under a Spell may put a card in the left player's discard pile, starting it if it was empty."""
    s = position(hands=[["Under a Spell"]], discards=[["Chang Sing Strategist"], []])
    s = play(s, "Under a Spell")
    s = choose(s, "Chang Sing Strategist")
    while s.pending is not None:
        s = decline(s)
    assert names_in(s, Zone.DISCARD, 1) == ["Chang Sing Strategist"]
    assert names_in(s, Zone.DISCARD, 0) == []


def test_R181_quick_reference_table() -> None:
    """The quick reference reads 2p 2/1/2/5, 3p 3/1/8/5, 4p 3/2/8/5, 5p 4/2/12/6."""
    table = {p: (VILLAIN_GROUPS[p], HENCHMAN_GROUPS[p], BYSTANDERS_IN_DECK[p], HEROES[p]) for p in (2, 3, 4, 5)}
    assert table == {2: (2, 1, 2, 5), 3: (3, 1, 8, 5), 4: (3, 2, 8, 5), 5: (4, 2, 12, 6)}


def test_R129_gained_wound_goes_to_discard() -> None:
    """Gaining a Wound puts the top of the Wound stack into the discard pile, not the hand."""
    s = position(villain_deck=["Master Strike"], hands=[["Chang Sing Warrior"], []], wounds=3)
    top = s.wounds[0]
    s = play_villain_card(s)
    assert top in s.players[0].discard and top not in s.players[0].hand
    assert len(s.wounds) == 1


def test_R7_evolve_keeps_state_frozen() -> None:
    """States are values: changing a copy leaves the original untouched."""
    s = position()
    t = evolve(s, twists=3)
    assert s.twists == 0 and t.twists == 3
