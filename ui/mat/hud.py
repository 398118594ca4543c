"""The player strip along the top of the mat: every player at a glance, and where the game is."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bigtrouble.engine import current_player
from bigtrouble.model import Phase, State
from bigtrouble.rules.ending import vp
from ui.mat.layout import Box
from ui.mat.look import GOLD, INK, OPTION, paint_points_run, points_run_width, ui_font

POINTS_SIZE = 0.5
"""The Recruit and Attack pictures' size on a chip, in chip heights."""


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


def seat_piles(seat: Seat) -> tuple[str, ...]:
    """A two-line chip's second line (its piles), longest first: the chip shows the longest that fits."""
    return (
        f"hand {seat.hand} · deck {seat.deck} · discard {seat.discard} · Victory Pile {seat.victory}",
        f"hand {seat.hand} · deck {seat.deck} · discard {seat.discard}",
        f"hand {seat.hand} · deck {seat.deck} · disc. {seat.discard}",
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


class SeatChip(QGraphicsObject):
    """One player's chip on the strip: its own cached drawing, so a change to one player repaints only them."""

    def __init__(self, parent: QGraphicsItem) -> None:
        """An empty chip on the strip ``parent``."""
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.seat: Seat | None = None
        self.w = self.h = 10.0
        self.name_shown = ""
        """The name as drawn: elided with "…" when the chip is too narrow (the tooltip has it whole)."""
        self.stats_shown = ""
        """The numbers as drawn: the longest line that fits beside the name."""
        self.points: tuple[tuple[str, int], ...] = ()
        """The current player's Recruit and Attack as drawn, each with the cards' own picture."""

    def place(self, rect: QRectF) -> None:
        """Move and resize to ``rect`` (strip coordinates)."""
        if (rect.width(), rect.height()) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = rect.width(), rect.height()
            self.update()
        self.setPos(rect.topLeft())

    def show_seat(self, seat: Seat) -> None:
        """Show ``seat``; repaint only if it changed."""
        if seat != self.seat:
            self.seat = seat
            self.setToolTip(seat_tooltip(seat))
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The chip and its outline."""
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The rounded chip: marker and name at the left, the numbers that fit at the right."""
        seat = self.seat
        if seat is None:
            return
        r, h = QRectF(0, 0, self.w, self.h), self.h
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if seat.current:
            fill, edge = QColor(120, 84, 20, 235), GOLD
        elif seat.deciding:
            fill, edge = QColor(20, 70, 90, 235), OPTION
        else:
            fill, edge = QColor(40, 34, 30, 200), QColor(120, 100, 80)
        p.setPen(QPen(edge, 2.2 if seat.current or seat.deciding else 1))
        p.setBrush(fill)
        p.drawRoundedRect(r, h / 3, h / 3)
        name_font, stats_font = ui_font(h * 0.44, True), ui_font(h * 0.36, True)
        marker = "▶ " if seat.current else ("? " if seat.deciding else "")
        turn = "deciding  " if seat.deciding else ""
        self.points = (("recruit", seat.recruit), ("attack", seat.attack)) if seat.current else ()
        inner = r.width() - h * 0.65
        p.setFont(name_font)
        name_fm = p.fontMetrics()
        p.setFont(stats_font)
        stats_fm = p.fontMetrics()
        points_w = points_run_width(QFontMetricsF(stats_font), h * POINTS_SIZE, self.points)
        need = name_fm.horizontalAdvance(marker + seat.name) + h * 0.4 + points_w
        lines = seat_lines(seat, turn)
        stats = next((t for t in lines if stats_fm.horizontalAdvance(t) + need <= inner), lines[-1])
        if lines.index(stats) >= 2:  # the piles would be left out: the chip takes two lines instead
            self._paint_two_lines(p, seat, marker, turn, inner)
            return
        stats_w = stats_fm.horizontalAdvance(stats)
        self.stats_shown = stats
        name_w = inner - stats_w - points_w - h * 0.4
        p.setFont(name_font)
        self.name_shown = fitted_name(p, marker + seat.name, max(0.0, name_w), h)  # sets the size it fits at
        p.setPen(INK if not seat.out else QColor(150, 140, 130))
        left = h * 0.35
        p.drawText(
            QRectF(left, 0, name_w, h), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.name_shown
        )
        p.setFont(stats_font)
        p.drawText(QRectF(left, 0, inner, h), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, stats)
        paint_points_run(p, left + inner - stats_w - points_w, h / 2, h * POINTS_SIZE, self.points)

    def _paint_two_lines(self, p: QPainter, seat: Seat, marker: str, turn: str, inner: float) -> None:
        """A narrow chip: the name and VP above, the piles below, so nothing waits for a hover."""
        h, left = self.h, self.h * 0.35
        top, bottom = QRectF(left, h * 0.04, inner, h * 0.5), QRectF(left, h * 0.5, inner, h * 0.46)
        score = f"{turn}VP {seat.vp}"
        p.setFont(ui_font(h * 0.34, True))
        points_w = points_run_width(QFontMetricsF(p.font()), h * POINTS_SIZE, self.points)
        score_w = p.fontMetrics().horizontalAdvance(score) + points_w
        name_w = max(0.0, inner - score_w - h * 0.3)
        p.setFont(ui_font(h * 0.4, True))
        self.name_shown = fitted_name(p, marker + seat.name, name_w, h * 0.9)
        ink = INK if not seat.out else QColor(150, 140, 130)
        p.setPen(ink)
        middle = Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(top.x(), top.y(), name_w, top.height()), middle | Qt.AlignmentFlag.AlignLeft, self.name_shown)
        p.setFont(ui_font(h * 0.34, True))
        p.drawText(top, middle | Qt.AlignmentFlag.AlignRight, score)
        paint_points_run(p, top.right() - score_w, top.center().y(), h * POINTS_SIZE, self.points)
        p.setFont(ui_font(h * 0.37, True))
        piles = seat_piles(seat)
        fm = p.fontMetrics()
        below = next((t for t in piles if fm.horizontalAdvance(t) <= inner), piles[-1])
        self.stats_shown = f"{score} · {below}"
        p.setPen(ink.darker(112))
        p.drawText(bottom, middle | Qt.AlignmentFlag.AlignLeft, below)


