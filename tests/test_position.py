"""The position builder and the test helpers work on the real card set."""

from __future__ import annotations

from bigtrouble import EndTurn, apply
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import choose, fight, names_in, play
from bigtrouble.zones import Zone


def test_position_places_named_cards() -> None:
    """Cards named in a position are where they were put, and nothing is duplicated."""
    s = position(hands=[["Chang Sing Strategist", "Uncle Chu"]], city={"bridge": "Wing Kong Thug"})
    assert names_in(s, Zone.HAND, 0) == ["Chang Sing Strategist", "Uncle Chu"]
    assert names_in(s, Zone.CITY) == ["Wing Kong Thug"]
    uids = list(s.all_uids())
    assert len(uids) == len(set(uids)) == len(s.card_ids)


def test_play_fight_and_choose_by_name() -> None:
    """A thug can be fought with 3 Attack and its Fight asks to KO a grey Hero."""
    s = position(
        hands=[["Chang Sing Warrior"]],
        discards=[["Chang Sing Strategist"]],
        attack=2,
        city={"sewers": "Wing Kong Thug"},
    )
    s = play(s, "Chang Sing Warrior")
    assert s.turn.attack == 3
    s = fight(s, "Wing Kong Thug")
    assert s.pending is not None
    s = choose(s, "Chang Sing Strategist")
    assert names_in(s, Zone.KO) == ["Chang Sing Strategist"]
    assert names_in(s, Zone.VICTORY, 0) == ["Wing Kong Thug"]


def test_end_turn_passes_to_next_player() -> None:
    """Ending the turn hands play to the next player, who reveals a Villain Deck card."""
    s = position(villain_deck=["Wing Kong Thug", "Bystander"])
    s = apply(s, EndTurn())
    assert s.current == 1
    assert names_in(s, Zone.CITY) == ["Wing Kong Thug"]
