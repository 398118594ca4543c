"""Gracie Law, Miao Yin and Henry Swanson: every ability, the no-hand cases and the card counts."""

from __future__ import annotations

import attrs
import pytest

from bigtrouble.actions import Choose, EndTurn, Fight
from bigtrouble.cards import registry
from bigtrouble.cards.defs import FAMILY_HERO, Kind, Origin, Rarity
from bigtrouble.cards.heroes_more import CARDS
from bigtrouble.cards.text import card_text
from bigtrouble.engine import apply, legal_actions
from bigtrouble.model import Phase, Showdown, State, log_entries
from bigtrouble.rules.strength import mastermind_attack, villain_attack
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import choose, decline, names_in, play, uid_in
from bigtrouble.zones import Zone, cards_in

HEROES = ("Gracie Law", "Miao Yin", "Henry Swanson")


def pick(s: State, uid: int) -> State:
    """Answer the pending choice with the option that names card ``uid``."""
    assert s.pending is not None
    index = next(i for i, o in enumerate(s.pending.options) if o.uid == uid)
    return apply(s, Choose(index))


def option_uids(s: State) -> set[int]:
    """The card uids offered by the pending choice."""
    assert s.pending is not None
    return {o.uid for o in s.pending.options}


def showdown(s: State) -> State:
    """The same position, but in a Showdown Turn."""
    return attrs.evolve(s, turn=attrs.evolve(s.turn, showdown=True))


def said(s: State, words: str) -> bool:
    """Whether some log entry contains ``words``."""
    return any(words in e.text for e in log_entries(s.log))


def logged(s: State, rule: str) -> bool:
    """Whether some log entry cites ``rule``."""
    node = s.log
    while node is not None:
        if node.entry.rule == rule:
            return True
        node = node.rest
    return False


# Counts and labels (R179)


@pytest.mark.parametrize("hero", HEROES)
def test_R179_each_hero_has_14_cards_in_four_designs(hero: str) -> None:
    """Each hero has 14 cards: two commons of 5, one uncommon of 3 and one rare, all full Heroes."""
    defs = registry.of_kind(Kind.HERO, hero)
    assert sum(d.copies for d in defs) == 14
    by_rarity = sorted((d.rarity.value, d.copies) for d in defs if d.rarity is not None)
    assert by_rarity == [("common", 5), ("common", 5), ("rare", 1), ("uncommon", 3)]
    assert all(d.family == FAMILY_HERO and d.cls is not None for d in defs)
    assert len({d.cls for d in defs}) <= 2


@pytest.mark.parametrize("hero", HEROES)
def test_each_hero_costs_follow_the_house_ranges(hero: str) -> None:
    """Commons cost 2-4, uncommons 4-6, rares 7-8."""
    ranges = {Rarity.COMMON: (2, 4), Rarity.UNCOMMON: (4, 6), Rarity.RARE: (7, 8)}
    for d in registry.of_kind(Kind.HERO, hero):
        assert d.rarity is not None
        low, high = ranges[d.rarity]
        assert low <= d.cost <= high, d.name


def test_every_card_has_readable_text_and_an_origin_note() -> None:
    """Every card's generated text is non-empty, has no stray code words, and says where it comes from."""
    assert len(CARDS) == 12
    for d in CARDS:
        text = card_text(d)
        assert text and "None" not in text and "Card" not in text.split(":")[0]
        assert d.origin_note


def test_nosy_but_nice_uses_the_published_facts() -> None:
    """Nosy But Nice is Gracie Law's common of five copies costing 2, its name and cost labelled published."""
    d = registry.by_name("Nosy But Nice")
    assert (d.group, d.rarity, d.copies, d.cost) == ("Gracie Law", Rarity.COMMON, 5, 2)
    assert d.origin_of("name") is Origin.PUBLISHED and d.origin_of("cost") is Origin.PUBLISHED
    assert d.origin_of("numbers") is Origin.HOUSE


