"""File > Open and Save As start in the player's games folder, ready to use."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLineEdit

from bigtrouble.rules.setup import first_game
from ui.session import Session
from ui.window.file_dialogs import games_folder
from ui.window.main_window import MainWindow


def _menu_action(window: MainWindow, text: str):  # type: ignore[no-untyped-def]
    return next(a for a in window.findChildren(type(window.undo_action)) if a.text().replace("&", "") == text)


def _with_dialog(check) -> list[str]:  # type: ignore[no-untyped-def]
    seen: list[str] = []

    def look() -> None:
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, QFileDialog):
            QTimer.singleShot(50, look)
            return
        seen.append("dialog")
        check(dlg)

    QTimer.singleShot(50, look)
    return seen


def test_open_starts_in_the_games_folder_with_an_empty_name_box(window: MainWindow) -> None:
    """File > Open: the dialog shows the games folder (made if missing) and its name box is empty."""
    folder = games_folder(window.settings)
    assert folder.is_dir() and folder.name == "Big Trouble"
    found: dict[str, object] = {}

    def check(dlg: QFileDialog) -> None:
        found["dir"] = Path(dlg.directory().absolutePath())
        found["name"] = dlg.findChild(QLineEdit, "fileNameEdit").text()
        dlg.reject()

    seen = _with_dialog(check)
    _menu_action(window, "Open…").trigger()
    assert seen == ["dialog"]
    assert found["dir"] == folder
    assert found["name"] == ""


def test_save_as_suggests_a_name_in_the_games_folder_and_enter_saves(window: MainWindow) -> None:
    """File > Save As: the games folder and a dated name; Enter saves there, and the title names the file."""
    window.start(Session.new(first_game(2), 3))
    folder = games_folder(window.settings)
    found: dict[str, object] = {}

    def check(dlg: QFileDialog) -> None:
        edit = dlg.findChild(QLineEdit, "fileNameEdit")
        found["dir"] = Path(dlg.directory().absolutePath())
        found["name"] = edit.text()
        buttons = dlg.findChild(QDialogButtonBox)
        found["enabled"] = buttons.button(QDialogButtonBox.StandardButton.Save).isEnabled()
        QTest.keyClick(edit, Qt.Key.Key_Return)

    seen = _with_dialog(check)
    _menu_action(window, "Save As…").trigger()
    assert seen == ["dialog"]
    assert found["dir"] == folder and found["enabled"]
    name = str(found["name"])
    assert name.startswith("Big Trouble ") and name.endswith(".json")
    assert (folder / name).exists()
    assert name in window.windowTitle()
    (folder / name).unlink()
