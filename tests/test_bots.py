"""The bots: legal, reproducible, and the heuristic one plays sensibly."""

from __future__ import annotations

import random

import pytest

from bigtrouble import Choose, Decline, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit, legal_actions
from bigtrouble.bots import HeuristicBot, RandomBot, make_bot
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import Choice, ChooseOne, GainAttack, GainRecruit, Pick
from bigtrouble.effects.villain_deck import KOFromHQOnEscape
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import fight, play, run, uid_in
from bigtrouble.zones import Zone


def test_random_bot_picks_legal_actions_reproducibly() -> None:
    """Two random bots with the same seed make the same legal picks; another seed differs somewhere."""
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist", "Uncle Chu"]], attack=3, recruit=3)
    legal = legal_actions(s)
    a, b, c = RandomBot(7), RandomBot(7), RandomBot(8)
    picks_a = [a.choose(s, legal) for _ in range(30)]
    picks_b = [b.choose(s, legal) for _ in range(30)]
    picks_c = [c.choose(s, legal) for _ in range(30)]
    assert picks_a == picks_b
    assert picks_a != picks_c
    assert all(p in legal for p in picks_a)


def test_bots_never_touch_the_global_random() -> None:
    """Bots use their own generator: the global random module's state is unchanged."""
    random.seed(123)
    before = random.getstate()
    s = position(hands=[["Chang Sing Warrior"]], attack=3, city={"bridge": "Wing Kong Thug"})
    for bot in (RandomBot(1), HeuristicBot(1)):
        for _ in range(10):
            bot.choose(s, legal_actions(s))
    assert random.getstate() == before


def test_make_bot_knows_both_kinds_and_refuses_others() -> None:
    """make_bot builds the named bot and rejects an unknown name with a clear message."""
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("heuristic", 1), HeuristicBot)
    with pytest.raises(ValueError, match="Unknown bot"):
        make_bot("genius")


def test_heuristic_plays_every_card_before_fighting() -> None:
    """With a card in hand and Attack enough to fight, the card is played first."""
    s = position(hands=[["Chang Sing Strategist"]], attack=3, city={"bridge": "Wing Kong Thug"})
    assert isinstance(HeuristicBot().choose(s, legal_actions(s)), PlayCard)


def test_heuristic_never_plays_a_wound_and_ends_an_empty_turn() -> None:
    """With nothing but a Wound it can't play and nothing to do, it heals; with nothing at all it ends the turn."""
    s = position(hands=[["Wound"]])
    assert HeuristicBot().choose(s, legal_actions(s)) == Heal()
    s = position(hands=[[]])
    assert HeuristicBot().choose(s, legal_actions(s)) == EndTurn()


def test_heuristic_fights_the_villain_nearest_the_bridge() -> None:
    """Of two Villains it can afford, it fights the one about to escape."""
    s = position(attack=3, city={"sewers": "Wing Kong Thug", "bridge": "Wing Kong Thug"})
    assert HeuristicBot().choose(s, legal_actions(s)) == Fight(s.city[4])


def test_heuristic_rescues_bystanders_first() -> None:
    """A Villain holding a Bystander is fought before an empty-handed one a space further on."""
    s = position(
        attack=3, city={"sewers": "Wing Kong Thug", "bank": "Wing Kong Thug"}, captives={"sewers": ["Bystander"]}
    )
    assert HeuristicBot().choose(s, legal_actions(s)) == Fight(s.city[0])


def test_heuristic_fights_the_mastermind_when_it_can() -> None:
    """With Attack for the Mastermind, it takes a Tactic rather than fight a Henchman."""
    s = position(attack=10, city={"bridge": "Wing Kong Thug"})
    assert HeuristicBot().choose(s, legal_actions(s)) == FightMastermind()


def test_heuristic_recruits_the_best_affordable_hero() -> None:
    """Of the Heroes it can afford, it recruits the dearer one (Uncle Chu over a 0-cost Mediocre Hero)."""
    s = position(recruit=3, hq=["Dim Sum Cook", "Uncle Chu"], uncle_chu=0)
    assert HeuristicBot().choose(s, legal_actions(s)) == Recruit(s.hq[1])


def test_heuristic_does_not_recruit_a_mediocre_hero() -> None:
    """A 0-cost Mediocre Hero would only dilute the deck: it ends the turn instead."""
    s = position(recruit=3, hq=["Dim Sum Cook"], uncle_chu=0)
    assert Recruit(s.hq[0]) in legal_actions(s)
    assert HeuristicBot().choose(s, legal_actions(s)) == EndTurn()


def test_heuristic_keeps_fighting_instead_of_healing() -> None:
    """A wounded player who can fight a Villain fights rather than heals."""
    s = position(hands=[["Wound"]], attack=3, city={"bridge": "Wing Kong Thug"})
    assert HeuristicBot().choose(s, legal_actions(s)) == Fight(s.city[4])


