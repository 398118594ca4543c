"""Rules about effects in general: KO, rescue, modifiers, partial effects, Chinatown, the left-hand player."""

from __future__ import annotations

from attrs import evolve

from bigtrouble import Fight, apply, legal_actions
from bigtrouble.cards.defs import Kind
from bigtrouble.effects.base import ANY_HERO, CardFilter
from bigtrouble.effects.basic import Draw, GainAttack, Pick, Rescue
from bigtrouble.effects.conditions import InHQ
from bigtrouble.effects.deckplay import AttackModifier, RevealTop
from bigtrouble.effects.players import LeftPlayer
from bigtrouble.model import CHINATOWN, CITY_SPACES, Ctx
from bigtrouble.rules.ending import Result, result
from bigtrouble.rules.strength import mastermind_attack, villain_attack
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import choose, names_in, play, run, uid_in
from bigtrouble.zones import Zone


def test_R119_R120_ko_a_played_hero_keeps_what_it_gave() -> None:
    """'KO one of your Heroes' may take a card already played, and its Recruit and Attack stay."""
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist"]])
    s = play(s, "Chang Sing Warrior")
    s = run(s, Pick((Zone.HAND, Zone.PLAYED), Zone.KO, ANY_HERO))
    s = choose(s, "Chang Sing Warrior")
    assert names_in(s, Zone.KO) == ["Chang Sing Warrior"]
    assert s.turn.attack == 1
    assert names_in(s, Zone.PLAYED, 0) == []


def test_R121_ko_from_hand_gives_nothing() -> None:
    """A Hero KO'd straight from hand gives no Recruit or Attack."""
    s = position(hands=[["Chang Sing Warrior"]])
    s = run(s, Pick((Zone.HAND,), Zone.KO, ANY_HERO))
    s = choose(s, "Chang Sing Warrior")
    assert (s.turn.attack, s.turn.recruit) == (0, 0)
    assert names_in(s, Zone.KO) == ["Chang Sing Warrior"]


def test_R122_rescue_takes_the_top_of_the_bystander_stack() -> None:
    """Rescuing moves the top Bystander of the stack into your Victory Pile."""
    s = position(bystanders=["Bystander", "Bystander"])
    top = s.bystanders[0]
    s = run(s, Rescue(1))
    assert s.players[0].victory == (top,)
    assert len(s.bystanders) == 1


def test_R123_rescue_never_takes_a_captive() -> None:
    """'Rescue a Bystander' does not free a Bystander held by a Villain, even with the stack empty."""
    s = position(bystanders=[], city={"bank": "Wing Kong Thug"}, captives={"bank": ["Bystander"]})
    s = run(s, Rescue(1))
    assert names_in(s, Zone.CAPTIVES, 1) == ["Bystander"]
    assert s.players[0].victory == ()


def test_R144_do_as_much_as_possible() -> None:
    """An effect that can't be done in full does as much as it can: KO two Bystanders with only one."""
    s = position(victory=[["Bystander", "Wing Kong Thug"]])
    s = run(s, Pick((Zone.VICTORY,), Zone.KO, CardFilter(kind=Kind.BYSTANDER), count=2))
    s = choose(s, "Bystander")
    assert s.pending is None
    assert names_in(s, Zone.KO) == ["Bystander"]
    assert names_in(s, Zone.VICTORY, 0) == ["Wing Kong Thug"]


def test_R146_R147_chinatown_spaces_and_hq_beneath() -> None:
    """Rooftops and Streets are Chinatown; the 3rd and 4th HQ spaces are beneath them."""
    assert tuple(CITY_SPACES[i] for i in CHINATOWN) == ("rooftops", "streets")
    beneath = InHQ(CardFilter(name="Chang Sing Strategist"), beneath_chinatown=True)
    s = position(hq=["", "", "Chang Sing Strategist", "", ""])
    assert beneath.holds(s, Ctx(player=0))
    s = position(hq=["Chang Sing Strategist", "", "", "", "Chang Sing Strategist"])
    assert not beneath.holds(s, Ctx(player=0))


def test_R156_left_player_without_a_hand_does_nothing() -> None:
    """An effect on the player to your left does nothing if that player has no hand."""
    s = position(players=3, decks=[[], ["Uncle Chu"], ["Uncle Chu"]], no_hand=[1])
    after = run(s, LeftPlayer((Draw(1),)))
    assert after.players[1].hand == ()
    s = position(players=3, decks=[[], ["Uncle Chu"], ["Uncle Chu"]])
    after = run(s, LeftPlayer((Draw(1),)))
    assert names_in(after, Zone.HAND, 1) == ["Uncle Chu"]


def test_R161_reveal_leaves_the_card() -> None:
    """Revealing the top card of your deck only shows it: it stays on top."""
    s = position(decks=[["Uncle Chu", "Chang Sing Warrior"]])
    s = run(s, RevealTop(CardFilter(name="Uncle Chu"), (GainAttack(2),)))
    assert names_in(s, Zone.DECK, 0) == ["Uncle Chu", "Chang Sing Warrior"]
    assert s.turn.attack == 2


def test_R165_R167_R168_modifiers_never_below_zero_and_zero_is_free() -> None:
    """Henchmen -1 Attack lasts the turn; a big minus stops at 0 and a 0-Attack Villain costs nothing."""
    s = position(city={"sewers": "Wing Kong Thug"})
    thug = uid_in(s, "Wing Kong Thug", Zone.CITY)
    s = run(s, AttackModifier(-1, CardFilter(kind=Kind.HENCHMAN)))
    assert villain_attack(s, thug) == 2
    s = run(s, AttackModifier(-5, CardFilter(kind=Kind.HENCHMAN)))
    assert villain_attack(s, thug) == 0
    assert Fight(thug) in legal_actions(s)
    s = apply(s, Fight(thug))
    assert s.turn.attack == 0
    assert names_in(s, Zone.VICTORY, 0) == ["Wing Kong Thug"]


def test_R098_villain_modifiers_do_not_touch_the_mastermind() -> None:
    """The Mastermind is not a Villain: a Villain modifier leaves its Attack alone, and it never goes below 0."""
    s = position()
    s = run(s, AttackModifier(-3))
    assert mastermind_attack(s) == 7
    s = run(s, AttackModifier(-20, mastermind=True, villains=False))
    assert mastermind_attack(s) == 0


def test_R006_tied_vp_is_a_shared_individual_victory() -> None:
    """When the players win, everyone tied for the most VP wins individually."""
    from bigtrouble.model import Outcome

    s = position(victory=[["Wing Kong Thug"], ["Bystander"]])
    s = evolve(s, outcome=Outcome.WIN)
    assert result(s) == Result(Outcome.WIN, (1, 1), (0, 1), -1)


def test_R004_evil_win_has_no_individual_winner() -> None:
    """When Evil wins, all players lose whatever their VP."""
    from bigtrouble.model import Outcome

    s = evolve(position(victory=[["Wing Kong Thug"]]), outcome=Outcome.EVIL)
    assert result(s).winners == ()
