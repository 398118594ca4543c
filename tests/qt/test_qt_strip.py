"""The player strip explains itself: numbers in words, and a tooltip on each player's chip."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from qthelpers import start

from bigtrouble.teaching.position import position
from ui.mat.hud import seat_lines
from ui.window.main_window import MainWindow


def test_hovering_a_players_chip_spells_out_their_piles(window: MainWindow) -> None:
    """The mouse over Bo's chip: the tooltip names Bo and says what the Victory Pile is."""
    s = position(names=("Ann", "Bo"), victory=[["Bystander"], ["Bystander", "Wing Kong Thug"]])
    start(window, s)
    strip = window.scene.strip
    rect = strip.chip_rects()[1]
    at = window.view.mapFromScene(strip.mapToScene(rect.center()))
    vp = window.view.viewport()
    QTest.mouseMove(vp, at + QPoint(2, 0))
    QTest.mouseMove(vp, at)
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at)))
    tip = QToolTip.text()  # the app may wrap tooltips in a table so they break into lines
    assert "Bo: 2 VP." in tip and "Ann" not in tip
    assert "Victory Pile: 2 cards" in tip and "discard pile" in tip


def test_the_strip_uses_words_not_letters() -> None:
    """No line of a chip abbreviates a pile to a letter (a Legendary player reads "W" as Wounds)."""
    from ui.mat.hud import seats

    seat = seats(position(names=("Ann", "Bo")))[0]
    for line in seat_lines(seat):
        assert not re.search(r"\b(H|D|Dis|W)\d", line), line


def test_the_empty_mat_draws_one_label_where_the_mastermind_and_its_tactics_sit(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    """Before any game (behind the start-up dialogs) the Tactics pile, tucked under the Mastermind, draws no
    label of its own on top of "Mastermind"."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    w = MainWindow(settings=settings, autosave=False)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    assert w.session is None
    tactics = w.scene.zones["tactics"]
    assert tactics.count == 0 and tactics.isVisible()
    image = QImage(int(tactics.box.w) + 20, int(tactics.box.h) + 20, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    tactics.paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    assert all(image.pixelColor(x, y).alpha() == 0 for x in range(image.width()) for y in range(0, image.height(), 3))
    mastermind = w.scene.zones["mastermind"]
    assert mastermind.title == "Mastermind"


def test_the_ko_chooser_offers_each_place_once_and_says_which_copy(window: MainWindow) -> None:
    """Uncle Chu with a Wound in hand and two in the discard pile: the hand's Wound is lit on the mat, the discard
    pile's two are one button that says where they are (its top card is not lit as well)."""
    from qthelpers import click, viewport_point

    from bigtrouble.actions import Choose
    from bigtrouble.teaching.testing import names_in
    from bigtrouble.zones import Zone

    s = position(hands=[["Uncle Chu", "Wound"]], discards=[["Wound", "Wound"]])
    session = start(window, s)
    chu = next(i for i in window.scene.cards.values() if i.zone == "hand" and "uncle" in i.card_id)
    click(window, viewport_point(window, chu))
    pending = session.state.pending
    assert pending is not None
    labels = [b.text for b, _ in window.scene.prompt.buttons]
    wound_buttons = [t for t in labels if t.startswith("Wound")]
    assert wound_buttons == ["Wound, discard pile ×2"], labels
    lit = [window.scene.cards[u].zone for u, a in window.scene.card_action.items() if isinstance(a, Choose)]
    assert lit == ["hand"]
    button = next(b for b, _ in window.scene.prompt.buttons if b.text.startswith("Wound"))
    click(window, viewport_point(window, button))
    assert names_in(session.state, Zone.DISCARD, 0).count("Wound") == 1
    assert "Wound" in names_in(session.state, Zone.HAND, 0)
