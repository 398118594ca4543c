"""The window on the player's screen: it fits the screen it opens on and remembers its size."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ui.main_window import MainWindow


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
