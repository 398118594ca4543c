"""The hot-seat curtain: between turns it hides the next player's hand until they are ready."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ui.pixmaps import felt

if TYPE_CHECKING:
    from bigtrouble.model import State


class Curtain(QWidget):
    """Hot-seat: hides the next player's hand until they click."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        """A hidden curtain over ``parent``."""
        super().__init__(parent)
        self.name = ""
        self.reason = ""
        self.headline = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.hide()

    def cover(self, name: str, reason: str, headline: str = "") -> None:
        """Draw the curtain for ``name``; ``headline`` defaults to "<name>'s turn"."""
        self.name, self.reason = name, reason
        self.headline = headline or f"{name}'s turn"
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus()
        self.update()

    def cover_for(self, s: State) -> None:
        """Draw the curtain for whoever must act in ``s``: their turn, their Showdown Turn, or their choice."""
        from bigtrouble.engine import current_player
        from ui.prompts import prompt_words

        who = current_player(s)
        reason = prompt_words(s, s.pending) if s.pending is not None else f"Turn {s.turn.number}."
        if s.turn.showdown:
            reason = "Final Showdown: your Showdown Turn."
        name = s.players[who].name
        self.cover(name, reason, f"{name} decides" if who != s.current else "")

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """A red lacquer curtain with the next player's name."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), felt((96, 16, 20)))
        p.fillRect(self.rect(), QColor(0, 0, 0, 60))
        w, h = self.width(), self.height()
        f = p.font()
        f.setPixelSize(max(18, h // 14))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor(255, 214, 110))
        p.drawText(QRectF(0, h * 0.3, w, h * 0.15), Qt.AlignmentFlag.AlignCenter, self.headline)
        f.setPixelSize(max(12, h // 34))
        f.setBold(False)
        p.setFont(f)
        p.setPen(QColor(250, 240, 225))
        p.drawText(QRectF(0, h * 0.46, w, h * 0.1), Qt.AlignmentFlag.AlignCenter, self.reason)
        p.drawText(
            QRectF(0, h * 0.56, w, h * 0.1),
            Qt.AlignmentFlag.AlignCenter,
            f"Only {self.name} should look now. Click or press Enter when ready.",
        )
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Lift the curtain."""
        self.lift()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Enter or Space lifts the curtain."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.lift()
        else:
            super().keyPressEvent(event)

    def lift(self) -> None:
        """Hide the curtain and let the player see their hand."""
        self.hide()
        self.ready.emit()
