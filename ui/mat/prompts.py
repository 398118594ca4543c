"""Answering a choice in the middle of a card (``state.pending``) in place.

The prompt sits on the mat in words, naming who decides. Options that are cards
on the mat light up there; the rest (cards in hidden zones, word options) get a
compact button each in the prompt panel, with a thumbnail when they are cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bigtrouble.actions import Action, Choose, Decline
from bigtrouble.model import Pending, State
from ui.mat.buttons import ButtonItem
from ui.mat.layout import PROMPT_MIN_WIDTHS, Box, MatLayout, prompt_area, widest_prompt
from ui.mat.look import INK, OPTION, ui_font
from ui.mat.placement import STACKED, Spot, option_places

Thumb = Callable[[int], QPixmap | None]


def prompt_words(s: State, pending: Pending) -> str:
    """The prompt with the name of whoever decides (hot-seat: it may not be the current player)."""
    who = s.players[pending.player].name
    tail = " (you may decline)" if pending.optional else ""
    return f"{who}: {pending.prompt}{tail}"


def prompt_text(s: State, pending: Pending, watched: bool = False) -> str:
    """What the prompt panel says: the prompt with who decides, or, when a bot decides, that it is choosing."""
    if watched:
        return f"{s.players[pending.player].name} (a bot) is choosing. {pending.prompt}"
    return prompt_words(s, pending)


def option_buttons(
    pending: Pending, on_mat: set[int], places: dict[int, str], short: bool = False
) -> list[tuple[str, Action, int]]:
    """The prompt's buttons (label, action, uid for a thumbnail): one per option off the mat, identical cards in
    one place merged into one button that says where they are and how many. ``short``: when every button's card
    is in the same place (the prompt names it), the labels leave the place out."""
    groups: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for i, o in enumerate(pending.options):
        if o.uid >= 0 and o.uid in on_mat:
            continue
        key = (o.label, places.get(o.uid, "") if o.uid >= 0 else f"#{i}")
        groups.setdefault(key, []).append((i, o.uid))
    out: list[tuple[str, Action, int]] = []
    one_place = len({where for (_, where), picks in groups.items() if picks[0][1] >= 0}) == 1
    for (label, where), picks in groups.items():
        i, uid = picks[0]
        words = label
        if uid >= 0 and where and not (short and one_place):
            words += f", {where}"
        if len(picks) > 1:
            words += f" ×{len(picks)}"
        out.append((words, Choose(i), uid))
    return out


@dataclass(frozen=True)
class PromptPlan:
    """How a prompt lays out in one width: its words' type size and lines, each button's box (in the panel's own
    coordinates) and the panel's height."""

    text_px: float
    text_lines: int
    buttons: tuple[Box, ...]
    height: float


def plan_prompt(
    text: str, labels: Sequence[tuple[str, bool]], width: float, unit: float, compact: bool = False
) -> PromptPlan:
    """Lay a prompt out ``width`` pixels wide: its words (wrapped, see :func:`prompt_fit`), then a button per
    ``labels`` entry (its words, whether it shows a card's thumbnail), left to right in rows. ``compact``: lower
    buttons without thumbnails, two to a row at least, for a prompt that would not fit otherwise. ``unit`` is the
    mat's card width."""
    line_h = max(18.0, unit * 0.24)
    text_px, text_lines = prompt_fit(text, width - 24, min(line_h * 0.62, 22.0))
    thumbs = any(thumbed for _, thumbed in labels) and not compact
    btn_h = max(24.0, unit * (0.5 if thumbs else 0.3))
    x, y = unit * 0.15, line_h * text_lines + unit * 0.12
    max_w = width - unit * 0.3
    rows = 1
    boxes: list[Box] = []
    fm = QFontMetricsF(ui_font(min(btn_h * 0.45, 18.0), True))  # the type a button starts from (ButtonItem)
    for label, thumbed in labels:
        extra = unit * 0.3 + 8 if thumbed and thumbs else 0.0  # a thumbnail is a third of a card wide
        bw = min(max_w, max(unit * 0.9, fm.horizontalAdvance(label) + 16 + extra))
        if compact:  # two to a row at least: a long label's type gets smaller (ButtonItem fits it, down to 6 px)
            bw = min(bw, (max_w - unit * 0.25) / 2)
        if x + bw > max_w and x > unit * 0.15:
            x = unit * 0.15
            y += btn_h + unit * 0.08
            rows += 1
        boxes.append(Box(x, y, bw, btn_h))
        x += bw + unit * 0.1
    height = line_h * text_lines + unit * 0.2 + (rows * (btn_h + unit * 0.08) if labels else 0)
    return PromptPlan(text_px, text_lines, tuple(boxes), height)


