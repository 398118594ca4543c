"""The lesson's marks on the window: a ring on the mat, a caption beside it, the line between them.

Shared by Learn to Play (``ui.teach.tutorial``) and the puzzles (``ui.teach.puzzles``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QMenu,
    QProgressBar,
    QPushButton,
    QStyleOptionGraphicsItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

COACH = QColor(255, 120, 220)
"""The lesson's colour: unlike any glow the mat uses for moves."""


class Highlight(QGraphicsObject):
    """A bright ring around one thing on the mat; it breathes when ``pulse`` is on."""

    def __init__(self) -> None:
        """Hidden until :meth:`ring` gives it a rectangle."""
        super().__init__()
        self.rect = QRectF()
        self.pulse = False
        self.phase = 0.0
        self.setZValue(950)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.timer = QTimer(self)
        self.timer.setInterval(60)
        self.timer.timeout.connect(self._tick)
        self.setVisible(False)

    def ring(self, rect: QRectF | None, pulse: bool) -> None:
        """Put the ring around ``rect`` (scene coordinates), or hide it."""
        self.prepareGeometryChange()
        self.rect = QRectF(rect) if rect is not None else QRectF()
        self.pulse = pulse
        self.setVisible(rect is not None)
        if pulse and not self.timer.isActive():
            self.timer.start()
        elif not pulse:
            self.timer.stop()
            self.phase = 0.0
        self.update()

    def _tick(self) -> None:
        self.phase = (self.phase + 0.12) % 6.283
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The ring and its halo."""
        return self.rect.adjusted(-22, -22, 22, 22)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Three soft rings and a solid one."""
        grow = 4 + (5 * (1 + math.sin(self.phase)) if self.pulse else 0)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for i, alpha in ((grow + 8, 50), (grow + 4, 110), (grow, 255)):
            c = QColor(COACH)
            c.setAlpha(alpha)
            p.setPen(QPen(c, 3.0))
            p.drawRoundedRect(self.rect.adjusted(-i, -i, i, i), 8 + i, 8 + i)


class Leader(QWidget):
    """A see-through layer over the whole window that draws the line from the caption to the highlight.

    The line runs in right angles along the mat's empty lanes (the gutter beside the
    caption, the gap above the city or below the HQ), so it never crosses the city.
    """

    def __init__(self, parent: QWidget) -> None:
        """Covering ``parent``, letting every click through."""
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.points: list[QPointF] = []

    def join(self, points: list[QPointF]) -> None:
        """Draw through ``points`` (this widget's coordinates): from the caption to the highlight's edge."""
        self.points = points
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """The leader line, with a dot at each end."""
        if len(self.points) < 2:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for pen in (QPen(QColor(20, 10, 20, 160), 5), QPen(COACH, 2.5)):
            p.setPen(pen)
            p.drawPolyline(self.points)
        p.setBrush(COACH)
        p.drawEllipse(self.points[-1], 5, 5)
        p.drawEllipse(self.points[0], 4, 4)
        p.end()


class Caption(QWidget):
    """The lesson's words: where we are, the headline, the why, a kind note, and the controls."""

    def __init__(self) -> None:
        """Empty labels and the always-visible buttons."""
        super().__init__()
        self.setObjectName("lesson_caption")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setMinimumHeight(250)
        self.setMinimumWidth(260)
        self.setMaximumWidth(340)  # the words wrap; the mat keeps its room
        self.setStyleSheet(
            "#lesson_caption { background: #2a1830; } QLabel { color: #fbeef8; }"
            " QLabel#headline { font-size: 17px; font-weight: bold; color: #ffffff; }"
            " QLabel#note { color: #ffd27a; font-style: italic; }"
            " QLabel#where { color: #e8b4da; font-size: 11px; }"
        )
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 10)
        self.where = QLabel()
        self.where.setObjectName("where")
        self.where.setWordWrap(
            True
        )  # "Part 3 of 6: Escapes, Twists and Strikes · step 30 of 47" is wider than the caption
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(6)
        self.body = QWidget()
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 4, 0, 0)
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        for w in (self.headline, self.why, self.note):
            body.addWidget(w)
        row = QHBoxLayout()
        self.show_me = QPushButton("Show me")
        self.back = QPushButton("◀ Back")
        self.back.setToolTip("Undo your last move (Ctrl+Z); at the start of a part, back to the last step before it.")
        self.skip = QPushButton("Skip")
        self.steps = QToolButton()
        self.steps.setText("Steps ▾")
        self.steps.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self.steps)
        self.steps.setMenu(self.menu)
        self.leave = QPushButton("Leave")
        self.finish = QPushButton("Finish this game yourself")
        for b in (self.back, self.skip, self.steps, self.leave):
            row.addWidget(b)
        body.addWidget(self.show_me)  # under the words: it appears after three misses
        lay.addWidget(self.where)
        lay.addWidget(self.progress)
        lay.addWidget(self.body)
        lay.addWidget(self.finish)
        lay.addLayout(row)
        lay.addStretch(1)

    def anchor(self) -> QPoint:
        """Where the leader line leaves the caption: the left edge, beside the headline."""
        return QPoint(0, self.headline.geometry().center().y() + self.body.y())
