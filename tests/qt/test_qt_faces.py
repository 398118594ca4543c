"""Card faces are drawn before they are needed (at setup and in idle time), never in an action's update."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from qthelpers import click, viewport_point

from bigtrouble.rules.setup import first_game
from ui import pixmaps
from ui.autoplay import greedy
from ui.main_window import MainWindow
from ui.session import Session


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
    for _ in range(3):  # three turns: play the hand by clicks, then End Turn by its button
        for _ in range(12):
            action = greedy(session.state)
            item = window.scene.item_for(action)
            if item is None or action.__class__.__name__ == "EndTurn":
                break
            click(window, viewport_point(window, item))  # type: ignore[arg-type]
        click(window, viewport_point(window, window.scene.end_turn))
        QApplication.processEvents()
    assert session.state.turn.number >= 3
    assert drawn == []