def fit_prompt(
    lay: MatLayout,
    played: int,
    text: str,
    labels: Sequence[tuple[str, bool]],
    lit: Sequence[Box] = (),
    short: Sequence[tuple[str, bool]] | None = None,
) -> tuple[float, bool]:
    """How many card widths a prompt takes beside ``played`` cards, and whether its buttons go compact: the
    narrowest from :data:`PROMPT_MIN_WIDTHS` (the cards played close up further for a wider one, see
    :func:`ui.mat.layout.played_row`) that ends above the hand, then the same compact; else the narrowest that
    covers none of the ``lit`` options and stays on the player's side of the table; failing all, the widest.
    ``short``: the buttons' labels when compact (see :func:`option_buttons`), if not ``labels``."""
    widest = widest_prompt(lay, played)
    steps = [PROMPT_MIN_WIDTHS + 0.5 * i for i in range(int((widest - PROMPT_MIN_WIDTHS) / 0.5) + 1)] + [widest]
    above_hand = lay.hand.y - lay.card_w * 0.05

    def fits(widths: float, compact: bool, bottom: float, clear_of: Sequence[Box]) -> bool:
        area = prompt_area(lay, played, widths)
        words = short if compact and short is not None else labels
        box = Box(area.x, area.y, area.w, plan_prompt(text, words, area.w, lay.card_w, compact).height)
        return box.bottom <= bottom and not any(_overlap(box, b) for b in clear_of)

    for bottom, clear_of in ((above_hand, ()), (lay.player_area.bottom, lit)):
        for compact in (False, True):
            for widths in steps:
                if fits(widths, compact, bottom, clear_of):
                    return widths, compact
    return widest, True


def _overlap(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def prompt_room(s: State, lay: MatLayout, spots: dict[int, Spot], hidden: bool, watched: bool) -> tuple[float, bool]:
    """The room the pending choice's prompt needs beside the cards played (card widths, compact buttons) so that
    it ends above the hand, with the buttons the panel will have: one per option not lit on the mat (every option
    while the hand is ``hidden``), none when a bot decides (``watched``)."""
    pending = s.pending
    if pending is None:
        return PROMPT_MIN_WIDTHS, False
    labels: list[tuple[str, bool]] = []
    short: list[tuple[str, bool]] = []
    if not watched:
        on_mat = {o.uid for o in pending.options if not hidden and o.uid in spots and spots[o.uid].zone not in STACKED}
        places = option_places(s)
        labels = [(label, uid >= 0) for label, _, uid in option_buttons(pending, on_mat, places)]
        short = [(label, uid >= 0) for label, _, uid in option_buttons(pending, on_mat, places, short=True)]
        labels += [("Decline", False)] if pending.optional else []
        short += [("Decline", False)] if pending.optional else []
    lit = [spots[o.uid].box for o in pending.options if not watched and not hidden and o.uid in spots]
    return fit_prompt(lay, len(s.players[s.current].played), prompt_text(s, pending, watched), labels, lit, short)


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
        compact: bool = False,
    ) -> None:
        """Show ``s.pending`` over ``area``; options whose uid is in ``on_mat`` need no button.

        ``compact``: lower buttons without thumbnails (:func:`fit_prompt` says when a prompt needs them).

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
        self.text = prompt_text(s, pending, watched)
        wanted = option_buttons(pending, on_mat, places or {}, short=compact) if not watched else []
        if pending.optional and not watched:
            wanted.append(("Decline", Decline(), -1))
        plan = plan_prompt(self.text, [(label, uid >= 0) for label, _, uid in wanted], area.w, unit, compact)
        self.text_px, self.text_lines = plan.text_px, plan.text_lines
        for (label, act, uid), box in zip(wanted, plan.buttons, strict=True):
            b = ButtonItem(f"option:{label}", label, lambda a=act: self.on_action(a))
            b.setToolTip(label)  # whole, should a narrow button have to shorten it
            b.thumb = thumb(uid) if uid >= 0 and not compact else None
            b.primary = not isinstance(act, Decline)
            b.setParentItem(self)
            b.place(box)
            self.buttons.append((b, act))
        height = plan.height
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
