"""The hot-seat curtain, the log, the end screen, the new-game dialog, and the command line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from qthelpers import start

from bigtrouble.actions import Choose, EndTurn
from bigtrouble.model import Outcome
from bigtrouble.rules.ending import end_game
from bigtrouble.teaching.position import position
from ui import app
from ui.window.dialogs import NewGameDialog
from ui.window.end_screen import EndScreen
from ui.window.main_window import MainWindow


def test_curtain_hides_the_next_hand_until_that_player_clicks(window: MainWindow) -> None:
    """After End Turn the curtain covers the mat and no hand card is shown; a click reveals the next hand."""
    s = position(
        names=("Jack", "Wang"),
        hands=[["Chang Sing Warrior"], ["Chang Sing Strategist", "Uncle Chu"]],
        villain_deck=["Bystander"] * 3,
    )
    session = start(window, s)
    session.submit(EndTurn())
    assert window.curtain.isVisible()
    assert "Wang" in window.curtain.name
    assert not any(i.zone == "hand" for i in window.scene.cards.values())
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert not window.curtain.isVisible()
    shown = sorted(i.uid for i in window.scene.cards.values() if i.zone == "hand")
    assert shown == sorted(session.state.players[1].hand)


def test_tab_on_the_curtain_keeps_it_ready_for_enter(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Tab (the mat's next-move key) pressed on the curtain leaves the keyboard on it, so the Enter that follows
    lifts it (Tab used to move the focus behind the curtain, and Enter then did nothing)."""
    s = position(names=("Jack", "Wang"), hands=[["Chang Sing Warrior"], ["Uncle Chu"]], villain_deck=["Bystander"] * 3)
    session = start(window, s)
    window.activateWindow()
    session.submit(EndTurn())
    assert window.curtain.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.curtain, timeout=2000)
    for key, mod in (
        (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier),
    ):
        QTest.keyClick(QApplication.focusWidget(), key, mod)
        assert QApplication.focusWidget() is window.curtain
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not window.curtain.isVisible()
    assert sorted(i.uid for i in window.scene.cards.values() if i.zone == "hand") == sorted(
        session.state.players[1].hand
    )


def test_curtain_names_a_decision_out_of_turn(window: MainWindow) -> None:
    """When a Twist makes the other player choose mid-turn, the curtain says that player decides."""
    s = position(
        names=("Jack", "Wang"),
        hands=[["Chang Sing Warrior", "Uncle Chu"], ["Chang Sing Strategist", "Uncle Chu"]],
        villain_deck=["Scheme Twist", "Bystander", "Bystander"],
    )
    session = start(window, s)
    session.submit(EndTurn())
    assert window.curtain.headline == "Wang's turn"
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    state = session.state
    assert state.pending is not None and state.pending.player == 1
    session.submit(Choose(0))
    state = session.state
    assert state.pending is not None and state.pending.player == 0 and state.current == 1
    assert window.curtain.isVisible()
    assert window.curtain.headline == "Jack decides"


def test_no_curtain_for_one_person_playing_two_hands(window: MainWindow) -> None:
    """A solo game (1 seat, two hands) passes turns without a curtain."""
    s = position(players=1, villain_deck=["Bystander"] * 3)
    session = start(window, s)
    session.submit(EndTurn())
    assert session.state.current == 1
    assert not window.curtain.isVisible()


def test_log_names_the_rule_and_shows_its_words(window: MainWindow) -> None:
    """Each log line carries its R-number; hovering shows the checklist's words for that rule."""
    s = position(villain_deck=["Wing Kong Thug"] * 3)
    session = start(window, s)
    session.submit(EndTurn())
    QApplication.processEvents()
    lines = window.log.lines()
    entry = next(i for i, line in enumerate(lines) if "enters the Sewers" in line)
    assert "[R43]" in lines[entry]
    log = window.log
    at = log.line_point(entry)
    assert log.line_at(at) == entry
    QApplication.sendEvent(log.viewport(), QHelpEvent(QEvent.Type.ToolTip, at, log.viewport().mapToGlobal(at)))
    assert "<b>R43 · Villains entering" in QToolTip.text()
    assert "Sewers" in QToolTip.text()