def test_rulebook_names_are_labelled_and_house_designs_are_not() -> None:
    """Names the rulebook gives are labelled rulebook; our own designs stay house through and through."""
    for n in ("Fighting Bride", "Smooth Move", "One Step Ahead", "Under a Spell", "Green-eyed Bride"):
        assert registry.by_name(n).origin_of("name") is Origin.RULEBOOK
    for n in ("The Rescue", "He Owns the Block"):
        assert registry.by_name(n).origin_of("name") is Origin.RULEBOOK
    for n in ("Promised to Wang", "Lo Pan's Prize", "Local Knowledge", "Clear the Street"):
        d = registry.by_name(n)
        assert d.is_house and all(d.origin_of(p) is Origin.HOUSE for p in ("name", "numbers", "ability"))


def test_fighting_bride_is_gracies_rare() -> None:
    """Fighting Bride is the one rare of Gracie Law."""
    rares = [d.name for d in registry.of_kind(Kind.HERO, "Gracie Law") if d.rarity is Rarity.RARE]
    assert rares == ["Fighting Bride"]


def test_custom_effect_texts_read_as_card_text() -> None:
    """The custom effects print as plain card sentences."""
    assert card_text(registry.by_name("Smooth Move")) == (
        "Rescue a Bystander held by a Villain in the city. Instinct: You get +1 Attack."
    )
    assert card_text(registry.by_name("One Step Ahead")) == (
        "Choose up to 2 Villains in the city. Each gets -2 Attack this turn. "
        "Covert: The Mastermind gets -2 Attack this turn."
    )
    assert card_text(registry.by_name("Fighting Bride")) == (
        "You may recruit a Hero that costs 5 or less from the HQ for free. Covert: You get +2 Recruit."
    )
    assert card_text(registry.by_name("He Owns the Block")).startswith(
        "You may recruit a Hero from an HQ space beneath Chinatown for free."
    )
    assert card_text(registry.by_name("The Rescue")) == (
        "Rescue a Bystander. Each player with a hand passes a card from it to the player on their left."
    )
    assert "Ching Dai's stack" in card_text(registry.by_name("Under a Spell"))
    assert "+1 Attack for each gift" in card_text(registry.by_name("Green-eyed Bride"))


# Gracie Law: Nosy But Nice


def test_nosy_but_nice_left_player_discards_and_draws() -> None:
    """The player on your left chooses a card to discard and then draws one."""
    s = position(hands=[["Nosy But Nice"], ["Wound", "Uncle Chu"]], decks=[[], ["Chang Sing Warrior"]])
    s = play(s, "Nosy But Nice")
    assert s.turn.recruit == 1
    assert s.pending is not None and s.pending.player == 1
    s = choose(s, "Wound")
    assert names_in(s, Zone.DISCARD, 1) == ["Wound"]
    assert names_in(s, Zone.HAND, 1) == ["Uncle Chu", "Chang Sing Warrior"]
    assert s.pending is None


def test_nosy_but_nice_left_player_may_decline() -> None:
    """Declining keeps the left player's hand as it was and draws nothing."""
    s = position(hands=[["Nosy But Nice"], ["Wound"]], decks=[[], ["Chang Sing Warrior"]])
    s = decline(play(s, "Nosy But Nice"))
    assert names_in(s, Zone.HAND, 1) == ["Wound"]
    assert names_in(s, Zone.DECK, 1) == ["Chang Sing Warrior"]


def test_nosy_but_nice_left_player_without_hand_does_nothing() -> None:
    """A left player with no hand (after their Showdown Turn) is not asked anything (R156)."""
    s = position(hands=[["Nosy But Nice"]], decks=[[], ["Chang Sing Warrior"]], discards=[[], ["Wound"]], no_hand=[1])
    s = play(s, "Nosy But Nice")
    assert s.pending is None
    assert names_in(s, Zone.DECK, 1) == ["Chang Sing Warrior"]
    assert names_in(s, Zone.HAND, 1) == []
    assert said(s, "Player 2 has no hand")


