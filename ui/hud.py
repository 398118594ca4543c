"""The player strip along the top of the mat: every player at a glance, and where the game is."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bigtrouble.engine import current_player
from bigtrouble.model import Phase, State
from bigtrouble.rules.ending import vp
from ui.layout import Box
from ui.look import GOLD, INK, OPTION, ui_font


@dataclass(frozen=True)
class Seat:
    """What the strip shows for one player."""

    name: str
    vp: int
    hand: int
    deck: int
    discard: int
    victory: int
    attack: int
    recruit: int
    current: bool
    deciding: bool
    out: bool


def seats(s: State) -> tuple[Seat, ...]:
    """The strip's view of every player."""
    decider = current_player(s)
    out = []
    for i, pl in enumerate(s.players):
        cur = i == s.current
        out.append(
            Seat(
                name=pl.name,
                vp=vp(s, i),
                hand=len(pl.hand),
                deck=len(pl.deck),
                discard=len(pl.discard),
                victory=len(pl.victory),
                attack=s.turn.attack if cur else 0,
                recruit=s.turn.recruit if cur else 0,
                current=cur,
                deciding=i == decider and not cur,
                out=s.phase is Phase.SHOWDOWN and not pl.has_hand and not cur,
            )
        )
    return tuple(out)


def seat_lines(seat: Seat, turn: str = "") -> tuple[str, ...]:
    """A chip's numbers in words, longest first: the strip shows the longest that fits."""
    return (
        f"{turn}VP {seat.vp} · hand {seat.hand} · deck {seat.deck} · discard {seat.discard}"
        f" · Victory Pile {seat.victory}",
        f"{turn}VP {seat.vp} · hand {seat.hand} · deck {seat.deck} · discard {seat.discard}",
        f"{turn}VP {seat.vp} · hand {seat.hand}",
        f"{turn}VP {seat.vp}",
    )


def fitted_name(p: QPainter, name: str, width: float, h: float) -> str:
    """``name`` in a font small enough to fit ``width`` (down to a floor), then cut in the middle, so the
    end that tells seats apart ("Heuristic bot 3") stays: the painter's font is set to the size used."""
    size = h * 0.44
    while p.fontMetrics().horizontalAdvance(name) > width and size > h * 0.33:
        size -= 0.5
        p.setFont(ui_font(size, True))
    return p.fontMetrics().elidedText(name, Qt.TextElideMode.ElideMiddle, int(width))


def seat_tooltip(seat: Seat) -> str:
    """What hovering a player's chip says: every number, spelled out."""
    role = " (playing now)" if seat.current else " (deciding now)" if seat.deciding else ""
    turn = f"\nThis turn: {seat.attack} Attack, {seat.recruit} Recruit." if seat.current else ""
    return (
        f"{seat.name}{role}: {seat.vp} VP.{turn}\n"
        f"{seat.hand} cards in hand, {seat.deck} in the deck, {seat.discard} in the discard pile.\n"
        f"Victory Pile: {seat.victory} cards (Villains, Henchmen, Bystanders and Tactics won; they score VP)."
        + ("\nOut of the Final Showdown." if seat.out else "")
    )


def phase_text(s: State) -> str:
    """Where the game is, in a few words."""
    if s.phase is Phase.OVER:
        return "Game over"
    if s.phase is Phase.SHOWDOWN or s.turn.showdown:
        rnd = s.showdown.round if s.showdown is not None else 1
        total = s.turn.recruit_made + s.turn.attack_made
        return "SHOWDOWN" + (f" · Cliffhanger {rnd - 1}" if rnd > 1 else "") + f" · Total {total}"
    return f"Turn {s.turn.number}"


@functools.lru_cache(maxsize=8)
def _band(w: int, h: int, showdown: bool) -> QPixmap:
    """The strip's lacquered background (red during the Final Showdown), painted once per size."""
    pm = QPixmap(w, h)
    p = QPainter(pm)
    grad = QLinearGradient(0, 0, 0, h)
    top = QColor(110, 16, 20) if showdown else QColor(26, 20, 16)
    grad.setColorAt(0, top.lighter(130))
    grad.setColorAt(1, top.darker(140))
    p.fillRect(QRectF(0, 0, w, h), grad)
    p.end()
    return pm


