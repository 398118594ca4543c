"""The things on the mat: cards, zones (slots and piles) and tokens (the buttons are in :mod:`ui.mat.buttons`).

Items only draw and report what the player did to them; the scene
(:class:`ui.mat.scene.MatScene`) decides what it means. None of them touches the
game state.
"""

from __future__ import annotations

import functools
from typing import Protocol, cast

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.mat.layout import Box
from ui.mat.look import (
    FOCUS,
    GLOW_COLOURS,
    INK,
    Glow,
    halo,
    paint_badge,
    paint_glow,
    paint_points,
    shade,
    ui_font,
)
from ui.mat.marks import paint_explained


class MatHost(Protocol):
    """What an item asks of the scene that owns it; the scene (``ui.mat.scene.MatScene``) provides it.

    Items never import the scene: they report gestures through this interface.
    """

    def card_clicked(self, item: CardItem) -> None:
        """A card was clicked."""

    def card_hovered(self, item: CardItem, inside: bool) -> None:
        """The pointer entered (``inside``) or left a card."""

    def card_inspected(self, item: CardItem) -> None:
        """A card was right-clicked to be looked at."""

    def begin_drag(self, item: CardItem) -> bool:
        """A drag of ``item`` starts; False refuses it."""

    def update_drag(self, item: CardItem, pos: QPointF) -> None:
        """The dragged card moved to ``pos``."""

    def end_drag(self, item: CardItem, pos: QPointF) -> None:
        """The dragged card was dropped at ``pos``."""

    def zone_clicked(self, zone: ZoneItem) -> None:
        """A zone (a pile) was clicked."""