def test_end_screen_shows_team_result_vp_and_the_winner() -> None:
    """The end screen names the team result, each player's VP by kind, and the individual winner."""
    s = position(names=("Jack", "Wang"), victory=[["Wing Kong Thug", "Bystander"], ["Bystander"]])
    over = end_game(s, Outcome.WIN, "The players win.", "R113")
    screen = EndScreen(over)
    assert "players win" in screen.windowTitle().lower() or "win" in screen.findChildren(type(screen.verdict))[0].text()
    assert screen.rows == ["Jack: 2 VP ★ winner", "Wang: 1 VP"]
    assert "Jack" in screen.verdict.text()
    evil = EndScreen(end_game(s, Outcome.EVIL, "Evil wins.", "R4"))
    assert "No individual winner" in evil.verdict.text()


def test_new_game_dialog_starts_on_the_first_game_for_two(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The dialog opens preset to the first game for 2 players; one click (Start) sets it up."""
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    assert dlg.seats.value() == 2
    assert dlg.mastermind.currentText() == "Six Shooter"
    assert dlg.scheme.currentText() == "Forge Crime Syndicate"
    assert "Jack Burton" in dlg.heroes.checked()
    dlg.start.click()
    assert dlg.state is not None and dlg.setup is not None
    assert dlg.state.setup.mastermind == "Six Shooter"


def test_new_game_dialog_refuses_an_impossible_setup_with_the_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Too many Villain Groups for 2 players: the engine's sentence is shown and the dialog stays open."""
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.villains.set_checked(tuple(dlg.villains.item(i).text() for i in range(dlg.villains.count())))
    dlg.start.click()
    assert dlg.state is None
    assert dlg.error.isVisible()
    assert "can't be set up" in dlg.error.text()
    assert dlg.isVisible()


def test_play_screenshot_writes_a_png_of_the_asked_size(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """`play --screenshot FILE --size WxH` renders the window to a PNG and returns 0."""
    out = tmp_path / "mat.png"
    assert app.main(["play", "--screenshot", str(out), "--size", "1366x768"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)


def test_unknown_command_is_refused() -> None:
    """An unknown command prints an error and returns 2."""
    assert app.main(["no-such-command"]) == 2


def test_clicking_a_face_up_pile_shows_its_cards_grouped_with_counts(window: MainWindow) -> None:
    """A click on the KO pile shows every card in it as a card face, grouped by kind with a count each.

    The defect: the browser was a bare text list in drop order (counting Bystanders meant counting rows)."""
    s = position(ko=["Chang Sing Strategist", "Bystander", "Wing Kong Thug", "Bystander", "Bystander"])
    start(window, s)
    top = window.scene.cards[s.ko[-1]]
    QTest.mouseClick(
        window.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=window.view.mapFromScene(top.sceneBoundingRect().center()),
    )
    dialog = window.pile_dialog
    assert dialog is not None and dialog.isVisible()
    groups = dialog.groups  # type: ignore[attr-defined]
    assert {title: view.count() for title, view in groups.items()} == {"Bystanders": 3, "Henchmen": 1, "Heroes": 1}
    assert not groups["Bystanders"].item(0).icon().isNull()  # a card face, not a line of text
    assert "3 Bystanders" in dialog.summary.text()  # type: ignore[attr-defined]
    dialog.close()


def test_a_players_victory_pile_can_be_chosen(window: MainWindow) -> None:
    """The Victory Piles (public) are browsed for any player, with a chooser."""
    from ui.panels.pile_browser import PileBrowser

    s = position(victory=[["Bystander"], ["Wing Kong Thug", "Bystander"]])
    start(window, s)
    browser = PileBrowser(s, "victory", window.cache, window)
    assert browser.owner.isVisible() or not browser.isVisible()
    assert sum(v.count() for v in browser.groups.values()) == 1
    browser.owner.setCurrentIndex(1)
    assert sum(v.count() for v in browser.groups.values()) == 2 and "Player 2" in browser.windowTitle()
