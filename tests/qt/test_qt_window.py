"""The window on the player's screen: it fits the screen it opens on and remembers its size."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ui.window.main_window import MainWindow


def test_window_fits_the_screen_and_comes_back_at_the_size_left(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """Opened on a screen smaller than the default size, the whole window (frame, status bar) is on it;
    resized and closed, the next window opens at that size."""
    w = MainWindow(settings=settings, autosave=False)
    qtbot.addWidget(w)
    free = w.screen().availableGeometry()
    w.fit_to_screen(default=(free.width() + 400, free.height() + 300))
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()
    assert free.contains(w.frameGeometry()), (free, w.frameGeometry())
    bar = w.statusBar()
    assert free.contains(bar.mapToGlobal(bar.rect().bottomRight()))
    w.resize(free.width() - 120, free.height() - 90)
    QApplication.processEvents()
    size = w.size()
    w.close()
    again = MainWindow(settings=settings, autosave=False)
    qtbot.addWidget(again)
    again.fit_to_screen()
    again.show()
    qtbot.waitExposed(again)
    assert again.size() == size


def test_on_small_screens_the_mat_gets_the_width_and_ctrl_l_folds_the_log(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """At 1366x768 the log takes at most a seventh of the width (so cards are larger), and Ctrl+L folds it away,
    giving the mat its width; Ctrl+L brings it back. (At 1024x600 the panels start folded: test_qt_frames.py.)"""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from bigtrouble.rules.setup import first_game
    from ui.session import Session

    sizes = {}
    for w_px, h_px in ((1366, 768),):
        w = MainWindow(settings=QSettings(settings.fileName() + f"{w_px}", QSettings.Format.IniFormat), autosave=False)
        qtbot.addWidget(w)
        w.resize(w_px, h_px)
        w.show()
        qtbot.waitExposed(w)
        w.start(Session.new(first_game(2), 1))
        QApplication.processEvents()
        assert w.log_dock.width() <= max(190, w_px // 7 + 12)
        with_log, mat_w = w.scene.lay.card_w, w.scene.lay.width
        w.activateWindow()
        QTest.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda w=w: not w.log_dock.isVisible())
        qtbot.waitUntil(lambda w=w, mat_w=mat_w: w.scene.lay.width > mat_w)
        assert w.scene.lay.card_w >= with_log
        QTest.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(w.log_dock.isVisible)
        sizes[w_px] = with_log
        w.close()
    assert sizes[1366] >= 98


def test_a_first_start_on_a_large_screen_opens_a_large_window(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """With no size remembered, the window takes nine tenths of a screen larger than the default size."""
    w = MainWindow(settings=settings, autosave=False)
    qtbot.addWidget(w)
    free = w.screen().availableGeometry()
    w.fit_to_screen(default=(free.width() // 3, free.height() // 3))
    assert w.width() >= free.width() * 9 // 10 - 1 and w.height() >= free.height() * 9 // 10 - 1


def test_f11_fills_the_screen_and_gives_the_cards_its_room_then_goes_back(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """F11 (View > Full Screen) fills the screen: the window covers the whole screen, the tick follows, and
    the mat, laid out again, is taller. F11 again goes back to the window as it was."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from bigtrouble.rules.setup import first_game
    from ui.session import Session

    window.start(Session.new(first_game(2), 1))
    window.resize(900, 560)
    qtbot.waitUntil(lambda: window.size().height() == 560)
    QApplication.processEvents()
    before = window.geometry()
    mat_h = window.scene.lay.height
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    screen = window.screen().geometry()
    qtbot.waitUntil(lambda: window.geometry() == screen)
    assert window.full_screen_action.isChecked()
    qtbot.waitUntil(lambda: window.scene.lay.height > mat_h)
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.full_screen_action.isChecked()
    qtbot.waitUntil(lambda: window.geometry().size() == before.size())


def test_a_game_left_in_full_screen_comes_back_in_full_screen(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """Quit in full screen: the next start is full screen too, with the View menu's tick on; F11 leaves it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    first = MainWindow(settings=settings, autosave=False)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.set_full_screen(True)
    qtbot.waitUntil(first.isFullScreen)
    first.close()
    again = MainWindow(settings=settings, autosave=False)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    qtbot.waitUntil(again.isFullScreen)
    assert again.full_screen_action.isChecked()
    again.build_mat()  # as the game does just after its first frame: the keys are bound with the mat
    again.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is again)
    QTest.keyClick(again, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not again.isFullScreen())
    assert not again.full_screen_action.isChecked()
