"""Choices on the mat: the prompt leaves the card just played in sight."""

from __future__ import annotations

from qthelpers import click, start, viewport_point

from bigtrouble.teaching.position import position
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
