"""House rules from the DC rulebook (``bigtrouble.rules.house``): each off by default, each does what it says."""

from __future__ import annotations

from collections import Counter

import pytest
from attrs import evolve

from bigtrouble import Setup, SetupError, new_game
from bigtrouble.cards.defs import FAMILY_STRATEGIST, FAMILY_UNCLE_CHU, Kind
from bigtrouble.model import log_entries
from bigtrouble.rules import house
from bigtrouble.rules.setup import set_up
from bigtrouble.rules.strength import mastermind_attack
from bigtrouble.teaching.position import position
from bigtrouble.zones import cdef


def test_no_house_rule_is_on_by_default() -> None:
    assert Setup().house == ()
    s = new_game(Setup(), 3)
    assert not any(e.rule == "house rule" for e in log_entries(s.log))


def test_house_rules_without_them_change_nothing() -> None:
    """A game with no house rule is the same game it always was (same seed, same state)."""
    assert new_game(Setup(players=3), 17) == new_game(Setup(players=3, house=()), 17)


def test_unknown_or_contradictory_house_rules_are_refused() -> None:
    with pytest.raises(SetupError, match="no house rule"):
        new_game(Setup(house=("free-lunch",)), 1)
    with pytest.raises(SetupError, match="both stronger and weaker"):
        new_game(Setup(house=(house.STRONGER, house.WEAKER)), 1)
    with pytest.raises(SetupError, match="twice"):
        new_game(Setup(house=(house.WARMUP, house.WARMUP)), 1)


def test_house_rules_are_named_in_the_log() -> None:
    s = new_game(Setup(house=(house.EXTRA_TWIST,)), 1)
    assert any("House rules" in e.text and "Twist" in e.text for e in log_entries(s.log))


def test_parse() -> None:
    assert house.parse("mulligan, warmup") == (house.MULLIGAN, house.WARMUP)
    with pytest.raises(ValueError, match="not a house rule"):
        house.parse("mulligan,nope")


# --- the HQ mulligan (DC S10) ------------------------------------------------------------------


def _dear_hero() -> str:
    from bigtrouble.cards import registry

    return next(d.name for d in registry.of_kind(Kind.HERO) if d.cost >= house.MULLIGAN_COST)


def _cheap_hero() -> str:
    from bigtrouble.cards import registry

    return next(d.name for d in registry.of_kind(Kind.HERO) if d.family == "hero" and d.cost <= 3)


def test_mulligan_sets_aside_every_dear_hero_and_refills() -> None:
    dear, cheap = _dear_hero(), _cheap_hero()
    s = position(hq=[dear, dear, cheap, cheap, cheap], hero_deck=[dear, cheap, cheap, cheap])
    s = evolve(s, setup=evolve(s.setup, house=(house.MULLIGAN,)))
    after = house.mulligan(s)
    assert all(cdef(after, u).cost < house.MULLIGAN_COST for u in after.hq)
    # The two set aside, and the dear card that came up in a refill, went back into the Hero Deck.
    assert Counter(cdef(after, u).name for u in after.hero_deck)[dear] == 3
    assert len(after.hero_deck) + 5 == len(s.hero_deck) + 5
    assert sorted(after.all_uids()) == sorted(s.all_uids())


def test_mulligan_needs_two_dear_heroes() -> None:
    dear, cheap = _dear_hero(), _cheap_hero()
    s = position(hq=[dear, cheap, cheap, cheap, cheap], hero_deck=[cheap] * 3)
    after = house.mulligan(s)
    assert after.hq == s.hq and after.hero_deck == s.hero_deck


def test_mulligan_happens_at_setup_only_when_chosen() -> None:
    """Over many seeds, a game with the mulligan never starts with two or more HQ Heroes costing 7+."""
    for seed in range(120):
        s = set_up(Setup(house=(house.MULLIGAN,)), seed)
        assert sum(1 for u in s.hq if cdef(s, u).cost >= house.MULLIGAN_COST) < 2
    dear_starts = 0
    for seed in range(120):
        plain = set_up(Setup(), seed)
        dear_starts += sum(1 for u in plain.hq if cdef(plain, u).cost >= house.MULLIGAN_COST) >= 2
    assert dear_starts > 0  # without it, such HQs do happen in this range: the check above means something


# --- the warm-up round (DC T1) -----------------------------------------------------------------


@pytest.mark.parametrize("players", [4, 5])
def test_warmup_no_villain_card_on_each_players_first_turn(players: int) -> None:
    from bigtrouble.actions import EndTurn
    from bigtrouble.engine import apply

    s = new_game(Setup(players=players, house=(house.WARMUP,)), 2)
    start = len(s.villain_deck)
    for _ in range(players - 1):
        while s.pending is not None:
            from bigtrouble.actions import Choose

            s = apply(s, Choose(0))
        s = apply(s, EndTurn())
    assert len(s.villain_deck) == start  # nobody played a Villain card in the first round
    while s.pending is not None:
        from bigtrouble.actions import Choose

        s = apply(s, Choose(0))
    s = apply(s, EndTurn())  # the first player's second turn plays one
    assert len(s.villain_deck) < start


def test_warmup_does_nothing_below_four_players() -> None:
    s = new_game(Setup(players=3, house=(house.WARMUP,)), 2)
    assert len(s.villain_deck) == len(set_up(Setup(players=3, house=(house.WARMUP,)), 2).villain_deck) - 1


# --- difficulty knobs (DC §7) ------------------------------------------------------------------


def test_stronger_and_weaker_mastermind() -> None:
    base = mastermind_attack(new_game(Setup(mastermind="Ching Dai"), 5))
    assert mastermind_attack(new_game(Setup(mastermind="Ching Dai", house=(house.STRONGER,)), 5)) == base + 2
    assert mastermind_attack(new_game(Setup(mastermind="Ching Dai", house=(house.WEAKER,)), 5)) == base - 2


def test_extra_twist() -> None:
    def twists(setup: Setup) -> int:
        s = set_up(setup, 4)
        return sum(1 for u in s.villain_deck if cdef(s, u).kind is Kind.TWIST)

    plain = Setup(scheme="Assassination")
    assert twists(evolve(plain, house=(house.EXTRA_TWIST,))) == twists(plain) + 1


def test_uncle_chu_start() -> None:
    s = set_up(Setup(players=3, house=(house.UNCLE_CHU_START,)), 8)
    for p in s.players:
        deck = Counter(cdef(s, u).family for u in p.hand + p.deck)
        assert deck[FAMILY_UNCLE_CHU] == house.UNCLE_CHU_SWAPS
        assert deck[FAMILY_STRATEGIST] == 6 - house.UNCLE_CHU_SWAPS
        assert len(p.hand + p.deck) == 12
    assert len(s.uncle_chu) == 25 - 3 * house.UNCLE_CHU_SWAPS
