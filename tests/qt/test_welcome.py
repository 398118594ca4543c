"""The welcome on first start: Learn to Play, Quick Game, Puzzles, Open a Save, each one line.

The defect: a newcomer's first window was the New Game form, unexplained, with nothing pointing to Learn
to Play.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from ui.teach.welcome import CHOICES, Welcome
from ui.window.dialogs import NewGameDialog
from ui.window.main_window import MainWindow


def _shown(kind: type) -> list[object]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]


def _close_all() -> None:
    for w in _shown(object):
        if isinstance(w, (Welcome, NewGameDialog)):
            w.close()


def test_the_first_start_opens_the_welcome_and_later_ones_the_new_game_form(window: MainWindow) -> None:
    window.settings.remove("welcomed")
    window.startup()
    (welcome,) = _shown(Welcome)
    assert [b.text() for k, b in welcome.buttons.items() if k != "new"] == [label for _, label, _ in CHOICES]
    assert not _shown(NewGameDialog)
    welcome.close()
    window.startup()  # the next start: the welcome was seen once
    assert _shown(NewGameDialog) and not _shown(Welcome)
    _close_all()


def test_quick_game_starts_the_first_game_for_one_person_at_once(window: MainWindow) -> None:
    window.settings.remove("welcomed")
    window.startup()
    (welcome,) = _shown(Welcome)
    welcome.buttons["quick"].click()
    session = window.session
    assert session is not None and session.setup is not None
    assert session.setup.players == 1 and len(session.state.players) == 2  # one person, two hands
    assert session.setup.mastermind == "Six Shooter"  # the rulebook's first game
    assert not _shown(Welcome)


@pytest.mark.parametrize("key", ["learn", "puzzles"])
def test_each_way_in_opens_what_it_says(window: MainWindow, key: str) -> None:
    from ui.teach.puzzles import PuzzleDialog

    window.settings.remove("welcomed")
    window.startup()
    (welcome,) = _shown(Welcome)
    welcome.buttons[key].click()
    QApplication.processEvents()
    if key == "learn":
        assert window.tutor is not None and window.tutor.lesson.name
        window.tutor.leave()
    else:
        assert _shown(PuzzleDialog)
        for d in _shown(PuzzleDialog):
            d.close()  # type: ignore[attr-defined]


def test_help_welcome_opens_it_again(window: MainWindow) -> None:
    action = next(a for a in window.findChildren(type(window.undo_action)) if a.text() == "&Welcome…")
    action.trigger()
    assert _shown(Welcome)
    _close_all()


def test_the_new_game_dialog_explains_each_choice_and_marks_the_advanced_ones(window: MainWindow) -> None:
    """Issue 22: the New Game form was unexplained; each choice now says what it does where it stands."""
    from PySide6.QtWidgets import QComboBox, QGroupBox, QLabel, QSpinBox

    dlg = window.new_game_dialog()
    help_line = dlg.findChild(QLabel, "new_game_help")
    assert help_line is not None and "Start" in help_line.text()
    for widget in [*dlg.findChildren(QComboBox), *dlg.findChildren(QSpinBox)]:
        parent = widget.parentWidget()
        assert widget.toolTip() or (parent is not None and parent.toolTip()), widget.objectName()
    labels = [dlg.form.labelForField(w).text() for w in (dlg.jack, dlg.wang)]  # type: ignore[union-attr]
    titles = [g.title() for g in dlg.findChildren(QGroupBox)]
    assert all("advanced" in text for text in labels)
    assert any("Cards in play, advanced" in t for t in titles) and any("House rules, advanced" in t for t in titles)
    dlg.reject()
