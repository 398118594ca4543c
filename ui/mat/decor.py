"""The painted mat: felt, the city street, the HQ counter, Chinatown's gate, the captions.

Everything here is static for a given layout, so the view caches it as its
background and dragging a card never repaints it from scratch.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from bigtrouble.model import CITY_SPACES
from ui.mat.layout import Box, MatLayout
from ui.mat.look import GOLD, INK, ui_font
from ui.mat.pixmaps import felt

FELT = (22, 62, 52)
SHOWDOWN_FELT = (74, 24, 28)
LACQUER = QColor(168, 26, 30)
JADE = QColor(38, 128, 96)
SIGN_GREEN = QColor(18, 96, 60)

PILE_CAPTIONS = (
    ("mastermind", "Mastermind", True),
    ("scheme", "Scheme", True),
    ("escaped", "Escaped", True),
    ("villain_deck", "Villain Deck", True),
    ("bystanders", "Bystanders", True),
    ("wounds", "Wounds", True),
    ("ko", "KO", True),
    ("hero_deck", "Hero Deck", True),
    ("uncle_chu", "Uncle Chu", True),
    ("mediocre", "Mediocre", True),
    ("deck", "Deck", False),
    ("discard", "Discard", False),
    ("victory", "Victory Pile", False),
)


def _r(b: Box) -> QRectF:
    return QRectF(b.x, b.y, b.w, b.h)


def paint_mat(p: QPainter, lay: MatLayout, showdown: bool = False) -> None:
    """Paint the whole static mat for ``lay`` (red felt during the Final Showdown)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    full = QRectF(0, 0, lay.width, lay.height)
    p.fillRect(full, QBrush(felt(SHOWDOWN_FELT if showdown else FELT)))
    _vignette(p, lay)
    _street(p, lay)
    _counter(p, lay)
    _chinatown(p, lay)
    _space_labels(p, lay)
    _player_area(p, lay, showdown)
    _captions(p, lay)


def _vignette(p: QPainter, lay: MatLayout) -> None:
    """Darken the edges of the table (four edge gradients: far cheaper than one radial fill)."""
    w, h = lay.width, lay.height
    band = min(w, h) * 0.14
    dark, clear = QColor(0, 0, 0, 120), QColor(0, 0, 0, 0)
    for start, end, rect in (
        (QPointF(0, 0), QPointF(0, band), QRectF(0, 0, w, band)),
        (QPointF(0, h), QPointF(0, h - band), QRectF(0, h - band, w, band)),
        (QPointF(0, 0), QPointF(band, 0), QRectF(0, 0, band, h)),
        (QPointF(w, 0), QPointF(w - band, 0), QRectF(w - band, 0, band, h)),
    ):
        grad = QLinearGradient(start, end)
        grad.setColorAt(0, dark)
        grad.setColorAt(1, clear)
        p.fillRect(rect, QBrush(grad))


def _street(p: QPainter, lay: MatLayout) -> None:
    """The city: a night street of asphalt, kerbs and lane marks, with Chinatown's stretch in red brick."""
    r = _r(lay.street)
    grad = QLinearGradient(r.topLeft(), r.bottomLeft())
    grad.setColorAt(0, QColor(52, 54, 58))
    grad.setColorAt(0.5, QColor(34, 35, 38))
    grad.setColorAt(1, QColor(48, 50, 54))
    p.setPen(QPen(QColor(120, 112, 96), 2))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(r, 8, 8)
    brick = _r(lay.chinatown).intersected(r)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(110, 36, 30, 170))
    p.drawRect(brick)
    p.setPen(QPen(QColor(70, 20, 16, 120), 1))
    step = max(6.0, lay.card_w * 0.09)
    y = brick.top()
    n = 0
    while y < brick.bottom():
        p.drawLine(QPointF(brick.left(), y), QPointF(brick.right(), y))
        x = brick.left() + (step if n % 2 else 0)
        while x < brick.right():
            p.drawLine(QPointF(x, y), QPointF(x, min(brick.bottom(), y + step * 0.6)))
            x += step * 2
        y += step * 0.6
        n += 1
    p.setPen(QPen(QColor(230, 200, 90, 140), max(2.0, lay.card_w * 0.025), Qt.PenStyle.DashLine))
    mid = r.center().y()
    p.drawLine(QPointF(r.left() + 6, mid), QPointF(brick.left() - 4, mid))
    p.drawLine(QPointF(brick.right() + 4, mid), QPointF(r.right() - 6, mid))
    # arrows: Villains move from the Sewers toward the Bridge and escape
    p.setPen(QPen(QColor(255, 235, 190, 110), 1.5))
    p.setFont(ui_font(lay.card_w * 0.16, True))
    for i in range(4):
        a, b = lay.city[i], lay.city[i + 1]
        mid = (b.right + a.x) / 2  # centred on the gap, which may be narrower than the arrow
        gap = QRectF(mid - lay.card_w * 0.12, a.y + a.h * 0.42, lay.card_w * 0.24, a.h * 0.16)
        p.drawText(gap, Qt.AlignmentFlag.AlignCenter, "◀")