def test_nosy_but_nice_covert_lets_you_ko_from_hand_or_discard() -> None:
    """With another Covert card played, you may KO a card from your hand or discard pile."""
    s = position(
        hands=[["Nosy But Nice", "Chang Sing Warrior"], []],
        discards=[["Wound"]],
        played=[["Smooth Move"]],
    )
    s = play(s, "Nosy But Nice")
    assert s.pending is not None and s.pending.player == 0
    assert sorted(o.label for o in s.pending.options) == ["Chang Sing Warrior", "Wound"]
    s = choose(s, "Wound")
    assert names_in(s, Zone.KO) == ["Wound"]
    assert names_in(s, Zone.DISCARD, 0) == []


def test_nosy_but_nice_without_covert_offers_no_ko() -> None:
    """Without another Covert card played this turn there is no KO."""
    s = position(hands=[["Nosy But Nice", "Chang Sing Warrior"], []], discards=[["Wound"]])
    s = play(s, "Nosy But Nice")
    assert s.pending is None
    assert names_in(s, Zone.KO) == []


# Gracie Law: Smooth Move


def test_smooth_move_rescues_a_captured_bystander_off_its_villain() -> None:
    """Smooth Move takes a captured Bystander straight off a Villain in the city (R124)."""
    s = position(
        hands=[["Smooth Move"]],
        city={"streets": "Wing Kong Thug", "sewers": "Wing Kong Thug"},
        captives={"streets": ["Bystander", "Bystander"]},
        bystanders=["Bystander"] * 3,
    )
    held = s.captives[3][0]
    s = play(s, "Smooth Move")
    assert s.turn.attack == 2
    assert s.pending is not None and option_uids(s) == set(s.captives[3])
    s = pick(s, held)
    assert cards_in(s, Zone.VICTORY, 0) == (held,)
    assert len(s.captives[3]) == 1
    assert len(s.bystanders) == 3
    assert names_in(s, Zone.CITY) == ["Wing Kong Thug", "Wing Kong Thug"]


def test_smooth_move_rescuing_wing_kong_security_removes_its_bonus() -> None:
    """Taking Wing Kong Security off a Villain in Chinatown takes away its +2 Attack (R124, R125)."""
    s = position(
        hands=[["Smooth Move"]], city={"rooftops": "Wing Kong Thug"}, captives={"rooftops": ["Wing Kong Security"]}
    )
    thug = s.city[2]
    assert villain_attack(s, thug) == 5
    s = choose(play(s, "Smooth Move"), "Wing Kong Security held by Wing Kong Thug (rooftops)")
    assert names_in(s, Zone.VICTORY, 0) == ["Wing Kong Security"]
    assert villain_attack(s, thug) == 3


def test_smooth_move_takes_only_bystanders_from_a_villain() -> None:
    """Other captured cards (an Uncle Chu held by a Villain) are not offered."""
    s = position(
        hands=[["Smooth Move"]], city={"bank": "Wing Kong Thug"}, captives={"bank": ["Uncle Chu", "Bystander"]}
    )
    chu, bystander = s.captives[1]
    s = play(s, "Smooth Move")
    assert option_uids(s) == {bystander}
    s = pick(s, bystander)
    assert s.captives[1] == (chu,)


def test_smooth_move_needs_an_already_captured_bystander() -> None:
    """With no Bystander held in the city, Smooth Move rescues nobody, not even from the stack (R124)."""
    s = position(
        hands=[["Smooth Move"]],
        city={"bridge": "Wing Kong Thug"},
        mastermind_captives=["Bystander"],
        bystanders=["Bystander"] * 3,
    )
    s = play(s, "Smooth Move")
    assert s.pending is None
    assert names_in(s, Zone.VICTORY, 0) == []
    assert len(s.bystanders) == 3 and len(s.mastermind_captives) == 1


def test_smooth_move_instinct_gives_one_more_attack() -> None:
    """With another Instinct card played, Smooth Move gives +1 Attack."""
    s = position(hands=[["Smooth Move"]], played=[["One Step Ahead"]])
    s = play(s, "Smooth Move")
    assert s.turn.attack == 3


# Gracie Law: One Step Ahead


