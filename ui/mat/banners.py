"""What just happened: a short banner on the mat for a Master Strike, a Scheme Twist, an escape or an Ambush.

The banner sits in the play row, beside the Attack counter (empty while the Villain
Deck card of a new turn resolves), never over the city, the HQ or the card viewer;
below the prompt when a choice is waiting. It fades after a few seconds or at the
next action. With animations off (instant screenshots, tests) it stays hidden unless
``always`` is set.
"""

from __future__ import annotations

from attrs import frozen
from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bigtrouble.model import LogKind
from bigtrouble.rules.recap import Event
from ui.mat.layout import Box, MatLayout
from ui.mat.look import GOLD, INK, ui_font
from ui.mat.tips import as_tip

SHOW_MS = 6000
"""How long a banner stays before it fades."""
FADE_MS = 600
REFUSAL = "refusal"
"""The kind of the banner that says why a drop or a click was refused (no log entry has it)."""
TITLES: dict[str, str] = {
    LogKind.MASTER_STRIKE: "MASTER STRIKE",
    LogKind.TWIST: "SCHEME TWIST",
    LogKind.ESCAPE: "ESCAPE",
    LogKind.AMBUSH: "AMBUSH",
    REFUSAL: "WHY NOT?",
}
COLOURS: dict[str, QColor] = {
    LogKind.MASTER_STRIKE: QColor(150, 20, 24),
    LogKind.TWIST: QColor(96, 30, 120),
    LogKind.ESCAPE: QColor(150, 80, 10),
    LogKind.AMBUSH: QColor(120, 24, 60),
    REFUSAL: QColor(60, 56, 70),
}
PLAIN_COLOUR = QColor(80, 60, 40)
MAX_EVENTS = 2


@frozen
class Panel:
    """One event as the banner shows it: its title, band colour (RGB), headline and what it did."""

    title: str
    rgb: tuple[int, int, int]
    headline: str
    details: tuple[str, ...]


def panels(events: tuple[Event, ...]) -> tuple[Panel, ...]:
    """What the banner shows for ``events``: the latest two, each titled and coloured by its kind."""
    out: list[Panel] = []
    for ev in events[-MAX_EVENTS:]:
        colour = COLOURS.get(ev.kind, PLAIN_COLOUR)
        title = TITLES.get(ev.kind) or ev.kind.upper()
        out.append(Panel(title, (colour.red(), colour.green(), colour.blue()), ev.headline, ev.details))
    return tuple(out)


def lane(lay: MatLayout, prompt: Box | None) -> Box:
    """Where the banner goes: the right part of the play row; under the prompt when one is shown there, down to
    the hand (whose cards may be the answers); and when a tall prompt leaves no room there, over the player's
    own piles at the right (Deck, Discard, Victory Pile), which no choice needs."""
    played = lay.played
    w = min(played.w * 0.62, lay.card_w * 5.2)
    x = played.right - w
    if prompt is None or prompt.bottom <= played.y:
        return Box(x, played.y, w, played.h)
    top = prompt.bottom + 3
    floor = lay.hand.y - lay.card_w * 0.05
    if floor - top >= lay.card_w * 0.45:
        return Box(x, top, w, floor - top)
    return lay.deck.union(lay.victory)


