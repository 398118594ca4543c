"""Play All: every card in hand that asks nothing, class triggers kept firing, stopping before a question.

The defect this answers: a turn was six or more single plays (two keys a card by keyboard).
"""

from __future__ import annotations

from bigtrouble.actions import PlayCard
from bigtrouble.bots.play_all import play_all_plan, trigger_classes
from bigtrouble.cards.defs import HeroClass
from bigtrouble.cards.registry import CARDS
from bigtrouble.engine import apply, settle
from bigtrouble.model import State
from bigtrouble.teaching.position import position
from bigtrouble.zones import cdef


def _names(s: State, plan: list[PlayCard]) -> list[str]:
    return [cdef(s, a.uid).name for a in plan]


def _played(s: State, plan: list[PlayCard]) -> State:
    for a in plan:
        s, _ = settle(apply(s, a))
    return s


def test_a_card_that_feeds_a_trigger_goes_first() -> None:
    """Brawler's Covert line fires only if a Covert card came first: Ace Reporter (Covert) goes before it."""
    s = position(hands=[["Chinatown Brawler", "Ace Reporter"], []], bystanders=["Bystander"])
    plan = play_all_plan(s)
    assert _names(s, plan) == ["Ace Reporter", "Chinatown Brawler"]
    after = _played(s, plan)
    assert len(after.players[0].victory) == 1  # the Covert trigger fired: a Bystander rescued


def test_the_hand_order_is_kept_where_nothing_depends_on_it() -> None:
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist", "Chang Sing Warrior"], []])
    plan = play_all_plan(s)
    assert _names(s, plan) == ["Chang Sing Warrior", "Chang Sing Strategist", "Chang Sing Warrior"]
    assert _played(s, plan).players[0].hand == ()


def test_it_stops_before_a_card_that_asks_a_question() -> None:
    """Six Demon Bag asks "choose one": everything else is played, the Bag stays for the player."""
    s = position(hands=[["Six Demon Bag", "Chang Sing Warrior", "Chang Sing Strategist"], []])
    plan = play_all_plan(s)
    assert _names(s, plan) == ["Chang Sing Warrior", "Chang Sing Strategist"]
    assert [cdef(s, u).name for u in _played(s, plan).players[0].hand] == ["Six Demon Bag"]


def test_a_may_that_could_ask_is_left_to_the_player() -> None:
    """Phone Company Disguise after another Covert card asks "you may KO": it is left in hand."""
    s = position(hands=[["Phone Company Disguise", "Ace Reporter", "Chang Sing Warrior"], []], discards=[["Wound"], []])
    names = _names(s, play_all_plan(s))
    assert "Ace Reporter" in names and "Chang Sing Warrior" in names and "Phone Company Disguise" not in names


def test_trigger_classes_are_read_from_the_card() -> None:
    brawler = next(d for d in CARDS.values() if d.name == "Chinatown Brawler")
    assert trigger_classes(brawler) == frozenset({HeroClass.COVERT})