class CardItem(QGraphicsObject):
    """One physical card (by uid) on the mat, face up or face down."""

    def __init__(self, uid: int, card_id: str) -> None:
        """A card item; the scene gives it a pixmap and a place."""
        super().__init__()
        self.uid = uid
        self.card_id = card_id
        self.zone = ""
        self.face_up = True
        self.back_kind = "hero"
        self.w = 10.0
        self.h = 14.0
        self.face: QPixmap | None = None
        self.back: QPixmap | None = None
        self.glow = Glow.NONE
        self.dimmed = False
        self.focused = False
        self.badge = ""
        self.attack_now: tuple[int, int] | None = None
        self.marks: tuple[tuple[str, bool], ...] = ()
        self.escapes_next = False
        """The Villain the next one would push off the Bridge (``bigtrouble.rules.progress.escape_forecast``)."""
        self._flip = 1.0
        self._press: QPointF | None = None
        self.dragging = False
        self.home = QPointF()
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def reuse(self, uid: int, card_id: str) -> None:
        """Become card ``uid`` (a pooled item taken again: creating items and their pixmaps each turn costs)."""
        self.uid, self.card_id = uid, card_id
        self.zone = ""
        self.face = self.back = None
        self.glow, self.dimmed, self.focused, self.badge = Glow.NONE, False, False, ""
        self._press = None
        self.dragging = False
        self.set_flip(1.0)
        self.setOpacity(1.0)
        self.update()

    def mat(self) -> MatHost:
        """The scene that owns this card."""
        return cast(MatHost, self.scene())

    def set_size(self, w: float, h: float) -> None:
        """Resize the card (its pixmaps are replaced by the scene)."""
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The card plus room for its glow."""
        return QRectF(-8, -8, self.w + 16, self.h + 16)

    def _get_flip(self) -> float:
        return self._flip

    def set_flip(self, value: float) -> None:
        """Flip progress 0..1: the card narrows, turns face up at the middle, and widens again."""
        if value == self._flip:
            return
        self._flip = value
        sx = max(0.02, abs(1.0 - 2.0 * value)) if value < 1.0 else 1.0
        t = QTransform()
        t.translate(self.w / 2, 0)
        t.scale(sx, 1.0)
        t.translate(-self.w / 2, 0)
        self.setTransform(t)
        self.update()

    flip = Property(float, _get_flip, set_flip)

    def showing_face(self) -> bool:
        """Whether the face is visible now (half way through a flip it turns)."""
        return self.face_up and self._flip >= 0.5

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draw the card, its glow, and its dimming."""
        rect = QRectF(0, 0, self.w, self.h)
        radius = self.w / 14
        if self.glow is not Glow.NONE and not self.dimmed:
            p.drawPixmap(QPointF(-8, -8), halo(int(self.w), int(self.h), self.glow))
        pm = self.face if self.showing_face() else self.back
        if pm is not None:
            p.drawPixmap(QPointF(0, 0), pm)
        else:
            p.setBrush(QColor(60, 60, 60))
            p.drawRoundedRect(rect, radius, radius)
        if self.dimmed:
            p.drawPixmap(QPointF(0, 0), shade(int(self.w), int(self.h)))
        if self.focused:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(FOCUS, 3, Qt.PenStyle.DashLine))
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 4, radius + 4)
        if self.badge:
            paint_badge(p, QPointF(self.w * 0.5, self.h - self.w * 0.02), self.badge, self.w * 0.13)
        if self.showing_face():
            paint_explained(p, self.w, self.h, self.attack_now, self.marks, self.escapes_next)

    # --- what the player does ------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        """Tell the scene the card is under the pointer (the large viewer may open)."""
        self.mat().card_hovered(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        """Tell the scene the pointer left."""
        self.mat().card_hovered(self, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Left: maybe a click or a drag. Right: the large card viewer."""
        if event.button() == Qt.MouseButton.RightButton:
            self.mat().card_inspected(self)
            event.accept()
            return
        self._press = event.scenePos()
        self.home = self.pos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Start dragging past the drag distance; then follow the pointer."""
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self.dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            if not self.mat().begin_drag(self):
                self._press = None
                return
            self.dragging = True
        self.setPos(self.home + delta)
        self.mat().update_drag(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Drop (after a drag) or click."""
        if self._press is None:
            return
        self._press = None
        if self.dragging:
            self.dragging = False
            self.mat().end_drag(self, event.scenePos())
        elif event.button() == Qt.MouseButton.LeftButton:
            self.mat().card_clicked(self)


@functools.lru_cache(maxsize=16)
def pile_edges(w: int, h: int, layers: int) -> QPixmap:
    """The edges of the cards under a pile's top card, ``layers`` deep, drawn once per size (8 px margin)."""
    pm = QPixmap(w + 8, h + 8)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = min(w, h) / 14
    p.setPen(QPen(QColor(0, 0, 0, 120), 1))
    p.setBrush(QColor(30, 24, 20))
    for i in range(layers, 0, -1):
        p.drawRoundedRect(QRectF(i * 1.6, i * 1.6, w, h), radius, radius)
    p.end()
    return pm


class ZoneItem(QGraphicsObject):
    """A place on the mat: a slot (city space, HQ space), a pile with its count, or an area."""

    def __init__(self, key: str, title: str, kind: str = "slot") -> None:
        """``kind`` is ``slot``, ``pile`` (face-down, drawn as a stack) or ``area``."""
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.key = key
        self.title = title
        self.kind = kind
        self.box = Box(0, 0, 10, 14)
        self.count = 0
        self.show_count = kind == "pile"
        self.hidden_when_empty = False
        """An empty pile that sits under another zone draws nothing (its title would sit on the other's)."""
        self.back: QPixmap | None = None
        self.glow = Glow.NONE
        self.dimmed = False
        self.focused = False
        self.note = ""
        self.setZValue(1)

    def place(self, box: Box) -> None:
        """Move and resize to ``box``."""
        self.prepareGeometryChange()
        self.box = box
        self.setPos(box.x, box.y)
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Take the press so the release comes here."""
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """A click on the zone (to look through a pile)."""
        if event.button() == Qt.MouseButton.LeftButton:
            cast(MatHost, self.scene()).zone_clicked(self)

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The zone plus room for its glow and its stack edges."""
        return QRectF(-10, -10, self.box.w + 20, self.box.h + 20)

    def set_count(self, n: int) -> None:
        """Hold ``n`` cards; repaint only when that changes the look (the number is on the zone's badge)."""
        if n != self.count:
            before = self.look()
            self.count = n
            if self.look() != before:
                self.update()

    def look(self) -> tuple[bool, int]:
        """What the count changes in the drawing: whether a pile shows a stack, and how thick it is."""
        if self.kind != "pile":
            return (False, 0)
        return (self.count > 0, min(4, 1 + self.count // 8))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """An inset slot, or a stack of backs with a count badge."""
        w, h = self.box.w, self.box.h
        rect = QRectF(0, 0, w, h)
        radius = min(w, h) / 14
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.glow is not Glow.NONE and not self.dimmed:
            paint_glow(p, rect, GLOW_COLOURS[self.glow], radius, 1.2 if self.glow is Glow.HOVER_TARGET else 0.9)
            if self.glow is Glow.HOVER_TARGET:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(120, 255, 140, 50))
                p.drawRoundedRect(rect, radius, radius)
        if self.kind == "pile" and self.count > 0 and self.back is not None:
            p.drawPixmap(QPointF(0, 0), pile_edges(int(w), int(h), self.look()[1]))
            p.drawPixmap(QPointF(0, 0), self.back)
        elif self.kind != "area" and not self.hidden_when_empty:
            p.setPen(QPen(QColor(255, 235, 190, 70), 1.2))
            p.setBrush(QColor(0, 0, 0, 60))
            p.drawRoundedRect(rect, radius, radius)
            p.setPen(QColor(255, 240, 210, 150))
            p.setFont(ui_font(w * 0.12, True))
            p.drawText(rect.adjusted(4, 4, -4, -4), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.title)
        if self.dimmed:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(8, 10, 14, 140))
            p.drawRoundedRect(rect, radius, radius)
        if self.focused:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(FOCUS, 3, Qt.PenStyle.DashLine))
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 4, radius + 4)


class CountBadge(QGraphicsObject):
    """A zone's name and card count, drawn above whatever card lies on it."""

    def __init__(self) -> None:
        """An empty badge."""
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text = ""
        self.px = 12.0
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set(self, text: str, px: float) -> None:
        """Show ``text`` at ``px`` pixels."""
        if text != self.text or px != self.px:
            self.prepareGeometryChange()
            self.text, self.px = text, px
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        """Room for the pill."""
        w = max(self.px * 2, len(self.text) * self.px * 0.62 + self.px)
        return QRectF(-w / 2, -self.px, w, self.px * 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The pill."""
        if self.text:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_badge(p, QPointF(0, 0), self.text, self.px)


class TokenItem(QGraphicsObject):
    """The current player's Attack or Recruit total: a big round token (Attack is also a drop target)."""

    def __init__(self, key: str, title: str, picture: str) -> None:
        """A token showing 0, drawn as ``picture`` ("attack" or "recruit"): the cards' own badge for it."""
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.key = key
        self.title = title
        self.picture = picture
        self.value = 0
        self.extra = ""
        self.box = Box(0, 0, 40, 40)
        self.glow = Glow.NONE
        self.dimmed = False
        self.focused = False
        self.setZValue(2)

    def place(self, box: Box) -> None:
        """Move and resize to ``box``."""
        self.prepareGeometryChange()
        self.box = box
        self.setPos(box.x, box.y)

    def set_value(self, value: int, extra: str = "") -> None:
        """Show ``value`` (and a small second line)."""
        if (value, extra) != (self.value, self.extra):
            self.value, self.extra = value, extra
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The token, its glow and its caption."""
        return QRectF(-10, -10, self.box.w + 20, self.box.h + 20 + self.box.w * 0.3)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The cards' own Attack or Recruit badge, large, with the total on it, and its name underneath."""
        d = self.box.w
        rect = QRectF(0, 0, d, d)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.glow is not Glow.NONE and not self.dimmed:
            paint_glow(p, rect, GLOW_COLOURS[self.glow], d / 2, 1.3)
        paint_points(p, self.picture, rect.center(), d, str(self.value))
        p.setPen(INK)
        p.setFont(ui_font(d * 0.17, True))
        caption = self.title + (f"  {self.extra}" if self.extra else "")
        p.drawText(QRectF(-d * 0.3, d * 1.0, d * 1.6, d * 0.28), Qt.AlignmentFlag.AlignCenter, caption)
        if self.dimmed:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(8, 10, 14, 140))
            p.drawEllipse(rect)
        if self.focused:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(FOCUS, 3, Qt.PenStyle.DashLine))
            p.drawEllipse(rect.adjusted(-4, -4, 4, 4))