class Banner(QGraphicsObject):
    """The banner item: up to two events, each a coloured title, a headline and what it did."""

    def __init__(self) -> None:
        """A hidden banner."""
        super().__init__()
        self.box = Box(0, 0, 200, 60)
        self.events: tuple[Event, ...] = ()
        self.panels: tuple[Panel, ...] = ()
        self.always = False
        self.setZValue(950)  # above the piles' count badges (900) when it lies over them
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.fade)
        self.anim: QPropertyAnimation | None = None

    def show_events(self, events: tuple[Event, ...], box: Box, animated: bool) -> bool:
        """Show ``events`` in ``box`` (the latest two); False when nothing is shown."""
        if not events or not (animated or self.always):
            self.clear()
            return False
        self.stop_fade()
        self.prepareGeometryChange()
        self.events = events[-MAX_EVENTS:]
        self.panels = panels(events)
        self.box = Box(box.x, box.y, box.w, min(box.h, fitted_height(self.events, box.w)))
        self.setPos(box.x, box.y)
        self.setOpacity(1.0)
        self.setToolTip(as_tip("\n".join(_words(e) for e in self.panels)))
        self.show()
        self.update()
        if animated:
            self.timer.start(SHOW_MS)
        return True

    def stop_fade(self) -> None:
        """Cancel a fade in progress."""
        self.timer.stop()
        if self.anim is not None:
            self.anim.stop()
            self.anim = None

    def fade(self) -> None:
        """Fade out, then hide."""
        self.stop_fade()
        anim = QPropertyAnimation(self, b"opacity")
        anim.setDuration(FADE_MS)
        anim.setEasingCurve(QEasingCurve.Type.InQuad)
        anim.setStartValue(self.opacity())
        anim.setEndValue(0.0)
        anim.finished.connect(self.clear)
        self.anim = anim
        anim.start()

    def clear(self) -> None:
        """Hide at once."""
        self.stop_fade()
        self.events = ()
        self.panels = ()
        self.hide()

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The banner."""
        return QRectF(0, 0, self.box.w, self.box.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Each event: a lacquer band with its title, the headline, and what it did."""
        if not self.panels:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = len(self.panels)
        gap = 4.0
        each = (self.box.h - gap * (n - 1)) / n
        for i, ev in enumerate(self.panels):
            self._paint_event(p, QRectF(0, i * (each + gap), self.box.w, each), ev)

    def _paint_event(self, p: QPainter, r: QRectF, ev: Panel) -> None:
        colour = QColor(*ev.rgb)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, colour.lighter(125))
        grad.setColorAt(1, colour.darker(150))
        p.setPen(QPen(GOLD, 1.5))
        p.setBrush(grad)
        radius = min(8.0, r.height() / 4)
        p.drawRoundedRect(r, radius, radius)
        lines = 1 + min(sum(1 + len(d) // 70 for d in ev.details), 4)
        px = max(9.0, min(r.height() / (lines * 1.35 + 0.3), 15.0))
        pad = px * 0.6
        title = ev.title
        p.setFont(ui_font(px * 0.8, True))
        fm = p.fontMetrics()
        tag_w = fm.horizontalAdvance(title) + px
        tag = QRectF(r.left() + pad, r.top() + pad * 0.6, tag_w, px * 1.3)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(tag, px * 0.4, px * 0.4)
        p.setPen(GOLD)
        p.drawText(tag, Qt.AlignmentFlag.AlignCenter, title)
        p.setPen(INK)
        p.setFont(ui_font(px, True))
        head = QRectF(tag.right() + pad, tag.top(), r.right() - tag.right() - pad * 2, px * 1.3)
        p.drawText(head, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, _elide(p, ev.headline, head))
        p.setFont(ui_font(px * 0.92))
        fm = p.fontMetrics()
        y = tag.bottom() + px * 0.15
        wrap = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        for line in ev.details:
            width = int(r.width() - pad * 2)
            need = fm.boundingRect(0, 0, width, 10_000, wrap, line).height()
            room = r.bottom() - pad * 0.4 - y
            if room < px * 1.1:
                break
            row = QRectF(r.left() + pad, y, width, min(need, room))
            p.drawText(row, wrap, line if need <= room else _elide(p, line, row))
            y += need


def fitted_height(events: tuple[Event, ...], width: float, px: float = 14.0) -> float:
    """About how tall the banner must be to hold ``events`` at ``px`` (a headline, then wrapped lines)."""
    chars_per_line = max(20.0, (width - px * 1.2) / (px * 0.5))
    total = 0.0
    for ev in events:
        lines = 1.3 + sum(-(-len(d) // int(chars_per_line)) for d in ev.details)
        total += lines * px * 1.35 + px * 0.9
    return total + 4.0 * (len(events) - 1)


def _elide(p: QPainter, text: str, r: QRectF) -> str:
    return p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(r.width()))


def _words(ev: Panel) -> str:
    return "\n".join((f"{ev.title}: {ev.headline}", *ev.details))
