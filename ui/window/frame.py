"""The window's frame parts that need no game: the centre widget, fitting the screen, keys, the zoom's spot.

Kept apart from :mod:`ui.window.main_window` so the window's module stays about the mat and its panels.
Qt only (no ``Qt`` namespace enums: the frame is built before the first paint).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QSize, QStandardPaths
from PySide6.QtGui import QColor, QGuiApplication, QKeySequence, QPalette, QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

if TYPE_CHECKING:
    from bigtrouble.model import LogNode, State

FELT = QColor(22, 62, 52)
"""The mat's felt (``ui.mat.decor.FELT``), shown until the mat is in."""


def distinct_keys(keys: list[QKeySequence]) -> list[QKeySequence]:
    """``keys`` without repeats: a platform's standard key may equal one listed beside it (Redo is Ctrl+Shift+Z
    on Linux), and Qt ignores a key bound twice to one action as an "ambiguous shortcut overload"."""
    out: list[QKeySequence] = []
    for k in keys:
        if not k.isEmpty() and all(k != o for o in out):
            out.append(k)
    return out


def viewer_spot(area: QSize, size: QSize, pointer: QPoint, keep_clear: list[QRect], margin: int = 12) -> QPoint:
    """Where the card zoom goes in ``area``: away from the pointer (the card looked at) and off ``keep_clear``.

    Tried in order: the side across from the pointer, top then bottom, then the pointer's side.
    """
    left, right = margin, area.width() - size.width() - margin
    top, bottom = margin, area.height() - size.height() - margin
    xs = (left, right) if pointer.x() > area.width() / 2 else (right, left)
    ys = (top, bottom) if pointer.y() > area.height() / 2 else (bottom, top)
    spots = [QPoint(x, max(margin, y)) for x in xs for y in ys]
    for spot in spots:
        rect = QRect(spot, size)
        if not rect.contains(pointer) and not any(rect.intersects(k) for k in keep_clear):
            return spot
    return spots[0]


def answered_by_themselves(new: State, old: State | None) -> list[str]:
    """The log's sentences, new since ``old``, about choices that had one answer and were answered for someone."""
    from bigtrouble.model import AUTO_ANSWERED

    if old is None or new.log is None or (old.log is not None and new.log.size <= old.log.size):
        return []
    out: list[str] = []
    node: LogNode | None = new.log
    for _ in range(new.log.size - (old.log.size if old.log is not None else 0)):
        if node is None:
            break
        if node.entry.kind == AUTO_ANSWERED:
            out.append(node.entry.text)
        node = node.rest
    return out[::-1]


def faces_folder() -> Path | None:
    """Where rendered card faces are kept between runs (the user's cache folder)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(folder) / "faces" if folder else None


class Central(QWidget):
    """The mat view with the curtain and the card viewer floating over it; bare felt until the view is in."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty centre, felt-coloured; :meth:`set_view` puts the mat in, overlays are added as children.

        Qt fills the felt from the palette: a ``QPainter.fillRect`` of our own took ~16 ms on the
        first frame (its first call sets up PySide6's ``Qt`` enums to choose among its overloads).
        """
        super().__init__(parent)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.covers: list[QWidget] = []
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, FELT)
        self.setPalette(palette)
        self.setAutoFillBackground(True)

    def set_view(self, view: QWidget) -> None:
        """Fill the centre with ``view`` (the felt is then the mat's own, under the view)."""
        self.setAutoFillBackground(False)
        self.lay.addWidget(view)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """Keep the curtain covering everything."""
        super().resizeEvent(event)
        for child in self.covers:
            child.setGeometry(self.rect())


def fit_to_screen_area(win: QWidget) -> None:
    """Shrink and move ``win`` so that, frame included, it lies inside its screen's free area (a full-screen
    window is left as it is: it covers the whole screen on purpose)."""
    screen = win.screen() or QGuiApplication.primaryScreen()
    if screen is None or win.isFullScreen():
        return
    free = screen.availableGeometry()
    frame, inner = win.frameGeometry(), win.geometry()
    extra_w, extra_h = frame.width() - inner.width(), frame.height() - inner.height()
    w = min(win.width(), free.width() - extra_w)
    h = min(win.height(), free.height() - extra_h)
    if (w, h) != (win.width(), win.height()):
        win.resize(w, h)
    frame = win.frameGeometry()
    x = max(free.left(), min(frame.left(), free.right() + 1 - frame.width()))
    y = max(free.top(), min(frame.top(), free.bottom() + 1 - frame.height()))
    if (x, y) != (frame.left(), frame.top()):
        win.move(x, y)


SMALLEST_OPENING = (640, 400)
"""A restored window smaller than this (or than the screen, if that is smaller) opens at its first size instead."""


def saved_screen_width(geometry: bytes) -> int | None:
    """The width of the screen a window's saved geometry (``QWidget.saveGeometry``) was taken on, or ``None``
    when the blob is not one Qt 5 or 6 writes (format 3: magic, version, two rectangles, screen number,
    two flags, then the screen's width)."""
    if len(geometry) < 50 or geometry[:4] != b"\x01\xd9\xd0\xcb" or geometry[4:6] != b"\x00\x03":
        return None
    return int.from_bytes(geometry[46:50], "big")


def too_small(size: QSize, free: QRect) -> bool:
    """Whether a restored window of ``size`` is too small to play in on a screen whose free area is ``free``."""
    low_w, low_h = SMALLEST_OPENING
    return size.width() < min(low_w, free.width()) or size.height() < min(low_h, free.height())
