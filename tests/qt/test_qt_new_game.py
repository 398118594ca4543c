"""The New Game dialog driven with the keyboard and mouse as a player would."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox

from ui.window.dialogs import NewGameDialog


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


def _inside(outer, inner) -> bool:  # type: ignore[no-untyped-def]
    return bool(outer.contains(inner.topLeft()) and outer.contains(inner.bottomRight()))


def test_the_dialog_fits_a_screen_narrower_than_it_would_like(qtbot) -> None:  # type: ignore[no-untyped-def]
    """On a small screen (the offscreen one is 800 px wide) the dialog, its Start button and every house rule's
    words are inside the screen: the words wrap instead of running off the right edge."""
    from ui.window.dialogs import WIDE

    dlg = _dialog(qtbot)
    free = dlg.screen().availableGeometry()
    assert free.width() < WIDE  # the case being tested: a screen narrower than the dialog's wide size

    def fits() -> None:
        assert _inside(free, dlg.frameGeometry())
        start = dlg.start.rect().translated(dlg.start.mapTo(dlg, dlg.start.rect().topLeft()))
        assert dlg.start.isVisible() and _inside(dlg.rect(), start)
        view = dlg.body.viewport()
        for key, row in dlg.seat_panel.house_rows.items():
            words = row.words
            corner = words.mapTo(view, words.rect().bottomRight())
            assert corner.x() < view.width(), f"{key}'s words run past the dialog's edge"
            assert words.height() >= words.heightForWidth(words.width()), f"{key}'s words are cut short"
            assert words.text() == dlg.seat_panel.house[key].accessibleName()

    qtbot.waitUntil(fits)  # the dialog fits itself again once its frame is known, and lays out its words


def test_a_short_dialog_scrolls_its_choices_and_keeps_start_in_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Shorter than its choices, the dialog scrolls them; the error line and the buttons stay in view."""
    dlg = _dialog(qtbot)
    dlg.seats.setValue(5)
    dlg.resize(700, 420)
    qtbot.waitUntil(lambda: dlg.body.verticalScrollBar().maximum() > 0)  # laid out again at the new size
    start = dlg.start.rect().translated(dlg.start.mapTo(dlg, dlg.start.rect().topLeft()))
    assert _inside(dlg.rect(), start)
    QTest.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    assert dlg.state is not None and dlg.state.setup.players == 5


def test_a_click_on_a_house_rules_words_ticks_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The words beside a house rule's box tick and untick it, as a check box's own text would; the warm-up
    round, greyed out below 4 hands, ignores the click until there are 4."""
    from bigtrouble.rules import house

    dlg = _dialog(qtbot)
    rows = dlg.seat_panel.house_rows
    QTest.mouseClick(rows[house.STRONGER].words, Qt.MouseButton.LeftButton)
    assert dlg.seat_panel.house[house.STRONGER].isChecked()
    QTest.mouseClick(rows[house.STRONGER].words, Qt.MouseButton.LeftButton)
    assert not dlg.seat_panel.house[house.STRONGER].isChecked()
    QTest.mouseClick(rows[house.WARMUP].words, Qt.MouseButton.LeftButton)
    assert not dlg.seat_panel.house[house.WARMUP].isChecked()
    dlg.seats.setValue(4)
    QTest.mouseClick(rows[house.WARMUP].words, Qt.MouseButton.LeftButton)
    assert dlg.seat_panel.house[house.WARMUP].isChecked()
    QTest.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    assert dlg.state is not None and house.WARMUP in dlg.state.setup.house
