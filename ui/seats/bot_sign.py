"""The sign over the mat while a bot takes its turn: who plays, and the keys to pause or take over.

It sits on the row of the bot's cards that holds fewer now (a bot plays its hand out; a choice from
its hand leaves the played row empty), so it never covers the cards a person is watching, and on an
empty row at its start, clear of the mat's own signs for a Twist or an Ambush in the middle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QPointF
from PySide6.QtWidgets import QGraphicsView, QLabel, QMainWindow, QWidget

if TYPE_CHECKING:
    from bigtrouble.model import State

STYLE = (
    "#bot_banner { background: rgba(20, 14, 8, 210); color: #ffd66e; border: 1px solid #caa24a;"
    " border-radius: 8px; padding: 6px 14px; font-size: 14px; font-weight: bold; }"
)


def show_sign(host: QObject | None, sign: QLabel | None, s: State, seat: int, paused: bool) -> QLabel | None:
    """Show (or hide, with ``seat`` -1) the sign for the bot in ``seat`` on ``host``'s mat; returns the sign."""
    if not isinstance(host, QMainWindow) or not isinstance(central := host.centralWidget(), QWidget):
        return sign
    if sign is None:
        sign = QLabel(central)
        sign.setObjectName("bot_banner")
        sign.setStyleSheet(STYLE)
    if seat < 0:
        sign.hide()
        return sign
    name = s.players[seat].name
    if paused:
        sign.setText(f"{name} is paused\nCtrl+B: resume · Ctrl+Shift+B: take over")
    else:
        sign.setText(f"{name} is playing\nCtrl+B: pause")
    sign.adjustSize()
    sign.move(place(host, central, s, sign.width(), sign.height()))
    sign.show()
    sign.raise_()
    return sign


def place(host: QObject, central: QWidget, s: State, w: int, h: int) -> QPoint:
    """Where a sign ``w`` x ``h`` goes in ``central``: on the emptier of the bot's two rows of cards."""
    view, scene = getattr(host, "view", None), getattr(host, "scene", None)
    lay = getattr(scene, "lay", None)
    if isinstance(view, QGraphicsView) and lay is not None:
        from bigtrouble.engine import current_player

        player = s.players[current_player(s)]
        row = lay.hand if len(player.hand) <= len(player.played) else lay.played
        left = min(len(player.hand), len(player.played)) == 0
        at = view.mapFromScene(QPointF(row.x if left else row.x + row.w, row.y + row.h * 0.5))
        where = view.viewport().mapTo(central, at)
        x = where.x() + 8 if left else where.x() - w - 8
        return QPoint(max(8, x), max(8, where.y() - h // 2))
    return QPoint(max(8, int(central.width() * 0.36) - w // 2), int(central.height() * 0.8))
