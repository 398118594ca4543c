"""The log's width follows the window it was made for (#21): panels saved on a 1024 px window are placed again on
a 1920 px one, instead of keeping a narrow strip of a log beside a large mat."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qthelpers import shown_window, start

from bigtrouble import first_game, new_game
from ui.window.main_window import MainWindow
from ui.window.side_panels import STATE_WIDTH, log_width


def _window(qtbot, settings: QSettings, size: tuple[int, int]) -> MainWindow:  # type: ignore[no-untyped-def]
    w = shown_window(qtbot, settings, size)
    start(w, new_game(first_game(2), 1), first_game(2), 1)
    QTest.qWait(300)  # the log gets its width once laid out, and again 200 ms later (side_panels._give_width)
    return w


@pytest.mark.parametrize("older_save", [False, True])
def test_a_log_saved_on_a_small_window_widens_on_a_large_one(qtbot, settings: QSettings, older_save: bool) -> None:  # type: ignore[no-untyped-def]
    """At 1024x600 the panels start folded; shown, the log is 160 px. Quit, open at 1920x1080: the log takes its
    share of the wider window, not the 160 px it had (also from settings saved before the window's width was
    kept with the panels: the saved window size tells it)."""
    small = _window(qtbot, settings, (1024, 600))
    assert small.log_dock.isHidden() and not small.panels_action.isChecked()
    small.panels_action.setChecked(True)
    QTest.qWait(300)
    assert small.log_dock.width() < 200
    small.close()
    QApplication.processEvents()
    if older_save:
        settings.remove(STATE_WIDTH)
    large = _window(qtbot, settings, (1920, 1080))
    assert large.log_dock.isVisible()
    assert large.log_dock.width() >= log_width(1920) - 20, large.log_dock.width()


def test_folded_panels_stay_folded_and_come_back_at_the_first_press(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """Left folded at 1024x600 and opened at 1920x1080: still folded (the player may have chosen it), and Ctrl+L's
    first press brings them back, at this window's width."""
    small = _window(qtbot, settings, (1024, 600))
    assert small.log_dock.isHidden()
    small.close()
    QApplication.processEvents()
    large = _window(qtbot, settings, (1920, 1080))
    assert large.log_dock.isHidden() and not large.panels_action.isChecked()
    large.panels_action.trigger()  # what Ctrl+L does
    QTest.qWait(300)
    assert large.log_dock.isVisible()
    assert large.log_dock.width() >= log_width(1920) - 20, large.log_dock.width()


def test_a_log_the_player_sized_on_this_window_is_kept(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """Narrowed by the player at 1366x768 and opened again at that size: the player's width stays."""
    first = _window(qtbot, settings, (1366, 768))
    from PySide6.QtCore import Qt

    first.resizeDocks([first.log_dock], [230], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    kept = first.log_dock.width()
    first.close()
    QApplication.processEvents()
    again = _window(qtbot, settings, (1366, 768))
    assert abs(again.log_dock.width() - kept) <= 4, (again.log_dock.width(), kept)
