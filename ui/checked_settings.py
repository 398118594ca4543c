"""Reading the settings file as hostile input: every value checked, a bad one replaced by its default.

The settings file is plain text the player (or anything else) can edit. A value of the wrong type
or out of range never stops the client: it falls back to its default, the bad entry is removed,
and :data:`NOTES` says which, for the window to tell the player once.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

NOTES: list[str] = []
"""The settings that were not understood this run, in a player's words (the window shows them)."""


def _reset(settings: QSettings, key: str, why: str) -> None:
    settings.remove(key)
    NOTES.append(f"{key} ({why})")


def int_setting(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """The whole number stored under ``key``, between ``low`` and ``high``; else ``default`` (with a note)."""
    raw = settings.value(key, default)
    try:
        value = int(str(raw).strip())
    except ValueError:
        _reset(settings, key, "not a whole number")
        return default
    if not low <= value <= high:
        _reset(settings, key, f"not between {low} and {high}")
        return default
    return value


def bool_setting(settings: QSettings, key: str, default: bool) -> bool:
    """The yes/no stored under ``key``; ``default`` when it is neither (with a note)."""
    raw = settings.value(key, default)
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    _reset(settings, key, "neither true nor false")
    return default


def bytes_setting(settings: QSettings, key: str) -> QByteArray | None:
    """The Qt byte blob (window geometry, dock layout) stored under ``key``; ``None`` if missing or not one."""
    raw = settings.value(key)
    if raw is None:
        return None
    if isinstance(raw, QByteArray):
        return raw
    _reset(settings, key, "not a saved window layout")
    return None


def text_setting(settings: QSettings, key: str, default: str = "") -> str:
    """The line of text stored under ``key``; ``default`` when missing or not one (with a note)."""
    raw = settings.value(key, default)
    if isinstance(raw, str):
        return raw
    if isinstance(raw, int | float) and not isinstance(raw, bool):
        return str(raw)  # an INI file reads a bare number back as one
    _reset(settings, key, "not a line of text")
    return default


def strings_setting(settings: QSettings, key: str) -> tuple[str, ...]:
    """The list of words stored under ``key`` (a one-word list comes back from an INI file as a bare word);
    empty when missing or not a list (with a note)."""
    raw = settings.value(key)
    if raw is None or raw == "":
        return ()
    if isinstance(raw, str):
        return (raw,)
    if isinstance(raw, list | tuple) and all(isinstance(v, str) for v in raw):
        return tuple(raw)
    _reset(settings, key, "not a list of names")
    return ()