def _counter(p: QPainter, lay: MatLayout) -> None:
    """The HQ: a lacquered wooden counter beneath the city, its Chinatown end framed in red."""
    r = _r(lay.counter)
    grad = QLinearGradient(r.topLeft(), r.bottomLeft())
    grad.setColorAt(0, QColor(112, 70, 38))
    grad.setColorAt(0.5, QColor(84, 50, 26))
    grad.setColorAt(1, QColor(60, 34, 18))
    p.setPen(QPen(QColor(40, 22, 10), 2))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(r, 6, 6)
    p.setPen(QPen(QColor(140, 96, 56, 90), 1))
    for i in range(1, 6):
        y = r.top() + r.height() * i / 6
        p.drawLine(QPointF(r.left() + 4, y), QPointF(r.right() - 4, y + (i % 2) * 2))
    ch = _r(lay.chinatown_hq)
    p.setPen(QPen(LACQUER, max(3.0, lay.card_w * 0.04)))
    p.setBrush(QColor(168, 26, 30, 50))
    p.drawRoundedRect(ch, 6, 6)
    tab = QRectF(ch.center().x() - lay.card_w * 0.85, ch.bottom() + 1, lay.card_w * 1.7, lay.card_w * 0.2)
    p.setPen(QPen(GOLD, 1))
    p.setBrush(LACQUER)
    p.drawRoundedRect(tab, 4, 4)
    p.setPen(INK)
    p.setFont(ui_font(lay.card_w * 0.12, True))
    p.drawText(tab, Qt.AlignmentFlag.AlignCenter, "HQ beneath Chinatown")
    for x in (ch.left(), ch.right()):
        _lantern(p, QPointF(x, ch.top() + lay.card_w * 0.05), lay.card_w * 0.11)


def _lantern(p: QPainter, top: QPointF, size: float) -> None:
    """A small red paper lantern hanging from ``top``."""
    p.setPen(QPen(QColor(40, 20, 10), 1))
    p.drawLine(top, top + QPointF(0, size * 0.5))
    body = QRectF(top.x() - size * 0.6, top.y() + size * 0.5, size * 1.2, size * 1.4)
    grad = QRadialGradient(body.center(), size)
    grad.setColorAt(0, QColor(255, 120, 60))
    grad.setColorAt(1, QColor(170, 20, 20))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor(90, 10, 10), 1))
    p.drawEllipse(body)
    p.setBrush(GOLD)
    p.drawRect(QRectF(body.center().x() - size * 0.3, body.top() - size * 0.1, size * 0.6, size * 0.2))
    p.drawRect(QRectF(body.center().x() - size * 0.3, body.bottom() - size * 0.1, size * 0.6, size * 0.2))