class PlayerStrip(QGraphicsObject):
    """A band of player chips (:class:`SeatChip`): name, VP, hand / deck / discard / Victory Pile, Attack and
    Recruit, and where the game is at the right. Each chip and the phase repaint on their own."""

    def __init__(self) -> None:
        """An empty strip."""
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.box = Box(0, 0, 100, 30)
        self.seats: tuple[Seat, ...] = ()
        self.phase = ""
        self.showdown = False
        self.chips: list[SeatChip] = []
        self.phase_label = PhaseLabel(self)
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)
        self.setToolTip("Every player at a glance: hover a player for their numbers.")

    def place(self, box: Box) -> None:
        """Move and resize."""
        self.prepareGeometryChange()
        self.box = box
        self.setPos(box.x, box.y)
        self._lay_out()

    def _lay_out(self) -> None:
        for chip, rect in zip(self.chips, self.chip_rects(), strict=True):
            chip.place(rect)
        w, h = self.box.w, self.box.h
        phase_w = min(w * 0.2, h * 5.2)
        self.phase_label.place(QRectF(w - phase_w - 8, 0, phase_w, h))

    def show_state(self, s: State) -> None:
        """Refresh from a state: only the chips whose player changed repaint."""
        new = seats(s)
        showdown = s.phase is Phase.SHOWDOWN
        if len(new) != len(self.chips):
            for chip in self.chips[len(new) :]:
                chip.hide()
                if chip.scene() is not None:
                    chip.scene().removeItem(chip)
            self.chips = self.chips[: len(new)] + [SeatChip(self) for _ in range(len(new) - len(self.chips))]
            self.seats = new
            self._lay_out()
        self.seats = new
        for chip, seat in zip(self.chips, new, strict=True):
            chip.show_seat(seat)
        if showdown != self.showdown:
            self.showdown = showdown
            self.update()
        self.phase = phase_text(s)
        self.phase_label.show_text(self.phase, showdown)

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The band."""
        return QRectF(0, 0, self.box.w, self.box.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draw the band (the chips and the phase draw themselves on it)."""
        w, h = self.box.w, self.box.h
        p.drawPixmap(0, 0, _band(int(w) + 1, int(h) + 1, self.showdown))
        p.setPen(QPen(GOLD.darker(120), 1.5))
        p.drawLine(0, int(h - 1), int(w), int(h - 1))

    def chip_rects(self) -> list[QRectF]:
        """Where each player's chip is, in the strip's coordinates."""
        w, h = self.box.w, self.box.h
        phase_w = min(w * 0.2, h * 5.2)
        n = max(1, len(self.seats))
        chip_w = min((w - phase_w - 16) / n - 6, h * 7.5)
        return [QRectF(8.0 + i * (chip_w + 6), 3, chip_w, h - 7) for i in range(len(self.seats))]


