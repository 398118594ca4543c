"""Where the player's games are saved and opened: a folder of their own in their documents.

The file dialogs start there (created if missing: a missing start folder makes Qt put its path in the
file-name box, which disables Open) or in the folder the player last used.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

FOLDER_KEY = "games_folder"


def games_folder(settings: QSettings | None) -> Path:
    """The folder the file dialogs open in: the last one used, else "Big Trouble" in the user's documents."""
    if settings is not None:
        last = settings.value(FOLDER_KEY)
        if last and Path(str(last)).is_dir():
            return Path(str(last))
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = (Path(docs) if docs else Path.home()) / "Big Trouble"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return folder


def remember_folder(settings: QSettings | None, path: Path) -> None:
    """The next file dialog opens where ``path`` is."""
    if settings is not None:
        settings.setValue(FOLDER_KEY, str(path.parent))


def suggested_name() -> str:
    """A new save's file name: the game and the day, so saves don't overwrite each other."""
    return time.strftime("Big Trouble %Y-%m-%d %H.%M.json")


def with_save_suffix(path: Path) -> Path:
    """``path`` ending in ".json": a save named without it would not show in File > Open's list of saves."""
    return path if path.suffix.lower() == ".json" else path.with_name(path.name + ".json")
