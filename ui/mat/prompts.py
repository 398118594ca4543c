"""Answering a choice in the middle of a card (``state.pending``) in place.

The prompt sits on the mat in words, naming who decides. Options that are cards
on the mat light up there; the rest (cards in hidden zones, word options) get a
compact button each in the prompt panel, with a thumbnail when they are cards.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bigtrouble.actions import Action, Choose, Decline
from bigtrouble.model import Pending, State
from ui.mat.buttons import ButtonItem
from ui.mat.layout import Box
from ui.mat.look import INK, OPTION, ui_font

Thumb = Callable[[int], QPixmap | None]


def prompt_words(s: State, pending: Pending) -> str:
    """The prompt with the name of whoever decides (hot-seat: it may not be the current player)."""
    who = s.players[pending.player].name
    tail = " (you may decline)" if pending.optional else ""
    return f"{who}: {pending.prompt}{tail}"


def option_buttons(pending: Pending, on_mat: set[int], places: dict[int, str]) -> list[tuple[str, Action, int]]:
    """The prompt's buttons (label, action, uid for a thumbnail): one per option off the mat, identical cards in
    one place merged into one button that says where they are and how many."""
    groups: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for i, o in enumerate(pending.options):
        if o.uid >= 0 and o.uid in on_mat:
            continue
        key = (o.label, places.get(o.uid, "") if o.uid >= 0 else f"#{i}")
        groups.setdefault(key, []).append((i, o.uid))
    out: list[tuple[str, Action, int]] = []
    for (label, where), picks in groups.items():
        i, uid = picks[0]
        words = label
        if uid >= 0 and where:
            words += f", {where}"
        if len(picks) > 1:
            words += f" ×{len(picks)}"
        out.append((words, Choose(i), uid))
    return out


MAX_LINES = 3
"""The most lines a prompt's words take before their type gets smaller."""


