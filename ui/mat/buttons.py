"""The mat's buttons: End Turn, Heal, What can I do?, and the answers to a choice.

Like every mat item (:mod:`ui.mat.items`), a button only draws itself and reports a click.
"""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.mat.layout import Box
from ui.mat.look import FOCUS, GOLD, INK, ui_font


@functools.lru_cache(maxsize=256)
def fitted_px(text: str, width: int, largest: float) -> float:
    """The largest type size, from ``largest`` down to 6 px, at which ``text`` fits ``width`` (found once per text)."""
    size = largest
    while size > 6 and QFontMetrics(ui_font(size, True)).horizontalAdvance(text) > width:
        size -= 1
    return size


SMALLEST_ONE_LINE = 8.0
"""Below this type size (px) a label of several words goes on two lines instead."""


@functools.lru_cache(maxsize=256)
def label_lines(text: str, width: int, height: float) -> tuple[tuple[str, ...], float]:
    """How a button ``width`` x ``height`` px writes ``text``: on one line in the largest type that fits, or, when
    that would be smaller than :data:`SMALLEST_ONE_LINE` px, on two lines split between words ("End Showdown" /
    "Turn"), whichever gives the larger type. A word is never cut."""
    one = fitted_px(text, width, min(height * 0.45, 18.0))
    words = text.split(" ")
    if one >= SMALLEST_ONE_LINE or len(words) < 2:
        return (text,), one
    fm = QFontMetrics(ui_font(one, True))
    cut = min(
        range(1, len(words)), key=lambda i: max(fm.horizontalAdvance(" ".join(w)) for w in (words[:i], words[i:]))
    )
    lines = (" ".join(words[:cut]), " ".join(words[cut:]))
    two = min(fitted_px(line, width, min(height * 0.4, 18.0)) for line in lines)
    return (lines, two) if two > one else ((text,), one)


class ButtonItem(QGraphicsObject):
    """A clickable label on the mat (End Turn, Heal, an answer to a choice)."""

    def __init__(self, key: str, text: str, on_click: Any = None) -> None:
        """A button; ``on_click`` is called with no arguments."""
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.key = key
        self.text = text
        self.on_click = on_click
        self.box = Box(0, 0, 80, 24)
        self.enabled = True
        self.focused = False
        self.primary = False
        self.hovered = False
        self.thumb: QPixmap | None = None
        self.speaks_when_disabled = False
        """Whether a click while greyed out still runs ``on_click``, so the refusal can say why."""
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(3)

    def place(self, box: Box) -> None:
        """Move and resize to ``box``."""
        self.prepareGeometryChange()
        self.box = box
        self.setPos(box.x, box.y)

    def set_enabled(self, enabled: bool) -> None:
        """Grey the button out (it ignores clicks)."""
        self.restyle(enabled=enabled)

    def restyle(self, **look: str | bool) -> None:
        """Change any of ``text``, ``enabled``, ``primary``, ``focused``; redrawn only if one changed (each
        redraw of its cached look costs about half a millisecond)."""
        if any(getattr(self, k) != v for k, v in look.items()):
            for k, v in look.items():
                setattr(self, k, v)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The button and its focus ring."""
        return QRectF(-5, -5, self.box.w + 10, self.box.h + 10)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """A lacquered button, gold when it is the obvious next step."""
        rect = QRectF(0, 0, self.box.w, self.box.h)
        r = min(8.0, self.box.h / 3)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QColor(196, 40, 36) if self.primary else QColor(70, 50, 40)
        if not self.enabled:
            base = QColor(60, 56, 52)
        elif self.hovered:
            base = base.lighter(125)
        grad = QLinearGradient(0, 0, 0, self.box.h)
        grad.setColorAt(0, base.lighter(130))
        grad.setColorAt(1, base.darker(130))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(GOLD if self.enabled else QColor(110, 100, 90), 1.5))
        p.drawRoundedRect(rect, r, r)
        text_rect = rect.adjusted(6, 0, -6, 0)
        if self.thumb is not None:
            tw = self.thumb.width() / max(1.0, self.thumb.devicePixelRatio())
            th = self.thumb.height() / max(1.0, self.thumb.devicePixelRatio())
            p.drawPixmap(QPointF(4, (self.box.h - th) / 2), self.thumb)
            text_rect = rect.adjusted(tw + 8, 0, -4, 0)
        p.setPen(INK if self.enabled else QColor(150, 140, 130))
        lines, px = label_lines(self.text, int(text_rect.width()) - 2, self.box.h)  # 2: hinting on screen differs
        p.setFont(ui_font(px, True))
        fm = p.fontMetrics()  # at the smallest type, a word too long still ends in "…" (the tooltip says it whole)
        words = "\n".join(fm.elidedText(line, Qt.TextElideMode.ElideRight, int(text_rect.width())) for line in lines)
        p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, words)  # cut at its end, never at both edges
        if self.focused:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(FOCUS, 2.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), r + 3, r + 3)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        """Light up."""
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        """Stop lighting up."""
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Take the press so the release comes here."""
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Run the button's action."""
        speaks = self.enabled or self.speaks_when_disabled
        if speaks and self.on_click is not None and self.boundingRect().contains(event.pos()):
            self.on_click()
