"""A settings file edited by hand (or damaged) never stops the client: each bad value goes back to its default.

The defects these catch: a non-integer ``animation_ms`` or ``bot_delay_ms``, or a text ``geometry``,
stopped the client starting at all; ``window_state=garbage`` opened the fault dialog at every start.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ui import checked_settings
from ui.seats.bot_seats import DEFAULT_DELAY
from ui.window.main_window import MainWindow

BAD = {
    "animation_ms": "fast please",
    "bot_delay_ms": "1.5e99",
    "geometry": "800x600",
    "window_state": "garbage",
    "full_control": "maybe",
}


@pytest.mark.parametrize(("key", "value"), list(BAD.items()))
def test_a_bad_setting_falls_back_to_its_default_with_a_note(qtbot, tmp_path: Path, key: str, value: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "settings.ini"
    path.write_text(f"[General]\n{key}={value}\n", encoding="utf-8")
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    checked_settings.NOTES.clear()
    w = MainWindow(settings=settings, autosave=False)  # raised, or opened the fault dialog, before
    qtbot.addWidget(w)
    w.show()
    assert w.faults.recent == []
    assert any(note.startswith(key) for note in checked_settings.NOTES)
    notes = [n for n in checked_settings.NOTES if n.startswith(key)]
    qtbot.waitUntil(lambda: getattr(w, "settings_note", None) is not None, timeout=20_000)
    assert w.settings_note.isVisible() and notes[0] in w.settings_note.text()
    settings.sync()
    assert settings.value(key) != value  # the bad entry is gone (or the default written), so the next start is quiet
    if key == "animation_ms":
        assert w._anim_ms == 180
    if key == "bot_delay_ms":
        assert w.bot_seats.delay == DEFAULT_DELAY
    if key == "full_control":
        assert not w.full_control_action.isChecked()
    QApplication.processEvents()


def test_good_settings_are_read_without_notes(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "settings.ini"
    path.write_text("[General]\nanimation_ms=0\nfull_control=true\nbot_delay_ms=250\n", encoding="utf-8")
    checked_settings.NOTES.clear()
    w = MainWindow(settings=QSettings(str(path), QSettings.Format.IniFormat), autosave=False)
    qtbot.addWidget(w)
    assert checked_settings.NOTES == []
    assert w._anim_ms == 0 and w.full_control_action.isChecked() and w.bot_seats.delay == 250
