"""The lesson's leader line runs clear of the "HQ beneath Chinatown" sign, at every step of Learn to Play.

The defect: the line's lower lane ran along the gap under the HQ, right through the sign that hangs
there, so at many steps a line crossed the sign's words on its way to the player's cards.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ui.mat.decor import label_boxes
from ui.teach.tutorial import learn_to_play
from ui.window.main_window import MainWindow


def crosses(a: QPointF, b: QPointF, r: QRectF) -> bool:
    """Whether the axis-parallel segment a-b passes through the inside of ``r``."""
    inner = r.adjusted(1, 1, -1, -1)
    if abs(a.x() - b.x()) < 0.5:
        lo, hi = sorted((a.y(), b.y()))
        return inner.left() < a.x() < inner.right() and lo < inner.bottom() and hi > inner.top()
    lo, hi = sorted((a.x(), b.x()))
    return inner.top() < a.y() < inner.bottom() and lo < inner.right() and hi > inner.left()


def sign_in_window(window: MainWindow) -> QRectF:
    """The sign's rectangle in window coordinates, where the leader line's points are."""
    box = label_boxes(window.scene.lay)["hq_chinatown"]
    view = window.view
    poly = view.mapFromScene(QRectF(box.x, box.y, box.w, box.h)).boundingRect()
    return QRectF(QPointF(view.viewport().mapTo(window, poly.topLeft())), poly.size().toSizeF())


def test_the_leader_line_never_crosses_the_hq_beneath_chinatown_sign(window: MainWindow) -> None:
    tutor = learn_to_play(window, index=0)
    sign = sign_in_window(window)
    assert sign.width() > 50 and sign.height() > 8
    below_hq = 0
    for index in range(len(tutor.lesson.steps)):
        tutor.replay(index)
        tutor.repoint()
        points = tutor.leader.points
        assert len(points) >= 2, f"step {index + 1} has no leader line"
        if tutor.target_rect is None:
            continue
        key = tutor.lesson.steps[index][2].point
        if key == "hq_chinatown":
            continue  # a step about the sign itself points into it
        if tutor.target_rect.center().y() > window.scene.lay.hq[0].y:
            below_hq += 1
        for a, b in zip(points, points[1:], strict=False):
            assert not crosses(a, b, sign), f"step {index + 1}: the leader line crosses the sign ({a}, {b})"
    assert below_hq >= 10  # many steps point at the HQ, the hand or the played cards: the lower lane is used


def test_a_line_into_a_chinatown_hq_space_enters_beside_the_sign(window: MainWindow) -> None:
    """Pointing at the HQ space under the Rooftops, the line rises into its bottom edge, not through the sign."""
    tutor = learn_to_play(window, index=0)
    lay = window.scene.lay
    box = lay.hq[2]
    rect = QRectF(box.x, box.y, box.w, box.h)
    points = tutor.route(rect, "hq:2")
    sign = sign_in_window(window)
    for a, b in zip(points, points[1:], strict=False):
        assert not crosses(a, b, sign)
    tip = points[-1]
    view = window.view
    edge = view.viewport().mapTo(window, view.mapFromScene(QPointF(box.x, box.bottom))).y()
    assert abs(tip.y() - edge) < 1.5  # it ends on the space's bottom edge


def test_the_last_stretch_never_runs_over_a_painted_label(window: MainWindow) -> None:
    """The line into the target steps around a space's name or a pile's caption, or stops at it: never over it."""
    tutor = learn_to_play(window, index=0)
    view = window.view
    boxes = label_boxes(window.scene.lay)
    checked = 0
    for index in range(len(tutor.lesson.steps)):
        tutor.replay(index)
        tutor.repoint()
        target = tutor.target_rect
        if target is None:
            continue
        key = tutor.lesson.steps[index][2].point
        a, b = tutor.leader.points[-2], tutor.leader.points[-1]
        lay = window.scene.lay
        controls = {"attack": lay.attack, "recruit": lay.recruit, "end_turn": lay.end_turn, "heal": lay.heal}
        for name, box in {**boxes, **controls}.items():
            scene_rect = QRectF(box.x, box.y, box.w, box.h)
            if name == key or target.intersects(scene_rect):
                continue
            poly = view.mapFromScene(scene_rect).boundingRect()
            rect = QRectF(QPointF(view.viewport().mapTo(window, poly.topLeft())), poly.size().toSizeF())
            assert not crosses(a, b, rect), f"step {index + 1}: the line into the target runs over the {name} label"
        checked += 1
    assert checked > 30
