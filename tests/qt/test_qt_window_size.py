"""The window opens at a size to play in: a size saved on a screen of another width, or too small to play in,
gives way to the first size for this screen; a good size saved on this screen is kept."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication, QMainWindow

from ui.window.main_window import MainWindow


def _saved(qtbot, width: int, height: int, screen_width: int | None = None) -> QByteArray:  # type: ignore[no-untyped-def]
    """The geometry Qt saves for a window of ``width`` x ``height`` (taken on a screen ``screen_width`` wide)."""
    w = QMainWindow()
    qtbot.addWidget(w)
    w.resize(width, height)
    blob = bytes(w.saveGeometry().data())
    if screen_width is not None:
        assert blob[:6] == b"\x01\xd9\xd0\xcb\x00\x03"  # Qt's format 3: the screen's width is bytes 46 to 50
        blob = blob[:46] + screen_width.to_bytes(4, "big") + blob[50:]
    return QByteArray(blob)


def _open(qtbot, tmp_path: Path, geometry: QByteArray) -> MainWindow:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("geometry", geometry)
    win = MainWindow(settings=settings, autosave=False, frame_only=True)
    qtbot.addWidget(win)
    win.fit_to_screen()
    win.show()
    QApplication.processEvents()
    return win


def _free_size(win: MainWindow) -> tuple[int, int]:
    screen = win.screen() or QApplication.primaryScreen()
    free = screen.availableGeometry()
    return free.width(), free.height()


def test_a_size_saved_on_another_screen_is_fitted_to_this_one(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Left at 200x153 on a 2560-wide screen: here it opens at the first size, which fills most of the screen."""
    win = _open(qtbot, tmp_path, _saved(qtbot, 200, 153, screen_width=2560))
    free_w, free_h = _free_size(win)
    assert win.width() >= min(640, free_w) and win.height() >= min(400, free_h)
    assert win.frameGeometry().width() <= free_w and win.frameGeometry().height() <= free_h


def test_a_size_too_small_to_play_in_gives_way(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Even saved on this very screen, a 200x153 window opens at a size to play in."""
    win = _open(qtbot, tmp_path, _saved(qtbot, 200, 153))
    free_w, free_h = _free_size(win)
    assert win.width() >= min(640, free_w) and win.height() >= min(400, free_h)


def test_a_good_size_saved_on_this_screen_is_kept(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The size the player left on this screen comes back as it was."""
    win = _open(qtbot, tmp_path, _saved(qtbot, 700, 500))
    assert (win.width(), win.height()) == (700, 500)
