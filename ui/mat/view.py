"""The view onto the mat: it scales the mat to the window, zooms, and turns keys into moves."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QHelpEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QToolTip, QWidget

from ui.mat.scene import MatScene
from ui.rules import wrap_tooltip

ZOOM_STEPS = (0.75, 0.85, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)


class MatView(QGraphicsView):
    """Shows a :class:`MatScene` laid out to the viewport's size.

    Tab / Shift+Tab cycle the legal actions, Enter does the focused one.
    Zoom magnifies the laid-out mat (scrollbars appear) and re-renders card
    faces at the zoomed size so they stay crisp.
    """

    zoomed = Signal(float)

    def __init__(self, scene: MatScene, parent: QWidget | None = None) -> None:
        """A view of ``scene``."""
        super().__init__(scene, parent)
        self.mat = scene
        self.zoom = 1.0
        self.close_popup: Callable[[], bool] = lambda: False
        """Esc's first job: close a card pinned large (the window sets it); True when it closed one."""
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self._base = (0, 0)
        self._laid: tuple[int, int, float] = (0, 0, 0.0)
        self.paint_listeners: list[Callable[[QPaintEvent], None]] = []
        """Called after each paint of the mat (the UI benchmark times frames with it)."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Paint the mat, then tell whoever listens that a frame is done."""
        super().paintEvent(event)
        for listener in self.paint_listeners:
            listener(event)

    def relayout(self) -> None:
        """Lay the mat out for the current viewport size and zoom."""
        if self.zoom == 1.0:
            vp = self.viewport().size()
            self._base = (vp.width(), vp.height())
        w, h = self._base
        if w <= 0 or h <= 0 or not self.isVisible():
            return
        key = (w, h, self.devicePixelRatioF() * self.zoom)
        if key == self._laid:
            return
        self._laid = key
        self.mat.resize_mat(w, h, key[2])
        self.resetCachedContent()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """Fit the mat to the new size."""
        super().resizeEvent(event)
        if self.zoom == 1.0:
            self.relayout()

    def set_zoom(self, zoom: float) -> None:
        """Magnify the mat by ``zoom`` (1.0 = fit the window)."""
        zoom = max(ZOOM_STEPS[0], min(ZOOM_STEPS[-1], zoom))
        if zoom == self.zoom:
            return
        if self.zoom == 1.0:
            vp = self.viewport().size()
            self._base = (vp.width(), vp.height())
        self.zoom = zoom
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, zoom != 1.0)
        self.resetTransform()
        self.scale(zoom, zoom)
        self.relayout()
        self.zoomed.emit(zoom)

    def zoom_in(self) -> None:
        """One step closer."""
        self.set_zoom(next((z for z in ZOOM_STEPS if z > self.zoom + 1e-6), ZOOM_STEPS[-1]))

    def zoom_out(self) -> None:
        """One step further."""
        self.set_zoom(next((z for z in reversed(ZOOM_STEPS) if z < self.zoom - 1e-6), ZOOM_STEPS[0]))

    def zoom_reset(self) -> None:
        """Fit the window again."""
        self.set_zoom(1.0)
        self.relayout()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        """Ctrl + wheel zooms; the wheel alone scrolls."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_in() if event.angleDelta().y() > 0 else self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802,A002
        """Tab and Shift+Tab walk the legal actions instead of leaving the mat."""
        self.mat.focus_step(1 if next else -1)
        return True

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        """Tooltips of the mat's items are wrapped to a readable width (Qt shows plain ones on one line)."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            self.mat.explainer.flush_tips()  # set just after each frame; a hover may come first
            text = next((it.toolTip() for it in self.items(event.pos()) if it.toolTip()), "")
            if text:
                QToolTip.showText(event.globalPos(), wrap_tooltip(text), self.viewport())
                return True
        return super().viewportEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """The second click of a double-click does nothing on the mat: the first one already made the move.

        Qt hands it on as a press when the item under the pointer changed, so the card that had slid into the
        clicked card's place (or a second End Turn) was played too.
        """
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Enter does the focused action; Escape drops the focus and declines a choice that may be declined."""
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and not event.modifiers():
            if self.mat.focused_action() is None:
                self.mat.focus_step(1)
            else:
                self.mat.activate_focus()  # the highlight goes to the first move: Enter again does it
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            if self.close_popup():  # a card pinned large goes first: Esc closes it and nothing else
                event.accept()
                return
            self.mat.clear_focus()
            self.mat.decline()  # an optional choice is declined, as its Decline button would
            event.accept()
            return
        super().keyPressEvent(event)
