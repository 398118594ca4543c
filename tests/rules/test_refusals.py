"""Why not? Every refusal names the rule and, where totals decide, says what is missing."""

from __future__ import annotations

import pytest

from bigtrouble import apply
from bigtrouble.actions import Action, Choose, Decline, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.effects.base import ask
from bigtrouble.effects.basic import Pick
from bigtrouble.errors import IllegalAction
from bigtrouble.model import Ctx, Option, State, evolve
from bigtrouble.teaching.position import position
from bigtrouble.zones import Zone


def refusal(s: State, action: Action) -> str:
    """The engine's sentence for an illegal action (which must change nothing)."""
    with pytest.raises(IllegalAction) as info:
        apply(s, action)
    return str(info.value)


def test_recruit_without_enough_recruit_says_how_much_more() -> None:
    """R80."""
    s = position(recruit=1, hq=["Chinatown Brawler"])
    assert refusal(s, Recruit(s.hq[0])) == "Not enough Recruit: Chinatown Brawler costs 5, you have 1: 4 more (R80)."


def test_fight_without_enough_attack_says_how_much_more() -> None:
    """R84: the Thug needs 3."""
    s = position(attack=1, city={"sewers": "Wing Kong Thug"})
    assert refusal(s, Fight(s.city[0])) == "Not enough Attack: Wing Kong Thug needs 3, you have 1: 2 more (R84)."


def test_fighting_a_mastermind_too_strong_explains_his_real_attack() -> None:
    """R96: Six Shooter's 7 is 8 with a Wing Kong Gang Villain in the city, and the refusal says why."""
    s = position(attack=7, city={"sewers": "Wing Kong Gunman"})
    assert refusal(s, FightMastermind()) == (
        "Not enough Attack: Six Shooter needs 8 (7 printed, +1 for each Wing Kong Gang Villain in the city), "
        "you have 7: 1 more (R96)."
    )
    plain = position(attack=2)
    assert refusal(plain, FightMastermind()) == "Not enough Attack: Six Shooter needs 7, you have 2: 5 more (R96)."


def test_playing_while_a_choice_is_pending_names_the_choice() -> None:
    """R64: a card is resolved before the next move."""
    s = position(hands=[["Dragon of the Black Pool", "CB Radio"]], city={"sewers": "Wing Kong Thug"}, attack=5)
    chooser = position(hands=[["Dragon of the Black Pool"]])

    pick = Pick((Zone.HAND,), Zone.DISCARD)
    s = ask(s, 0, "Choose a card from your hand to discard.", (Option("CB Radio", s.me.hand[1]),), False, pick, Ctx(0))
    text = refusal(s, PlayCard(s.me.hand[0]))
    assert text == "Not yet (R64): first answer the choice: Choose a card from your hand to discard."
    assert refusal(s, Fight(s.city[0])) == text
    assert refusal(s, EndTurn()) == text.replace("Not yet", "You can't end the turn yet")
    assert refusal(s, Decline()) == "This choice can't be declined: pick one of the options."
    assert refusal(s, Choose(3)) == "That is not one of the options: pick one of the 1 offered."
    assert refusal(chooser, Choose(0)) == "There is no choice to make right now."


def test_heal_refusals_say_what_blocks_healing() -> None:
    """R134: no Wounds, or a recruit or fight this turn."""
    s = position(hands=[["Dragon of the Black Pool"]])
    assert refusal(s, Heal()) == "You have no Wounds in your hand, so there is nothing to heal (R134)."
    wounded = position(hands=[["Wound"]])
    fought = evolve(wounded, turn=evolve(wounded.turn, fought=True))
    assert refusal(fought, Heal()).startswith("You fought this turn, so you can't heal")
    recruited = evolve(wounded, turn=evolve(wounded.turn, recruited=True))
    assert refusal(recruited, Heal()).startswith("You recruited this turn, so you can't heal")
    assert refusal(wounded, PlayCard(wounded.me.hand[0])).startswith(
        "A Wound can't be played: it gives nothing (R130)."
    )


def test_after_healing_recruiting_and_fighting_say_why() -> None:
    """R134, R137."""
    s = position(hands=[["Wound"]], recruit=9, attack=9, hq=["CB Radio"], city={"sewers": "Wing Kong Thug"})
    s = apply(s, Heal())
    assert "(R134)" in refusal(s, Recruit(s.hq[0])) and "can't recruit" in refusal(s, Recruit(s.hq[0]))
    assert "can't fight" in refusal(s, Fight(s.city[0]))
    assert "(R137)" in refusal(s, FightMastermind())


def test_wrong_places_name_the_rule() -> None:
    """R64, R79/R82, R83: play from hand, recruit from the HQ, fight in the city."""
    s = position(hands=[["CB Radio"]], discards=[["Dragon of the Black Pool"]], escaped=["Wing Kong Thug"])
    assert refusal(s, PlayCard(s.players[0].discard[0])) == "You can only play cards from your own hand (R64)."
    assert "(R79, R82)" in refusal(s, Recruit(s.players[0].discard[0]))
    assert refusal(s, Fight(s.escaped[0])) == "You can only fight a Villain in the city (R83)."


def test_showdown_refusals() -> None:
    """R107, R108: a Showdown Turn is for playing cards."""
    s = position(recruit=9, attack=9, hq=["CB Radio"], city={"sewers": "Wing Kong Thug"})
    s = evolve(s, turn=evolve(s.turn, showdown=True))
    assert "(R107)" in refusal(s, Recruit(s.hq[0]))
    assert "(R108)" in refusal(s, Fight(s.city[0]))
    assert "Showdown Total" in refusal(s, FightMastermind())