class PlayerStrip(QGraphicsObject):
    """A band of player chips: name, VP, hand / deck / discard / Victory Pile, Attack and Recruit."""

    def __init__(self) -> None:
        """An empty strip."""
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.box = Box(0, 0, 100, 30)
        self.seats: tuple[Seat, ...] = ()
        self.phase = ""
        self.showdown = False
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)

    def place(self, box: Box) -> None:
        """Move and resize."""
        self.prepareGeometryChange()
        self.box = box
        self.setPos(box.x, box.y)

    def show_state(self, s: State) -> None:
        """Refresh from a state."""
        new = seats(s)
        phase = phase_text(s)
        showdown = s.phase is Phase.SHOWDOWN
        if (new, phase, showdown) != (self.seats, self.phase, self.showdown):
            self.seats, self.phase, self.showdown = new, phase, showdown
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The band."""
        return QRectF(0, 0, self.box.w, self.box.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draw the band, one chip per player and the phase at the right."""
        w, h = self.box.w, self.box.h
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.drawPixmap(0, 0, _band(int(w) + 1, int(h) + 1, self.showdown))
        p.setPen(QPen(GOLD.darker(120), 1.5))
        p.drawLine(0, int(h - 1), int(w), int(h - 1))
        phase_w = min(w * 0.2, h * 5.2)
        p.setPen(GOLD if not self.showdown else QColor(255, 230, 120))
        p.setFont(ui_font(h * (0.42 if self.showdown else 0.4), True))
        p.drawText(QRectF(w - phase_w - 8, 0, phase_w, h), Qt.AlignmentFlag.AlignCenter, self.phase)
        for rect, seat in zip(self.chip_rects(), self.seats, strict=False):
            self._chip(p, rect, seat)

    def chip_rects(self) -> list[QRectF]:
        """Where each player's chip is, in the strip's coordinates."""
        w, h = self.box.w, self.box.h
        phase_w = min(w * 0.2, h * 5.2)
        n = max(1, len(self.seats))
        chip_w = min((w - phase_w - 16) / n - 6, h * 7.5)
        return [QRectF(8.0 + i * (chip_w + 6), 3, chip_w, h - 7) for i in range(len(self.seats))]

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        """The chip under the pointer explains itself."""
        for rect, seat in zip(self.chip_rects(), self.seats, strict=False):
            if rect.contains(event.pos()):
                self.setToolTip(seat_tooltip(seat))
                return
        self.setToolTip(f"Where the game is: {self.phase}.")

    def _chip(self, p: QPainter, r: QRectF, seat: Seat) -> None:
        h = r.height()
        if seat.current:
            fill, edge = QColor(120, 84, 20, 235), GOLD
        elif seat.deciding:
            fill, edge = QColor(20, 70, 90, 235), OPTION
        else:
            fill, edge = QColor(40, 34, 30, 200), QColor(120, 100, 80)
        p.setPen(QPen(edge, 2.2 if seat.current or seat.deciding else 1))
        p.setBrush(fill)
        p.drawRoundedRect(r, h / 3, h / 3)
        p.setPen(INK if not seat.out else QColor(150, 140, 130))
        p.setFont(ui_font(h * 0.44, True))
        name_w = min(r.width() * 0.4, p.fontMetrics().horizontalAdvance("▶ " + seat.name) + h * 0.5)
        marker = "▶ " if seat.current else ("? " if seat.deciding else "")
        name_rect = QRectF(r.left() + h * 0.35, r.top(), name_w, h)
        p.drawText(
            name_rect,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            fitted_name(p, marker + seat.name, name_rect.width(), h),
        )
        p.setFont(ui_font(h * 0.36, True))
        rest = QRectF(name_rect.right(), r.top(), r.right() - name_rect.right() - h * 0.3, h)
        fm = p.fontMetrics()
        turn = f"★{seat.recruit} ⚔{seat.attack}  " if seat.current else ("deciding  " if seat.deciding else "")
        for stats in seat_lines(seat, turn):
            if fm.horizontalAdvance(stats) <= rest.width():
                break
        p.drawText(rest, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, stats)