def test_one_step_ahead_lowers_two_chosen_villains() -> None:
    """Two chosen Villains get -2 Attack this turn; a third is untouched (R166)."""
    s = position(
        hands=[["One Step Ahead"]],
        city={"sewers": "Wing Kong Thug", "bank": "Wing Kong Thug", "bridge": "Wing Kong Thug"},
    )
    a, b, c = s.city[0], s.city[1], s.city[4]
    s = play(s, "One Step Ahead")
    assert option_uids(s) == {a, b, c}
    s = pick(s, a)
    assert option_uids(s) == {b, c}
    s = pick(s, c)
    assert s.pending is None
    assert (villain_attack(s, a), villain_attack(s, b), villain_attack(s, c)) == (1, 3, 1)


def test_one_step_ahead_may_stop_after_one_villain() -> None:
    """The second choice can be declined, leaving only one Villain weakened."""
    s = position(hands=[["One Step Ahead"]], city={"sewers": "Wing Kong Thug", "bank": "Wing Kong Thug"})
    a, b = s.city[0], s.city[1]
    s = decline(pick(play(s, "One Step Ahead"), a))
    assert (villain_attack(s, a), villain_attack(s, b)) == (1, 3)


def test_R167_R168_one_step_ahead_never_below_zero_and_free_fight() -> None:
    """Stacked reductions stop at 0 Attack, and such a Villain is defeated without spending Attack."""
    s = position(hands=[["One Step Ahead", "One Step Ahead"]], city={"sewers": "Wing Kong Thug"})
    thug = s.city[0]
    s = pick(play(s, "One Step Ahead"), thug)
    assert s.pending is None
    s = pick(play(s, "One Step Ahead"), thug)
    assert villain_attack(s, thug) == 0
    assert s.turn.attack == 6
    s = apply(s, Fight(thug))
    assert s.turn.attack == 6
    assert cards_in(s, Zone.VICTORY, 0) == (thug,)


def test_one_step_ahead_covert_lowers_the_mastermind() -> None:
    """With another Covert card played, the Mastermind gets -2 Attack too; without, it keeps its Attack."""
    base = position(hands=[["One Step Ahead"]], played=[["Nosy But Nice"]])
    before = mastermind_attack(base)
    assert mastermind_attack(play(base, "One Step Ahead")) == before - 2
    plain = position(hands=[["One Step Ahead"]])
    assert mastermind_attack(play(plain, "One Step Ahead")) == before


# Gracie Law: Fighting Bride


def test_fighting_bride_recruits_a_cheap_hero_for_free() -> None:
    """Fighting Bride recruits a Hero costing 5 or less without spending Recruit; the HQ refills."""
    s = position(
        hands=[["Fighting Bride"]],
        hq=["One Step Ahead", "He Owns the Block", "Smooth Move", None, None],
        hero_deck=["Local Knowledge"],
    )
    step, rare = s.hq[0], s.hq[1]
    s = play(s, "Fighting Bride")
    assert s.turn.recruit == 4
    assert rare not in option_uids(s) and step in option_uids(s)
    s = pick(s, step)
    assert names_in(s, Zone.DISCARD, 0) == ["One Step Ahead"]
    assert s.turn.recruit == 4 and s.turn.recruited
    assert names_in(s, Zone.HQ)[0] == "Local Knowledge"


def test_fighting_bride_free_recruit_is_optional() -> None:
    """Declining leaves the HQ as it was."""
    s = position(hands=[["Fighting Bride"]], hq=["Smooth Move", None, None, None, None])
    s = decline(play(s, "Fighting Bride"))
    assert names_in(s, Zone.HQ) == ["Smooth Move"] and not s.turn.recruited


def test_R176_fighting_bride_cannot_recruit_in_a_showdown_turn() -> None:
    """In a Showdown Turn nothing is recruited, but its Recruit still counts toward the Showdown Total."""
    s = showdown(position(hands=[["Fighting Bride"]], hq=["Smooth Move", None, None, None, None]))
    s = play(s, "Fighting Bride")
    assert s.pending is None
    assert names_in(s, Zone.HQ) == ["Smooth Move"]
    assert names_in(s, Zone.DISCARD, 0) == []
    assert s.turn.recruit_made + s.turn.attack_made == 4
    assert logged(s, "R176")


