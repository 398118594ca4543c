"""The baseline of ``packaging/compare.py``: a minimal PySide6 QtWidgets window, bundled like the game.

``minimal --first-frame`` prints ``first-frame`` once the window's first frame is
painted and quits, exactly as ``bigtrouble --first-frame`` does.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class FirstFrame(QObject):
    """Quit right after the first paint of the widget it watches."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """On the first paint: print and quit once the paint is done."""
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.done)
        return False

    def done(self) -> None:
        """Report and quit."""
        print("first-frame", flush=True)
        QApplication.quit()


def main() -> int:
    """Show a window with one label (and, with ``--first-frame``, quit once it is painted)."""
    app = QApplication(sys.argv)
    win = QMainWindow()
    win.setWindowTitle("Minimal")
    label = QLabel("A minimal PySide6 window")
    win.setCentralWidget(label)
    win.resize(1366, 768)
    watch = FirstFrame()
    if "--first-frame" in sys.argv[1:]:
        label.installEventFilter(watch)
    win.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
