"""Where a lesson's leader line runs: from the caption beside the mat to the thing a step points at.

The line leaves the caption's left edge, runs down the gutter between the mat and the dock, along
a lane of bare felt, and into the target's nearest edge. The lanes keep it off the cards: one
between the player strip and the city, one under the HQ. The lower lane runs *beneath* the
"HQ beneath Chinatown" sign (which hangs from the HQ into the gap above the played cards), and a
line rising into an HQ space enters its bottom edge beside the sign, so the line never crosses it.
The last stretch, into the target, steps around any painted label in its way (a space's name, a
pile's caption) where the target's edge leaves room, and otherwise ends at that label, pointing at
the name of the thing rather than running over its words.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsView, QWidget

from ui.mat.decor import label_boxes
from ui.mat.layout import Box, MatLayout

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
    else:
        lane, edge = low_lane, rect.top()
    labels = [b for k, b in label_boxes(lay).items() if k != key and not rect.intersects(_rect(b))]
    labels += [b for b in controls(lay) if not rect.intersects(_rect(b))]

    def to_window(sx: float, sy: float) -> QPointF:
        return QPointF(view.viewport().mapTo(win, view.mapFromScene(QPointF(sx, sy))))

    start = QPointF(start_at)
    gutter = start.x() - 7
    side = to_window(rect.right(), rect.center().y())
    scene_gutter = view.mapToScene(view.viewport().mapFrom(win, QPointF(gutter, side.y()).toPoint())).x()
    if key != "strip" and side_is_clear(lay, rect, scene_gutter, labels):  # beside the gutter: straight in
        return [start, QPointF(gutter, start.y()), QPointF(gutter, side.y()), side]
    x, edge = clear_way(x, lane, edge, rect, labels)
    lane_at = to_window(x, lane)
    tip = to_window(x, edge)
    return [start, QPointF(gutter, start.y()), QPointF(gutter, lane_at.y()), lane_at, tip]


def controls(lay: MatLayout) -> list[Box]:
    """The Attack and Recruit tokens and the buttons beside them: a line must not run over them either."""
    return [lay.attack, lay.recruit, lay.end_turn, lay.heal]


def side_is_clear(lay: MatLayout, rect: QRectF, gutter_x: float, labels: list[Box]) -> bool:
    """Whether a straight line from the gutter at ``rect``'s middle height into its right edge crosses nothing."""
    y = rect.center().y()
    if gutter_x <= rect.right():
        return False
    solid = [*labels, *(b for b in zones(lay) if not rect.intersects(_rect(b)))]
    m = SIGN_MARGIN
    return not any(b.y - m < y < b.bottom + m and b.right > rect.right() and b.x < gutter_x for b in solid)


def zones(lay: MatLayout) -> list[Box]:
    """Every card place on the mat."""
    names = ("mastermind", "scheme", "escaped", "ko", "villain_deck", "hero_deck", "bystanders", "uncle_chu")
    more = ("wounds", "mediocre", "deck", "discard", "victory", "played", "hand")
    return [*lay.city, *lay.hq, *(getattr(lay, n) for n in (*names, *more))]


def beside(rect: QRectF, left: float, right: float, x: float) -> float:
    """A point on ``rect``'s width outside ``left``..``right`` (the nearer side that fits), else ``x``."""
    room_left = left - (rect.left() + 4)
    room_right = (rect.right() - 4) - right
    if room_left <= 0 and room_right <= 0:
        return x
    if room_right > room_left:
        return right + min(room_right, 12) / 2
    return left - min(room_left, 12) / 2


def _rect(b: Box) -> QRectF:
    return QRectF(b.x, b.y, b.w, b.h)


def _through(x: float, y0: float, y1: float, b: Box) -> bool:
    """Whether the vertical from ``y0`` to ``y1`` at ``x`` runs through ``b`` (with the margin)."""
    lo, hi = sorted((y0, y1))
    m = SIGN_MARGIN
    return b.x - m < x < b.right + m and lo < b.bottom + m / 2 and hi > b.y - m / 2


def clear_way(x: float, lane: float, edge: float, rect: QRectF, labels: list[Box]) -> tuple[float, float]:
    """The x and the end of the last stretch (from ``lane`` into ``rect``'s ``edge``) clear of ``labels``.

    Each label in the way, nearest the lane first, is stepped around along the edge if there is room,
    else the line stops at it.
    """
    for _ in range(len(labels) + 1):
        hits = [b for b in labels if _through(x, lane, edge, b)]
        if not hits:
            break
        b = min(hits, key=lambda h: min(abs(h.y - lane), abs(h.bottom - lane)))
        moved = beside(rect, b.x - SIGN_MARGIN, b.right + SIGN_MARGIN, x)
        if moved != x and not any(_through(moved, lane, edge, h) for h in hits if h is b):
            x = moved
        else:
            edge = b.y - SIGN_MARGIN / 2 if lane < b.y else b.bottom + SIGN_MARGIN / 2
    return x, edge
