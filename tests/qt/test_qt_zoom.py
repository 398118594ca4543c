"""The card zoom (the large card on hover): it follows its card, keeps off the buttons and the curtain."""

from __future__ import annotations

import html

from PySide6.QtCore import QPoint, QRect
from PySide6.QtTest import QTest
from qthelpers import click, start, viewport_point

from bigtrouble.cards.registry import CARDS
from bigtrouble.cards.text import origin_summary
from bigtrouble.teaching.position import position
from ui.window.main_window import MainWindow


def _hover(window: MainWindow, qtbot, at: QPoint) -> None:  # type: ignore[no-untyped-def]
    vp = window.view.viewport()
    QTest.mouseMove(vp, at + QPoint(3, 3))
    QTest.mouseMove(vp, at)
    qtbot.waitUntil(window.viewer.isVisible, timeout=3000)


def _in_central(window: MainWindow, item) -> QRect:  # type: ignore[no-untyped-def]
    rect = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return QRect(window.view.mapTo(window.central, rect.topLeft()), rect.size())


def test_zoom_goes_when_its_card_is_played_and_never_covers_the_buttons(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hover a hand card: the zoom shows the card (no provenance notes) clear of Attack/Recruit/End Turn; a click
    plays the card and the zoom goes with it."""
    window.hover_action.setChecked(True)
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist", "Chang Sing Warrior"]])
    start(window, s)
    hand = [i for i in window.scene.cards.values() if i.zone == "hand"]
    for item in (hand[0], hand[-1]):
        _hover(window, qtbot, viewport_point(window, item))
        zoom = window.viewer.geometry()
        for kept in (window.scene.end_turn, window.scene.attack, window.scene.recruit):
            assert not zoom.intersects(_in_central(window, kept)), kept
        assert not window.viewer.origin.isVisible(), "the zoom shows the card, not where it comes from"
    click(window, viewport_point(window, hand[-1]))
    assert window.scene.cards[hand[-1].uid].zone == "played"
    assert not window.viewer.isVisible()


def test_zoom_is_gone_before_the_next_players_curtain(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """End Turn (Ctrl+E) while a card is zoomed: the curtain comes up and no card of the last player shows."""
    window.hover_action.setChecked(True)
    s = position(names=("Ann", "Bo"), hands=[["Chang Sing Warrior"]], villain_deck=["Bystander"] * 4)
    start(window, s)
    hand = next(i for i in window.scene.cards.values() if i.zone == "hand")
    _hover(window, qtbot, viewport_point(window, hand))
    from PySide6.QtCore import Qt

    QTest.keyClick(window.view, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # the pointer stays on the card
    assert window.curtain.isVisible()
    assert not window.viewer.isVisible()
    QTest.mouseMove(window.view.viewport(), viewport_point(window, hand) + QPoint(5, 0))
    qtbot.waitUntil(lambda: not window.zoom.timer.isActive())  # the hover's pause has run out (or never began)
    assert not window.viewer.isVisible()


def test_right_click_viewer_says_where_the_card_comes_from_once(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The pinned viewer (right-click) adds the provenance, said once: what is known exactly, in outline and what
    is ours (issue 10), then the card's note; the two agree (Uncle Chu's Wound KO is an outline in both)."""
    from PySide6.QtCore import Qt

    s = position(hq=["Uncle Chu"])
    start(window, s)
    item = window.scene.cards[s.hq[0]]
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, viewport_point(window, item)
    )
    assert window.viewer.isVisible() and window.viewer.origin.isVisible()
    text = window.viewer.origin.text()
    d = CARDS[window.viewer.card_id]
    summary, note = text.split("<br>")
    assert summary == html.escape(origin_summary(d)) and note == html.escape(d.origin_note)
    assert text.count(d.origin_note[:40]) == 1  # the note is said once
    assert "Outline known" in summary and "ability (rulebook R133)" in summary and "without the exact words" in note
    assert "Exact text known" in summary and "ability (rulebook R133)" not in summary.split("Outline known")[0]


def test_the_keyboard_highlight_shows_its_card_large_and_lets_it_go(window: MainWindow) -> None:
    """Tab onto a hand card: it is shown large at once (no pointer needed: at 1024x600 a card's text is only
    readable there), clear of the buttons; Tab on to End Turn, or Enter playing the last card, takes it away;
    with Large Card on Hover off, Tab shows nothing."""
    from PySide6.QtCore import Qt

    window.hover_action.setChecked(True)
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist"]])
    start(window, s)
    view = window.view
    QTest.keyClick(view, Qt.Key.Key_Tab)
    item = window.scene.item_for(window.scene.focused_action())  # type: ignore[arg-type]
    assert item in window.scene.cards.values()
    assert window.viewer.isVisible() and window.viewer.card_id == item.card_id  # type: ignore[union-attr]
    zoom = window.viewer.geometry()
    assert not zoom.intersects(_in_central(window, item))
    for kept in (window.scene.end_turn, window.scene.attack, window.scene.recruit):
        assert not zoom.intersects(_in_central(window, kept)), kept
    QTest.keyClick(view, Qt.Key.Key_Tab)
    second = window.scene.item_for(window.scene.focused_action())  # type: ignore[arg-type]
    assert window.viewer.isVisible() and window.viewer.card_id == second.card_id  # type: ignore[union-attr]
    while window.scene.focused_action() is not None and window.scene.item_for(window.scene.focused_action()) in (
        window.scene.cards.values()
    ):
        QTest.keyClick(view, Qt.Key.Key_Tab)
    assert window.scene.item_for(window.scene.focused_action()) is window.scene.end_turn  # type: ignore[arg-type]
    assert not window.viewer.isVisible()
    window.hover_action.setChecked(False)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert window.scene.item_for(window.scene.focused_action()) in window.scene.cards.values()  # type: ignore[arg-type]
    assert not window.viewer.isVisible()


