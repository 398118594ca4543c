"""The mat's look, shared by every item: its colours, its font, glows, veils and badges.

Pure painting helpers on QPainter and QPixmap; no item, scene or game state here.
"""

from __future__ import annotations

import enum
import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

GOLD = QColor(255, 204, 64)
OPTION = QColor(80, 220, 255)
FOCUS = QColor(255, 255, 255)
TARGET = QColor(120, 255, 140)
DANGER = QColor(255, 90, 70)
INK = QColor(250, 244, 228)


class Glow(enum.IntEnum):
    """How an item is lit: nothing, a legal move, an answer to a choice, a drop target."""

    NONE = 0
    LEGAL = 1
    OPTION = 2
    TARGET = 3
    HOVER_TARGET = 4


GLOW_COLOURS = {Glow.LEGAL: GOLD, Glow.OPTION: OPTION, Glow.TARGET: TARGET, Glow.HOVER_TARGET: TARGET}


def ui_font(px: float, bold: bool = False) -> QFont:
    """The mat's font at ``px`` pixels (one shared QFont per size: callers never change it)."""
    return _font(max(7, int(px)), bold)


@functools.lru_cache(maxsize=128)
def _font(px: int, bold: bool) -> QFont:
    f = QFont("DejaVu Sans Condensed")
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def paint_glow(p: QPainter, rect: QRectF, colour: QColor, radius: float, strength: float = 1.0) -> None:
    """A soft coloured halo around ``rect``."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    for i, alpha in ((6, 40), (4, 80), (2, 150), (0, 255)):
        c = QColor(colour)
        c.setAlpha(min(255, int(alpha * strength)))
        p.setPen(QPen(c, 2.2 if i == 0 else 2.0))
        p.drawRoundedRect(rect.adjusted(-i, -i, i, i), radius + i, radius + i)


@functools.lru_cache(maxsize=64)
def halo(w: int, h: int, glow: Glow) -> QPixmap:
    """The glow around a ``w`` x ``h`` card, drawn once per size and colour (8 px margin)."""
    pm = QPixmap(w + 16, h + 16)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_glow(p, QRectF(8, 8, w, h), GLOW_COLOURS[glow], w / 14, 0.8 if glow is Glow.LEGAL else 1.0)
    p.end()
    return pm


@functools.lru_cache(maxsize=32)
def shade(w: int, h: int) -> QPixmap:
    """The dark veil over a dimmed card."""
    pm = QPixmap(w, h)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(8, 10, 14, 150))
    p.drawRoundedRect(QRectF(0, 0, w, h), w / 14, w / 14)
    p.end()
    return pm


def paint_badge(p: QPainter, centre: QPointF, text: str, px: float, fill: QColor | None = None) -> None:
    """A dark pill with a number or a word, centred on ``centre``."""
    p.setFont(ui_font(px, True))
    fm = p.fontMetrics()
    w = max(px * 1.5, fm.horizontalAdvance(text) + px * 0.9)
    h = px * 1.45
    r = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    p.setPen(QPen(QColor(255, 220, 140), 1))
    p.setBrush(fill or QColor(20, 16, 12, 225))
    p.drawRoundedRect(r, h / 2, h / 2)
    p.setPen(INK)
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
