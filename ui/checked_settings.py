"""Reading the settings file as hostile input: every value checked, a bad one replaced by its default.

The settings file is plain text the player (or anything else) can edit. A value of the wrong type
or out of range never stops the client: it falls back to its default, the bad entry is removed,
and :data:`NOTES` says which, for the window to tell the player once.
"""

from __future__ import annotations

from pathlib import Path

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


MAX_SETTINGS_BYTES = 1_000_000
"""The largest settings file read (the game writes a few KB)."""


def settings_file() -> Path | None:
    """Where the default QSettings file of this application lives on Linux and other XDG systems (``None`` on
    Windows and macOS, whose settings are in the registry or a property list the system reads)."""
    import sys

    from PySide6.QtCore import QCoreApplication, QStandardPaths

    if sys.platform.startswith(("win", "darwin")):
        return None
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    org, app = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    return Path(folder) / org / f"{app}.conf" if folder and org and app else None


def guard_settings_file(path: Path) -> None:
    """Before Qt reads the settings file at ``path``: one that is not an ordinary file (a pipe would block the
    start for good, a device would read forever) or is far too big is renamed aside, with a note."""
    import os
    import stat
    import time

    try:
        info = path.lstat()
    except OSError:
        return  # none yet: Qt makes it
    regular = stat.S_ISREG(info.st_mode)
    if regular and info.st_size <= MAX_SETTINGS_BYTES:
        return
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    why = "not an ordinary file" if not regular else "far too big"
    try:
        os.replace(path, aside)
    except OSError:
        NOTES.append(f"the settings file ({why}; it could not be set aside)")
        return
    NOTES.append(f"the settings file ({why}; kept as {aside.name}, defaults used)")