def _chinatown(p: QPainter, lay: MatLayout) -> None:
    """Rooftops and Streets drawn as a place: a gate with a tiled pagoda roof, pillars, lanterns and signs."""
    area = _r(lay.chinatown)
    label = lay.city_labels[3].union(lay.city_labels[2])
    cw = lay.card_w
    roof_h = label.h * 0.5
    beam_y = label.y + roof_h
    over = cw * 0.22
    left, right = area.left() - over * 0.3, area.right() + over * 0.3
    # pillars framing the two spaces
    pillar_w = max(4.0, cw * 0.07)
    for x in (area.left() - pillar_w * 0.3, area.right() - pillar_w * 0.7):
        grad = QLinearGradient(x, 0, x + pillar_w, 0)
        grad.setColorAt(0, LACQUER.darker(140))
        grad.setColorAt(0.5, LACQUER.lighter(120))
        grad.setColorAt(1, LACQUER.darker(140))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(grad))
        p.drawRect(QRectF(x, beam_y, pillar_w, area.bottom() - beam_y))
        p.setBrush(QColor(40, 30, 24))
        p.drawRect(QRectF(x - pillar_w * 0.3, area.bottom() - pillar_w, pillar_w * 1.6, pillar_w))
    # red beam
    beam = QRectF(area.left() - pillar_w, beam_y, area.width() + 2 * pillar_w, max(4.0, label.h * 0.14))
    p.setPen(QPen(QColor(90, 10, 10), 1))
    p.setBrush(LACQUER)
    p.drawRect(beam)
    # the roof: a ridge, glazed jade tiles, and eaves that curl up at the ends
    roof = QPainterPath()
    ridge_y = label.y + roof_h * 0.08
    roof.moveTo(left - over, beam_y - roof_h * 0.55)
    roof.quadTo(left + over * 0.4, beam_y + roof_h * 0.05, left + over * 1.8, beam_y)
    roof.lineTo(right - over * 1.8, beam_y)
    roof.quadTo(right - over * 0.4, beam_y + roof_h * 0.05, right + over, beam_y - roof_h * 0.55)
    roof.quadTo(right - over * 0.6, ridge_y + roof_h * 0.3, right - over * 1.6, ridge_y)
    roof.lineTo(left + over * 1.6, ridge_y)
    roof.quadTo(left + over * 0.6, ridge_y + roof_h * 0.3, left - over, beam_y - roof_h * 0.55)
    grad = QLinearGradient(0, ridge_y, 0, beam_y)
    grad.setColorAt(0, JADE.lighter(140))
    grad.setColorAt(1, JADE.darker(160))
    p.setPen(QPen(QColor(10, 50, 36), 1.5))
    p.setBrush(QBrush(grad))
    p.drawPath(roof)
    p.save()
    p.setClipPath(roof)
    p.setPen(QPen(QColor(10, 60, 40, 160), 1))
    step = max(4.0, cw * 0.07)
    x = left - over
    while x < right + over:
        p.drawLine(QPointF(x, ridge_y), QPointF(x, beam_y + 2))
        x += step
    p.restore()
    p.setPen(QPen(GOLD.darker(130), 2))
    p.drawLine(QPointF(left + over * 1.6, ridge_y), QPointF(right - over * 1.6, ridge_y))
    # the plaque
    pw, ph = cw * 1.25, roof_h * 0.72
    plaque = QRectF(area.center().x() - pw / 2, beam_y - ph * 0.82, pw, ph)
    p.setPen(QPen(GOLD, 1.5))
    p.setBrush(QColor(120, 14, 18))
    p.drawRoundedRect(plaque, 3, 3)
    p.setPen(GOLD)
    p.setFont(ui_font(ph * 0.62, True))
    p.drawText(plaque, Qt.AlignmentFlag.AlignCenter, "CHINATOWN")
    for x in (beam.left() + pillar_w, beam.right() - pillar_w):
        _lantern(p, QPointF(x, beam.bottom()), cw * 0.1)


def _space_labels(p: QPainter, lay: MatLayout) -> None:
    """The names of the city spaces: engraved plates, and green street signs in Chinatown."""
    cw = lay.card_w
    for i, name in enumerate(CITY_SPACES):
        band = lay.city_labels[i]
        title = name.capitalize()
        if i in (2, 3):
            h = band.h * 0.34
            sign = QRectF(band.x + band.w * 0.12, band.bottom - h - cw * 0.04, band.w * 0.76, h)
            p.setPen(QPen(QColor(30, 30, 30), 1))
            for x in (sign.left() + sign.width() * 0.2, sign.right() - sign.width() * 0.2):
                p.drawLine(QPointF(x, band.y + band.h * 0.64), QPointF(x, sign.top()))
            p.setPen(QPen(QColor(240, 240, 240), 1.5))
            p.setBrush(SIGN_GREEN)
            p.drawRoundedRect(sign, 3, 3)
            p.setPen(QColor(250, 250, 250))
            p.setFont(ui_font(h * 0.66, True))
            p.drawText(sign, Qt.AlignmentFlag.AlignCenter, title.upper())
            continue
        plate = QRectF(band.x + band.w * 0.1, band.bottom - band.h * 0.46, band.w * 0.8, band.h * 0.38)
        p.setPen(QPen(QColor(200, 170, 110, 180), 1))
        p.setBrush(QColor(20, 18, 16, 200))
        p.drawRoundedRect(plate, 4, 4)
        p.setPen(QColor(240, 220, 170))
        p.setFont(ui_font(plate.height() * 0.6, True))
        p.drawText(plate, Qt.AlignmentFlag.AlignCenter, title.upper())


