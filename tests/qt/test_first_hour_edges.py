"""Rough edges a newcomer met (issue 22) and the strip at 3+ players (issue 21), each fixed with a test that
fails on the code before its fix: clipped headers, the How to Play guide (rule links, "More", its keyword
picture), zoom popups left behind, prompts over the HQ, and other players' piles shown only on hover.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from qthelpers import start

from bigtrouble.teaching.position import position
from ui.window.main_window import MainWindow


def _paint(window: MainWindow) -> None:
    window.view.viewport().repaint()
    for chip in window.scene.strip.chips:  # the chips are cached: paint each into an image to run paint()
        from PySide6.QtGui import QImage, QPainter
        from PySide6.QtWidgets import QStyleOptionGraphicsItem

        img = QImage(int(chip.w) + 4, int(chip.h) + 4, QImage.Format.Format_ARGB32)
        p = QPainter(img)
        chip.paint(p, QStyleOptionGraphicsItem())
        p.end()


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_chip_shows_deck_and_discard_without_a_hover_at_1024(window: MainWindow, players: int) -> None:
    """The defect: from 3 players on, the chips at 1024x600 dropped the deck and discard numbers (the tooltip
    alone had them). Now each chip shows them, and the names still tell the seats apart."""
    window.resize(1024, 600)
    QApplication.processEvents()
    names = tuple(f"Heuristic bot {i + 1}" for i in range(players))
    s = position(players=players, names=names, discards=[["Wound"]] * players)
    start(window, s)
    _paint(window)
    chips = window.scene.strip.chips
    assert len(chips) == players
    for chip in chips:
        seat = chip.seat
        assert seat is not None
        assert f"deck {seat.deck}" in chip.stats_shown, chip.stats_shown
        assert f"discard {seat.discard}" in chip.stats_shown or f"disc. {seat.discard}" in chip.stats_shown
        assert f"hand {seat.hand}" in chip.stats_shown and f"VP {seat.vp}" in chip.stats_shown
    shown = [chip.name_shown.removeprefix("▶ ") for chip in chips]
    assert len(set(shown)) == players and all(s.endswith(str(i + 1)) for i, s in enumerate(shown)), shown