def test_heuristic_kos_a_wound_with_uncle_chu() -> None:
    """Uncle Chu's optional KO takes the Wound, not a useful card."""
    s = position(hands=[["Uncle Chu", "Chang Sing Warrior"]], discards=[["Dim Sum Cook", "Wound"]])
    s = play(s, "Uncle Chu")
    assert s.pending is not None
    choice = HeuristicBot().choose(s, legal_actions(s))
    assert isinstance(choice, Choose)
    assert s.pending.options[choice.index].uid == uid_in(s, "Wound", Zone.DISCARD, 0)


GREY_KO = Pick((Zone.HAND, Zone.DISCARD), Zone.KO, CardFilter(grey=True, hero=True), optional=True)
"""An optional "you may KO a grey Hero from your hand or discard pile" (Clear the Street's Tech trigger)."""


def test_heuristic_kos_a_starter_but_keeps_a_mediocre_hero() -> None:
    """An optional KO of a grey Hero takes a starter; offered only a Mediocre Hero, it declines."""
    s = run(position(discards=[["Dim Sum Cook", "Chang Sing Strategist"]]), GREY_KO)
    choice = HeuristicBot().choose(s, legal_actions(s))
    assert isinstance(choice, Choose)
    assert s.pending is not None and s.pending.options[choice.index].label == "Chang Sing Strategist"
    s = run(position(discards=[["Dim Sum Cook"]]), GREY_KO)
    assert HeuristicBot().choose(s, legal_actions(s)) == Decline()


def test_heuristic_kos_the_cheapest_hero_when_a_villain_escapes() -> None:
    """Forced to KO a Hero from the HQ, it gives up the cheapest."""
    s = run(position(hq=["Uncle Chu", "Dim Sum Cook", "Uncle Chu"], uncle_chu=0), KOFromHQOnEscape())
    assert s.pending is not None
    choice = HeuristicBot().choose(s, legal_actions(s))
    assert isinstance(choice, Choose)
    assert s.pending.options[choice.index].label == "Dim Sum Cook"


def test_heuristic_judges_other_choices_by_their_result() -> None:
    """Offered +1 Attack, +3 Attack or +1 Recruit, it looks ahead and takes +3 Attack."""
    effect = ChooseOne(
        (Choice("+1 Attack", GainAttack(1)), Choice("+3 Attack", GainAttack(3)), Choice("+1 Recruit", GainRecruit(1)))
    )
    s = run(position(), effect)
    assert HeuristicBot().choose(s, legal_actions(s)) == Choose(1)


def test_heuristic_first_takes_away_the_villain_that_strengthens_the_mastermind() -> None:
    """With Attack for a Gang Villain plus Six Shooter without it, it fights the Villain first, then him."""
    s = position(attack=11, city={"bank": "Wing Kong Hatchet Man"})
    bot = HeuristicBot()
    assert bot.choose(s, legal_actions(s)) == Fight(s.city[1])
    s = fight(s, "Wing Kong Hatchet Man")
    assert bot.choose(s, legal_actions(s)) == FightMastermind()


def test_heuristic_stops_the_escape_that_would_let_evil_win() -> None:
    """One more escape would end Forge Crime Syndicate: it fights the Villain on the Bridge, not the Mastermind."""
    s = position(attack=7, city={"bridge": "Wing Kong Thug"}, escaped=["Wing Kong Thug"] * 7)
    assert HeuristicBot().choose(s, legal_actions(s)) == Fight(s.city[4])
    s = position(attack=7, city={"bridge": "Wing Kong Thug"}, escaped=["Wing Kong Thug"] * 2)
    assert HeuristicBot().choose(s, legal_actions(s)) == FightMastermind()


def test_heuristic_does_not_feed_ching_dai_s_stack() -> None:
    """Against Ching Dai it KOs a Chang Sing Warrior, not a Strategist that would join his stack (R174)."""
    discards = [["Chang Sing Strategist", "Chang Sing Warrior"]]
    s = run(position(mastermind="Ching Dai", discards=discards), GREY_KO)
    choice = HeuristicBot().choose(s, legal_actions(s))
    assert isinstance(choice, Choose)
    assert s.pending is not None and s.pending.options[choice.index].label == "Chang Sing Warrior"
    s = run(position(mastermind="Ching Dai", discards=[["Chang Sing Strategist"]]), GREY_KO)
    assert HeuristicBot().choose(s, legal_actions(s)) == Decline()


def test_heuristic_prefers_attack_when_recruiting() -> None:
    """Of two 3-cost Heroes, one giving 2 Attack and one giving 2 Recruit, it recruits the Attack one."""
    s = position(recruit=3, hq=["Front-Page Scoop", "Truck Through Chinatown"])
    assert HeuristicBot().choose(s, legal_actions(s)) == Recruit(s.hq[1])


def test_heuristic_heals_rather_than_fight_a_harmless_henchman() -> None:
    """Two Wounds in hand and only a Henchman far from the Bridge to fight: it heals."""
    s = position(hands=[["Wound", "Wound"]], attack=3, city={"sewers": "Wing Kong Thug"})
    assert HeuristicBot().choose(s, legal_actions(s)) == Heal()