def test_R176_fighting_bride_recruit_enters_the_showdown_total() -> None:
    """Ending the Showdown Turn records Fighting Bride's 4 Recruit (plus Covert's 2) as the Showdown Total (R110)."""
    s = position(hands=[["Fighting Bride"]], played=[["Smooth Move"]], hq=["Smooth Move", None, None, None, None])
    s = attrs.evolve(s, phase=Phase.SHOWDOWN, showdown=Showdown(order=(0, 1)))
    s = apply(play(showdown(s), "Fighting Bride"), EndTurn())
    assert s.showdown is not None and s.showdown.totals == ((0, 6),)
    assert names_in(s, Zone.HQ) == ["Smooth Move"]


def test_fighting_bride_cannot_recruit_after_healing() -> None:
    """After healing this turn, the free recruit is not offered (R135)."""
    s = position(hands=[["Fighting Bride"]], hq=["Smooth Move", None, None, None, None])
    s = attrs.evolve(s, turn=attrs.evolve(s.turn, healed=True))
    s = play(s, "Fighting Bride")
    assert s.pending is None and names_in(s, Zone.HQ) == ["Smooth Move"]


def test_fighting_bride_covert_gives_two_more_recruit() -> None:
    """With another Covert card played, Fighting Bride gives +2 Recruit."""
    s = position(hands=[["Fighting Bride"]], played=[["Smooth Move"]])
    s = play(s, "Fighting Bride")
    assert s.turn.recruit == 6


# Miao Yin: Promised to Wang


def test_promised_to_wang_draws_when_wang_chi_waits_in_the_hq() -> None:
    """A Wang Chi Hero in the HQ lets Promised to Wang draw a card."""
    s = position(hands=[["Promised to Wang"]], decks=[["Uncle Chu"]], hq=[None, "Time to Go!", None, None, None])
    s = play(s, "Promised to Wang")
    assert s.turn.recruit == 2
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]


def test_promised_to_wang_draws_nothing_without_wang_chi() -> None:
    """With no Wang Chi Hero in the HQ (one in hand does not count), nothing is drawn."""
    s = position(
        hands=[["Promised to Wang", "Time to Go!"]], decks=[["Uncle Chu"]], hq=["Smooth Move", None, None, None, None]
    )
    s = play(s, "Promised to Wang")
    assert names_in(s, Zone.HAND, 0) == ["Time to Go!"]


# Miao Yin: Under a Spell


def test_under_a_spell_moves_a_discard_to_the_left_player_starting_their_pile() -> None:
    """A card from your discard pile goes to the left player's discard pile, starting it (R173)."""
    s = position(hands=[["Under a Spell"]], discards=[["Wound", "Uncle Chu"]])
    s = play(s, "Under a Spell")
    assert s.turn.attack == 2
    assert s.pending is not None and s.pending.player == 0
    s = choose(s, "Wound")
    assert names_in(s, Zone.DISCARD, 0) == ["Uncle Chu"]
    assert names_in(s, Zone.DISCARD, 1) == ["Wound"]
    assert logged(s, "R173")


def test_under_a_spell_reaches_a_left_player_without_hand() -> None:
    """The left player's discard pile takes the card even if they have no hand (R173)."""
    s = position(hands=[["Under a Spell"]], discards=[["Wound"], ["Uncle Chu"]], no_hand=[1])
    s = choose(play(s, "Under a Spell"), "Wound")
    assert names_in(s, Zone.DISCARD, 1) == ["Uncle Chu", "Wound"]


def test_under_a_spell_may_keep_your_discard_pile() -> None:
    """Declining moves nothing."""
    s = position(hands=[["Under a Spell"]], discards=[["Wound"]])
    s = decline(play(s, "Under a Spell"))
    assert names_in(s, Zone.DISCARD, 0) == ["Wound"] and names_in(s, Zone.DISCARD, 1) == []


def test_R172_under_a_spell_takes_nothing_without_a_mastermind_stack() -> None:
    """With a Mastermind that keeps no stack, there is nothing to take (R172)."""
    s = position(hands=[["Under a Spell"]])
    s = play(s, "Under a Spell")
    assert s.pending is None
    assert names_in(s, Zone.HAND, 0) == []


