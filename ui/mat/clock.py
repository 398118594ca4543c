"""Evil's clock on the Scheme: how close the Scheme is to winning, in words and numbers.

The numbers are :func:`bigtrouble.rules.progress.evil_progress`'s; this module only words and paints
them. A warning (the next Villain card could end the game) is a red panel headed by a ⚠ and a word,
so it never rests on colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bigtrouble.rules.progress import EvilProgress
from ui.mat.layout import Box
from ui.mat.look import DANGER, GOLD, INK, ui_font
from ui.mat.tips import as_tip

WARNING = "\u26a0 DANGER"
"""The warning's own line: an icon and a word, beside the red."""
LINE = 0.11
"""A line's font size, in Scheme card widths."""
STEP = 1.25
"""A line's height, in font sizes."""


def clock_lines(p: EvilProgress) -> tuple[str, ...]:
    """What the panel shows, top to bottom: the warning, each measure (label, then "count of threshold"),
    the Twists and the Strikes."""
    lines: list[str] = [WARNING] if p.danger else []
    for m in p.measures:
        lines += [m.label, f"{m.count} of {m.of}"]
    lines += [f"Twists {p.twists.count} of {p.twists.of}", f"Strikes {p.strikes.count} of {p.strikes.of}"]
    return tuple(lines)


def clock_tip(p: EvilProgress, evil_wins: str) -> str:
    """The panel's tooltip: the Scheme's condition, every count in words, and what the warning means."""
    lines = [f"{p.scheme}: Evil wins when {evil_wins}." if evil_wins else p.scheme]
    lines += [f"{m.label}: {m.count} of {m.of}." for m in p.measures]
    lines.append(f"Scheme Twists played: {p.twists.count} of the {p.twists.of} in the game.")
    lines.append(f"Master Strikes played: {p.strikes.count} of {p.strikes.of}.")
    if p.danger:
        lines.append(
            "\u26a0 Danger: the next Villain card could end the game (one more step, or the escape it forces)."
        )
    return "\n".join(lines)


class SchemeClock(QGraphicsObject):
    """The panel over the lower part of the Scheme card; repaints only when its lines change."""

    def __init__(self) -> None:
        """An empty, hidden panel."""
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)
        self.setZValue(900)
        self.lines: tuple[str, ...] = ()
        self.danger = False
        self.box = Box(0, 0, 10, 10)
        self.hide()

    def show_progress(self, progress: EvilProgress | None, scheme: Box, evil_wins: str = "") -> None:
        """Show ``progress`` over the Scheme card's box ``scheme`` (hidden for a game without a Scheme)."""
        if progress is None:
            self.hide()
            return
        lines = clock_lines(progress)
        px = scheme.w * LINE
        bottom = scheme.y + scheme.h * 0.97
        h = min(scheme.h * 0.92, (len(lines) * STEP + 0.5) * px)  # a long clock covers the name too
        box = Box(scheme.x + scheme.w * 0.04, bottom - h, scheme.w * 0.92, h)
        if box != self.box:
            self.prepareGeometryChange()
            self.box = box
            self.setPos(box.x, box.y)
        if (lines, progress.danger) != (self.lines, self.danger):
            self.lines, self.danger = lines, progress.danger
            self.update()
        tip = as_tip(clock_tip(progress, evil_wins))
        if tip != self.toolTip():
            self.setToolTip(tip)
        self.show()

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The panel."""
        return QRectF(0, 0, self.box.w, self.box.h)

    def line_px(self) -> float:
        """The font size that fits every line into the panel's height."""
        rows = max(1, len(self.lines))
        return min(self.box.w * LINE / 0.92, self.box.h / (rows * STEP + 0.5))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """A dark (or, in danger, red) rounded panel with the lines centred, the counts in gold."""
        r = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = DANGER if self.danger else QColor(255, 220, 140)
        p.setPen(QPen(edge, 2 if self.danger else 1))
        p.setBrush(QColor(120, 18, 14, 235) if self.danger else QColor(20, 16, 12, 225))
        p.drawRoundedRect(r, 5, 5)
        px = self.line_px()
        step = px * STEP
        y = (r.height() - step * len(self.lines)) / 2
        for line in self.lines:
            is_count = line[:1].isdigit()
            p.setFont(ui_font(px * (1.1 if is_count else 1.0), True))
            fm = p.fontMetrics()
            shown = fm.elidedText(line, Qt.TextElideMode.ElideRight, int(r.width() - 4))
            p.setPen(GOLD if is_count or line == WARNING else INK)
            p.drawText(QRectF(2, y, r.width() - 4, step), Qt.AlignmentFlag.AlignCenter, shown)
            y += step
