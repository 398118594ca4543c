"""The child process of ``bench-ui``'s first-frame measurement: as little as the game window needs."""

from __future__ import annotations

import os
from pathlib import Path


def first_frame_child() -> None:
    """In a child process: open the game window on a first game and report when its mat is painted."""
    from PySide6.QtCore import QDir, QEvent, QObject, QSettings, QTimer

    from ui.app import make_app
    from ui.main_window import MainWindow
    from ui.positions import default_game
    from ui.session import Session

    app = make_app()

    class Watch(QObject):
        def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802
            if ev.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, done)
            return False

    def done() -> None:
        print("painted", flush=True)
        app.exit(0)

    ini = Path(QDir.tempPath()) / f"bigtrouble-bench-{os.getpid()}.ini"
    win = MainWindow(settings=QSettings(str(ini), QSettings.Format.IniFormat), autosave=False)
    state, setup, _ = default_game(2, 1)
    win.resize(1366, 768)
    win.start(Session(state, setup, 1))
    watch = Watch()
    win.view.viewport().installEventFilter(watch)
    win.show()
    app.exec()
    ini.unlink(missing_ok=True)
