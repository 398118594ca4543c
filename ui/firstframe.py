"""Time to first frame: the watcher behind ``bigtrouble --first-frame`` and ``bench-ui``'s child process."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any


def after_first_paint(widget: Any, then: Callable[[], None]) -> Any:
    """Call ``then`` from the event loop right after ``widget`` has painted its first frame.

    Returns the watcher, which the caller keeps alive until then.
    """
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, then)
            return False

    watch = Watch()
    widget.installEventFilter(watch)
    return watch


def report_first_paint(widget: Any, line: str, quit_after: bool = False) -> Any:
    """Print ``line`` once ``widget`` has painted its first frame (and quit, if asked); returns the watcher.

    ``packaging/compare.py`` times the bundle by these lines.
    """
    from PySide6.QtWidgets import QApplication

    def done() -> None:
        print(line, flush=True)
        if quit_after:
            QApplication.exit(0)

    return after_first_paint(widget, done)


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
