"""The hot-seat curtain: between turns it hides the next player's hand until they are ready.

Its recap ("Since your last turn") wraps each line on a card as wide as the lines need and the
curtain allows; when they can't all fit, even in smaller type, the last lines give way to
"... and N more" and the whole recap is the curtain's tooltip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen
from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from ui.mat.pixmaps import felt
from ui.mat.tips import as_tip

if TYPE_CHECKING:
    from bigtrouble.model import State


BULLET = "\u2022 "
WRAP = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap


@frozen
class RecapFit:
    """How the recap sits on the curtain: its card, type size, the lines shown (wrapped) and their heights."""

    box: QRectF
    px: int
    shown: tuple[str, ...]
    heights: tuple[float, ...]
    indent: float
    """Where each line's words start, after its bullet (a wrapped line hangs under its first word)."""
    cut: bool
    """Some lines gave way to "... and N more" (the whole recap is then the tooltip)."""


def fit_recap(lines: tuple[str, ...], w: int, h: int, top: float, font: QFont) -> RecapFit:
    """Lay out ``lines`` on a ``w`` x ``h`` curtain below ``top``: widen the card as the longest line needs
    (up to nearly the whole width), wrap what is still too long, shrink the type, then drop lines that don't fit."""
    room = h * 0.34
    px = max(12, h // 34)
    while True:
        f = QFont(font)
        f.setPixelSize(px)
        fm = QFontMetrics(f)
        widest = max(fm.horizontalAdvance(BULLET + line) for line in lines) + 32
        bold = QFont(f)
        bold.setBold(True)
        widest = max(widest, QFontMetrics(bold).horizontalAdvance("Since your last turn") + 32)
        card_w = min(max(w * 0.6, widest + 8), w - 2 * max(16.0, w * 0.04))
        indent = float(fm.horizontalAdvance(BULLET))
        text_w = int(card_w - 32 - indent)
        heights = [float(fm.boundingRect(QRect(0, 0, text_w, 100000), WRAP, line).height()) for line in lines]
        line_h = px * 1.5
        fixed = line_h * 1.4 + px * 0.6  # the heading, and the margins
        shown = list(lines)
        cut = False
        while shown and fixed + sum(heights[: len(shown)]) + (line_h if cut else 0) > room:
            shown.pop()
            cut = True
        if not cut or px <= 11:
            break
        px -= 1
    if cut:
        more = len(lines) - len(shown)
        shown.append(f"... and {more} more (point here to read them all)")
        heights = [*heights[: len(shown) - 1], line_h]
    used = fixed + sum(heights[: len(shown)])
    box = QRectF((w - card_w) / 2, top, card_w, min(room, used))
    return RecapFit(box, px, tuple(shown), tuple(heights[: len(shown)]), indent, cut)


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
        self._tip()
        self.show()
        self.raise_()
        self.setFocus()
        self.update()

    def cover_for(self, s: State) -> None:
        """Cover the mat for whoever must act in ``s``, with what happened since their last turn."""
        from bigtrouble.engine import current_player
        from bigtrouble.rules.recap import recap
        from ui.mat.prompts import prompt_words

        p = current_player(s)
        who = s.players[p].name
        reason = prompt_words(s, s.pending) if s.pending is not None else f"Turn {s.turn.number}."
        if s.turn.showdown:
            reason = "Final Showdown: your Showdown Turn."
        headline = f"{who} decides" if p != s.current else ""
        self.cover(who, reason, headline, recap(s, p))

    def _top(self) -> float:
        return self.height() * (0.3 if not self.lines else 0.16)

    def recap_fit(self) -> RecapFit | None:
        """How the recap sits on the curtain at its size now (``None`` without a recap)."""
        if not self.lines:
            return None
        return fit_recap(self.lines, self.width(), self.height(), self._top() + self.height() * 0.27, self.font())

    def _tip(self) -> None:
        """The whole recap as the tooltip, when some of it had to give way."""
        fit = self.recap_fit()
        cut = fit is not None and fit.cut
        self.setToolTip(
            as_tip("Since your last turn:\n" + "\n".join(BULLET + line for line in self.lines)) if cut else ""
        )

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """The recap is laid out again for the new size."""
        super().resizeEvent(event)
        self._tip()

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
        top = self._top()
        headline = p.fontMetrics().elidedText(self.headline, Qt.TextElideMode.ElideMiddle, int(w * 0.92))
        p.drawText(QRectF(0, top, w, h * 0.15), Qt.AlignmentFlag.AlignCenter, headline)  # never cut at both edges
        f.setPixelSize(max(12, h // 34))
        f.setBold(False)
        p.setFont(f)
        p.setPen(QColor(250, 240, 225))
        reason_box = QRectF(w * 0.05, top + h * 0.16, w * 0.9, h * 0.1)
        p.drawText(reason_box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.reason)
        fit = self.recap_fit()
        if fit is not None:
            self._paint_recap(p, fit)
        p.drawText(
            QRectF(w * 0.04, fit.box.bottom() + h * 0.05 if fit is not None else top + h * 0.26, w * 0.92, h * 0.1),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            f"Only {self.name} should look now. Click or press Enter when ready.",
        )
        p.end()

    def _paint_recap(self, p: QPainter, fit: RecapFit) -> None:
        """A dark card listing what happened since this player's last turn, each line wrapped to the card."""
        r = fit.box
        p.save()
        p.setPen(QColor(255, 214, 110, 160))
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(r, 10, 10)
        f = QFont(p.font())
        f.setPixelSize(fit.px)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor(255, 214, 110))
        line_h = fit.px * 1.5
        y = r.top() + fit.px * 0.3
        p.drawText(QRectF(r.left() + 16, y, r.width() - 32, line_h), Qt.AlignmentFlag.AlignLeft, "Since your last turn")
        y += line_h * 1.1
        f.setBold(False)
        p.setFont(f)
        p.setPen(QColor(250, 240, 225))
        for i, (line, height) in enumerate(zip(fit.shown, fit.heights, strict=True)):
            last_cut = fit.cut and i == len(fit.shown) - 1
            if last_cut:
                p.setPen(QColor(255, 214, 110, 200))
            if not last_cut:
                p.drawText(QRectF(r.left() + 16, y, fit.indent, height), Qt.AlignmentFlag.AlignLeft, BULLET)
            p.drawText(QRectF(r.left() + 16 + fit.indent, y, r.width() - 32 - fit.indent, height), WRAP, line)
            y += height
        p.restore()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Lift the curtain."""
        self.lift()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Enter or Space lifts the curtain."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.lift()
        else:
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802,A002
        """Tab and Shift+Tab (the mat's move keys) keep the keyboard here, so Enter still lifts the curtain."""
        return True

    def lift(self) -> None:
        """Hide the curtain and let the player see their hand."""
        self.hide()
        self.ready.emit()
