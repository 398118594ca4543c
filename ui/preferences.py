"""The player's preferences as one typed record, read from the settings file through a strict cattrs converter.

The settings file is Qt's INI file, which anything can edit. The values the game reads back as
preferences are one attrs record, :class:`Preferences`; the converter turns the file's text into
it field by field, strictly ("12" is a whole number, "1.5e99" and "fast" are not; "true"/"false"
are yes/no, "maybe" is not; every number within its range). cattrs' detailed errors say which
field failed and why: that field goes back to its default, its entry is removed from the file,
and the reason becomes a note for the window to show. Window layouts (Qt's byte blobs) and the
other remembered values stay in :mod:`ui.checked_settings`.
"""

from __future__ import annotations

import re
from typing import Any

import attrs
from attrs import field, frozen
from cattrs import Converter
from cattrs.errors import ClassValidationError
from PySide6.QtCore import QSettings


def _between(low: int, high: int) -> Any:
    def check(_obj: object, attribute: attrs.Attribute[int], value: int) -> None:
        if not low <= value <= high:
            raise ValueError(f"not between {low} and {high}")

    return check


@frozen
class Preferences:
    """What the window reads back at start, each with its default and its allowed values."""

    animation_ms: int = field(default=180, validator=_between(0, 5000))
    bot_delay_ms: int = field(default=800, validator=_between(0, 60_000))
    full_control: bool = False
    strict_undo: bool = False
    hover_viewer: bool = True
    confirm_end_turn: bool = True
    advice: bool = False
    ui_scale: int = field(default=100, validator=_between(75, 200))


_WHOLE = re.compile(r"-?\d{1,9}")


def _to_int(value: object, _: type) -> int:
    if isinstance(value, bool):
        raise ValueError("not a whole number")
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if not _WHOLE.fullmatch(text):
        raise ValueError("not a whole number")
    return int(text)


def _to_bool(value: object, _: type) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    raise ValueError("neither true nor false")


CONVERTER = Converter(forbid_extra_keys=True, detailed_validation=True)
"""Settings text to :class:`Preferences` and back: unknown keys refused, whole numbers and yes/no read strictly."""
CONVERTER.register_structure_hook(int, _to_int)
CONVERTER.register_structure_hook(bool, _to_bool)

FIELDS = tuple(f.name for f in attrs.fields(Preferences))


def structure_preferences(raw: dict[str, object]) -> tuple[Preferences, list[str]]:
    """The preferences ``raw`` holds, and a note ("animation_ms (not a whole number)") per value that went back
    to its default (or per key the game doesn't know)."""
    notes: list[str] = []
    good: dict[str, object] = {}
    for key, value in raw.items():
        try:
            one = CONVERTER.structure({key: value}, Preferences)  # this field alone: the others at their defaults
        except (ClassValidationError, ValueError, TypeError) as exc:
            notes.append(f"{key} ({_reason(exc, key)})")
            continue
        good[key] = getattr(one, key)
    return CONVERTER.structure(good, Preferences), notes


def _reason(exc: BaseException, key: str) -> str:
    """cattrs' error tree for one field, as the words of its innermost cause."""
    if isinstance(exc, ClassValidationError):
        if key not in FIELDS:
            return "not a setting the game knows"
        for sub in exc.exceptions:
            return _reason(sub, key)
    return str(exc) or type(exc).__name__


def read_preferences(settings: QSettings) -> tuple[Preferences, list[str]]:
    """The preferences stored in ``settings``; a bad value goes back to its default, its entry is removed, and the
    notes say which and why."""
    raw = {name: settings.value(name) for name in FIELDS if settings.contains(name)}
    prefs, notes = structure_preferences(raw)
    for note in notes:
        settings.remove(note.split(" (", 1)[0])
    return prefs, notes


def write_preferences(settings: QSettings, prefs: Preferences) -> None:
    """Store ``prefs`` (the converter's plain values) in ``settings``."""
    for key, value in CONVERTER.unstructure(prefs).items():
        settings.setValue(key, value)