class PhaseLabel(QGraphicsObject):
    """Where the game is ("Turn 7", "SHOWDOWN ..."), at the right of the strip."""

    def __init__(self, parent: QGraphicsItem) -> None:
        """An empty label on the strip ``parent``."""
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.text = ""
        self.showdown = False
        self.rect = QRectF(0, 0, 10, 10)
        self.lines: tuple[str, ...] = ()
        """The text as last drawn, a line each (two when one line would not fit)."""
        self.font_px = 10.0

    def place(self, rect: QRectF) -> None:
        """Move and resize to ``rect`` (strip coordinates)."""
        self.prepareGeometryChange()
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def show_text(self, text: str, showdown: bool) -> None:
        """Show ``text``; repaint only if it changed."""
        if (text, showdown) != (self.text, self.showdown):
            self.text, self.showdown = text, showdown
            self.setToolTip(f"Where the game is: {text}.")
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The label."""
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The phase, gold (brighter in the Final Showdown): on one line if it fits, else on two, never cut."""
        h = self.rect.height()
        p.setPen(GOLD if not self.showdown else QColor(255, 230, 120))
        self.lines, self.font_px = phase_fit(self.text, self.rect.width(), h, 0.42 if self.showdown else 0.4)
        p.setFont(ui_font(self.font_px, True))
        p.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, "\n".join(self.lines))


def phase_fit(text: str, width: float, h: float, size: float) -> tuple[tuple[str, ...], float]:
    """``text`` as the phase label draws it in ``width`` by ``h`` pixels: its lines and font size (pixels).

    One line at ``size`` times ``h`` if it fits, a little smaller if that fits; else two lines split between
    its " · " parts, shrunk until both fit (whole words always: a header is never cut at the edges)."""
    from PySide6.QtGui import QFontMetricsF

    def fits(lines: tuple[str, ...], px: float) -> bool:
        fm = QFontMetricsF(ui_font(px, True))
        return all(fm.horizontalAdvance(line) <= width for line in lines)

    px = h * size
    while px > h * 0.32 and not fits((text,), px):
        px -= 0.5
    if fits((text,), px):
        return (text,), px
    parts = text.split(" · ")
    if len(parts) < 2:
        parts = text.split(" ")
    cut = max(1, (len(parts) + 1) // 2)
    sep = " · " if " · " in text else " "
    lines = (sep.join(parts[:cut]), sep.join(parts[cut:]))
    px = h * 0.4
    while px > h * 0.2 and not fits(lines, px):
        px -= 0.5
    return lines, px
