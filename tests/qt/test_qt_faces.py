"""Card faces are drawn before they are needed (at setup and in idle time), never in an action's update."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from qthelpers import click, viewport_point

from bigtrouble.rules.setup import first_game
from ui.dev.autoplay import greedy
from ui.mat import pixmaps
from ui.session import Session
from ui.window.main_window import MainWindow


def _turn_by_clicks(window: MainWindow, session: Session) -> None:
    """Play the greedy moves by clicking their cards and buttons, then End Turn by its button."""
    for _ in range(30):
        action = greedy(session.state)
        item = window.scene.item_for(action)
        if item is None or action.__class__.__name__ == "EndTurn":
            break
        click(window, viewport_point(window, item))  # type: ignore[arg-type]
    click(window, viewport_point(window, window.scene.end_turn))
    QApplication.processEvents()


def test_faces_are_warmed_in_idle_time_and_no_action_draws_one(
    window: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Once the game has been idle, playing a whole turn (clicks, End Turn) never calls the face renderer."""
    window.hot_seat = False  # no curtain between turns: this test is about the mat
    window.cache.disk = None
    window.cache.clear()
    session = Session.new(first_game(2), 11)
    window.start(session)
    qtbot.waitUntil(lambda: window.scene.warmer.pending() == 0, timeout=60000)
    drawn: list[str] = []
    real = pixmaps.renderers()

    def counting() -> tuple[pixmaps.RenderCard, pixmaps.RenderBack]:
        def card(d, w):  # type: ignore[no-untyped-def]
            drawn.append(d.id if hasattr(d, "id") else str(d))
            return real[0](d, w)

        return card, real[1]

    monkeypatch.setattr(pixmaps, "renderers", counting)
    for _ in range(3):
        _turn_by_clicks(window, session)
    assert session.state.turn.number >= 3
    assert drawn == []


def test_end_turn_reuses_card_items_instead_of_making_new_ones(window: MainWindow) -> None:
    """Turn after turn (End Turn by its button), the mat takes its card items from the pool instead of making
    new ones, and the cards shown are exactly the state's."""
    from ui.mat.items import CardItem

    window.hot_seat = False
    session = Session.new(first_game(2), 12)
    window.start(session)

    def new_items() -> int:
        """Card items made since the last look (a reused item keeps the mark it was given)."""
        fresh = [i for i in window.scene.items() if isinstance(i, CardItem) and not hasattr(i, "seen_by_test")]
        for item in fresh:
            item.seen_by_test = True  # type: ignore[attr-defined]
        return len(fresh)

    _turn_by_clicks(window, session)
    _turn_by_clicks(window, session)
    new_items()
    made = []
    for _ in range(4):
        _turn_by_clicks(window, session)
        made.append(new_items())
        shown = {u for u, item in window.scene.cards.items() if item.isVisible()}
        assert shown == set(window.scene.spots)
    assert session.state.turn.number >= 6
    assert sum(made) <= 8, made  # a new hand of 6 each turn, yet hardly a new item (only while the pool fills)
