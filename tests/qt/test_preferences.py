"""Preferences come through a strict cattrs converter: a bad value goes back to its default with a note."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ui.preferences import Preferences, read_preferences, structure_preferences, write_preferences


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        ({"animation_ms": "fast please"}, "not a whole number"),
        ({"animation_ms": "99999"}, "not between 0 and 5000"),
        ({"bot_delay_ms": "1.5e99"}, "not a whole number"),
        ({"full_control": "maybe"}, "neither true nor false"),
        ({"animation_ms": True}, "not a whole number"),
        ({"surprise": "1"}, "not a setting the game knows"),
    ],
)
def test_a_bad_value_goes_back_to_its_default_with_a_note(raw: dict[str, object], why: str) -> None:
    prefs, notes = structure_preferences(raw)
    assert prefs == Preferences()
    assert notes == [f"{next(iter(raw))} ({why})"]


def test_good_values_are_read_and_round_trip(tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    wanted = Preferences(animation_ms=0, bot_delay_ms=250, full_control=True, confirm_end_turn=False)
    write_preferences(settings, wanted)
    settings.sync()
    again = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert read_preferences(again) == (wanted, [])


def test_a_bad_entry_is_removed_from_the_file(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text("[General]\nanimation_ms=soon\nhover_viewer=false\n", encoding="utf-8")
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    prefs, notes = read_preferences(settings)
    assert prefs.hover_viewer is False and prefs.animation_ms == 180 and notes
    assert not settings.contains("animation_ms")
