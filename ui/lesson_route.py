"""Where a lesson's leader line runs: from the caption beside the mat to the thing a step points at.

The line leaves the caption's left edge, runs down the gutter between the mat and the dock, along
a lane of bare felt, and into the target's nearest edge. The lanes keep it off the cards: one
between the player strip and the city, one under the HQ. The lower lane runs *beneath* the
"HQ beneath Chinatown" sign (which hangs from the HQ into the gap above the played cards), and a
line rising into an HQ space enters its bottom edge beside the sign, so the line never crosses it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsView, QWidget

from ui.decor import label_boxes
from ui.layout import MatLayout

SIGN_MARGIN = 5.0
"""Scene units kept between the line and the sign."""


def leader_route(
    win: QWidget, view: QGraphicsView, lay: MatLayout, start_at: QPoint, rect: QRectF, key: str
) -> list[QPointF]:
    """The line's corners in ``win``'s coordinates, from ``start_at`` (the caption's anchor) into scene ``rect``.

    ``view`` shows the mat laid out as ``lay``; ``key`` is the step's pointer (``strip``, the player
    strip, is entered from below).
    """
    sign = label_boxes(lay)["hq_chinatown"]
    top_lane = (lay.strip.bottom + lay.city_labels[0].y) / 2
    low_lane = max(sign.bottom + SIGN_MARGIN, (sign.bottom + lay.played.y) / 2)
    x, cy = rect.center().x(), rect.center().y()
    if key == "strip":
        lane, edge = top_lane, rect.bottom()
    elif cy < lay.hq[0].y:
        lane, edge = top_lane, rect.top()
    elif cy < lay.player_area.y:
        lane, edge = low_lane, rect.bottom()
        if key != "hq_chinatown" and sign.x - SIGN_MARGIN < x < sign.right + SIGN_MARGIN:
            x = beside(rect, sign.x - SIGN_MARGIN, sign.right + SIGN_MARGIN, x)
    else:
        lane, edge = low_lane, rect.top()

    def to_window(sx: float, sy: float) -> QPointF:
        return QPointF(view.viewport().mapTo(win, view.mapFromScene(QPointF(sx, sy))))

    start = QPointF(start_at)
    lane_at = to_window(x, lane)
    tip = to_window(x, edge)
    gutter = start.x() - 7
    return [start, QPointF(gutter, start.y()), QPointF(gutter, lane_at.y()), lane_at, tip]


def beside(rect: QRectF, left: float, right: float, x: float) -> float:
    """A point on ``rect``'s width outside ``left``..``right`` (the nearer side that fits), else ``x``."""
    room_left = left - (rect.left() + 4)
    room_right = (rect.right() - 4) - right
    if room_left <= 0 and room_right <= 0:
        return x
    if room_right > room_left:
        return right + min(room_right, 12) / 2
    return left - min(room_left, 12) / 2