def prompt_fit(text: str, width: float, px: float) -> tuple[float, int]:
    """The type size and the number of lines ``text`` takes, wrapped at words in ``width`` pixels: ``px`` if it
    fits in :data:`MAX_LINES` lines, else smaller (down to 9 px) until it does; never cut short."""

    def lines(size: float) -> int:
        fm = QFontMetricsF(ui_font(size, True))
        tall = fm.boundingRect(QRectF(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text).height()
        return max(1, round(tall / fm.lineSpacing()))

    n = lines(px)
    while n > MAX_LINES and px > 9:
        px -= 0.5
        n = lines(px)
    return px, n


class PromptPanel(QGraphicsObject):
    """A banner with the pending prompt, buttons for off-mat options, and Decline when allowed."""

    def __init__(self, on_action: Callable[[Action], None]) -> None:
        """An empty, hidden panel; ``on_action`` receives ``Choose(i)`` or ``Decline()``."""
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.on_action = on_action
        self.box = Box(0, 0, 100, 40)
        self.text = ""
        self.text_px = 14.0
        self.text_lines = 1
        self.buttons: list[tuple[ButtonItem, Action]] = []
        self.setZValue(800)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The panel."""
        return QRectF(-4, -4, self.box.w + 8, self.box.h + 8)

    def show_pending(
        self,
        s: State,
        area: Box,
        on_mat: set[int],
        thumb: Thumb,
        unit: float,
        places: dict[int, str] | None = None,
        watched: bool = False,
    ) -> None:
        """Show ``s.pending`` over ``area``; options whose uid is in ``on_mat`` need no button.

        ``watched``: a bot makes this choice (``ui.seats.bot_turn``): the prompt says so, and offers no buttons.

        Identical cards in the same place (``places``: uid -> words) share one button ("Wound, discard pile, x2"):
        which copy is taken makes no difference, so there is one way to pick it.
        """
        for b, _ in self.buttons:
            scene = b.scene()
            if scene is not None:
                scene.removeItem(b)
        self.buttons = []
        pending = s.pending
        if pending is None:
            self.setVisible(False)
            return
        self.text = prompt_words(s, pending)
        if watched:
            self.text = f"{s.players[pending.player].name} (a bot) is choosing. {pending.prompt}"
        line_h = max(18.0, unit * 0.24)
        self.text_px, self.text_lines = prompt_fit(self.text, area.w - 24, min(line_h * 0.62, 22.0))
        unit_h = line_h
        line_h *= self.text_lines
        has_thumbs = any(o.uid >= 0 and o.uid not in on_mat for o in pending.options)
        btn_h = max(24.0, unit * (0.5 if has_thumbs else 0.3))
        wanted = option_buttons(pending, on_mat, places or {}) if not watched else []
        if pending.optional and not watched:
            wanted.append(("Decline", Decline(), -1))
        x = unit * 0.15
        y = line_h + unit * 0.12
        max_w = area.w - unit * 0.3
        rows = 1
        for label, act, uid in wanted:
            pm = thumb(uid) if uid >= 0 else None
            bw = min(max_w, max(unit * 0.9, len(label) * unit_h * 0.5 + unit * 0.4 + (unit * 0.4 if pm else 0)))
            if x + bw > max_w and x > unit * 0.15:
                x = unit * 0.15
                y += btn_h + unit * 0.08
                rows += 1
            b = ButtonItem(f"option:{label}", label, lambda a=act: self.on_action(a))
            b.setToolTip(label)  # whole, should a narrow button have to shorten it
            b.thumb = pm
            b.primary = not isinstance(act, Decline)
            b.setParentItem(self)
            b.place(Box(x, y, bw, btn_h))
            self.buttons.append((b, act))
            x += bw + unit * 0.1
        height = line_h + unit * 0.2 + (rows * (btn_h + unit * 0.08) if wanted else 0)
        self.prepareGeometryChange()
        self.box = Box(area.x, area.y, area.w, height)
        self.setPos(area.x, area.y)
        self.setVisible(True)
        self.update()

    def button_for(self, action: Action) -> ButtonItem | None:
        """The button that does ``action``, if the panel has one."""
        for b, a in self.buttons:
            if a == action:
                return b
        return None

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """A dark lacquer banner with a cyan edge (the colour of the options it lights)."""
        r = QRectF(0, 0, self.box.w, self.box.h)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(OPTION, 2))
        p.setBrush(QColor(12, 20, 28, 235))
        p.drawRoundedRect(r, 10, 10)
        line_h = max(18.0, self.box.h if not self.buttons else self.buttons[0][0].box.y - 4)
        p.setPen(INK)
        text_r = QRectF(12, 2, self.box.w - 24, line_h)
        p.setFont(ui_font(self.text_px, True))
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        if self.text_lines > 1:
            p.drawText(text_r, flags | Qt.TextFlag.TextWordWrap, self.text)
        else:
            text = p.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight, int(text_r.width()))
            p.drawText(text_r, flags, text)


class Notice(QGraphicsObject):
    """A short-lived banner on the mat for what happened without the player's hand: a choice answered itself."""

    def __init__(self) -> None:
        """A hidden notice."""
        super().__init__()
        self.box = Box(0, 0, 100, 30)
        self.text = ""
        self.setZValue(850)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self.setVisible(False))

    def say(self, text: str, area: Box, ms: int = 7000) -> None:
        """Show ``text`` across the top of ``area`` for ``ms`` milliseconds."""
        self.text = text
        self.prepareGeometryChange()
        self.box = area
        self.setPos(area.x, area.y)
        self.setVisible(True)
        self.update()
        self._timer.start(ms)

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The banner."""
        return QRectF(0, 0, self.box.w, self.box.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """An amber-edged banner with the sentence, shrunk to fit."""
        r = QRectF(0, 0, self.box.w, self.box.h)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(230, 170, 60), 2))
        p.setBrush(QColor(34, 24, 10, 238))
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 8, 8)
        p.setPen(INK)
        size = self.box.h * 0.42
        p.setFont(ui_font(size, True))
        inner = r.adjusted(12, 0, -12, 0)
        while size > 10 and p.fontMetrics().horizontalAdvance(self.text) > inner.width():
            size -= 1
            p.setFont(ui_font(size, True))
        text = p.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight, int(inner.width()))
        p.drawText(inner, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
