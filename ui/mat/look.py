"""The mat's look, shared by every item: its colours, its font, glows, veils and badges.

Pure painting helpers on QPainter and QPixmap; no item, scene or game state here.
"""

from __future__ import annotations

import enum
import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from bigtrouble.faces.points import NUMBER_HALO, NUMBER_INK, REACH, points_mark, rim_width

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


def paint_badge(
    p: QPainter, centre: QPointF, text: str, px: float, fill: QColor | None = None, picture: str = ""
) -> None:
    """A dark pill with a number or a word, centred on ``centre``; led by ``picture`` ("attack" or "recruit", the
    cards' own, see :func:`paint_points`) when one is named."""
    p.setFont(ui_font(px, True))
    fm = p.fontMetrics()
    lead = px * 1.35 if picture else 0.0
    w = max(px * 1.5, fm.horizontalAdvance(text) + px * 0.9 + lead)
    h = px * 1.45
    r = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    p.setPen(QPen(QColor(255, 220, 140), 1))
    p.setBrush(fill or QColor(20, 16, 12, 225))
    p.drawRoundedRect(r, h / 2, h / 2)
    if picture:
        paint_points(p, picture, QPointF(r.left() + px * 0.45 + lead / 2, centre.y()), px * 1.25)
    p.setPen(INK)
    p.drawText(r.adjusted(lead, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, text)


def paint_points(p: QPainter, kind: str, centre: QPointF, size: float, value: str = "") -> None:
    """Recruit's star or Attack's starburst (``kind``), ``size`` pixels across, centred on ``centre``: the very
    layers the cards' badges are drawn from (:mod:`bigtrouble.faces.points`), with ``value`` written over it as
    the cards write their numbers (dark on the star, light on the starburst, outlined)."""
    r = size / 2 / REACH
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    for pts, colour in points_mark(kind, centre.x(), centre.y(), r, rim_width(r)):
        p.setBrush(QColor(*colour))
        p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
    if value:
        font = ui_font(r * (1.15 if kind == "attack" else 1.05) * (0.8 if len(value) > 1 else 1.0), True)
        fm = QFontMetricsF(font)
        path = QPainterPath()
        lift = r * 0.06 if kind == "recruit" else 0.0
        base = centre.y() + lift + (fm.ascent() - fm.descent()) / 2
        path.addText(QPointF(centre.x() - fm.horizontalAdvance(value) / 2, base), font, value)
        p.setBrush(Qt.BrushStyle.NoBrush)
        outline = QPen(QColor(*NUMBER_HALO[kind]), max(1.5, font.pixelSize() / 5))
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(outline)
        p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(*NUMBER_INK[kind]))
        p.drawPath(path)
    p.restore()


def points_run_width(fm: QFontMetricsF, size: float, entries: tuple[tuple[str, int], ...]) -> float:
    """How wide :func:`paint_points_run` draws ``entries`` with numbers in ``fm``'s font and pictures ``size`` wide."""
    gap = size * 0.2
    return sum(size + gap + fm.horizontalAdvance(str(n)) + size * 0.45 for _, n in entries)


def paint_points_run(p: QPainter, x: float, cy: float, size: float, entries: tuple[tuple[str, int], ...]) -> float:
    """Each (kind, number) of ``entries`` as its picture followed by the number in the painter's font and pen, left
    to right from ``x`` on the middle line ``cy``; returns the width used."""
    fm = QFontMetricsF(p.font())
    start = x
    for kind, n in entries:
        paint_points(p, kind, QPointF(x + size / 2, cy), size)
        x += size + size * 0.2
        text = str(n)
        box = QRectF(x, cy - fm.height() / 2, fm.horizontalAdvance(text) + 1, fm.height())
        p.drawText(box, Qt.AlignmentFlag.AlignVCenter, text)
        x += fm.horizontalAdvance(text) + size * 0.45
    return x - start