def _player_area(p: QPainter, lay: MatLayout, showdown: bool) -> None:
    """The current player's side of the table: a darker cloth with captions."""
    r = _r(lay.player_area)
    p.setPen(QPen(QColor(200, 160, 90, 120), 1.5))
    p.setBrush(QColor(60, 10, 12, 150) if showdown else QColor(6, 22, 18, 150))
    p.drawRoundedRect(r, 12, 12)
    p.setPen(QColor(240, 220, 170, 170))
    p.setFont(ui_font(lay.card_w * 0.12, True))
    cap = lay.card_w * 0.16
    p.drawText(QRectF(lay.played.x, lay.played.y - cap * 1.05, lay.played.w, cap), Qt.AlignmentFlag.AlignLeft, "PLAYED")
    p.drawText(QRectF(lay.hand.x, lay.hand.y - cap * 1.15, lay.hand.w, cap), Qt.AlignmentFlag.AlignLeft, "HAND")


def _captions(p: QPainter, lay: MatLayout) -> None:
    """Pile names beneath the top rows and above the player's own piles."""
    p.setFont(ui_font(lay.card_w * 0.13, True))
    p.setPen(QColor(240, 220, 170, 200))
    cap = lay.card_w * 0.18
    for key, text, below in PILE_CAPTIONS:
        b: Box = getattr(lay, key)
        y = b.bottom + cap * 0.1 if below else b.y - cap * 1.1
        p.drawText(QRectF(b.x - 6, y, b.w + 12, cap), Qt.AlignmentFlag.AlignCenter, text.upper())


def label_boxes(lay: MatLayout) -> dict[str, Box]:
    """Where each painted label sits (the same geometry as the painting above), so it can explain itself on hover.

    Keys: ``city:0``..``city:4`` (the space names), ``chinatown`` (the gate's plaque),
    ``hq_chinatown`` (the "HQ beneath Chinatown" tab), ``caption:<pile>`` and ``caption:played`` / ``caption:hand``.
    """
    cw = lay.card_w
    out: dict[str, Box] = {}
    for i in range(len(CITY_SPACES)):
        band = lay.city_labels[i]
        if i in (2, 3):
            h = band.h * 0.34
            out[f"city:{i}"] = Box(band.x + band.w * 0.12, band.bottom - h - cw * 0.04, band.w * 0.76, h)
        else:
            out[f"city:{i}"] = Box(band.x + band.w * 0.1, band.bottom - band.h * 0.46, band.w * 0.8, band.h * 0.38)
    area = lay.chinatown
    label = lay.city_labels[3].union(lay.city_labels[2])
    roof_h = label.h * 0.5
    pw, ph = cw * 1.25, roof_h * 0.72
    out["chinatown"] = Box(area.cx - pw / 2, label.y + roof_h - ph * 0.82, pw, ph)
    ch = lay.chinatown_hq
    out["hq_chinatown"] = Box(ch.cx - cw * 0.85, ch.bottom + 1, cw * 1.7, cw * 0.2)
    cap = cw * 0.18
    for key, _text, below in PILE_CAPTIONS:
        b: Box = getattr(lay, key)
        y = b.bottom + cap * 0.1 if below else b.y - cap * 1.1
        out[f"caption:{key}"] = Box(b.x - 6, y, b.w + 12, cap)
    small = cw * 0.16
    out["caption:played"] = Box(lay.played.x, lay.played.y - small * 1.05, cw * 0.8, small)
    out["caption:hand"] = Box(lay.hand.x, lay.hand.y - small * 1.15, cw * 0.8, small)
    return out
