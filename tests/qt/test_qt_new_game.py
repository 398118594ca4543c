"""The New Game dialog driven with the keyboard and mouse as a player would."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox

from ui.dialogs import NewGameDialog


def _dialog(qtbot, settings: QSettings | None = None) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog(settings=settings)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_enter_in_a_name_field_starts_the_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Typing a name and pressing Enter starts (Start is the default button, Cancel is not)."""
    dlg = _dialog(qtbot)
    assert dlg.start.isDefault() and not dlg.cancel.isDefault() and not dlg.cancel.autoDefault()
    dlg.name_edits[0].setFocus()
    QTest.keyClicks(dlg.name_edits[0], "Alice")
    QTest.keyClick(dlg.name_edits[0], Qt.Key.Key_Return)
    assert dlg.result() == NewGameDialog.DialogCode.Accepted
    assert dlg.state is not None and dlg.state.players[0].name == "Alice"


def test_enter_on_the_players_box_starts_too(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Enter in the Players spin box starts the game as well."""
    dlg = _dialog(qtbot)
    dlg.seats.setFocus()
    QTest.keyClick(dlg.seats, Qt.Key.Key_Up)
    QTest.keyClick(dlg.seats, Qt.Key.Key_Return)
    assert dlg.state is not None and dlg.state.setup.players == 3


def test_the_error_goes_once_the_first_game_button_fixes_the_setup(qtbot) -> None:  # type: ignore[no-untyped-def]
    """An impossible setup shows the reason; clicking the first-game button clears it, and Start then works."""
    dlg = _dialog(qtbot)
    dlg.villains.set_checked(tuple(dlg.villains.item(i).text() for i in range(dlg.villains.count())))
    QTest.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    assert dlg.error.isVisible()
    assert dlg.preset_note.text() == ""
    preset = next(b for b in dlg.findChildren(type(dlg.start)) if b.text() == "Rulebook's first game")
    QTest.mouseClick(preset, Qt.MouseButton.LeftButton)
    assert not dlg.error.isVisible()
    assert "rulebook's first game" in dlg.preset_note.text()
    QTest.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    assert dlg.state is not None


def test_random_is_spelled_one_way_and_commons_rows_follow_the_heroes(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every combo says "Random" the same way; a hero's commons row shows only while that hero is in play."""
    dlg = _dialog(qtbot)
    for combo in dlg.findChildren(QComboBox):
        texts = [combo.itemText(i) for i in range(combo.count())]
        assert "random" not in texts
    heroes = dlg.heroes.checked()
    assert dlg.form.isRowVisible(dlg.jack) == ("Jack Burton" in heroes)
    assert dlg.form.isRowVisible(dlg.wang) == ("Wang Chi" in heroes)
    wang = dlg.heroes.findItems("Wang Chi", Qt.MatchFlag.MatchExactly)[0]
    was = wang.checkState()
    wang.setCheckState(Qt.CheckState.Unchecked if was == Qt.CheckState.Checked else Qt.CheckState.Checked)
    QApplication.processEvents()
    assert dlg.form.isRowVisible(dlg.wang) == ("Wang Chi" in dlg.heroes.checked())
    dlg.wang.setCurrentIndex(0)
    assert dlg.chosen_setup().wang_commons == "random"


def test_names_come_back_in_the_next_game(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Names typed for one game are filled in the next time the dialog opens."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dlg = _dialog(qtbot, settings)
    QTest.keyClicks(dlg.name_edits[0], "Alice")
    QTest.keyClicks(dlg.name_edits[1], "Bob")
    QTest.keyClick(dlg.name_edits[1], Qt.Key.Key_Return)
    assert dlg.state is not None
    again = _dialog(qtbot, settings)
    assert [e.text() for e in again.name_edits[:2]] == ["Alice", "Bob"]
