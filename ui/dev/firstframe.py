"""Time to first frame: the watcher behind ``bigtrouble --first-frame`` and ``bench-ui``'s child process."""

from __future__ import annotations

from collections.abc import Callable
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
