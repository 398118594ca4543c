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
        self.lines: tuple[str, ...] = ()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.hide()

    def cover(self, name: str, reason: str, headline: str = "", lines: tuple[str, ...] = ()) -> None:
        """Draw the curtain for ``name``; ``headline`` defaults to "<name>'s turn".

        ``lines`` sum up what happened since that player's last turn (``bigtrouble.rules.recap``).
        """
        self.name, self.reason, self.lines = name, reason, lines
        self.headline = headline or f"{name}'s turn"
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus()
        self.update()

    def cover_for(self, s: State) -> None:
        """Cover the mat for whoever must act in ``s``, with what happened since their last turn."""
        from bigtrouble.engine import current_player
        from bigtrouble.rules.recap import recap
        from ui.prompts import prompt_words

        p = current_player(s)
        who = s.players[p].name
        reason = prompt_words(s, s.pending) if s.pending is not None else f"Turn {s.turn.number}."
        if s.turn.showdown:
            reason = "Final Showdown: your Showdown Turn."
        headline = f"{who} decides" if p != s.current else ""
        self.cover(who, reason, headline, recap(s, p))

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
        top = h * (0.3 if not self.lines else 0.16)
        p.drawText(QRectF(0, top, w, h * 0.15), Qt.AlignmentFlag.AlignCenter, self.headline)
        f.setPixelSize(max(12, h // 34))
        f.setBold(False)
        p.setFont(f)
        p.setPen(QColor(250, 240, 225))
        p.drawText(QRectF(0, top + h * 0.16, w, h * 0.1), Qt.AlignmentFlag.AlignCenter, self.reason)
        if self.lines:
            line_h = max(12, min(h // 34, int(h * 0.34 / (len(self.lines) + 2) / 1.5))) * 1.5
            self._paint_recap(
                p, QRectF(w * 0.2, top + h * 0.27, w * 0.6, min(h * 0.34, (len(self.lines) + 1.8) * line_h))
            )
        p.drawText(
            QRectF(0, top + h * 0.26 + (h * 0.38 if self.lines else 0), w, h * 0.1),
            Qt.AlignmentFlag.AlignCenter,
            f"Only {self.name} should look now. Click or press Enter when ready.",
        )
        p.end()

    def _paint_recap(self, p: QPainter, r: QRectF) -> None:
        """A dark card listing what happened since this player's last turn."""
        p.setPen(QColor(255, 214, 110, 160))
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(r, 10, 10)
        f = p.font()
        size = max(11, int(r.height() / (len(self.lines) + 2) / 1.5))
        f.setPixelSize(min(size, max(12, self.height() // 34)))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor(255, 214, 110))
        line_h = f.pixelSize() * 1.5
        y = r.top() + line_h * 0.4
        p.drawText(QRectF(r.left() + 16, y, r.width() - 32, line_h), Qt.AlignmentFlag.AlignLeft, "Since your last turn")
        f.setBold(False)
        p.setFont(f)
        p.setPen(QColor(250, 240, 225))
        for line in self.lines:
            y += line_h
            if y + line_h > r.bottom():
                break
            p.drawText(QRectF(r.left() + 16, y, r.width() - 32, line_h), Qt.AlignmentFlag.AlignLeft, "\u2022 " + line)

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