def test_enter_on_the_highlighted_card_moves_the_zoom_to_the_next_one(window: MainWindow) -> None:
    """Enter plays the highlighted card; the highlight goes to the next move, and the zoom with it (it never
    stays on the card just played); once only End Turn is left, no zoom is up."""
    from PySide6.QtCore import Qt

    window.hover_action.setChecked(True)
    start(window, position(hands=[["Chang Sing Warrior", "Chang Sing Strategist"]]))
    view = window.view
    QTest.keyClick(view, Qt.Key.Key_Tab)
    played = window.viewer.card_id
    QTest.keyClick(view, Qt.Key.Key_Return)
    now = window.scene.item_for(window.scene.focused_action())  # type: ignore[arg-type]
    assert now in window.scene.cards.values() and now.zone == "hand"  # type: ignore[union-attr]
    assert window.viewer.isVisible() and window.viewer.card_id == now.card_id != played  # type: ignore[union-attr]
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.scene.item_for(window.scene.focused_action()) is window.scene.end_turn  # type: ignore[arg-type]
    assert not window.viewer.isVisible()


def test_in_a_choice_the_keyboard_zoom_never_covers_the_prompt(window: MainWindow) -> None:
    """Uncle Chu asks for a Wound to KO and Tab lights one in the hand. In a roomy window its zoom comes up
    clear of the prompt, the lit card and the buttons; in a 1024x600 one, where no such place is left, it
    stays down rather than hide the question (the status line still names the move)."""
    from PySide6.QtCore import Qt

    window.hover_action.setChecked(True)
    s = position(hands=[["Uncle Chu", "Wound", "Chang Sing Warrior", "Wound"]], played=[["Chang Sing Strategist"]])
    start(window, s)
    chu = next(i for i in window.scene.cards.values() if i.zone == "hand" and "uncle" in i.card_id)
    click(window, viewport_point(window, chu))
    assert window.scene.prompt.isVisible()
    for size, room in (((1920, 1080), True), ((1024, 600), False)):
        window.resize(*size)
        QTest.qWait(50)
        window.scene.clear_focus()
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        lit = window.scene.item_for(window.scene.focused_action())  # type: ignore[arg-type]
        assert lit in window.scene.cards.values() and "wound" in lit.card_id  # type: ignore[union-attr]
        assert window.viewer.isVisible() is room, size
        if room:
            zoom = window.viewer.geometry()
            prompt = window.scene.prompt
            for kept in (prompt, lit, window.scene.end_turn, window.scene.attack, window.scene.recruit):
                assert not zoom.intersects(_in_central(window, kept)), kept
    assert window.session.state.pending is not None  # type: ignore[union-attr]  # nothing was answered


def test_a_narrow_zoom_gives_every_line_of_its_text_room(window: MainWindow) -> None:
    """At 160 px the viewer's labels wrap to more lines than at its preferred width; each still gets the
    height its wrapped text needs (none is cut off), with the reminders kept when nothing asks for less."""
    viewer = window.viewer
    for width in (400, 160):
        viewer.show_card("basic/wound", width)
        QTest.qWait(20)
        for label in (viewer.text, viewer.notes, viewer.reminder):
            if label.isVisible():
                assert label.height() >= label.heightForWidth(label.width()), (width, label.text()[:30])
        assert viewer.reminder.isVisible()
    viewer.show_card("basic/wound", 160, room=200)
    assert not viewer.reminder.isVisible()  # asked to fit a small room, it says less


def test_the_sizes_the_keyboard_zoom_tries_cost_no_face_drawing(window: MainWindow) -> None:
    """In a choice at 1366x768 the zoom tries smaller sizes before one fits: only the face of the size shown
    is drawn (each try at a new size used to draw one, about 10 ms each, so the first Tab took ~90 ms)."""
    from PySide6.QtCore import Qt

    window.hover_action.setChecked(True)
    s = position(hands=[["Uncle Chu", "Wound", "Chang Sing Warrior", "Wound"]], played=[["Chang Sing Strategist"]])
    start(window, s)
    chu = next(i for i in window.scene.cards.values() if i.zone == "hand" and "uncle" in i.card_id)
    click(window, viewport_point(window, chu))
    drawn = window.cache.misses
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.viewer.isVisible()
    assert window.viewer.image.pixmap().width() < 200 * window.viewer.devicePixelRatioF()  # a smaller size fitted
    assert window.cache.misses - drawn == 1