def test_R172_under_a_spell_takes_a_zero_cost_hero_from_ching_dai() -> None:
    """With Ching Dai, a 0-cost Hero on his stack can be taken into your hand, weakening him (R172, R174)."""
    if not any(d.name == "Ching Dai" for d in registry.of_kind(Kind.MASTERMIND)):
        pytest.skip("Ching Dai is not registered yet (another helper writes him)")
    s = position(
        hands=[["Under a Spell"]],
        mastermind="Ching Dai",
        mastermind_stack=["Chang Sing Strategist", "Chang Sing Strategist"],
    )
    before = mastermind_attack(s)
    s = play(s, "Under a Spell")
    assert s.pending is not None
    s = choose(s, "Chang Sing Strategist")
    assert names_in(s, Zone.HAND, 0) == ["Chang Sing Strategist"]
    assert len(s.mastermind_stack) == 1
    assert mastermind_attack(s) == before - 1


def test_under_a_spell_offers_only_zero_cost_heroes_from_the_stack() -> None:
    """Only 0-cost Heroes on the Mastermind's stack are offered, and taking one is optional."""
    s = position(hands=[["Under a Spell"]], mastermind_stack=["Chang Sing Strategist", "Uncle Chu"])
    strategist = uid_in(s, "Chang Sing Strategist", Zone.MASTERMIND_STACK)
    s = play(s, "Under a Spell")
    assert option_uids(s) == {strategist}
    s = decline(s)
    assert len(s.mastermind_stack) == 2 and names_in(s, Zone.HAND, 0) == []


# Miao Yin: Lo Pan's Prize


def test_lo_pans_prize_kos_a_zero_cost_top_card() -> None:
    """A 0-cost card revealed on top of your deck is KO'd."""
    s = position(hands=[["Lo Pan's Prize"]], decks=[["Chang Sing Strategist", "Uncle Chu"]])
    s = play(s, "Lo Pan's Prize")
    assert s.turn.attack == 4
    assert names_in(s, Zone.KO) == ["Chang Sing Strategist"]
    assert names_in(s, Zone.DECK, 0) == ["Uncle Chu"]


def test_lo_pans_prize_leaves_a_costly_top_card() -> None:
    """A top card that costs more than 0 stays where it is (R161)."""
    s = position(hands=[["Lo Pan's Prize"]], decks=[["Uncle Chu", "Chang Sing Strategist"]])
    s = play(s, "Lo Pan's Prize")
    assert names_in(s, Zone.KO) == []
    assert names_in(s, Zone.DECK, 0) == ["Uncle Chu", "Chang Sing Strategist"]


def test_lo_pans_prize_magic_draws_a_card() -> None:
    """With another Magic card played, Lo Pan's Prize also draws a card (after the reveal)."""
    s = position(hands=[["Lo Pan's Prize"]], decks=[["Chang Sing Strategist", "Uncle Chu"]], played=[["Under a Spell"]])
    s = play(s, "Lo Pan's Prize")
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]


# Miao Yin: Green-eyed Bride


def test_green_eyed_bride_asks_each_other_player_in_turn_order() -> None:
    """Other players are asked clockwise, each decides for themselves, and gifts go to your hand (R143, R157)."""
    s = position(players=3, current=1, hands=[["Uncle Chu"], ["Green-eyed Bride"], ["Wound", "Smooth Move"]])
    s = play(s, "Green-eyed Bride")
    assert s.pending is not None and s.pending.player == 2
    s = choose(s, "Smooth Move")
    assert s.pending is not None and s.pending.player == 0
    s = choose(s, "Uncle Chu")
    assert s.pending is None
    assert names_in(s, Zone.HAND, 1) == ["Smooth Move", "Uncle Chu"]
    assert names_in(s, Zone.HAND, 2) == ["Wound"] and names_in(s, Zone.HAND, 0) == []
    assert s.turn.attack == 6


def test_green_eyed_bride_gift_is_optional() -> None:
    """A player who declines gives nothing and adds no Attack."""
    s = position(hands=[["Green-eyed Bride"], ["Uncle Chu"]])
    s = decline(play(s, "Green-eyed Bride"))
    assert names_in(s, Zone.HAND, 1) == ["Uncle Chu"] and names_in(s, Zone.HAND, 0) == []
    assert s.turn.attack == 4


