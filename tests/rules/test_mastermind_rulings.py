"""Rulings about particular Masterminds and Schemes, and "defeat for free"."""

from __future__ import annotations

from attrs import evolve

from bigtrouble import FightMastermind, apply
from bigtrouble.cards.defs import Kind
from bigtrouble.effects.base import CardFilter
from bigtrouble.engine import settle
from bigtrouble.rules.play import DefeatForFree
from bigtrouble.rules.strength import mastermind_attack, villain_attack
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import choose, decline, names_in, play_villain_card, run, uid_in
from bigtrouble.zones import Zone, cdef

RULE = "Rule the Universe from Beyond the Grave"


def test_R150_R151_strike_sends_the_warrior_nearest_the_bridge_back() -> None:
    """His Strike puts the Warrior of Lo Pan nearest the Bridge on top of the Villain Deck and KOs its captives."""
    s = position(
        mastermind="Sorcerous Lo Pan",
        villain_deck=["Master Strike", "Bystander"],
        city={"bank": "Spirit Warrior", "streets": "Smoke-Staff Guard", "bridge": "Wing Kong Thug"},
        captives={"streets": ["Bystander", "Bystander"]},
    )
    s = play_villain_card(s)
    assert names_in(s, Zone.VILLAIN_DECK) == ["Smoke-Staff Guard", "Bystander"]
    assert names_in(s, Zone.CITY) == ["Spirit Warrior", "Wing Kong Thug"]
    assert names_in(s, Zone.KO).count("Bystander") == 2


def test_R152_strike_without_a_warrior_plays_the_next_card() -> None:
    """With no Warrior of Lo Pan in the city, his Strike plays the next Villain Deck card."""
    s = position(mastermind="Sorcerous Lo Pan", villain_deck=["Master Strike", "Wing Kong Thug", "Bystander"])
    s = play_villain_card(s)
    assert names_in(s, Zone.CITY) == ["Wing Kong Thug"]
    assert names_in(s, Zone.VILLAIN_DECK) == ["Bystander"]


def _take_rule_first() -> object:
    for seed in range(40):
        s = position(
            mastermind="Sorcerous Lo Pan",
            tactics=[RULE, "Flesh Restored"],
            victory=[["Wing Kong Thug"]],
            hands=[["Chang Sing Strategist"]],
            attack=60,
            seed=seed,
        )
        after = apply(s, FightMastermind())
        if RULE in names_in(after, Zone.VICTORY, 0):
            return settle(after)[0]  # the lone Villain to rise is answered as the client does
    raise AssertionError("no seed takes the Tactic first")


def test_R153_rule_the_universe_adds_a_fifth_fight() -> None:
    """Rule the Universe puts a Villain among the Tactics, so the Mastermind needs one more fight."""
    s = _take_rule_first()
    assert sorted(names_in(s, Zone.TACTICS)) == ["Flesh Restored", "Wing Kong Thug"]
    assert "Wing Kong Thug" not in names_in(s, Zone.VICTORY, 0)
    assert not s.team_win_locked


def test_R154_the_villain_taken_as_a_tactic_resolves_its_fight() -> None:
    """Taking that Villain as if a Tactic puts it in the Victory Pile and resolves its own Fight effect."""
    s = _take_rule_first()
    while "Wing Kong Thug" not in names_in(s, Zone.VICTORY, 0):
        s = apply(s, FightMastermind())
        while s.pending is not None and "Wing Kong Thug" not in names_in(s, Zone.VICTORY, 0):
            s = decline(s)
    assert "Wing Kong Thug" in names_in(s, Zone.VICTORY, 0)
    assert s.pending is not None and "KO" in s.pending.prompt  # the Thug's Fight: KO a grey Hero


def test_R175_ching_dai_bonus_is_capped_at_five() -> None:
    """Ching Dai gets +1 per card on his stack, but never more than +5."""
    three = position(mastermind="Ching Dai", mastermind_stack=["Chang Sing Strategist"] * 3)
    eight = position(mastermind="Ching Dai", mastermind_stack=["Chang Sing Strategist"] * 8)
    assert mastermind_attack(three) == 8 + 3
    assert mastermind_attack(eight) == 8 + 5


def test_R16_R142_a_scheme_rule_overrides_the_normal_rules() -> None:
    """Under Rampage for Sacrifices a Villain's Attack grows with its captives, which normally change nothing."""
    kw = {"city": {"bank": "Wing Kong Thug"}, "captives": {"bank": ["Bystander", "Bystander"]}}
    normal = position(**kw)
    rampage = position(scheme="Rampage for Sacrifices", **kw)
    thug = uid_in(normal, "Wing Kong Thug", Zone.CITY)
    assert villain_attack(normal, thug) == 3
    assert villain_attack(rampage, uid_in(rampage, "Wing Kong Thug", Zone.CITY)) == 5


def test_R170_defeat_for_free_spends_no_attack() -> None:
    """Defeating for free removes only the Attack cost: no Attack is spent, the Villain and captives are won."""
    s = position(attack=2, city={"streets": "Catacomb Monster"}, captives={"streets": ["Bystander"]})
    s = run(s, DefeatForFree(CardFilter(villain=True)))
    s = choose(s, "Catacomb Monster")
    assert s.turn.attack == 2
    assert sorted(names_in(s, Zone.VICTORY, 0)) == ["Bystander", "Catacomb Monster"]
    assert s.turn.fought


def test_R171_defeat_for_free_keeps_other_conditions() -> None:
    """Smoke-Staff Guard still needs its condition: without it, 'for free' can't pick it."""
    s = position(city={"bank": "Smoke-Staff Guard", "rooftops": "Wing Kong Thug"})
    s = run(s, DefeatForFree(CardFilter(villain=True)))
    assert s.pending is not None
    assert [o.label for o in s.pending.options] == ["Wing Kong Thug"]
    ok = position(city={"bank": "Smoke-Staff Guard"}, played=[["Unpredictable Magician"]])
    ok = run(ok, DefeatForFree(CardFilter(villain=True)))
    assert ok.pending is not None and [o.label for o in ok.pending.options] == ["Smoke-Staff Guard"]


def test_R108_nothing_is_defeated_for_free_in_a_showdown() -> None:
    """During a Showdown Turn even a free defeat does nothing."""
    s = position(city={"bank": "Wing Kong Thug"})
    s = evolve(s, turn=evolve(s.turn, showdown=True))
    s = run(s, DefeatForFree(CardFilter(kind=Kind.HENCHMAN)))
    assert s.pending is None
    assert names_in(s, Zone.CITY) == ["Wing Kong Thug"]
    assert cdef(s, s.city[1]).name == "Wing Kong Thug"
