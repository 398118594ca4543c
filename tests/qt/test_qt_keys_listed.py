"""Help > Keyboard Shortcuts lists every key the game answers to, read from the real window, so it can't drift.

The defect this catches: a lesson's Esc and F1 (and How to Play's page keys) worked but were not
in the list. Two checks: every key bound in the window (menu actions, other actions, ``QShortcut``s,
with a lesson running and the bots' menus in) is listed; and every key a widget of ``ui/`` compares
in its own key handling is listed in that widget's place.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ui.teach.help_dialogs import PLACE_KEYS, ShortcutsDialog
from ui.teach.tutorial import learn_to_play
from ui.window.main_window import MainWindow

UI = Path(__file__).resolve().parents[2] / "ui"
PLACES = {
    "mat/view.py": "On the mat",
    "mat/curtain.py": "The curtain",
    "teach/tutorial.py": "In a lesson",
    "teach/guide.py": "How to Play",
    "window/reorder.py": "Reordering a deck",
}
"""The modules whose widgets read keys themselves, and the place the list gives their keys."""
WORDS = {"Return": "Enter", "PgDown": "Page Down", "PgUp": "Page Up"}


def key_words(key: str) -> str:
    """``Key_PageDown`` as the list writes it: "Page Down"."""
    text = QKeySequence(int(getattr(Qt.Key, key).value)).toString()
    return WORDS.get(text, text)


def keys_read_by_widgets() -> dict[str, set[str]]:
    """Every ``Qt.Key.Key_*`` the ui modules compare, by module (the self-tests only press keys)."""
    found: dict[str, set[str]] = {}
    for path in UI.rglob("*.py"):
        if path.name.startswith("selftest"):
            continue
        name = path.relative_to(UI).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr.startswith("Key_"):
                found.setdefault(name, set()).add(node.attr)
    return found


def listed(dialog: ShortcutsDialog) -> list[tuple[str, str, str]]:
    """The rows the dialog's table shows (its cells, not the list it was built from)."""
    t = dialog.table
    return [tuple(t.item(r, c).text() for c in range(3)) for r in range(t.rowCount())]  # type: ignore[misc]


def open_shortcuts(window: MainWindow) -> ShortcutsDialog:
    """Help > Keyboard Shortcuts by its own key, Ctrl+/."""
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    dialog = window.help_desk.shortcuts
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_every_key_a_widget_reads_is_listed_in_its_place() -> None:
    found = keys_read_by_widgets()
    assert set(found) <= set(PLACES), f"keys read outside the known places: {set(found) - set(PLACES)}"
    assert (
        found["teach/tutorial.py"] >= {"Key_Escape", "Key_Space"} and found["teach/guide.py"]
    )  # the check reads real code
    for module, keys in found.items():
        rows = [k for k, _, where in PLACE_KEYS if where == PLACES[module]]
        for key in keys:
            words = key_words(key)
            assert any(words in re.split(r"\s*(?:/| or |,)\s*", k) for k in rows), (
                f"{words} ({module}) is missing from Keyboard Shortcuts, {PLACES[module]}"
            )


def test_every_key_bound_in_the_window_is_listed_with_a_lesson_running(window: MainWindow) -> None:
    learn_to_play(window, index=0)
    QApplication.processEvents()
    dialog = open_shortcuts(window)
    rows = listed(dialog)
    shown = {part.strip() for keys, _, _ in rows for part in keys.split(" or ")}
    bound: list[tuple[str, str]] = []
    for act in window.findChildren(QAction):
        bound += [(k.toString(QKeySequence.SequenceFormat.NativeText), act.text()) for k in act.shortcuts()]
    for sc in window.findChildren(QShortcut):
        if sc.isEnabled():
            bound.append((sc.key().toString(QKeySequence.SequenceFormat.NativeText), sc.whatsThis()))
    assert ("F1", "Show the step's caption again") in bound  # the lesson's key is really bound now
    assert any(k == "Ctrl+Shift+B" for k, _ in bound)  # and the bots' keys
    missing = [(k, what) for k, what in bound if k and k not in shown]
    assert not missing, f"bound but not in Keyboard Shortcuts: {missing}"
    lesson = {k: what for k, what, where in rows if where == "In a lesson"}
    assert {"Esc", "F1", "Space"} <= set(lesson)


def test_the_list_shows_every_column_without_scrolling_sideways(window: MainWindow) -> None:
    """Seen on screen: the long lesson rows pushed the "Where" column out of the dialog."""
    dialog = open_shortcuts(window)
    QApplication.processEvents()
    table = dialog.table
    assert table.horizontalScrollBar().maximum() == 0
    right = table.horizontalHeader().sectionViewportPosition(2) + table.columnWidth(2)
    assert right <= table.viewport().width()
    where = [table.item(r, 2).text() for r in range(table.rowCount())]
    widest = max(table.fontMetrics().horizontalAdvance(w) for w in where)
    assert table.columnWidth(2) >= widest  # "On the mat", "In a lesson" are whole