def test_R157_green_eyed_bride_player_without_hand_gives_nothing() -> None:
    """A player with no hand is skipped; the next player is still asked (R157)."""
    s = position(players=3, hands=[["Green-eyed Bride"], [], ["Uncle Chu"]], discards=[[], ["Wound"]], no_hand=[1])
    s = play(s, "Green-eyed Bride")
    assert s.pending is not None and s.pending.player == 2
    s = choose(s, "Uncle Chu")
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]
    assert names_in(s, Zone.DISCARD, 1) == ["Wound"]
    assert said(s, "Player 2 has no hand, so gives no gift")


def test_green_eyed_bride_empty_hands_give_nothing() -> None:
    """When no other player has a card in hand, nobody is asked."""
    s = position(hands=[["Green-eyed Bride"], []])
    s = play(s, "Green-eyed Bride")
    assert s.pending is None and s.turn.attack == 4


# Henry Swanson: Local Knowledge


def test_local_knowledge_draws_with_a_villain_in_chinatown() -> None:
    """A Villain on the Rooftops or Streets lets Local Knowledge draw a card."""
    s = position(hands=[["Local Knowledge"]], decks=[["Uncle Chu"]], city={"rooftops": "Wing Kong Thug"})
    s = play(s, "Local Knowledge")
    assert s.turn.recruit == 1
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"]


def test_local_knowledge_draws_nothing_outside_chinatown() -> None:
    """Villains only outside Chinatown draw nothing."""
    s = position(hands=[["Local Knowledge"]], decks=[["Uncle Chu"]], city={"sewers": "Wing Kong Thug"})
    s = play(s, "Local Knowledge")
    assert names_in(s, Zone.HAND, 0) == []


# Henry Swanson: Clear the Street


def test_clear_the_street_counts_villains_in_chinatown() -> None:
    """+1 Attack for each Villain in Chinatown, none for those elsewhere."""
    s = position(
        hands=[["Clear the Street"]],
        city={"sewers": "Wing Kong Thug", "rooftops": "Wing Kong Thug", "streets": "Wing Kong Thug"},
    )
    s = play(s, "Clear the Street")
    assert s.turn.attack == 4


def test_clear_the_street_tech_kos_a_grey_hero() -> None:
    """With another Tech card played, you may KO a grey Hero, and only a grey Hero, from hand or discard."""
    s = position(
        hands=[["Clear the Street", "Smooth Move"]],
        discards=[["Chang Sing Warrior", "Wound"]],
        played=[["Local Knowledge"]],
    )
    s = play(s, "Clear the Street")
    assert s.pending is not None and [o.label for o in s.pending.options] == ["Chang Sing Warrior"]
    s = choose(s, "Chang Sing Warrior")
    assert names_in(s, Zone.KO) == ["Chang Sing Warrior"]


def test_clear_the_street_without_tech_offers_no_ko() -> None:
    """Without another Tech card played there is no KO."""
    s = position(hands=[["Clear the Street"]], discards=[["Chang Sing Warrior"]])
    s = play(s, "Clear the Street")
    assert s.pending is None and names_in(s, Zone.KO) == []


# Henry Swanson: The Rescue


def test_the_rescue_everyone_chooses_then_cards_pass_left_together() -> None:
    """Each player, current first then clockwise, picks from their own hand; all cards then move left at once."""
    s = position(
        players=3,
        hands=[["The Rescue", "Wound"], ["Uncle Chu"], ["Chang Sing Warrior"]],
        bystanders=["Bystander"] * 2,
    )
    s = play(s, "The Rescue")
    assert names_in(s, Zone.VICTORY, 0) == ["Bystander"]
    assert s.pending is not None and s.pending.player == 0
    s = choose(s, "Wound")
    assert s.pending is not None and s.pending.player == 1
    assert [o.label for o in s.pending.options] == ["Uncle Chu"]
    s = choose(s, "Uncle Chu")
    assert s.pending is not None and s.pending.player == 2
    s = choose(s, "Chang Sing Warrior")
    assert s.pending is None
    assert names_in(s, Zone.HAND, 0) == ["Chang Sing Warrior"]
    assert names_in(s, Zone.HAND, 1) == ["Wound"]
    assert names_in(s, Zone.HAND, 2) == ["Uncle Chu"]
    assert s.turn.attack == 4


