"""Helpers for the Qt client tests: start a position, find items, drag and click with the real mouse."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem

from bigtrouble.model import Setup, State
from ui.session import Session
from ui.window.main_window import MainWindow


def shown_window(qtbot, settings: QSettings, size: tuple[int, int]) -> MainWindow:  # type: ignore[no-untyped-def]
    """A main window of ``size``, shown (offscreen) with animations off and no autosave, closed with the test."""
    w = MainWindow(settings=settings, autosave=False)
    w.set_animation_ms(0)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def start(w: MainWindow, state: State, setup: Setup | None = None, seed: int = 0) -> Session:
    """Show ``state`` in ``w`` and let Qt lay it out."""
    session = Session(state, setup, seed)
    w.start(session)
    QApplication.processEvents()
    return session


def viewport_point(w: MainWindow, item: QGraphicsItem) -> QPoint:
    """The viewport pixel at the centre of a scene item."""
    return w.view.mapFromScene(item.sceneBoundingRect().center())


def scene_point(w: MainWindow, x: float, y: float) -> QPoint:
    """The viewport pixel of a scene position."""
    return w.view.mapFromScene(QPointF(x, y))


def mouse_drag(w: MainWindow, start_at: QPoint, end_at: QPoint) -> None:
    """A real press, two moves and a release on the mat's viewport."""
    vp = w.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_at)
    QTest.mouseMove(vp, start_at + QPoint(25, -30))
    QTest.mouseMove(vp, end_at)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end_at)
    QApplication.processEvents()


def click(w: MainWindow, at: QPoint) -> None:
    """A real left click on the mat's viewport."""
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()


def history_caught_up(w: MainWindow, within_ms: int = 2000) -> None:
    """Run the event loop until the History panel has listed the latest step (it catches up just after the
    mat's next frame); fails if it never does."""
    import time

    model = w.history.history_model
    deadline = time.monotonic() + within_ms / 1000
    QApplication.processEvents()
    while not model.caught_up():
        assert time.monotonic() < deadline, "the History panel never caught up with the undo stack"
        QTest.qWait(5)
