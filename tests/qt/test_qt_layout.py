"""The mat's geometry (pure, no view), the shipped rules data, and the Qt build the client needs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bigtrouble.teaching.position import position
from ui import rules
from ui.mat.layout import Box, compute
from ui.mat.placement import place, where_is

CHECKLIST = Path("/work/shared/rules/checklist.md")


def _boxes(lay) -> list[Box]:  # type: ignore[no-untyped-def]
    named = [lay.mastermind, lay.scheme, lay.escaped, lay.ko, lay.villain_deck, lay.hero_deck, lay.bystanders]
    named += [lay.uncle_chu, lay.wounds, lay.mediocre, lay.deck, lay.discard, lay.victory]
    return named + list(lay.city) + list(lay.hq)


@pytest.mark.parametrize("size", [(1086, 700), (1366, 768), (2140, 1370), (3840, 2160)])
def test_every_zone_fits_the_view_without_overlap(size: tuple[int, int]) -> None:
    """At every window size each card zone lies inside the view and no two overlap."""
    w, h = size
    lay = compute(w, h)
    boxes = _boxes(lay)
    for b in boxes + [lay.hand, lay.played, lay.attack, lay.recruit]:
        assert 0 <= b.x and b.right <= w and 0 <= b.y and b.bottom <= h
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y


def test_cards_are_large_enough_to_read_on_a_small_screen_and_grow_with_it() -> None:
    """At 1366x768 (minus the side panel) cards are at least 85 px wide; at 4K they are over twice that."""
    small = compute(1086, 700)
    big = compute(3460, 2060)
    assert small.card_w >= 85
    assert big.card_w > 2 * small.card_w


def test_city_runs_from_the_villain_deck_toward_the_escaped_pile_with_hq_beneath() -> None:
    """Sewers is by the Villain Deck, the Bridge by the Escaped pile; each HQ space sits under its city space."""
    lay = compute(1366, 768)
    assert lay.city[0].x > lay.city[4].x
    assert abs(lay.villain_deck.x - lay.city[0].right) < abs(lay.escaped.x - lay.city[0].right)
    for c, q in zip(lay.city, lay.hq, strict=False):
        assert c.x == q.x and q.y > c.bottom
    assert lay.chinatown.x <= lay.city[3].x and lay.chinatown.right >= lay.city[2].right


def test_captives_are_placed_under_their_captor_and_a_hidden_hand_is_left_out() -> None:
    """place(): captives get spots below their Villain; with hide_hand the hand has no spots."""
    s = position(hands=[["Chang Sing Warrior"]], city={"bank": "Wing Kong Thug"}, captives={"bank": ["Bystander"]})
    lay = compute(1366, 768)
    spots = place(s, lay)
    captor, captive = spots[s.city[1]], spots[s.captives[1][0]]
    assert captive.z < captor.z and captive.box.y > captor.box.y
    assert s.players[0].hand[0] in spots
    assert s.players[0].hand[0] not in place(s, lay, hide_hand=True)
    assert where_is(s, s.players[1].hand[0] if s.players[1].hand else s.villain_deck[0]) == "villain_deck"


def test_shipped_rules_data_matches_the_checklist() -> None:
    """assets/rules/checklist.json is the checklist parsed (rebuild with `python -m ui.rules`)."""
    if not CHECKLIST.exists():
        pytest.skip("the team's checklist is not on this machine")
    assert rules.parse(CHECKLIST.read_text(encoding="utf-8")) == rules.rules()


def test_rule_text_gives_the_words_of_each_rule_named() -> None:
    """rule_text('R138-R139') gives both rules' words; an unknown rule gives nothing."""
    text = rules.rule_text("R138-R139")
    assert text.startswith("R138") and "R139" in text
    assert rules.rule_text("R9999") == ""
    assert len(rules.rules()) == 184


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_qt_calls_do_not_leak_references_to_none(qapp) -> None:  # type: ignore[no-untyped-def]
    """PySide6 6.12.0 on Python 3.11 decrefs None on every void call, which kills the client: not this build."""
    from PySide6.QtGui import QColor

    colour = QColor(1, 2, 3)
    before = sys.getrefcount(None)
    for _ in range(200):
        colour.setAlpha(10)
    assert sys.getrefcount(None) >= before - 5
