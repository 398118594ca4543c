"""The QApplication: created once, named for QSettings and QStandardPaths, dressed with the game's icon and fonts.

Every entry point (the game, ``play``, ``bench-ui``, ``--self-test``) makes its application here,
so none of them imports another to get one.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
"""The app icon's sizes in ``assets/icons`` (``bigtrouble-<n>.png``)."""
UI_FONTS = ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf")
"""The fonts the mat is drawn in, shipped in ``assets/fonts`` so every machine has them."""


def make_app(argv: Sequence[str] = (), dressed: bool = True) -> Any:
    """The QApplication (created once), with the names QSettings and QStandardPaths use.

    ``dressed`` also gives it the app icon and the mat's fonts (see :func:`dress`).
    """
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "bigtrouble", *argv])
        app.setOrganizationName("BigTrouble")
        app.setApplicationName("Big Trouble")
        app.setApplicationDisplayName("Big Trouble")
        app.setDesktopFileName("bigtrouble")  # Wayland matches the window to bigtrouble.desktop (and its icon)
        from ui.checked_settings import guard_settings_file, settings_file

        path = settings_file()  # found without QSettings: constructing one reads the file (a pipe there blocked)
        if path is not None:
            guard_settings_file(path)
    if dressed:
        dress(app)
    return app


def dress(app: Any) -> None:
    """Give ``app`` the window icon and register the bundled fonts (once), from the game's assets.

    The assets are found by :func:`bigtrouble.resources.asset_path`, from the source tree or the bundle alike.
    The fonts that loaded are listed in the application's ``bigtrouble_fonts`` property.
    """
    if app.property("bigtrouble_dressed"):
        return
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QFontDatabase, QIcon

    from bigtrouble.resources import asset_path

    icon = QIcon()
    for n in ICON_SIZES:
        icon.addFile(str(asset_path("icons", f"bigtrouble-{n}.png")), QSize(n, n))
    app.setWindowIcon(icon)
    loaded = []
    for name in UI_FONTS:
        if QFontDatabase.addApplicationFont(str(asset_path("fonts", name))) >= 0:
            loaded.append(name)
        else:
            print(f"bigtrouble: could not load the font {name}", file=sys.stderr)
    app.setProperty("bigtrouble_fonts", loaded)
    app.setProperty("bigtrouble_dressed", True)