def test_R160_the_rescue_no_hand_passes_nothing_but_still_receives() -> None:
    """A player with no hand passes nothing; the card passed to them lands in their discard pile (R160)."""
    s = position(
        players=3,
        hands=[["The Rescue", "Wound"], [], ["Chang Sing Warrior"]],
        discards=[[], ["Uncle Chu"]],
        no_hand=[1],
    )
    s = play(s, "The Rescue")
    s = choose(s, "Wound")
    assert s.pending is not None and s.pending.player == 2
    s = choose(s, "Chang Sing Warrior")
    assert s.pending is None
    assert names_in(s, Zone.DISCARD, 1) == ["Uncle Chu", "Wound"]
    assert names_in(s, Zone.HAND, 1) == []
    assert names_in(s, Zone.HAND, 0) == ["Chang Sing Warrior"]
    assert names_in(s, Zone.HAND, 2) == []
    assert said(s, "Player 2 has no hand, so passes nothing")


def test_the_rescue_an_empty_hand_passes_nothing() -> None:
    """A player whose hand is empty is not asked; the others still pass."""
    s = position(hands=[["The Rescue"], ["Uncle Chu"]])
    s = play(s, "The Rescue")
    assert s.pending is not None and s.pending.player == 1
    s = choose(s, "Uncle Chu")
    assert names_in(s, Zone.HAND, 0) == ["Uncle Chu"] and names_in(s, Zone.HAND, 1) == []


def test_the_rescue_pass_cannot_be_declined() -> None:
    """Passing is not optional: the choice offers no Decline."""
    s = position(hands=[["The Rescue", "Wound"], ["Uncle Chu"]])
    s = play(s, "The Rescue")
    assert s.pending is not None and not s.pending.optional
    assert all(type(a).__name__ == "Choose" for a in legal_actions(s))


# Henry Swanson: He Owns the Block


def test_he_owns_the_block_recruits_free_only_beneath_chinatown() -> None:
    """Only the 3rd and 4th HQ spaces are offered, whatever the cost; the taken Hero is free (R147)."""
    s = position(
        hands=[["He Owns the Block"]],
        hq=["Smooth Move", "Local Knowledge", "Green-eyed Bride", "Under a Spell", "Nosy But Nice"],
        hero_deck=["The Rescue"],
    )
    bride = s.hq[2]
    s = play(s, "He Owns the Block")
    assert option_uids(s) == {s.hq[2], s.hq[3]}
    s = pick(s, bride)
    assert names_in(s, Zone.DISCARD, 0) == ["Green-eyed Bride"]
    assert s.turn.recruit == 3
    assert names_in(s, Zone.HQ)[2] == "The Rescue"


def test_he_owns_the_block_nothing_beneath_chinatown_means_no_choice() -> None:
    """Empty spaces beneath Chinatown offer nothing, even with Heroes elsewhere in the HQ."""
    s = position(hands=[["He Owns the Block"]], hq=["Smooth Move", None, None, None, "Nosy But Nice"])
    s = play(s, "He Owns the Block")
    assert s.pending is None


def test_he_owns_the_block_cannot_recruit_in_a_showdown_turn() -> None:
    """In a Showdown Turn the free recruit is lost but the Recruit counts (R107)."""
    s = showdown(position(hands=[["He Owns the Block"]], hq=[None, None, "Smooth Move", None, None]))
    s = play(s, "He Owns the Block")
    assert s.pending is None and names_in(s, Zone.HQ) == ["Smooth Move"]
    assert s.turn.recruit_made == 3


def test_he_owns_the_block_strength_gives_two_attack() -> None:
    """With another Strength card played, He Owns the Block gives +2 Attack."""
    s = position(hands=[["He Owns the Block"]], played=[["Clear the Street"]])
    s = play(s, "He Owns the Block")
    assert s.turn.attack == 2
