"""Choices on the mat: the prompt leaves the card just played in sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from qthelpers import click, start, viewport_point

from bigtrouble.teaching.position import position
from ui.mat.layout import PROMPT_MIN_WIDTHS, compute, prompt_area, row
from ui.window.main_window import MainWindow


def test_the_prompt_leaves_the_played_cards_in_sight(window: MainWindow) -> None:
    """Play Uncle Chu by a click: its "KO a Wound" prompt does not cover Uncle Chu in the Played row."""
    s = position(hands=[["Uncle Chu", "Wound", "Chang Sing Warrior"]], played=[["Chang Sing Strategist"]])
    session = start(window, s)
    chu = next(i for i in window.scene.cards.values() if i.zone == "hand" and "uncle" in i.card_id)
    click(window, viewport_point(window, chu))
    assert session.state.pending is not None
    prompt = window.scene.prompt
    assert prompt.isVisible()
    played = [i for i in window.scene.cards.values() if i.zone == "played"]
    assert len(played) == 2
    for card in played:
        assert not prompt.sceneBoundingRect().intersects(card.sceneBoundingRect().adjusted(8, 8, -8, -8)), card.card_id
    assert not prompt.sceneBoundingRect().intersects(window.scene.end_turn.sceneBoundingRect())


def test_a_prompt_beside_few_played_cards_leaves_the_hq_in_sight(window: MainWindow) -> None:
    """With room in the Played row beside the cards played, the prompt sits there: no HQ space, no city space and
    no played card is covered (it used to lie across the HQ's card names)."""
    s = position(hands=[["Uncle Chu", "Wound", "Chang Sing Warrior"]], played=[["Chang Sing Strategist"]])
    session = start(window, s)
    chu = next(i for i in window.scene.cards.values() if i.zone == "hand" and "uncle" in i.card_id)
    click(window, viewport_point(window, chu))
    assert session.state.pending is not None
    box = window.scene.prompt.sceneBoundingRect().adjusted(4, 4, -4, -4)
    lay = window.scene.lay
    for space in (*lay.hq, *lay.city):
        assert not box.intersects(QRectF(space.x, space.y, space.w, space.h))
    for card in (i for i in window.scene.cards.values() if i.zone in ("played", "hand")):
        assert not box.intersects(card.sceneBoundingRect().adjusted(8, 8, -8, -8)), card.card_id


@pytest.mark.parametrize("size", [(1366, 768), (1024, 640), (1920, 1080)])
def test_the_prompt_area_never_covers_a_played_card(size: tuple[int, int]) -> None:
    """For every number of cards played: the prompt goes beside them in the Played row when it has room (and then
    clear of the HQ), else back over the HQ row, or over the Played row when an HQ card is an option."""
    lay = compute(*size)
    for played in range(0, 12):
        cards = row(lay.played, played, lay.small_w, lay.small_h, lay.small_w * 0.06)
        for in_hq in (False, True):
            area = prompt_area(lay, played, in_hq)
            beside = area.y > lay.hq[0].bottom and all(area.x >= c.right for c in cards)
            if not beside:  # no room beside the cards: the places used before, as the options allow
                assert area == (lay.prompt_low if in_hq else lay.prompt)
                assert lay.played.right - cards[-1].right < lay.card_w * (PROMPT_MIN_WIDTHS + 0.2)
                continue
            assert area.w >= lay.card_w * (PROMPT_MIN_WIDTHS - 0.2) and area.right <= lay.played.right + 1
            assert not any(area.x < c.right and c.x < area.right for c in cards)
        assert played > 5 or beside  # up to five cards always leave room
    assert prompt_area(lay, 0, False).x == lay.prompt_low.x  # nothing played: the whole row
